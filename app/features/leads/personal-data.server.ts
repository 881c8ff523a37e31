import { createHmac } from 'node:crypto'
import { type Kysely, sql, type Transaction } from 'kysely'
import { changeContent } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import type { CvStore } from '#app/server/uploads.server.ts'
import type { LeadTableKey } from './inbox.labels.ts'

/** What the site keeps about a person: finding and erasing it on request, and purging CVs past their retention. */

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
		await scrubAuditLog(trx, address, applications.map((row) => row.id))
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

/**
 * What older audit entries said of the person: a CV download's entry named
 * the file as the applicant sent it (entries now name the application only),
 * and a lead export's entry keeps its filter, whose search may be the
 * address. Entries about leads keep their action, subject and time, without
 * those words.
 */
async function scrubAuditLog(trx: Transaction<DB>, address: string, applications: number[]): Promise<void> {
	for (let i = 0; i < applications.length; i += 500) {
		const subjects = applications.slice(i, i + 500).map((id) => `job_applications#${id}`)
		await trx.updateTable('audit_log').set({ detail: '' }).where('action', '=', 'cv.download').where('subject', 'in', subjects).execute()
	}
	const pattern = sql<string>`${`%${address.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`
	const naming = await trx
		.selectFrom('audit_log')
		.select(['id', 'detail'])
		.where((eb) => eb.or([eb('action', 'like', 'lead.%'), eb('action', 'like', 'cv.%')]))
		.where(sql`lower(detail)`, 'like', pattern)
		.execute()
	const mention = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi')
	for (const row of naming) await trx.updateTable('audit_log').set({ detail: row.detail.replace(mention, ERASED_MARK) }).where('id', '=', row.id).execute()
}

const ERASED_MARK = '(erased)'

/**
 * The audit log keeps a fingerprint of an erased address, never the address:
 * enough to answer "was this person erased?" for whoever holds the app's
 * secret. Keyed with it (an HMAC), so that whoever reads the log cannot find
 * the address back by hashing likely ones.
 */
export const erasureFingerprint = (secret: string, email: string) =>
	createHmac('sha256', secret).update(`erasure:${email.trim().toLowerCase()}`).digest('hex')

/** The audit log's subject for an erasure: the fingerprint, named by how it was made. */
export const erasureSubject = (secret: string, email: string) => `hmac-sha256:${erasureFingerprint(secret, email)}`

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
