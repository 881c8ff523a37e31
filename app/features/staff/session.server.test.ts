import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { recordSignIn, safeRedirect, signInLocked } from './session.server.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

describe.each(ENGINES)('sign-in lockout on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
	})
	afterAll(async () => database?.destroy())

	it('locks one network address out after 20 failures within 15 minutes, whichever accounts it guessed at', async () => {
		const { db } = database
		const ip = '203.0.113.7'
		// Four failures on each of five accounts: no single account reaches its own limit of five.
		for (let i = 0; i < 19; i++) await recordSignIn(db, `guess${i % 5}@example.com`, ip, false)
		expect(await signInLocked(db, 'boss@example.com', ip)).toBe(false)
		await recordSignIn(db, 'guess4@example.com', ip, false)
		expect(await signInLocked(db, 'boss@example.com', ip)).toBe(true)
		// Another address is not held back, and the guessed accounts stay open from there.
		expect(await signInLocked(db, 'boss@example.com', '198.51.100.1')).toBe(false)
		expect(await signInLocked(db, 'guess0@example.com', '198.51.100.1')).toBe(false)
		// The window passes.
		expect(await signInLocked(db, 'boss@example.com', ip, Date.now() + 16 * 60 * 1000)).toBe(false)
	})

	it('locks an account after five failures from anywhere, and a success starts its count again', async () => {
		const { db } = database
		for (let i = 0; i < 4; i++) await recordSignIn(db, 'ed@example.com', `192.0.2.${i}`, false)
		expect(await signInLocked(db, 'ed@example.com', '192.0.2.200')).toBe(false)
		await recordSignIn(db, 'ed@example.com', '192.0.2.9', false)
		expect(await signInLocked(db, 'ed@example.com', '192.0.2.200')).toBe(true)
		expect(await signInLocked(db, 'other@example.com', '192.0.2.200')).toBe(false)

		for (let i = 0; i < 4; i++) await recordSignIn(db, 'jo@example.com', '192.0.2.50', false)
		await new Promise((resolve) => setTimeout(resolve, 5))
		await recordSignIn(db, 'jo@example.com', '192.0.2.50', true)
		await new Promise((resolve) => setTimeout(resolve, 5))
		for (let i = 0; i < 4; i++) await recordSignIn(db, 'jo@example.com', '192.0.2.51', false)
		expect(await signInLocked(db, 'jo@example.com', '192.0.2.52')).toBe(false)
		await recordSignIn(db, 'jo@example.com', '192.0.2.51', false)
		expect(await signInLocked(db, 'jo@example.com', '192.0.2.52')).toBe(true)
	})
})

describe('where a sign-in sends the staff member (safeRedirect)', () => {
	it.each(['/admin', '/admin/leads', '/admin/leads?kind=quote&q=asha%20verma', '/admin/content/posts/3?saved=1', '/admin?x=1', "/admin/leads?q=o'brien|[x]"])(
		'keeps the back-office path %j',
		(target) => {
			expect(safeRedirect(target)).toBe(target)
		},
	)

	it.each([
		// Line breaks and other controls would forge a header, and make the Location header throw (a 500).
		'/admin/\r\nX-Injected: 1',
		'/admin/leads\nSet-Cookie: a=b',
		'/admin/leads?q=\r\n',
		'/admin\u0000',
		'/admin/\tleads',
		'/admin/leads\u007f',
		'/admin/lead s',
		'/admin/léads',
		// Another site, or another path of this one.
		'//evil.example/admin',
		'/admin//evil.example',
		'/admin/\\evil.example',
		'/\\evil.example/admin',
		'https://evil.example/admin',
		'/adminx',
		'/Admin',
		'/',
		'/admin/../blog',
		'/admin/%2e%2E/blog',
		'/admin/./leads',
		'admin',
		'/admin/login',
		'/admin/login?redirectTo=/admin',
		'',
		null,
		undefined,
	])('sends %j to /admin', (target) => {
		expect(safeRedirect(target)).toBe('/admin')
	})
})
