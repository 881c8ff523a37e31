import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#app/lib/auth.server.ts'
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
})
