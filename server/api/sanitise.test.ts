import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { PageBuild } from '../react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { BUILD_ENTRY } from '../paths.ts'

const HOSTILE = [
	'<p>Welcome</p>',
	'<script>alert("stored")</script>',
	'<img src="x.png" onerror="alert(1)">',
	'<a href="javascript:alert(2)" onclick="alert(3)">click</a>',
	'<iframe src="https://evil.test"></iframe>',
	'<p style="background:url(javascript:alert(4))" onmouseover="alert(5)">hover</p>',
	'<svg><script>alert(6)</script></svg>',
].join('')

function expectHarmless(html: string) {
	expect(html).toContain('Welcome')
	expect(html).not.toMatch(/<script|<iframe|<svg/i)
	expect(html).not.toMatch(/\son\w+\s*=/i)
	expect(html).not.toMatch(/javascript:/i)
	expect(html).not.toMatch(/style=/i)
}

describe.each(ENGINES)('stored HTML is sanitised before it leaves the server (%s)', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const { db } = database
		await db.updateTable('content_pages').set({ page_description: HOSTILE }).where('slug', '=', 'about-us').execute()
		await db.updateTable('services').set({ page_description: HOSTILE }).execute()
		await db.updateTable('blog_posts').set({ body: HOSTILE }).execute()
		await db.updateTable('faqs').set({ answer: HOSTILE }).execute()
		await db.updateTable('job_openings').set({ responsibility: HOSTILE }).execute()
		app = await createTestApp(db)
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	const get = async (url: string) => (await app.inject({ method: 'GET', url })).json()

	it('in content pages', async () => {
		expectHarmless((await get('/api/AboutUsContent'))[0].page_description)
	})

	it('in service pages, fixed and dynamic', async () => {
		expectHarmless((await get('/api/WebContent'))[0].description)
		expectHarmless((await get('/api/getService/shopify-development')).page_description)
	})

	it('in blog posts', async () => {
		expectHarmless((await get('/api/blogdetail/1')).blog_desc)
	})

	it('in FAQ answers and job descriptions', async () => {
		expectHarmless((await get('/api/faq'))[0].faq_answer)
		expectHarmless((await get('/api/career'))[0].job_responsibility)
	})
})

describe('stored HTML is sanitised in the server-rendered pages too', () => {
	let database: TestDatabase
	let app: FastifyInstance

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		await database.db.updateTable('content_pages').set({ page_description: HOSTILE }).execute()
		await database.db.updateTable('services').set({ page_description: HOSTILE }).execute()
		await database.db.updateTable('blog_posts').set({ body: HOSTILE }).execute()
		await database.db.updateTable('faqs').set({ answer: HOSTILE }).execute()
		const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
		app = await createTestApp(database.db, { pages: { build: async () => build } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it.each(['/about-us', '/privacy-policy', '/service/web-development', '/services/shopify-development', '/faq', '/blogdetail/1'])(
		'%s shows the content without scripts or event handlers',
		async (url) => {
			const response = await app.inject({ method: 'GET', url })
			expect(response.statusCode).toBe(200)
			const html = response.body
			expect(html).toContain('Welcome')
			expect(html).not.toContain('alert("stored")')
			expect(html).not.toMatch(/onerror=|onclick=|onmouseover=/i)
			expect(html).not.toMatch(/javascript:alert/i)
			expect(html).not.toContain('evil.test')
		},
	)
})
