import { pathToFileURL } from 'node:url'
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import type { FastifyInstance } from 'fastify'
import type { PageBuild } from '#server/react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUILD_ENTRY } from '#server/paths.ts'
import { createTestApp, TEST_SITE_URL } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

/**
 * The JSON-LD of every page template: one @graph per page, checked by a
 * structured-data validator against Google's rich-result rules, and by the
 * table below for the properties each type must and should carry.
 */

type Node = Record<string, unknown> & { '@type'?: string | string[] }

/** Required and recommended properties per type (Google's rich-result documentation and schema.org). */
const EXPECTED: Record<string, string[]> = {
	ProfessionalService: ['name', 'url', 'logo', 'address', 'telephone', 'email', 'contactPoint', 'location', 'sameAs'],
	WebSite: ['name', 'url', 'publisher', 'potentialAction'],
	WebPage: ['url', 'name', 'description', 'isPartOf', 'inLanguage'],
	BreadcrumbList: ['itemListElement'],
	Service: ['name', 'provider', 'areaServed'],
	Offer: ['name', 'price', 'priceCurrency', 'availability'],
	BlogPosting: ['headline', 'description', 'image', 'author', 'publisher', 'datePublished', 'dateModified', 'mainEntityOfPage'],
	FAQPage: ['mainEntity'],
	Review: ['author', 'reviewBody', 'itemReviewed', 'datePublished'],
	VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate', 'contentUrl'],
	JobPosting: ['title', 'description', 'datePosted', 'hiringOrganization', 'employmentType', 'directApply'],
	Event: ['name', 'description', 'startDate', 'endDate', 'location', 'image', 'eventStatus', 'eventAttendanceMode', 'organizer'],
	CreativeWork: ['name', 'description', 'image', 'creator', 'about', 'dateCreated', 'url'],
}
const PAGE_TYPES = new Set(['WebPage', 'CollectionPage', 'ContactPage', 'AboutPage'])

/** Optional fields the validator suggests that this site has nothing true to put in, and why. */
const ACCEPTED_WARNINGS: RegExp[] = [
	// The agency does not publish salaries; openings have no applicant-tracking id.
	/"baseSalary"/,
	/"identifier"/,
	// Office openings: no remote work, so no remote-work location fields.
	/"jobLocationType"|"applicantLocationRequirements"/,
	// An opening without a closing date runs until it is closed in the back office.
	/"validThrough"/,
	// Client videos: hosted on the site itself, never expiring, not split into parts, no view counts or region limits.
	/"(duration|expires|hasPart|publication|interactionStatistic|interactionCount|ineligibleRegion|regionsAllowed)"/,
	// A monthly price needs no reference to a further value.
	/"valueReference"/,
]

const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild

describe('structured data', () => {
	let database: TestDatabase
	let app: FastifyInstance
	const validator = new Validator()
	const get = (url: string) => app.inject({ method: 'GET', url, headers: { host: 'site.test' } })

	beforeAll(async () => {
		database = await createTestDatabase('sqlite')
		const serverBuild = await build()
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild } })
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	async function templates(): Promise<string[]> {
		const { db } = database
		const [post, category, event, logo, study] = await Promise.all([
			db.selectFrom('blog_posts').select('slug').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow(),
			db.selectFrom('blog_categories').select('slug').orderBy('sort_order').executeTakeFirstOrThrow(),
			db.selectFrom('events').select('id').orderBy('id').executeTakeFirstOrThrow(),
			db.selectFrom('logo_designs').select('image').orderBy('id').executeTakeFirstOrThrow(),
			db.selectFrom('case_studies').select('slug').orderBy('sort_order').executeTakeFirstOrThrow(),
		])
		return [
			'/', '/contact-us', '/blog', `/blogs/category/${category.slug}`, `/blogdetail/${post.slug}`, '/testimonial', '/faq', '/career',
			'/about-us', '/event', `/eventdetails/${event.id}`, '/site-map', '/feature-comparison', '/service/web-development', '/services',
			'/portfolio', '/portfolio/php', '/portfolio/hotel-booking-software', '/portfolio/logo-design', `/logodesign/${logo.image}`,
			`/case-study/${study.slug}`,
		]
	}

	/** The page's JSON-LD: exactly one script holding one @graph. */
	function graphOf(html: string, url: string): Node[] {
		const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
		expect(scripts, url).toHaveLength(1)
		const parsed = JSON.parse(scripts[0]![1]!) as { '@context': string; '@graph': Node[] }
		expect(parsed['@context'], url).toBe('https://schema.org')
		return parsed['@graph']
	}

	/** Every node of the graph, nested ones included. */
	function allNodes(value: unknown): Node[] {
		if (Array.isArray(value)) return value.flatMap(allNodes)
		if (!value || typeof value !== 'object') return []
		const node = value as Node
		return [...(node['@type'] ? [node] : []), ...Object.values(node).flatMap(allNodes)]
	}

	const typesOf = (node: Node) => [node['@type']].flat().filter((type): type is string => typeof type === 'string')

	it('gives every page template one graph that the validator accepts, with every expected property', async () => {
		const problems: string[] = []
		for (const url of await templates()) {
			const page = await get(url)
			expect(page.statusCode, url).toBe(200)
			const nodes = graphOf(page.body, url)
			const types = nodes.flatMap(typesOf)
			for (const type of ['ProfessionalService', 'WebSite']) if (!types.includes(type)) problems.push(`${url}: no ${type}`)
			if (!types.some((type) => PAGE_TYPES.has(type))) problems.push(`${url}: no WebPage`)

			const topLevel = new Set(nodes.map((node) => node['@id']).filter(Boolean))
			for (const node of allNodes(nodes)) {
				// A nested mention of a node of the graph (by @id, with its name) is a reference, not a second description.
				const reference = !nodes.includes(node) && topLevel.has(node['@id'])
				for (const type of reference ? [] : typesOf(node)) {
					const expected = EXPECTED[PAGE_TYPES.has(type) ? 'WebPage' : type] ?? []
					for (const property of expected) if (node[property] === undefined || node[property] === '') problems.push(`${url}: ${type} has no ${property}`)
				}
				if (typesOf(node).includes('AggregateRating')) problems.push(`${url}: a self-awarded AggregateRating`)
			}

			const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(page.body)
			for (const issue of await validator.validate(extracted)) {
				const message = `${url}: ${issue.severity} ${issue.issueMessage} at ${JSON.stringify(issue.path)}`
				const accepted = issue.severity === 'WARNING' && /\(optional\)/.test(issue.issueMessage) && ACCEPTED_WARNINGS.some((pattern) => pattern.test(issue.issueMessage))
				if (!accepted) problems.push(message)
			}
		}
		expect(problems).toEqual([])
	})

	it('names only absolute raster images in metadata', async () => {
		const problems: string[] = []
		for (const url of await templates()) {
			const page = await get(url)
			const images = [
				...[...page.body.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map((m) => m[1]!),
				...allNodes(graphOf(page.body, url)).flatMap((node) =>
					['image', 'logo', 'thumbnailUrl'].flatMap((key) => [node[key]].flat().map((value) => (typeof value === 'object' && value ? (value as Node).url : value))),
				),
			].filter((value): value is string => typeof value === 'string')
			for (const image of images) if (!/^http:\/\/site\.test\/.+\.(png|jpe?g)$/.test(image)) problems.push(`${url}: ${image}`)
			expect(page.body, url).toMatch(/<meta property="og:image:width" content="1200"\/>/)
			expect(page.body, url).toMatch(/<meta property="og:image:height" content="630"\/>/)
			expect(page.body, url).toMatch(/<meta property="og:image:alt" content="[^"]+"\/>/)
			expect(page.body, url).toContain('<meta property="og:site_name" content="Lanternfish Digital"/>')
			expect(page.body, url).toContain('<meta property="og:locale" content="en_US"/>')
		}
		expect(problems).toEqual([])
	})

	it('repeats the visible breadcrumb in the BreadcrumbList', async () => {
		for (const url of await templates()) {
			if (url === '/') continue
			const page = await get(url)
			const visible = [...(/<nav aria-label="Breadcrumb"[^>]*>([\s\S]*?)<\/nav>/.exec(page.body)?.[1] ?? '').matchAll(/<li>(?:<a[^>]*>|<span[^>]*>)([^<]*)</g)].map(
				(m) => decode(m[1]!),
			)
			const list = allNodes(graphOf(page.body, url)).find((node) => typesOf(node).includes('BreadcrumbList'))
			const items = (list?.itemListElement ?? []) as { name: string; item: string; position: number }[]
			expect(items.map((item) => item.name), url).toEqual(visible)
			expect(items.map((item) => item.position), url).toEqual(visible.map((_, i) => i + 1))
			expect(items.at(-1)?.item, url).toBe(`${TEST_SITE_URL}${url}`)
		}
	})

	it('lists one JobPosting per open job, and none for a job that closed', async () => {
		const { db } = database
		const open = await db.selectFrom('job_openings').select(['id', 'title']).where('status', '=', 'open').orderBy('sort_order').execute()
		const postings = async () => allNodes(graphOf((await get('/career')).body, '/career')).filter((node) => typesOf(node).includes('JobPosting'))
		expect((await postings()).map((posting) => posting.title)).toEqual(open.map((job) => job.title))

		await db.updateTable('job_openings').set({ status: 'closed' }).where('id', '=', open[0]!.id).execute()
		try {
			const page = await get('/career')
			expect((await postings()).map((posting) => posting.title)).toEqual(open.slice(1).map((job) => job.title))
			expect(page.body).not.toContain(`>${open[0]!.title}<`)
		} finally {
			await db.updateTable('job_openings').set({ status: 'open' }).where('id', '=', open[0]!.id).execute()
		}
	})

	it('describes a case study as the agency\'s CreativeWork for its client, with its picture and year', async () => {
		const { db } = database
		const study = await db.selectFrom('case_studies').select(['slug', 'client', 'year']).orderBy('sort_order').executeTakeFirstOrThrow()
		const url = `/case-study/${study.slug}`
		const nodes = graphOf((await get(url)).body, url)
		const works = nodes.filter((node) => typesOf(node).includes('CreativeWork'))
		const agency = nodes.find((node) => typesOf(node).includes('ProfessionalService'))
		expect(works).toHaveLength(1)
		expect(works[0]).toMatchObject({
			url: `${TEST_SITE_URL}${url}`,
			creator: { '@id': agency!['@id'] },
			about: { '@type': 'Organization', name: study.client },
			dateCreated: String(study.year),
			mainEntityOfPage: { '@id': `${TEST_SITE_URL}${url}#webpage` },
		})
		expect(works[0]!.image).toEqual([expect.stringMatching(/^http:\/\/site\.test\/share\/media\/case-studies\/.+\.png$/)])
		expect(nodes.some((node) => typesOf(node).includes('BreadcrumbList'))).toBe(true)
	})
})

function decode(text: string): string {
	return text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').trim()
}
