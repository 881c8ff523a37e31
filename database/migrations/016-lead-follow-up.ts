import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

const LEAD_TABLES = { contact: 'contact_messages', quote: 'quote_requests', career: 'job_applications' } as const

/**
 * Following a lead up in the back office (decision 036):
 *
 * - each lead may be assigned to a staff member (`assignee_id`, a staff
 *   user's id; null while nobody has it);
 * - `lead_events`, a lead's timeline beside its notes: status changes,
 *   assignments and replies to the sender, with who and when; a reply names
 *   the outbox row that carries it, whose status is its delivery status;
 * - an outbox row names the lead it is about (`lead_kind`, `lead_id`), so
 *   the timeline and an erasure reach every e-mail about a person's leads.
 *
 * Status changes made before this migration are copied from the audit log,
 * so a lead's timeline starts with its history.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement())

	for (const table of Object.values(LEAD_TABLES)) {
		await db.schema.alterTable(table).addColumn('assignee_id', 'text').execute()
		await db.schema.createIndex(`${table}_assignee`).on(table).column('assignee_id').execute()
	}

	await db.schema
		.createTable('lead_events')
		.addColumn('id', 'integer', id)
		/** contact | quote | career: which lead table lead_id points into. */
		.addColumn('lead_kind', 'text', (c) => c.notNull())
		.addColumn('lead_id', 'integer', (c) => c.notNull())
		/** status | assigned | reply */
		.addColumn('type', 'text', (c) => c.notNull())
		.addColumn('actor_id', 'text')
		.addColumn('actor_name', 'text', (c) => c.notNull())
		/** The new status, the assignee's name ('' for nobody) or the reply's text. */
		.addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('outbox_id', 'integer')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('lead_events_lead').on('lead_events').columns(['lead_kind', 'lead_id']).execute()

	await db.schema.alterTable('outbox').addColumn('lead_kind', 'text').execute()
	await db.schema.alterTable('outbox').addColumn('lead_id', 'integer').execute()
	await db.schema.createIndex('outbox_lead').on('outbox').columns(['lead_kind', 'lead_id']).execute()

	// The audit log's status changes (subject "quote#12", detail {"status":"won"}) become timeline entries.
	const changes = await db
		.selectFrom('audit_log')
		.leftJoin('staff_users', 'staff_users.id', 'audit_log.actor_id')
		.select(['audit_log.actor_id', 'audit_log.actor_email', 'audit_log.subject', 'audit_log.detail', 'audit_log.at', 'staff_users.name'])
		.where('audit_log.action', '=', 'lead.status')
		.orderBy('audit_log.id')
		.execute()
	const events = changes.flatMap((row) => {
		const subject = /^(contact|quote|career)#(\d+)$/.exec(row.subject)
		let status: unknown
		try {
			status = (JSON.parse(row.detail) as { status?: unknown }).status
		} catch {
			status = undefined
		}
		if (!subject || typeof status !== 'string') return []
		return [{ lead_kind: subject[1], lead_id: Number(subject[2]), type: 'status', actor_id: row.actor_id, actor_name: row.name ?? row.actor_email, detail: status, created_at: row.at }]
	})
	for (let i = 0; i < events.length; i += 200) await db.insertInto('lead_events').values(events.slice(i, i + 200)).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropIndex('outbox_lead').execute()
	for (const column of ['lead_id', 'lead_kind']) await db.schema.alterTable('outbox').dropColumn(column).execute()
	await db.schema.dropTable('lead_events').execute()
	for (const table of Object.values(LEAD_TABLES)) {
		await db.schema.dropIndex(`${table}_assignee`).execute()
		await db.schema.alterTable(table).dropColumn('assignee_id').execute()
	}
}
