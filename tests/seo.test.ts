import { Readable } from 'node:stream'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import Parser from 'rss-parser'
import { parseSitemap, parseSitemapIndex } from 'sitemap'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PageBuild, staticPagePaths } from '#server/react-router.ts'
import { BUILD_ENTRY } from '#server/paths.ts'
import { createTestApp, TEST_SITE_URL } from '#tests/setup/app.ts'
import type { Engine } from '#database/db.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

/**
 * What search engines read, on each engine: robots.txt, the sitemaps of the
 * public URL registry (every page once, canonical, dated by its content) and
 * the 301s that give each page one URL.
 */
const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild

/** The pages and API over a fresh database of one engine, for one describe block. */
function usePages(engine: Engine, env: Record<string, string> = {}) {
	let database: TestDatabase
	let app: FastifyInstance
	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const serverBuild = await build()
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild }, env })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})
	return { app: () => app, database: () => database }
}

describe.each(ENGINES)('search engines on %s', (engine) => {
	const site = usePages(engine)
	const get = (url: string) => site.app().inject({ method: 'GET', url, headers: { host: 'site.test' } })

	/** Every URL of every child sitemap, with its lastmod, read back with the sitemap library's parser. */
	async function sitemapUrls(): Promise<{ url: string; lastmod?: string }[]> {
		const index = await get('/sitemap.xml')
		expect(index.statusCode).toBe(200)
		expect(index.headers['content-type']).toBe('application/xml; charset=utf-8')
		const children = await parseSitemapIndex(Readable.from([index.body]))
		expect(children.map((child) => child.url).toSorted()).toEqual(
			['blog', 'events', 'pages', 'portfolio', 'services'].map((kind) => `${TEST_SITE_URL}/sitemaps/${kind}.xml`),
		)
		const urls: { url: string; lastmod?: string }[] = []
		for (const child of children) {
			const response = await get(new URL(child.url).pathname)
			expect(response.statusCode, child.url).toBe(200)
			urls.push(...(await parseSitemap(Readable.from([response.body]))).map(({ url, lastmod }) => ({ url, lastmod })))
		}
		return urls
	}

	it('robots.txt keeps crawlers out of the API and the back office and names the sitemap', async () => {
		const response = await get('/robots.txt')
		expect(response.statusCode).toBe(200)
		expect(response.headers['content-type']).toBe('text/plain; charset=utf-8')
		expect(response.body).toBe(`User-agent: *\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${TEST_SITE_URL}/sitemap.xml\n`)
	})

	it('lists every page once, each answering 200 with itself as canonical, and nothing private', async () => {
		const urls = await sitemapUrls()
		const paths = urls.map(({ url }) => new URL(url).pathname)
		expect(new Set(paths).size).toBe(paths.length)
		for (const { url, lastmod } of urls) {
			expect(url.startsWith(`${TEST_SITE_URL}/`) || url === TEST_SITE_URL || url === `${TEST_SITE_URL}/`, url).toBe(true)
			expect(Number.isNaN(Date.parse(lastmod ?? '')), `${url} lastmod ${lastmod}`).toBe(false)
			expect(Date.parse(lastmod!)).toBeLessThanOrEqual(Date.now())
			const page = await get(new URL(url).pathname)
			expect(page.statusCode, url).toBe(200)
			const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1]
			expect(canonical && new URL(canonical).href, url).toBe(new URL(url).href)
		}
		expect(paths.filter((path) => /^\/(api|admin)(\/|$)|[?]/.test(path))).toEqual([])
	})

	it('holds every page route of the route table and every URL the content makes', async () => {
		const paths = new Set((await sitemapUrls()).map(({ url }) => new URL(url).pathname))
		const { db } = site.database()
		const expected = [
			...staticPagePaths(await build()),
			...(await db.selectFrom('services').select('slug').execute()).map((s) => `/service/${s.slug}`),
			...(await db.selectFrom('portfolio_categories').select('slug').execute()).map((c) => `/portfolio/${c.slug}`),
			...(await db.selectFrom('logo_designs').select('image').execute()).map((l) => `/logodesign/${l.image}`),
			...(await db.selectFrom('case_studies').select('slug').where('status', '=', 'published').execute()).map((c) => `/case-study/${c.slug}`),
			...(await db.selectFrom('blog_posts').select('slug').where('status', '=', 'published').execute()).map((p) => `/blogdetail/${p.slug}`),
			...(await db.selectFrom('blog_categories').select('slug').execute()).map((c) => `/blogs/category/${c.slug}`),
			...(await db.selectFrom('events').select('id').execute()).map((e) => `/eventdetails/${e.id}`),
		]
		expect(expected.filter((path) => !paths.has(path))).toEqual([])
		for (const page of ['/', '/faq', '/career', '/site-map', '/portfolio', '/services', '/about-us', '/feature-comparison']) expect(paths).toContain(page)
	})

	it('the HTML site map links every URL of sitemap.xml, with the same source', async () => {
		const listed = (await sitemapUrls()).map(({ url }) => new URL(url).pathname)
		const page = await get('/site-map')
		expect(page.statusCode).toBe(200)
		// The spec's site map links services as /services/{name}: the same page as /service/{name}.
		const linked = new Set([...page.body.matchAll(/<a[^>]* href="([^"]+)"/g)].map((match) => match[1]!.replace(/^\/services\/(?=.)/, '/service/')))
		expect(listed.filter((path) => !linked.has(path))).toEqual([])
	})

	it('leaves a draft post out and dates a post by its last revision', async () => {
		const { db } = site.database()
		const [draft, revised] = await db.selectFrom('blog_posts').select(['id', 'slug']).orderBy('id').limit(2).execute()
		await db.updateTable('blog_posts').set({ status: 'draft' }).where('id', '=', draft!.id).execute()
		await db.updateTable('blog_posts').set({ updated_at: '2026-01-02T03:04:05.000Z' }).where('id', '=', revised!.id).execute()
		try {
			const urls = await sitemapUrls()
			expect(urls.map(({ url }) => url)).not.toContain(`${TEST_SITE_URL}/blogdetail/${draft!.slug}`)
			expect(urls.find(({ url }) => url === `${TEST_SITE_URL}/blogdetail/${revised!.slug}`)?.lastmod).toBe('2026-01-02T03:04:05.000Z')
		} finally {
			await db.updateTable('blog_posts').set({ status: 'published' }).where('id', '=', draft!.id).execute()
		}
	})

	it('lists every published case study, leaves a draft out and dates each by its last edit', async () => {
		const { db } = site.database()
		const studies = await db.selectFrom('case_studies').select(['id', 'slug']).orderBy('sort_order').execute()
		expect(studies.length).toBeGreaterThanOrEqual(6)
		const [draft, edited] = studies
		await db.updateTable('case_studies').set({ status: 'draft' }).where('id', '=', draft!.id).execute()
		// Edited after the seed ran: its own date, not the seed's, dates it.
		const editedAt = new Date().toISOString()
		await db.updateTable('case_studies').set({ updated_at: editedAt }).where('id', '=', edited!.id).execute()
		try {
			const urls = await sitemapUrls()
			const listed = urls.map(({ url }) => url)
			expect(listed).not.toContain(`${TEST_SITE_URL}/case-study/${draft!.slug}`)
			for (const study of studies.slice(1)) expect(listed).toContain(`${TEST_SITE_URL}/case-study/${study.slug}`)
			expect(urls.find(({ url }) => url === `${TEST_SITE_URL}/case-study/${edited!.slug}`)?.lastmod).toBe(editedAt)
			expect((await get(`/case-study/${draft!.slug}`)).statusCode).toBe(404)
		} finally {
			await db.updateTable('case_studies').set({ status: 'published' }).where('id', '=', draft!.id).execute()
		}
	})

	it.each([
		['/case-study/GridSense/', '/case-study/gridsense'],
		['/service/seo-service-USA', '/service/seo-service-usa'],
		['/blog/', '/blog'],
		['/faq//', '/faq'],
		['//contact-us', '/contact-us'],
		['/index.html', '/'],
		['/Portfolio/Wordpress/?utm_source=x', '/portfolio/wordpress?utm_source=x'],
	])('answers %s with a 301 to %s', async (from, to) => {
		const response = await get(from)
		expect(response.statusCode).toBe(301)
		expect(response.headers.location).toBe(to)
	})

	it('keeps tracking parameters out of the canonical URL', async () => {
		const page = await get('/faq?utm_source=newsletter&gclid=abc')
		expect(/<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1]).toBe(`${TEST_SITE_URL}/faq`)
	})
})

describe('a staging site (SITE_INDEXING=false)', () => {
	const site = usePages('sqlite', { SITE_INDEXING: 'false' })

	it('shuts crawlers out in robots.txt and marks every page noindex', async () => {
		const robots = await site.app().inject({ method: 'GET', url: '/robots.txt' })
		expect(robots.body).toBe(`User-agent: *\nDisallow: /\n\nSitemap: ${TEST_SITE_URL}/sitemap.xml\n`)
		for (const url of ['/', '/blog', '/service/web-development', '/portfolio/php']) {
			const page = await site.app().inject({ method: 'GET', url })
			expect(page.statusCode, url).toBe(200)
			expect(page.body, url).toContain('<meta name="robots" content="noindex"/>')
		}
	})
})

describe.each(ENGINES)('the blog feeds on %s', (engine) => {
	const site = usePages(engine)
	const get = (url: string) => site.app().inject({ method: 'GET', url, headers: { host: 'site.test' } })

	const newestPosts = (categorySlug?: string) =>
		site.database().db
			.selectFrom('blog_posts')
			.innerJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
			.select(['blog_posts.slug', 'blog_posts.title'])
			.where('blog_posts.status', '=', 'published')
			.$if(categorySlug !== undefined, (q) => q.where('blog_categories.slug', '=', categorySlug!))
			.orderBy('blog_posts.created_at', 'desc')
			.orderBy('blog_posts.id', 'desc')
			.limit(20)
			.execute()

	it('RSS and Atom parse, with the newest posts first, absolute links and the full text', async () => {
		const parser = new Parser()
		const expected = await newestPosts()
		for (const [file, type] of [['rss.xml', 'application/rss+xml; charset=utf-8'], ['atom.xml', 'application/atom+xml; charset=utf-8']]) {
			const response = await get(`/blog/${file}`)
			expect(response.statusCode, file).toBe(200)
			expect(response.headers['content-type']).toBe(type)
			const feed = await parser.parseString(response.body)
			expect(feed.items.map((item) => item.link), file).toEqual(expected.map((post) => `${TEST_SITE_URL}/blogdetail/${post.slug}`))
			expect(feed.items[0]!.title).toBe(expected[0]!.title)
			const content = String(feed.items[0]!['content:encoded'] ?? feed.items[0]!.content ?? '')
			expect(content.length, file).toBeGreaterThan(500)
			expect(content).not.toMatch(/<script|\s(href|src)="\/(?!\/)/i)
		}
	})

	it('a JSON Feed for the blog and every feed of a category, announced on every page', async () => {
		const json = await get('/blog/feed.json')
		expect(json.headers['content-type']).toBe('application/feed+json; charset=utf-8')
		const feed = JSON.parse(json.body) as { version: string; items: { url: string; content_html: string }[] }
		expect(feed.version).toBe('https://jsonfeed.org/version/1')
		expect(feed.items[0]!.url).toBe(`${TEST_SITE_URL}/blogdetail/${(await newestPosts())[0]!.slug}`)

		const category = await site.database().db.selectFrom('blog_categories').select('slug').orderBy('sort_order').executeTakeFirstOrThrow()
		const inCategory = await newestPosts(category.slug)
		const rss = await new Parser().parseString((await get(`/blogs/category/${category.slug}/rss.xml`)).body)
		expect(rss.items.map((item) => item.link)).toEqual(inCategory.map((post) => `${TEST_SITE_URL}/blogdetail/${post.slug}`))
		expect((await get(`/blogs/category/${category.slug}/atom.xml`)).statusCode).toBe(200)
		expect((await get(`/blogs/category/${category.slug}/feed.json`)).statusCode).toBe(200)
		expect((await get('/blogs/category/no-such-category/rss.xml')).statusCode).toBe(404)
		expect((await get('/blog/feed.exe')).statusCode).toBe(404)

		const home = await get('/')
		expect(home.body).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml" title="Blog (RSS)"/>')
		expect(home.body).toContain('<link rel="alternate" type="application/atom+xml" href="/blog/atom.xml" title="Blog (Atom)"/>')
		expect(home.body).toContain('<link rel="alternate" type="application/feed+json" href="/blog/feed.json" title="Blog (JSON Feed)"/>')
	})
})
