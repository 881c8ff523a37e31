import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ENTRY } from './paths.ts'
import type { PageBuild } from './react-router.ts'
import { redactUrl, requestLogLevel, requestLogPlugin } from './request-log.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

describe('the URL a log line keeps', () => {
	it('hides the value of every parameter that carries a secret', () => {
		expect(redactUrl('/admin/reset-password?token=abc123DEF')).toBe('/admin/reset-password?token=REDACTED')
		expect(redactUrl('/x?a=1&reset_token=s3cret&b=2')).toBe('/x?a=1&reset_token=REDACTED&b=2')
		expect(redactUrl('/x?Code=123456&API%5FKEY=k&X-Amz-Signature=f00')).toBe('/x?Code=REDACTED&API%5FKEY=REDACTED&X-Amz-Signature=REDACTED')
		expect(redactUrl('/x?password=hunter2')).toBe('/x?password=REDACTED')
		expect(redactUrl('/x?resetToken=t&sessionId=s')).toBe('/x?resetToken=REDACTED&sessionId=REDACTED')
	})

	it("hides the words of every search, in the query or in the blog API's path", () => {
		expect(redactUrl('/admin/leads?q=asha.verma%40example.com&status=new')).toBe('/admin/leads?q=REDACTED&status=new')
		expect(redactUrl('/admin/leads/export.csv?kind=quote&q=Asha+Verma')).toBe('/admin/leads/export.csv?kind=quote&q=REDACTED')
		expect(redactUrl('/admin/search?q=asha@example.com')).toBe('/admin/search?q=REDACTED')
		expect(redactUrl('/blog?Q=seo&page=2')).toBe('/blog?Q=REDACTED&page=2')
		expect(redactUrl('/blog?keyword=seo&category=2&search=x&query=y')).toBe('/blog?keyword=REDACTED&category=2&search=REDACTED&query=REDACTED')
		expect(redactUrl('/api/BlogSearch/asha.verma%40example.com')).toBe('/api/BlogSearch/REDACTED')
		expect(redactUrl('/api/BlogSearch/seo?x=1&q=2')).toBe('/api/BlogSearch/REDACTED?x=1&q=REDACTED')
	})

	it('keeps everything else as it came', () => {
		for (const url of ['/', '/blog?page=2', '/admin/leads?status=new&kind=quote', '/admin/login?redirectTo=%2Fadmin%2Fleads', '/x?token', '/x?q', '/x?%E0%A4%A=1', '/blog?category=2', '/x?barcode=1', '/x?quality=80', '/api/BlogSearch/']) {
			expect(redactUrl(url)).toBe(url)
		}
	})
})

describe('the level of a request\'s line', () => {
	it('puts answers from the cache at debug, slow requests at warn, 5xx at error and the rest at info', () => {
		const line = (method: string, status: number, ms: number, fromCache: boolean) => requestLogLevel({ method, status, ms, fromCache }, 500)
		expect(line('GET', 200, 1, true)).toBe('debug')
		expect(line('HEAD', 304, 1, true)).toBe('debug')
		expect(line('GET', 200, 1, false)).toBe('info')
		expect(line('POST', 200, 1, false)).toBe('info')
		expect(line('POST', 422, 1, true)).toBe('info')
		expect(line('GET', 200, 700, true)).toBe('warn')
		expect(line('GET', 500, 1, false)).toBe('error')
	})
})

describe('the request log at the default level (info)', () => {
	let database: TestDatabase
	let app: FastifyInstance
	let origin: URL
	const lines: { level: number; msg: string; url?: string; method?: string; status?: number }[] = []
	const requestLines = (url: string) => lines.filter((line) => line.msg === 'request' && line.url === url)
	const hits = async () => Number(/^page_cache_hits (\d+)/m.exec((await app.inject({ method: 'GET', url: '/metrics' })).body)?.[1])

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		app = await createTestApp(database.db, {
			pages: { build: async () => build },
			env: { PAGE_CACHE_MB: '32', LOG_SLOW_MS: '200' },
			logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
			before: async (instance) => {
				instance.get('/api-slow-for-test', async (_request, reply) => {
					await new Promise((resolve) => setTimeout(resolve, 300))
					return reply.header('cache-control', 'no-store').send({ done: true })
				})
			},
		})
		await app.listen({ port: 0, host: '127.0.0.1' })
		origin = new URL(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`)
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('writes no line for a page answered from the cache, and counts it in the metrics', async () => {
		expect((await fetch(new URL('/faq', origin))).headers.get('x-cache')).toBe('MISS')
		expect(requestLines('/faq')).toHaveLength(1)
		const before = await hits()
		// Answered before the framework (over HTTP), then through it (in-process).
		for (let i = 0; i < 5; i++) expect((await fetch(new URL('/faq', origin))).headers.get('x-cache')).toBe('HIT')
		expect((await app.inject({ method: 'GET', url: '/faq' })).headers['x-cache']).toBe('HIT')
		expect(await hits()).toBe(before + 6)
		expect(requestLines('/faq')).toHaveLength(1)
	})

	it('still writes a line for every write and every slow request', async () => {
		const post = await fetch(new URL('/api/ContactUs/store', origin), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
		expect(post.status).toBe(422)
		expect(requestLines('/api/ContactUs/store')).toMatchObject([{ level: 30, method: 'POST', status: 422 }])
		await fetch(new URL('/api-slow-for-test', origin))
		expect(requestLines('/api-slow-for-test')).toMatchObject([{ level: 40, method: 'GET', status: 200 }])
	})
})

describe('the request log plugin', () => {
	it('writes one line per request, at its level, with the secrets and searches of the URL left out', async () => {
		const lines: Record<string, unknown>[] = []
		const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } }, disableRequestLogging: true })
		await app.register(requestLogPlugin, { slowMs: 10_000 })
		app.get('/page', () => 'page')
		app.get('/cached', (_request, reply) => reply.header('x-cache', 'HIT').send('cached'))
		app.get('/broken', () => {
			throw new Error('broken')
		})
		try {
			await app.inject('/page?token=abc')
			await app.inject('/page?q=asha.verma%40example.com&status=new')
			await app.inject('/cached')
			await app.inject('/broken')
			const requests = lines.filter((line) => line.msg === 'request')
			expect(JSON.stringify(lines)).not.toContain('asha')
			expect(requests.map(({ url, status, level }) => ({ url, status, level }))).toEqual([
				{ url: '/page?token=REDACTED', status: 200, level: 30 },
				{ url: '/page?q=REDACTED&status=new', status: 200, level: 30 },
				{ url: '/broken', status: 500, level: 50 },
			])
			expect(requests.every((line) => typeof line.ms === 'number' && line.method === 'GET')).toBe(true)
		} finally {
			await app.close()
		}
	})
})
