import type { Insertable, Kysely } from 'kysely'
import type { ContactMessageTable, DB, QuoteRequestTable } from '#database/schema.ts'
import { queueMail } from '#app/lib/mail.server.ts'

/** Where a submission came from; a filled honeypot marks it as spam (kept, but no e-mail). */
export interface Provenance {
	source_page: string
	ip: string
	user_agent: string
	spam: boolean
}

export interface Notify {
	to: string
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim().slice(0, 150)

function body(title: string, fields: [string, string | number | null | undefined][], provenance: Provenance, at: string): string {
	const width = Math.max(...fields.map(([label]) => label.length))
	return [
		title,
		'',
		...fields.map(([label, value]) => `${label.padEnd(width)}  ${value ?? ''}`),
		'',
		`Sent ${at} from ${provenance.source_page || 'an unknown page'} (IP ${provenance.ip || 'unknown'}).`,
	].join('\n')
}

function stamp(provenance: Provenance, at: string) {
	return {
		status: provenance.spam ? 'spam' : 'new',
		source_page: provenance.source_page.slice(0, 300),
		ip: provenance.ip.slice(0, 64),
		user_agent: provenance.user_agent.slice(0, 300),
		created_at: at,
	}
}

export type ContactMessageInput = Omit<Insertable<ContactMessageTable>, 'id' | 'status' | 'source_page' | 'ip' | 'user_agent' | 'created_at'> & {
	form: 'quick' | 'contact'
}

/** Stores a quick-contact or contact-page message and queues its notification, in one transaction. */
export async function storeContactMessage(db: Kysely<DB>, input: ContactMessageInput, provenance: Provenance, notify: Notify): Promise<number> {
	const at = new Date().toISOString()
	return db.transaction().execute(async (trx) => {
		const { id } = await trx.insertInto('contact_messages').values({ ...input, ...stamp(provenance, at) }).returning('id').executeTakeFirstOrThrow()
		if (!provenance.spam) {
			const label = input.form === 'quick' ? 'Quick contact' : 'Contact page message'
			await queueMail(trx, {
				kind: `contact:${input.form}`,
				to: notify.to,
				replyTo: input.email,
				subject: `${label} from ${oneLine(input.name)}`,
				body: body(`${label} #${id}`, [['Name', input.name], ['Email', input.email], ['Phone', input.phone], ['Message', input.message]], provenance, at),
			})
		}
		return id
	})
}

/** A quote request as stored, without the columns the server fills in. */
export type QuoteInput = Omit<Insertable<QuoteRequestTable>, 'id' | 'status' | 'source_page' | 'ip' | 'user_agent' | 'created_at'>

export async function storeQuoteRequest(db: Kysely<DB>, input: QuoteInput, provenance: Provenance, notify: Notify): Promise<number> {
	const at = new Date().toISOString()
	return db.transaction().execute(async (trx) => {
		const { id } = await trx.insertInto('quote_requests').values({ ...input, ...stamp(provenance, at) }).returning('id').executeTakeFirstOrThrow()
		if (!provenance.spam) {
			await queueMail(trx, {
				kind: 'quote',
				to: notify.to,
				replyTo: input.email,
				subject: `Quote request (${oneLine(input.technology)}) from ${oneLine(input.name)}`,
				body: body(
					`Quote request #${id}`,
					[
						['Name', input.name],
						['Email', input.email],
						['Phone', input.phone],
						['Website', input.website],
						['Company', input.company],
						['Budget', input.budget],
						['Heard of us', input.how_know],
						['Details', input.content],
						['Portfolio page', input.technology],
						['Project', input.portfolio_item_title || '(none chosen)'],
					],
					provenance,
					at,
				),
			})
		}
		return id
	})
}

export interface ApplicationInput {
	job_id: number
	job_title: string
	name: string
	email: string
	phone: string
	current_salary: string
	expected_salary: string
	description: string
	cv_file: string
	cv_path: string
	cv_original_name: string
	cv_bytes: number
}

export async function storeJobApplication(db: Kysely<DB>, input: ApplicationInput, provenance: Provenance, notify: Notify): Promise<number> {
	const at = new Date().toISOString()
	const { cv_path, ...row } = input
	return db.transaction().execute(async (trx) => {
		const { id } = await trx.insertInto('job_applications').values({ ...row, ...stamp(provenance, at) }).returning('id').executeTakeFirstOrThrow()
		if (!provenance.spam) {
			await queueMail(trx, {
				kind: 'career',
				to: notify.to,
				replyTo: input.email,
				subject: `Application for ${oneLine(input.job_title)} from ${oneLine(input.name)}`,
				body: body(
					`Job application #${id}`,
					[
						['Opening', `${input.job_title} (#${input.job_id})`],
						['Name', input.name],
						['Email', input.email],
						['Phone', input.phone],
						['Current salary', input.current_salary],
						['Expected salary', input.expected_salary],
						['Cover note', input.description],
						['CV', `${input.cv_original_name} (${Math.ceil(input.cv_bytes / 1024)} KB, stored as ${input.cv_file})`],
					],
					provenance,
					at,
				),
				attachment: { path: cv_path, name: input.cv_original_name },
			})
		}
		return id
	})
}

export interface CommentInput {
	blog_id: number
	name: string
	email: string
	phone: string
	comment: string
}

/** Stores a blog comment, pending moderation unless comments are approved automatically. */
export async function storeComment(
	db: Kysely<DB>,
	input: CommentInput,
	provenance: Provenance,
	notify: Notify & { autoApprove: boolean; postTitle: string },
): Promise<number> {
	const at = new Date().toISOString()
	return db.transaction().execute(async (trx) => {
		const status = provenance.spam ? 'spam' : notify.autoApprove ? 'approved' : 'pending'
		const { id } = await trx
			.insertInto('blog_comments')
			.values({ ...input, status, created_at: at, source_page: provenance.source_page.slice(0, 300), ip: provenance.ip.slice(0, 64) })
			.returning('id')
			.executeTakeFirstOrThrow()
		if (!provenance.spam) {
			await queueMail(trx, {
				kind: 'comment',
				to: notify.to,
				replyTo: input.email,
				subject: `Comment ${status === 'approved' ? 'published' : 'to moderate'} on "${oneLine(notify.postTitle)}"`,
				body: body(
					`Blog comment #${id} (${status})`,
					[['Post', notify.postTitle], ['Name', input.name], ['Email', input.email], ['Phone', input.phone], ['Comment', input.comment]],
					provenance,
					at,
				) + (status === 'pending' ? `\n\nApprove it with: npm run comments -- approve ${id}` : ''),
			})
		}
		return id
	})
}
