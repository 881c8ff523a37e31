import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DB } from '#database/schema.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { openDatabase } from '#database/db.ts'
import { seedDatabase } from '#database/seed.ts'
import { BUILD_ENTRY, CLIENT_DIR, CONTENT_DIR } from '#server/paths.ts'
import type { PageBuild } from '#server/react-router.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { type ContentEvents, createContentEvents } from '#app/server/content-events.server.ts'
import { createTestDatabase, ENGINES, POSTGRES_URL, type TestDatabase } from '#tests/setup/database.ts'

const REDIS_URL = process.env.TEST_REDIS_URL || undefined
import { type FaultProxy, startFaultProxy } from '#tests/setup/fault-proxy.ts'
import { pdfBytes, postForm, postMultipart } from '#tests/setup/forms.ts'
import { startTestS3, type TestS3 } from '#tests/setup/s3.ts'
import { createS3Storage } from '#app/server/storage.server.ts'
import { startSmtp, type TestSmtp } from '#tests/setup/smtp.ts'
import { backoffMs, createMailer, processOutbox, queueMail } from '#app/server/mail.server.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { findLeadTargets, LEAD_FORMS_POSTED, type PostedForm, sendLead, storedLeads } from '#tests/setup/lead-traffic.ts'

/**
 * Drills: a dependency fails while visitors send forms and read pages. Each asserts
 * that no answer is a 5xx other than 503, that nothing acknowledged is lost or stored twice, and
 * that the server recovers without a restart.
 */

const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild

/** Sends `n` contact messages (each its own key) and reads a cached page, a code and readiness between them; answers every status seen. */
async function traffic(app: FastifyInstance, n: number, tag: string): Promise<{ statuses: Map<string, number[]>; acknowledged: string[] }> {
	const statuses = new Map<string, number[]>()
	const seen = (what: string, status: number) => statuses.set(what, [...(statuses.get(what) ?? []), status])
	const acknowledged: string[] = []
	for (let i = 0; i < n; i++) {
		const code = await app.inject({ url: '/api/captcha' })
		seen('captcha', code.statusCode)
		const { code: answer, token } = code.json() as { code: string; token: string }
		const key = `drill-${tag}-${String(i).padStart(10, '0')}`
		const response = await postForm(app, '/api/ContactUs/store', {
			name: `Drill Visitor ${i}`, mobile_no: '5125550101', email_id: `drill-${tag}-${i}@example.com`, cont_details: 'Sent during a drill.',
			user_captcha_input: answer, captcha_match: '1', captcha_token: token, submission_id: key,
		})
		seen('post', response.statusCode)
		if (response.statusCode === 200 && response.json().success === 1) acknowledged.push(key)
		seen('page', (await app.inject({ url: '/' })).statusCode)
		seen('readyz', (await app.inject({ url: '/readyz' })).statusCode)
	}
	return { statuses, acknowledged }
}

const fiveHundreds = (statuses: Map<string, number[]>) =>
	[...statuses].flatMap(([what, list]) => list.filter((status) => status >= 500 && status !== 503).map((status) => `${what} ${status}`))

async function storedKeys(db: Kysely<DB>, tag: string): Promise<string[]> {
	const rows = await db.selectFrom('submission_keys').select('key').where('key', 'like', `drill-${tag}-%`).execute()
	return rows.map((row) => row.key).sort()
}

/** A schema of its own on the PostgreSQL server, migrated and seeded, reached through a fault proxy. */
async function postgresBehindProxy(): Promise<{ proxy: FaultProxy; db: Kysely<DB>; close: () => Promise<void> }> {
	const real = new URL(POSTGRES_URL!)
	const proxy = await startFaultProxy({ host: real.hostname, port: Number(real.port || 5432) })
	const schema = `drill_${randomBytes(5).toString('hex')}`
	const admin = new pg.Client({ connectionString: POSTGRES_URL })
	await admin.connect()
	await admin.query(`create schema ${schema}`)
	await admin.end()
	const viaProxy = new URL(POSTGRES_URL!)
	viaProxy.host = proxy.address
	const pool = new pg.Pool({ connectionString: viaProxy.toString(), max: 10, connectionTimeoutMillis: 5000, options: `-c search_path=${schema}` })
	// As database/db.ts does: a client that loses its server must not crash the process.
	pool.on('error', () => {})
	pool.on('connect', (client) => client.on('error', () => {}))
	const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
	await migrateToLatest(db)
	await seedDatabase(db, CONTENT_DIR)
	return {
		proxy,
		db,
		close: async () => {
			proxy.set({ kind: 'pass' })
			await db.destroy()
			await proxy.close()
			const cleanup = new pg.Client({ connectionString: POSTGRES_URL })
			await cleanup.connect()
			await cleanup.query(`drop schema if exists ${schema} cascade`)
			await cleanup.end()
		},
	}
}

describe.skipIf(!POSTGRES_URL)('PostgreSQL cut off behind a proxy', () => {
	let proxy: FaultProxy
	let db: Kysely<DB>
	let app: FastifyInstance
	let close: (() => Promise<void>) | undefined
	const content: ContentEvents = createContentEvents()
	beforeAll(async () => {
		const postgres = await postgresBehindProxy()
		proxy = postgres.proxy
		db = postgres.db
		close = postgres.close
		const serverBuild = await build()
		app = await createTestApp(db, { pages: { build: async () => serverBuild, clientDir: CLIENT_DIR }, content, env: { PAGE_CACHE_MB: '16', RATE_LIMIT_MAX: '100000' } })
	})
	afterAll(async () => {
		await app?.close()
		await close?.()
	})

	it('takes every message while the database is cut off, answers no 5xx but 503 readiness, and stores each once when it is back', async () => {
		expect((await app.inject({ url: '/' })).statusCode).toBe(200)
		const before = await traffic(app, 3, 'pg-before')
		expect(before.acknowledged).toHaveLength(3)

		proxy.set({ kind: 'cut' })
		const during = await traffic(app, 12, 'pg-during')
		expect(fiveHundreds(during.statuses)).toEqual([])
		expect(during.acknowledged).toHaveLength(12)
		expect(during.statuses.get('readyz')!.every((status) => status === 503)).toBe(true)
		expect(during.statuses.get('page')!.every((status) => status === 200)).toBe(true)
		expect(await app.leadSpool.length()).toBe(12)

		proxy.set({ kind: 'pass' })
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		expect(await storedKeys(db, 'pg-during')).toEqual([...during.acknowledged].sort())
		const mails = await db.selectFrom('outbox').select('id').where('subject', 'like', '%Drill Visitor%').execute()
		expect(mails).toHaveLength(15)
		// Readiness writes at most once a second: a check after that sees the database back.
		await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(200)

		// A slow database (300 ms each way) answers late, but answers.
		proxy.set({ kind: 'delay', ms: 300 })
		const slow = await traffic(app, 2, 'pg-slow')
		proxy.set({ kind: 'pass' })
		expect(fiveHundreds(slow.statuses)).toEqual([])
		await app.leadWorkflow.replayNow()
		expect(await storedKeys(db, 'pg-slow')).toEqual([...slow.acknowledged].sort())
	})

	it('serves a page as it was before the last change when its render fails, and a 503 to try again for a page never kept', async () => {
		const faq = await app.inject({ url: '/faq' })
		expect(faq.statusCode).toBe(200)
		// A change: the kept pages are now out of date, and the next request for each renders it again.
		content.announce('faqs')
		proxy.set({ kind: 'cut' })
		try {
			const stale = await app.inject({ url: '/faq' })
			expect(stale.statusCode).toBe(200)
			expect(stale.headers['x-cache']).toBe('STALE')
			expect(stale.headers['cache-control']).toBe('no-store')
			const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]
			expect(heading(stale.body)).toBe(heading(faq.body))
			expect(heading(stale.body)).toBeTruthy()
			const never = await app.inject({ url: '/about-us' })
			expect(never.statusCode).toBe(503)
			expect(never.headers['retry-after']).toBe('30')
			expect(never.body).toContain('This page could not be shown just now.')
		} finally {
			proxy.set({ kind: 'pass' })
		}
		const back = await app.inject({ url: '/about-us' })
		expect(back.statusCode).toBe(200)
		expect((await app.inject({ url: '/faq' })).headers['x-cache']).toBe('MISS')
	})
})

describe('SQLite turned read-only', () => {
	let database: TestDatabase
	let app: FastifyInstance
	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const serverBuild = await build()
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild, clientDir: CLIENT_DIR }, env: { PAGE_CACHE_MB: '16', RATE_LIMIT_MAX: '100000' } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('takes every message while SQLite refuses writes, answers 503 readiness, and stores each once when it writes again', async () => {
		expect((await app.inject({ url: '/' })).statusCode).toBe(200)
		await sql`pragma query_only = 1`.execute(database.db)
		// Readiness writes at most once a second: waited for until it sees the refusal.
		await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(503)
		const during = await traffic(app, 8, 'readonly')
		expect(fiveHundreds(during.statuses)).toEqual([])
		expect(during.acknowledged).toHaveLength(8)
		expect(during.statuses.get('readyz')!.every((status) => status === 503)).toBe(true)
		expect(during.statuses.get('page')!.every((status) => status === 200)).toBe(true)
		expect(await app.leadSpool.length()).toBe(8)

		await sql`pragma query_only = 0`.execute(database.db)
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		expect(await storedKeys(database.db, 'readonly')).toEqual([...during.acknowledged].sort())
		await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(200)
	})
})

describe.each(ENGINES)('the mail server away for an hour, on %s', (engine) => {
	let database: TestDatabase
	let smtp: TestSmtp
	let proxy: FaultProxy
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
		smtp = await startSmtp()
		proxy = await startFaultProxy({ host: '127.0.0.1', port: smtp.port })
	})
	afterAll(async () => {
		await proxy?.close()
		await smtp?.close()
		await database?.destroy()
	})

	it('keeps every notification through the hour, retrying with backoff, and sends each once when it is back', async () => {
		for (let i = 0; i < 5; i++) await queueMail(database.db, { kind: 'contact:quick', to: 'leads@agency.test', subject: `Lead ${i}`, body: 'Text' })
		const mailer = createMailer({ smtpUrl: `smtp://${proxy.address}`, outboxDir: tempDataDir() })
		const start = Date.now()
		let clock = start
		const now = () => new Date(clock)
		const from = 'Website <website@agency.test>'
		proxy.set({ kind: 'cut' })
		let attempts = 0
		// Every minute for an hour, the worker tries what is due: each message a few times, further apart each time.
		for (; clock <= start + 60 * 60 * 1000; clock += 60 * 1000) {
			const { sent, failed } = await processOutbox(database.db, mailer, { from, now })
			expect(sent).toBe(0)
			attempts += failed
		}
		const rows = await database.db.selectFrom('outbox').select(['status', 'attempts', 'next_attempt_at']).execute()
		expect(rows.every((row) => row.status === 'pending')).toBe(true)
		// Backoff: 30 s, 1, 2, 4, 8, 16 and 32 min apart, so six or seven tries in the hour, not sixty.
		expect(attempts).toBeGreaterThanOrEqual(5 * 6)
		expect(attempts).toBeLessThanOrEqual(5 * 7)
		expect(backoffMs(7)).toBe(32 * 60 * 1000)

		proxy.set({ kind: 'pass' })
		for (let minutes = 0; minutes < 70 && smtp.received.length < 5; minutes++, clock += 60 * 1000) await processOutbox(database.db, mailer, { from, now })
		expect(smtp.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1]).sort()).toEqual(['Lead 0', 'Lead 1', 'Lead 2', 'Lead 3', 'Lead 4'])
		// Later runs send nothing again.
		clock += 24 * 60 * 60 * 1000
		expect(await processOutbox(database.db, mailer, { from, now })).toEqual({ sent: 0, failed: 0 })
		expect(smtp.received).toHaveLength(5)
		mailer.close()
	})
})

/** A small file system of its own (tmpfs), where the machine lets this process mount one (root on Linux). */
function mountSmallFileSystem(megabytes: number): { dir: string; unmount: () => void } | undefined {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-full-disk-'))
	try {
		execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${megabytes}m`, 'tmpfs', dir], { stdio: 'ignore' })
		return { dir, unmount: () => execFileSync('umount', [dir], { stdio: 'ignore' }) }
	} catch {
		fs.rmSync(dir, { recursive: true, force: true })
		return undefined
	}
}

/** Whether this process may mount one: tried once, and unmounted at once. */
const canMount = (() => {
	const tried = mountSmallFileSystem(1)
	if (!tried) return false
	tried.unmount()
	fs.rmSync(tried.dir, { recursive: true, force: true })
	return true
})()
if (!canMount) console.warn('\n⚠ The full-disk drill is skipped: this process cannot mount a small file system (it needs root on Linux).\n')

describe.skipIf(!canMount)('the data directory full (SQLite and the spool on a 4 MB file system)', () => {
	let db: Kysely<DB>
	let app: FastifyInstance
	let smallDisk: { dir: string; unmount: () => void } | undefined
	let dataDir: string
	let ballast: string
	beforeAll(async () => {
		smallDisk = mountSmallFileSystem(4)!
		dataDir = path.join(smallDisk.dir, 'data')
		ballast = path.join(smallDisk.dir, 'ballast')
		db = await openDatabase({ sqliteFile: path.join(dataDir, 'site.db') })
		await migrateToLatest(db)
		app = await createTestApp(db, { env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000', READY_MIN_FREE_MB: '1' } })
	})
	afterAll(async () => {
		await app?.close()
		await db?.destroy()
		if (smallDisk) {
			smallDisk.unmount()
			fs.rmSync(smallDisk.dir, { recursive: true, force: true })
		}
	})

	it('answers 503 (never 500) while nothing can be written, 503 readiness, and takes messages again once there is room, each stored once', async () => {
		expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)
		// Fill the file system to the last byte.
		const handle = fs.openSync(ballast, 'w')
		try {
			const chunk = Buffer.alloc(64 * 1024, 1)
			for (;;) fs.writeSync(handle, chunk)
		} catch (error) {
			expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
		} finally {
			fs.closeSync(handle)
		}
		const full = await traffic(app, 6, 'disk')
		expect(fiveHundreds(full.statuses)).toEqual([])
		const posts = full.statuses.get('post')!
		expect(posts.every((status) => status === 200 || status === 503)).toBe(true)
		expect(posts.filter((status) => status === 503).length).toBeGreaterThan(0)
		expect(full.statuses.get('readyz')!.every((status) => status === 503)).toBe(true)

		fs.rmSync(ballast)
		const after = await traffic(app, 3, 'roomy')
		expect(after.acknowledged).toHaveLength(3)
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		expect(await storedKeys(db, 'disk')).toEqual([...full.acknowledged].sort())
		expect(await storedKeys(db, 'roomy')).toEqual([...after.acknowledged].sort())
		expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows[0]!.integrity_check).toBe('ok')
		await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(200)
	})
})

describe.skipIf(!canMount)('the data directory full while all five forms post (SQLite, the spool and the CVs on a 32 MB file system)', () => {
	let db: Kysely<DB>
	let app: FastifyInstance
	let smallDisk: { dir: string; unmount: () => void } | undefined
	let url: string
	beforeAll(async () => {
		smallDisk = mountSmallFileSystem(32)!
		const dataDir = path.join(smallDisk.dir, 'data')
		db = await openDatabase({ sqliteFile: path.join(dataDir, 'site.db') })
		await migrateToLatest(db)
		await seedDatabase(db, CONTENT_DIR)
		app = await createTestApp(db, { env: { DATA_DIR: dataDir, RATE_LIMIT_MAX: '100000', READY_MIN_FREE_MB: '1' } })
		url = await app.listen({ port: 0, host: '127.0.0.1' })
	})
	afterAll(async () => {
		await app?.close()
		await db?.destroy()
		if (smallDisk) {
			smallDisk.unmount()
			fs.rmSync(smallDisk.dir, { recursive: true, force: true })
		}
	})

	it('answers each form 200 or 503 with Retry-After and the error shape, never another 5xx, loses nothing acknowledged, and takes all five once there is room', async () => {
		const targets = await findLeadTargets(db)
		const prefix = `full-${randomBytes(3).toString('hex')}-`
		const ballast = path.join(smallDisk!.dir, 'ballast')
		const handle = fs.openSync(ballast, 'w')
		try {
			const chunk = Buffer.alloc(64 * 1024, 1)
			for (;;) fs.writeSync(handle, chunk)
		} catch (error) {
			expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC')
		} finally {
			fs.closeSync(handle)
		}
		const acknowledged: string[] = []
		const answers: string[] = []
		const post = async (kind: PostedForm, email: string) => {
			const response = await sendLead(url, kind, email, targets)
			const body = (await response.json()) as { success?: number; message?: unknown }
			answers.push(`${kind} ${response.status}`)
			if (response.status === 200 && body.success === 1) acknowledged.push(email)
			else if (response.status === 503) {
				expect(response.headers.get('retry-after'), kind).toMatch(/^\d+$/)
				expect(body.success, kind).toBe(0)
				expect(body.message, kind).toMatch(/try again/)
			}
			return response.status
		}
		for (let round = 0; round < 2; round++) for (const kind of LEAD_FORMS_POSTED) await post(kind, `${prefix}${kind}-${round}@drill.example`)
		console.info(`full-disk drill, all five forms: ${answers.join(', ')}`)
		expect(answers.filter((answer) => !/ (200|503)$/.test(answer))).toEqual([])
		// The CV has nowhere to go: never acknowledged, never a 500.
		expect(answers.filter((answer) => answer.startsWith('career'))).toEqual(['career 503', 'career 503'])

		fs.rmSync(ballast)
		const statuses = []
		for (const kind of LEAD_FORMS_POSTED) statuses.push(await post(kind, `${prefix}${kind}-after@drill.example`))
		expect(statuses).toEqual([200, 200, 200, 200, 200])
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		const { rows } = await storedLeads(db, prefix)
		expect(acknowledged.filter((email) => rows.get(email) !== 1)).toEqual([])
		expect([...rows].filter(([, count]) => count > 1)).toEqual([])
		expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db)).rows[0]!.integrity_check).toBe('ok')
	})
})

describe.skipIf(!REDIS_URL).each(ENGINES)('Redis cut off behind a proxy, on %s', (engine) => {
	let database: TestDatabase
	let proxy: FaultProxy
	let app: FastifyInstance
	beforeAll(async () => {
		const real = new URL(REDIS_URL!)
		proxy = await startFaultProxy({ host: real.hostname, port: Number(real.port || 6379) })
		database = await createTestDatabase(engine)
		const serverBuild = await build()
		app = await createTestApp(database.db, {
			pages: { build: async () => serverBuild, clientDir: CLIENT_DIR },
			env: { PAGE_CACHE_MB: '16', RATE_LIMIT_MAX: '100000', REDIS_URL: `redis://${proxy.address}` },
		})
	})
	afterAll(async () => {
		proxy?.set({ kind: 'pass' })
		await app?.close()
		await proxy?.close()
		await database?.destroy()
	})

	it('takes and stores every message while Redis is cut off and after it is back, with no 5xx but 503 readiness', async () => {
		proxy.set({ kind: 'cut' })
		const during = await traffic(app, 5, 'redis-cut')
		expect(fiveHundreds(during.statuses)).toEqual([])
		expect(during.acknowledged).toHaveLength(5)
		expect(during.statuses.get('readyz')!.every((status) => status === 503)).toBe(true)
		proxy.set({ kind: 'pass' })
		// Redis is back once the client has reconnected and readiness sees it answer.
		await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(200)
		const after = await traffic(app, 3, 'redis-back')
		expect(fiveHundreds(after.statuses)).toEqual([])
		expect(after.acknowledged).toHaveLength(3)
		expect(await storedKeys(database.db, 'redis-cut')).toEqual([...during.acknowledged].sort())
		expect(await storedKeys(database.db, 'redis-back')).toEqual([...after.acknowledged].sort())
	})
})

describe.each(ENGINES)('the bucket cut off behind a proxy, on %s', (engine) => {
	let database: TestDatabase
	let s3: TestS3
	let proxy: FaultProxy
	let app: FastifyInstance
	beforeAll(async () => {
		database = await createTestDatabase(engine)
		s3 = await startTestS3()
		proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) })
		app = await createTestApp(database.db, { env: { RATE_LIMIT_MAX: '100000', ...s3.env, S3_ENDPOINT: `http://${proxy.address}` } })
	})
	afterAll(async () => {
		proxy?.set({ kind: 'pass' })
		await app?.close()
		await proxy?.close()
		await s3?.close()
		await database?.destroy()
	})

	it('takes job applications with their CVs while the bucket is cut off, leaves nothing half-written in it, and stores each once when it is back', async () => {
		const job = await database.db.selectFrom('job_openings').select('id').orderBy('id').executeTakeFirstOrThrow()
		const bucket = await createS3Storage(s3.options)
		const apply = async (i: number) => {
			const { code, token } = (await app.inject({ url: '/api/captcha' })).json() as { code: string; token: string }
			const key = `drill-bucket-${engine}-${String(i).padStart(8, '0')}`
			const fields = { job_id: job.id, job_name: `Applicant ${i}`, job_email: `applicant-${i}@example.com`, phone: '919876543210', current_salary: '40k', salary: '55k', desciption: 'Sent during a drill.', user_captcha_input: code, captcha_match: '1', captcha_token: token, submission_id: key }
			const response = await postMultipart(app, '/api/careerstore', fields, { name: `cv-${i}.pdf`, type: 'application/pdf', bytes: pdfBytes(2000 + i) })
			return { key, status: response.statusCode, ok: response.statusCode === 200 && response.json().success === 1 }
		}
		proxy.set({ kind: 'cut' })
		const during = []
		for (let i = 0; i < 4; i++) during.push(await apply(i))
		expect(during.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
		expect(await app.leadSpool.length()).toBe(4)
		expect(await bucket.list('uploads/cv/')).toEqual([])

		proxy.set({ kind: 'pass' })
		await app.leadWorkflow.replayNow()
		expect(await app.leadSpool.length()).toBe(0)
		expect(await storedKeys(database.db, `bucket-${engine}`)).toEqual(during.map((answer) => answer.key).sort())
		const rows = await database.db.selectFrom('job_applications').select(['cv_file', 'cv_bytes']).where('email', 'like', 'applicant-%@example.com').execute()
		expect(rows).toHaveLength(4)
		for (const row of rows) expect((await bucket.stat(`uploads/cv/${row.cv_file}`))?.bytes).toBe(row.cv_bytes)
	})
})
