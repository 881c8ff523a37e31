import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPageViewCounter, OTHER, purgePageViews } from '#app/features/insights/page-views.server.ts'
import { purgeVitals, readVitals } from '#app/features/insights/vitals.server.ts'
import type { PageBuild } from '#server/react-router.ts'
import { BUILD_ENTRY } from '#server/paths.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

/**
 * The page-view beacon (decision 043): counted per key without anything that
 * identifies a visitor, written in batches that add up across servers, bots
 * and garbage left out, bounded in memory and in the database.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const beacon = (app: FastifyInstance, body: unknown, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7', url = '/api/beacon') =>
	app.inject({
		method: 'POST',
		url,
		remoteAddress,
		headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, 'sec-fetch-site': 'same-origin', ...headers },
		payload: typeof body === 'string' ? body : JSON.stringify(body),
	})

describe.each(ENGINES)('the page-view beacon on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	let other: FastifyInstance
	const rows = () => database.db.selectFrom('page_views').selectAll().orderBy('path').orderBy('referrer').execute()
	beforeAll(async () => {
		database = await createTestDatabase(engine)
		// Two servers on one database; batches written only when a test asks.
		app = await createTestApp(database.db, { pageViewFlushMs: 3_600_000, env: { ANALYTICS_RATE_LIMIT: '50' } })
		other = await createTestApp(database.db, { pageViewFlushMs: 3_600_000 })
	})
	afterAll(async () => {
		await app?.close()
		await other?.close()
		await database?.destroy()
	})

	it('counts views per day, path, referrer, campaign and device, and two servers\' counts add up', async () => {
		await database.db.deleteFrom('page_views').execute()
		const view = { p: '/services', r: 'google.com', s: 'newsletter', m: 'email', c: 'spring', d: 'mobile', l: 1 }
		for (let i = 0; i < 3; i++) expect((await beacon(app, view)).statusCode).toBe(204)
		for (let i = 0; i < 2; i++) expect((await beacon(other, { ...view, l: undefined })).statusCode).toBe(204)
		expect((await beacon(other, { p: '/blog', d: 'desktop' })).statusCode).toBe(204)
		expect(await rows()).toEqual([])
		await app.pageViews!.flush()
		await other.pageViews!.flush()
		// Flushed again with nothing new: nothing doubles.
		await app.pageViews!.flush()
		const today = new Date().toISOString().slice(0, 10)
		expect(await rows()).toEqual([
			{ day: today, path: '/blog', referrer: '', source: '', medium: '', campaign: '', device: 'desktop', views: 1, landings: 0 },
			{ day: today, path: '/services', referrer: 'google.com', source: 'newsletter', medium: 'email', campaign: 'spring', device: 'mobile', views: 5, landings: 3 },
		])
	})

	it('answers garbage with 400, never counting it, and never 5xx', async () => {
		await database.db.deleteFrom('page_views').execute()
		const garbage: unknown[] = ['', 'not json', '[]', 'null', '{"p":"no-slash"}', { p: '/x'.repeat(200) }, { p: '/x', r: 'evil domain' }, { p: '/x', d: 'fridge' }, { p: '/x', s: 'a\nb' }, { p: '/x', l: 2 }, '{"p":"/x"'.repeat(50)]
		for (const body of garbage) expect((await beacon(app, body, {}, '198.51.100.8')).statusCode, JSON.stringify(body)).toBe(400)
		expect((await beacon(app, 'x'.repeat(5000), {}, '198.51.100.8')).statusCode).toBe(413)
		expect((await beacon(app, { p: '/x' }, { 'content-type': 'application/octet-stream' }, '198.51.100.8')).statusCode).toBe(204)
		expect((await app.inject({ method: 'GET', url: '/api/beacon' })).statusCode).toBe(404)
		await app.pageViews!.flush()
		expect((await rows()).map((row) => row.path)).toEqual(['/x'])
	})

	it('leaves out bots, tools, headless browsers and other sites\' pages, saying nothing to them', async () => {
		await database.db.deleteFrom('page_views').execute()
		for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'Mozilla/5.0 HeadlessChrome/131.0', '']) {
			expect((await beacon(app, { p: '/bot' }, { 'user-agent': agent }, '198.51.100.9')).statusCode).toBe(204)
		}
		expect((await beacon(app, { p: '/bot' }, { 'sec-fetch-site': 'cross-site' }, '198.51.100.9')).statusCode).toBe(204)
		await app.pageViews!.flush()
		expect(await rows()).toEqual([])
	})

	it('limits each address, and says when to come back', async () => {
		const answers = []
		for (let i = 0; i < 52; i++) answers.push((await beacon(app, { p: '/limited' }, {}, '198.51.100.10')).statusCode)
		expect(answers.filter((status) => status === 204)).toHaveLength(50)
		const refused = await beacon(app, { p: '/limited' }, {}, '198.51.100.10')
		expect(refused.statusCode).toBe(429)
		expect(refused.headers['retry-after']).toBe('60')
		// Another address is not held back.
		expect((await beacon(app, { p: '/limited' }, {}, '198.51.100.11')).statusCode).toBe(204)
	})

	it('keeps at most so many keys a day, in memory and in the database, counting the rest as (other)', async () => {
		await database.db.deleteFrom('page_views').execute()
		const counter = createPageViewCounter(database.db, { flushMs: 3_600_000, maxKeysPerDay: 5 })
		const view = (path: string) => ({ path, referrer: '', source: '', medium: '', campaign: '', device: 'desktop', landing: false })
		for (let i = 0; i < 1000; i++) counter.count(view(`/random-${i}`))
		expect(counter.pending).toBe(6)
		await counter.flush()
		const written = await rows()
		expect(written).toHaveLength(6)
		expect(written.find((row) => row.path === OTHER)?.views).toBe(995)
		// A second server that has not yet seen the day's keys: once the database's day is full, its new keys go to (other) too.
		const second = createPageViewCounter(database.db, { flushMs: 3_600_000, maxKeysPerDay: 5 })
		second.count(view('/late-1'))
		await second.flush()
		second.count(view('/late-2'))
		second.count(view('/random-0'))
		await second.flush()
		const after = await rows()
		expect(after.map((row) => row.path)).not.toContain('/late-2')
		expect(after.find((row) => row.path === OTHER)?.views).toBe(997)
		await counter.stop()
		await second.stop()
	})

	it('writes what it holds at a graceful stop, and purges days past their retention', async () => {
		await database.db.deleteFrom('page_views').execute()
		const server = await createTestApp(database.db, { pageViewFlushMs: 3_600_000 })
		expect((await beacon(server, { p: '/stopping' })).statusCode).toBe(204)
		await server.close()
		expect((await rows()).map((row) => [row.path, row.views])).toEqual([['/stopping', 1]])

		await database.db
			.insertInto('page_views')
			.values([
				{ day: '2020-01-01', path: '/old', views: 3 },
				{ day: new Date().toISOString().slice(0, 10), path: '/new', views: 1 },
			])
			.execute()
		expect(await purgePageViews(database.db, 400)).toBe(1)
		expect((await rows()).map((row) => row.path)).toEqual(['/new', '/stopping'])
	})
})

describe.each(ENGINES)('the Core Web Vitals beacon on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	let other: FastifyInstance
	const vitals = (server: FastifyInstance, body: unknown, headers: Record<string, string> = {}, remoteAddress = '198.51.100.20') => beacon(server, body, headers, remoteAddress, '/api/vitals')
	const rows = () => database.db.selectFrom('web_vitals').select(['template', 'metric', 'bucket', 'samples']).orderBy('template').orderBy('metric').orderBy('bucket').execute()
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		// Two servers on one database, with the pages' route table; batches written only when a test asks.
		app = await createTestApp(database.db, { pages: { build: async () => build }, pageViewFlushMs: 3_600_000, env: { ANALYTICS_RATE_LIMIT: '40' } })
		other = await createTestApp(database.db, { pages: { build: async () => build }, pageViewFlushMs: 3_600_000 })
	})
	afterAll(async () => {
		await app?.close()
		await other?.close()
		await database?.destroy()
	})

	it('counts each value in its bucket under the page\'s template, never its path, and two servers\' histograms add up', async () => {
		await database.db.deleteFrom('web_vitals').execute()
		expect((await vitals(app, { p: '/services/seo', lcp: 1830, inp: 120, cls: 0.02 })).statusCode).toBe(204)
		expect((await vitals(app, { p: '/SERVICES/web-design', lcp: 1890 })).statusCode).toBe(204)
		expect((await vitals(other, { p: '/services/local-seo', lcp: 1801, cls: 0 })).statusCode).toBe(204)
		expect((await vitals(other, { p: '/', inp: 640 })).statusCode).toBe(204)
		expect((await vitals(other, { p: '/no-such-page', lcp: 900 })).statusCode).toBe(204)
		expect(await rows()).toEqual([])
		await app.vitals!.flush()
		await other.vitals!.flush()
		await app.vitals!.flush()
		expect(await rows()).toEqual([
			{ template: '/', metric: 'INP', bucket: 600, samples: 1 },
			{ template: '/*', metric: 'LCP', bucket: 800, samples: 1 },
			{ template: '/services/:slug', metric: 'CLS', bucket: 0, samples: 1 },
			{ template: '/services/:slug', metric: 'CLS', bucket: 10, samples: 1 },
			{ template: '/services/:slug', metric: 'INP', bucket: 100, samples: 1 },
			{ template: '/services/:slug', metric: 'LCP', bucket: 1800, samples: 3 },
		])
		const today = new Date().toISOString().slice(0, 10)
		const read = await readVitals(database.db, { from: today, to: today })
		expect(read[0]).toEqual({
			template: '/services/:slug',
			metrics: {
				LCP: { value: 1900, above: false, rating: 'good', samples: 3 },
				INP: { value: 125, above: false, rating: 'good', samples: 1 },
				CLS: { value: 20, above: false, rating: 'good', samples: 2 },
			},
		})
	})

	it('answers garbage with 400, never counting it, and never 5xx', async () => {
		await database.db.deleteFrom('web_vitals').execute()
		const garbage: unknown[] = [
			'',
			'not json',
			'[]',
			'null',
			'{}',
			{ p: '/x' },
			{ p: 'no-slash', lcp: 100 },
			{ p: '/x', lcp: -1 },
			{ p: '/x', lcp: 'fast' },
			{ p: '/x', lcp: null },
			{ p: '/x', lcp: 1e12 },
			{ p: '/x', cls: 1000 },
			{ p: '/x', inp: [100] },
			{ p: '/x', lcp: 100, ttfb: 50 },
			{ p: '/x'.repeat(200), lcp: 100 },
			'{"p":"/x","lcp":1e999}',
		]
		for (const body of garbage) expect((await vitals(app, body, {}, '198.51.100.21')).statusCode, JSON.stringify(body)).toBe(400)
		expect((await vitals(app, 'x'.repeat(5000), {}, '198.51.100.21')).statusCode).toBe(413)
		expect((await app.inject({ method: 'GET', url: '/api/vitals' })).statusCode).toBe(404)
		await app.vitals!.flush()
		expect(await rows()).toEqual([])
	})

	it('leaves out the back office, resource routes, bots and other sites\' pages, saying nothing to them', async () => {
		await database.db.deleteFrom('web_vitals').execute()
		for (const p of ['/admin', '/admin/insights', '/sitemap.xml', '/blog/rss.xml']) expect((await vitals(app, { p, lcp: 500 }, {}, '198.51.100.22')).statusCode).toBe(204)
		for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'Mozilla/5.0 HeadlessChrome/131.0', '']) {
			expect((await vitals(app, { p: '/', lcp: 500 }, { 'user-agent': agent }, '198.51.100.22')).statusCode).toBe(204)
		}
		expect((await vitals(app, { p: '/', lcp: 500 }, { 'sec-fetch-site': 'cross-site' }, '198.51.100.22')).statusCode).toBe(204)
		await app.vitals!.flush()
		expect(await rows()).toEqual([])
	})

	it('shares the page views\' limit per address', async () => {
		const answers = []
		for (let i = 0; i < 20; i++) answers.push((await beacon(app, { p: '/limited' }, {}, '198.51.100.23')).statusCode)
		for (let i = 0; i < 22; i++) answers.push((await vitals(app, { p: '/limited', lcp: 100 }, {}, '198.51.100.23')).statusCode)
		expect(answers.filter((status) => status === 204)).toHaveLength(40)
		const refused = await vitals(app, { p: '/', lcp: 100 }, {}, '198.51.100.23')
		expect(refused.statusCode).toBe(429)
		expect(refused.headers['retry-after']).toBe('60')
	})

	it('writes what it holds at a graceful stop, and purges days past their retention', async () => {
		await database.db.deleteFrom('web_vitals').execute()
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		const server = await createTestApp(database.db, { pages: { build: async () => build }, pageViewFlushMs: 3_600_000 })
		expect((await vitals(server, { p: '/faq', cls: 0.3 })).statusCode).toBe(204)
		await server.close()
		expect(await rows()).toEqual([{ template: '/faq', metric: 'CLS', bucket: 290, samples: 1 }])

		await database.db.insertInto('web_vitals').values({ day: '2020-01-01', template: '/', metric: 'LCP', bucket: 0, samples: 3 }).execute()
		expect(await purgeVitals(database.db, 400)).toBe(1)
		expect((await rows()).map((row) => row.template)).toEqual(['/faq'])
	})
})

describe('ANALYTICS=off', () => {
	it('has no beacon endpoint and no counter', async () => {
		const database = await createTestDatabase('sqlite', { seed: false })
		const app = await createTestApp(database.db, { env: { ANALYTICS: 'off' } })
		try {
			expect((await beacon(app, { p: '/' })).statusCode).toBe(404)
			expect((await beacon(app, { p: '/', lcp: 100 }, {}, undefined, '/api/vitals')).statusCode).toBe(404)
			expect(app.pageViews).toBeUndefined()
			expect(app.vitals).toBeUndefined()
		} finally {
			await app.close()
			await database.destroy()
		}
	})
})
