import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Kysely } from 'kysely'
import type { Transporter } from 'nodemailer'
import type { DB } from '#database/schema.ts'
import { type FileStorage, PRIVATE_DIR, PRIVATE_FILE } from './storage.server.ts'

export interface OutgoingMail {
	from: string
	to: string
	/** The same for every attempt at one message, so a mail server or client can tell a repeat. */
	messageId?: string
	replyTo?: string
	subject: string
	text: string
	/** `path` is a key in the file storage (or, in rows queued before that, an absolute file path). */
	attachments?: { filename: string; path: string }[]
	/** The text holds a link that opens an account: it goes to a mail server only, never to a file (decision 064). */
	carriesSignInLink?: boolean
}

export interface Mailer {
	send(mail: OutgoingMail): Promise<void>
	close(): void
}

/**
 * Sends through SMTP when SMTP_URL is set; otherwise writes each message to
 * DATA_DIR/outbox/ as an .eml file, so a fresh install loses no notification.
 * A message carrying a sign-in link is not written: a note in its place says
 * it was withheld, since a file would keep the link usable while it lies there.
 * Attachments are read from `files` (the CVs' storage, local or a bucket).
 */
export function createMailer({ smtpUrl, outboxDir, files }: { smtpUrl?: string; outboxDir: string; files?: FileStorage }): Mailer {
	const sendWith = (transport: Transporter) => async (mail: OutgoingMail) => {
		const opened: Readable[] = []
		try {
			const attachments = []
			for (const { filename, path: where } of mail.attachments ?? []) {
				if (path.isAbsolute(where)) {
					attachments.push({ filename, path: where })
					continue
				}
				const content = await files?.get(where)
				if (!content) throw new Error(`The attachment ${where} is not in the file storage`)
				opened.push(content)
				attachments.push({ filename, content })
			}
			return await transport.sendMail({ ...mail, attachments })
		} finally {
			// A send that failed before reading an attachment must not keep its file (or connection) open.
			for (const stream of opened) stream.destroy()
		}
	}
	// The library is loaded with the first message, not as the server starts.
	let transport: Transporter | undefined
	const transportOf = async () => (transport ??= (await import('nodemailer')).default.createTransport(smtpUrl ?? { streamTransport: true, buffer: true, newline: 'unix' }))
	const send = async (mail: OutgoingMail) => sendWith(await transportOf())(mail)
	if (smtpUrl) {
		return {
			send: async (mail) => void (await send(mail)),
			close: () => transport?.close(),
		}
	}
	return {
		async send(mail) {
			if (mail.carriesSignInLink) return writeWithheldNote(outboxDir, mail)
			const info = await send(mail)
			// Leads' names, addresses and messages: the server's user's alone (decision 067).
			await fs.mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIR })
			const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`
			await fs.writeFile(path.join(outboxDir, name), info.message as Buffer, { mode: PRIVATE_FILE })
		},
		close: () => transport?.close(),
	}
}

/** What a withheld message leaves in DATA_DIR/outbox/: who it was for and why it is not there. */
async function writeWithheldNote(outboxDir: string, mail: OutgoingMail): Promise<void> {
	const note = [
		'This message was withheld: it carries a sign-in link (a password reset or an invitation), which a file would',
		'keep usable for as long as it lies here. Set SMTP_URL so that such messages are delivered.',
		'',
		`To: ${mail.to}`,
		`Subject: ${mail.subject}`,
		`Message-ID: ${mail.messageId ?? ''}`,
		`Date: ${new Date().toISOString()}`,
		'',
	].join('\n')
	await fs.mkdir(outboxDir, { recursive: true, mode: PRIVATE_DIR })
	await fs.writeFile(path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.withheld.txt`), note, { mode: PRIVATE_FILE })
}

/** Where a message's body has its secret (a sign-in link), which the row keeps apart and only until the message is sent. */
export const OUTBOX_SECRET_PLACEHOLDER = '[the sign-in link: kept only until the message is sent]'

export interface QueuedMail {
	kind: string
	to: string
	replyTo?: string
	subject: string
	/** With `secret`, holds OUTBOX_SECRET_PLACEHOLDER where the secret goes. */
	body: string
	/**
	 * A link that opens an account: stored apart from the body, put in its
	 * place when the message is sent and cleared once it is sent or given up,
	 * so the outbox keeps no working link after that (decision 064).
	 */
	secret?: string
	attachment?: { path: string; name: string }
	/** The lead the message is about (its table key and id), so its timeline and an erasure find it. */
	lead?: { kind: string; id: number }
}

/** Adds a message to the outbox and answers its id; call it inside the transaction that stores what it tells of. */
export async function queueMail(db: Kysely<DB>, mail: QueuedMail, now = new Date()): Promise<number> {
	if (mail.secret !== undefined && !mail.body.includes(OUTBOX_SECRET_PLACEHOLDER)) throw new Error(`A ${mail.kind} message with a secret must say where it goes`)
	const at = now.toISOString()
	const { id } = await db
		.insertInto('outbox')
		.values({
			kind: mail.kind,
			to_address: mail.to,
			reply_to: mail.replyTo ?? null,
			subject: mail.subject,
			body: mail.body,
			secret: mail.secret ?? null,
			attachment_path: mail.attachment?.path ?? null,
			attachment_name: mail.attachment?.name ?? null,
			next_attempt_at: at,
			last_error: null,
			created_at: at,
			sent_at: null,
			lead_kind: mail.lead?.kind ?? null,
			lead_id: mail.lead?.id ?? null,
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return id
}

/** Notifications not yet sent (waiting or being sent) and when the oldest of them was queued. */
export async function outboxBacklog(db: Kysely<DB>): Promise<{ waiting: number; oldest: string | null }> {
	const row = await db
		.selectFrom('outbox')
		.select((eb) => [eb.fn.countAll<number | string>().as('waiting'), eb.fn.min('created_at').as('oldest')])
		.where('status', 'in', ['pending', 'sending'])
		.executeTakeFirst()
	return { waiting: Number(row?.waiting ?? 0), oldest: row?.oldest ?? null }
}

/** Tries before a message is marked failed: with the backoff below, about ten hours of a mail server away. */
export const MAX_ATTEMPTS = 16
const LEASE_MS = 5 * 60 * 1000

/** Wait before retry n (1-based): 30 s, 1 min, 2 min, … capped at an hour. */
export function backoffMs(attempt: number): number {
	return Math.min(30_000 * 2 ** (attempt - 1), 3_600_000)
}

/**
 * Sends the messages that are due, each claimed first (status "sending" and a
 * lease) so two workers never send the same one, and a send that may have
 * happened before a crash is not tried again before the lease runs out. Up to
 * `concurrency` messages are in flight at once. A failure is retried later
 * with backoff; after MAX_ATTEMPTS the message stays in the table as failed,
 * for a person to see. Each attempt carries the same Message-ID. A message's
 * secret is kept until it is sent or given up, then cleared.
 */
export async function processOutbox(
	db: Kysely<DB>,
	mailer: Mailer,
	{ from, now = () => new Date(), batch = 20, concurrency = 4, messageIdDomain = 'outbox.invalid' }: { from: string; now?: () => Date; batch?: number; concurrency?: number; messageIdDomain?: string },
): Promise<{ sent: number; failed: number }> {
	const due = await db
		.selectFrom('outbox')
		.selectAll()
		.where('status', 'in', ['pending', 'sending'])
		.where('next_attempt_at', '<=', now().toISOString())
		.orderBy('id')
		.limit(batch)
		.execute()
	let sent = 0
	let failed = 0
	const deliver = async (message: (typeof due)[number]) => {
		const claimed = await db
			.updateTable('outbox')
			.set({ status: 'sending', next_attempt_at: new Date(now().getTime() + LEASE_MS).toISOString() })
			.where('id', '=', message.id)
			.where('next_attempt_at', '=', message.next_attempt_at)
			.executeTakeFirst()
		if (Number(claimed.numUpdatedRows) !== 1) return
		try {
			await mailer.send({
				from,
				to: message.to_address,
				replyTo: message.reply_to ?? undefined,
				subject: message.subject,
				text: message.secret === null ? message.body : message.body.replaceAll(OUTBOX_SECRET_PLACEHOLDER, message.secret),
				carriesSignInLink: message.secret !== null,
				messageId: `<outbox-${message.id}-${message.created_at.replace(/\D/g, '')}@${messageIdDomain}>`,
				attachments:
					message.attachment_path && message.attachment_name
						? [{ filename: message.attachment_name, path: message.attachment_path }]
						: undefined,
			})
			await db.updateTable('outbox').set({ status: 'sent', sent_at: now().toISOString(), last_error: null, secret: null }).where('id', '=', message.id).execute()
			sent++
		} catch (error) {
			const attempts = message.attempts + 1
			await db
				.updateTable('outbox')
				.set({
					status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
					// Given up, it will not be sent: its link goes too (the person asks for a new one).
					...(attempts >= MAX_ATTEMPTS ? { secret: null } : {}),
					attempts,
					last_error: String((error as Error).message ?? error).slice(0, 1000),
					next_attempt_at: new Date(now().getTime() + backoffMs(attempts)).toISOString(),
				})
				.where('id', '=', message.id)
				.execute()
			failed++
		}
	}
	// A few lanes, each taking the next message of the batch.
	let next = 0
	const lane = async () => {
		while (next < due.length) await deliver(due[next++]!)
	}
	await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, due.length)) }, lane))
	return { sent, failed }
}

/**
 * Runs processOutbox every few seconds until stopped; while whole batches
 * come back (a burst of leads), at once again, as fast as `ratePerMinute`
 * allows.
 */
export function startOutboxWorker(
	db: Kysely<DB>,
	mailer: Mailer,
	{
		from,
		intervalMs = 5000,
		ratePerMinute = 600,
		batch = 20,
		concurrency = 4,
		messageIdDomain,
		onError,
	}: { from: string; intervalMs?: number; ratePerMinute?: number; batch?: number; concurrency?: number; messageIdDomain?: string; onError: (error: unknown) => void },
): () => Promise<void> {
	let running: Promise<unknown> | null = null
	let stopped = false
	let again: NodeJS.Timeout | undefined
	const tick = () => {
		if (running || stopped) return
		const started = Date.now()
		running = processOutbox(db, mailer, { from, batch, concurrency, messageIdDomain })
			.then(({ sent, failed }) => {
				if (sent + failed < batch || stopped) return
				// A full batch: more are waiting. Go on after the time the rate gives this batch.
				const wait = Math.max(0, (batch * 60_000) / ratePerMinute - (Date.now() - started))
				again = setTimeout(tick, wait)
			})
			.catch(onError)
			.finally(() => (running = null))
	}
	const timer = setInterval(tick, intervalMs)
	tick()
	return async () => {
		stopped = true
		clearInterval(timer)
		clearTimeout(again)
		await running
	}
}
