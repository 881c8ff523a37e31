import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { ROOT } from '#server/paths.ts'
import { tempDataDir } from '#tests/setup/app.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'

describe('signing in to the back office', () => {
	const dataDir = tempDataDir()
	let server: RunningServer
	beforeAll(async () => {
		// Every post here comes from one address, faster than people sign in: the flood limit has tests of its own (tests/staff-security.test.ts).
		server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', STAFF_AUTH_RATE_LIMIT: '1000' })
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin', '--name', 'Bo Boss'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
		})
	})
	afterAll(async () => server?.stop())

	const get = (path: string, cookie = '') => fetch(server.url + path, { redirect: 'manual', headers: cookie ? { cookie } : {} })
	const post = (path: string, fields: Record<string, string>, { cookie = '', origin = server.url as string | null } = {}) =>
		fetch(server.url + path, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
			body: new URLSearchParams(fields),
		})
	const sessionCookie = (response: Response) =>
		response.headers
			.getSetCookie()
			.map((c) => c.split(';')[0]!)
			.filter((c) => c.startsWith('lf-admin.'))
			.join('; ')

	it('sends a signed-out visitor of any /admin URL to the sign-in page, and back afterwards', async () => {
		for (const path of ['/admin', '/admin/', '/admin/leads?status=new', '/admin/anything/else']) {
			const response = await get(path)
			expect(response.status, path).toBe(302)
			const location = new URL(response.headers.get('location')!, server.url)
			expect(location.pathname).toBe('/admin/login')
			expect(location.searchParams.get('redirectTo')).toMatch(/^\/admin/)
		}
	})

	it('shows a sign-in page with Email, Password and Sign in, kept out of search engines', async () => {
		const response = await get('/admin/login')
		expect(response.status).toBe(200)
		const html = await response.text()
		expect(html).toMatch(/<label[^>]*>Email/)
		expect(html).toMatch(/<label[^>]*>Password/)
		expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Sign in<\/button>/)
		expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>')
		// No public header or footer (their styles are in the page's inline sheet, their elements are not).
		expect(html).not.toMatch(/<header class="site-header/)
		expect(html).not.toMatch(/<footer class="site-footer/)
	})

	it('refuses a sign-in posted from another site, or from nowhere it will name', async () => {
		// React Router refuses a foreign Origin itself (400); our check refuses a post that names none (403).
		const foreign = await post('/admin/login', { email: 'boss@example.com', password: PASSWORD }, { origin: 'https://evil.example' })
		expect(foreign.status).toBe(400)
		expect(sessionCookie(foreign)).toBe('')
		const anonymous = await post('/admin/login', { email: 'boss@example.com', password: PASSWORD }, { origin: null })
		expect(anonymous.status).toBe(403)
		expect(sessionCookie(anonymous)).toBe('')
	})

	it('answers a wrong password and an unknown e-mail alike, and names an invalid field', async () => {
		const wrong = await post('/admin/login', { email: 'boss@example.com', password: 'not the password' })
		const unknown = await post('/admin/login', { email: 'nobody@example.com', password: 'not the password' })
		expect(wrong.status).toBe(401)
		expect(unknown.status).toBe(401)
		expect(await wrong.text()).toContain('Email or password is incorrect.')
		expect(await unknown.text()).toContain('Email or password is incorrect.')
		const invalid = await post('/admin/login', { email: 'not-an-email', password: '' })
		expect(invalid.status).toBe(422)
		const html = await invalid.text()
		expect(html).toContain('Enter a valid email address')
		expect(html).toContain('Password is required')
	})

	it('signs in with an HttpOnly, SameSite=Lax session cookie, opens the overview, and signs out', async () => {
		const response = await post('/admin/login', { email: 'boss@example.com', password: PASSWORD, redirectTo: '/admin' })
		expect(response.status).toBe(302)
		expect(response.headers.get('location')).toBe('/admin')
		const raw = response.headers.getSetCookie().join('\n')
		expect(raw).toMatch(/HttpOnly/i)
		expect(raw).toMatch(/SameSite=Lax/i)
		const cookie = sessionCookie(response)

		const overview = await get('/admin', cookie)
		expect(overview.status).toBe(200)
		const html = await overview.text()
		expect(html.replace(/<[^>]+>/g, '')).toContain('Signed in as Bo Boss (admin)')
		expect(html).toContain('New quote requests')
		expect((await get('/admin/no-such-page', cookie)).status).toBe(404)
		// Signed in, the sign-in page sends you on.
		expect((await get('/admin/login', cookie)).headers.get('location')).toBe('/admin')

		expect((await post('/admin/logout', {}, { cookie, origin: null })).status).toBe(403)
		expect([400, 403]).toContain((await post('/admin/logout', {}, { cookie, origin: 'https://evil.example' })).status)
		const out = await post('/admin/logout', {}, { cookie })
		expect(out.status).toBe(302)
		expect(out.headers.get('location')).toBe('/admin/login')
		expect((await get('/admin', cookie)).status).toBe(302)
	})

	it('never sends a signed-in staff member off the back office after signing in', async () => {
		const response = await post('/admin/login', { email: 'boss@example.com', password: PASSWORD, redirectTo: 'https://evil.example/' })
		expect(response.headers.get('location')).toBe('/admin')
		const sneaky = await post('/admin/login', { email: 'boss@example.com', password: PASSWORD, redirectTo: '/admin//evil.example' })
		expect(sneaky.headers.get('location')).toBe('/admin')
	})

	it('locks an account out after five failed sign-ins, even with the right password', async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'ed@example.com', '--password', PASSWORD, '--role', 'editor'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
		})
		for (let i = 0; i < 5; i++) expect((await post('/admin/login', { email: 'ed@example.com', password: `wrong guess ${i}` })).status).toBe(401)
		const locked = await post('/admin/login', { email: 'ed@example.com', password: PASSWORD })
		expect(locked.status).toBe(429)
		expect(await locked.text()).toContain('Too many failed sign-ins')
		expect(sessionCookie(locked)).toBe('')
	})
})
