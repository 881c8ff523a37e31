import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { nextDay } from '#app/lib/format.ts'

/** Who acted: a staff member, or the system itself (a scheduled task), from an address. */
export interface Actor {
	id: string | null
	email: string
	ip: string
}

export const SYSTEM_ACTOR: Actor = { id: null, email: 'system', ip: '' }

/**
 * What the audit log records. Every sign-in, every change staff make, every
 * export and every CV download writes one line; the log itself is read-only.
 */
export type AuditAction =
	| 'sign-in'
	| 'sign-in.failed'
	| 'sign-out'
	| 'password.reset-requested'
	| 'password.changed'
	| 'two-factor.enabled'
	| 'two-factor.disabled'
	| 'staff.created'
	| 'staff.updated'
	| 'staff.disabled'
	| 'staff.enabled'
	| 'staff.sessions-revoked'
	| 'lead.status'
	| 'lead.note'
	| 'lead.assigned'
	| 'lead.reply'
	| 'lead.export'
	| 'cv.download'
	| 'cv.purged'
	| 'comment.status'
	| 'comment.deleted'
	| 'content.created'
	| 'content.updated'
	| 'content.deleted'
	| 'media.uploaded'
	| 'person.erased'

export async function audit(db: Kysely<DB>, actor: Actor, action: AuditAction, subject = '', detail: Record<string, unknown> | string = ''): Promise<void> {
	await db
		.insertInto('audit_log')
		.values({
			at: new Date().toISOString(),
			actor_id: actor.id,
			actor_email: actor.email.slice(0, 254),
			action,
			subject: subject.slice(0, 300),
			detail: (typeof detail === 'string' ? detail : JSON.stringify(detail)).slice(0, 4000),
			ip: actor.ip.slice(0, 64),
		})
		.execute()
}

export interface AuditFilter {
	action?: string
	actor?: string
	from?: string
	to?: string
}

export const AUDIT_PAGE_SIZE = 100

/** The log, newest first, a page at a time. */
export async function listAudit(db: Kysely<DB>, filter: AuditFilter, page = 1) {
	return db
		.selectFrom('audit_log')
		.selectAll()
		.$if(Boolean(filter.action), (q) => q.where('action', 'like', `${filter.action}%`))
		.$if(Boolean(filter.actor), (q) => q.where('actor_email', '=', filter.actor!.toLowerCase()))
		.$if(Boolean(filter.from), (q) => q.where('at', '>=', filter.from!))
		.$if(Boolean(filter.to), (q) => q.where('at', '<', nextDay(filter.to!)))
		.orderBy('id', 'desc')
		.limit(AUDIT_PAGE_SIZE + 1)
		.offset((page - 1) * AUDIT_PAGE_SIZE)
		.execute()
}
