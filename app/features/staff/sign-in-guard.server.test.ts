import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { beginSignIn, claimCode, deviceCookies, endSignIn, purgeSignInAttempts, purgeUsedCodes, releaseCode, resetRequestAllowed } from './sign-in-guard.server.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

const MINUTE = 60 * 1000

describe.each(ENGINES)('the sign-in guard on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
	})
	afterAll(async () => database?.destroy())

	/** One attempt that is let through and fails, as the sign-in page records it. */
	const fail = async (email: string, ip: string, device: string | null = null, now = Date.now()) => {
		const attempt = await beginSignIn(database.db, { email, ip, device }, now)
		if (!attempt.locked) await endSignIn(database.db, attempt.id, 'failed')
		return attempt.locked
	}
	const locked = async (email: string, ip: string, device: string | null = null, now = Date.now()) => {
		const attempt = await beginSignIn(database.db, { email, ip, device }, now)
		if (!attempt.locked) await endSignIn(database.db, attempt.id, 'unchecked')
		return attempt.locked
	}

	it('lets no more than five of sixty simultaneous guesses at one account be checked', async () => {
		const attempts = await Promise.all(Array.from({ length: 60 }, (_, i) => beginSignIn(database.db, { email: 'raced@example.com', ip: `192.0.2.${i % 20}`, device: null })))
		const checked = attempts.filter((attempt) => !attempt.locked)
		expect(checked.length).toBeLessThanOrEqual(5)
		for (const attempt of checked) await endSignIn(database.db, attempt.id, 'failed')
		// Whatever the race let through, the account is now locked.
		expect(await locked('raced@example.com', '198.51.100.77')).toBe(true)
	})

	it('lets no more than twenty simultaneous guesses from one address be checked, whichever accounts they name', async () => {
		const attempts = await Promise.all(Array.from({ length: 40 }, (_, i) => beginSignIn(database.db, { email: `someone${i}@example.com`, ip: '203.0.113.40', device: null })))
		expect(attempts.filter((attempt) => !attempt.locked).length).toBeLessThanOrEqual(20)
	})

	it('locks one network address after 20 failures within 15 minutes, whichever accounts it guessed at', async () => {
		const ip = '203.0.113.7'
		for (let i = 0; i < 20; i++) expect(await fail(`guess${i % 5}@example.com`, ip)).toBe(false)
		expect(await locked('boss@example.com', ip)).toBe(true)
		// Another address is not held back, and the guessed accounts stay open from there.
		expect(await locked('boss@example.com', '198.51.100.1')).toBe(false)
		expect(await locked('guess0@example.com', '198.51.100.1')).toBe(false)
		// The window passes.
		expect(await locked('boss@example.com', ip, null, Date.now() + 16 * MINUTE)).toBe(false)
	})

	it('locks an account after five failures from anywhere, and a success starts its count again', async () => {
		for (let i = 0; i < 5; i++) expect(await fail('ed@example.com', `192.0.2.${100 + i}`)).toBe(false)
		expect(await locked('ed@example.com', '192.0.2.200')).toBe(true)
		expect(await locked('other@example.com', '192.0.2.200')).toBe(false)

		for (let i = 0; i < 4; i++) await fail('jo@example.com', '192.0.2.150')
		await new Promise((resolve) => setTimeout(resolve, 5))
		const success = await beginSignIn(database.db, { email: 'jo@example.com', ip: '192.0.2.150', device: null })
		await endSignIn(database.db, success.id, 'succeeded')
		await new Promise((resolve) => setTimeout(resolve, 5))
		for (let i = 0; i < 5; i++) expect(await fail('jo@example.com', '192.0.2.151')).toBe(false)
		expect(await locked('jo@example.com', '192.0.2.152')).toBe(true)
	})

	it('keeps a trusted browser out of the lock that failures elsewhere put on the account, and limits it on its own', async () => {
		for (let i = 0; i < 5; i++) await fail('kim@example.com', '198.51.100.9')
		expect(await locked('kim@example.com', '198.51.100.10')).toBe(true)
		expect(await locked('kim@example.com', '10.0.0.5', 'kims-laptop-device-id1')).toBe(false)
		// A guesser holding a device cookie gets five tries on it, and its failures do not count against the account's other browsers.
		for (let i = 0; i < 5; i++) expect(await fail('lee@example.com', '198.51.100.11', 'stolen-device-cookie-1')).toBe(false)
		expect(await locked('lee@example.com', '198.51.100.11', 'stolen-device-cookie-1')).toBe(true)
		expect(await locked('lee@example.com', '198.51.100.12')).toBe(false)
	})

	it('allows five reset links per account and twenty per address in the window, apart from sign-ins', async () => {
		for (let i = 0; i < 5; i++) expect(await resetRequestAllowed(database.db, 'reset@example.com', `192.0.2.${10 + i}`)).toBe(true)
		expect(await resetRequestAllowed(database.db, 'reset@example.com', '192.0.2.99')).toBe(false)
		expect(await locked('reset@example.com', '192.0.2.99')).toBe(false)
		expect(await resetRequestAllowed(database.db, 'reset@example.com', '192.0.2.99', Date.now() + 16 * MINUTE)).toBe(true)
	})

	it('accepts a two-factor code once per account, even when it arrives twice at once', async () => {
		const claims = await Promise.all([claimCode(database.db, 'user-1', '123456'), claimCode(database.db, 'user-1', '123456')])
		expect(claims.filter(Boolean)).toHaveLength(1)
		expect(await claimCode(database.db, 'user-1', '123456')).toBe(false)
		expect(await claimCode(database.db, 'user-2', '123456')).toBe(true)
		// A code that proved wrong is let go; one remembered past its life can be claimed again.
		await releaseCode(database.db, 'user-2', '123456')
		expect(await claimCode(database.db, 'user-2', '123456')).toBe(true)
		expect(await claimCode(database.db, 'user-1', '123456', Date.now() + 4 * MINUTE)).toBe(true)
		expect(await purgeUsedCodes(database.db, Date.now() + 10 * MINUTE)).toBeGreaterThan(0)
	})

	it('forgets attempts once their window is over', async () => {
		await fail('old@example.com', '192.0.2.250', null, Date.now() - 20 * MINUTE)
		expect(await purgeSignInAttempts(database.db)).toBeGreaterThan(0)
		const left = await database.db.selectFrom('staff_sign_in_attempts').select('created_at').orderBy('created_at').executeTakeFirstOrThrow()
		expect(Date.parse(left.created_at)).toBeGreaterThan(Date.now() - 15 * MINUTE)
	})
})

describe('device cookies', () => {
	const devices = deviceCookies('a-secret-of-at-least-thirty-two-characters', false)
	const request = (cookie: string) => new Request('http://site.test/admin/login', { headers: { cookie } })
	const valueOf = (setCookie: string) => setCookie.split(';')[0]!

	it('trusts a browser only for the account its cookie was issued to, and only with our signature', () => {
		const issued = devices.issue('Kim@Example.com')
		expect(issued).toMatch(/^lf-admin\.device=[\w-]{22}\.[\w-]+; Path=\/admin; Max-Age=\d+; HttpOnly; SameSite=Lax$/)
		const cookie = valueOf(issued)
		expect(devices.trusted(request(cookie), 'kim@example.com')).toMatch(/^[\w-]{22}$/)
		expect(devices.trusted(request(cookie), 'lee@example.com')).toBeNull()
		expect(devices.trusted(request(`${cookie.slice(0, -2)}xx`), 'kim@example.com')).toBeNull()
		expect(devices.trusted(request(valueOf(deviceCookies('another-secret-of-thirty-two-characters!', false).issue('kim@example.com'))), 'kim@example.com')).toBeNull()
		expect(devices.trusted(request(''), 'kim@example.com')).toBeNull()
	})

	it('is Secure, under the __Secure- prefix, on an https site', () => {
		expect(deviceCookies('a-secret-of-at-least-thirty-two-characters', true).issue('kim@example.com')).toMatch(/^__Secure-lf-admin\.device=.*; Secure$/)
	})
})
