import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import fs from 'node:fs'
import Fastify, { type FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { freePort } from '#scripts/lib/server-process.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'
import { captcha, postForm } from '#tests/setup/forms.ts'
import { rateLimitPlugin } from './rate-limit-store.ts'

/** Redis for the tests: set TEST_REDIS_URL (CI does) or this file is skipped with a notice. */
const REDIS_URL = process.env.TEST_REDIS_URL || undefined
if (!REDIS_URL) console.warn('\n⚠ Redis rate-limit tests are skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run them.\n')

describe.runIf(REDIS_URL)('rate limits shared through Redis', () => {
	let database: TestDatabase
	let first: FastifyInstance
	let second: FastifyInstance

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const env = { REDIS_URL: REDIS_URL!, RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' }
		first = await createTestApp(database.db, { env })
		second = await createTestApp(database.db, { env })
	})
	afterAll(async () => {
		await first?.close()
		await second?.close()
		await database?.destroy()
	})

	it('counts one address across two server processes and answers 429 past the limit', async () => {
		// A fresh address per run, so counters left by earlier runs do not matter.
		const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`
		const send = async (app: FastifyInstance) => {
			const { code, token } = await captcha(app)
			return postForm(
				app,
				'/api/Quickcontact/storecontact',
				{ name: 'Ann', phone: '9876543210', email: 'ann@example.com', content: 'Hello', user_captcha: code, captcha_token: token },
				ip,
			)
		}
		expect((await send(first)).statusCode).toBe(200)
		expect((await send(second)).statusCode).toBe(200)
		expect((await send(first)).statusCode).toBe(200)
		const blocked = await send(second)
		expect(blocked.statusCode).toBe(429)
		expect(blocked.json().message).toMatch(/Too many requests/)
	})
})

describe('rate limits when Redis does not answer', () => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
	})
	afterAll(async () => database?.destroy())

	const send = async (app: FastifyInstance, ip: string) => {
		const { code, token } = await captcha(app)
		const started = Date.now()
		const response = await postForm(
			app,
			'/api/Quickcontact/storecontact',
			{ name: 'Ann', phone: '9876543210', email: 'ann@example.com', content: 'Hello', user_captcha: code, captcha_token: token },
			ip,
		)
		return { status: response.statusCode, ms: Date.now() - started }
	}

	it('answers at once and still limits, counting in memory, when Redis is not there at all', async () => {
		const port = await freePort()
		const started = Date.now()
		const app = await createTestApp(database.db, { env: { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' } })
		try {
			expect(Date.now() - started).toBeLessThan(3000)
			const answers = [await send(app, '10.9.8.7'), await send(app, '10.9.8.7'), await send(app, '10.9.8.7')]
			expect(answers.map((answer) => answer.status)).toEqual([200, 200, 429])
			for (const answer of answers) expect(answer.ms).toBeLessThan(1000)
		} finally {
			await app.close()
		}
	})

	it.runIf(fs.existsSync('/usr/bin/redis-server'))('falls back to memory when its Redis stops, and counts in Redis again once it is back', async () => {
		const port = await freePort()
		const start = () => spawn('/usr/bin/redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
		const waitForRedis = async () => {
			for (let i = 0; i < 50; i++) {
				const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
				probe.on('error', () => undefined)
				const up = await probe.connect().then(() => true, () => false)
				probe.disconnect()
				if (up) return
				await new Promise((resolve) => setTimeout(resolve, 100))
			}
		}
		let server = start()
		await waitForRedis()
		const app = await createTestApp(database.db, { env: { REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_SECONDS: '60' } })
		const peek = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0, lazyConnect: true })
		peek.on('error', () => undefined)
		try {
			expect((await send(app, '10.1.1.1')).status).toBe(200)
			await peek.connect()
			expect((await peek.keys('agency-submissions:*')).length).toBeGreaterThan(0)
			expect((await peek.keys('agency-rate-limit-*')).length).toBeGreaterThan(0)
			peek.disconnect()

			server.kill('SIGKILL')
			await new Promise((resolve) => server.once('exit', resolve))
			const during = [await send(app, '10.2.2.2'), await send(app, '10.2.2.2'), await send(app, '10.2.2.2')]
			expect(during.map((answer) => answer.status)).toEqual([200, 200, 429])
			for (const answer of during) expect(answer.ms).toBeLessThan(1000)

			server = start()
			await waitForRedis()
			const back = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 0 })
			back.on('error', () => undefined)
			await vi.waitFor(
				async () => {
					expect((await send(app, `10.3.3.${Math.floor(Math.random() * 200) + 1}`)).status).toBe(200)
					expect((await back.keys('agency-submissions:*')).length).toBeGreaterThan(0)
				},
				{ timeout: 10_000, interval: 300 },
			)
			back.disconnect()
		} finally {
			await app.close()
			server.kill('SIGKILL')
		}
	})
})

describe('the rate limit plugin', () => {
	it('limits only the routes that ask, and says in JSON how long to wait', async () => {
		const app = Fastify()
		await app.register(rateLimitPlugin, {})
		app.post('/form', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, () => ({ success: 1 }))
		app.post('/free', () => ({ success: 1 }))
		try {
			const statuses = []
			for (let i = 0; i < 3; i++) statuses.push((await app.inject({ method: 'POST', url: '/form' })).statusCode)
			expect(statuses).toEqual([200, 200, 429])
			const refused = await app.inject({ method: 'POST', url: '/form' })
			expect(refused.json()).toMatchObject({ success: 0, message: expect.stringMatching(/^Too many requests from your network\. Please wait \d+ seconds/) })
			for (let i = 0; i < 3; i++) expect((await app.inject({ method: 'POST', url: '/free' })).statusCode).toBe(200)
		} finally {
			await app.close()
		}
	})
})
