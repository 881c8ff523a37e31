import { sql } from 'kysely'
import type { Database } from '#database/db.ts'
import { pdfBytes, powPayloadOver } from './forms.ts'

/**
 * Valid lead submissions sent over real HTTP to a running server, as a crowd
 * of visitors would: each asks for a captcha code, then posts one of the five
 * lead forms with a unique e-mail address and a solved proof of work (the
 * servers these tests start use PROOF_OF_WORK_COST=1). A submission counts as
 * acknowledged only when its 2xx answer arrived.
 */

/** The five lead forms the traffic posts (the inbox's kinds of lead are app/features/leads/inbox.labels.ts's LEAD_KINDS). */
export type PostedForm = 'quick' | 'contact' | 'comment' | 'quote' | 'career'
export const LEAD_FORMS_POSTED: PostedForm[] = ['quick', 'contact', 'comment', 'quote', 'career']
export type LeadTable = 'contact_messages' | 'quote_requests' | 'job_applications' | 'blog_comments'
export const TABLE_OF: Record<PostedForm, LeadTable> = {
	quick: 'contact_messages',
	contact: 'contact_messages',
	comment: 'blog_comments',
	quote: 'quote_requests',
	career: 'job_applications',
}

/** What the forms refer to in the seeded content: a post, a portfolio item of a page with the typed code, an open job. */
export interface LeadTargets {
	postId: number
	itemId: number
	jobId: number
}

export async function findLeadTargets(db: Database): Promise<LeadTargets> {
	const post = await db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()
	const item = await db
		.selectFrom('portfolio_items')
		.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
		.select('portfolio_items.id')
		.where('portfolio_categories.slug', '=', 'php')
		.executeTakeFirstOrThrow()
	const job = await db.selectFrom('job_openings').select('id').orderBy('id').executeTakeFirstOrThrow()
	return { postId: post.id, itemId: item.id, jobId: job.id }
}

export interface Acknowledged {
	kind: PostedForm
	email: string
	/** performance.now() when the answer arrived. */
	at: number
}

const PDF = pdfBytes()

/** Sends one valid submission of a kind; answers the HTTP status (a network error throws). */
export async function submitLead(url: string, kind: PostedForm, email: string, targets: LeadTargets): Promise<number> {
	const response = await sendLead(url, kind, email, targets)
	await response.arrayBuffer()
	return response.status
}

/** Sends one valid submission of a kind; answers the response, its body unread (or the captcha's, when no code could be had). */
export async function sendLead(url: string, kind: PostedForm, email: string, targets: LeadTargets): Promise<Response> {
	const captcha = await fetch(`${url}/api/captcha`)
	if (!captcha.ok) return captcha
	const { code, token } = (await captcha.json()) as { code: string; token: string }
	const altcha = await powPayloadOver(url)
	const form = (path: string, fields: Record<string, string | number>) =>
		fetch(`${url}${path}`, { method: 'POST', body: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])) })
	let response: Response
	switch (kind) {
		case 'quick':
			response = await form('/api/Quickcontact/storecontact', { name: 'Load Visitor', phone: '9876543210', email, content: 'We need a new website.', user_captcha: code, footer_captcha: code, captcha_token: token, altcha })
			break
		case 'contact':
			response = await form('/api/ContactUs/store', { name: 'Load Visitor', mobile_no: '5125550101', email_id: email, cont_details: 'Please call me about SEO.', user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha })
			break
		case 'comment':
			response = await fetch(`${url}/api/blogdetail/store`, {
				method: 'POST',
				headers: { 'content-type': 'application/json' },
				body: JSON.stringify({ blog_id: targets.postId, name: 'Load Visitor', email, phone: '6591234567', comment: 'Clear and useful, thank you.', user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha }),
			})
			break
		case 'quote':
			response = await form('/api/Portfolio/store', {
				name: 'Load Visitor', email, phone: '1.512.555.0199', website: 'www.example.test', company: 'Load Bakery', budget: '4500.00', how_know: 'A friend',
				content: 'Online ordering for our bakery', technology: 'php', portfolio_item_id: targets.itemId, user_captcha: code, footer_captcha: code, captcha_token: token, altcha,
			})
			break
		case 'career': {
			const body = new FormData()
			const fields = { job_id: targets.jobId, job_name: 'Load Visitor', job_email: email, phone: '919876543210', current_salary: '40k', salary: '55k', desciption: 'Five years of work.', user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha }
			for (const [key, value] of Object.entries(fields)) body.append(key, String(value))
			body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'cv.pdf')
			response = await fetch(`${url}/api/careerstore`, { method: 'POST', body })
			break
		}
	}
	return response
}

export interface LoadRun {
	/** Stops sending and waits for the submissions in flight. */
	stop: () => Promise<void>
}

/**
 * `clients` visitors submitting one after another until stopped, each the
 * next kind in turn with the next address from `nextEmail`. Acknowledged
 * submissions are pushed to `acknowledged`; network errors (a killed server)
 * and other answers are counted in `stats` and end that visitor.
 */
export function startLoad({
	url,
	targets,
	clients,
	kinds,
	nextEmail,
	acknowledged,
	stats,
}: {
	url: string
	targets: LeadTargets
	clients: number
	kinds: PostedForm[]
	nextEmail: () => string
	acknowledged: Acknowledged[]
	stats: { sent: number; failed: number; refused: Record<string, number> }
}): LoadRun {
	let stopped = false
	let turn = 0
	const client = async () => {
		while (!stopped) {
			const kind = kinds[turn++ % kinds.length]!
			const email = nextEmail()
			stats.sent++
			try {
				const status = await submitLead(url, kind, email, targets)
				if (status >= 200 && status < 300) acknowledged.push({ kind, email, at: performance.now() })
				else stats.refused[status] = (stats.refused[status] ?? 0) + 1
			} catch {
				stats.failed++
				return
			}
		}
	}
	const running = Array.from({ length: clients }, client)
	return {
		stop: async () => {
			stopped = true
			await Promise.all(running)
		},
	}
}

/** How many rows each address has in its lead table, and how many notifications name it (Reply-To), for addresses starting with `prefix`. */
export async function storedLeads(db: Database, prefix: string): Promise<{ rows: Map<string, number>; mails: Map<string, number> }> {
	const rows = new Map<string, number>()
	for (const table of new Set(Object.values(TABLE_OF))) {
		const found = await db
			.selectFrom(table)
			.select(['email', (eb) => eb.fn.countAll<number | string>().as('n')])
			.where('email', 'like', `${prefix}%`)
			.groupBy('email')
			.execute()
		for (const row of found) rows.set(row.email, (rows.get(row.email) ?? 0) + Number(row.n))
	}
	const mails = new Map<string, number>()
	const found = await db
		.selectFrom('outbox')
		.select([sql<string>`reply_to`.as('email'), (eb) => eb.fn.countAll<number | string>().as('n')])
		.where('reply_to', 'like', `${prefix}%`)
		.groupBy('reply_to')
		.execute()
	for (const row of found) mails.set(row.email, Number(row.n))
	return { rows, mails }
}
