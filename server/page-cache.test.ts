import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { PageBuild } from './react-router.ts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { chooseEncoding } from './page-cache-entry.ts'
import { startContentSync } from './content-sync.ts'
import { BUILD_ENTRY } from './paths.ts'
import { changeContent } from '#database/content-version.ts'
import { type ContentEvents, createContentEvents } from '#app/server/content-events.server.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
const REDIS_URL = process.env.TEST_REDIS_URL || undefined
if (!REDIS_URL) console.warn('\n⚠ The page cache test across two servers through Redis is skipped: set TEST_REDIS_URL to run it.\n')

describe('choosing an encoding', () => {
	it('prefers Brotli, then gzip, and honours q=0 and the wildcard', () => {
		expect(chooseEncoding('gzip, deflate, br')).toBe('br')
		expect(chooseEncoding('gzip, br;q=0')).toBe('gzip')
		expect(chooseEncoding('deflate')).toBe('identity')
		expect(chooseEncoding(undefined)).toBe('identity')
		expect(chooseEncoding('*')).toBe('br')
		expect(chooseEncoding('*;q=0, gzip')).toBe('gzip')
		expect(chooseEncoding('identity')).toBe('identity')
	})
})

describe.each(ENGINES)('the page cache on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	let content: ContentEvents
	/** Called by a hook that runs after a page rendered and before the cache keeps it. */
	let duringRender: ((url: string) => void) | undefined
	const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } })

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		content = createContentEvents()
		const serverBuild = await build()
		app = await createTestApp(database.db, {
			pages: { build: async () => serverBuild },
			content,
			contentPollMs: 100,
			env: { PAGE_CACHE_MB: '32' },
			before: async (instance) => {
				instance.addHook('onSend', async (request, _reply, payload) => {
					duringRender?.(request.url)
					return payload
				})
			},
		})
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})
	afterEach(() => {
		duringRender = undefined
	})

	it('renders a page once, then serves it compressed from memory with a strong ETag, and 304 to a browser that has it', async () => {
		const first = await get('/faq')
		expect(first.statusCode).toBe(200)
		expect(first.headers['x-cache']).toBe('MISS')
		const second = await get('/faq')
		expect(second.headers['x-cache']).toBe('HIT')
		// The page is the same for every visitor (no nonce, decision 045): Brotli, made once.
		expect(second.headers['content-encoding']).toBe('br')
		expect(second.headers.vary).toContain('accept-encoding')
		expect(second.headers['content-type']).toBe('text/html; charset=utf-8')
		expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600')
		const html = brotliDecompressSync(second.rawPayload).toString()
		expect(html).toContain('<h1')
		expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
		expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])

		const plain = await get('/faq', { 'accept-encoding': 'identity' })
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body).toBe(html)
		expect(new Set([second.headers.etag, plain.headers.etag]).size).toBe(2)
		expect(String(plain.headers.etag)).toMatch(/^"[\w-]+"$/)

		const again = await get('/faq', { 'if-none-match': String(second.headers.etag) })
		expect(again.statusCode).toBe(304)
		expect(again.rawPayload.length).toBe(0)
		const head = await app.inject({ method: 'HEAD', url: '/faq', headers: { 'accept-encoding': 'br' } })
		expect(head.statusCode).toBe(200)
		expect(head.headers['x-cache']).toBe('HIT')
		expect(head.rawPayload.length).toBe(0)
		expect(Number(head.headers['content-length'])).toBe(second.rawPayload.length)
	})

	it('serves API reads as Brotli, gzip or plain, each with its strong ETag', async () => {
		await get('/api/headerData')
		const br = await get('/api/headerData')
		expect(br.headers['x-cache']).toBe('HIT')
		expect(br.headers['content-encoding']).toBe('br')
		const json = brotliDecompressSync(br.rawPayload).toString()
		const gzipped = await get('/api/headerData', { 'accept-encoding': 'gzip' })
		expect(gunzipSync(gzipped.rawPayload).toString()).toBe(json)
		const plain = await get('/api/headerData', { 'accept-encoding': 'identity' })
		expect(plain.body).toBe(json)
		expect(new Set([br.headers.etag, gzipped.headers.etag, plain.headers.etag]).size).toBe(3)
		expect(String(plain.headers.etag)).toMatch(/^"[\w-]+"$/)
		expect((await get('/api/headerData', { 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304)
	})

	it('keeps API reads too, but never a captcha', async () => {
		expect((await get('/api/faq')).headers['x-cache']).toBe('MISS')
		const hit = await get('/api/faq', { 'accept-encoding': 'identity' })
		expect(hit.headers['x-cache']).toBe('HIT')
		expect(hit.headers['content-type']).toBe('application/json; charset=utf-8')
		expect(Array.isArray(JSON.parse(hit.body))).toBe(true)
		const [a, b] = [await get('/api/captcha'), await get('/api/captcha')]
		expect(a.headers['x-cache']).toBeUndefined()
		expect(a.headers['cache-control']).toBe('no-store')
		expect(a.body).not.toBe(b.body)
	})

	it('shows an edit on the next request, everywhere it appears, and serves nothing cached from before it', async () => {
		const faq = await database.db.selectFrom('faqs').select(['id', 'question']).orderBy('id').executeTakeFirstOrThrow()
		for (const url of ['/faq', '/api/faq']) await get(url)
		expect((await get('/faq')).headers['x-cache']).toBe('HIT')

		await changeContent(database.db, 'faqs', (trx) => trx.updateTable('faqs').set({ question: 'Do you answer within one working day?' }).where('id', '=', faq.id).execute())
		for (const url of ['/faq', '/api/faq']) {
			const response = await get(url, { 'accept-encoding': 'identity' })
			expect(response.headers['x-cache'], url).toBe('MISS')
			expect(response.body, url).toContain('Do you answer within one working day?')
			expect(response.body, url).not.toContain(faq.question)
		}
	})

	it('does not keep a page that content changed under while it rendered', async () => {
		duringRender = (url) => {
			if (url === '/career') content.announce('job_openings')
		}
		expect((await get('/career')).headers['x-cache']).toBe('MISS')
		duringRender = undefined
		expect((await get('/career')).headers['x-cache']).toBe('MISS')
		expect((await get('/career')).headers['x-cache']).toBe('HIT')
	})

	it('drops what it kept when another process records a change in the database', async () => {
		await get('/testimonial')
		expect((await get('/testimonial')).headers['x-cache']).toBe('HIT')
		// Another process: a handle of its own on the same database.
		await changeContent(database.db.withoutPlugins(), 'testimonials', async () => undefined)
		await expect.poll(async () => (await get('/testimonial')).headers['x-cache'], { timeout: 3000 }).toBe('MISS')
	})

	it('never keeps POST replies, the back office or a 404, and tells shared caches so', async () => {
		const login = await get('/admin/login')
		expect(login.headers['x-cache']).toBeUndefined()
		expect(login.headers['cache-control']).toBe('private, no-store')
		// The overview's data, which a client navigation asks for at /admin.data (not under /admin/): never kept either.
		for (let i = 0; i < 2; i++) {
			const overview = await get('/admin.data')
			expect(overview.headers['x-cache']).toBeUndefined()
			expect(overview.headers['cache-control']).toBe('private, no-store')
		}
		const post = await app.inject({ method: 'POST', url: '/api/ContactUs/store', payload: {} })
		expect(post.statusCode).toBe(422)
		expect(post.headers['cache-control']).toBe('private, no-store')
		await get('/no-such-page')
		expect((await get('/no-such-page')).headers['x-cache']).toBe('MISS')
	})

	describe('over HTTP, where hits are answered before the framework', () => {
		let origin: URL
		/** The URLs the framework itself answered (its onSend hooks ran). */
		let seen: string[]
		type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }
		const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
			new Promise<Answer>((resolve, reject) => {
				const outgoing = http.request(new URL(url, origin), { method, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
					const chunks: Buffer[] = []
					response.on('data', (chunk: Buffer) => chunks.push(chunk))
					response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }))
				})
				outgoing.on('error', reject)
				outgoing.end()
			})
		const decoded = ({ headers, body }: Answer) => {
			const text = headers['content-encoding'] === 'br' ? brotliDecompressSync(body) : headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
			return text.toString()
		}
		/** The headers as a browser would compare them: per-response values (the date, hit or miss) left out. */
		const comparable = ({ headers }: Answer) =>
			Object.fromEntries(
				Object.entries(headers)
					.filter(([name]) => name !== 'date' && name !== 'x-cache')
					.map(([name, value]) => [name, String(value)]),
			)

		beforeAll(async () => {
			await app.listen({ port: 0, host: '127.0.0.1' })
			origin = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`)
		})
		/**
		 * A change empties the cache at once; the database's change counter, read every 100 ms here,
		 * may empty it once more while the change is being recorded. Wait that out.
		 */
		const change = async () => {
			content.announce('faqs')
			await new Promise((resolve) => setTimeout(resolve, 300))
			seen = []
		}
		beforeEach(async () => {
			duringRender = (url) => seen.push(url)
			await change()
		})

		it('gives a hit the very headers and body the framework gave the first response, for a page and an API read, in every encoding', async () => {
			for (const url of ['/faq', '/api/faq']) {
				for (const encoding of ['br, gzip', 'gzip', 'identity']) {
					await change()
					const first = await request(url, { 'accept-encoding': encoding })
					expect(first.headers['x-cache'], url).toBe('MISS')
					const hits = [await request(url, { 'accept-encoding': encoding }), await request(url, { 'accept-encoding': encoding })]
					expect(seen, `${url} ${encoding}`).toEqual([url])
					for (const hit of hits) {
						expect(hit.status).toBe(200)
						expect(hit.headers['x-cache']).toBe('HIT')
						expect(comparable(hit), `${url} ${encoding}`).toEqual(comparable(first))
						expect(decoded(hit)).toBe(decoded(first))
						expect(hit.body.equals(first.body)).toBe(true)
						expect(Number(hit.headers['content-length'])).toBe(hit.body.length)
					}
				}
			}
			// A page's policy is the same in every response, and names no nonce: a shared cache may keep both.
			const pages = [await request('/faq'), await request('/faq')]
			expect(pages[1]!.headers['content-security-policy']).toBe(pages[0]!.headers['content-security-policy'])
			expect(String(pages[0]!.headers['content-security-policy'])).toMatch(/^default-src 'none'; script-src 'sha256-/)
			expect(String(pages[0]!.headers['content-security-policy'])).not.toMatch(/nonce/)
		})

		it('answers 304 and HEAD before the framework as the framework does', async () => {
			const page = await request('/faq')
			const head = await request('/faq', {}, 'HEAD')
			expect(head.headers['x-cache']).toBe('HIT')
			expect(head.body.length).toBe(0)
			expect(head.headers['content-length']).toBe(String((await request('/faq')).body.length))
			const notModified = await request('/faq', { 'if-none-match': String(page.headers.etag) })
			expect(notModified.status).toBe(304)
			expect(notModified.body.length).toBe(0)
			// A page's policy is its entry's, the same for every response: its 304 carries it, as from the framework.
			expect(notModified.headers['content-security-policy']).toBe(page.headers['content-security-policy'])
			expect(notModified.headers['content-encoding']).toBeUndefined()
			expect(notModified.headers.etag).toBe(page.headers.etag)
			expect(seen).toEqual(['/faq'])
			// An API read's 304 too goes without a policy, as from the framework.
			const api = await request('/api/faq')
			await request('/api/faq')
			const apiNotModified = await request('/api/faq', { 'if-none-match': String(api.headers.etag) })
			expect(apiNotModified.status).toBe(304)
			expect(apiNotModified.headers['content-security-policy']).toBeUndefined()
			expect(seen).toEqual(['/faq', '/api/faq'])
		})

		it('answers a URL with tracking parameters before the framework, from the clean URL\'s entry', async () => {
			const clean = await request('/faq')
			expect(clean.headers['x-cache']).toBe('MISS')
			const { entries } = app.pageCache.stats()
			for (const query of ['utm_source=news&utm_campaign=spring&gclid=abc', 'fbclid=1', 'gclid=x&msclkid=y&made_up=z', '']) {
				const tracked = await request(`/faq?${query}`)
				expect(tracked.status, query).toBe(200)
				expect(tracked.headers['x-cache'], query).toBe('HIT')
				expect(tracked.body.equals(clean.body), query).toBe(true)
			}
			expect(seen).toEqual(['/faq'])
			expect(app.pageCache.stats().entries).toBe(entries)
		})

		it('leaves to the framework a request its hooks refuse or one with a body, and renders again after a change', async () => {
			await request('/api/faq')
			await request('/api/faq')
			expect(seen).toEqual(['/api/faq'])
			expect((await request('/api/faq', { host: 'bad host!' })).status).toBe(400)
			const withBody = await request('/api/faq', { 'content-length': '0' })
			expect(withBody.headers['x-cache']).toBe('HIT')
			expect(seen).toEqual(['/api/faq', '/api/faq', '/api/faq'])
			await change()
			expect((await request('/api/faq')).headers['x-cache']).toBe('MISS')
			expect((await request('/api/faq')).headers['x-cache']).toBe('HIT')
			expect(seen).toEqual(['/api/faq'])
		})

		it('counts the hits it answers in the request metrics', async () => {
			const count = async () => {
				const metrics = (await request('/metrics', { 'accept-encoding': 'identity' })).body.toString()
				return Number(/http_request_duration_seconds_count\{method="GET",route="page \/faq",status="2xx"\} (\d+)/.exec(metrics)?.[1] ?? 0)
			}
			const before = await count()
			for (let i = 0; i < 5; i++) await request('/faq')
			expect(await count()).toBe(before + 5)
			expect(seen.filter((url) => url === '/faq')).toHaveLength(1)
		})
	})
})

/** The safety net: a change the content version never heard of (SQL by hand) shows once the entry is older than its maximum age. */
describe('the maximum age of a cache entry', () => {
	let database: TestDatabase
	let app: FastifyInstance
	const MAX_AGE_MS = 60_000
	/** The cache's clock, moved forward by the test rather than waited for. */
	let later = 0

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const serverBuild = await build()
		app = await createTestApp(database.db, {
			pages: { build: async () => serverBuild },
			contentPollMs: 60_000,
			pageCacheClock: () => Date.now() + later,
			env: { PAGE_CACHE_MB: '32', PAGE_CACHE_MAX_AGE_SECONDS: String(MAX_AGE_MS / 1000) },
		})
		// Any free port: a fixed one may be taken by another server on the machine.
		await app.listen({ port: 0, host: '127.0.0.1' })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('renders anew an entry older than it, through the framework and before it, and keeps the new one', async () => {
		const faq = await database.db.selectFrom('faqs').select(['id', 'question']).orderBy('id').executeTakeFirstOrThrow()
		const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
		const fetchPage = async () => {
			const response = await fetch(`${origin}/faq`, { headers: { 'accept-encoding': 'identity' } })
			return { cache: response.headers.get('x-cache'), body: await response.text() }
		}
		expect((await fetchPage()).cache).toBe('MISS')
		// Once out whole, the entry is answered before the framework (no x-cache header is needed to tell: the body is the old one).
		const unannounced = 'Is this question changed behind the cache?'
		await database.db.updateTable('faqs').set({ question: unannounced }).where('id', '=', faq.id).execute()
		const young = await fetchPage()
		expect(young.body).toContain(faq.question)
		expect(young.body).not.toContain(unannounced)
		expect((await app.inject({ url: '/faq' })).headers['x-cache']).toBe('HIT')

		later += MAX_AGE_MS - 5000
		expect((await fetchPage()).body).not.toContain(unannounced)
		later += 5001
		const old = await fetchPage()
		expect(old.cache).toBe('MISS')
		expect(old.body).toContain(unannounced)
		expect((await app.inject({ url: '/faq' })).headers['x-cache']).toBe('HIT')
		later += MAX_AGE_MS + 1
		// The same past the age on the framework's path.
		const again = await app.inject({ url: '/faq' })
		expect(again.headers['x-cache']).toBe('MISS')
		expect(again.body).toContain(unannounced)
		expect(app.pageCache.stats().expired).toBe(2)
	})
})

describe('content changes across processes and over time', () => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
	})
	afterAll(async () => database?.destroy())
	const log = { warn: () => undefined, error: () => undefined, debug: () => undefined } as never

	it('hears a write made through its own handle at once, and one made elsewhere from the database, each once', async () => {
		const here = createContentEvents()
		const heard: { what: string; elsewhere: boolean }[] = []
		here.subscribe(({ what, elsewhere }) => heard.push({ what, elsewhere }))
		const stop = await startContentSync({ db: database.db, content: here, log, pollMs: 50 })
		try {
			const before = Number((await database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version)
			await changeContent(database.db, 'services', async () => undefined)
			expect(heard).toEqual([{ what: 'services', elsewhere: false }])
			expect(Number((await database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version)).toBe(before + 1)
			await new Promise((resolve) => setTimeout(resolve, 200))
			expect(heard).toEqual([{ what: 'services', elsewhere: false }])

			// Another process (npm run comments): a handle of its own on the same database.
			await changeContent(database.db.withoutPlugins(), 'blog_comments', async () => undefined)
			await expect.poll(() => heard.length).toBe(2)
			expect(heard[1]).toMatchObject({ elsewhere: true })
			await new Promise((resolve) => setTimeout(resolve, 200))
			expect(Number((await database.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version)).toBe(before + 2)
		} finally {
			await stop()
		}
	})

	it('takes a read of the counter that was on its way when a write was heard for the older version, not for a change', async () => {
		// A handle whose reads of the counter can be held back once the database has answered them, as a
		// slow connection would: the poll's read leaves before the write and arrives after it.
		let holding = false
		let release: (() => void) | undefined
		const held = <T extends object>(builder: T): T =>
			new Proxy(builder, {
				get(target, key) {
					const value = Reflect.get(target, key, target)
					if (typeof value !== 'function') return value
					if (key === 'executeTakeFirst')
						return async () => {
							const row = await value.call(target)
							if (holding) await new Promise<void>((resolve) => (release = resolve))
							return row
						}
					return (...args: unknown[]) => held(value.apply(target, args))
				},
			})
		const db = database.db
		const slow = new Proxy(db, {
			get(target, key) {
				const value = Reflect.get(target, key, target)
				if (key === 'selectFrom') return (table: never) => (table === 'content_version' ? held(target.selectFrom(table)) : target.selectFrom(table))
				return typeof value === 'function' ? value.bind(target) : value
			},
		})
		const here = createContentEvents()
		const heard: string[] = []
		here.subscribe(({ what }) => heard.push(what))
		const stop = await startContentSync({ db: slow, content: here, log, pollMs: 20 })
		try {
			holding = true
			await expect.poll(() => release !== undefined).toBe(true)
			holding = false
			await changeContent(slow, 'faqs', async () => undefined)
			expect(heard).toEqual(['faqs'])
			release!()
			await new Promise((resolve) => setTimeout(resolve, 200))
			expect(heard).toEqual(['faqs'])
		} finally {
			await stop()
		}
	})

	it('announces a post scheduled for later when its time comes', async () => {
		const post = await database.db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()
		await database.db.updateTable('blog_posts').set({ created_at: new Date(Date.now() + 400).toISOString(), status: 'published' }).where('id', '=', post.id).execute()
		const events = createContentEvents()
		const heard: string[] = []
		events.subscribe(({ what }) => heard.push(what))
		const stop = await startContentSync({ db: database.db, content: events, log, pollMs: 60_000 })
		try {
			await expect.poll(() => heard, { timeout: 3000 }).toContain('schedule')
		} finally {
			await stop()
		}
	})

	it.runIf(REDIS_URL)('passes a change to another server through Redis at once', async () => {
		const [a, b] = [createContentEvents(), createContentEvents()]
		const heard: string[] = []
		b.subscribe(({ what, elsewhere }) => elsewhere && heard.push(what))
		// The database is read only once a minute here: what arrives in time came through Redis.
		// Each server has a handle of its own on the database.
		const handles = [database.db, database.db.withoutPlugins()]
		const stops = await Promise.all([a, b].map((content, i) => startContentSync({ db: handles[i]!, content, log, redisUrl: REDIS_URL, pollMs: 60_000 })))
		try {
			await new Promise((resolve) => setTimeout(resolve, 200))
			await changeContent(database.db, 'events', async () => undefined)
			await expect.poll(() => heard, { timeout: 1000 }).toEqual(['events'])
		} finally {
			await Promise.all(stops.map((stop) => stop()))
		}
	})
})
