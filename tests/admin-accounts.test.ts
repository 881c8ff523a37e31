import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { ROOT } from '#server/paths.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { signInLinkOf, startSmtp, type TestSmtp } from '#tests/setup/smtp.ts'
import { secretOf, totp, wrongTotp } from '#tests/setup/totp.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const SENT = 'If an account exists for that address, a reset link is on its way.'

describe('staff accounts in the back office', () => {
	const dataDir = tempDataDir()
	let server: RunningServer
	// Reset links reach staff through a mail server only: the outbox keeps none once sent (decision 064).
	let smtp: TestSmtp
	const createUser = (email: string, role: string, name: string, password = PASSWORD) =>
		run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', email, '--password', password, '--role', role, '--name', name], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
		})
	beforeAll(async () => {
		// Every post here comes from one address, faster than people sign in: the flood limit has tests of its own (tests/staff-security.test.ts).
		smtp = await startSmtp()
		server = await startServer({ SMTP_URL: smtp.url, DATA_DIR: dataDir, DATABASE_URL: '', STAFF_AUTH_RATE_LIMIT: '1000' })
		await createUser('boss@example.com', 'admin', 'Bo Boss')
	})
	afterAll(async () => {
		await server?.stop()
		await smtp?.close()
	})

	/** The server's own SQLite file (DATA_DIR/site.db), read beside it. */
	const query = <T,>(sql: string, ...params: unknown[]): T[] => {
		const db = new Database(path.join(dataDir, 'site.db'), { readonly: true, fileMustExist: true })
		try {
			return db.prepare(sql).all(...params) as T[]
		} finally {
			db.close()
		}
	}
	const get = (path: string, cookie = '') => fetch(server.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} })
	const post = (path: string, fields: Record<string, string>, cookie = '') =>
		fetch(server.url + path, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, ...(cookie ? { cookie } : {}) },
			body: new URLSearchParams(fields),
		})
	/** The back office's cookies a response sets, as the browser sends them back (a cleared one goes away). */
	const cookiesOf = (response: Response) =>
		response.headers
			.getSetCookie()
			.map((c) => c.split(';')[0]!)
			.filter((c) => c.startsWith('lf-admin.') && !c.endsWith('='))
			.join('; ')
	const signIn = async (email: string, password = PASSWORD) => {
		const response = await post('/admin/login', { email, password, redirectTo: '/admin' })
		expect(response.status, `sign-in of ${email}`).toBe(302)
		return cookiesOf(response)
	}
	/** The token of the newest reset link mailed to this address, once every one queued for it has arrived. */
	const resetToken = async (email: string) => {
		const queued = query<{ id: number }>(`select id from outbox where kind = 'staff:password-reset' and to_address = ?`, email)
		const mails = () => smtp.received.filter((mail) => mail.to.includes(email))
		await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(queued.length)
		const token = signInLinkOf(mails().at(-1)!)?.token
		if (!token) throw new Error(`No reset link for ${email} in the mail`)
		return token
	}
	const audited = (action: string, subject: string) =>
		query<{ actor_email: string }>('select actor_email from audit_log where action = ? and subject = ?', action, subject).map((row) => row.actor_email)

	it('resets a forgotten password through a link in the outbox, once', async () => {
		await createUser('forgetful@example.com', 'editor', 'Fo Getful')
		const login = await (await get('/admin/login')).text()
		expect(login).toMatch(/<a[^>]*href="\/admin\/forgot-password"[^>]*>Forgot your password\?<\/a>/)
		const page = await get('/admin/forgot-password')
		expect(page.status).toBe(200)
		const html = await page.text()
		expect(html).toMatch(/<label[^>]*>Email/)
		expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Send reset link<\/button>/)
		expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')

		const asked = await post('/admin/forgot-password', { email: 'Forgetful@Example.com' })
		expect(asked.status).toBe(200)
		expect(await asked.text()).toContain(SENT)
		const token = await resetToken('forgetful@example.com')

		const form = await (await get(`/admin/reset-password?token=${encodeURIComponent(token)}`)).text()
		expect(form).toMatch(/<label[^>]*>New password/)
		expect(form).toMatch(/<label[^>]*>Repeat new password/)
		const mismatch = await post('/admin/reset-password', { token, password: 'a brand new password', confirmPassword: 'another new password' })
		expect(mismatch.status).toBe(422)
		expect(await mismatch.text()).toContain('The two passwords do not match')
		const short = await post('/admin/reset-password', { token, password: 'too short', confirmPassword: 'too short' })
		expect(short.status).toBe(422)
		expect(await short.text()).toContain('at least 12 characters')

		const done = await post('/admin/reset-password', { token, password: 'a brand new password', confirmPassword: 'a brand new password' })
		expect(done.status).toBe(302)
		expect(done.headers.get('location')).toBe('/admin/login?status=password-changed')
		expect(await (await get('/admin/login?status=password-changed')).text()).toContain('Your password was changed. Sign in with the new one.')
		expect((await post('/admin/login', { email: 'forgetful@example.com', password: PASSWORD })).status).toBe(401)
		await signIn('forgetful@example.com', 'a brand new password')

		// Used once, the link is spent; a made-up one never worked.
		for (const spent of [token, 'not-a-real-token']) {
			const again = await (await get(`/admin/reset-password?token=${encodeURIComponent(spent)}`)).text()
			expect(again).toContain('This link is not valid any more')
			expect(again).toMatch(/href="\/admin\/forgot-password"/)
		}
		const replay = await post('/admin/reset-password', { token, password: 'a third new password', confirmPassword: 'a third new password' })
		expect(replay.status).toBe(400)
		expect(audited('password.reset-requested', 'forgetful@example.com')).toHaveLength(1)
		expect(audited('password.changed', 'forgetful@example.com')).toEqual(['forgetful@example.com'])
	})

	it('answers a reset request for an unknown address exactly like a known one, and sends nothing', async () => {
		const unknown = await post('/admin/forgot-password', { email: 'nobody@example.com' })
		const known = await post('/admin/forgot-password', { email: 'boss@example.com' })
		expect(unknown.status).toBe(known.status)
		expect(await unknown.text()).toContain(SENT)
		expect(await known.text()).toContain(SENT)
		expect(query('select id from outbox where to_address = ?', 'nobody@example.com')).toHaveLength(0)
		expect(query('select id from outbox where to_address = ?', 'boss@example.com')).toHaveLength(1)
		const invalid = await post('/admin/forgot-password', { email: 'not-an-email' })
		expect(invalid.status).toBe(422)
		expect(await invalid.text()).toContain('Enter a valid email address')
	})

	it('keeps the staff page for admins: an editor gets 403 there, and their own account page', async () => {
		await createUser('eddie@example.com', 'editor', 'Eddie Tor')
		const cookie = await signIn('eddie@example.com')
		expect((await get('/admin/staff', cookie)).status).toBe(403)
		expect((await post('/admin/staff', { intent: 'disable', email: 'boss@example.com' }, cookie)).status).toBe(403)
		const account = await get('/admin/account', cookie)
		expect(account.status).toBe(200)
		const html = await account.text()
		expect(html).toContain('eddie@example.com')
		expect(html).toContain('Eddie Tor')
		expect(html).toContain('Change password')
		expect(html).toContain('Turn on two-factor sign-in')
	})

	it('lets an admin add an editor who can then sign in, change their role, and disable them', async () => {
		const boss = await signIn('boss@example.com')
		const page = await get('/admin/staff', boss)
		expect(page.status).toBe(200)
		expect(await page.text()).toMatch(/<th[^>]*>Two-factor<\/th>/)

		const invalid = await post('/admin/staff', { intent: 'create', name: '', email: 'nope', role: 'editor', password: 'short' }, boss)
		expect(invalid.status).toBe(422)
		const errors = await invalid.text()
		expect(errors).toContain('Name is required')
		expect(errors).toContain('Enter a valid email address')
		expect(errors).toContain('Password must have at least 12 characters')

		const added = await post('/admin/staff', { intent: 'create', name: 'New Hire', email: 'hire@example.com', role: 'editor', password: 'an initial password' }, boss)
		expect(added.status).toBe(200)
		expect(await added.text()).toContain('Account hire@example.com (editor) was added.')
		expect((await post('/admin/staff', { intent: 'create', name: 'Again', email: 'hire@example.com', role: 'editor', password: 'an initial password' }, boss)).status).toBe(409)
		const hire = await signIn('hire@example.com', 'an initial password')
		expect(await (await get('/admin/account', hire)).text()).toContain('<dt>Role</dt><dd>editor</dd>')

		expect((await post('/admin/staff', { intent: 'role', email: 'hire@example.com', role: 'recruiter' }, boss)).status).toBe(200)
		// The role is read from the database at every request: no need to sign in again.
		expect(await (await get('/admin/account', hire)).text()).toContain('<dt>Role</dt><dd>recruiter</dd>')

		// Not on themself: an admin cannot disable or demote their own account.
		const selfDisable = await post('/admin/staff', { intent: 'disable', email: 'boss@example.com' }, boss)
		expect(selfDisable.status).toBe(409)
		expect(await selfDisable.text()).toContain('You cannot disable your own account.')
		expect((await post('/admin/staff', { intent: 'role', email: 'boss@example.com', role: 'editor' }, boss)).status).toBe(409)

		// Disabling is asked about first (decision 042); only the confirmation disables.
		const asked = await post('/admin/staff', { intent: 'disable', email: 'hire@example.com' }, boss)
		expect(await asked.text()).toContain('Disable hire@example.com?')
		expect((await get('/admin', hire)).status).toBe(200)
		const disabled = await post('/admin/staff', { intent: 'disable', email: 'hire@example.com', confirmed: 'yes' }, boss)
		expect(disabled.status).toBe(200)
		expect((await get('/admin', hire)).status).toBe(302)
		// Told so once the password is right (decision 093); a wrong one reads as any wrong password.
		const refused = await post('/admin/login', { email: 'hire@example.com', password: 'an initial password' })
		expect(refused.status).toBe(403)
		expect(await refused.text()).toContain('This account is disabled')
		expect(cookiesOf(refused)).not.toMatch(/session_token/)
		const wrong = await post('/admin/login', { email: 'hire@example.com', password: 'not the password at all' })
		expect(wrong.status).toBe(401)
		expect(await wrong.text()).not.toContain('This account is disabled')

		expect((await post('/admin/staff', { intent: 'enable', email: 'hire@example.com' }, boss)).status).toBe(200)
		const back = await signIn('hire@example.com', 'an initial password')
		expect((await post('/admin/staff', { intent: 'revoke-sessions', email: 'hire@example.com' }, boss)).status).toBe(200)
		expect((await get('/admin', back)).status).toBe(302)

		for (const action of ['staff.created', 'staff.updated', 'staff.disabled', 'staff.enabled', 'staff.sessions-revoked']) {
			expect(audited(action, 'hire@example.com'), action).toEqual(['boss@example.com'])
		}
	})

	it('changes the own password on the account page, signing out the other sessions, and renews backup codes and turns two-factor off', async () => {
		await createUser('acc@example.com', 'editor', 'Ac Count')
		const here = await signIn('acc@example.com')
		const elsewhere = await signIn('acc@example.com')
		const mismatch = await post('/admin/account', { intent: 'change-password', currentPassword: PASSWORD, password: 'my next long password', confirmPassword: 'something else entirely' }, here)
		expect(mismatch.status).toBe(422)
		expect(await mismatch.text()).toContain('The two passwords do not match')
		const wrong = await post('/admin/account', { intent: 'change-password', currentPassword: 'not my password', password: 'my next long password', confirmPassword: 'my next long password' }, here)
		expect(wrong.status).toBe(400)
		expect(await wrong.text()).toContain('That password is not correct.')

		const changed = await post('/admin/account', { intent: 'change-password', currentPassword: PASSWORD, password: 'my next long password', confirmPassword: 'my next long password' }, here)
		expect(changed.status).toBe(200)
		expect(await changed.text()).toContain('Your password was changed.')
		const renewed = cookiesOf(changed)
		expect((await get('/admin', elsewhere)).status).toBe(302)
		expect((await get('/admin', renewed)).status).toBe(200)

		const setup = await (await post('/admin/account', { intent: 'enable-two-factor', password: 'my next long password' }, renewed)).text()
		const secret = secretOf(/name="totpURI" value="([^"]+)"/.exec(setup)![1]!)
		const on = cookiesOf(await post('/admin/account', { intent: 'confirm-two-factor', code: totp(secret) }, renewed))
		const codes = await post('/admin/account', { intent: 'backup-codes', password: 'my next long password' }, on)
		expect(codes.status).toBe(200)
		const html = await codes.text()
		expect(html).toContain('New backup codes were made')
		expect([...html.matchAll(/<li><code>[A-Za-z0-9]{5}-[A-Za-z0-9]{5}<\/code><\/li>/g)]).toHaveLength(10)

		const off = await post('/admin/account', { intent: 'disable-two-factor', password: 'my next long password' }, on)
		expect(off.status).toBe(200)
		expect(await off.text()).toContain('Two-factor sign-in is off.')
		expect(await (await get('/admin/account', cookiesOf(off))).text()).toContain('Turn on two-factor sign-in')
		expect((await post('/admin/login', { email: 'acc@example.com', password: 'my next long password' })).headers.get('location')).toBe('/admin')

		for (const action of ['password.changed', 'two-factor.enabled', 'staff.updated', 'two-factor.disabled']) {
			expect(audited(action, 'acc@example.com'), action).toEqual(['acc@example.com'])
		}
	})

	it('turns on two-factor sign-in from the account page, then asks for a code after the password', async () => {
		await createUser('tf@example.com', 'recruiter', 'Tee Eff')
		let cookie = await signIn('tf@example.com')
		const wrongPassword = await post('/admin/account', { intent: 'enable-two-factor', password: 'not my password' }, cookie)
		expect(wrongPassword.status).toBe(400)
		expect(await wrongPassword.text()).toContain('That password is not correct.')

		const started = await post('/admin/account', { intent: 'enable-two-factor', password: PASSWORD }, cookie)
		expect(started.status).toBe(200)
		const setup = await started.text()
		expect(setup).toContain('aria-label="QR code for your authenticator app"')
		expect(setup).toContain('Your backup codes.')
		const backupCodes = [...setup.matchAll(/<li><code>([A-Za-z0-9]{5}-[A-Za-z0-9]{5})<\/code><\/li>/g)].map((match) => match[1]!)
		expect(backupCodes).toHaveLength(10)
		const secret = secretOf(/name="totpURI" value="([^"]+)"/.exec(setup)![1]!)
		// Not on until the app's code confirms it.
		expect((await post('/admin/login', { email: 'tf@example.com', password: PASSWORD })).headers.get('location')).toBe('/admin')

		const wrong = await post('/admin/account', { intent: 'confirm-two-factor', code: wrongTotp(secret), totpURI: `otpauth://totp/x?secret=${secret}` }, cookie)
		expect(wrong.status).toBe(400)
		expect(await wrong.text()).toContain('That code is not valid. Try again.')
		const confirmed = await post('/admin/account', { intent: 'confirm-two-factor', code: totp(secret) }, cookie)
		expect(confirmed.status).toBe(200)
		expect(await confirmed.text()).toContain('Two-factor sign-in is on.')
		cookie = cookiesOf(confirmed)
		expect(await (await get('/admin/account', cookie)).text()).toContain('New backup codes')

		// Now the password leads to the second step, with no session yet.
		const first = await post('/admin/login', { email: 'tf@example.com', password: PASSWORD, redirectTo: '/admin/account' })
		expect(first.status).toBe(302)
		expect(first.headers.get('location')).toBe(`/admin/two-factor?redirectTo=${encodeURIComponent('/admin/account')}`)
		const challenge = cookiesOf(first)
		expect(challenge).toMatch(/lf-admin\.two_factor=/)
		expect(challenge).not.toMatch(/session_token/)
		expect((await get('/admin', challenge)).status).toBe(302)

		expect((await get('/admin/two-factor')).headers.get('location')).toBe('/admin/login')
		const step = await get('/admin/two-factor?redirectTo=%2Fadmin%2Faccount', challenge)
		expect(step.status).toBe(200)
		const html = await step.text()
		expect(html).toMatch(/<label[^>]*>Authentication code/)
		expect(html).toContain('autoComplete="one-time-code"')
		expect(html).toContain('inputMode="numeric"')
		expect(html).toContain('Use a backup code instead')

		const refused = await post('/admin/two-factor', { method: 'totp', code: wrongTotp(secret), redirectTo: '/admin/account' }, challenge)
		expect(refused.status).toBe(401)
		expect(await refused.text()).toContain('That code is not valid. Try again.')
		const accepted = await post('/admin/two-factor', { method: 'totp', code: totp(secret), redirectTo: '/admin/account' }, challenge)
		expect(accepted.status).toBe(302)
		expect(accepted.headers.get('location')).toBe('/admin/account')
		expect((await get('/admin', cookiesOf(accepted))).status).toBe(200)

		// A backup code instead of the app: once.
		const byBackup = await post('/admin/two-factor', { method: 'backup-code', code: backupCodes[0]!, redirectTo: '/admin' }, cookiesOf(await post('/admin/login', { email: 'tf@example.com', password: PASSWORD })))
		expect(byBackup.status).toBe(302)
		const reused = await post('/admin/two-factor', { method: 'backup-code', code: backupCodes[0]!, redirectTo: '/admin' }, cookiesOf(await post('/admin/login', { email: 'tf@example.com', password: PASSWORD })))
		expect(reused.status).toBe(401)
		expect(await reused.text()).toContain('That code is not valid. Try again.')

		// Wrong codes count towards the same lock as wrong passwords (five since the last success): then even the right code, and the password, wait.
		// A spent backup code sent again is refused without counting as a guess: it tests nothing an attacker did not know.
		const locking = cookiesOf(await post('/admin/login', { email: 'tf@example.com', password: PASSWORD }))
		for (let i = 0; i < 5; i++) expect((await post('/admin/two-factor', { method: 'totp', code: wrongTotp(secret) }, locking)).status).toBe(401)
		const locked = await post('/admin/two-factor', { method: 'totp', code: totp(secret) }, locking)
		expect(locked.status).toBe(429)
		expect(await locked.text()).toContain('Too many failed sign-ins')
		expect(cookiesOf(locked)).not.toMatch(/session_token/)
		expect((await post('/admin/login', { email: 'tf@example.com', password: PASSWORD })).status).toBe(429)

		expect(audited('two-factor.enabled', 'tf@example.com')).toEqual(['tf@example.com'])
		expect(query('select detail from audit_log where action = ? and subject = ?', 'sign-in', 'tf@example.com').map((row) => (row as { detail: string }).detail)).toEqual(
			expect.arrayContaining(['{"method":"totp"}', '{"method":"backup-code"}']),
		)
		expect(audited('sign-in.failed', 'tf@example.com').length).toBeGreaterThanOrEqual(7)
	})
})
