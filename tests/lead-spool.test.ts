import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLeadSpool, type SpoolEntry } from '#server/lead-spool.ts'
import { createS3Storage } from '#app/server/storage.server.ts'
import { createTestApp, tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { captcha, pdfBytes, postForm, postMultipart } from '#tests/setup/forms.ts'
import { startTestS3, type TestS3 } from '#tests/setup/s3.ts'

/**
 * A lead is never turned away by an outage (decision 040): what the database (or the bucket)
 * cannot take waits in a spool under DATA_DIR and is stored once when it is back.
 */

const contact = async (app: FastifyInstance, key: string, name = 'Mara Quinn') => {
	const { code, token } = await captcha(app)
	return { name, mobile_no: '5125550101', email_id: 'mara@example.com', cont_details: 'A new shop, please.', user_captcha_input: code, captcha_match: '1', captcha_token: token, submission_id: key }
}
const count = async (database: TestDatabase, table: 'contact_messages' | 'job_applications' | 'outbox') =>
	Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe.each(ENGINES)('the lead spool on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	const dataDir = tempDataDir()
	beforeAll(async () => {
		database = await createTestDatabase(engine)
		app = await createTestApp(database.db, { env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000' } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('answers a visitor as received while the database refuses the lead, and stores it once, with one notification, when it is back', async () => {
		const rows = await count(database, 'contact_messages')
		const mails = await count(database, 'outbox')
		await sql`alter table contact_messages rename to contact_messages_away`.execute(database.db)
		try {
			const fields = await contact(app, 'spool-key-000000000001')
			const response = await postForm(app, '/api/ContactUs/store', fields)
			expect(response.statusCode).toBe(200)
			expect(response.json()).toEqual({ success: 1, message: expect.stringMatching(/^Thank you!/) })
			// The same message again (its answer was lost): spooled again, stored once all the same.
			const again = await postForm(app, '/api/ContactUs/store', { ...(await contact(app, 'spool-key-000000000001')) })
			expect(again.statusCode).toBe(200)
			// A wrong code is still refused under its field during the outage.
			const wrong = await postForm(app, '/api/ContactUs/store', { ...(await contact(app, 'spool-key-000000000002')), user_captcha_input: 'zzzz' })
			expect(wrong.statusCode).toBe(422)
			expect(wrong.json().errors.user_captcha_input[0]).toMatch(/does not match/)
			expect(await app.leadSpool.length()).toBe(2)
			const metrics = await app.inject({ url: '/metrics' , remoteAddress: '127.0.0.1' })
			expect(metrics.body).toMatch(/^lead_spool_waiting 2$/m)
			// While it is away, the replay leaves the entries where they are.
			await app.leadWorkflow.replayNow()
			expect(await app.leadSpool.length()).toBe(2)
		} finally {
			await sql`alter table contact_messages_away rename to contact_messages`.execute(database.db)
		}
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		expect(await count(database, 'contact_messages')).toBe(rows + 1)
		expect(await count(database, 'outbox')).toBe(mails + 1)
		const stored = await database.db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(stored).toMatchObject({ name: 'Mara Quinn', email: 'mara@example.com', message: 'A new shop, please.', status: 'new' })
		// A copy sent after it was stored gets the stored answer.
		const late = await postForm(app, '/api/ContactUs/store', await contact(app, 'spool-key-000000000001'))
		expect(late.json()).toEqual({ success: 1, message: expect.stringMatching(/^Thank you!/) })
		expect(await count(database, 'contact_messages')).toBe(rows + 1)
	})

	it('keeps where the visit came from inside the spooled entry, and stores it with the lead', async () => {
		await sql`alter table contact_messages rename to contact_messages_away`.execute(database.db)
		try {
			const attribution = JSON.stringify({ first: { path: '/pricing', source: 'newsletter', campaign: 'spring', device: 'mobile' }, last: { path: '/pricing', ref: 'bing.com', clicks: 'msclkid' } })
			const response = await postForm(app, '/api/ContactUs/store', { ...(await contact(app, 'spool-key-000000000040', 'Ada Spool')), attribution })
			expect(response.statusCode).toBe(200)
		} finally {
			await sql`alter table contact_messages_away rename to contact_messages`.execute(database.db)
		}
		await app.leadWorkflow.replayNow()
		const stored = await database.db.selectFrom('contact_messages').select('id').where('name', '=', 'Ada Spool').executeTakeFirstOrThrow()
		const touches = await database.db.selectFrom('lead_attribution').selectAll().where('lead_kind', '=', 'contact').where('lead_id', '=', stored.id).orderBy('touch').execute()
		expect(touches).toMatchObject([
			{ touch: 'first', landing_path: '/pricing', utm_source: 'newsletter', utm_campaign: 'spring', device: 'mobile' },
			{ touch: 'last', referrer: 'bing.com', click_ids: 'msclkid' },
		])
	})

	it('spools a job application with its CV, and stores both when the database is back', async () => {
		const job = await database.db.selectFrom('job_openings').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow()
		const before = await count(database, 'job_applications')
		const cv = pdfBytes(3000)
		await sql`alter table job_applications rename to job_applications_away`.execute(database.db)
		try {
			const { code, token } = await captcha(app)
			const fields = { job_id: job.id, job_name: 'Ravi Shah', job_email: 'ravi@example.com', phone: '919876543210', current_salary: '40k', salary: '55k', desciption: 'Laravel, five years.', user_captcha_input: code, captcha_match: '1', captcha_token: token, submission_id: 'spool-key-000000000010' }
			const response = await postMultipart(app, '/api/careerstore', fields, { name: 'Ravi CV.pdf', type: 'application/pdf', bytes: cv })
			expect(response.statusCode).toBe(200)
			expect(response.json().success).toBe(1)
			expect(fs.readdirSync(app.leadSpool.dir).filter((name) => name.endsWith('.cv'))).toHaveLength(1)
			expect(fs.readdirSync(path.join(dataDir, 'uploads', 'tmp'))).toEqual([])
		} finally {
			await sql`alter table job_applications_away rename to job_applications`.execute(database.db)
		}
		await app.leadWorkflow.replayNow()
		expect(await count(database, 'job_applications')).toBe(before + 1)
		const stored = await database.db.selectFrom('job_applications').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(stored).toMatchObject({ job_id: job.id, job_title: job.title, name: 'Ravi Shah', cv_original_name: 'Ravi CV.pdf', cv_bytes: cv.length })
		expect(fs.readFileSync(path.join(dataDir, 'uploads', 'cv', stored.cv_file!)).equals(cv)).toBe(true)
		expect(fs.readdirSync(app.leadSpool.dir).filter((name) => !fs.statSync(path.join(app.leadSpool.dir, name)).isDirectory())).toEqual([])
	})
})

describe('when even the spool cannot write', () => {
	it('answers 503 with Retry-After and a message that the text is still in the form, never a 500', async () => {
		const database = await createTestDatabase('sqlite')
		const dataDir = tempDataDir()
		// The spool's folder cannot be made: a file stands where it would go.
		fs.writeFileSync(path.join(dataDir, 'spool'), 'not a folder')
		const app = await createTestApp(database.db, { env: { DATA_DIR: dataDir } })
		try {
			await sql`alter table contact_messages rename to contact_messages_away`.execute(database.db)
			const response = await postForm(app, '/api/ContactUs/store', await contact(app, 'spool-key-000000000020'))
			expect(response.statusCode).toBe(503)
			expect(response.headers['retry-after']).toBe('60')
			expect(response.json()).toEqual({ success: 0, message: expect.stringMatching(/Your text is still in the form/) })
		} finally {
			await app.close()
			await database.destroy()
		}
	})
})

describe('a CV while the bucket is away', () => {
	let database: TestDatabase
	let app: FastifyInstance
	let s3: TestS3
	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		s3 = await startTestS3()
		app = await createTestApp(database.db, { env: { RATE_LIMIT_MAX: '1000', ...s3.env } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
		await s3?.close()
	})

	it('goes to the spool with its application, leaves nothing half-written in the bucket, and reaches the bucket when it is back', async () => {
		const job = await database.db.selectFrom('job_openings').select('id').orderBy('id').executeTakeFirstOrThrow()
		const cv = pdfBytes(5000)
		await s3.stop()
		const { code, token } = await captcha(app)
		const fields = { job_id: job.id, job_name: 'Ines Duarte', job_email: 'ines@example.com', phone: '351912345678', current_salary: '30k', salary: '38k', desciption: 'Front-end, four years.', user_captcha_input: code, captcha_match: '1', captcha_token: token, submission_id: 'spool-key-000000000030' }
		const response = await postMultipart(app, '/api/careerstore', fields, { name: 'cv.pdf', type: 'application/pdf', bytes: cv })
		expect(response.statusCode).toBe(200)
		expect(await app.leadSpool.length()).toBe(1)
		await s3.start()
		const bucket = await createS3Storage(s3.options)
		expect(await bucket.list('uploads/cv/')).toEqual([])
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		const stored = await database.db.selectFrom('job_applications').selectAll().where('email', '=', 'ines@example.com').executeTakeFirstOrThrow()
		const kept = await bucket.open(`uploads/cv/${stored.cv_file}`)
		expect(Buffer.concat(await kept!.stream.toArray()).equals(cv)).toBe(true)
	})
})

describe('the spool directory', () => {
	const entry = (key: string, at: string): SpoolEntry => ({
		version: 1, form: '/ContactUs/store', key, body: { name: 'A' }, provenance: { source_page: '/', ip: '203.0.113.1', user_agent: 'test', spam: false }, receivedAt: at,
	})

	it('gives each entry to one claimant, however many take at once, in the order received', async () => {
		const dir = path.join(tempDataDir(), 'spool')
		const spool = createLeadSpool(dir)
		for (let i = 0; i < 20; i++) await spool.write(entry(`key-${String(i).padStart(16, '0')}`, new Date(Date.UTC(2026, 10, 26, 12, 0, i)).toISOString()))
		const seen: string[] = []
		const take = async () => {
			for await (const claimed of createLeadSpool(dir).claim()) {
				seen.push(claimed.entry.key)
				await claimed.done()
			}
		}
		await Promise.all([take(), take(), take()])
		expect(seen.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `key-${String(i).padStart(16, '0')}`))
		expect(await spool.length()).toBe(0)
	})

	it('puts back a claim left by a server that stopped mid-replay, and sets aside what can never be stored', async () => {
		// The claim's age is read from its file's time, so the clock starts from the real one.
		let clock = Date.now()
		const dir = path.join(tempDataDir(), 'spool')
		const spool = createLeadSpool(dir, () => clock)
		await spool.write(entry('key-0000000000000001', '2026-11-26T12:00:00.000Z'))
		const first = spool.claim()
		const claimed = (await first.next()).value!
		expect(claimed.entry.key).toBe('key-0000000000000001')
		// The claimant stops here. Six minutes later another replay puts the entry back and takes it.
		clock += 6 * 60 * 1000
		const again = []
		for await (const next of spool.claim()) {
			again.push(next.entry.key)
			await next.setAside('its job opening is gone')
		}
		expect(again).toEqual(['key-0000000000000001'])
		expect(await spool.length()).toBe(0)
		expect(await spool.setAsideCount()).toBe(1)
		expect(fs.readFileSync(path.join(dir, 'failed', '1795694400000-key-0000000000000001.json.reason.txt'), 'utf8')).toBe('its job opening is gone\n')
	})
})
