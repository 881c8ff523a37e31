import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { securityHeadersPlugin, type SecurityHeadersOptions } from './security-headers.ts'

describe('the headers every answer carries', () => {
	let app: FastifyInstance
	afterEach(() => app.close())
	async function appWith(options: SecurityHeadersOptions) {
		app = Fastify()
		await app.register(securityHeadersPlugin, options)
		app.get('/page', () => 'page')
		app.get('/admin/leads', () => 'leads')
		app.get('/preview/blogs/4', () => 'draft')
		app.get('/media/picture.png', () => 'picture')
		app.get('/share/page.png', () => 'card')
		app.get('/api/broken', () => {
			throw new Error('broken')
		})
		await app.ready()
		return app
	}

	it('sets the same-origin headers on a page, and no HSTS while the site is http', async () => {
		const response = await (await appWith({ siteUrl: 'http://localhost:3000' })).inject('/page')
		expect(response.headers).toMatchObject({
			'x-content-type-options': 'nosniff',
			'referrer-policy': 'strict-origin-when-cross-origin',
			'x-frame-options': 'SAMEORIGIN',
			'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
			'cross-origin-resource-policy': 'same-origin',
		})
		expect(response.headers['strict-transport-security']).toBeUndefined()
	})

	it("keeps the staff's pages out of other sites' windows, and lets a public page open in the visitor's browsing context", async () => {
		await appWith({ siteUrl: 'http://localhost:3000' })
		for (const url of ['/admin/leads', '/preview/blogs/4']) expect((await app.inject(url)).headers['cross-origin-opener-policy'], url).toBe('same-origin')
		for (const url of ['/page', '/administration', '/media/picture.png']) expect((await app.inject(url)).headers['cross-origin-opener-policy'], url).toBeUndefined()
	})

	it('lets other sites show pictures and share cards', async () => {
		await appWith({ siteUrl: 'http://localhost:3000' })
		for (const url of ['/media/picture.png', '/share/page.png']) expect((await app.inject(url)).headers['cross-origin-resource-policy'], url).toBe('cross-origin')
	})

	it('sends HSTS on https, with preload when asked', async () => {
		expect((await (await appWith({ siteUrl: 'https://agency.example' })).inject('/page')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')
		await app.close()
		expect((await (await appWith({ siteUrl: 'https://agency.example', hstsPreload: true })).inject('/page')).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains; preload')
	})

	it('sets them on errors and unknown addresses too', async () => {
		await appWith({ siteUrl: 'https://agency.example' })
		for (const url of ['/api/broken', '/nowhere']) {
			const response = await app.inject(url)
			expect(response.headers['x-content-type-options'], url).toBe('nosniff')
			expect(response.headers['strict-transport-security'], url).toBeDefined()
		}
	})
})
