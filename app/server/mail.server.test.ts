import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '#tests/setup/app.ts'
import { startTestS3 } from '#tests/setup/s3.ts'
import { signInLinkOf, startSmtp } from '#tests/setup/smtp.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { createS3Storage } from './storage.server.ts'
import { backoffMs, createMailer, MAX_ATTEMPTS, OUTBOX_SECRET_PLACEHOLDER, processOutbox, queueMail, startOutboxWorker } from './mail.server.ts'

const FROM = 'Website <website@agency.test>'

describe.each(ENGINES)('the outbox on %s', (engine) => {
	let database: TestDatabase
	let smtp: Awaited<ReturnType<typeof startSmtp>>

	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
		smtp = await startSmtp()
	})
	afterAll(async () => {
		await smtp?.close()
		await database?.destroy()
	})

	const clear = () => database.db.deleteFrom('outbox').execute()

	it('sends queued notifications through SMTP, with the CV attached, and marks them sent', async () => {
		await clear()
		const cv = path.join(tempDataDir(), 'cv.pdf')
		fs.writeFileSync(cv, '%PDF-1.4\n%%EOF\n')
		await queueMail(database.db, { kind: 'quote', to: 'leads@agency.test', replyTo: 'client@example.com', subject: 'Quote request from Ann', body: 'Details' })
		await queueMail(database.db, { kind: 'career', to: 'hr@agency.test', subject: 'Application', body: 'CV attached', attachment: { path: cv, name: 'Ann CV.pdf' } })
		const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: tempDataDir() })
		const result = await processOutbox(database.db, mailer, { from: FROM })
		mailer.close()
		expect(result).toEqual({ sent: 2, failed: 0 })
		expect(smtp.received.map((m) => m.to)).toEqual([['leads@agency.test'], ['hr@agency.test']])
		expect(smtp.received[0]!.raw).toMatch(/Subject: Quote request from Ann/)
		expect(smtp.received[0]!.raw).toMatch(/Reply-To: client@example.com/)
		expect(smtp.received[1]!.raw).toMatch(/filename="Ann CV.pdf"/)
		const rows = await database.db.selectFrom('outbox').select(['status', 'sent_at']).execute()
		expect(rows.every((row) => row.status === 'sent' && row.sent_at)).toBe(true)
		// Nothing is sent twice.
		expect(await processOutbox(database.db, createMailer({ smtpUrl: smtp.url, outboxDir: tempDataDir() }), { from: FROM })).toEqual({ sent: 0, failed: 0 })
	})

	it('answers the id of a queued message and keeps the lead it is about', async () => {
		await clear()
		const first = await queueMail(database.db, { kind: 'lead:reply', to: 'client@example.com', replyTo: 'hello@agency.test', subject: 'Re: your message', body: 'Hello', lead: { kind: 'quote', id: 12 } })
		const second = await queueMail(database.db, { kind: 'contact', to: 'leads@agency.test', subject: 'A lead', body: 'x' })
		expect(second).toBeGreaterThan(first)
		const rows = await database.db.selectFrom('outbox').select(['id', 'lead_kind', 'lead_id']).orderBy('id').execute()
		expect(rows).toEqual([
			{ id: first, lead_kind: 'quote', lead_id: 12 },
			{ id: second, lead_kind: null, lead_id: null },
		])
	})

	it('attaches a CV named by its key in the file storage (here a local S3 server), and retries while it cannot be read', async () => {
		await clear()
		const s3 = await startTestS3()
		try {
			const files = await createS3Storage(s3.options)
			await files.put('uploads/cv/ann.pdf', Buffer.from('%PDF-1.4\n% Ann in the bucket\n%%EOF\n'))
			await queueMail(database.db, { kind: 'career', to: 'hr@agency.test', subject: 'Application from Ann', body: 'CV attached', attachment: { path: 'uploads/cv/ann.pdf', name: 'Ann CV.pdf' } })
			await queueMail(database.db, { kind: 'career', to: 'hr@agency.test', subject: 'Application from Ben', body: 'CV attached', attachment: { path: 'uploads/cv/ben.pdf', name: 'Ben CV.pdf' } })
			const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: tempDataDir(), files })
			const before = smtp.received.length
			expect(await processOutbox(database.db, mailer, { from: FROM })).toEqual({ sent: 1, failed: 1 })
			mailer.close()
			const sent = smtp.received.slice(before)
			expect(sent).toHaveLength(1)
			expect(sent[0]!.raw).toMatch(/filename="Ann CV.pdf"/)
			expect(sent[0]!.raw).toContain(Buffer.from('%PDF-1.4\n% Ann in the bucket\n%%EOF\n').toString('base64').slice(0, 40))
			const waiting = await database.db.selectFrom('outbox').selectAll().where('status', '=', 'pending').executeTakeFirstOrThrow()
			expect(waiting).toMatchObject({ subject: 'Application from Ben', attempts: 1 })
			expect(waiting.last_error).toContain('uploads/cv/ben.pdf is not in the file storage')
		} finally {
			await s3.close()
		}
	})

	it('retries a failed send later with backoff and gives up after the last attempt, keeping the message', async () => {
		await clear()
		await queueMail(database.db, { kind: 'contact:quick', to: 'leads@agency.test', subject: 'Hello', body: 'Text' })
		const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: tempDataDir() })
		let clock = Date.now()
		const now = () => new Date(clock)
		expect(await processOutbox(database.db, down, { from: FROM, now })).toEqual({ sent: 0, failed: 1 })
		let row = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'pending', attempts: 1 })
		expect(row.last_error).toMatch(/ECONNREFUSED|connect/i)
		expect(new Date(row.next_attempt_at).getTime()).toBe(clock + backoffMs(1))
		// Not due yet: nothing happens.
		expect(await processOutbox(database.db, down, { from: FROM, now })).toEqual({ sent: 0, failed: 0 })
		for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
			clock += backoffMs(attempt - 1)
			expect(await processOutbox(database.db, down, { from: FROM, now })).toEqual({ sent: 0, failed: 1 })
		}
		row = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
		expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS })
		down.close()
	})

	it('delivers a message that failed once when the mail server is back', async () => {
		await clear()
		await queueMail(database.db, { kind: 'contact:contact', to: 'leads@agency.test', subject: 'Second try', body: 'Text' })
		let clock = Date.now()
		const now = () => new Date(clock)
		await processOutbox(database.db, createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: tempDataDir() }), { from: FROM, now })
		clock += backoffMs(1)
		const before = smtp.received.length
		expect(await processOutbox(database.db, createMailer({ smtpUrl: smtp.url, outboxDir: tempDataDir() }), { from: FROM, now })).toEqual({ sent: 1, failed: 0 })
		expect(smtp.received).toHaveLength(before + 1)
	})

	describe('a message carrying a sign-in link', () => {
		const TOKEN = 'a-secret-token-of-the-test'
		const LINK = `http://site.test/admin/reset-password?token=${TOKEN}`
		const queueReset = () =>
			queueMail(database.db, { kind: 'staff:password-reset', to: 'staff@agency.test', subject: 'Reset your password', body: `Hello,\n\nOpen this link:\n\n${OUTBOX_SECRET_PLACEHOLDER}\n\nThanks`, secret: LINK })
		/** Every outbox row as text, every column. */
		const outboxText = async () => JSON.stringify(await database.db.selectFrom('outbox').selectAll().execute())

		it('keeps the link apart from the text while a send is retried, delivers it, then keeps it nowhere', async () => {
			await clear()
			await queueReset()
			let row = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
			expect(row.body).not.toContain(TOKEN)
			expect(row.secret).toBe(LINK)
			let clock = Date.now()
			const now = () => new Date(clock)
			// The mail server is away: the link waits with the message.
			const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: tempDataDir() })
			expect(await processOutbox(database.db, down, { from: FROM, now })).toEqual({ sent: 0, failed: 1 })
			down.close()
			row = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
			expect(row).toMatchObject({ status: 'pending', attempts: 1, secret: LINK })
			// Back: the message arrives with its link, and the row forgets it.
			clock += backoffMs(1)
			const before = smtp.received.length
			const up = createMailer({ smtpUrl: smtp.url, outboxDir: tempDataDir() })
			expect(await processOutbox(database.db, up, { from: FROM, now })).toEqual({ sent: 1, failed: 0 })
			up.close()
			const received = smtp.received.slice(before)
			expect(received).toHaveLength(1)
			expect(signInLinkOf(received[0]!)).toEqual({ link: LINK, token: TOKEN })
			row = await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
			expect(row).toMatchObject({ status: 'sent', secret: null })
			expect(row.body).toContain(OUTBOX_SECRET_PLACEHOLDER)
			expect(await outboxText()).not.toContain(TOKEN)
		})

		it('forgets the link of a message it gives up on', async () => {
			await clear()
			await queueReset()
			await database.db.updateTable('outbox').set({ attempts: MAX_ATTEMPTS - 1 }).execute()
			const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', outboxDir: tempDataDir() })
			expect(await processOutbox(database.db, down, { from: FROM })).toEqual({ sent: 0, failed: 1 })
			down.close()
			expect(await database.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()).toMatchObject({ status: 'failed', secret: null })
			expect(await outboxText()).not.toContain(TOKEN)
		})

		it('is not written to the outbox folder without an SMTP server: a note says it was withheld', async () => {
			await clear()
			await queueReset()
			await queueMail(database.db, { kind: 'quote', to: 'leads@agency.test', subject: 'Quote request', body: 'Budget 4500' })
			const dir = path.join(tempDataDir(), 'outbox')
			expect(await processOutbox(database.db, createMailer({ outboxDir: dir }), { from: FROM })).toEqual({ sent: 2, failed: 0 })
			const files = fs.readdirSync(dir).sort()
			expect(files.map((name) => path.extname(name)).sort()).toEqual(['.eml', '.txt'])
			const note = fs.readFileSync(path.join(dir, files.find((name) => name.endsWith('.withheld.txt'))!), 'utf8')
			expect(note).toContain('This message was withheld: it carries a sign-in link')
			expect(note).toContain('To: staff@agency.test')
			for (const name of files) expect(fs.readFileSync(path.join(dir, name), 'utf8')).not.toContain(TOKEN)
			expect(await outboxText()).not.toContain(TOKEN)
		})

		it('is refused when its text does not say where the link goes', async () => {
			await expect(queueMail(database.db, { kind: 'staff:invitation', to: 'staff@agency.test', subject: 'Welcome', body: 'No place for it', secret: LINK })).rejects.toThrow(/must say where it goes/)
		})
	})

	it('writes .eml files to the outbox folder when no SMTP server is configured', async () => {
		await clear()
		const dir = path.join(tempDataDir(), 'outbox')
		await queueMail(database.db, { kind: 'quote', to: 'leads@agency.test', subject: 'Quote request', body: 'Budget 4500' })
		expect(await processOutbox(database.db, createMailer({ outboxDir: dir }), { from: FROM })).toEqual({ sent: 1, failed: 0 })
		const files = fs.readdirSync(dir)
		expect(files).toHaveLength(1)
		expect(files[0]).toMatch(/\.eml$/)
		const eml = fs.readFileSync(path.join(dir, files[0]!), 'utf8')
		expect(eml).toMatch(/To: leads@agency.test/)
		expect(eml).toMatch(/Budget 4500/)
	})

	it('sends each message once when the workers of several servers drain the outbox at the same time', async () => {
		await clear()
		for (let i = 0; i < 30; i++) await queueMail(database.db, { kind: 'contact', to: `shared${i}@agency.test`, subject: `Lead ${i}`, body: 'x' })
		const seen: string[] = []
		const mailer = {
			async send(mail: { to: string }) {
				await new Promise((resolve) => setTimeout(resolve, 5))
				seen.push(mail.to)
			},
			close() {},
		}
		// Three servers' workers, each taking batches of ten, until the outbox is empty.
		const worker = async () => {
			while ((await processOutbox(database.db, mailer, { from: FROM, batch: 10, concurrency: 3 })).sent > 0);
		}
		await Promise.all([worker(), worker(), worker()])
		expect(seen).toHaveLength(30)
		expect(new Set(seen).size).toBe(30)
		const unsent = await database.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute()
		expect(unsent).toEqual([])
	})
})

describe('draining a burst of notifications', () => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
	})
	afterAll(async () => database?.destroy())

	/** A mail server that takes 20 ms a message and notes how many are in flight. */
	function slowMailer() {
		const seen: { to: string; messageId?: string }[] = []
		let inFlight = 0
		let most = 0
		const mailer = {
			async send(mail: { to: string; messageId?: string }) {
				inFlight++
				most = Math.max(most, inFlight)
				await new Promise((resolve) => setTimeout(resolve, 20))
				seen.push({ to: mail.to, messageId: mail.messageId })
				inFlight--
			},
			close() {},
		}
		return { mailer, seen, most: () => most }
	}

	it('sends a batch a few at a time, each message once, with a Message-ID that names it', async () => {
		for (let i = 0; i < 20; i++) await queueMail(database.db, { kind: 'contact', to: `lead${i}@agency.test`, subject: `Lead ${i}`, body: 'x' })
		const { mailer, seen, most } = slowMailer()
		expect(await processOutbox(database.db, mailer, { from: FROM, batch: 20, concurrency: 4, messageIdDomain: 'site.test' })).toEqual({ sent: 20, failed: 0 })
		expect(most()).toBe(4)
		expect(new Set(seen.map((mail) => mail.to)).size).toBe(20)
		expect(seen.every((mail) => /^<outbox-\d+-\d+@site\.test>$/.test(mail.messageId ?? ''))).toBe(true)
		expect(new Set(seen.map((mail) => mail.messageId)).size).toBe(20)
	})

	it('keeps draining while whole batches come back, instead of waiting for the next tick', async () => {
		for (let i = 0; i < 100; i++) await queueMail(database.db, { kind: 'contact', to: `burst${i}@agency.test`, subject: `Burst ${i}`, body: 'x' })
		const { mailer, seen } = slowMailer()
		// A tick once a minute: only draining can send a hundred before the test gives up.
		const stop = startOutboxWorker(database.db, mailer, { from: FROM, intervalMs: 60_000, ratePerMinute: 100_000, batch: 20, onError: (error) => { throw error } })
		try {
			await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(100)
		} finally {
			await stop()
		}
		const waiting = await database.db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute()
		expect(waiting).toEqual([])
	})
})
