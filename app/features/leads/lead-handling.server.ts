import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { queueMail } from '#app/server/mail.server.ts'
import { type ApplicationStage, LEAD_TABLE_NOUNS, type LeadStatus, type LeadTableKey, statusesOf } from './inbox.labels.ts'
import { LEAD_TABLES } from './inbox.server.ts'

/**
 * One lead in the back office: its details and attribution, its status and
 * assignee, replies to the person, staff notes, and the timeline of them all.
 */

/** A lead's first and last touch (decision 043). */
export async function leadAttribution(db: Kysely<DB>, kind: string, id: number) {
	const rows = await db.selectFrom('lead_attribution').selectAll().where('lead_kind', '=', kind).where('lead_id', '=', id).execute()
	return { first: rows.find((row) => row.touch === 'first'), last: rows.find((row) => row.touch === 'last') }
}

/** A lead with every column of its table, or undefined. */
export async function findLead(db: Kysely<DB>, table: LeadTableKey, id: number) {
	switch (table) {
		case 'contact':
			return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()
		case 'quote':
			return db.selectFrom('quote_requests').selectAll().where('id', '=', id).executeTakeFirst()
		case 'career':
			return db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst()
	}
}

export async function findApplication(db: Kysely<DB>, id: number) {
	return db.selectFrom('job_applications').selectAll().where('id', '=', id).executeTakeFirst()
}

/** A staff member as a lead's timeline names them. */
export interface StaffRef {
	id: string
	name: string
}

/** A status of an enquiry, or a stage of a job application (which one a table takes: statusesOf). */
export type LeadState = LeadStatus | ApplicationStage

/** Sets a lead's status; with who did it, a change goes on the lead's timeline. False when there is no such lead. */
export async function setLeadStatus(db: Kysely<DB>, table: LeadTableKey, id: number, status: LeadState, by?: StaffRef): Promise<boolean> {
	return (await changeLeadStatus(db, table, id, { to: status }, by)).outcome !== 'missing'
}

/**
 * What a status change did: `from` is the status stored before it. `stale` refuses a change made
 * from a page that showed another status than the stored one (someone, or a reply, changed it since).
 */
export type StatusChange = { outcome: 'changed' | 'unchanged' | 'stale'; from: string } | { outcome: 'missing' }

/**
 * Sets a lead's status, unless `was` (the status the staff member saw) is no longer the stored
 * one: as a content save over a newer version is refused, a status chosen on a page loaded before
 * a reply moved the lead on does not silently put it back.
 */
export async function changeLeadStatus(db: Kysely<DB>, table: LeadTableKey, id: number, { to, was }: { to: LeadState; was?: string }, by?: StaffRef): Promise<StatusChange> {
	// The route checks the choice against the table's schema; a sales status on an application (or a stage on an enquiry) never gets this far.
	if (!statusesOf(table).includes(to)) throw new RangeError(`${to} is not a status of a ${LEAD_TABLE_NOUNS[table]}`)
	return db.transaction().execute(async (trx) => {
		const before = await trx.selectFrom(LEAD_TABLES[table]).select('status').where('id', '=', id).executeTakeFirst()
		if (!before) return { outcome: 'missing' }
		if (before.status === to) return { outcome: 'unchanged', from: before.status }
		if (was !== undefined && was !== before.status) return { outcome: 'stale', from: before.status }
		// The stored status is part of the condition, so two changes racing each other cannot both pass the check above.
		const updated = await trx.updateTable(LEAD_TABLES[table]).set({ status: to }).where('id', '=', id).where('status', '=', before.status).executeTakeFirst()
		if (Number(updated.numUpdatedRows) === 0) return { outcome: 'stale', from: before.status }
		if (by) await addEvent(trx, table, id, by, 'status', to)
		return { outcome: 'changed', from: before.status }
	})
}

type EventType = 'status' | 'assigned' | 'reply'

async function addEvent(db: Kysely<DB>, table: LeadTableKey, id: number, by: StaffRef, type: EventType, detail: string, outboxId: number | null = null) {
	await db
		.insertInto('lead_events')
		.values({ lead_kind: table, lead_id: id, type, actor_id: by.id, actor_name: by.name, detail, outbox_id: outboxId, created_at: new Date().toISOString() })
		.execute()
}

/** A colleague a lead can be given to. */
export interface Assignee extends StaffRef {
	email: string
}

/** The back-office address of a lead, for the e-mails that point to it. */
export const leadUrl = (siteUrl: string, table: LeadTableKey, id: number) => `${siteUrl}/admin/leads/${table}/${id}`

/**
 * Gives a lead to a colleague, or to nobody (null), and puts it on the lead's
 * timeline. The colleague is told by e-mail, through the outbox in the same
 * transaction, with a link to the lead and nothing of the sender's (the
 * e-mail needs no erasing); nobody is told of a lead they took themselves.
 * Answers whether it changed hands, or that there is no such lead.
 */
export async function assignLead(db: Kysely<DB>, table: LeadTableKey, id: number, assignee: Assignee | null, by: StaffRef, siteUrl: string): Promise<'assigned' | 'unchanged' | 'missing'> {
	return db.transaction().execute(async (trx) => {
		const before = await trx.selectFrom(LEAD_TABLES[table]).select('assignee_id').where('id', '=', id).executeTakeFirst()
		if (!before) return 'missing'
		if (before.assignee_id === (assignee?.id ?? null)) return 'unchanged'
		await trx.updateTable(LEAD_TABLES[table]).set({ assignee_id: assignee?.id ?? null }).where('id', '=', id).execute()
		await addEvent(trx, table, id, by, 'assigned', assignee?.name ?? '')
		if (assignee && assignee.id !== by.id) {
			const noun = LEAD_TABLE_NOUNS[table]
			await queueMail(trx, {
				kind: 'lead:assigned',
				to: assignee.email,
				subject: `A ${noun} (#${id}) is assigned to you`,
				body: [`Hello ${assignee.name},`, '', `${by.name} assigned you a ${noun} (#${id}) in the back office. Open it here:`, '', leadUrl(siteUrl, table, id)].join('\n'),
				lead: { kind: table, id },
			})
		}
		return 'assigned'
	})
}

/** How a reply is sent: the agency's address answers go to, and the lines that sign it. */
export interface ReplyFrom {
	replyTo: string
	subject: string
	signature: string[]
}

/** Where a reply moves a new lead: an enquiry is contacted, an application is in screening. */
const REPLIED: Record<LeadTableKey, LeadState> = { contact: 'contacted', quote: 'contacted', career: 'screening' }

/**
 * Sends the sender of a lead a reply by e-mail, through the outbox (From is
 * the site's sending address, Reply-To the agency), and puts it on the
 * lead's timeline with the outbox row that carries it. A new lead becomes
 * contacted (a new application goes to screening). Answers false when there is no such lead.
 */
export async function replyToLead(db: Kysely<DB>, table: LeadTableKey, id: number, body: string, by: StaffRef, from: ReplyFrom): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		const lead = await trx.selectFrom(LEAD_TABLES[table]).select(['email', 'status']).where('id', '=', id).executeTakeFirst()
		if (!lead) return false
		const outboxId = await queueMail(trx, {
			kind: 'lead:reply',
			to: lead.email,
			replyTo: from.replyTo,
			subject: from.subject,
			body: [body, '', '-- ', ...from.signature].join('\n'),
			lead: { kind: table, id },
		})
		await addEvent(trx, table, id, by, 'reply', body, outboxId)
		if (lead.status === 'new') {
			await trx.updateTable(LEAD_TABLES[table]).set({ status: REPLIED[table] }).where('id', '=', id).execute()
			await addEvent(trx, table, id, by, 'status', REPLIED[table])
		}
		return true
	})
}

/** Where a reply stands, from its outbox row: waiting (or being retried), sent, or given up. */
export type Delivery = { state: 'queued'; retrying: string | null } | { state: 'sent'; at: string } | { state: 'failed'; error: string } | { state: 'gone' }

/** One line of a lead's timeline. */
export type TimelineEntry = { key: string; at: string; who: string } & (
	| { type: 'note'; body: string }
	| { type: 'status'; status: string }
	| { type: 'assigned'; assignee: string }
	| { type: 'reply'; body: string; delivery: Delivery }
)

/** A lead's notes, status changes, assignments and replies (with their delivery), oldest first. */
export async function leadTimeline(db: Kysely<DB>, table: LeadTableKey, id: number): Promise<TimelineEntry[]> {
	const [notes, events] = await Promise.all([
		listNotes(db, table, id),
		db
			.selectFrom('lead_events')
			.leftJoin('outbox', 'outbox.id', 'lead_events.outbox_id')
			.select([
				'lead_events.id',
				'lead_events.type',
				'lead_events.actor_name',
				'lead_events.detail',
				'lead_events.created_at',
				'outbox.id as outbox_id',
				'outbox.status as outbox_status',
				'outbox.sent_at',
				'outbox.last_error',
			])
			.where('lead_events.lead_kind', '=', table)
			.where('lead_events.lead_id', '=', id)
			.orderBy('lead_events.id')
			.execute(),
	])
	const entries: TimelineEntry[] = notes.map((note) => ({ key: `note-${note.id}`, type: 'note', at: note.created_at, who: note.author_name, body: note.body }))
	for (const event of events) {
		const base = { key: `event-${event.id}`, at: event.created_at, who: event.actor_name }
		if (event.type === 'status') entries.push({ ...base, type: 'status', status: event.detail })
		else if (event.type === 'assigned') entries.push({ ...base, type: 'assigned', assignee: event.detail })
		else entries.push({ ...base, type: 'reply', body: event.detail, delivery: deliveryOf(event) })
	}
	return entries.sort((a, b) => a.at.localeCompare(b.at))
}

function deliveryOf(row: { outbox_id: number | null; outbox_status: string | null; sent_at: string | null; last_error: string | null }): Delivery {
	if (row.outbox_id === null) return { state: 'gone' }
	if (row.outbox_status === 'sent') return { state: 'sent', at: row.sent_at ?? '' }
	if (row.outbox_status === 'failed') return { state: 'failed', error: row.last_error ?? '' }
	return { state: 'queued', retrying: row.last_error }
}

export async function listNotes(db: Kysely<DB>, table: LeadTableKey, id: number) {
	return db
		.selectFrom('lead_notes')
		.select(['id', 'author_name', 'body', 'created_at'])
		.where('lead_kind', '=', table)
		.where('lead_id', '=', id)
		.orderBy('created_at')
		.orderBy('id')
		.execute()
}

export async function addNote(db: Kysely<DB>, table: LeadTableKey, id: number, author: { id: string; name: string }, body: string): Promise<void> {
	await db
		.insertInto('lead_notes')
		.values({ lead_kind: table, lead_id: id, author_id: author.id, author_name: author.name, body, created_at: new Date().toISOString() })
		.execute()
}
