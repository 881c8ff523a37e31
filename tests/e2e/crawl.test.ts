import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { parseSitemap, parseSitemapIndex } from 'sitemap'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'

/** Every static route of the spec's route table (§2), as written there, and the overview pages beside it. */
const STATIC_ROUTES = [
	'/portfolio', '/services',
	'/', '/contact-us', '/blog', '/testimonial', '/faq', '/career', '/about-us', '/why-us', '/business-model', '/links', '/event',
	'/terms-and-conditions', '/privacy-policy', '/site-map', '/open-source-development', '/feature-comparison',
	'/service/web-development', '/service/php-development', '/service/wordpress-development', '/service/magento-development',
	'/service/mobile-app-development', '/service/web-designing', '/service/psd-to-html5', '/service/seo-services',
	'/service/social-media-marketing', '/service/email-marketing', '/service/search-engine-marketing', '/service/seo-service-USA',
	'/service/logo-designing',
	'/portfolio/php', '/portfolio/logo-design', '/portfolio/Wordpress', '/portfolio/magento-development', '/portfolio/Laravel',
	'/portfolio/codeigniter', '/portfolio/angular', '/portfolio/react', '/portfolio/Web-Designing', '/portfolio/psd-to-html',
	'/portfolio/tours-travels-software', '/portfolio/car-rental-software', '/portfolio/wedding-planner-software',
	'/portfolio/hotel-booking-software', '/portfolio/e-commerce-website', '/portfolio/e-learning-application',
	'/portfolio/online-exam-management', '/portfolio/university-online-admission', '/portfolio/school-management-system',
]

describe('a crawl over the route table and every data-driven URL', () => {
	let server: RunningServer
	let dataDir: string
	const api = async <T>(url: string): Promise<T> => (await fetch(server.url + url)).json() as Promise<T>

	beforeAll(async () => {
		dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-crawl-'))
		server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' })
	})
	afterAll(async () => {
		await server?.stop()
		fs.rmSync(dataDir, { recursive: true, force: true })
	})

	/** The registry of public URLs as search engines read it: every <loc> of every child of /sitemap.xml. */
	async function sitemapPaths(): Promise<string[]> {
		const read = async (url: string) => Readable.from([await (await fetch(url)).text()])
		const children = await parseSitemapIndex(await read(`${server.url}/sitemap.xml`))
		const paths: string[] = []
		for (const child of children) {
			for (const { url } of await parseSitemap(await read(server.url + new URL(child.url).pathname))) paths.push(new URL(url).pathname)
		}
		return paths
	}

	/** The other spellings the content makes reachable: ids for slugs, /services/ for /service/. */
	async function dataDrivenUrls(): Promise<string[]> {
		const [services, posts, categories, events, logos] = await Promise.all([
			api<{ services_name: string }[]>('/api/ServiceList'),
			api<{ id: number; slug: string }[]>('/api/Blog/blog'),
			api<{ id: number; slug: string }[]>(`/api/BlogCategoryListing/1`),
			api<{ id: number }[]>('/api/Events'),
			api<{ image: string }[]>('/api/Services/logodesigning'),
		])
		return [
			...services.flatMap((s) => [`/service/${s.services_name}`, `/services/${s.services_name}`]),
			...posts.flatMap((p) => [`/blogdetail/${p.slug}`, `/blogdetail/${p.id}`]),
			...categories.flatMap((c) => [`/blogs/category/${c.slug}`, `/blogs/category/${c.id}`]),
			...events.map((e) => `/eventdetails/${e.id}`),
			...logos.map((l) => `/logodesign/${l.image}`),
		]
	}

	it('answers 200 with one h1 in the server-rendered HTML and a title, description, keywords, canonical URL and Open Graph tags everywhere', async () => {
		const urls = [...new Set([...STATIC_ROUTES, ...(await sitemapPaths()), ...(await dataDrivenUrls())])]
		expect(urls.length).toBeGreaterThan(120)
		const canonicalTitles = new Map<string, string>()
		const problems: string[] = []
		let visitLinks = 0
		for (const url of urls) {
			const response = await fetch(server.url + url)
			const html = await response.text()
			const h1s = html.match(/<h1[\s>]/g) ?? []
			const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
			const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
			if (response.status !== 200) problems.push(`${url}: status ${response.status}`)
			if (h1s.length !== 1) problems.push(`${url}: ${h1s.length} h1 elements`)
			if (!title) problems.push(`${url}: no <title>`)
			if (!/<meta name="description" content="[^"]+"/.test(html)) problems.push(`${url}: no description`)
			if (!/<meta name="keywords" content="[^"]+"/.test(html)) problems.push(`${url}: no keywords`)
			if (!/<meta property="og:title"/.test(html)) problems.push(`${url}: no Open Graph tags`)
			if (!canonical) problems.push(`${url}: no canonical URL`)
			else if (canonical !== canonical.toLowerCase()) problems.push(`${url}: canonical ${canonical} is not lowercase`)
			// Closed networks are not shown, and a project's site is a domain reserved for examples, never somebody's real one.
			if (/href="https?:\/\/plus\.google\.com|>Skype: /.test(html)) problems.push(`${url}: links Google+ or shows Skype`)
			for (const [, host] of html.matchAll(/<a[^>]*href="https?:\/\/([^/"]+)[^"]*"[^>]*>Visit Website/g)) {
				if (!host!.endsWith('.example')) problems.push(`${url}: Visit Website goes to ${host}`)
			}
			visitLinks += (html.match(/>Visit Website</g) ?? []).length
			// Several URLs may share one canonical page (case, id or slug, /service or /services); distinct pages need distinct titles.
			if (canonical && title) canonicalTitles.set(canonical, title)
		}
		expect(problems).toEqual([])
		expect(visitLinks).toBeGreaterThan(60)
		const titles = [...canonicalTitles.values()]
		const duplicates = titles.filter((title, i) => titles.indexOf(title) !== i)
		expect(duplicates).toEqual([])
	})

	it('answers HEAD like GET, with the page\'s type and no body', async () => {
		const response = await fetch(server.url + '/about-us', { method: 'HEAD' })
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toMatch(/text\/html/)
		expect(await response.text()).toBe('')
	})

	it('serves hashed assets compressed with a year-long cache', async () => {
		const html = await (await fetch(server.url + '/')).text()
		const asset = /\/assets\/[^"]+\.js/.exec(html)![0]
		const response = await fetch(server.url + asset, { headers: { 'accept-encoding': 'br, gzip' } })
		expect(response.status).toBe(200)
		expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
		expect(response.headers.get('content-encoding')).toMatch(/br|gzip/)
	})

	it.each(['/no-such-page', '/service/no-such-service', '/portfolio/cobol', '/blogdetail/no-such-post', '/logodesign/none.svg'])(
		'answers %s with 404 and the spec\'s text',
		async (url) => {
			const response = await fetch(server.url + url)
			expect(response.status).toBe(404)
			expect(await response.text()).toContain('Oops! Page not found.')
		},
	)
})
