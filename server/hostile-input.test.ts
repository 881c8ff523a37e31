import net from 'node:net'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { PageBuild } from './react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ENTRY } from './paths.ts'
import { badRequestLine } from './request-guards.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { captcha, postForm } from '#tests/setup/forms.ts'

const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild

describe('reading a request line and Host', () => {
	it('accepts names, addresses and ports a client may send', () => {
		for (const host of ['site.test', 'localhost:3000', '127.0.0.1', '[::1]:8080', 'www.example.co.in', 'xn--bcher-kva.example']) expect(badRequestLine(host, '/'), host).toBeUndefined()
		expect(badRequestLine(undefined, '/')).toBeUndefined()
	})
	it('refuses a Host that names no host, and a NUL byte in the address', () => {
		for (const host of ['%zz', 'x:99999', 'exa mple.com', '[::1', 'a@b', '', 'site.test:', '-bad.example']) expect(badRequestLine(host, '/'), host).toMatch(/Host header/)
		expect(badRequestLine('site.test', '/blog?q=%00')).toMatch(/NUL/)
	})
})

describe.each(ENGINES)('hostile input on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const serverBuild = await build()
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('answers 400 to a Host that is not a host, on pages and API alike', async () => {
		for (const host of ['x:99999', 'a@b', '[::1', 'exa mple.com', '%zz']) {
			for (const url of ['/', '/faq', '/api/faq']) {
				const response = await app.inject({ method: 'GET', url, headers: { host } })
				expect(response.statusCode, `${host} ${url}`).toBe(400)
				expect(response.body).toContain('Host header')
			}
		}
	})

	it('serves an HTTP/1.0 request that sends no Host', async () => {
		await app.listen({ port: 0, host: '127.0.0.1' })
		const { port } = app.server.address() as net.AddressInfo
		const reply = await new Promise<string>((resolve, reject) => {
			const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /faq HTTP/1.0\r\n\r\n'))
			let data = ''
			socket.on('data', (chunk) => (data += chunk))
			socket.on('end', () => resolve(data))
			socket.on('error', reject)
		})
		expect(reply).toMatch(/^HTTP\/1\.[01] 200 /)
		expect(reply).toContain('<h1')
	})

	it('answers 415 to a body said to be compressed, garbage or not, large or small', async () => {
		for (const size of [2_000, 20_000, 200_000]) {
			const response = await app.inject({
				method: 'POST',
				url: '/api/blogdetail/store',
				headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
				payload: Buffer.alloc(size, 7),
			})
			expect(response.statusCode, String(size)).toBe(415)
			expect(response.json()).toMatchObject({ success: 0 })
		}
	})

	it('refuses a CV said to be over the limit at once, with 413 and the error under the file, reading none of it', async () => {
		if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
		const { port } = app.server.address() as net.AddressInfo
		const started = Date.now()
		const reply = await new Promise<string>((resolve, reject) => {
			const socket = net.connect(port, '127.0.0.1', () =>
				socket.write(`POST /api/careerstore HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=xyz\r\nContent-Length: ${50 * 1024 * 1024}\r\n\r\n--xyz\r\n`),
			)
			let data = ''
			socket.on('data', (chunk) => (data += chunk))
			socket.on('close', () => resolve(data))
			socket.on('error', reject)
		})
		expect(Date.now() - started).toBeLessThan(3000)
		expect(reply).toMatch(/^HTTP\/1\.1 413 /)
		expect(reply).toContain('The CV can be at most 5 MB.')
	})

	it('says one CV is allowed when an application carries two files', async () => {
		const form = new FormData()
		for (const [key, value] of Object.entries({ job_name: 'Ravi Shah', job_email: 'ravi@example.com', phone: '919876543210', current_salary: '40k', salary: '55k', desciption: 'Two files' })) form.append(key, value)
		for (const name of ['cv.pdf', 'cv-again.pdf']) form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), name)
		const request = new Request('http://localhost/', { method: 'POST', body: form })
		const response = await app.inject({ method: 'POST', url: '/api/careerstore', headers: { 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) })
		expect(response.statusCode).toBe(422)
		expect(response.json().errors.file[0]).toBe('Attach one CV only, as a single PDF file.')
	})

	it('answers 415 with a message, never a 500, to a page action posted as anything but a form', async () => {
		const bodies: [string | undefined, string | undefined][] = [
			['text/plain', 'email=a@b.example&password=x'],
			['text/plain;charset=UTF-8', 'anything'],
			['application/xml', '<login><email>a@b.example</email></login>'],
			['application/json', '{"email":"a@b.example"}'],
			[undefined, undefined],
			[undefined, 'email=a@b.example'],
		]
		for (const url of ['/admin/login', '/admin/leads', '/admin/content/services/1', '/admin/logout', '/contact-us', '/admin/login.data']) {
			for (const [type, payload] of bodies) {
				const response = await app.inject({ method: 'POST', url, headers: type ? { 'content-type': type } : {}, payload })
				expect(response.statusCode, `${url} ${type}`).toBe(415)
				expect(response.json(), `${url} ${type}`).toEqual({ success: 0, message: expect.stringMatching(/^Send the form as application\/x-www-form-urlencoded or multipart\/form-data/) })
			}
		}
		// A form as the browser sends it still reaches the action.
		const form = await app.inject({ method: 'POST', url: '/admin/login', headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' }, payload: 'email=nobody%40example.com&password=wrong-password' })
		expect(form.statusCode).not.toBe(415)
		expect(form.statusCode).toBeLessThan(500)
	})

	it('redirects a backslash in a page path to a path on this site, never to one a browser reads as another host', async () => {
		// Sent as the bytes a client sends: inject() would read the address as a URL, turning `\` into `/` first.
		if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' })
		const { port } = app.server.address() as net.AddressInfo
		const head = (url: string) =>
			new Promise<string>((resolve, reject) => {
				const socket = net.connect(port, '127.0.0.1', () => socket.write(`GET ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
				let data = ''
				socket.on('data', (chunk) => (data += chunk))
				socket.on('end', () => resolve(data.split('\r\n\r\n')[0]!))
				socket.on('error', reject)
			})
		for (const [url, location] of [['/\\evil.example/', '/evil.example'], ['/\\evil.example', '/evil.example'], ['/\\/evil.example/', '/evil.example'], ['/\\\\evil.example', '/evil.example'], ['/%5Cevil.example/', '/%5cevil.example']]) {
			const answer = await head(url!)
			expect(answer, url).toMatch(/^HTTP\/1\.1 301 /)
			expect(answer, url).toContain(`\r\nlocation: ${location}\r\n`)
			expect(answer, url).not.toMatch(/\r\nlocation: \/[\\/]/i)
		}
	})

	it('answers JSON 404 for an API address that does not exist, whatever the method', async () => {
		for (const method of ['GET', 'POST'] as const) {
			const response = await app.inject({ method, url: '/api/no/such/endpoint' })
			expect(response.statusCode).toBe(404)
			expect(response.headers['content-type']).toContain('application/json')
			expect(response.json()).toEqual({ success: 0, message: 'No such API endpoint' })
		}
	})

	it('answers 400, not 500, to a multipart body without its boundary or cut short, on every form-data endpoint', async () => {
		for (const url of ['/api/Quickcontact/storecontact', '/api/ContactUs/store', '/api/Portfolio/store', '/api/careerstore']) {
			const plain = await app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' }, payload: 'name=Asha' })
			expect(plain.statusCode, url).toBeGreaterThanOrEqual(400)
			expect(plain.statusCode, url).toBeLessThan(500)
			const cut = await app.inject({
				method: 'POST',
				url,
				headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
				payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nAsha',
			})
			expect(cut.statusCode, `${url} cut short`).toBeGreaterThanOrEqual(400)
			expect(cut.statusCode, `${url} cut short`).toBeLessThan(500)
		}
	})

	it('refuses a NUL byte in an address with 400, and in a search with a message under the field', async () => {
		for (const url of ['/api/BlogSearch/%00', '/blog?q=%00', '/blogdetail/%00', '/api/BlogSearch/a%00b']) {
			expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(400)
		}
		const search = await app.inject({ method: 'POST', url: '/api/BlogSearchList', payload: { search_input: 'seo\u0000' } })
		expect(search.statusCode).toBe(422)
		expect(search.json().errors.search_input[0]).toMatch(/control characters/)
		const category = await app.inject({ method: 'POST', url: '/api/BlogSearchList', payload: { search_input: 'seo', id: 'a\u0000' } })
		expect(category.statusCode).toBe(422)
		const huge = await app.inject({ method: 'POST', url: '/api/BlogSearchList', payload: { search_input: 'seo', id: 2147483648 } })
		expect(huge.statusCode).toBe(422)
	})

	it('keeps the visitor’s code when the project a quote names is out of range', async () => {
		const item = await database.db.selectFrom('portfolio_items').innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id').select(['portfolio_items.id', 'portfolio_categories.slug']).where('portfolio_categories.quote_check', '=', 'captcha').executeTakeFirstOrThrow()
		const { code, token } = await captcha(app)
		const fields = {
			name: 'Laura Kim', email: 'laura@example.com', phone: '1.512.555.0199', website: 'www.kimbakery.test', company: 'Kim Bakery',
			budget: '4500.00', how_know: 'A friend', content: 'Online ordering', technology: item.slug, user_captcha: code, captcha_token: token,
		}
		const refused = await postForm(app, '/api/Portfolio/store', { ...fields, portfolio_item_id: 2147483648 })
		expect(refused.statusCode).toBe(422)
		expect(refused.json().errors.portfolio_item_id[0]).toMatch(/does not exist/)
		const accepted = await postForm(app, '/api/Portfolio/store', { ...fields, portfolio_item_id: item.id })
		expect(accepted.statusCode, accepted.body).toBe(200)
	})
})

describe('security headers', () => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
	})
	afterAll(async () => database?.destroy())

	it('keep pages and the API to this origin, let pictures be shown elsewhere, and ask for https once the site is https', async () => {
		const serverBuild = await build()
		const plain = await createTestApp(database.db, { pages: { build: async () => serverBuild } })
		const secure = await createTestApp(database.db, { pages: { build: async () => serverBuild }, env: { SITE_URL: 'https://www.example.com' } })
		const preload = await createTestApp(database.db, { env: { SITE_URL: 'https://www.example.com', HSTS_PRELOAD: 'true' } })
		try {
			for (const url of ['/', '/api/faq']) {
				const response = await plain.inject({ url })
				expect(response.headers['cross-origin-opener-policy'], url).toBeUndefined()
				expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin')
				expect(response.headers['x-content-type-options'], url).toBe('nosniff')
				expect(response.headers['content-type'], url).toContain('charset=utf-8')
				expect(response.headers['strict-transport-security'], url).toBeUndefined()
			}
			expect((await plain.inject({ url: '/media/brand/logo.svg' })).headers['cross-origin-resource-policy']).toBe('cross-origin')
			expect((await plain.inject({ url: '/admin/login' })).headers['cross-origin-opener-policy']).toBe('same-origin')
			expect((await secure.inject({ url: '/' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
			expect((await preload.inject({ url: '/api/faq' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains; preload')
		} finally {
			await Promise.all([plain.close(), secure.close(), preload.close()])
		}
	})
})
