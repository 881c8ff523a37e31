import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import type { PageBuild } from './react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ENTRY } from './paths.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { postForm } from '#tests/setup/forms.ts'
import { startTestS3 } from '#tests/setup/s3.ts'

const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
const TOKEN = 'a-metrics-token-for-tests'

/** One series' value from Prometheus's text format. */
function series(text: string, name: string, labels = ''): number | undefined {
	const line = text.split('\n').find((row) => row.startsWith(`${name}${labels ? `{${labels}}` : ''} `) || (labels === '' && row.startsWith(`${name} `)))
	return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1))
}

describe.each(ENGINES)('operations endpoints on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const serverBuild = await build()
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild }, env: { METRICS_TOKEN: TOKEN, PAGE_CACHE_MB: '16' } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})
	const metrics = async () => {
		const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
		expect(response.statusCode).toBe(200)
		expect(response.headers['content-type']).toContain('text/plain')
		return response.body
	}

	it('says the process is alive, and ready when the database and storage answer', async () => {
		const health = await app.inject({ url: '/healthz' })
		expect(health.statusCode).toBe(200)
		expect(health.json()).toEqual({ status: 'ok' })
		const ready = await app.inject({ url: '/readyz' })
		expect(ready.statusCode).toBe(200)
		expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', databaseWrites: 'ok', diskSpace: 'ok', redis: 'not used', storage: 'ok' } })
		expect(ready.headers['cache-control']).toBe('no-store')
	})

	it('tells anyone else only whether it is ready, naming its components to the machine itself and the metrics token', async () => {
		const away = { remoteAddress: '203.0.113.9' }
		const answers = [
			await app.inject({ url: '/readyz', ...away }),
			await app.inject({ url: '/readyz', ...away, headers: { authorization: 'Bearer wrong-token-wrong-token' } }),
			// Passed on by a proxy on this machine: the visitor is elsewhere.
			await app.inject({ url: '/readyz', headers: { 'x-forwarded-for': '203.0.113.9' } }),
			await app.inject({ url: '/readyz', headers: { forwarded: 'for=203.0.113.9' } }),
		]
		for (const answer of answers) {
			expect(answer.statusCode).toBe(200)
			expect(answer.json()).toEqual({ status: 'ready' })
			expect(answer.body).not.toMatch(/database|redis|storage/)
		}
		const withToken = await app.inject({ url: '/readyz', ...away, headers: { authorization: `Bearer ${TOKEN}` } })
		expect(withToken.json()).toMatchObject({ status: 'ready', checks: { database: 'ok', redis: 'not used', storage: 'ok' } })
	})

	it('keeps /metrics from anyone without the token', async () => {
		expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404)
		expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-wrong-token' } })).statusCode).toBe(404)
	})

	it('counts requests by route, 5xx answers, the page cache, the outbox and submissions by form and result', async () => {
		await app.inject({ url: '/faq' })
		await app.inject({ url: '/faq' })
		await app.inject({ url: '/api/faq' })
		await postForm(app, '/api/ContactUs/store', { name: '' })
		const text = await metrics()
		expect(series(text, 'http_request_duration_seconds_count', 'method="GET",route="page /faq",status="2xx"')).toBe(2)
		expect(series(text, 'http_request_duration_seconds_count', 'method="GET",route="/api/faq",status="2xx"')).toBe(1)
		expect(series(text, 'form_submissions_total', 'form="contactUs",result="invalid"')).toBe(1)
		expect(series(text, 'page_cache_hits')).toBeGreaterThanOrEqual(1)
		expect(series(text, 'page_cache_hit_ratio')).toBeGreaterThan(0)
		expect(series(text, 'outbox_waiting_messages')).toBe(0)
		expect(series(text, 'data_dir_free_bytes')).toBeGreaterThan(0)
		expect(series(text, 'database_last_write_age_seconds')).toBeGreaterThanOrEqual(0)
		expect(series(text, 'database_last_write_age_seconds')).toBeLessThan(5)
		expect(series(text, 'outbox_oldest_waiting_age_seconds')).toBe(0)
		expect(text).toContain('# TYPE http_server_errors_total counter')
		expect(text).toContain('process_cpu_seconds_total')

		await database.db
			.insertInto('outbox')
			.values({ kind: 'test', to_address: 'leads@example.com', reply_to: null, subject: 'Waiting', body: 'x', attachment_path: null, attachment_name: null, next_attempt_at: new Date().toISOString(), last_error: null, created_at: new Date(Date.now() - 90_000).toISOString(), sent_at: null })
			.execute()
		const later = await metrics()
		expect(series(later, 'outbox_waiting_messages')).toBe(1)
		expect(series(later, 'outbox_oldest_waiting_age_seconds')).toBeGreaterThanOrEqual(89)
	})

	it('turns unready while draining for a shutdown, still alive', async () => {
		app.drain()
		const ready = await app.inject({ url: '/readyz' })
		expect(ready.statusCode).toBe(503)
		expect(ready.json()).toEqual({ status: 'draining' })
		const away = await app.inject({ url: '/readyz', remoteAddress: '203.0.113.9' })
		expect(away.statusCode).toBe(503)
		expect(away.json()).toEqual({ status: 'unready' })
		expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
	})
})

describe('readiness without a database', () => {
	it('answers 503 naming the database when it does not answer', async () => {
		const database = await createTestDatabase('sqlite')
		const serverBuild = await build()
		const app = await createTestApp(database.db, { pages: { build: async () => serverBuild } })
		try {
			await database.destroy()
			const ready = await app.inject({ url: '/readyz' })
			expect(ready.statusCode).toBe(503)
			expect(ready.json()).toMatchObject({ status: 'unready', checks: { database: 'failing', storage: 'ok' } })
			const away = await app.inject({ url: '/readyz', remoteAddress: '203.0.113.9' })
			expect(away.statusCode).toBe(503)
			expect(away.json()).toEqual({ status: 'unready' })
		} finally {
			await app.close().catch(() => undefined)
		}
	})
})

describe('readiness that tells the truth', () => {
	it('answers 503 naming the database writes when the database answers reads but refuses writes, and 200 when they work again', async () => {
		const database = await createTestDatabase('sqlite', { seed: false })
		const app = await createTestApp(database.db)
		try {
			expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200)
			await sql`pragma query_only = 1`.execute(database.db)
			// Readiness writes at most once a second: the first check after that sees the refusal.
			await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(503)
			const unready = await app.inject({ url: '/readyz' })
			expect(unready.statusCode).toBe(503)
			expect(unready.json()).toEqual({ status: 'unready', checks: { database: 'ok', databaseWrites: 'failing', diskSpace: 'ok', redis: 'not used', storage: 'ok' } })
			await sql`pragma query_only = 0`.execute(database.db)
			await expect.poll(async () => (await app.inject({ url: '/readyz' })).statusCode).toBe(200)
		} finally {
			await app.close()
			await database.destroy()
		}
	})

	it('answers 503 naming the disk when DATA_DIR has less room than READY_MIN_FREE_MB', async () => {
		const database = await createTestDatabase('sqlite', { seed: false })
		const app = await createTestApp(database.db, { env: { READY_MIN_FREE_MB: '1000000' } })
		try {
			const unready = await app.inject({ url: '/readyz' })
			expect(unready.statusCode).toBe(503)
			expect(unready.json()).toMatchObject({ status: 'unready', checks: { database: 'ok', databaseWrites: 'ok', diskSpace: 'failing' } })
		} finally {
			await app.close()
			await database.destroy()
		}
	})
})

describe('readiness with the files in a bucket', () => {
	it('checks the configured bucket, and answers 503 naming the storage when it does not answer', async () => {
		const database = await createTestDatabase('sqlite', { seed: false })
		const s3 = await startTestS3()
		const app = await createTestApp(database.db, { env: s3.env })
		try {
			const ready = await app.inject({ url: '/readyz' })
			expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', databaseWrites: 'ok', diskSpace: 'ok', redis: 'not used', storage: 'ok' } })
			await s3.close()
			const unready = await app.inject({ url: '/readyz' })
			expect(unready.statusCode).toBe(503)
			expect(unready.json()).toMatchObject({ status: 'unready', checks: { database: 'ok', storage: 'failing' } })
		} finally {
			await app.close()
			await database.destroy()
			await s3.close().catch(() => undefined)
		}
	})
})
