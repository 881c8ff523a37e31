import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseEnv } from '#app/server/env.server.ts'
import { createCvStore } from '#app/server/uploads.server.ts'
import { createStorage } from '#app/server/storage.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createLeadSpool } from '../lead-spool.ts'
import { apiPlugin } from './index.ts'

describe('the API plugin', () => {
	let database: TestDatabase
	const apps: FastifyInstance[] = []
	async function appWith(analytics: 'on' | 'off') {
		const dataDir = tempDataDir()
		const env = parseEnv({ NODE_ENV: 'test', SITE_URL: 'http://site.test', DATA_DIR: dataDir, ANALYTICS: analytics, PROOF_OF_WORK_COST: '1' })
		const storage = await createStorage(env)
		const app = Fastify({ logger: false })
		apps.push(app)
		await app.register(rateLimit, { global: false })
		await app.register(apiPlugin, {
			env,
			db: database.db,
			spool: createLeadSpool(`${dataDir}/spool`),
			cvStore: createCvStore(storage, `${dataDir}/tmp`, 1024 * 1024),
			secret: 'a test secret',
			pageViewFlushMs: 60_000,
		})
		app.get('/*', () => 'a page')
		await app.ready()
		return app
	}
	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
	})
	afterAll(async () => {
		for (const app of apps) await app.close()
		await database?.destroy()
	})

	it('serves the read groups and the forms\' challenges under /api', async () => {
		const app = await appWith('on')
		const services = await app.inject('/api/ServiceList')
		expect(services.statusCode).toBe(200)
		expect(services.headers['content-type']).toMatch(/json/)
		const challenge = await app.inject('/api/altcha/challenge')
		expect(challenge.statusCode).toBe(200)
		expect(challenge.json()).toHaveProperty('parameters')
	})

	it('answers an unknown API address with JSON, and leaves other addresses to the pages', async () => {
		const app = await appWith('on')
		for (const request of [{ method: 'GET' as const, url: '/api/nothing-here' }, { method: 'POST' as const, url: '/api/nothing/here' }]) {
			const response = await app.inject(request)
			expect(response.statusCode, request.url).toBe(404)
			expect(response.json(), request.url).toEqual({ success: 0, message: 'No such API endpoint' })
		}
		expect((await app.inject('/about')).body).toBe('a page')
	})

	it('counts page views and Core Web Vitals unless analytics are off', async () => {
		const on = await appWith('on')
		expect(on.pageViews).toBeDefined()
		expect(on.vitals).toBeDefined()
		expect((await on.inject({ method: 'POST', url: '/api/beacon', payload: { path: '/' } })).statusCode).not.toBe(404)
		const off = await appWith('off')
		expect(off.pageViews).toBeUndefined()
		expect(off.vitals).toBeUndefined()
		for (const url of ['/api/beacon', '/api/vitals']) expect((await off.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(404)
	})
})
