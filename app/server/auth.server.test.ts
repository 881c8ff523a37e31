import { getMigrations } from 'better-auth/db/migration'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { secretOf, totp, wrongTotp } from '#tests/setup/totp.ts'
import { createStaffUser, setStaffDisabled, setStaffPassword } from '#app/features/staff/staff.server.ts'
import { type Auth, createAuth } from './auth.server.ts'

describe.each(ENGINES)('staff authentication on %s', (engine) => {
	let database: TestDatabase
	let auth: Auth
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
		auth = createAuth({
			db: database.db,
			engine,
			secret: 'a-test-secret-of-at-least-thirty-two-characters',
			siteUrl: 'http://site.test',
		})
	})
	afterAll(async () => database?.destroy())

	it('finds every table and column it needs in our migrations', async () => {
		// The library is loaded on first use (createAuth): its options are those of its context.
		const plan = await getMigrations((await auth.$context).options, { throwOnUnsafe: false })
		expect(plan.toBeCreated.map((t) => t.table)).toEqual([])
		expect(plan.toBeAdded.map((t) => [t.table, Object.keys(t.fields)])).toEqual([])
	})

	const signIn = (email: string, password: string) =>
		auth.api.signInEmail({ body: { email, password }, headers: new Headers({ 'user-agent': 'test' }), returnHeaders: true })
	const failure = (promise: Promise<unknown>) => promise.then(() => 'signed in', (error: { message?: string }) => error.message ?? String(error))

	it('signs a staff member in with the password the CLI set, and not with another', async () => {
		await createStaffUser(auth, database.db, { email: 'Editor@Example.com', password: 'a long enough password', role: 'editor', name: 'Eda' })
		const { headers, response } = await signIn('editor@example.com', 'a long enough password')
		expect(response.user.email).toBe('editor@example.com')
		const cookie = headers.get('set-cookie') ?? ''
		expect(cookie).toMatch(/lf-admin\.session_token=/)
		expect(cookie).toMatch(/HttpOnly/i)
		expect(cookie).toMatch(/SameSite=Lax/i)
		const session = await auth.api.getSession({ headers: new Headers({ cookie: cookie.split(';')[0]! }) })
		expect(session?.user).toMatchObject({ email: 'editor@example.com', role: 'editor' })

		// The same message whether the account exists or not.
		const wrong = await failure(signIn('editor@example.com', 'not the password at all'))
		const unknown = await failure(signIn('nobody@example.com', 'not the password at all'))
		expect(wrong).not.toBe('signed in')
		expect(wrong).toBe(unknown)
	})

	it('ends every session of an account that is disabled or gets a new password, and refuses a disabled one', async () => {
		await createStaffUser(auth, database.db, { email: 'rec@example.com', password: 'first long password', role: 'recruiter', name: 'Rec' })
		const first = await signIn('rec@example.com', 'first long password')
		const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!
		await setStaffPassword(auth, database.db, 'rec@example.com', 'second long password')
		expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).toBeNull()
		expect(await failure(signIn('rec@example.com', 'first long password'))).not.toBe('signed in')

		await signIn('rec@example.com', 'second long password')
		await setStaffDisabled(database.db, 'rec@example.com', true)
		const rows = await database.db.selectFrom('staff_sessions').innerJoin('staff_users', 'staff_users.id', 'staff_sessions.user_id').where('staff_users.email', '=', 'rec@example.com').selectAll().execute()
		expect(rows).toHaveLength(0)
		expect(await failure(signIn('rec@example.com', 'second long password'))).not.toBe('signed in')
		await setStaffDisabled(database.db, 'rec@example.com', false)
		expect(await failure(signIn('rec@example.com', 'second long password'))).toBe('signed in')
	})

	it('asks for a TOTP code once two-factor sign-in is confirmed: refuses a wrong code, takes the right one, and a backup code once', async () => {
		const password = 'a password for two factors'
		await createStaffUser(auth, database.db, { email: 'tf@example.com', password, role: 'admin', name: 'Tef' })
		const first = await signIn('tf@example.com', password)
		const session = new Headers({ cookie: cookiesOf(first.headers) })

		const enrolment = await auth.api.enableTwoFactor({ body: { password }, headers: session })
		if (!('totpURI' in enrolment) || !enrolment.totpURI) throw new Error('no TOTP URI')
		expect(enrolment.totpURI).toMatch(/^otpauth:\/\/totp\/Lanternfish%20Digital:tf%40example\.com\?/)
		expect(enrolment.backupCodes).toHaveLength(10)
		const secret = secretOf(enrolment.totpURI)

		// Not on until a code from the app confirms the secret.
		expect((await signIn('tf@example.com', password)).response).not.toHaveProperty('twoFactorRedirect')
		await expect(auth.api.verifyTOTP({ body: { code: wrongTotp(secret) }, headers: session })).rejects.toMatchObject({ body: { code: 'INVALID_CODE' } })
		const confirmed = await auth.api.verifyTOTP({ body: { code: totp(secret) }, headers: session, returnHeaders: true })
		expect(confirmed.headers.getSetCookie().join('\n')).toMatch(/lf-admin\.session_token=[^;]+/)
		const user = await database.db.selectFrom('staff_users').select('two_factor_enabled').where('email', '=', 'tf@example.com').executeTakeFirstOrThrow()
		expect(Boolean(user.two_factor_enabled)).toBe(true)

		// The password alone now gives no session, only the short-lived two-factor cookie.
		const pending = await signIn('tf@example.com', password)
		expect(pending.response).toMatchObject({ twoFactorRedirect: true })
		const challenge = new Headers({ cookie: cookiesOf(pending.headers) })
		expect(challenge.get('cookie')).toMatch(/lf-admin\.two_factor=/)
		expect(challenge.get('cookie')).not.toMatch(/session_token=[^;]/)
		expect(await auth.api.getSession({ headers: challenge })).toBeNull()

		await expect(auth.api.verifyTOTP({ body: { code: wrongTotp(secret) }, headers: challenge })).rejects.toMatchObject({ body: { code: 'INVALID_CODE' } })
		const verified = await auth.api.verifyTOTP({ body: { code: totp(secret) }, headers: challenge, returnHeaders: true })
		expect(verified.response.user.email).toBe('tf@example.com')
		const signedIn = await auth.api.getSession({ headers: new Headers({ cookie: cookiesOf(verified.headers) }) })
		expect(signedIn?.user.email).toBe('tf@example.com')

		// A backup code instead of the app, once.
		const [backup] = enrolment.backupCodes
		const again = new Headers({ cookie: cookiesOf((await signIn('tf@example.com', password)).headers) })
		const byBackup = await auth.api.verifyBackupCode({ body: { code: backup! }, headers: again, returnHeaders: true })
		expect(byBackup.headers.getSetCookie().join('\n')).toMatch(/lf-admin\.session_token=[^;]+/)
		const reuse = new Headers({ cookie: cookiesOf((await signIn('tf@example.com', password)).headers) })
		await expect(auth.api.verifyBackupCode({ body: { code: backup! }, headers: reuse })).rejects.toMatchObject({ body: { code: 'INVALID_BACKUP_CODE' } })
	})
})

/** The cookies a response sets, as the browser sends them back (an expired one goes away). */
function cookiesOf(headers: Headers): string {
	return headers
		.getSetCookie()
		.map((cookie) => cookie.split(';')[0]!)
		.filter((pair) => !pair.endsWith('='))
		.join('; ')
}

