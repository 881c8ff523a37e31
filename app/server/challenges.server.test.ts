import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createChallenges } from './challenges.server.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

describe('verification challenges', () => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
	})
	afterAll(async () => database?.destroy())

	const secret = 'a-secret-of-at-least-thirty-two-characters'
	const rows = async () => Number((await database.db.selectFrom('challenges').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

	it('are issued and checked without the database, so a form can be filled while it is away', async () => {
		const gone = await createTestDatabase('sqlite', { seed: false })
		await gone.destroy()
		const challenges = createChallenges(gone.db, secret)
		const { code, token } = await challenges.issueCaptcha()
		expect(code).toMatch(/^[A-Za-z0-9]{4}$/)
		expect(token).not.toContain(code)
		expect(await challenges.createAltchaChallenge()).toMatchObject({ parameters: expect.any(Object) })
		// Single use is then remembered by this process until the database can record it again.
		expect(await challenges.verifyCaptcha(token, code)).toBe('ok')
		expect(await challenges.verifyCaptcha(token, code)).toBe('used')
	})

	it('take a code issued by one server on another with the same secret, once, and refuse a wrong or forged one', async () => {
		const [one, two] = [createChallenges(database.db, secret), createChallenges(database.db, secret)]
		const first = await one.issueCaptcha()
		expect(await two.verifyCaptcha(first.token, first.code)).toBe('ok')
		expect(await one.verifyCaptcha(first.token, first.code)).toBe('used')
		const second = await one.issueCaptcha()
		expect(await two.verifyCaptcha(second.token, second.code === 'AAAA' ? 'BBBB' : 'AAAA')).toBe('wrong')
		expect(await two.verifyCaptcha(second.token, second.code)).toBe('used')
		const third = await one.issueCaptcha()
		const [id, expiry, seal, tag] = third.token.split('.')
		const later = (parseInt(expiry!, 36) + 3_600_000).toString(36)
		expect(await two.verifyCaptcha(`${id}.${later}.${seal}.${tag}`, third.code)).toBe('invalid')
		expect(await two.verifyCaptcha(`${id}.${expiry}.forged.${tag}`, third.code)).toBe('invalid')
		expect(await createChallenges(database.db, 'another-secret-of-at-least-thirty-two-chars').verifyCaptcha(third.token, third.code)).toBe('invalid')
		expect(await two.verifyCaptcha(undefined, third.code)).toBe('invalid')
		expect(await two.verifyCaptcha(third.token, third.code)).toBe('ok')
	})

	it('keep a used code a quarter of an hour past its expiry, not longer', async () => {
		await database.db.deleteFrom('challenges').execute()
		let clock = Date.parse('2026-01-01T10:00:00Z')
		const challenges = createChallenges(database.db, secret, () => clock)
		for (let i = 0; i < 199; i++) {
			const { code, token } = await challenges.issueCaptcha()
			expect(await challenges.verifyCaptcha(token, code)).toBe('ok')
		}
		expect(await rows()).toBe(199)
		// 31 minutes later: the first ones expired (15 min) a quarter of an hour ago, and the 200th check purges them.
		clock += 31 * 60 * 1000
		const { code, token } = await challenges.issueCaptcha()
		expect(await challenges.verifyCaptcha(token, code)).toBe('ok')
		expect(await rows()).toBe(1)
	})

	it('tell an answer to a challenge that just expired that it expired', async () => {
		let clock = Date.parse('2026-01-02T10:00:00Z')
		const challenges = createChallenges(database.db, secret, () => clock)
		const { code, token } = await challenges.issueCaptcha()
		clock += 20 * 60 * 1000
		expect(await challenges.verifyCaptcha(token, code)).toBe('expired')
	})

	it('size the proof of work by its cost, and accept a solution once, from this secret only', async () => {
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
