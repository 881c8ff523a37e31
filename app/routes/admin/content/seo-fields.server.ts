import { type EntityDescriptor, SEO_FIELDS } from '#app/features/cms/entity-descriptor.ts'
import { shareImageUrl } from '#app/server/meta.server.ts'

/** What the edit form's search and sharing panel needs to know of an item, or undefined for content without the group. */
export function seoPanelOf(entity: EntityDescriptor, row: Record<string, unknown> | undefined, siteUrl: string) {
	const names = entity.fields.filter((field) => (SEO_FIELDS as readonly string[]).includes(field.name)).map((field) => field.name)
	if (names.length === 0) return undefined
	const address = row && entity.view ? siteUrl + entity.view(row) : ''
	return {
		names,
		titleField: entity.title,
		summaryField: ['summary', 'lead', 'description'].find((name) => entity.fields.some((field) => field.name === name)),
		address,
		drawnCard: address ? new URL(shareImageUrl(address)).pathname : '',
	}
}
