import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from '#database/db.ts'
import { startServer, type RunningServer } from '#scripts/lib/server-process.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createServerSchema, POSTGRES_URL } from '#tests/setup/database.ts'

/**
 * Two server processes on one database (decisions 043 and 048): each counts the page views and
 * Core Web Vitals it receives in its own memory and adds them to the same rows, in batches
 * every few seconds and at a graceful stop, so the counts add up.
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
			const views = () => db.selectFrom('page_views').select(['path', 'views', 'landings']).where('path', '=', '/services/seo').execute()
			const vitals = () => db.selectFrom('web_vitals').select(['template', 'metric', 'bucket', 'samples']).orderBy('metric').orderBy('bucket').execute()
			const send = async (server: RunningServer, times: number) => {
				for (let i = 0; i < times; i++) {
					expect(await post(server, 'beacon', { p: '/services/seo', d: 'mobile', l: i % 2 === 0 ? 1 : undefined })).toBe(204)
					expect(await post(server, 'vitals', { p: '/services/seo', lcp: 2300, inp: 90, cls: 0.04 })).toBe(204)
				}
			}
			await Promise.all([send(first, 30), send(second, 20)])
			// Each server's next batch (every 5 s) writes what it holds.
			await expect.poll(views, { timeout: 20_000, interval: 500 }).toEqual([{ path: '/services/seo', views: 50, landings: 25 }])
			await expect.poll(vitals, { timeout: 20_000, interval: 500 }).toEqual([
				{ template: '/services/:slug', metric: 'CLS', bucket: 30, samples: 50 },
				{ template: '/services/:slug', metric: 'INP', bucket: 75, samples: 50 },
				{ template: '/services/:slug', metric: 'LCP', bucket: 2200, samples: 50 },
			])
			// What came after the last batch is written when each stops.
			await Promise.all([send(first, 7), send(second, 5)])
			await Promise.all([first.stop(), second.stop()])
			expect(await views()).toEqual([{ path: '/services/seo', views: 62, landings: 32 }])
			expect((await vitals()).map((row) => row.samples)).toEqual([62, 62, 62])
		} finally {
			await db.destroy()
			await drop()
		}
	})
})
