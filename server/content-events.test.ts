import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { PageBuild } from './react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAuth } from '#app/server/auth.server.ts'
import { createContentEvents } from '#app/server/content-events.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { seedDatabase } from '#database/seed.ts'
import { createTestApp, TEST_SITE_URL } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'
import { BUILD_ENTRY, CONTENT_DIR } from './paths.ts'

/**
 * A save in the back office tells whatever caches rendered output (the page
 * cache) that content changed, and a later start-up never undoes it.
 */
describe('content changes', () => {
	let database: TestDatabase
	let app: FastifyInstance
	const content = createContentEvents()
	const changes: { what: string; version: number }[] = []
	let cookie = ''

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		app = await createTestApp(database.db, { pages: { build: async () => build }, content, env: { APP_SECRET: 'a-test-secret-of-at-least-thirty-two-characters' } })
		content.subscribe((change) => changes.push(change))
		const auth = createAuth({ db: database.db, engine: 'sqlite', secret: 'any-secret-of-at-least-thirty-two-characters', siteUrl: TEST_SITE_URL })
		await createStaffUser(auth, database.db, { email: 'ed@example.com', password: 'a long enough password', role: 'editor', name: 'Ed' })
		const signIn = await app.inject({
			method: 'POST',
			url: '/admin/login',
			headers: { origin: TEST_SITE_URL, host: 'site.test', 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams({ email: 'ed@example.com', password: 'a long enough password' }).toString(),
		})
		expect(signIn.statusCode).toBe(302)
		cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	const save = (url: string, fields: Record<string, string>) =>
		app.inject({ method: 'POST', url, headers: { origin: TEST_SITE_URL, host: 'site.test', cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() })

	it('bumps the content version on every save, and not on a refused one', async () => {
		const faq = await database.db.selectFrom('faqs').selectAll().orderBy('id').executeTakeFirstOrThrow()
		const refused = await save(`/admin/content/faq/${faq.id}`, { question: '', answer: faq.answer, sort_order: String(faq.sort_order) })
		expect(refused.statusCode).toBe(422)
		expect(changes).toEqual([])

		const saved = await save(`/admin/content/faq/${faq.id}`, { question: 'Do you work with small businesses?', answer: faq.answer, sort_order: String(faq.sort_order) })
		expect(saved.statusCode).toBe(302)
		expect(changes).toEqual([{ what: 'faqs', version: 1, elsewhere: false }])
		expect(content.version()).toBe(1)
		const page = await app.inject({ method: 'GET', url: '/faq' })
		expect(page.body).toContain('Do you work with small businesses?')
	})

	it('keeps what staff edited when the server starts again on the same database', async () => {
		await seedDatabase(database.db, CONTENT_DIR)
		const faq = await database.db.selectFrom('faqs').select('question').orderBy('id').executeTakeFirstOrThrow()
		expect(faq.question).toBe('Do you work with small businesses?')
	})
})
