import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { nextDay } from '#app/lib/format.ts'
import { INBOX_PAGE_SIZE, type LeadKind, type LeadTableKey, OPEN_STAGES } from './inbox.labels.ts'
import type { InboxFilter } from './inbox.schema.ts'

/**
 * The leads inbox: one list over the tables the lead pipeline writes
 * (leads.server.ts), newest first, and the dashboard's counts of it. A lead's
 * handling is in lead-handling.server.ts, the CSV export in
 * lead-export.server.ts, erasing a person and purging old CVs in
 * personal-data.server.ts.
 */

/** The kinds of lead a staff member may read (the back office decides them by role). */
export type ReadableKinds = readonly LeadKind[]

/** The table each kind of lead is stored in. */
export const LEAD_TABLES: Record<LeadTableKey, 'contact_messages' | 'quote_requests' | 'job_applications'> = {
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
	/** A sales status, or a stage for an application (statusesOf). */
	status: string
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
	/** The opening an application was made to (null for the other kinds, or once the opening is gone). */
	job_id: number | null
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
	const noJob = sql<number | null>`cast(null as integer)`
	const contact = db
		.selectFrom('contact_messages')
		.select([
			'form as kind', 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page', none.as('about'), 'message as text', text('contact').as('tbl'), 'assignee_id',
			none.as('company'), none.as('website'), none.as('budget'), none.as('how_know'), none.as('technology'), none.as('project'),
			none.as('opening'), none.as('current_salary'), none.as('expected_salary'), none.as('cv_name'), noJob.as('job_id'), 'ip', 'user_agent',
		])
	const quote = db
		.selectFrom('quote_requests')
		.select([
			text('quote').as('kind'), 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page',
			sql<string>`technology || case when portfolio_item_title <> '' then ' / ' || portfolio_item_title else '' end`.as('about'),
			'content as text', text('quote').as('tbl'), 'assignee_id',
			'company', 'website', 'budget', 'how_know', 'technology', 'portfolio_item_title as project',
			none.as('opening'), none.as('current_salary'), none.as('expected_salary'), none.as('cv_name'), noJob.as('job_id'), 'ip', 'user_agent',
		])
	const career = db
		.selectFrom('job_applications')
		.select([
			text('career').as('kind'), 'id', 'name', 'email', 'phone', 'status', 'created_at', 'source_page', 'job_title as about', 'description as text', text('career').as('tbl'), 'assignee_id',
			none.as('company'), none.as('website'), none.as('budget'), none.as('how_know'), none.as('technology'), none.as('project'),
			'job_title as opening', 'current_salary', 'expected_salary', 'cv_original_name as cv_name', 'job_id', 'ip', 'user_agent',
		])
	return contact.unionAll(quote).unionAll(career)
}

/**
 * The leads a filter matches, as `leads` with the assignee's name beside.
 * Search looks in every field a visitor sent, in staff notes and in the
 * replies sent; `mine` needs the id of the staff member looking.
 */
export function filteredLeads(db: Kysely<DB>, readable: ReadableKinds, filter: InboxFilter, viewerId: string | null) {
	// An opening is asked for: its applications only.
	const kinds = readable.filter((kind) => (!filter.kind || kind === filter.kind) && (!filter.opening || kind === 'career'))
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
		.$if(Boolean(filter.opening), (q) => q.where('leads.job_id', '=', filter.opening!))
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
export const TOUCH_COLUMNS = [
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
		filteredLeads(db, readable, filter, viewerId)
			.selectAll('leads')
			.select('staff_users.name as assignee_name')
			.select(TOUCH_COLUMNS)
			.orderBy('leads.created_at', 'desc')
			.orderBy('leads.id', 'desc')
			.limit(INBOX_PAGE_SIZE)
			.offset((filter.page - 1) * INBOX_PAGE_SIZE)
			.execute(),
		filteredLeads(db, readable, filter, viewerId)
			.select((eb) => eb.fn.countAll<number | string>().as('n'))
			.executeTakeFirstOrThrow(),
	])
	return { rows: rows as InboxRow[], total: Number(count.n) }
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

/** Leads not yet handled (an application: still in the pipeline) that nobody has taken, among the readable kinds. */
export async function countUnassigned(db: Kysely<DB>, readable: ReadableKinds): Promise<number> {
	if (readable.length === 0) return 0
	const row = await db
		.selectFrom(unified(db).as('leads'))
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where('leads.kind', 'in', [...readable])
		.where('leads.assignee_id', 'is', null)
		.where('leads.status', 'in', ['new', 'contacted', ...OPEN_STAGES])
		.executeTakeFirstOrThrow()
	return Number(row.n)
}
