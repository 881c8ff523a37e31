import type { EntityDescriptor } from './entity-descriptor.ts'

export type PublicState = { state: 'draft' } | { state: 'scheduled'; at: string } | { state: 'published' } | { state: 'closed'; since?: string }

/**
 * Whether the public site shows a row now, will show it from a date, or not
 * (a draft; a closed job opening, or one past its closing day, as the career
 * page decides); undefined for content always shown.
 */
export function publicState(entity: EntityDescriptor, row: Record<string, unknown>, now = new Date()): PublicState | undefined {
	const { publication, closing } = entity
	if (closing) {
		if (row[closing.status] === closing.closed) return { state: 'closed' }
		const until = closing.until ? String(row[closing.until] ?? '') : ''
		// A closing day is shown through its last day (the career page compares days, in UTC).
		if (/^\d{4}-\d{2}-\d{2}$/.test(until) && until < now.toISOString().slice(0, 10)) return { state: 'closed', since: until }
		if (!publication) return { state: 'published' }
	}
	if (!publication) return undefined
	if (row[publication.status] === publication.draft) return { state: 'draft' }
	const at = publication.date ? new Date(String(row[publication.date])) : undefined
	return at && at > now ? { state: 'scheduled', at: at.toISOString() } : { state: 'published' }
}

/** The public page of a row, while the public site shows it (a draft or a scheduled post has none yet). */
export function publicView(entity: EntityDescriptor, row: Record<string, unknown>): string | undefined {
	return (publicState(entity, row)?.state ?? 'published') === 'published' ? entity.view?.(row) : undefined
}
