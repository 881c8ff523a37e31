import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#app/server/auth.server.ts'
import { applicationLead, commitLead, contactLead } from '#app/features/leads/leads.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { type Database, type Engine, openDatabase } from '#database/db.ts'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { createServerSchema, POSTGRES_URL } from '#tests/setup/database.ts'
import { signInLinkOf, startSmtp, type TestSmtp } from '#tests/setup/smtp.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { secretOf, totp } from '#tests/setup/totp.ts'

/**
 * The staff side's promises (SECURITY.md, "The back office"), each replayed as
 * the attack that once broke it, against the built server on each engine. The
 * server trusts one proxy hop here (TRUST_PROXY=1) and the tests speak as that
 * proxy, naming the client in X-Forwarded-For, so one test can speak from many addresses.
 */

const PASSWORD = 'a long enough password'
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'
const ENGINES: Engine[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite']

describe.each(ENGINES)('the staff side on %s', (engine) => {
	const dataDir = tempDataDir()
	let server: RunningServer
	let db: Database
	let dropSchema: (() => Promise<void>) | undefined
	let ipCounter = 0
	// Reset links reach staff through a mail server only: the outbox keeps none once sent (decision 064).
	let smtp: TestSmtp

	beforeAll(async () => {
		let databaseUrl = ''
		if (engine === 'postgres') {
			const schema = await createServerSchema('staff_security')
			databaseUrl = schema.url
			dropSchema = schema.drop
		}
		// Request lines are logged at info: the test of reset links reads them.
		smtp = await startSmtp()
		server = await startServer({ SMTP_URL: smtp.url, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_SECRET: SECRET, TRUST_PROXY: '1', LOG_LEVEL: 'info' })
		db = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, 'site.db') })
	})
	afterAll(async () => {
		await db?.destroy()
		await server?.stop()
		await smtp?.close()
		await dropSchema?.()
	})

	/** A network address no other test speaks from. */
	const freshIp = () => {
		ipCounter += 1
		return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`
	}
	/** A staff account of this role, made straight in the database. */
	const createUser = async (email: string, role: 'admin' | 'editor' | 'recruiter' = 'editor', password = PASSWORD) => {
		const auth = createAuth({ db, engine, secret: SECRET, siteUrl: server.url })
		await createStaffUser(auth, db, { email, password, role, name: `Staff ${role}` })
	}
	const get = (pathname: string, { cookie = '', ip = '203.0.113.1' } = {}) =>
		fetch(server.url + pathname, { redirect: 'manual', headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } })
	const post = (pathname: string, fields: Record<string, string>, { cookie = '', ip = '203.0.113.1' } = {}) =>
		fetch(server.url + pathname, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url, 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) },
			body: new URLSearchParams(fields),
		})
	/** The back office's cookies a response sets, as a browser sends them back (a cleared one goes away). */
	const cookiesOf = (response: Response) =>
		response.headers
			.getSetCookie()
			.map((c) => c.split(';')[0]!)
			.filter((c) => c.startsWith('lf-admin.') && !c.endsWith('='))
			.join('; ')
	/** Signs in with the password (no second factor), from a fresh address unless one is named. */
	const signIn = async (email: string, { password = PASSWORD, ip = freshIp(), cookie = '' } = {}) => {
		const response = await post('/admin/login', { email, password, redirectTo: '/admin' }, { ip, cookie })
		expect(response.status, `sign-in of ${email}`).toBe(302)
		return cookiesOf(response)
	}

	it('starts with a working back office', async () => {
		await createUser('first@example.com', 'admin')
		const cookie = await signIn('first@example.com')
		expect((await get('/admin', { cookie })).status).toBe(200)
	})

	/** A staff account with two-factor sign-in turned on from its account page; answers the app's secret. */
	const twoFactorUser = async (email: string) => {
		await createUser(email)
		const cookie = await signIn(email)
		const started = await (await post('/admin/account', { intent: 'enable-two-factor', password: PASSWORD }, { cookie, ip: freshIp() })).text()
		const secret = secretOf(/name="totpURI" value="([^"]+)"/.exec(started)![1]!)
		const confirmed = await post('/admin/account', { intent: 'confirm-two-factor', code: totp(secret) }, { cookie, ip: freshIp() })
		expect(await confirmed.text()).toContain('Two-factor sign-in is on.')
		return secret
	}
	/** The two-factor cookie of a sign-in whose password was right, from a fresh address. */
	const challenge = async (email: string) => {
		const response = await post('/admin/login', { email, password: PASSWORD }, { ip: freshIp() })
		expect(response.headers.get('location')).toMatch(/^\/admin\/two-factor/)
		return cookiesOf(response)
	}

	/** How many of these answers checked a password (401) and how many were turned away unchecked (429). */
	const tally = (responses: Response[]) => ({
		checked: responses.filter((r) => r.status === 401).length,
		refused: responses.filter((r) => r.status === 429).length,
	})
	const guess = (email: string, ip: string, i: number, cookie = '') => post('/admin/login', { email, password: `wrong guess ${i}` }, { ip, cookie })

	describe('guessing at the door', () => {
		it('checks at most five of sixty simultaneous guesses from one address, and then refuses even the right password', async () => {
			await createUser('raced@example.com')
			const ip = freshIp()
			const answers = tally(await Promise.all(Array.from({ length: 60 }, (_, i) => guess('raced@example.com', ip, i))))
			expect(answers.checked).toBeLessThanOrEqual(5)
			expect(answers.checked + answers.refused).toBe(60)
			// From elsewhere the lock answers; from the guessing address the flood limit may answer first.
			for (const [from, message] of [[freshIp(), 'Too many failed sign-ins'], [ip, 'Too many']]) {
				const right = await post('/admin/login', { email: 'raced@example.com', password: PASSWORD }, { ip: from })
				expect(right.status).toBe(429)
				expect(await right.text()).toContain(message)
				expect(cookiesOf(right)).not.toMatch(/session_token/)
			}
		})

		it('checks at most five of sixty simultaneous guesses from twenty addresses', async () => {
			await createUser('spread@example.com')
			const ips = Array.from({ length: 20 }, freshIp)
			const answers = tally(await Promise.all(Array.from({ length: 60 }, (_, i) => guess('spread@example.com', ips[i % 20]!, i))))
			expect(answers.checked).toBeLessThanOrEqual(5)
			expect(answers.checked + answers.refused).toBe(60)
			expect((await post('/admin/login', { email: 'spread@example.com', password: PASSWORD }, { ip: freshIp() })).status).toBe(429)
		})

		it('checks at most twenty simultaneous guesses from one address, whichever accounts they name', async () => {
			const ip = freshIp()
			const answers = tally(await Promise.all(Array.from({ length: 30 }, (_, i) => guess(`nobody${i}@example.com`, ip, i))))
			expect(answers.checked).toBeLessThanOrEqual(20)
			expect(answers.checked + answers.refused).toBe(30)
			// The address stays locked for other accounts; other addresses do not.
			expect((await guess('nobody-else@example.com', ip, 99)).status).toBe(429)
			expect((await guess('nobody-else@example.com', freshIp(), 99)).status).toBe(401)
		})

		it('answers a flood of posts from one address with 429 on all four pages, before reading them', async () => {
			await twoFactorUser('flooded@example.com')
			const cookie = await challenge('flooded@example.com')
			const ip = freshIp()
			for (let i = 0; i < 30; i++) expect((await post('/admin/login', { email: 'not-an-email', password: '' }, { ip })).status).toBe(422)
			for (const pathname of ['/admin/login', '/admin/two-factor', '/admin/forgot-password', '/admin/reset-password']) {
				const response = await post(pathname, { email: 'first@example.com', password: PASSWORD, token: 'x', code: '123456', method: 'totp' }, { ip, cookie })
				expect(response.status, pathname).toBe(429)
				expect(Number(response.headers.get('retry-after')), pathname).toBeGreaterThan(0)
				expect(await response.text(), pathname).toContain('Too many requests from your network')
			}
			expect((await post('/admin/login', { email: 'first@example.com', password: PASSWORD }, { ip: freshIp() })).status).toBe(302)
		})

		it('keeps a staff member on their usual browser signing in while a guesser elsewhere is locked out', async () => {
			await createUser('usual@example.com')
			await createUser('colleague@example.com')
			const home = freshIp()
			const usual = await post('/admin/login', { email: 'usual@example.com', password: PASSWORD }, { ip: home })
			const device = usual.headers.getSetCookie().find((c) => c.startsWith('lf-admin.device='))
			expect(device).toMatch(/; Path=\/admin; Max-Age=\d+; HttpOnly; SameSite=Lax/)
			const deviceCookie = device!.split(';')[0]!

			// The guesser, from elsewhere: five checks, then nothing, not even with the right password.
			const attacker = freshIp()
			const answers = tally(await Promise.all(Array.from({ length: 12 }, (_, i) => guess('usual@example.com', attacker, i))))
			expect(answers.checked).toBeLessThanOrEqual(5)
			expect((await post('/admin/login', { email: 'usual@example.com', password: PASSWORD }, { ip: freshIp() })).status).toBe(429)

			// The staff member's browser still gets in, from home or from the guesser's own network.
			for (const ip of [home, attacker]) {
				const signedIn = await post('/admin/login', { email: 'usual@example.com', password: PASSWORD, redirectTo: '/admin' }, { ip, cookie: deviceCookie })
				expect(signedIn.status, ip).toBe(302)
				expect((await get('/admin', { cookie: cookiesOf(signedIn) })).status).toBe(200)
			}
			// The cookie speaks for its own account only.
			await Promise.all(Array.from({ length: 6 }, (_, i) => guess('colleague@example.com', freshIp(), i)))
			expect((await post('/admin/login', { email: 'colleague@example.com', password: PASSWORD }, { ip: home, cookie: deviceCookie })).status).toBe(429)
			// And a guesser holding the cookie is limited on it too.
			const stolen = tally(await Promise.all(Array.from({ length: 10 }, (_, i) => guess('usual@example.com', freshIp(), i, deviceCookie))))
			expect(stolen.checked).toBeLessThanOrEqual(5)
			expect((await post('/admin/login', { email: 'usual@example.com', password: PASSWORD }, { ip: home, cookie: deviceCookie })).status).toBe(429)
		})
	})

	describe('reset links', () => {
		/** The token of the newest reset link mailed to this address, once every one queued for it has arrived. */
		const resetToken = async (email: string) => {
			const queued = await db.selectFrom('outbox').select('id').where('kind', '=', 'staff:password-reset').where('to_address', '=', email).execute()
			const mails = () => smtp.received.filter((mail) => mail.to.includes(email))
			await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(queued.length)
			return signInLinkOf(mails().at(-1)!)!.token
		}
		const linkWorks = async (token: string) => !(await (await get(`/admin/reset-password?token=${encodeURIComponent(token)}`)).text()).includes('This link is not valid any more')

		it('keeps only a hash of each token, never logs one, and honours only the newest link of an account', async () => {
			await createUser('forgetful@example.com')
			const ask = () => post('/admin/forgot-password', { email: 'forgetful@example.com' }, { ip: freshIp() })
			expect((await ask()).status).toBe(200)
			const first = await resetToken('forgetful@example.com')
			expect(await linkWorks(first)).toBe(true)
			const user = (await db.selectFrom('staff_users').select('id').where('email', '=', 'forgetful@example.com').executeTakeFirstOrThrow())
			const stored = await db.selectFrom('staff_sign_in_links').selectAll().where('user_id', '=', user.id).execute()
			expect(stored.map((link) => link.purpose)).toEqual(['reset'])
			expect(JSON.stringify(stored)).not.toContain(first)
			// Nor does the library's table hold it: the token mailed is the site's, not the library's.
			expect(JSON.stringify(await db.selectFrom('staff_verifications').selectAll().execute())).not.toContain(first)

			// A newer link ends the older one.
			expect((await ask()).status).toBe(200)
			const second = await resetToken('forgetful@example.com')
			expect(second).not.toBe(first)
			expect(await linkWorks(first)).toBe(false)
			expect(await linkWorks(second)).toBe(true)

			// A token the library made (here straight through it) is no link of the site's: its page refuses it, and so does a post.
			const auth = createAuth({ db, engine, secret: SECRET, siteUrl: server.url })
			const ctx = await auth.$context
			await ctx.internalAdapter.createVerificationValue({ value: user.id, identifier: 'reset-password:a-token-of-the-library', expiresAt: new Date(Date.now() + 3_600_000) })
			expect(await linkWorks('a-token-of-the-library')).toBe(false)
			const forged = await post('/admin/reset-password', { token: 'a-token-of-the-library', password: 'a forged new password', confirmPassword: 'a forged new password' }, { ip: freshIp() })
			expect(forged.status).toBe(400)
			const reset = await post('/admin/reset-password', { token: second, password: 'a brand new password', confirmPassword: 'a brand new password' }, { ip: freshIp() })
			expect(reset.status).toBe(302)
			for (const token of [first, second]) expect(await linkWorks(token)).toBe(false)
			expect(await db.selectFrom('staff_sign_in_links').select('token_hash').where('user_id', '=', user.id).execute()).toEqual([])
			expect((await post('/admin/login', { email: 'forgetful@example.com', password: 'a brand new password', redirectTo: '/admin' }, { ip: freshIp() })).status).toBe(302)

			await expect.poll(() => server.output()).toContain('/admin/reset-password?token=REDACTED')
			for (const token of [first, second]) expect(server.output()).not.toContain(encodeURIComponent(token))
		})
	})

	describe('two-factor codes', () => {
		it('accepts a code from the app once, even when it is sent twice at the same moment', async () => {
			const secret = await twoFactorUser('twofa@example.com')
			const answer = (cookie: string, code: string) => post('/admin/two-factor', { method: 'totp', code, redirectTo: '/admin' }, { cookie, ip: freshIp() })
			// Sign in, sign out, sign in again with the same code: refused.
			const code = totp(secret)
			const first = await answer(await challenge('twofa@example.com'), code)
			expect(first.status).toBe(302)
			expect((await post('/admin/logout', {}, { cookie: cookiesOf(first) })).status).toBe(302)
			const replay = await answer(await challenge('twofa@example.com'), code)
			expect(replay.status).toBe(401)
			expect(await replay.text()).toContain('That code was used already')
			expect(cookiesOf(replay)).not.toMatch(/session_token/)

			// Two sign-ins racing with one code of the next step: one gets in.
			const next = totp(secret, Math.floor(Date.now() / 30_000) + 1)
			const [a, b] = await Promise.all([challenge('twofa@example.com'), challenge('twofa@example.com')])
			const raced = await Promise.all([answer(a, next), answer(b, next)])
			expect(raced.map((r) => r.status).sort()).toEqual([302, 401])
		})

		it('accepts a backup code once when it is sent several times at the same moment, and refuses the others as not valid', async () => {
			await createUser('backup@example.com')
			const cookie = await signIn('backup@example.com')
			const started = await (await post('/admin/account', { intent: 'enable-two-factor', password: PASSWORD }, { cookie, ip: freshIp() })).text()
			const secret = secretOf(/name="totpURI" value="([^"]+)"/.exec(started)![1]!)
			const codes = [...started.matchAll(/<li><code>([^<]+)<\/code><\/li>/g)].map((match) => match[1]!)
			expect(codes.length).toBeGreaterThanOrEqual(5)
			expect(await (await post('/admin/account', { intent: 'confirm-two-factor', code: totp(secret) }, { cookie, ip: freshIp() })).text()).toContain('Two-factor sign-in is on.')
			const answer = (challengeCookie: string, code: string) => post('/admin/two-factor', { method: 'backup-code', code, redirectTo: '/admin' }, { cookie: challengeCookie, ip: freshIp() })
			// Signed in (the page asked for, with a session), or refused as a wrong code; anything else as it came.
			const outcome = async (response: Response) => {
				if (response.status === 302 && response.headers.get('location') === '/admin' && /session_token/.test(cookiesOf(response))) return 'signed in'
				const text = await response.text()
				if (response.status === 401 && text.includes('That code is not valid. Try again.')) return 'not valid'
				return `${response.status} ${response.headers.get('location') ?? text.slice(0, 200)}`
			}

			// Four sign-ins racing with one code: one gets in, the others are told the code is not valid.
			const challenges = await Promise.all(Array.from({ length: 4 }, () => challenge('backup@example.com')))
			const raced = await Promise.all((await Promise.all(challenges.map((c) => answer(c, codes[0]!)))).map(outcome))
			expect(raced.sort()).toEqual(['not valid', 'not valid', 'not valid', 'signed in'])

			// One sign-in sending the same code four times at once (a double click, a retrying client): one gets in;
			// the others are told it is not valid, or, once that sign-in is done, sent back to the sign-in page.
			const one = await challenge('backup@example.com')
			const same = await Promise.all((await Promise.all(Array.from({ length: 4 }, () => answer(one, codes[1]!)))).map(outcome))
			expect(same.filter((o) => o === 'signed in')).toHaveLength(1)
			expect(same.filter((o) => o !== 'signed in' && o !== 'not valid' && o !== '302 /admin/login')).toEqual([])

			// Two sign-ins with two different codes at once: neither fails the page.
			const pair = await Promise.all([challenge('backup@example.com'), challenge('backup@example.com')])
			const two = await Promise.all((await Promise.all([answer(pair[0], codes[2]!), answer(pair[1], codes[3]!)])).map(outcome))
			expect(two).toContain('signed in')
			expect(two.filter((o) => o !== 'signed in' && o !== 'not valid')).toEqual([])

			// Used codes stay used; an unused one still works.
			expect(await outcome(await answer(await challenge('backup@example.com'), codes[0]!))).toBe('not valid')
			expect(await outcome(await answer(await challenge('backup@example.com'), codes[4]!))).toBe('signed in')
		})
	})

	describe('limits on what one account does', () => {
		it('lets a person add notes, export and upload at a working pace, and answers a script 429', async () => {
			await createUser('busy@example.com', 'editor')
			const cookie = await signIn('busy@example.com')
			const leadId = await commitLead(
				db,
				contactLead({ form: 'contact', name: 'Lead Person', email: 'lead.person@example.com', phone: '5550100100', message: 'Hello' }),
				{ source_page: '/contact-us', ip: '203.0.113.50', user_agent: 'test', spam: false },
				{ to: 'leads@agency.test', siteUrl: 'http://site.test' },
			)
			const notes = []
			for (let i = 0; i < 61; i++) notes.push(await post(`/admin/leads/contact/${leadId}`, { intent: 'note', body: `Note ${i}` }, { cookie }))
			expect(notes.slice(0, 60).every((r) => r.status === 200)).toBe(true)
			expect(notes[60]!.status).toBe(429)
			expect(Number(notes[60]!.headers.get('retry-after'))).toBeGreaterThan(0)
			expect(await db.selectFrom('lead_notes').select('id').where('lead_id', '=', leadId).execute()).toHaveLength(60)

			const other = await signIn('first@example.com')
			const exports = await Promise.all(Array.from({ length: 11 }, () => get('/admin/leads/export.csv', { cookie: other })))
			expect(exports.filter((r) => r.status === 200)).toHaveLength(10)
			expect(exports.filter((r) => r.status === 429)).toHaveLength(1)

			const uploader = await signIn('first@example.com')
			const upload = () => {
				const form = new FormData()
				form.append('intent', 'save')
				return fetch(`${server.url}/admin/content/events/1`, { method: 'POST', redirect: 'manual', headers: { origin: server.url, cookie: uploader, 'x-forwarded-for': freshIp() }, body: form })
			}
			const uploads = []
			for (let i = 0; i < 31; i++) uploads.push((await upload()).status)
			expect(uploads.slice(0, 30)).not.toContain(429)
			expect(uploads[30]).toBe(429)
		})
	})

	describe('exports, one-line fields, redirects and CV downloads', () => {
		const visitor = { source_page: '/contact', ip: '203.0.113.9', user_agent: 'test browser', spam: false }
		let admin = ''
		beforeAll(async () => {
			await createUser('issue23.admin@example.com', 'admin')
			admin = await signIn('issue23.admin@example.com')
		})

		it('exports a formula after a ";" or "," as text, every cell quoted', async () => {
			const attack = "Hi;=cmd|' /C calc'!A0;"
			await commitLead(db, contactLead({ form: 'contact', name: 'Csv Visitor', email: 'csv.visitor@example.com', phone: '5550100', message: attack }), visitor, { to: 'leads@example.com', siteUrl: 'http://site.test' })
			const response = await get('/admin/leads/export.csv?q=csv.visitor', { cookie: admin })
			expect(response.status).toBe(200)
			const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean)
			expect(lines).toHaveLength(2)
			expect(lines[1]).toContain(`"Hi;'=cmd|' /C calc'!A0;"`)
			for (const separator of [';', ',']) {
				const cells = lines.flatMap((line) => line.split(separator)).map((cell) => cell.replace(/^[ "]+|[ "]+$/g, ''))
				expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell)), separator).toEqual([])
			}
		})

		it('refuses a name with a line break in a public form, under the name, storing nothing', async () => {
			const name = 'Evil Name\r\nX-Hdr: injected'
			const response = await post(
				'/api/Quickcontact/storecontact',
				{ name, phone: '9876543210', email: 'evil@example.com', content: 'Hello', user_captcha: 'AB12', captcha_token: 'x' },
				{ ip: freshIp() },
			)
			expect(response.status).toBe(422)
			expect(((await response.json()) as { errors: Record<string, string[]> }).errors.name?.[0]).toMatch(/must be on one line/)
			expect(await db.selectFrom('contact_messages').select('id').where('email', '=', 'evil@example.com').execute()).toEqual([])
		})

		it('sends a sign-in whose redirectTo holds a line break to /admin, never a 500', async () => {
			const fields = { email: 'issue23.admin@example.com', password: PASSWORD, redirectTo: '/admin/\r\nX-Injected: 1' }
			const signedIn = await post('/admin/login', fields, { ip: freshIp() })
			expect(signedIn.status).toBe(302)
			expect(signedIn.headers.get('location')).toBe('/admin')
			expect(signedIn.headers.get('x-injected')).toBeNull()
			const already = await get('/admin/login?redirectTo=/admin/%0D%0AX-Injected:%201', { cookie: admin, ip: freshIp() })
			expect(already.status).toBe(302)
			expect(already.headers.get('location')).toBe('/admin')
		})

		it('downloads a CV sandboxed, with no default source and no framing', async () => {
			const job = await db.selectFrom('job_openings').select(['id', 'title']).executeTakeFirstOrThrow()
			const file = `${randomUUID()}.pdf`
			fs.mkdirSync(path.join(dataDir, 'uploads', 'cv'), { recursive: true })
			fs.writeFileSync(path.join(dataDir, 'uploads', 'cv', file), '%PDF-1.4\n% a CV\n')
			const id = await commitLead(
				db,
				applicationLead({
					job_id: job.id, job_title: job.title, name: 'Ravi Shah', email: 'ravi@example.com', phone: '919876543210', current_salary: '40k',
					expected_salary: '50k', description: 'Hello', cv_file: file, cv_original_name: 'cv.pdf', cv_bytes: 17,
				}),
				{ ...visitor, source_page: '/career' },
				{ to: 'leads@example.com', siteUrl: 'http://site.test' },
			)
			const response = await get(`/admin/leads/career/${id}/cv`, { cookie: admin })
			expect(response.status).toBe(200)
			const policy = (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim())
			expect(policy).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'none'"]))
		})
	})
})
