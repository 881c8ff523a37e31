import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
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

	it('size the proof of work by its cost, and accept a solution once, from this secret only', async () => {
		const secret = 'a-secret-of-at-least-thirty-two-characters'
		const challenges = createChallenges(database.db, secret, Date.now, 40)
		const solved = async (source = challenges) => {
			const challenge = (await source.createAltchaChallenge()) as Challenge
			const solution = await solveChallenge({ challenge, deriveKey })
			return { counter: solution!.counter, payload: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }
		}
		const counters = []
		for (let i = 0; i < 8; i++) {
			const { counter, payload } = await solved()
			counters.push(counter)
			expect(await challenges.verifyProofOfWork(payload)).toBe('ok')
			expect(await challenges.verifyProofOfWork(payload)).toBe('used')
		}
		// The answer lies between half and one and a half times the cost.
		for (const counter of counters) expect(counter).toBeGreaterThanOrEqual(20)
		for (const counter of counters) expect(counter).toBeLessThanOrEqual(60)
		const elsewhere = createChallenges(database.db, 'another-secret-of-at-least-thirty-two-chars', Date.now, 1)
		expect(await challenges.verifyProofOfWork((await solved(elsewhere)).payload)).toBe('invalid')
		expect(await challenges.verifyProofOfWork(undefined)).toBe('missing')
		expect(await challenges.verifyProofOfWork(42)).toBe('invalid')
		expect(await challenges.verifyProofOfWork('%%%')).toBe('invalid')
	})
})
