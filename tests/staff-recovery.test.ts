import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#app/server/auth.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { type Database, type Engine, openDatabase } from '#database/db.ts'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { createServerSchema, POSTGRES_URL } from '#tests/setup/database.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { signInLinkOf, startSmtp, type TestSmtp } from '#tests/setup/smtp.ts'
import { secretOf, totp, wrongTotp } from '#tests/setup/totp.ts'

/**
 * Sign-in links kept only until sent, and the ways past a guesser's lock on an
 * account (decision 064), against the built server on each engine. The server
 * trusts one proxy hop, so each test speaks from addresses of its own.
 */

const PASSWORD = 'a long enough password'
const NEW_PASSWORD = 'a brand new long password'
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'
const ENGINES: Engine[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite']
const LOCKED = 'Too many failed sign-ins'

/** A browser: the cookies it was given, sent back as a browser does (a cleared one goes away). */
class Browser {
	readonly jar = new Map<string, string>()
	keep(response: Response): Response {
		for (const line of response.headers.getSetCookie()) {
			const [pair] = line.split(';')
			const at = pair!.indexOf('=')
			const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)]
			if (value && !/max-age=0/i.test(line)) this.jar.set(name, value)
			else this.jar.delete(name)
		}
		return response
	}
	get cookie(): string {
		return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
	}
}

describe.each(ENGINES)('staff recovery on %s', (engine) => {
	const dataDir = tempDataDir()
	let server: RunningServer
	let db: Database
	let smtp: TestSmtp
	let dropSchema: (() => Promise<void>) | undefined
	let ipCounter = 0

	beforeAll(async () => {
		let databaseUrl = ''
		if (engine === 'postgres') {
			const schema = await createServerSchema('staff_recovery')
			databaseUrl = schema.url
			dropSchema = schema.drop
		}
		smtp = await startSmtp()
		server = await startServer({ SMTP_URL: smtp.url, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_SECRET: SECRET, TRUST_PROXY: '1', STAFF_AUTH_RATE_LIMIT: '1000' })
		db = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, 'site.db') })
	})
	afterAll(async () => {
		await db?.destroy()
		await server?.stop()
		await smtp?.close()
		await dropSchema?.()
	})

	const freshIp = () => {
		ipCounter += 1
		return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
	}
	const createUser = async (email: string, role: 'admin' | 'editor' = 'editor') => {
		const auth = createAuth({ db, engine, secret: SECRET, siteUrl: server.url })
		await createStaffUser(auth, db, { email, password: PASSWORD, role, name: `Staff ${role}` })
	}
	const get = (pathname: string, browser = new Browser(), ip = freshIp()) =>
		fetch(server.url + pathname, { redirect: 'manual', headers: { 'x-forwarded-for': ip, cookie: browser.cookie } }).then((r) => browser.keep(r))
	const post = (pathname: string, fields: Record<string, string>, browser = new Browser(), ip = freshIp()) =>
		fetch(server.url + pathname, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'x-forwarded-for': ip, cookie: browser.cookie },
			body: new URLSearchParams(fields),
		}).then((r) => browser.keep(r))
	const signIn = (email: string, browser = new Browser(), password = PASSWORD, ip = freshIp()) => post('/admin/login', { email, password, redirectTo: '/admin' }, browser, ip)
	/** Six wrong guesses from elsewhere: the account is locked for browsers it has not used. */
	const lock = async (email: string) => {
		for (let i = 0; i < 6; i++) expect([401, 429]).toContain((await post('/admin/login', { email, password: `wrong guess ${i}` })).status)
		const right = await signIn(email)
		expect(right.status).toBe(429)
		expect(await right.text()).toContain(LOCKED)
	}
	/** The newest message the mail server received for this address, once `count` have arrived. */
	const mailTo = async (email: string, count = 1) => {
		const mails = () => smtp.received.filter((mail) => mail.to.includes(email))
		await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(count)
		return mails().at(-1)!
	}
	const audited = (action: string, subject: string) => db.selectFrom('audit_log').select(['actor_email', 'detail']).where('action', '=', action).where('subject', '=', subject).execute()

	describe('sign-in links', () => {
		it('mails a reset and an invitation with working links that the outbox and its folder no longer hold', async () => {
			await createUser('inviter@example.com', 'admin')
			await createUser('reset.me@example.com')
			const admin = new Browser()
			expect((await signIn('inviter@example.com', admin)).status).toBe(302)
			const invited = await post('/admin/staff', { intent: 'invite', name: 'New Colleague', email: 'new.colleague@example.com', role: 'editor' }, admin)
			expect(await invited.text()).toContain('was invited')
			expect((await post('/admin/forgot-password', { email: 'reset.me@example.com' })).status).toBe(200)

			const reset = signInLinkOf(await mailTo('reset.me@example.com'))!
			const invitation = signInLinkOf(await mailTo('new.colleague@example.com'))!
			expect(reset.token.length).toBeGreaterThan(20)
			expect(invitation.token.length).toBeGreaterThan(30)
			await expect
				.poll(async () => (await db.selectFrom('outbox').select('status').where('kind', 'like', 'staff:%').execute()).map((row) => row.status))
				.toEqual(['sent', 'sent'])

			// Neither the outbox's rows (every column) nor its folder hold a token or a link.
			const rows = JSON.stringify(await db.selectFrom('outbox').selectAll().where('kind', 'like', 'staff:%').execute())
			for (const token of [reset.token, invitation.token]) {
				expect(rows).not.toContain(token)
				expect(rows).not.toContain(encodeURIComponent(token))
			}
			expect(rows).not.toContain('reset-password?token=')
			const folder = path.join(dataDir, 'outbox')
			const files = fs.existsSync(folder) ? fs.readdirSync(folder).map((name) => fs.readFileSync(path.join(folder, name), 'utf8')) : []
			expect(files.filter((text) => text.includes(reset.token) || text.includes(invitation.token))).toEqual([])

			// The mailed links work.
			const resetForm = await get(new URL(reset.link).pathname + new URL(reset.link).search)
			expect(await resetForm.text()).toContain('name="confirmPassword"')
			expect((await post('/admin/reset-password', { token: reset.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(302)
			expect((await signIn('reset.me@example.com', new Browser(), NEW_PASSWORD)).status).toBe(302)
			expect((await post('/admin/reset-password', { token: invitation.token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).status).toBe(302)
			expect((await signIn('new.colleague@example.com', new Browser(), NEW_PASSWORD)).status).toBe(302)
		})

		it('writes no link to the outbox folder without a mail server, only a note that the message was withheld', async () => {
			const alone = tempDataDir()
			const fileServer = await startServer({ DATA_DIR: alone, DATABASE_URL: '', APP_SECRET: SECRET })
			const local = await openDatabase({ sqliteFile: path.join(alone, 'site.db') })
			try {
				const auth = createAuth({ db: local, engine: 'sqlite', secret: SECRET, siteUrl: fileServer.url })
				await createStaffUser(auth, local, { email: 'no.smtp@example.com', password: PASSWORD, role: 'editor', name: 'No Smtp' })
				const asked = await fetch(`${fileServer.url}/admin/forgot-password`, {
					method: 'POST',
					headers: { 'content-type': 'application/x-www-form-urlencoded', origin: fileServer.url },
					body: new URLSearchParams({ email: 'no.smtp@example.com' }),
				})
				expect(asked.status).toBe(200)
				// A link was made (its hash is kept) and its message went out.
				expect(await local.selectFrom('staff_sign_in_links').select('purpose').execute()).toEqual([{ purpose: 'reset' }])
				await expect.poll(async () => (await local.selectFrom('outbox').select('status').where('kind', '=', 'staff:password-reset').executeTakeFirst())?.status, { timeout: 20_000 }).toBe('sent')
				const row = await local.selectFrom('outbox').selectAll().where('kind', '=', 'staff:password-reset').executeTakeFirstOrThrow()
				expect(row.secret).toBeNull()
				expect(row.body).not.toContain('token=')
				const folder = path.join(alone, 'outbox')
				const names = fs.readdirSync(folder)
				expect(names.filter((name) => name.endsWith('.eml'))).toEqual([])
				const notes = names.filter((name) => name.endsWith('.withheld.txt')).map((name) => fs.readFileSync(path.join(folder, name), 'utf8'))
				expect(notes).toHaveLength(1)
				expect(notes[0]).toContain('This message was withheld: it carries a sign-in link')
				expect(notes[0]).toContain('To: no.smtp@example.com')
				expect(notes[0]).not.toContain('token=')
			} finally {
				await local.destroy()
				await fileServer.stop()
			}
		})
	})

	describe('a lock a guesser keeps on', () => {
		it('lets in the browser that completed a reset through the mailed link, while a fresh browser stays locked', async () => {
			await createUser('kept.out@example.com')
			await lock('kept.out@example.com')
			const mine = new Browser()
			const home = freshIp()
			expect((await signIn('kept.out@example.com', mine, PASSWORD, home)).status).toBe(429)

			expect((await post('/admin/forgot-password', { email: 'kept.out@example.com' }, mine, home)).status).toBe(200)
			const { token } = signInLinkOf(await mailTo('kept.out@example.com'))!
			expect(await (await get(`/admin/reset-password?token=${encodeURIComponent(token)}`, mine, home)).text()).toContain('name="confirmPassword"')
			const reset = await post('/admin/reset-password', { token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, mine, home)
			expect(reset.status).toBe(302)
			expect(reset.headers.getSetCookie().find((c) => c.startsWith('lf-admin.device='))).toMatch(/; Path=\/admin; Max-Age=\d+; HttpOnly; SameSite=Lax/)

			// The guesser goes on: the lock stays on for every other browser, not for this one.
			await post('/admin/login', { email: 'kept.out@example.com', password: 'one more wrong guess' })
			const signedIn = await signIn('kept.out@example.com', mine, NEW_PASSWORD, home)
			expect(signedIn.status).toBe(302)
			expect((await get('/admin', mine, home)).status).toBe(200)
			const fresh = await signIn('kept.out@example.com', new Browser(), NEW_PASSWORD)
			expect(fresh.status).toBe(429)
			expect(await fresh.text()).toContain(LOCKED)

			const trusted = await audited('sign-in.browser-trusted', 'kept.out@example.com')
			expect(trusted.map((row) => JSON.parse(row.detail))).toEqual([{ via: 'reset-link' }])
			expect(await audited('password.changed', 'kept.out@example.com')).toHaveLength(1)
		})

		it('is lifted by an admin from the staff page, and only by an admin', async () => {
			await createUser('unlocker@example.com', 'admin')
			await createUser('helper@example.com', 'editor')
			await createUser('locked.one@example.com')
			await lock('locked.one@example.com')
			const admin = new Browser()
			expect((await signIn('unlocker@example.com', admin)).status).toBe(302)
			const page = await (await get('/admin/staff', admin)).text()
			expect(page).toContain('Active, sign-in locked')
			expect(page).toContain('aria-label="Lift the sign-in lock of locked.one@example.com"')

			// An editor may not, a post from another site may not, and bad input gets a message.
			const editor = new Browser()
			expect((await signIn('helper@example.com', editor)).status).toBe(302)
			expect((await post('/admin/staff', { intent: 'unlock', email: 'locked.one@example.com' }, editor)).status).toBe(403)
			const crossSite = await fetch(`${server.url}/admin/staff`, {
				method: 'POST',
				redirect: 'manual',
				headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://elsewhere.example', 'x-forwarded-for': freshIp(), cookie: admin.cookie },
				body: new URLSearchParams({ intent: 'unlock', email: 'locked.one@example.com' }),
			})
			// Refused by the framework's own origin check (400) or the back office's (403).
			expect([400, 403]).toContain(crossSite.status)
			const bad = await post('/admin/staff', { intent: 'unlock', email: 'not-an-address' }, admin)
			expect(bad.status).toBe(422)
			expect(await bad.text()).toContain('Enter a valid email address')
			const unknown = await post('/admin/staff', { intent: 'unlock', email: 'nobody.here@example.com' }, admin)
			expect(unknown.status).toBe(404)
			expect((await signIn('locked.one@example.com')).status).toBe(429)

			const unlocked = await post('/admin/staff', { intent: 'unlock', email: 'locked.one@example.com' }, admin)
			expect(unlocked.status).toBe(200)
			expect(await unlocked.text()).toContain('locked.one@example.com can sign in again from any browser')
			expect((await signIn('locked.one@example.com')).status).toBe(302)
			expect(await (await get('/admin/staff', admin)).text()).not.toContain('aria-label="Lift the sign-in lock of locked.one@example.com"')
			expect((await audited('sign-in.unlocked', 'locked.one@example.com')).map((row) => row.actor_email)).toEqual(['unlocker@example.com'])
		})

		it('lets in a browser that gives the password with a fresh code from the app, and tells a guesser nothing', async () => {
			await createUser('two.step@example.com')
			const owner = new Browser()
			expect((await signIn('two.step@example.com', owner)).status).toBe(302)
			const started = await (await post('/admin/account', { intent: 'enable-two-factor', password: PASSWORD }, owner)).text()
			const secret = secretOf(/name="totpURI" value="([^"]+)"/.exec(started)![1]!)
			expect(await (await post('/admin/account', { intent: 'confirm-two-factor', code: totp(secret) }, owner)).text()).toContain('Two-factor sign-in is on.')
			await lock('two.step@example.com')

			// Locked, the form asks for a code beside the password.
			const asked = await signIn('two.step@example.com')
			expect(asked.status).toBe(429)
			expect(await asked.text()).toMatch(/<input[^>]*name="code"/)
			const step = Math.floor(Date.now() / 30_000)
			const withCode = (password: string, code: string, browser = new Browser()) => post('/admin/login', { email: 'two.step@example.com', password, code, redirectTo: '/admin' }, browser)
			// A wrong password with the right code, the right password with a wrong code: the same refusal.
			for (const answer of [await withCode('a wrong password here', totp(secret, step)), await withCode(PASSWORD, wrongTotp(secret))]) {
				expect(answer.status).toBe(429)
				expect(await answer.text()).toContain(LOCKED)
				expect(answer.headers.getSetCookie().join()).not.toMatch(/session_token|lf-admin\.device/)
			}
			// A code that is no code is an error under the field.
			const malformed = await withCode(PASSWORD, '12ab')
			expect(malformed.status).toBe(422)
			expect(await malformed.text()).toContain('Enter the 6-digit code from your authenticator app')

			const browser = new Browser()
			const signedIn = await withCode(PASSWORD, totp(secret, step + 1), browser)
			expect(signedIn.status).toBe(302)
			expect(signedIn.headers.get('location')).toBe('/admin')
			expect(browser.jar.has('lf-admin.device')).toBe(true)
			expect((await get('/admin', browser)).status).toBe(200)
			// The same code again is a replay.
			expect((await withCode(PASSWORD, totp(secret, step + 1))).status).toBe(429)
			// That browser is now trusted; a fresh one is still locked.
			await post('/admin/logout', {}, browser)
			expect((await signIn('two.step@example.com', browser)).headers.get('location')).toMatch(/^\/admin\/two-factor/)
			expect((await signIn('two.step@example.com')).status).toBe(429)

			expect((await audited('sign-in', 'two.step@example.com')).map((row) => JSON.parse(row.detail)).filter((detail) => detail.pastLock)).toEqual([{ method: 'totp', pastLock: true }])
			expect((await audited('sign-in.browser-trusted', 'two.step@example.com')).map((row) => JSON.parse(row.detail))).toEqual([{ via: 'two-factor' }])
		})
	})
})
