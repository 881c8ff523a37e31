import { createHash, randomBytes } from 'node:crypto'
import { pathToFileURL } from 'node:url'
import zlib, { gunzipSync } from 'node:zlib'
import Fastify, { type FastifyInstance } from 'fastify'
import type { LightMyRequestResponse } from 'fastify'
import type { PageBuild } from './react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#app/lib/env.server.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'
import { createContentSecurityPolicy, cspPlugin, MINIMAL_POLICY, NONCE_LENGTH, splitAround, styleAttributeHashes, withMinimalPolicy } from './content-security-policy.ts'
import { readReports } from './csp-report.ts'
import { fillSplicedGzip, makeSplicedGzip } from './gzip-splice.ts'
import { BUILD_ENTRY, CLIENT_DIR } from './paths.ts'

const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild

describe('a gzip body spliced around nonces', () => {
	const slot = 'S'.repeat(NONCE_LENGTH)
	const page = (slots: number, filler: () => string) => {
		let text = '<!DOCTYPE html><html><head>'
		for (let i = 0; i < slots; i++) text += `<script nonce="${slot}">${filler()}</script>${filler()}`
		return Buffer.from(`${text}</html>`)
	}

	it.each([
		['one slot in repetitive text', 1, () => 'lorem ipsum dolor sit amet '.repeat(40)],
		['twenty slots in text that barely compresses', 20, () => randomBytes(900).toString('base64')],
		['slots next to each other', 3, () => ''],
		['text holding NUL bytes', 4, () => 'a\u0000b'.repeat(50)],
		['slots further apart than a deflate window', 3, () => randomBytes(15_000).toString('base64')],
	])('decompresses, with any standard gunzip, to the text with the nonce in every slot: %s', (_name, slots, filler) => {
		const text = page(slots, filler)
		const template = makeSplicedGzip(splitAround(text, slot), slot)
		for (const nonce of ['A'.repeat(NONCE_LENGTH), randomBytes(16).toString('base64url')]) {
			const body = fillSplicedGzip(template, nonce)
			expect(body.length).toBe(template.length)
			expect(gunzipSync(body).toString('latin1')).toBe(text.toString('latin1').replaceAll(slot, nonce))
		}
	})

	it('costs a few bytes over a gzip of the whole: one slot is stored, the others are copies of it', () => {
		const text = page(15, () => '<link rel="modulepreload" href="/assets/chunk-abcdef.js"/> <div class="card">same markup again</div>'.repeat(8))
		const template = makeSplicedGzip(splitAround(text, slot), slot)
		expect(template.offsets).toHaveLength(1)
		const whole = zlib.gzipSync(text, { level: 9 }).length
		expect(template.length).toBeLessThan(whole + 64)
	})

	it('stores a slot again where the one before is out of reach of a copy', () => {
		const text = page(3, () => randomBytes(15_000).toString('base64'))
		expect(makeSplicedGzip(splitAround(text, slot), slot).offsets).toHaveLength(3)
	})
})

describe('the policy drawn from the configuration', () => {
	const env = (extra: Record<string, string> = {}) => parseEnv({ NODE_ENV: 'test', ...extra })

	it('names only this origin and the configured third parties', () => {
		const policy = createContentSecurityPolicy(env()).forPage('abc')
		expect(policy).toMatch(/^default-src 'none'; script-src 'nonce-abc' 'strict-dynamic'/)
		for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'self'", "form-action 'self'", "worker-src 'self'", "style-src 'self' 'nonce-abc';"]) {
			expect(policy).toContain(directive)
		}
		expect(policy).toContain("frame-src 'self' https://www.openstreetmap.org;")
		expect(policy).not.toContain('unsafe-eval')
		expect(policy).not.toContain('cloudflare')
		expect(policy).not.toContain('upgrade-insecure-requests')
	})

	it('adds Turnstile, the chat widget and another map when they are configured, and upgrade-insecure-requests on https', () => {
		const policy = createContentSecurityPolicy(
			env({
				SITE_URL: 'https://www.lanternfish.example',
				HUMAN_CHECK_PROVIDER: 'turnstile',
				TURNSTILE_SITE_KEY: 'site',
				TURNSTILE_SECRET_KEY: 'secret',
				CHAT_WIDGET_SRC: 'https://chat.example.net/widget.js',
				MAP_EMBED_URL: 'https://maps.example.org/embed?q=office',
			}),
		).forPage('abc')
		expect(policy).toContain("frame-src 'self' https://maps.example.org https://chat.example.net https://challenges.cloudflare.com;")
		expect(policy).toContain("connect-src 'self' https://chat.example.net https://challenges.cloudflare.com;")
		expect(policy).toContain('upgrade-insecure-requests')
	})

	it('allows exactly the style attributes a page holds, by their hashes', () => {
		const csp = createContentSecurityPolicy(env())
		expect(csp.forPage('abc')).toContain("style-src-attr 'none';")
		const html = '<div style="position:relative"><p data-x="1" style="content:&quot;a&quot;">x</p><div style="position:relative"></div></div>'
		// sha256 of the attribute values as the browser reads them (entities decoded).
		const expected = ['content:"a"', 'position:relative'].map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`)
		expect(styleAttributeHashes(html)).toEqual(expected)
		expect(csp.policyFor(html)('abc')).toContain(`style-src-attr 'unsafe-hashes' ${expected.join(' ')};`)
		expect(csp.policyFor('<p>no style</p>')('abc')).toBe(csp.forPage('abc'))
	})

	it('draws nonces of 128 bits that differ each time', () => {
		const csp = createContentSecurityPolicy(env())
		const nonces = new Set(Array.from({ length: 1000 }, () => csp.nonce()))
		expect(nonces.size).toBe(1000)
		for (const nonce of [...nonces].slice(0, 5)) expect(nonce).toMatch(new RegExp(`^[\\w-]{${NONCE_LENGTH}}$`))
		expect(csp.placeholder).toHaveLength(NONCE_LENGTH)
	})

	it('reads violation reports in both formats', () => {
		expect(readReports({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } })).toEqual([
			{ directive: 'script-src', blocked: 'inline', document: undefined, sample: undefined },
		])
		expect(readReports([{ type: 'csp-violation', body: { effectiveDirective: 'img-src', blockedURL: 'https://x.example/a.png' } }, { type: 'other' }, 7])).toEqual([
			{ directive: 'img-src', blocked: 'https://x.example/a.png', document: undefined, sample: undefined },
		])
	})
})

function decoded(response: LightMyRequestResponse): string {
	const encoding = response.headers['content-encoding']
	return encoding === 'gzip' ? gunzipSync(response.rawPayload).toString() : encoding === 'br' ? zlib.brotliDecompressSync(response.rawPayload).toString() : response.body
}

describe('the policy of an answer that is not a page', () => {
	it('is the minimal policy, or the policy the route set with what it lacks of the minimal one', () => {
		expect(withMinimalPolicy(undefined)).toBe(MINIMAL_POLICY)
		expect(withMinimalPolicy('')).toBe(MINIMAL_POLICY)
		expect(withMinimalPolicy("default-src 'none'; sandbox")).toBe("default-src 'none'; sandbox; frame-ancestors 'none'")
		expect(withMinimalPolicy("sandbox; FRAME-ANCESTORS 'self';")).toBe("sandbox; FRAME-ANCESTORS 'self'; default-src 'none'")
	})

	it("keeps a route's own policy through the plugin (a CV download stays sandboxed) and gives the rest the minimal one", async () => {
		const app = Fastify()
		await app.register(cspPlugin, { csp: createContentSecurityPolicy(parseEnv({ NODE_ENV: 'test' })), enforce: true })
		app.get('/cv', async (_request, reply) => reply.header('content-type', 'application/pdf').header('content-security-policy', "default-src 'none'; sandbox").send('%PDF-1.4'))
		app.get('/data', async () => ({ ok: true }))
		try {
			expect((await app.inject({ url: '/cv' })).headers['content-security-policy']).toBe("default-src 'none'; sandbox; frame-ancestors 'none'")
			expect((await app.inject({ url: '/data' })).headers['content-security-policy']).toBe(MINIMAL_POLICY)
		} finally {
			await app.close()
		}
	})
})

/** The nonce of a response's policy header, and every nonce attribute of its page. */
function nonces(response: LightMyRequestResponse, html: string) {
	const header = /'nonce-([\w-]+)'/.exec(String(response.headers['content-security-policy']))?.[1]
	const attributes = new Set([...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1]))
	return { header, attributes }
}

describe.each([
	['with the page cache', '32'],
	['without the page cache', '0'],
])('pages served %s', (_name, cacheMb) => {
	let database: TestDatabase
	let app: FastifyInstance
	const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip', ...headers } })

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const serverBuild = await build()
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild, clientDir: CLIENT_DIR }, env: { PAGE_CACHE_MB: cacheMb } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('give each response its own nonce, in the header and on every script and preload, the page otherwise identical', async () => {
		const responses = [await get('/'), await get('/'), await get('/', { 'accept-encoding': 'identity' })]
		const pages = responses.map((response) => decoded(response))
		const seen = new Set<string>()
		for (const [index, response] of responses.entries()) {
			expect(response.statusCode).toBe(200)
			const { header, attributes } = nonces(response, pages[index]!)
			expect(header).toHaveLength(NONCE_LENGTH)
			expect([...attributes]).toEqual([header])
			seen.add(header!)
			// What React Router writes: the hydration module, the context scripts and the stylesheets, which
			// the page carries inline (the module preloads are left out: app/lib/first-paint.server.ts).
			expect(pages[index]).toMatch(new RegExp(`<script nonce="${header}" type="module"`))
			expect(pages[index]).toMatch(new RegExp(`<style nonce="${header}" data-stylesheet="/assets/root-[^"]+\\.css">`))
			expect([...pages[index]!.matchAll(/<style(?![^>]*\snonce=)[^>]*>/g)]).toEqual([])
			expect([...pages[index]!.matchAll(/<script(?![^>]*\snonce=)(?![^>]*type="application\/ld\+json")[^>]*>/g)]).toEqual([])
		}
		expect(seen.size).toBe(3)
		const blank = (html: string) => html.replaceAll(/nonce="[\w-]+"/g, 'nonce=""')
		expect(blank(pages[1]!)).toBe(blank(pages[0]!))
		expect(blank(pages[2]!)).toBe(blank(pages[0]!))
		expect(responses[0]!.headers['content-encoding']).toBe(cacheMb === '0' ? 'br' : 'gzip')
		expect(responses[0]!.headers['reporting-endpoints']).toBe('csp="/api/csp-report"')
	})

	it('give a page that is not found its nonce too, and the API, feeds and pictures the minimal policy', async () => {
		const missing = await get('/no-such-page', { 'accept-encoding': 'identity' })
		expect(missing.statusCode).toBe(404)
		const { header, attributes } = nonces(missing, missing.body)
		expect([...attributes]).toEqual([header])
		for (const url of ['/api/faq', '/blog/rss.xml', '/sitemap.xml', '/media/brand/logo.svg']) {
			const response = await get(url)
			expect(response.headers['content-security-policy'], url).toBe(MINIMAL_POLICY)
		}
		const script = (await get('/')).body.match(/\/assets\/[\w-]+\.js/)
		if (script) expect((await get(script[0])).headers['content-security-policy']).toBeUndefined()
	})

	// Only a cached page has an entry to revalidate and a template to splice.
	if (cacheMb !== '0') it('answer 304 to a browser that has the page, with no policy (its kept copy holds the old nonce)', async () => {
		const first = await get('/faq')
		const etag = String(first.headers.etag)
		expect(etag).toMatch(/^W\/"/)
		const again = await get('/faq', { 'if-none-match': etag })
		expect(again.statusCode).toBe(304)
		expect(again.headers['content-security-policy']).toBeUndefined()
		expect(again.headers['reporting-endpoints']).toBeUndefined()
		expect(again.headers.etag).toBe(etag)
		const plain = await get('/faq', { 'accept-encoding': 'identity' })
		expect(plain.headers.etag).not.toBe(etag)
		expect((await get('/faq', { 'accept-encoding': 'identity', 'if-none-match': String(plain.headers.etag) })).statusCode).toBe(304)
	})

	if (cacheMb !== '0') it('send pages a little larger as gzip than they were as Brotli (printed)', async () => {
		await get('/')
		const gz = await get('/')
		const html = Buffer.from(gunzipSync(gz.rawPayload).toString().replaceAll(/nonce="[\w-]+"/g, `nonce="${'x'.repeat(NONCE_LENGTH)}"`))
		const br = zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }).length
		const whole = zlib.gzipSync(html, { level: 9 }).length
		console.log(`/: ${html.length} bytes of HTML; spliced gzip ${gz.rawPayload.length}, gzip of the whole ${whole}, Brotli 9 ${br}`)
		expect(gz.rawPayload.length).toBeLessThan(whole * 1.15)
	})

	it('take violation reports, answer 204 and limit them', async () => {
		const report = (payload: string, type: string) => app.inject({ method: 'POST', url: '/api/csp-report', payload, headers: { 'content-type': type } })
		expect((await report(JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src' } }), 'application/csp-report')).statusCode).toBe(204)
		expect((await report(JSON.stringify([{ type: 'csp-violation', body: { effectiveDirective: 'img-src' } }]), 'application/reports+json')).statusCode).toBe(204)
		expect((await report('{not json', 'application/csp-report')).statusCode).toBe(400)
		expect((await report('x'.repeat(20_000), 'application/csp-report')).statusCode).toBe(413)
		expect((await report('<report/>', 'application/xml')).statusCode).toBe(415)
		expect((await report('not a report', 'text/plain')).statusCode).toBe(204)
		const statuses: number[] = []
		for (let i = 0; i < 60; i++) statuses.push((await report('{}', 'application/csp-report')).statusCode)
		expect(statuses.at(-1)).toBe(429)
		expect(statuses.filter((status) => status >= 500)).toEqual([])
	})
})
