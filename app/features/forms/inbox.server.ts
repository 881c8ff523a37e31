import { createHash } from 'node:crypto'
import { stringify } from 'csv-stringify/sync'
import { type Kysely, sql, type Transaction } from 'kysely'
import { changeContent } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import { nextDay } from '#app/lib/format.ts'
import { queueMail } from '#app/server/mail.server.ts'
import type { CvStore } from '#app/server/uploads.server.ts'
import { INBOX_PAGE_SIZE, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_TABLE_NOUNS, type LeadKind, type LeadStatus, type LeadTableKey } from './inbox.labels.ts'
import type { InboxFilter } from './inbox.schema.ts'

/**
 * The leads inbox: one list over the tables the lead pipeline writes
 * (leads.server.ts), newest first; a lead's details, assignee, status, notes,
 * replies and timeline; the CSV export; erasing a person; purging old CVs.
 */

/** The kinds of lead a staff member may read (the back office decides them by role). */
export type ReadableKinds = readonly LeadKind[]

const TABLE: Record<LeadTableKey, 'contact_messages' | 'quote_requests' | 'job_applications'> = {
	contact: 'contact_messages',
	quote: 'quote_requests',
	career: 'job_applications',
}

export interface InboxRow {
	kind: LeadKind
	id: number
	name: string
	email: string
	phone: string
	status: LeadStatus
	created_at: string
	source_page: string
	/** What the lead is about: the portfolio page and project, or the job. */
	about: string
	/** The visitor's own words (message, project details, cover note). */
	text: string
	/** The lead's table key (the detail page's URL names it). */
	tbl: LeadTableKey
	assignee_id: string | null
	assignee_name: string | null
	/** The fields only some kinds have ('' for the others). */
	company: string
	website: string
	budget: string
	how_know: string
	technology: string
	project: string
	opening: string
	current_salary: string
	expected_salary: string
	cv_name: string
	ip: string
	user_agent: string
	/** Where the visit came from (decision 043), '' when the lead came without it. */
	first_landing: string | null
	first_referrer: string | null
	first_source: string | null
	first_medium: string | null
	first_campaign: string | null
	last_landing: string | null
	last_referrer: string | null
	last_source: string | null
	last_medium: string | null
	last_campaign: string | null
	last_term: string | null
	last_content: string | null
	last_clicks: string | null
	device: string | null
}

/** The columns of the unified list that search reads: every field a visitor sent. */
const SEARCHED = ['name', 'email', 'phone', 'about', 'text', 'source_page', 'company', 'website', 'budget', 'how_know', 'technology', 'project', 'opening', 'current_salary', 'expected_salary', 'cv_name'] as const


/** The three lead tables as one list: the columns the inbox shows, and every other field for search and the export. */
function unified(db: Kysely<DB>) {
	const text = (value: string) => sql<string>`cast(${value} as text)`
	const none = text('')
	const contact = db
		.selectFrom('contact_messages')
		.select([
			'form as kind', 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page', none.as('about'), 'message as text', text('contact').as('tbl'), 'assignee_id',
			none.as('company'), none.as('website'), none.as('budget'), none.as('how_know'), none.as('technology'), none.as('project'),
			none.as('opening'), none.as('current_salary'), none.as('expected_salary'), none.as('cv_name'), 'ip', 'user_agent',
		])
	const quote = db
		.selectFrom('quote_requests')
		.select([
			text('quote').as('kind'), 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page',
			sql<string>`technology || case when portfolio_item_title <> '' then ' / ' || portfolio_item_title else '' end`.as('about'),
			'content as text', text('quote').as('tbl'), 'assignee_id',
			'company', 'website', 'budget', 'how_know', 'technology', 'portfolio_item_title as project',
			none.as('opening'), none.as('current_salary'), none.as('expected_salary'), none.as('cv_name'), 'ip', 'user_agent',
		])
	const career = db
		.selectFrom('job_applications')
		.select([
			text('career').as('kind'), 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page', 'job_title as about', 'description as text', text('career').as('tbl'), 'assignee_id',
			none.as('company'), none.as('website'), none.as('budget'), none.as('how_know'), none.as('technology'), none.as('project'),
			'job_title as opening', 'current_salary', 'expected_salary', 'cv_original_name as cv_name', 'ip', 'user_agent',
		])
	return contact.unionAll(quote).unionAll(career)
}

/**
 * The leads a filter matches, as `leads` with the assignee's name beside.
 * Search looks in every field a visitor sent, in staff notes and in the
 * replies sent; `mine` needs the id of the staff member looking.
 */
function filtered(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter, viewerId: string | null) {
	const kinds = filter.kind ? readable.filter((kind) => kind === filter.kind) : [...readable]
	const like = filter.q ? sql<string>`${`%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'` : undefined
	const exactly = (value: string) => value.toLowerCase()
	return db
		.selectFrom(unified(db).as('leads'))
		.leftJoin('staff_users', 'staff_users.id', 'leads.assignee_id')
		.leftJoin('lead_attribution as first_touch', (join) =>
			join.onRef('first_touch.lead_kind', '=', 'leads.tbl').onRef('first_touch.lead_id', '=', 'leads.id').on('first_touch.touch', '=', 'first'),
		)
		.leftJoin('lead_attribution as last_touch', (join) =>
			join.onRef('last_touch.lead_kind', '=', 'leads.tbl').onRef('last_touch.lead_id', '=', 'leads.id').on('last_touch.touch', '=', 'last'),
		)
		.$if(Boolean(filter.source), (q) =>
			q.where((eb) =>
				eb.or(
					(['first_touch.utm_source', 'first_touch.referrer', 'last_touch.utm_source', 'last_touch.referrer'] as const).map((column) =>
						eb(sql`lower(${sql.ref(column)})`, '=', exactly(filter.source!)),
					),
				),
			),
		)
		.$if(Boolean(filter.campaign), (q) =>
			q.where((eb) =>
				eb.or([eb(sql`lower(first_touch.utm_campaign)`, '=', exactly(filter.campaign!)), eb(sql`lower(last_touch.utm_campaign)`, '=', exactly(filter.campaign!))]),
			),
		)
		.where('leads.kind', 'in', kinds.length > 0 ? kinds : ['none'])
		.$if(Boolean(filter.status), (q) => q.where('leads.status', '=', filter.status!))
		.$if(Boolean(filter.from), (q) => q.where('leads.created_at', '>=', `${filter.from}T00:00:00.000Z`))
		.$if(Boolean(filter.to), (q) => q.where('leads.created_at', '<', nextDay(filter.to!)))
		.$if(filter.assignee === 'mine', (q) => q.where('leads.assignee_id', '=', viewerId ?? ''))
		.$if(filter.assignee === 'unassigned', (q) => q.where('leads.assignee_id', 'is', null))
		.$if(like !== undefined, (q) =>
			q.where((eb) =>
				eb.or([
					...SEARCHED.map((column) => eb(sql`lower(${sql.ref(`leads.${column}`)})`, 'like', like!)),
					eb.exists(
						eb
							.selectFrom('lead_notes')
							.select('lead_notes.id')
							.whereRef('lead_notes.lead_kind', '=', 'leads.tbl')
							.whereRef('lead_notes.lead_id', '=', 'leads.id')
							.where(sql`lower(lead_notes.body)`, 'like', like!),
					),
					eb.exists(
						eb
							.selectFrom('lead_events')
							.select('lead_events.id')
							.whereRef('lead_events.lead_kind', '=', 'leads.tbl')
							.whereRef('lead_events.lead_id', '=', 'leads.id')
							.where('lead_events.type', '=', 'reply')
							.where(sql`lower(lead_events.detail)`, 'like', like!),
					),
				]),
			),
		)
}

/** The touches' columns the list and the export read. */
const TOUCH_COLUMNS = [
	'first_touch.landing_path as first_landing',
	'first_touch.referrer as first_referrer',
	'first_touch.utm_source as first_source',
	'first_touch.utm_medium as first_medium',
	'first_touch.utm_campaign as first_campaign',
	'last_touch.landing_path as last_landing',
	'last_touch.referrer as last_referrer',
	'last_touch.utm_source as last_source',
	'last_touch.utm_medium as last_medium',
	'last_touch.utm_campaign as last_campaign',
	'last_touch.utm_term as last_term',
	'last_touch.utm_content as last_content',
	'last_touch.click_ids as last_clicks',
	'last_touch.device as device',
] as const

/** One page of the inbox for a role, and how many leads match in all; `viewerId` is whose leads "mine" means. */
export async function listLeads(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter, viewerId: string | null = null): Promise<{ rows: InboxRow[]; total: number }> {
	const [rows, count] = await Promise.all([
		filtered(db, readable, filter, viewerId)
			.selectAll('leads')
			.select('staff_users.name as assignee_name')
			.select(TOUCH_COLUMNS)
			.orderBy('leads.created_at', 'desc')
			.orderBy('leads.id', 'desc')
			.limit(INBOX_PAGE_SIZE)
			.offset((filter.page - 1) * INBOX_PAGE_SIZE)
			.execute(),
		filtered(db, readable, filter, viewerId)
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.executeTakeFirstOrThrow(),
	])
	return { rows: rows as InboxRow[], total: Number(count.n) }
}

export const EXPORT_MAX_ROWS = 50_000

/** A lead as the export writes it: every field, and its notes. */
export type ExportRow = InboxRow & { notes: { author_name: string; body: string; created_at: string }[] }

/** Every lead the filter matches (the export), newest first, with its notes oldest first. */
export async function exportLeads(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter, viewerId: string | null = null): Promise<ExportRow[]> {
	const rows = (await filtered(db, readable, filter, viewerId)
		.selectAll('leads')
		.select('staff_users.name as assignee_name')
		.select(TOUCH_COLUMNS)
		.orderBy('leads.created_at', 'desc')
		.orderBy('leads.id', 'desc')
		.limit(EXPORT_MAX_ROWS)
		.execute()) as InboxRow[]
	const notes = new Map<string, ExportRow['notes']>()
	for (const table of ['contact', 'quote', 'career'] as const) {
		const ids = rows.filter((row) => row.tbl === table).map((row) => row.id)
		for (let i = 0; i < ids.length; i += 500) {
			const found = await db
				.selectFrom('lead_notes')
				.select(['lead_id', 'author_name', 'body', 'created_at'])
				.where('lead_kind', '=', table)
				.where('lead_id', 'in', ids.slice(i, i + 500))
				.orderBy('created_at')
				.orderBy('id')
				.execute()
			for (const { lead_id, ...note } of found) notes.set(`${table}#${lead_id}`, [...(notes.get(`${table}#${lead_id}`) ?? []), note])
		}
	}
	return rows.map((row) => ({ ...row, notes: notes.get(`${row.tbl}#${row.id}`) ?? [] }))
}

/** The export's columns: what every lead has, then each kind's own fields, the notes and where it came from. */
const CSV_COLUMNS: [string, (row: ExportRow) => string | number | null | undefined][] = [
	['Received (UTC)', (row) => row.created_at],
	['Kind', (row) => LEAD_KIND_LABELS[row.kind]],
	['Status', (row) => LEAD_STATUS_LABELS[row.status] ?? row.status],
	['Assigned to', (row) => row.assignee_name ?? ''],
	['Name', (row) => row.name],
	['Email', (row) => row.email],
	['Phone', (row) => row.phone],
	['About', (row) => row.about],
	['Message', (row) => row.text],
	['Company', (row) => row.company],
	['Website', (row) => row.website],
	['Budget', (row) => row.budget],
	['Heard of us', (row) => row.how_know],
	['Portfolio page', (row) => row.technology],
	['Project', (row) => row.project],
	['Opening', (row) => row.opening],
	['Current salary', (row) => row.current_salary],
	['Expected salary', (row) => row.expected_salary],
	['CV file', (row) => row.cv_name],
	['Notes', (row) => row.notes.map((note) => `${note.author_name}, ${note.created_at}: ${note.body}`).join('\n')],
	['Sent from page', (row) => row.source_page],
	['First landing page', (row) => row.first_landing],
	['First referrer', (row) => row.first_referrer],
	['First source', (row) => row.first_source],
	['First medium', (row) => row.first_medium],
	['First campaign', (row) => row.first_campaign],
	['Last landing page', (row) => row.last_landing],
	['Last referrer', (row) => row.last_referrer],
	['Last source', (row) => row.last_source],
	['Last medium', (row) => row.last_medium],
	['Last campaign', (row) => row.last_campaign],
	['Last term', (row) => row.last_term],
	['Last content', (row) => row.last_content],
	['Click ids present', (row) => row.last_clicks],
	['Device', (row) => row.device],
	['IP address', (row) => row.ip],
	['Browser', (row) => row.user_agent],
	['Reference', (row) => `${row.kind}#${row.id}`],
]

/**
 * Leads as CSV (UTF-8 with a byte-order mark and CRLF lines, as spreadsheets
 * expect), every cell quoted. What a spreadsheet would run as a formula stays
 * text (see neutralise).
 */
export function leadsCsv(rows: ExportRow[]): string {
	return stringify(
		rows.map((row) => CSV_COLUMNS.map(([, cell]) => neutralise(cell(row)))),
		{ header: true, columns: CSV_COLUMNS.map(([title]) => title), bom: true, record_delimiter: 'windows', quoted: true, quoted_empty: true },
	)
}

/**
 * Where a spreadsheet may start a cell: the start of the value, or after a ";"
 * or "," in it (a spreadsheet that splits on the other separator, as European
 * ones split on ";", or that ignores the quotes, cuts the value there), then
 * a formula starter (= + - @, a tab or a return), maybe after spaces and quotes.
 */
const FORMULA_AFTER_CELL_START = /((?:^|[;,]) *)(?=[\s"]*[=+\-@\t\r])/g

/** A visitor's text as text: an apostrophe before each place a spreadsheet could read a formula from. */
export function neutralise(value: string | number | null | undefined): string {
	const text = value === null || value === undefined ? '' : String(value)
	return text.replace(FORMULA_AFTER_CELL_START, "$1'")
}

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

/** Sets a lead's status; with who did it, a change goes on the lead's timeline. False when there is no such lead. */
export async function setLeadStatus(db: Kysely<DB>, table: LeadTableKey, id: number, status: LeadStatus, by?: StaffRef): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		const before = await trx.selectFrom(TABLE[table]).select('status').where('id', '=', id).executeTakeFirst()
		if (!before) return false
		if (before.status === status) return true
		await trx.updateTable(TABLE[table]).set({ status }).where('id', '=', id).execute()
		if (by) await addEvent(trx, table, id, by, 'status', status)
		return true
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
		const before = await trx.selectFrom(TABLE[table]).select('assignee_id').where('id', '=', id).executeTakeFirst()
		if (!before) return 'missing'
		if (before.assignee_id === (assignee?.id ?? null)) return 'unchanged'
		await trx.updateTable(TABLE[table]).set({ assignee_id: assignee?.id ?? null }).where('id', '=', id).execute()
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

/**
 * Sends the sender of a lead a reply by e-mail, through the outbox (From is
 * the site's sending address, Reply-To the agency), and puts it on the
 * lead's timeline with the outbox row that carries it. A new lead becomes
 * contacted. Answers false when there is no such lead.
 */
export async function replyToLead(db: Kysely<DB>, table: LeadTableKey, id: number, body: string, by: StaffRef, from: ReplyFrom): Promise<boolean> {
	return db.transaction().execute(async (trx) => {
		const lead = await trx.selectFrom(TABLE[table]).select(['email', 'status']).where('id', '=', id).executeTakeFirst()
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
			await trx.updateTable(TABLE[table]).set({ status: 'contacted' }).where('id', '=', id).execute()
			await addEvent(trx, table, id, by, 'status', 'contacted')
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

/** Everything stored about one person, by e-mail: what an erasure would remove. */
export async function findPerson(db: Kysely<DB>, email: string) {
	const count = (table: 'contact_messages' | 'quote_requests' | 'job_applications' | 'blog_comments') =>
		db
			.selectFrom(table)
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.where(sql`lower(email)`, '=', email.toLowerCase())
			.executeTakeFirstOrThrow()
			.then((row) => Number(row.n))
	const [contact, quote, career, comments] = await Promise.all([
		count('contact_messages'),
		count('quote_requests'),
		count('job_applications'),
		count('blog_comments'),
	])
	return { contact, quote, career, comments, total: contact + quote + career + comments }
}

/**
 * What an erasure did: the rows it removed of each kind; the e-mails about
 * the person it removed before they left (`mails`) and those already sent,
 * whose stored copies it redacted (`redacted`); and of those, how many reached
 * the agency's own mailboxes (`delivered`, which no erasure here can recall)
 * and how many of them carried a CV as an attachment (`withCv`, sent before
 * CVs stayed in the back office).
 */
export type Erased = {
	contact: number
	quote: number
	career: number
	comments: number
	mails: number
	redacted: number
	delivered: number
	withCv: number
}

const ERASED_TEXT = '(erased at the person\'s request)'

/**
 * Erases every lead, application (and its CV file), comment, note and
 * timeline entry on those leads, and every e-mail about the person in the
 * outbox: a notification naming them as Reply-To, a reply to them, an
 * assignment of one of their leads. An e-mail not yet sent is removed; one
 * already sent keeps its row (the delivery happened) without a word of its
 * subject, text or addresses. The database rows go in one transaction (with
 * the content version when approved comments leave public posts); the CV
 * files after it commits.
 */
export async function erasePerson(db: Kysely<DB>, cvStore: CvStore, email: string): Promise<Erased> {
	const address = email.toLowerCase()
	const byEmail = sql`lower(email)`
	const erase = async (trx: Transaction<DB>) => {
		const ids = async (table: 'contact_messages' | 'quote_requests' | 'job_applications') =>
			(await trx.selectFrom(table).select('id').where(byEmail, '=', address).execute()).map((row) => row.id)
		const applications = await trx.selectFrom('job_applications').select(['id', 'cv_file']).where(byEmail, '=', address).execute()
		const leads: [LeadTableKey, number[]][] = [
			['contact', await ids('contact_messages')],
			['quote', await ids('quote_requests')],
			['career', applications.map((row) => row.id)],
		]
		for (const [table, list] of leads) {
			if (list.length === 0) continue
			await trx.deleteFrom('lead_notes').where('lead_kind', '=', table).where('lead_id', 'in', list).execute()
			await trx.deleteFrom('lead_events').where('lead_kind', '=', table).where('lead_id', 'in', list).execute()
			await trx.deleteFrom('lead_attribution').where('lead_kind', '=', table).where('lead_id', 'in', list).execute()
		}
		// Where the person's comments came from goes with them.
		const comments = (await trx.selectFrom('blog_comments').select('id').where(byEmail, '=', address).execute()).map((row) => row.id)
		if (comments.length > 0) await trx.deleteFrom('lead_attribution').where('lead_kind', '=', 'comment').where('lead_id', 'in', comments).execute()
		const mails = await trx
			.selectFrom('outbox')
			.select(['id', 'status', 'to_address', 'attachment_path'])
			.where((eb) =>
				eb.or([
					eb(sql`lower(reply_to)`, '=', address),
					eb(sql`lower(to_address)`, '=', address),
					...leads.filter(([, list]) => list.length > 0).map(([table, list]) => eb.and([eb('lead_kind', '=', table), eb('lead_id', 'in', list)])),
				]),
			)
			.execute()
		const unsent = mails.filter((mail) => mail.status !== 'sent').map((mail) => mail.id)
		const sent = mails.filter((mail) => mail.status === 'sent')
		for (let i = 0; i < unsent.length; i += 500) await trx.deleteFrom('outbox').where('id', 'in', unsent.slice(i, i + 500)).execute()
		for (let i = 0; i < sent.length; i += 500) {
			const ids = sent.slice(i, i + 500).map((mail) => mail.id)
			await trx.updateTable('outbox').set({ subject: ERASED_TEXT, body: ERASED_TEXT, reply_to: null, attachment_path: null, attachment_name: null }).where('id', 'in', ids).execute()
			await trx.updateTable('outbox').set({ to_address: 'erased' }).where('id', 'in', ids).where(sql`lower(to_address)`, '=', address).execute()
		}
		const toTheAgency = sent.filter((mail) => mail.to_address.toLowerCase() !== address)
		const removed = async (table: 'contact_messages' | 'quote_requests' | 'job_applications' | 'blog_comments') =>
			Number((await trx.deleteFrom(table).where(byEmail, '=', address).executeTakeFirst()).numDeletedRows)
		const counts = {
			contact: await removed('contact_messages'),
			quote: await removed('quote_requests'),
			career: await removed('job_applications'),
			comments: await removed('blog_comments'),
			mails: unsent.length,
			redacted: sent.length,
			delivered: toTheAgency.length,
			withCv: toTheAgency.filter((mail) => mail.attachment_path).length,
		}
		return { counts, cvFiles: applications.map((row) => row.cv_file).filter(Boolean) }
	}
	const { counts, cvFiles } = await changeContent(db, 'blog_comments', erase, { changed: (erased) => erased.counts.comments > 0 })
	for (const file of cvFiles) await cvStore.remove(file)
	return counts
}

/** The audit log keeps a hash of an erased address, never the address: enough to answer "was this person erased?". */
export const erasureFingerprint = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex')

/**
 * Deletes the CV files of applications older than the retention period; the
 * application row stays, marked with when its file was purged. Answers the
 * ids purged. Safe to run on several servers at once: a row is claimed by
 * the update before its file is deleted.
 */
export async function purgeExpiredCvs(db: Kysely<DB>, cvStore: CvStore, retentionDays: number, now = new Date()): Promise<number[]> {
	const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString()
	const due = await db
		.selectFrom('job_applications')
		.select(['id', 'cv_file'])
		.where('created_at', '<', cutoff)
		.where('cv_purged_at', 'is', null)
		.execute()
	const purged: number[] = []
	for (const row of due) {
		const claimed = await db
			.updateTable('job_applications')
			.set({ cv_purged_at: now.toISOString(), cv_file: '' })
			.where('id', '=', row.id)
			.where('cv_purged_at', 'is', null)
			.executeTakeFirst()
		if (Number(claimed.numUpdatedRows) === 0) continue
		if (row.cv_file) {
			const key = cvStore.keyOf(row.cv_file)
			await cvStore.remove(row.cv_file)
			// A notification still waiting to carry the CV as an attachment goes without it (rows
			// queued before CVs went through the file storage name the file by its absolute path).
			await db
				.updateTable('outbox')
				.set({ attachment_path: null, attachment_name: null })
				.where((eb) => eb.or([eb('attachment_path', '=', key), eb('attachment_path', 'like', `%/${row.cv_file}`)]))
				.execute()
		}
		purged.push(row.id)
	}
	return purged
}

/** Which of these CV file names an application row still names (the rest are leftovers of a crash). */
export async function storedCvNames(db: Kysely<DB>, names: string[]): Promise<Set<string>> {
	const found = new Set<string>()
	for (let i = 0; i < names.length; i += 500) {
		const rows = await db.selectFrom('job_applications').select('cv_file').where('cv_file', 'in', names.slice(i, i + 500)).execute()
		for (const row of rows) found.add(row.cv_file)
	}
	return found
}

/** The Monday (UTC) a moment's week starts on, as YYYY-MM-DD. */
export function weekOf(moment: Date): string {
	const day = new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate()))
	day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
	return day.toISOString().slice(0, 10)
}

/**
 * Leads per week of each readable kind over the last `weeks` weeks (this one
 * included), oldest first; spam is left out, it is not work.
 */
export async function leadsPerWeek(db: Kysely<DB>, readable: ReadableKinds, weeks = 12, now = new Date()): Promise<{ week: string; counts: Record<LeadKind, number> }[]> {
	const first = new Date(`${weekOf(now)}T00:00:00.000Z`)
	first.setUTCDate(first.getUTCDate() - 7 * (weeks - 1))
	const buckets = Array.from({ length: weeks }, (_, i) => {
		const start = new Date(first)
		start.setUTCDate(first.getUTCDate() + 7 * i)
		return { week: start.toISOString().slice(0, 10), counts: { quick: 0, contact: 0, quote: 0, career: 0 } as Record<LeadKind, number> }
	})
	if (readable.length === 0) return buckets
	const rows = await db
		.selectFrom(unified(db).as('leads'))
		.select(['leads.kind', 'leads.created_at'])
		.where('leads.kind', 'in', [...readable])
		.where('leads.status', '!=', 'spam')
		.where('leads.created_at', '>=', first.toISOString())
		.execute()
	const index = new Map(buckets.map((bucket, i) => [bucket.week, i]))
	for (const row of rows) {
		const i = index.get(weekOf(new Date(String(row.created_at))))
		if (i !== undefined) buckets[i]!.counts[row.kind as LeadKind] += 1
	}
	return buckets
}

/** Leads not yet handled that nobody has taken, among the readable kinds. */
export async function countUnassigned(db: Kysely<DB>, readable: ReadableKinds): Promise<number> {
	if (readable.length === 0) return 0
	const row = await db
		.selectFrom(unified(db).as('leads'))
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where('leads.kind', 'in', [...readable])
		.where('leads.assignee_id', 'is', null)
		.where('leads.status', 'in', ['new', 'contacted'])
		.executeTakeFirstOrThrow()
	return Number(row.n)
}
