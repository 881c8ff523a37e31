import type { Insertable, Kysely, Transaction } from 'kysely'
import { changeContent } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import { type QueuedMail, queueMail } from '#app/server/mail.server.ts'
import type { Attribution } from './attribution.schema.ts'

/**
 * Every visitor submission (a lead or a blog comment) is stored here: one
 * transaction writes the row and its notification, so neither exists without
 * the other. The back office reads and changes leads through this module.
 */

/** Where a submission came from; a filled honeypot marks it as spam (kept, but no e-mail). */
export interface Provenance {
	source_page: string
	ip: string
	user_agent: string
	spam: boolean
	/** Where the visit came from, as far as it passed its checks (decision 043). */
	attribution?: Attribution
}

/** The tables visitors write, and the columns the server stamps on each of their rows. */
export type LeadTable = 'contact_messages' | 'quote_requests' | 'job_applications' | 'blog_comments'
type Stamped = 'id' | 'status' | 'source_page' | 'ip' | 'user_agent' | 'created_at'

export type ContactMessageInput = Omit<Insertable<DB['contact_messages']>, Stamped> & { form: 'quick' | 'contact' }
export type QuoteInput = Omit<Insertable<DB['quote_requests']>, Stamped>
export type ApplicationInput = Omit<Insertable<DB['job_applications']>, Stamped | 'job_id' | 'job_title'> & {
	job_id: number
	job_title: string
}
/** The column has a default (''), but a comment form always sends an address, which the notification shows. */
export type CommentInput = Omit<Insertable<DB['blog_comments']>, Stamped> & { post_title: string; email: string }

/** A submission ready to commit: its row, its status, and the notification the agency receives. */
/** The row of one lead table a submission writes (for a union of tables, the row of any one of them). */
type LeadRow<T extends LeadTable> = T extends LeadTable ? Omit<Insertable<DB[T]>, Stamped> : never

export interface Lead<T extends LeadTable = LeadTable> {
	table: T
	row: LeadRow<T>
	/** The status a genuine submission starts in (spam always starts as spam). */
	status: string
	notification: (id: number, provenance: Provenance, at: string, siteUrl: string) => Omit<QueuedMail, 'to'>
}

/** Where the agency's notification goes, and the site's address its back-office link starts with (SITE_URL). */
export interface Notify {
	to: string
	siteUrl: string
}

/** The key a form sent with the message, and the answer it gets: stored with the lead, so a repeat gets that answer. */
export interface SubmissionKey {
	key: string
	form: string
	message: string
}

/**
 * Writes a lead and its notification in one transaction and answers the new row's id. A comment
 * published at once (COMMENTS_AUTO_APPROVE) changes a public post: the content version with it.
 */
export async function commitLead(db: Kysely<DB>, lead: Lead, provenance: Provenance, notify: Notify, submission?: SubmissionKey): Promise<number> {
	const at = new Date().toISOString()
	const row = {
		...lead.row,
		status: provenance.spam ? 'spam' : lead.status,
		source_page: provenance.source_page.slice(0, 300),
		ip: provenance.ip.slice(0, 64),
		user_agent: provenance.user_agent.slice(0, 300),
		created_at: at,
	}
	const store = async (trx: Transaction<DB>) => {
		// The four lead tables share their stamped columns; the row's own columns are typed by each builder below.
		const { id } = await trx
			.insertInto(lead.table)
			.values(row as never)
			.returning('id')
			.executeTakeFirstOrThrow()
		if (!provenance.spam) await queueMail(trx, { ...lead.notification(id, provenance, at, notify.siteUrl), to: notify.to })
		// A second copy of the same message fails here, on the key, and nothing of it is stored.
		if (submission) await trx.insertInto('submission_keys').values({ ...submission, created_at: at }).execute()
		const touches = attributionRows(LEAD_TABLE_KEY[lead.table], id, provenance.attribution, at)
		if (touches.length > 0) await trx.insertInto('lead_attribution').values(touches).execute()
		return id
	}
	const publishes = lead.table === 'blog_comments' && row.status === 'approved'
	return changeContent(db, lead.table, store, { changed: () => publishes })
}

/**
 * The key by which lead_attribution, lead_notes and lead_events (their `lead_kind` column) name each
 * lead table; the inbox's kinds of lead, where a quick contact is one of its own, are LEAD_KINDS (inbox.labels.ts).
 */
const LEAD_TABLE_KEY: Record<LeadTable, string> = { contact_messages: 'contact', quote_requests: 'quote', job_applications: 'career', blog_comments: 'comment' }

/** A lead's touches as rows of lead_attribution. */
export function attributionRows(kind: string, id: number, attribution: Attribution | undefined, at: string): Insertable<DB['lead_attribution']>[] {
	return (['first', 'last'] as const).flatMap((touch) => {
		const found = attribution?.[touch]
		if (!found) return []
		return [
			{
				lead_kind: kind,
				lead_id: id,
				touch,
				landing_path: found.path ?? '',
				referrer: found.ref ?? '',
				utm_source: found.source ?? '',
				utm_medium: found.medium ?? '',
				utm_campaign: found.campaign ?? '',
				utm_term: found.term ?? '',
				utm_content: found.content ?? '',
				click_ids: found.clicks ?? '',
				device: found.device ?? '',
				created_at: at,
			},
		]
	})
}

type Lines = [string, string | number | null | undefined][]

/**
 * How the agency is told of a lead: the e-mail's kind, subject, heading, the
 * back-office page it links to and what it lists around the sender's name,
 * e-mail and phone. No attachment and no command: whatever staff do next,
 * they do on the linked page (a CV stays in one place, which an erasure reaches).
 */
interface Notice {
	kind: string
	subject: string
	heading: (id: number) => string
	/** The back-office path of the lead or comment. */
	page: (id: number) => string
	/** The lead table key ('contact', 'quote', 'career') the outbox row names, for the lead's timeline and an erasure. */
	lead?: string
	/** Lines before the sender (what the lead is about). */
	about?: Lines
	/** Lines after the sender. */
	fields: Lines
}

function lead<T extends LeadTable>(table: T, row: Lead<T>['row'] & { name: string; email: string; phone?: string }, status: string, notice: Notice): Lead<T> {
	const lines: Lines = [...(notice.about ?? []), ['Name', row.name], ['Email', row.email], ['Phone', row.phone], ...notice.fields]
	return {
		table,
		row,
		status,
		notification: (id, provenance, at, siteUrl) => ({
			kind: notice.kind,
			replyTo: row.email,
			subject: notice.subject,
			body: mailBody(notice.heading(id), `${siteUrl}${notice.page(id)}`, lines, provenance, at),
			lead: notice.lead ? { kind: notice.lead, id } : undefined,
		}),
	}
}

export function contactLead(row: ContactMessageInput): Lead<'contact_messages'> {
	const label = row.form === 'quick' ? 'Quick contact' : 'Contact page message'
	return lead('contact_messages', row, 'new', {
		kind: `contact:${row.form}`,
		subject: `${label} from ${oneLine(row.name)}`,
		heading: (id) => `${label} #${id}`,
		page: (id) => `/admin/leads/contact/${id}`,
		lead: 'contact',
		fields: [['Message', row.message]],
	})
}

export function quoteLead(row: QuoteInput): Lead<'quote_requests'> {
	return lead('quote_requests', row, 'new', {
		kind: 'quote',
		subject: `Quote request (${oneLine(row.technology)}) from ${oneLine(row.name)}`,
		heading: (id) => `Quote request #${id}`,
		page: (id) => `/admin/leads/quote/${id}`,
		lead: 'quote',
		fields: [
			['Website', row.website],
			['Company', row.company],
			['Budget', row.budget],
			['Heard of us', row.how_know],
			['Details', row.content],
			['Portfolio page', row.technology],
			['Project', row.portfolio_item_title || '(none chosen)'],
		],
	})
}

export function applicationLead(row: ApplicationInput): Lead<'job_applications'> {
	return lead('job_applications', row, 'new', {
		kind: 'career',
		subject: `Application for ${oneLine(row.job_title)} from ${oneLine(row.name)}`,
		heading: (id) => `Job application #${id}`,
		page: (id) => `/admin/leads/career/${id}`,
		lead: 'career',
		about: [['Opening', `${row.job_title} (#${row.job_id})`]],
		fields: [
			['Current salary', row.current_salary],
			['Expected salary', row.expected_salary],
			['Cover note', row.description],
			['CV', `${row.cv_original_name} (${Math.ceil(row.cv_bytes / 1024)} KB): download it from the application's page`],
		],
	})
}

/** A blog comment waits for a moderator unless comments are approved automatically. */
export function commentLead({ post_title, ...row }: CommentInput, { autoApprove }: { autoApprove: boolean }): Lead<'blog_comments'> {
	const status = autoApprove ? 'approved' : 'pending'
	return lead('blog_comments', row, status, {
		kind: 'comment',
		subject: `Comment ${autoApprove ? 'published' : 'to moderate'} on "${oneLine(post_title)}"`,
		heading: (id) => `Blog comment #${id} (${status})`,
		// The moderation list of the comment's status, scrolled to it (its checkbox has this id).
		page: (id) => `/admin/comments?status=${status}#comment-${id}`,
		about: [['Post', post_title]],
		fields: [['Comment', row.comment]],
	})
}

export type CommentStatus = 'pending' | 'approved' | 'rejected' | 'spam'

/** Comments for moderation, oldest first, with the title of the post each belongs to. */
export async function listCommentsForModeration(db: Kysely<DB>, status: CommentStatus | 'all') {
	return db
		.selectFrom('blog_comments')
		.innerJoin('blog_posts', 'blog_posts.id', 'blog_comments.blog_id')
		.select([
			'blog_comments.id',
			'blog_comments.status',
			'blog_comments.name',
			'blog_comments.email',
			'blog_comments.comment',
			'blog_comments.created_at',
			'blog_posts.title as post_title',
			'blog_posts.slug as post_slug',
		])
		.$if(status !== 'all', (q) => q.where('blog_comments.status', '=', status))
		// A comment in the trash is listed there only (comment-trash.server.ts in the blog feature).
		.where('blog_comments.deleted_at', 'is', null)
		.orderBy('blog_comments.created_at')
		.orderBy('blog_comments.id')
		.execute()
}

/** The moderation status of each of these comments that is not in the trash, as the audit log names what a change was from. */
export async function commentStatuses(db: Kysely<DB>, ids: readonly number[]): Promise<CommentStatus[]> {
	if (ids.length === 0) return []
	const rows = await db.selectFrom('blog_comments').select('status').where('id', 'in', ids).where('deleted_at', 'is', null).execute()
	return rows.map((row) => row.status as CommentStatus)
}

/** Sets a comment's moderation status; false when there is no such comment. */
export async function setCommentStatus(db: Kysely<DB>, id: number, status: CommentStatus): Promise<boolean> {
	return (await setCommentsStatus(db, [id], status)) > 0
}

/** Sets the moderation status of several comments at once (what a public post shows changes with it); answers how many there were. */
export async function setCommentsStatus(db: Kysely<DB>, ids: readonly number[], status: CommentStatus): Promise<number> {
	if (ids.length === 0) return 0
	const set = async (trx: Transaction<DB>) =>
		Number((await trx.updateTable('blog_comments').set({ status }).where('id', 'in', ids).where('deleted_at', 'is', null).executeTakeFirst()).numUpdatedRows)
	return changeContent(db, 'blog_comments', set, { changed: (count) => count > 0 })
}

/** Deletes comments for good; answers how many there were. */
export async function deleteComments(db: Kysely<DB>, ids: readonly number[]): Promise<number> {
	if (ids.length === 0) return 0
	const remove = async (trx: Transaction<DB>) => {
		await trx.deleteFrom('lead_attribution').where('lead_kind', '=', 'comment').where('lead_id', 'in', ids).execute()
		const result = await trx.deleteFrom('blog_comments').where('id', 'in', ids).executeTakeFirst()
		return Number(result.numDeletedRows)
	}
	return changeContent(db, 'blog_comments', remove, { changed: (count) => count > 0 })
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 150)

function mailBody(title: string, link: string, fields: [string, string | number | null | undefined][], provenance: Provenance, at: string): string {
	const width = Math.max(...fields.map(([label]) => label.length))
	return [
		title,
		`Open it in the back office: ${link}`,
		'',
		...fields.map(([label, value]) => `${label.padEnd(width)}  ${value ?? ''}`),
		'',
		`Sent ${at} from ${provenance.source_page || 'an unknown page'} (IP ${provenance.ip || 'unknown'}).`,
	].join('\n')
}

/** What waits for the agency: new leads of each kind and comments awaiting moderation. */
export async function countWaiting(db: Kysely<DB>): Promise<{ contact: number; quote: number; career: number; comments: number }> {
	const count = (table: 'contact_messages' | 'quote_requests' | 'job_applications' | 'blog_comments', status: string) =>
		db
			.selectFrom(table)
			.select((eb) => eb.fn.countAll<number>().as('n'))
			.where('status', '=', status)
			.executeTakeFirstOrThrow()
			.then((row) => Number(row.n))
	const [contact, quote, career, comments] = await Promise.all([
		count('contact_messages', 'new'),
		count('quote_requests', 'new'),
		count('job_applications', 'new'),
		count('blog_comments', 'pending'),
	])
	return { contact, quote, career, comments }
}

/** The answer a message sent with this key got, when it was stored. */
export async function findSubmission(db: Kysely<DB>, key: string, form: string): Promise<string | undefined> {
	const row = await db.selectFrom('submission_keys').select('message').where('key', '=', key).where('form', '=', form).executeTakeFirst()
	return row?.message
}

/** Keys are needed only while a visitor might send the same message again. */
export async function purgeSubmissionKeys(db: Kysely<DB>, olderThanMs = 24 * 60 * 60 * 1000, now = Date.now()): Promise<void> {
	await db.deleteFrom('submission_keys').where('created_at', '<', new Date(now - olderThanMs).toISOString()).execute()
}
