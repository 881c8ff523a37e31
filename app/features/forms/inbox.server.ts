import { createHash } from 'node:crypto'
import { stringify } from 'csv-stringify/sync'
import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { nextDay } from '#app/lib/format.ts'
import type { CvStore } from '#app/lib/uploads.server.ts'
import { INBOX_PAGE_SIZE, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadKind, type LeadStatus, type LeadTableKey } from './inbox.labels.ts'
import type { InboxFilter } from './inbox.schema.ts'

/**
 * The leads inbox: one list over the tables the lead pipeline writes
 * (leads.server.ts), newest first; a lead's details, status and notes; the
 * CSV export; erasing a person; purging old CVs.
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
}


/** The three lead tables as one list, in the columns the inbox shows. */
function unified(db: Kysely<DB>) {
	const text = (value: string) => sql<string>`cast(${value} as text)`
	const contact = db
		.selectFrom('contact_messages')
		.select(['form as kind', 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page', text('').as('about'), 'message as text'])
	const quote = db
		.selectFrom('quote_requests')
		.select([
			text('quote').as('kind'),
			'id',
			'name',
			'email',
			'phone',
			'status',
			'created_at',
			'source_page',
			sql<string>`technology || case when portfolio_item_title <> '' then ' / ' || portfolio_item_title else '' end`.as('about'),
			'content as text',
		])
	const career = db
		.selectFrom('job_applications')
		.select([text('career').as('kind'), 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page', 'job_title as about', 'description as text'])
	return contact.unionAll(quote).unionAll(career)
}

function filtered(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter) {
	const kinds = filter.kind ? readable.filter((kind) => kind === filter.kind) : [...readable]
	const like = filter.q ? `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined
	return db
		.selectFrom(unified(db).as('leads'))
		.where('kind', 'in', kinds.length > 0 ? kinds : ['none'])
		.$if(Boolean(filter.status), (q) => q.where('status', '=', filter.status!))
		.$if(Boolean(filter.from), (q) => q.where('created_at', '>=', `${filter.from}T00:00:00.000Z`))
		.$if(Boolean(filter.to), (q) => q.where('created_at', '<', nextDay(filter.to!)))
		.$if(like !== undefined, (q) =>
			q.where((eb) =>
				eb.or(
					(['name', 'email', 'phone', 'about', 'text'] as const).map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', sql`${like} escape '\\'`)),
				),
			),
		)
}

/** One page of the inbox for a role, and how many leads match in all. */
export async function listLeads(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter): Promise<{ rows: InboxRow[]; total: number }> {
	const [rows, count] = await Promise.all([
		filtered(db, readable, filter)
			.selectAll()
			.orderBy('created_at', 'desc')
			.orderBy('id', 'desc')
			.limit(INBOX_PAGE_SIZE)
			.offset((filter.page - 1) * INBOX_PAGE_SIZE)
			.execute(),
		filtered(db, readable, filter)
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.executeTakeFirstOrThrow(),
	])
	return { rows: rows as InboxRow[], total: Number(count.n) }
}

export const EXPORT_MAX_ROWS = 50_000

/** Every lead the filter matches (the export), newest first. */
export async function exportLeads(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter): Promise<InboxRow[]> {
	const rows = await filtered(db, readable, filter).selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(EXPORT_MAX_ROWS).execute()
	return rows as InboxRow[]
}

const CSV_COLUMNS = ['Received (UTC)', 'Kind', 'Status', 'Name', 'Email', 'Phone', 'About', 'Message', 'Sent from page', 'Reference']

/**
 * Leads as CSV (UTF-8 with a byte-order mark and CRLF lines, as spreadsheets
 * expect), every cell quoted. What a spreadsheet would run as a formula stays
 * text (see neutralise).
 */
export function leadsCsv(rows: InboxRow[]): string {
	return stringify(
		rows.map((row) =>
			[
				row.created_at,
				LEAD_KIND_LABELS[row.kind],
				LEAD_STATUS_LABELS[row.status] ?? row.status,
				row.name,
				row.email,
				row.phone,
				row.about,
				row.text,
				row.source_page,
				`${row.kind}#${row.id}`,
			].map(neutralise),
		),
		{ header: true, columns: CSV_COLUMNS, bom: true, record_delimiter: 'windows', quoted: true, quoted_empty: true },
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

export async function setLeadStatus(db: Kysely<DB>, table: LeadTableKey, id: number, status: LeadStatus): Promise<boolean> {
	const result = await db.updateTable(TABLE[table]).set({ status }).where('id', '=', id).executeTakeFirst()
	return Number(result.numUpdatedRows) > 0
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
 * Erases every lead, application (and its CV file), comment, note on those
 * leads and notification e-mail of one person. The database rows go in one
 * transaction; the CV files after it commits.
 */
export async function erasePerson(db: Kysely<DB>, cvStore: CvStore, email: string) {
	const address = email.toLowerCase()
	const byEmail = sql`lower(email)`
	const { counts, cvFiles } = await db.transaction().execute(async (trx) => {
		const ids = async (table: 'contact_messages' | 'quote_requests' | 'job_applications') =>
			(await trx.selectFrom(table).select('id').where(byEmail, '=', address).execute()).map((row) => row.id)
		const applications = await trx.selectFrom('job_applications').select(['id', 'cv_file']).where(byEmail, '=', address).execute()
		const leads: [LeadTableKey, number[]][] = [
			['contact', await ids('contact_messages')],
			['quote', await ids('quote_requests')],
			['career', applications.map((row) => row.id)],
		]
		for (const [table, list] of leads) {
			if (list.length > 0) await trx.deleteFrom('lead_notes').where('lead_kind', '=', table).where('lead_id', 'in', list).execute()
		}
		const removed = async (table: 'contact_messages' | 'quote_requests' | 'job_applications' | 'blog_comments') =>
			Number((await trx.deleteFrom(table).where(byEmail, '=', address).executeTakeFirst()).numDeletedRows)
		const counts = {
			contact: await removed('contact_messages'),
			quote: await removed('quote_requests'),
			career: await removed('job_applications'),
			comments: await removed('blog_comments'),
			// Notifications name the sender as Reply-To; sent or not, they go too.
			mails: Number((await trx.deleteFrom('outbox').where(sql`lower(reply_to)`, '=', address).executeTakeFirst()).numDeletedRows),
		}
		return { counts, cvFiles: applications.map((row) => row.cv_file).filter(Boolean) }
	})
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
