import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { requestGuardsPlugin } from './request-guards.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

describe('what stands in front of every route', () => {
	let database: TestDatabase
	let app: FastifyInstance
	let bare: FastifyInstance
	async function appWith(canonical: boolean) {
		const instance = Fastify({ logger: false })
		await instance.register(requestGuardsPlugin, { requestTimeoutSeconds: 1, canonical: canonical ? { db: database.db } : undefined })
		instance.get('/*', (request) => ({ url: request.url }))
		instance.post('/form', (request) => ({ got: request.body }))
		instance.get('/broken', () => {
			throw new Error('the database password is hunter2')
		})
		instance.get('/teapot', () => {
			throw Object.assign(new Error('No tea here'), { statusCode: 418 })
		})
		instance.get('/full', () => {
			throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
		})
		await instance.ready()
		return instance
	}
	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
		await database.db.insertInto('redirects').values({ from_path: '/service/old-name', to_path: '/service/new-name', created_at: new Date().toISOString() }).execute()
		app = await appWith(true)
		bare = await appWith(false)
	})
	afterAll(async () => {
		await app?.close()
		await bare?.close()
		await database?.destroy()
	})

	it('answers 400 to a Host that names no host and to a NUL in the address', async () => {
		const host = await app.inject({ url: '/faq', headers: { host: 'a@b' } })
		expect(host.statusCode).toBe(400)
		expect(host.body).toMatch(/Host header/)
		const nul = await app.inject({ url: '/faq?q=%00', headers: { host: 'site.test' } })
		expect(nul.statusCode).toBe(400)
		expect(nul.body).toMatch(/NUL/)
	})

	it('refuses a compressed body unread, and takes one said to be identity', async () => {
		const compressed = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, payload: '{}' })
		expect(compressed.statusCode).toBe(415)
		expect(compressed.json()).toMatchObject({ success: 0 })
		const identity = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, payload: '{"a":1}' })
		expect(identity.json()).toEqual({ got: { a: 1 } })
	})

	it('hides the detail of a 5xx and keeps the message of a 4xx', async () => {
		const broken = await app.inject('/broken')
		expect(broken.statusCode).toBe(500)
		expect(broken.body).not.toContain('hunter2')
		expect(broken.json()).toEqual({ success: 0, message: 'Something went wrong on our side. Please try again.' })
		expect((await app.inject('/teapot')).json()).toEqual({ success: 0, message: 'No tea here' })
		const badJson = await app.inject({ method: 'POST', url: '/form', headers: { 'content-type': 'application/json' }, payload: '{' })
		expect(badJson.statusCode).toBe(400)
	})

	it('answers 503 with Retry-After, not 500, when the disk is full', async () => {
		const full = await app.inject({ url: '/full', headers: { host: 'site.test' } })
		expect(full.statusCode).toBe(503)
		expect(full.headers['retry-after']).toBe('60')
		expect(full.json()).toEqual({ success: 0, message: expect.stringMatching(/try again in a minute/) })
	})

	it('sends other spellings of a page path to the canonical one, query kept, and a renamed slug in one hop', async () => {
		const upper = await app.inject('/About/?utm_source=feed')
		expect(upper.statusCode).toBe(301)
		expect(upper.headers.location).toBe('/about?utm_source=feed')
		const renamed = await app.inject('/Service/Old-Name')
		expect(renamed.statusCode).toBe(301)
		expect(renamed.headers.location).toBe('/service/new-name')
		expect((await app.inject('/about')).statusCode).toBe(200)
		expect((await app.inject({ method: 'POST', url: '/Form' })).statusCode).not.toBe(301)
	})

	it('does not redirect without the canonical option (development)', async () => {
		expect((await bare.inject('/About/')).statusCode).toBe(200)
	})
})
