import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PageBuild } from '#server/react-router.ts'
import { BUILD_ENTRY } from '#server/paths.ts'
import { listCaseStudyCards } from '#app/features/case-studies/case-studies.server.ts'
import { createTestApp, TEST_SITE_URL } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

/**
 * The case studies as a visitor finds them (decision 086): their own list at /case-study, in the
 * sitemap and the header and footer, first on the home page after its hero, and each study's page
 * in its own look with its screens at three widths. One engine: the pages read what the API tests
 * already cover on both.
 */
let database: TestDatabase
let app: FastifyInstance
const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'site.test' } })
const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]!)

beforeAll(async () => {
	database = await createTestDatabase('sqlite')
	const build = (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
	app = await createTestApp(database.db, { pages: { build: async () => build } })
})
afterAll(async () => {
	await app?.close()
	await database?.destroy()
})

describe('the case studies', () => {
	it('/case-study lists every published study in order under one heading, with its canonical URL', async () => {
		const studies = await listCaseStudyCards(database.db)
		expect(studies.length).toBeGreaterThanOrEqual(6)
		const response = await get('/case-study')
		expect(response.statusCode).toBe(200)
		const html = response.body
		expect([...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((match) => match[1])).toEqual(['Case studies'])
		expect(html).toContain(`<link rel="canonical" href="${TEST_SITE_URL}/case-study"/>`)
		const links = hrefs(html).filter((href) => /^\/case-study\/[a-z0-9-]+$/.test(href))
		expect(links).toEqual(studies.map((study) => `/case-study/${study.slug}`))
	})

	it('is in the pages sitemap, and every page links to it from the header and the footer', async () => {
		const sitemap = await get('/sitemaps/pages.xml')
		expect(sitemap.statusCode).toBe(200)
		expect(sitemap.body).toContain(`<loc>${TEST_SITE_URL}/case-study</loc>`)
		const faq = (await get('/faq')).body
		expect(faq.match(/<header[\s\S]*?<\/header>/)![0]).toContain('href="/case-study"')
		expect(faq.match(/<footer[\s\S]*?<\/footer>/)![0]).toContain('href="/case-study"')
	})

	it('lead the home page: their section comes right after the hero, with the first three and the list', async () => {
		const html = (await get('/')).body
		const studies = (await listCaseStudyCards(database.db)).slice(0, 3)
		const hero = html.indexOf('class="home-hero"')
		const section = html.indexOf('id="home-case-studies"')
		expect(hero).toBeGreaterThan(-1)
		expect(section).toBeGreaterThan(hero)
		// No other section between the hero and the studies.
		expect(html.slice(hero + 1, section).match(/<section /g)).toHaveLength(1)
		const block = html.slice(section, html.indexOf('</section>', section))
		expect(hrefs(block).filter((href) => href.startsWith('/case-study/'))).toEqual(studies.map((study) => `/case-study/${study.slug}`))
		expect(hrefs(block)).toContain('/case-study')
	})

	it("show a study in its own look, its gallery as WebP screens at three widths under their captions, reached back through the list", async () => {
		const html = (await get('/case-study/freightpulse')).body
		expect(html).toContain('class="case-study case-study--night-ops"')
		expect(hrefs(html)).toContain('/case-study')
		const gallery = [...html.matchAll(/<figure><img ([^>]*)\/?>(?:<figcaption>([^<]*)<\/figcaption>)?<\/figure>/g)]
		expect(gallery).toHaveLength(3)
		for (const [, attributes, caption] of gallery) {
			expect(attributes).toMatch(/srcSet="[^"]*-480\.webp[^"]* 480w, [^"]*-800\.webp[^"]* 800w, [^"]*\.webp[^"]* 1200w"/i)
			expect(caption?.length).toBeGreaterThan(20)
		}
		expect((await get('/case-study/a-story-we-never-told')).statusCode).toBe(404)
	})
})

describe('one voice', () => {
	it('names the products as their makers spell them and keeps page names out of sentences', async () => {
		const wordpress = (await get('/portfolio/wordpress')).body
		expect(wordpress).toContain('Portfolio &gt; WordPress')
		const industry = (await get('/portfolio/tours-travels-software')).body
		expect(industry).not.toMatch(/your Tours Travels Software project|Tours Travels Software projects/)
		for (const path of ['/', '/services', '/portfolio', '/site-map']) {
			const body = (await get(path)).body
			expect(body, path).not.toMatch(/\b(Wordpress|Codeigniter)\b/)
		}
	})
})
