import { randomBytes, randomInt } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#app/server/auth.server.ts'
import { createS3Storage } from '#app/server/storage.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { type Database, openDatabase } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { seedDatabase } from '#database/seed.ts'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { CONTENT_DIR } from '#server/paths.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { POSTGRES_URL } from '#tests/setup/database.ts'
import { pdfBytes, powPayloadOver } from '#tests/setup/forms.ts'
import { startTestS3, type TestS3 } from '#tests/setup/s3.ts'

/**
 * Two real server processes behind no load balancer but the test itself, sharing what a
 * scaled-out site shares: one PostgreSQL database, one Redis and one S3-compatible bucket
 * (s3rver, started here). Nothing a visitor or a staff member does may depend on which of
 * them answers, and losing one loses nothing it acknowledged.
 */

const REDIS_URL = process.env.TEST_REDIS_URL || undefined
const RUNS = Boolean(POSTGRES_URL && REDIS_URL)
if (!RUNS) console.warn('\n⚠ The two-instance test is skipped: set TEST_DATABASE_URL and TEST_REDIS_URL to run it.\n')

const SECRET = 'a-shared-secret-of-at-least-thirty-two-characters'
const PASSWORD = 'a long enough password'
const RATE_LIMIT_MAX = 3

describe.skipIf(!RUNS)('two server instances on PostgreSQL, Redis and one bucket', () => {
	let s3: TestS3
	let pgDatabase: string
	let db: Database
	let a: RunningServer
	let b: RunningServer
	const dataDirs = [tempDataDir(), tempDataDir()] as const
	let recruiter = ''
	let editor = ''

	/** A visitor's own address (the servers trust one proxy hop here, and the tests speak as that proxy), so limits and other runs on the same Redis do not mix. */
	const visitorIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

	beforeAll(async () => {
		s3 = await startTestS3()
		pgDatabase = `two_instances_${randomBytes(5).toString('hex')}`
		const admin = await openDatabase({ databaseUrl: POSTGRES_URL })
		await sql`create database ${sql.id(pgDatabase)}`.execute(admin)
		await admin.destroy()
		const url = new URL(POSTGRES_URL!)
		url.pathname = `/${pgDatabase}`
		const databaseUrl = url.toString()
		// Deployed as docs/deployment.md says: migrate and seed once, then start the servers.
		db = await openDatabase({ databaseUrl })
		await migrateToLatest(db)
		await seedDatabase(db, CONTENT_DIR)
		const auth = createAuth({ db, engine: 'postgres', secret: SECRET, siteUrl: 'http://127.0.0.1' })
		for (const role of ['recruiter', 'editor'] as const) {
			await createStaffUser(auth, db, { email: `${role}@example.com`, password: PASSWORD, role, name: `The ${role}` })
		}
		const env = (dataDir: string) => ({
			...s3.env,
			DATA_DIR: dataDir,
			DATABASE_URL: databaseUrl,
			REDIS_URL: REDIS_URL!,
			APP_SECRET: SECRET,
			SEED_ON_START: 'false',
			TRUST_PROXY: '1',
			RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
			PROOF_OF_WORK_COST: '1',
		})
		;[a, b] = await Promise.all([startServer(env(dataDirs[0])), startServer(env(dataDirs[1]))])
		// Signed in on one, the session is good on the other: it lives in the database.
		recruiter = await signIn(a, 'recruiter@example.com')
		editor = await signIn(b, 'editor@example.com')
	})

	afterAll(async () => {
		await Promise.all([a?.stop(), b?.stop()])
		await db?.destroy()
		if (pgDatabase) {
			const admin = await openDatabase({ databaseUrl: POSTGRES_URL })
			await sql`drop database if exists ${sql.id(pgDatabase)} with (force)`.execute(admin)
			await admin.destroy()
		}
		await s3?.close()
	})

	async function signIn(server: RunningServer, email: string): Promise<string> {
		const response = await fetch(`${server.url}/admin/login`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
			body: new URLSearchParams({ email, password: PASSWORD, redirectTo: '/admin' }),
		})
		expect(response.status, `sign-in of ${email}`).toBe(302)
		return response.headers
			.getSetCookie()
			.map((cookie) => cookie.split(';')[0]!)
			.filter((cookie) => cookie.startsWith('lf-admin.'))
			.join('; ')
	}

	/**
	 * A code and a solved proof of work from one server: their challenges live in the
	 * database, so either server may check them.
	 */
	const captcha = async (server: RunningServer, ip = visitorIp()) => {
		const issued = (await (await fetch(`${server.url}/api/captcha`, { headers: { 'x-forwarded-for': ip } })).json()) as { code: string; token: string }
		return { ...issued, altcha: await powPayloadOver(server.url) }
	}

	/** A contact message posted to `server` with a code issued by `codeFrom` (the other server unless said). */
	async function sendContact(server: RunningServer, email: string, ip: string, codeFrom = server === a ? b : a) {
		const { code, token, altcha } = await captcha(codeFrom, ip)
		const body = new URLSearchParams({ name: 'Two Servers', mobile_no: '5125550101', email_id: email, cont_details: `Hello from ${email}`, user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha })
		return fetch(`${server.url}/api/ContactUs/store`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip }, body })
	}

	it('stores a submission to each server once, with one notification each, sent once', async () => {
		const emails = [`one-${randomBytes(3).toString('hex')}@example.com`, `two-${randomBytes(3).toString('hex')}@example.com`]
		const answers = await Promise.all([sendContact(a, emails[0]!, visitorIp()), sendContact(b, emails[1]!, visitorIp())])
		for (const answer of answers) expect(await answer.json()).toMatchObject({ success: 1 })
		for (const email of emails) {
			expect(await db.selectFrom('contact_messages').select('id').where('email', '=', email).execute()).toHaveLength(1)
			expect(await db.selectFrom('outbox').select('id').where('reply_to', '=', email).execute()).toHaveLength(1)
		}
		// Both outbox workers poll the one table; each message is written out (no SMTP here) by one of them.
		await waitFor(async () => (await db.selectFrom('outbox').select('status').where('reply_to', 'in', emails).execute()).every((row) => row.status === 'sent'), 15_000)
		for (const email of emails) expect(emlFiles().filter((eml) => eml.includes(email)), email).toHaveLength(1)
	})

	it('shows a comment approved through one server on the other within a second, page cache and all', async () => {
		const post = await db.selectFrom('blog_posts').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
		const text = `Seen everywhere ${randomBytes(4).toString('hex')}`
		const { code, token, altcha } = await captcha(a)
		const sent = await fetch(`${a.url}/api/blogdetail/store`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'x-forwarded-for': visitorIp() },
			body: JSON.stringify({ blog_id: post.id, name: 'Mei Lin', email: 'mei@example.com', phone: '6591234567', comment: text, user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha }),
		})
		expect(await sent.json()).toMatchObject({ success: 1 })
		const page = `${b.url}/blogdetail/${post.slug}`
		// B renders the post without the pending comment and keeps that page in its cache.
		expect(await (await fetch(page)).text()).not.toContain(text)
		expect((await fetch(page)).headers.get('x-cache')).toBe('HIT')
		const comment = await db.selectFrom('blog_comments').select('id').where('comment', '=', text).executeTakeFirstOrThrow()
		const approved = await fetch(`${a.url}/admin/comments`, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: a.url, cookie: editor },
			body: new URLSearchParams({ intent: `approve:${comment.id}` }),
		})
		expect(approved.status).toBe(200)
		// The change reaches B within a second: a request B gets a second after the approval at the
		// latest shows the comment. (The render itself is not timed here: on a loaded machine it can
		// take a second of its own.)
		const approvedAt = Date.now()
		let askedAt = 0
		await waitFor(async () => {
			askedAt = Date.now()
			return (await (await fetch(page)).text()).includes(text)
		}, 10_000)
		expect(askedAt - approvedAt).toBeLessThan(1000)
	})

	it('lets a recruiter download through one server a CV uploaded through the other, kept in the bucket only', async () => {
		const job = await db.selectFrom('job_openings').select('id').orderBy('id').executeTakeFirstOrThrow()
		const email = `cv-${randomBytes(3).toString('hex')}@example.com`
		const cv = pdfBytes(2048)
		const { code, token, altcha } = await captcha(b)
		const form = new FormData()
		const fields = { job_id: String(job.id), job_name: 'Ravi Shah', job_email: email, phone: '919876543210', current_salary: '40k', salary: '55k', desciption: 'Five years of Laravel work.', user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha }
		for (const [key, value] of Object.entries(fields)) form.append(key, value)
		form.append('file', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'Ravi CV.pdf')
		const sent = await fetch(`${a.url}/api/careerstore`, { method: 'POST', headers: { 'x-forwarded-for': visitorIp() }, body: form })
		expect(await sent.json()).toMatchObject({ success: 1 })
		const application = await db.selectFrom('job_applications').select(['id', 'cv_file']).where('email', '=', email).executeTakeFirstOrThrow()

		// In the bucket, and on neither server's disk.
		const bucket = await createS3Storage(s3.options)
		expect((await bucket.stat(`uploads/cv/${application.cv_file}`))?.bytes).toBe(cv.length)
		for (const dir of dataDirs) expect(fs.existsSync(path.join(dir, 'uploads', 'cv', application.cv_file))).toBe(false)

		const url = `${b.url}/admin/leads/career/${application.id}/cv`
		const signedOut = await fetch(url, { redirect: 'manual' })
		expect(signedOut.status).toBe(302)
		expect(new URL(signedOut.headers.get('location')!, b.url).pathname).toBe('/admin/login')
		const download = await fetch(url, { redirect: 'manual', headers: { cookie: recruiter } })
		expect(download.status).toBe(200)
		expect(download.headers.get('content-length')).toBe(String(cv.length))
		expect(Buffer.from(await download.arrayBuffer()).equals(cv)).toBe(true)
	})

	it('counts the rate limit across both servers', async () => {
		const ip = visitorIp()
		const results: number[] = []
		// Alternating servers: the limit is per address and form, wherever the posts land.
		for (let i = 0; i <= RATE_LIMIT_MAX; i++) {
			const answer = await sendContact(i % 2 === 0 ? a : b, `limited-${i}-${randomBytes(3).toString('hex')}@example.com`, ip)
			results.push(answer.status)
		}
		expect(results).toEqual([...Array<number>(RATE_LIMIT_MAX).fill(200), 429])
		// Another visitor is not affected.
		expect((await sendContact(a, `other-${randomBytes(3).toString('hex')}@example.com`, visitorIp())).status).toBe(200)
	})

	it('loses nothing acknowledged when one server is killed mid-burst, and the other keeps serving', async () => {
		const burst = Array.from({ length: 12 }, (_, i) => `burst-${i}-${randomBytes(3).toString('hex')}@example.com`)
		let answered = 0
		let enoughAcknowledged: () => void = () => undefined
		const someAcknowledged = new Promise<void>((resolve) => (enoughAcknowledged = resolve))
		const answers = burst.map(async (email, i) => {
			// A few ms apart, so some are answered before the kill and some are cut off by it.
			await new Promise((resolve) => setTimeout(resolve, i * 15))
			try {
				const response = await sendContact(a, email, visitorIp())
				const acknowledged = response.status === 200 && ((await response.json()) as { success: number }).success === 1
				if (acknowledged && ++answered === 4) enoughAcknowledged()
				return { email, acknowledged }
			} catch {
				return { email, acknowledged: false }
			}
		})
		// Killed once it has acknowledged a third of them, however slow this machine is, while the rest are in flight.
		await Promise.race([someAcknowledged, Promise.all(answers)])
		const killed = new Promise((resolve) => a.child.once('exit', resolve))
		a.child.kill('SIGKILL')
		await killed
		const settled = await Promise.all(answers)
		const acknowledged = settled.filter((answer) => answer.acknowledged).map((answer) => answer.email)
		expect(acknowledged.length).toBeGreaterThanOrEqual(4)
		const stored = (await db.selectFrom('contact_messages').select('email').where('email', 'in', burst).execute()).map((row) => row.email)
		// Every acknowledged message is stored, with its notification; one cut off may be stored too (committed, answer lost).
		expect(stored).toEqual(expect.arrayContaining(acknowledged))
		expect(await db.selectFrom('outbox').select('id').where('reply_to', 'in', stored.length ? stored : ['none']).execute()).toHaveLength(stored.length)

		// The other server goes on: pages, readiness and a new submission.
		expect((await fetch(`${b.url}/`)).status).toBe(200)
		expect((await fetch(`${b.url}/readyz`)).status).toBe(200)
		expect(await (await sendContact(b, `after-${randomBytes(3).toString('hex')}@example.com`, visitorIp(), b)).json()).toMatchObject({ success: 1 })
	})

	/** The notifications both servers wrote out (no SMTP server in this test). */
	function emlFiles(): string[] {
		return dataDirs.flatMap((dir) => {
			const outbox = path.join(dir, 'outbox')
			return fs.existsSync(outbox) ? fs.readdirSync(outbox).map((name) => fs.readFileSync(path.join(outbox, name), 'utf8')) : []
		})
	}
})

async function waitFor(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (!(await condition())) {
		if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`)
		await new Promise((resolve) => setTimeout(resolve, 50))
	}
}
