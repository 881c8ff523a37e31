import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChallenges } from './challenges.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

describe('captcha challenges in the database', () => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
	})
	afterAll(async () => database?.destroy())

	it('are deleted a quarter of an hour after they expire, not kept for a day', async () => {
		let clock = Date.parse('2026-01-01T10:00:00Z')
		const challenges = createChallenges(database.db, 'a-secret-of-at-least-thirty-two-characters', () => clock)
		const rows = async () => Number((await database.db.selectFrom('challenges').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
		for (let i = 0; i < 199; i++) await challenges.issueCaptcha()
		expect(await rows()).toBe(199)
		// 31 minutes later: the first ones expired (15 min) a quarter of an hour ago.
		clock += 31 * 60 * 1000
		await challenges.issueCaptcha()
		expect(await rows()).toBe(1)
	})

	it('tell an answer to a challenge that just expired that it expired', async () => {
		let clock = Date.parse('2026-01-02T10:00:00Z')
		const challenges = createChallenges(database.db, 'a-secret-of-at-least-thirty-two-characters', () => clock)
		const { code, token } = await challenges.issueCaptcha()
		clock += 20 * 60 * 1000
		expect(await challenges.verifyCaptcha(token, code)).toBe('expired')
	})
})
