import { randomInt } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'
import { captcha, postForm } from '#tests/setup/forms.ts'

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
