import { pathToFileURL } from 'node:url'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import type { StaffRole } from '#app/features/staff/staff.roles.ts'
import { createAuth } from '#app/server/auth.server.ts'
import type { PageBuild } from '#server/react-router.ts'
import { BUILD_ENTRY } from '#server/paths.ts'
import type { Database, Engine } from '#database/db.ts'
import { createTestApp, TEST_SITE_URL } from './app.ts'
import { createTestDatabase, type TestDatabase } from './database.ts'

export const STAFF_PASSWORD = 'a long enough password'
export const STAFF_ROLES: StaffRole[] = ['admin', 'editor', 'recruiter', 'sales']

export interface BackOffice {
	db: Database
	/** The signed-in cookies of "The admin", "The editor", "The recruiter" and "The sales". */
	cookies: Record<StaffRole, string>
	get: (url: string, cookie?: string) => Promise<LightMyRequestResponse>
	/** Posts a form; a list of values posts the field once for each (ticked boxes). */
	post: (url: string, fields: Record<string, string | string[]>, cookie?: string) => Promise<LightMyRequestResponse>
	/** Any other request (a multipart upload, say). */
	inject: (options: InjectOptions) => Promise<LightMyRequestResponse>
}

/**
 * The pages over a fresh seeded database of one engine, in process (inject),
 * with a signed-in staff member of each role, for one describe block.
 */
export function useBackOffice(engine: Engine): BackOffice {
	let database: TestDatabase
	let app: FastifyInstance
	const headers = (cookie = '') => ({ host: new URL(TEST_SITE_URL).host, ...(cookie ? { cookie } : {}) })
	const office: BackOffice = {
		db: undefined as unknown as Database,
		cookies: { admin: '', editor: '', recruiter: '', sales: '' },
		get: (url, cookie = '') => app.inject({ method: 'GET', url, headers: headers(cookie) }),
		post: (url, fields, cookie = '') =>
			app.inject({
				method: 'POST',
				url,
				headers: { ...headers(cookie), origin: TEST_SITE_URL, 'content-type': 'application/x-www-form-urlencoded' },
				payload: new URLSearchParams(Object.entries(fields).flatMap(([name, value]) => [value].flat().map((one) => [name, one]))).toString(),
			}),
		inject: (options) => app.inject(options),
	}
	beforeAll(async () => {
		database = await createTestDatabase(engine)
		office.db = database.db
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		app = await createTestApp(database.db, { pages: { build: async () => build } })
		const auth = createAuth({ db: database.db, engine, secret: 'unused-here-but-at-least-thirty-two-characters', siteUrl: TEST_SITE_URL })
		for (const role of STAFF_ROLES) {
			await createStaffUser(auth, database.db, { email: `${role}@example.com`, password: STAFF_PASSWORD, role, name: `The ${role}` })
			const response = await office.post('/admin/login', { email: `${role}@example.com`, password: STAFF_PASSWORD, redirectTo: '/admin' })
			expect(response.statusCode, `sign-in of ${role}`).toBe(302)
			office.cookies[role] = [response.headers['set-cookie'] ?? []]
				.flat()
				.map((c) => c.split(';')[0]!)
				.filter((c) => c.startsWith('lf-admin.'))
				.join('; ')
		}
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})
	return office
}
