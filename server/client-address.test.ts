import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { CLIENT_ADDRESS_HEADER, createAuth } from '#app/server/auth.server.ts'
import { createTestApp, TEST_SITE_URL } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'
import { captcha, withProof } from '#tests/setup/forms.ts'
import { BUILD_ENTRY } from './paths.ts'
import type { PageBuild } from './react-router.ts'

/**
 * The client's address behind the documented proxy (decision 062). nginx sets X-Forwarded-For
 * to the address it sees, but a proxy that appends (or a chain of them) passes on whatever the
 * visitor wrote in front: the requests here come from 127.0.0.1, standing for that proxy, with
 * `X-Forwarded-For: <written by the visitor>, <the real address>`. The limits count, and the
 * lead, the sign-in attempts, the audit log and the staff session keep, the real address.
 */

const PASSWORD = 'a long enough password'
const PROXY = '127.0.0.1'

describe('the client address behind one trusted proxy (TRUST_PROXY=1)', () => {
	let database: TestDatabase
	let app: FastifyInstance
	let forged = 0
	/** A different left-most entry each time, as an attacker rotating it would send. */
	const rotated = () => {
		forged += 1
		return `203.0.${Math.floor(forged / 250)}.${(forged % 250) + 1}`
	}
	const viaProxy = (real: string, written = rotated()) => ({ 'x-forwarded-for': `${written}, ${real}` })

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		// The flood limit of the sign-in page is raised so that the sign-in guard's own count is what answers.
		app = await createTestApp(database.db, { env: { TRUST_PROXY: '1', STAFF_AUTH_RATE_LIMIT: '1000' }, pages: { build: async () => build } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	const sendMessage = async (headers: Record<string, string>) => {
		const { code, token } = await captcha(app)
		const fields = await withProof(app, { name: 'Asha Patel', phone: '9876543210', email: 'asha@example.com', content: 'We need a new website.', user_captcha: code, captcha_token: token })
		return app.inject({
			method: 'POST',
			url: '/api/Quickcontact/storecontact',
			remoteAddress: PROXY,
			headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
			payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
		})
	}

	it('keeps a visitor rotating the left-most entry to the lead limit of 8, and stores the real address', async () => {
		const real = '198.51.100.7'
		const statuses: number[] = []
		for (let i = 0; i < 12; i++) statuses.push((await sendMessage(viaProxy(real))).statusCode)
		expect(statuses).toEqual([...Array<number>(8).fill(200), ...Array<number>(4).fill(429)])
		const stored = await database.db.selectFrom('contact_messages').select('ip').where('email', '=', 'asha@example.com').execute()
		expect(stored.map((row) => row.ip)).toEqual(Array<string>(8).fill(real))
	})

	it('keeps a visitor rotating the left-most entry to the limit of 120 verification codes a minute', async () => {
		const real = '198.51.100.8'
		const statuses: number[] = []
		for (let i = 0; i < 130; i++) {
			statuses.push((await app.inject({ url: '/api/captcha', remoteAddress: PROXY, headers: viaProxy(real) })).statusCode)
		}
		expect(statuses.filter((status) => status === 200)).toHaveLength(120)
		expect(statuses.slice(120)).toEqual(Array<number>(10).fill(429))
	})

	const signIn = (email: string, password: string, headers: Record<string, string>) =>
		app.inject({
			method: 'POST',
			url: '/admin/login',
			remoteAddress: PROXY,
			headers: { host: new URL(TEST_SITE_URL).host, origin: TEST_SITE_URL, 'content-type': 'application/x-www-form-urlencoded', ...headers },
			payload: new URLSearchParams({ email, password, redirectTo: '/admin' }).toString(),
		})

	it('checks at most 20 sign-in guesses from one real address across many accounts, and records that address', async () => {
		const real = '198.51.100.9'
		const statuses: number[] = []
		// Two guesses at each of fifteen accounts: under each account's own limit of 5.
		for (let i = 0; i < 30; i++) statuses.push((await signIn(`guessed${i % 15}@example.com`, `wrong guess ${i}`, viaProxy(real))).statusCode)
		expect(statuses.filter((status) => status === 401)).toHaveLength(20)
		expect(statuses.filter((status) => status === 429)).toHaveLength(10)

		const attempts = await database.db.selectFrom('staff_sign_in_attempts').select('ip').where('email', 'like', 'guessed%').execute()
		expect(attempts).toHaveLength(30)
		expect(new Set(attempts.map((row) => row.ip))).toEqual(new Set([real]))
		const audited = await database.db.selectFrom('audit_log').select('ip').where('action', '=', 'sign-in.failed').where('subject', 'like', 'guessed%').execute()
		expect(audited).toHaveLength(30)
		expect(new Set(audited.map((row) => row.ip))).toEqual(new Set([real]))
	})

	it('keeps the real address with a staff session, whatever address header the client adds', async () => {
		const real = '198.51.100.10'
		const auth = createAuth({ db: database.db, engine: 'sqlite', secret: 'unused-here-but-at-least-thirty-two-characters', siteUrl: TEST_SITE_URL })
		const user = await createStaffUser(auth, database.db, { email: 'proxied@example.com', password: PASSWORD, role: 'editor', name: 'Proxied' })
		const response = await signIn('proxied@example.com', PASSWORD, { ...viaProxy(real), [CLIENT_ADDRESS_HEADER]: '203.0.113.200', 'x-real-ip': '203.0.113.201' })
		expect(response.statusCode).toBe(302)
		const sessions = await database.db.selectFrom('staff_sessions').select('ip_address').where('user_id', '=', user.id).execute()
		expect(sessions.map((row) => row.ip_address)).toEqual([real])
		const audited = await database.db.selectFrom('audit_log').select('ip').where('action', '=', 'sign-in').where('subject', '=', 'proxied@example.com').execute()
		expect(audited.map((row) => row.ip)).toEqual([real])
	})
})

describe('the client address with no proxy trusted (TRUST_PROXY unset)', () => {
	let database: TestDatabase
	let app: FastifyInstance

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		app = await createTestApp(database.db, { pages: { build: async () => build } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('is the socket address for the sign-in guard and the staff session, not a header the visitor wrote', async () => {
		const socket = '192.0.2.44'
		const auth = createAuth({ db: database.db, engine: 'sqlite', secret: 'unused-here-but-at-least-thirty-two-characters', siteUrl: TEST_SITE_URL })
		const user = await createStaffUser(auth, database.db, { email: 'direct@example.com', password: PASSWORD, role: 'editor', name: 'Direct' })
		const response = await app.inject({
			method: 'POST',
			url: '/admin/login',
			remoteAddress: socket,
			headers: {
				host: new URL(TEST_SITE_URL).host,
				origin: TEST_SITE_URL,
				'content-type': 'application/x-www-form-urlencoded',
				'x-forwarded-for': '203.0.113.5',
				[CLIENT_ADDRESS_HEADER]: '203.0.113.6',
			},
			payload: new URLSearchParams({ email: 'direct@example.com', password: PASSWORD, redirectTo: '/admin' }).toString(),
		})
		expect(response.statusCode).toBe(302)
		const attempts = await database.db.selectFrom('staff_sign_in_attempts').select('ip').where('email', '=', 'direct@example.com').execute()
		expect(attempts.map((row) => row.ip)).toEqual([socket])
		const sessions = await database.db.selectFrom('staff_sessions').select('ip_address').where('user_id', '=', user.id).execute()
		expect(sessions.map((row) => row.ip_address)).toEqual([socket])
	})
})
