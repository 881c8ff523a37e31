import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { pageCachePlugin } from './page-cache.ts'
import { cacheKey } from './page-cache-key.ts'
import { BUILD_ENTRY, ROOT } from './paths.ts'
import { type PageBuild, queryParamsOf } from './react-router.ts'
import { type ContentEvents, createContentEvents } from '#app/server/content-events.server.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import { createTestApp, TEST_SITE_URL } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

const loadBuild = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
const random = () => randomBytes(9).toString('base64url')
/** What a paid click or a campaign adds to a link, with fresh values each time. */
const tracking = () =>
	[`utm_source=${random()}`, `utm_medium=cpc`, `utm_campaign=${random()}`, `gclid=${random()}`, `fbclid=${random()}`, `msclkid=${random()}`, `${random()}=${random()}`]
		.sort(() => Math.random() - 0.5)
		.slice(0, 3)
		.join('&')

describe('the key a page is kept under', () => {
	const kept = (pathname: string) => (pathname === '/blog' ? ['page', 'q'] : pathname === '/__manifest' ? ('all' as const) : [])

	it('keeps only the parameters the page reads, in one order', () => {
		expect(cacheKey('/', kept)).toBe('/')
		expect(cacheKey('/?utm_source=news&gclid=abc', kept)).toBe('/')
		expect(cacheKey('/?', kept)).toBe('/')
		expect(cacheKey('/blog?utm_source=x&page=2', kept)).toBe('/blog?page=2')
		expect(cacheKey('/blog?q=seo&page=2&fbclid=1', kept)).toBe(cacheKey('/blog?page=2&q=seo', kept))
		// Spelled with escapes, a name is still the name the page reads; repeated, each value stays (the page answers 404).
		expect(cacheKey('/blog?p%61ge=2', kept)).toBe('/blog?p%61ge=2')
		expect(cacheKey('/blog?page=2&page=3&x=1', kept)).toBe('/blog?page=2&page=3')
		expect(cacheKey('/__manifest?paths=%2Fblog&version=abc', kept)).toBe('/__manifest?paths=%2Fblog&version=abc')
	})

	it('reads each route\'s parameters from its module, for pages and their data requests', async () => {
		const queryKept = queryParamsOf(await loadBuild())
		expect(queryKept('/')).toEqual([])
		expect(queryKept('/faq')).toEqual([])
		expect(queryKept('/api/faq')).toEqual([])
		expect(queryKept('/blog')).toEqual(['page', 'q'])
		expect(queryKept('/blogs/category/seo')).toEqual(['page'])
		expect(queryKept('/contact-us')).toEqual(['plan'])
		expect(queryKept('/blog.data')).toEqual(['page', 'q', '_routes'])
		expect(queryKept('/blog/_.data')).toEqual(['page', 'q', '_routes'])
		expect(queryKept('/_.data')).toEqual(['_routes'])
		expect(queryKept('/__manifest')).toBe('all')
	})

	it('is declared by every public route whose module reads the query', async () => {
		const build = await loadBuild()
		for (const route of Object.values(build.routes)) {
			if (!route || route.id.startsWith('routes/admin/')) continue
			const file = ['.tsx', '.ts'].map((extension) => path.join(ROOT, 'app', route.id + extension)).find((candidate) => fs.existsSync(candidate))
			if (!file) continue
			const source = fs.readFileSync(file, 'utf8')
			const read = [...source.matchAll(/searchParams\.get(?:All)?\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1]!)
			if (/requestedPage\(/.test(source)) read.push('page')
			// (The root's middleware passes url.search on to a redirect: it reads no parameter.)
			if (read.length === 0 && !/searchParams/.test(source)) continue
			const declared = (route.module.handle as PageHandle | undefined)?.cacheParams ?? []
			expect(declared.length, `${route.id} reads the query: its handle names the parameters (cacheParams)`).toBeGreaterThan(0)
			for (const name of read) expect(declared, route.id).toContain(name)
		}
	})
})

describe.each(ENGINES)('the page cache with tracking parameters and concurrent misses on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	let content: ContentEvents
	/** The URLs the pages were rendered for, as React Router saw them. */
	let renders: string[]
	const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
	const html = (response: { rawPayload: Buffer; headers: Record<string, unknown> }) =>
		(response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.rawPayload) : response.rawPayload).toString()
	const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)"/.exec(page)?.[1]
	const change = async () => {
		content.announce('faqs')
		// The database's change counter, read every 100 ms here, may empty the cache once more.
		await new Promise((resolve) => setTimeout(resolve, 300))
		renders = []
	}

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		content = createContentEvents()
		const serverBuild = await loadBuild()
		// The build, with its request handler counting the renders.
		const counted: PageBuild = {
			...serverBuild,
			createRequestHandler: (build, mode) => {
				const handler = serverBuild.createRequestHandler(build, mode)
				return (request, context) => {
					const url = new URL(request.url)
					renders.push(url.pathname + url.search)
					return handler(request, context)
				}
			},
		}
		app = await createTestApp(database.db, { pages: { build: async () => counted }, content, contentPollMs: 100, env: { PAGE_CACHE_MB: '32' } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})
	beforeEach(change)

	it('answers / with any tracking parameters from the clean page, rendered once, its canonical clean', async () => {
		// Cold: the first visitor comes from a campaign; the page is rendered for the clean URL and kept for it.
		const first = await get(`/?utm_source=newsletter&gclid=${random()}`)
		expect(first.statusCode).toBe(200)
		expect(renders).toEqual(['/'])
		expect(html(first)).not.toContain('newsletter')
		expect(canonicalOf(html(first))).toBe(TEST_SITE_URL)
		const clean = await get('/')
		expect(clean.headers['x-cache']).toBe('HIT')
		for (let i = 0; i < 20; i++) {
			const tracked = await get(`/?${tracking()}`)
			expect(tracked.headers['x-cache']).toBe('HIT')
			expect(html(tracked)).toBe(html(clean))
		}
		expect(renders).toEqual(['/'])
	})

	it('keeps a page the route reads from the query as its own entry, and tracking parameters on it as that entry', async () => {
		const first = await get('/blog')
		const second = await get('/blog?page=2')
		expect(second.statusCode).toBe(200)
		expect(canonicalOf(html(second))).toBe(`${TEST_SITE_URL}/blog?page=2`)
		expect(canonicalOf(html(first))).toBe(`${TEST_SITE_URL}/blog`)
		const tracked = await get(`/blog?utm_campaign=spring&page=2&gclid=${random()}`)
		expect(tracked.headers['x-cache']).toBe('HIT')
		expect(html(tracked)).toBe(html(second))
		expect(html(tracked)).not.toContain('spring')
		expect(renders).toEqual(['/blog', '/blog?page=2'])
		// A search is its own page too.
		expect((await get('/blog?q=seo&fbclid=1')).headers['x-cache']).toBe('MISS')
		expect((await get('/blog?fbclid=2&q=seo')).headers['x-cache']).toBe('HIT')
	})

	it('sends a redirected visitor on with the parameters the key left out', async () => {
		const redirected = await get('/blog?page=1&utm_source=news&gclid=abc')
		expect(redirected.statusCode).toBe(301)
		expect(redirected.headers.location).toBe('/blog?utm_source=news&gclid=abc')
		// Whatever else the query holds (broken escapes, raw bytes), the redirect is made, never a 500.
		for (const url of ['/blog?page=1&x=%E0%A4%A&%zz', '/blog?page=1&x=\u00e9\u4e2d', '/blog?page=1&&=&x']) {
			expect((await get(url)).statusCode, url).toBe(301)
		}
	})

	it('makes no entry for 10,000 random query strings', async () => {
		await get('/')
		const { entries, bytes } = app.pageCache.stats()
		for (let batch = 0; batch < 100; batch++) {
			const answers = await Promise.all(Array.from({ length: 100 }, () => app.inject({ method: 'HEAD', url: `/?${tracking()}` })))
			for (const answer of answers) expect(answer.headers['x-cache']).toBe('HIT')
		}
		expect(app.pageCache.stats()).toMatchObject({ entries, bytes })
		expect(renders).toEqual(['/'])
	})

	it('renders a page once for 50 concurrent misses, cold and again after a change', async () => {
		for (let round = 0; round < 2; round++) {
			const { coalesced } = app.pageCache.stats()
			const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => get(i % 2 ? '/' : `/?${tracking()}`)))
			expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200))
			expect(new Set(answers.map(html)).size).toBe(1)
			expect(renders).toEqual(['/'])
			expect(app.pageCache.stats().coalesced - coalesced).toBe(49)
			await change()
		}
	})

	it('lets the followers of a render that is not kept render for themselves, without waiting for ever', async () => {
		const answers = await Promise.all(Array.from({ length: 5 }, () => get('/no-such-page')))
		expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(404))
		expect(renders).toEqual(Array(5).fill('/no-such-page'))
	})
})

describe('followers of a render', () => {
	it('wait no longer than the bound for a leader that is slow or fails, then render for themselves', async () => {
		const app = Fastify()
		await app.register(pageCachePlugin, { content: createContentEvents(), followerWaitMs: 100 })
		let calls = 0
		app.get('/slow', async (_request, reply) => {
			calls += 1
			if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 1500))
			return reply.type('text/plain').send('slow page')
		})
		app.get('/failing', async () => {
			calls += 1
			if (calls === 1) throw new Error('render failed')
			return 'failing page'
		})
		const timed = async (url: string) => {
			const started = performance.now()
			const response = await app.inject({ method: 'GET', url })
			return { status: response.statusCode, ms: performance.now() - started }
		}
		const [leader, ...followers] = await Promise.all([timed('/slow'), timed('/slow'), timed('/slow')])
		expect(leader!.ms).toBeGreaterThanOrEqual(1400)
		for (const follower of followers) {
			expect(follower.status).toBe(200)
			expect(follower.ms).toBeLessThan(1000)
		}
		calls = 0
		const answers = await Promise.all([timed('/failing'), timed('/failing'), timed('/failing')])
		expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 500])
		await app.close()
	})
})
