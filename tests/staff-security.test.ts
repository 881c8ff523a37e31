import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#app/lib/auth.server.ts'
import { applicationLead, commitLead, contactLead } from '#app/features/forms/leads.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { type Database, type Engine, openDatabase } from '#database/db.ts'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { createServerSchema, POSTGRES_URL } from '#tests/setup/database.ts'
import { tempDataDir } from '#tests/setup/app.ts'

/**
 * The staff side's promises (SECURITY.md, "The back office"), each replayed as
 * the attack that once broke it, against the built server on each engine. The
 * server trusts X-Forwarded-For here, so one test can speak from many addresses.
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

	beforeAll(async () => {
		let databaseUrl = ''
		if (engine === 'postgres') {
			const schema = await createServerSchema('staff_security')
			databaseUrl = schema.url
			dropSchema = schema.drop
		}
		server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_SECRET: SECRET, TRUST_PROXY: 'true' })
		db = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, 'site.db') })
	})
	afterAll(async () => {
		await db?.destroy()
		await server?.stop()
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

	describe('exports, one-line fields, redirects and CV downloads', () => {
		const visitor = { source_page: '/contact', ip: '203.0.113.9', user_agent: 'test browser', spam: false }
		let admin = ''
		beforeAll(async () => {
			await createUser('issue23.admin@example.com', 'admin')
			admin = await signIn('issue23.admin@example.com')
		})

		it('exports a formula after a ";" or "," as text, every cell quoted', async () => {
			const attack = "Hi;=cmd|' /C calc'!A0;"
			await commitLead(db, contactLead({ form: 'contact', name: 'Csv Visitor', email: 'csv.visitor@example.com', phone: '5550100', message: attack }), visitor, 'leads@example.com')
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
					expected_salary: '50k', description: 'Hello', cv_file: file, cv_key: `uploads/cv/${file}`, cv_original_name: 'cv.pdf', cv_bytes: 17,
				}),
				{ ...visitor, source_page: '/career' },
				'leads@example.com',
			)
			const response = await get(`/admin/leads/career/${id}/cv`, { cookie: admin })
			expect(response.status).toBe(200)
			const policy = (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => directive.trim())
			expect(policy).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'", "frame-ancestors 'none'"]))
		})
	})
})
