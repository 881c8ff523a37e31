import { randomBytes } from 'node:crypto'
import http from 'node:http'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#database/db.ts'
import { startServer, type RunningServer } from '#scripts/lib/server-process.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createServerSchema, POSTGRES_URL } from '#tests/setup/database.ts'

/** Redis for the test of separate servers: set TEST_REDIS_URL or it is skipped with a notice. */
const REDIS_URL = process.env.TEST_REDIS_URL || undefined
if (!REDIS_URL) console.warn('⚠ The beacon limit across two servers through Redis is skipped: set TEST_REDIS_URL to run it.')

/**
 * Two server processes on one database (decisions 043 and 048): each counts the page views and
 * Core Web Vitals it receives in its own memory and adds them to the same rows, in batches
 * every few seconds and at a graceful stop, so the counts add up. The beacons' limit per
 * address is one for every process (decision 065): the workers of one server count it in
 * their primary, separate servers in Redis.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const post = (server: RunningServer, endpoint: 'beacon' | 'vitals', body: unknown) =>
	fetch(`${server.url}/api/${endpoint}`, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER }, body: JSON.stringify(body) }).then((response) => response.status)

const engines: [string, () => Promise<{ env: (dataDir: string) => Record<string, string>; open: (dataDir: string) => ReturnType<typeof openDatabase>; drop: () => Promise<void> }>][] = [
	['sqlite', async () => ({ env: () => ({ DATABASE_URL: '' }), open: (dataDir) => openDatabase({ sqliteFile: path.join(dataDir, 'site.db') }), drop: async () => {} })],
]
if (POSTGRES_URL) {
	engines.push([
		'postgres',
		async () => {
			const { url, drop } = await createServerSchema('analytics')
			return { env: () => ({ DATABASE_URL: url }), open: () => openDatabase({ databaseUrl: url }), drop }
		},
	])
} else {
	console.warn('⚠ PostgreSQL two-server analytics test skipped: set TEST_DATABASE_URL to run it.')
}

describe.each(engines)('two servers on one %s database', (_engine, database) => {
	const started: RunningServer[] = []
	afterAll(() => started.forEach((server) => server.child.exitCode === null && server.child.kill('SIGKILL')))

	it('add their page views and Core Web Vitals into the same rows, in batches and at a graceful stop', async () => {
		const { env, open, drop } = await database()
		// One data directory (and so one SQLite file) for both; the second starts once the first has migrated it.
		const dataDir = tempDataDir()
		const settings = { DATA_DIR: dataDir, ANALYTICS_RATE_LIMIT: '1000', ...env(dataDir) }
		const first = await startServer(settings)
		started.push(first)
		const second = await startServer(settings)
		started.push(second)
		const db = await open(dataDir)
		try {
			// Counted under the page's canonical path (decision 065).
			const views = () => db.selectFrom('page_views').select(['path', 'views', 'landings']).where('path', '=', '/service/seo-services').execute()
			const vitals = () => db.selectFrom('web_vitals').select(['template', 'metric', 'bucket', 'samples']).orderBy('metric').orderBy('bucket').execute()
			const send = async (server: RunningServer, times: number) => {
				for (let i = 0; i < times; i++) {
					expect(await post(server, 'beacon', { p: '/services/seo-services', d: 'mobile', l: i % 2 === 0 ? 1 : undefined })).toBe(204)
					expect(await post(server, 'vitals', { p: '/services/seo', lcp: 2300, inp: 90, cls: 0.04 })).toBe(204)
				}
			}
			await Promise.all([send(first, 30), send(second, 20)])
			// Each server's next batch (every 5 s) writes what it holds.
			await expect.poll(views, { timeout: 20_000, interval: 500 }).toEqual([{ path: '/service/seo-services', views: 50, landings: 25 }])
			await expect.poll(vitals, { timeout: 20_000, interval: 500 }).toEqual([
				{ template: '/services/:slug', metric: 'CLS', bucket: 30, samples: 50 },
				{ template: '/services/:slug', metric: 'INP', bucket: 75, samples: 50 },
				{ template: '/services/:slug', metric: 'LCP', bucket: 2200, samples: 50 },
			])
			// What came after the last batch is written when each stops.
			await Promise.all([send(first, 7), send(second, 5)])
			await Promise.all([first.stop(), second.stop()])
			expect(await views()).toEqual([{ path: '/service/seo-services', views: 62, landings: 32 }])
			expect((await vitals()).map((row) => row.samples)).toEqual([62, 62, 62])
		} finally {
			await db.destroy()
			await drop()
		}
	})
})

/** A beacon on a connection of its own, closed after it, so that consecutive ones meet different processes. */
const beaconAlone = (url: string, headers: Record<string, string> = {}) =>
	new Promise<number>((resolve, reject) => {
		const sent = http.request(`${url}/api/beacon`, { method: 'POST', agent: false, headers: { connection: 'close', 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers } }, (response) => {
			response.resume()
			response.on('end', () => resolve(response.statusCode!))
		})
		sent.on('error', reject)
		sent.end(JSON.stringify({ p: '/faq' }))
	})

/** The process ids that logged a request line for the beacon. */
const pidsServing = (server: RunningServer) =>
	new Set(
		server
			.output()
			.split('\n')
			.filter((line) => line.includes('"msg":"request"') && line.includes('"url":"/api/beacon"'))
			.map((line) => (JSON.parse(line) as { pid: number }).pid),
	)

describe('the beacons\' limit per address', () => {
	const LIMIT = 6
	const started: RunningServer[] = []
	afterAll(() => started.forEach((server) => server.child.exitCode === null && server.child.kill('SIGKILL')))

	it('holds across the worker processes of one server', async () => {
		const server = await startServer({ WEB_CONCURRENCY: '2', DATABASE_URL: '', DATA_DIR: tempDataDir(), LOG_LEVEL: 'info', ANALYTICS_RATE_LIMIT: String(LIMIT) })
		started.push(server)
		// startServer returns once one worker answers: wait for the other to be listening too.
		await expect.poll(() => (server.output().match(/Server listening at/g) ?? []).length, { timeout: 60_000, interval: 200 }).toBe(2)
		const answers: number[] = []
		for (let i = 0; i < 2 * LIMIT; i++) answers.push(await beaconAlone(server.url))
		// Both processes answered; each counting alone would have let all twelve through.
		expect(pidsServing(server).size).toBe(2)
		expect(answers.filter((status) => status === 204)).toHaveLength(LIMIT)
		expect(answers.filter((status) => status === 429)).toHaveLength(LIMIT)
		await server.stop()
	})

	it.runIf(REDIS_URL)('holds across separate servers sharing Redis', async () => {
		const dataDir = tempDataDir()
		const settings = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: REDIS_URL!, TRUST_PROXY: '1', ANALYTICS_RATE_LIMIT: String(LIMIT) }
		const first = await startServer(settings)
		started.push(first)
		const second = await startServer(settings)
		started.push(second)
		// An address of this run's own, so that no other run's count in the shared Redis meets it.
		const address = { 'x-forwarded-for': `10.${randomBytes(3).join('.')}` }
		const answers: number[] = []
		for (let i = 0; i < LIMIT; i++) answers.push(await beaconAlone(first.url, address), await beaconAlone(second.url, address))
		expect(answers.filter((status) => status === 204)).toHaveLength(LIMIT)
		expect(answers.filter((status) => status === 429)).toHaveLength(LIMIT)
		await Promise.all([first.stop(), second.stop()])
	})
})
