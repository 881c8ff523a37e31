import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { type ContentEvents, createContentEvents } from '#app/server/content-events.server.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTHER } from '#app/features/insights/beacon.schema.ts'
import { createPageViewCounter, purgePageViews } from '#app/features/insights/page-views.server.ts'
import { purgeVitals, readVitals } from '#app/features/insights/vitals.server.ts'
import type { PageBuild } from '#server/react-router.ts'
import { BUILD_ENTRY } from '#server/paths.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

/**
 * The page-view beacon (decision 043): counted per key without anything that
 * identifies a visitor, written in batches that add up across servers, bots
 * and garbage left out, bounded in memory and in the database; only the site's
 * pages, host names and plain campaign names counted, each address and source
 * within a budget (decision 065).
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
	// What the second server hears of content changes (content-sync would announce them).
	let otherContent: ContentEvents
	const rows = () => database.db.selectFrom('page_views').selectAll().orderBy('path').orderBy('referrer').execute()
	/** Rows in an order that does not depend on the engine's collation. */
	const sorted = <T>(items: T[]) => items.map((item) => JSON.stringify(item)).sort()
	beforeAll(async () => {
		database = await createTestDatabase(engine)
		otherContent = createContentEvents()
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		// Two servers on one database, with the pages' route table; batches written only when a test asks.
		app = await createTestApp(database.db, { pages: { build: async () => build }, pageViewFlushMs: 3_600_000, env: { ANALYTICS_RATE_LIMIT: '50' } })
		other = await createTestApp(database.db, { pages: { build: async () => build }, content: otherContent, pageViewFlushMs: 3_600_000 })
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
		expect((await beacon(app, { p: '/faq' }, { 'content-type': 'application/octet-stream' }, '198.51.100.8')).statusCode).toBe(204)
		expect((await app.inject({ method: 'GET', url: '/api/beacon' })).statusCode).toBe(404)
		await app.pageViews!.flush()
		expect((await rows()).map((row) => row.path)).toEqual(['/faq'])
	})

	it('leaves out bots, tools, headless browsers and other sites\' pages, saying nothing to them', async () => {
		await database.db.deleteFrom('page_views').execute()
		for (const agent of ['Googlebot/2.1 (+http://www.google.com/bot.html)', 'curl/8.5.0', 'Mozilla/5.0 HeadlessChrome/131.0', '']) {
			expect((await beacon(app, { p: '/faq' }, { 'user-agent': agent }, '198.51.100.9')).statusCode).toBe(204)
		}
		expect((await beacon(app, { p: '/faq' }, { 'sec-fetch-site': 'cross-site' }, '198.51.100.9')).statusCode).toBe(204)
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

	it('counts only the site\'s pages, under their canonical paths: a made-up path or slug, the back office and files are not counted', async () => {
		await database.db.deleteFrom('page_views').execute()
		const service = await database.db.selectFrom('services').select('slug').orderBy('id').executeTakeFirstOrThrow()
		const post = await database.db.selectFrom('blog_posts').select('slug').orderBy('id').executeTakeFirstOrThrow()
		const event = await database.db.selectFrom('events').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
		const counted = ['/', '/FAQ/', '/faq?utm_source=x', `/services/${service.slug}`, `/service/${service.slug}`, `/blogdetail/${post.slug}`, `/eventdetails/${event.slug}`]
		const ignored = ['/no-such-page', '/=HYPERLINK("http://x")', `/blogdetail/${post.slug}-not`, '/blogdetail/%E0%A4%A', '/service/casino', '/admin/insights', '/sitemap.xml', '/blog/rss.xml', '/preview/services/1', '/api/beacon']
		for (const p of [...counted, ...ignored]) expect((await beacon(app, { p }, {}, '198.51.100.12')).statusCode, p).toBe(204)
		await app.pageViews!.flush()
		expect(Object.fromEntries((await rows()).map((row) => [row.path, row.views]))).toEqual({
			'/': 1,
			'/faq': 2,
			[`/service/${service.slug}`]: 2,
			[`/blogdetail/${post.slug}`]: 1,
			[`/eventdetails/${event.id}`]: 1,
		})
	})

	it('counts a slug published after the list of pages was read, once the change is heard', async () => {
		await database.db.deleteFrom('page_views').execute()
		const { slug } = await database.db.selectFrom('services').select('slug').orderBy('id').executeTakeFirstOrThrow()
		const fresh = `${slug}-renewed`
		expect((await beacon(other, { p: `/service/${fresh}` }, {}, '198.51.100.13')).statusCode).toBe(204)
		await database.db.updateTable('services').set({ slug: fresh }).where('slug', '=', slug).execute()
		try {
			otherContent.announce('services')
			expect((await beacon(other, { p: `/service/${fresh}` }, {}, '198.51.100.13')).statusCode).toBe(204)
			await other.pageViews!.flush()
			expect((await rows()).map((row) => [row.path, row.views])).toEqual([[`/service/${fresh}`, 1]])
		} finally {
			await database.db.updateTable('services').set({ slug }).where('slug', '=', fresh).execute()
			otherContent.announce('services')
		}
	})

	it('keeps only host names and plain campaign names: a formula or a link is counted as (other), a referrer that is no domain refused', async () => {
		await database.db.deleteFrom('page_views').execute()
		const formula = '=HYPERLINK("http://x")'
		expect((await beacon(app, { p: '/faq', r: formula }, {}, '198.51.100.14')).statusCode).toBe(400)
		for (const body of [
			{ p: '/faq', s: formula, l: 1 },
			{ p: '/faq', c: formula, l: 1 },
			{ p: '/faq', s: 'newsletter', m: 'email', c: '@SUM(1+1)*cmd|x', l: 1 },
			{ p: '/faq', r: '192.168.1.1', l: 1 },
			{ p: '/faq', r: 'WWW.Example.COM', s: ' Spring-Sale 2026 ', l: 1 },
		]) {
			expect((await beacon(app, body, {}, '198.51.100.14')).statusCode, JSON.stringify(body)).toBe(204)
		}
		await app.pageViews!.flush()
		expect(sorted((await rows()).map(({ referrer, source, medium, campaign, views }) => [referrer, source, medium, campaign, views]))).toEqual(
			sorted([
				['', OTHER, '', '', 1],
				['', '', '', OTHER, 1],
				['', 'newsletter', 'email', OTHER, 1],
				['example.com', 'Spring-Sale 2026', '', '', 1],
				[OTHER, '', '', '', 1],
			]),
		)
	})

	it('lets 100 addresses with made-up paths, referrers and campaigns neither push a page out of the counts nor count a page the site lacks', async () => {
		await database.db.deleteFrom('page_views').execute()
		const pages = ['/', '/faq', '/services', '/blog', '/career']
		let sent = 0
		for (let address = 0; address < 100; address++) {
			const beacons = Array.from({ length: 6 }, (_, i) => {
				const n = address * 100 + i
				// Made-up paths, and real ones with a referrer and a campaign made up for each beacon.
				return i % 3 === 0 ? { p: `/random-${n}`, r: `casino-${n}.example`, l: 1 as const } : { p: pages[n % pages.length]!, r: `casino-${n}.example`, s: `spam${n}`, c: `c${n}`, d: 'desktop' as const, l: 1 as const }
			})
			const answers = await Promise.all(beacons.map((body) => beacon(other, body, {}, `203.0.113.${address}`)))
			sent += answers.filter((answer) => answer.statusCode === 204).length
		}
		expect(sent).toBe(600)
		await other.pageViews!.flush()
		const written = await rows()
		expect(written.some((row) => row.path.startsWith('/random'))).toBe(false)
		expect(written.reduce((sum, row) => sum + row.views, 0)).toBe(400)
	})

	it('keeps the day\'s keys for what real visitors send: 100 senders of 120 made-up referrers and campaigns each add at most their budget', async () => {
		await database.db.deleteFrom('page_views').execute()
		// The defaults: 10,000 keys naming a referrer or campaign a day, 50 per sender, 1,000 per source.
		const counter = createPageViewCounter(database.db, { flushMs: 3_600_000 })
		const pages = ['/', '/faq', '/services', '/blog', '/career']
		const view = (path: string, referrer: string, source = '', campaign = '', device = 'desktop') => ({ path, referrer, source, medium: '', campaign, device, landing: true })
		for (let sender = 0; sender < 100; sender++) {
			for (let i = 0; i < 120; i++) {
				const n = sender * 1000 + i
				counter.count(view(pages[n % pages.length]!, `casino-${n}.example`, `spam${n}`, `c${n}`), `sender-${sender}`)
			}
		}
		// Then a visitor reads the real pages, from a search engine.
		for (const path of pages) counter.count(view(path, 'google.com', '', '', 'mobile'), 'visitor')
		await counter.stop()
		const written = await rows()
		const named = written.filter((row) => row.referrer !== OTHER && row.referrer !== '')
		expect(named).toHaveLength(100 * 50 + pages.length)
		// Every view of a real page is counted under it, and the visitor's referrer is kept.
		const viewsOf = (path: string) => written.filter((row) => row.path === path).reduce((sum, row) => sum + row.views, 0)
		for (const path of pages) expect(viewsOf(path)).toBe(100 * 24 + 1)
		for (const path of pages) expect(written.find((row) => row.path === path && row.referrer === 'google.com')).toMatchObject({ views: 1, device: 'mobile' })
	})

	it('keeps at most so many keys naming a referrer or campaign a day, per sender and per source, in memory and in the database, never a page\'s own', async () => {
		await database.db.deleteFrom('page_views').execute()
		const counter = createPageViewCounter(database.db, { flushMs: 3_600_000, maxKeysPerDay: 8, maxKeysPerSender: 3, maxKeysPerSource: 4 })
		const view = (path: string, referrer = '', source = '') => ({ path, referrer, source, medium: '', campaign: '', device: 'desktop', landing: false })
		// One sender: three keys of its own, then its views are counted under the page alone.
		for (let i = 0; i < 100; i++) counter.count(view('/faq', `site-${i}.example`), 'sender-a')
		// One source: four keys, however many senders.
		for (let i = 0; i < 10; i++) counter.count(view(`/page-${i}`, '', 'mailer'), `sender-${i}`)
		// Its three and the page's own key; the source's four and the six pages' own.
		expect(counter.pending).toBe(3 + 1 + 4 + 6)
		await counter.flush()
		const written = await rows()
		expect(written.filter((row) => row.path === '/faq').reduce((sum, row) => sum + row.views, 0)).toBe(100)
		expect(written.find((row) => row.path === '/faq' && row.referrer === OTHER)?.views).toBe(97)
		expect(written.filter((row) => row.source === 'mailer')).toHaveLength(4)
		// A second server that has not yet seen the day's keys: once the database holds five, its new ones go to (other) too; pages are still counted.
		const second = createPageViewCounter(database.db, { flushMs: 3_600_000, maxKeysPerDay: 5 })
		second.count(view('/late-1', 'late.example'))
		await second.flush()
		second.count(view('/late-2', 'late.example'))
		second.count(view('/late-3'))
		await second.flush()
		const after = await rows()
		expect(after.find((row) => row.path === '/late-2')).toMatchObject({ referrer: OTHER, views: 1 })
		expect(after.find((row) => row.path === '/late-3')).toMatchObject({ referrer: '', views: 1 })
		await counter.stop()
		await second.stop()
	})

	it('writes what it holds at a graceful stop, and purges days past their retention', async () => {
		await database.db.deleteFrom('page_views').execute()
		const server = await createTestApp(database.db, { pages: { build: async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild }, pageViewFlushMs: 3_600_000 })
		expect((await beacon(server, { p: '/career' })).statusCode).toBe(204)
		await server.close()
		expect((await rows()).map((row) => [row.path, row.views])).toEqual([['/career', 1]])

		await database.db
			.insertInto('page_views')
			.values([
				{ day: '2020-01-01', path: '/old', views: 3 },
				{ day: new Date().toISOString().slice(0, 10), path: '/new', views: 1 },
			])
			.execute()
		expect(await purgePageViews(database.db, 400)).toBe(1)
		expect((await rows()).map((row) => row.path)).toEqual(['/career', '/new'])
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
