import { execFile } from 'node:child_process'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveRow } from '#app/features/cms/cms.server.ts'
import { entityByKey } from '#app/features/cms/entities.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { createAuth } from '#app/server/auth.server.ts'
import { engineOf, openDatabase, type Database } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { seedDatabase } from '#database/seed.ts'
import type { PageBuild } from '#server/react-router.ts'
import { BUILD_ENTRY, CONTENT_DIR, ROOT } from '#server/paths.ts'
import { createTestApp, TEST_SITE_URL, tempDataDir } from './setup/app.ts'
import { createServerSchema, ENGINES } from './setup/database.ts'

const run = promisify(execFile)
const SECRET = 'a-test-secret-of-at-least-thirty-two-characters'

/**
 * Decision 047: whatever path a write takes — the back
 * office, the command line, the clock publishing a scheduled post, a comment approved, a person
 * erased — the public page, served from the page cache, shows it. The writes made in this server
 * show on the very next request; the command line's, made by another process, within the second
 * the counter is read in (here every 200 ms). The maximum age stays at its default (5 minutes):
 * it cannot be what makes any of these show.
 */
describe.each(ENGINES)('every write path changes the cached public page, on %s', (engine) => {
	let db: Database
	let app: FastifyInstance
	let cliEnv: NodeJS.ProcessEnv
	let cleanup: () => Promise<void>
	let cookie = ''
	let post: { id: number; slug: string; title: string }

	const get = async (url: string) => {
		const response = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } })
		expect(response.statusCode, url).toBe(200)
		return { cache: response.headers['x-cache'], body: response.body }
	}
	/** The page, kept: the second request is a hit. */
	const cached = async (url: string) => {
		await get(url)
		const page = await get(url)
		expect(page.cache, url).toBe('HIT')
		return page.body
	}
	const send = (url: string, fields: Record<string, string>) =>
		app.inject({
			method: 'POST',
			url,
			headers: { origin: TEST_SITE_URL, host: 'site.test', cookie, 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams(fields).toString(),
		})
	const pendingComment = async (name: string, email: string, comment: string) =>
		(
			await db
				.insertInto('blog_comments')
				.values({ blog_id: post.id, name, email, phone: '', comment, status: 'pending', created_at: new Date().toISOString() })
				.returning('id')
				.executeTakeFirstOrThrow()
		).id

	beforeAll(async () => {
		if (engine === 'sqlite') {
			const dataDir = tempDataDir()
			db = await openDatabase({ sqliteFile: path.join(dataDir, 'site.db') })
			cliEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }
			cleanup = () => db.destroy()
		} else {
			const schema = await createServerSchema('invalidation')
			db = await openDatabase({ databaseUrl: schema.url })
			cliEnv = { ...process.env, DATABASE_URL: schema.url }
			cleanup = async () => {
				await db.destroy()
				await schema.drop()
			}
		}
		await migrateToLatest(db)
		await seedDatabase(db, CONTENT_DIR)
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		app = await createTestApp(db, { pages: { build: async () => build }, contentPollMs: 200, env: { PAGE_CACHE_MB: '32', APP_SECRET: SECRET } })
		const auth = createAuth({ db, engine: engineOf(db), secret: SECRET, siteUrl: TEST_SITE_URL })
		await createStaffUser(auth, db, { email: 'ada@example.com', password: 'a long enough password', role: 'admin', name: 'Ada' })
		const signIn = await app.inject({
			method: 'POST',
			url: '/admin/login',
			headers: { origin: TEST_SITE_URL, host: 'site.test', 'content-type': 'application/x-www-form-urlencoded' },
			payload: new URLSearchParams({ email: 'ada@example.com', password: 'a long enough password' }).toString(),
		})
		expect(signIn.statusCode).toBe(302)
		cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ')
		post = await db
			.selectFrom('blog_posts')
			.select(['id', 'slug', 'title'])
			.where('status', '=', 'published')
			.where('created_at', '<=', new Date().toISOString())
			.orderBy('id')
			.executeTakeFirstOrThrow()
	})
	afterAll(async () => {
		await app?.close()
		await cleanup?.()
	})

	it('a save in the back office, and a version restored there', async () => {
		const faq = await db.selectFrom('faqs').select(['id', 'question', 'answer', 'sort_order', 'version']).orderBy('id').executeTakeFirstOrThrow()
		expect(await cached('/faq')).toContain(faq.question)
		const saved = await send(`/admin/content/faq/${faq.id}`, { question: 'Is this the question as edited in the back office?', answer: faq.answer, sort_order: String(faq.sort_order) })
		expect(saved.statusCode).toBe(302)
		const after = await get('/faq')
		expect(after.cache).toBe('MISS')
		expect(after.body).toContain('Is this the question as edited in the back office?')

		expect(await cached('/faq')).not.toContain(faq.question)
		const restored = await send(`/admin/content/faq/${faq.id}/revisions`, { intent: 'restore', version: String(faq.version) })
		expect(restored.statusCode).toBe(302)
		const back = await get('/faq')
		expect(back.body).toContain(faq.question)
		expect(back.body).not.toContain('Is this the question as edited in the back office?')
	})

	it('a comment approved in the back office, and a person erased there', async () => {
		const url = `/blogdetail/${post.slug}`
		const id = await pendingComment('Grace Approved', 'grace@example.com', 'Approved from the back office moderation list.')
		expect(await cached(url)).not.toContain('Approved from the back office moderation list.')
		expect((await send('/admin/comments', { intent: `approve:${id}` })).statusCode).toBe(200)
		expect((await get(url)).body).toContain('Approved from the back office moderation list.')

		expect(await cached(url)).toContain('Approved from the back office moderation list.')
		const erased = await send('/admin/erasure', { intent: 'erase', email: 'grace@example.com', confirm: 'grace@example.com' })
		expect(erased.statusCode).toBe(200)
		expect(erased.body).toContain('1 comments')
		expect((await get(url)).body).not.toContain('Approved from the back office moderation list.')
	})

	it('a comment approved from the command line (another process)', async () => {
		const url = `/blogdetail/${post.slug}`
		const id = await pendingComment('Linus Terminal', 'linus@example.com', 'Approved with npm run comments.')
		expect(await cached(url)).not.toContain('Approved with npm run comments.')
		const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/comments.ts', 'approve', String(id)], { cwd: ROOT, env: cliEnv })
		expect(stdout).toContain(`Comment #${id} approved.`)
		await expect.poll(async () => (await get(url)).body, { timeout: 3000, interval: 100 }).toContain('Approved with npm run comments.')
	})

	it('a post scheduled for later, published by the clock', async () => {
		const entity = entityByKey('posts')!
		const scheduled = await db.selectFrom('blog_posts').select(['id', 'title']).where('id', '!=', post.id).orderBy('id').executeTakeFirstOrThrow()
		const title = 'A post the clock publishes'
		const at = new Date(Date.now() + 2500)
		// The back office's save (the data function its action uses): published, dated a moment from now.
		const result = await saveRow(db, entity, scheduled.id, { title, status: 'published', created_at: at.toISOString() })
		expect(result.ok).toBe(true)
		expect(await cached('/blog')).not.toContain(title)
		expect(Date.now()).toBeLessThan(at.getTime())
		await expect.poll(async () => (await get('/blog')).body, { timeout: 6000, interval: 100 }).toContain(title)
		expect(Date.now()).toBeGreaterThanOrEqual(at.getTime())
	})
})
