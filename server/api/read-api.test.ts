import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { SERVICE_CALLS } from './content.ts'

/** The technologies the spec lists for /api/Portfolio/portfolio/{technology}. */
const SPEC_TECHNOLOGIES = [
	'wordpress', 'magentodevelopment', 'laravel', 'codeigniter', 'angular', 'react', 'webdesigning', 'psdtohtml', 'ecommercewebsite',
]

const CONTACT_FIELDS = [
	'Address', 'Email', 'Phone', 'Skype', 'Facebook', 'Linkedin', 'Instagram', 'Twitter', 'Pinterest', 'Googleplus', 'Blog', 'Testimonial',
]
const USA_FIELDS = ['UsaAddress', 'UsaEmail', 'UsaPhone', 'UsaSkype']
const POST_FIELDS = ['id', 'slug', 'blog_title', 'blog_desc', 'image', 'created_date']
const PORTFOLIO_FIELDS = ['id', 'product_title', 'product_domain', 'technology', 'image', 'product_description']

function expectFields(value: unknown, fields: string[]) {
	expect(value).toBeTypeOf('object')
	for (const field of fields) expect(value, `field ${field}`).toHaveProperty(field)
}

function expectNonEmptyList(value: unknown, fields: string[]): unknown[] {
	expect(Array.isArray(value)).toBe(true)
	const list = value as unknown[]
	expect(list.length).toBeGreaterThan(0)
	for (const item of list) expectFields(item, fields)
	return list
}

describe.each(ENGINES)('read API on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	const get = async (url: string) => {
		const response = await app.inject({ method: 'GET', url })
		return { status: response.statusCode, body: response.json(), type: response.headers['content-type'] }
	}
	const expect404 = async (url: string) => {
		const { status, body } = await get(url)
		expect(status, url).toBe(404)
		expect(body.success).toBe(0)
		expect(body.message).toEqual(expect.any(String))
	}

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		app = await createTestApp(database.db)
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	describe('site data', () => {
		it.each(['/api/headerData', '/api/footerData', '/api/ContactUs/contactus', '/api/BlogdetailsLinks'])(
			'%s lists the contact record first, with India and USA fields',
			async (url) => {
				const { status, body, type } = await get(url)
				expect(status).toBe(200)
				expect(type).toMatch(/application\/json/)
				const [contact] = expectNonEmptyList(body, [...CONTACT_FIELDS, ...USA_FIELDS]) as Record<string, string>[]
				expect(contact!.Email).toMatch(/@/)
				expect(contact!.UsaPhone).not.toBe('')
				expect(contact!.Facebook).toMatch(/^https:\/\//)
			},
		)

		it('/api/ServiceList lists name and services_name for all sixteen services', async () => {
			const { body } = await get('/api/ServiceList')
			const list = expectNonEmptyList(body, ['name', 'services_name']) as { services_name: string }[]
			expect(list).toHaveLength(16)
			expect(list.map((s) => s.services_name)).toContain('seo-service-usa')
		})

		it('/api/sitemapServiceList lists service_name and name', async () => {
			const { body } = await get('/api/sitemapServiceList')
			expectNonEmptyList(body, ['service_name', 'name'])
		})

		it('/api/PortfolioList lists portfolio_name and name for every portfolio page', async () => {
			const { body } = await get('/api/PortfolioList')
			const list = expectNonEmptyList(body, ['portfolio_name', 'name']) as { portfolio_name: string }[]
			expect(list).toHaveLength(19)
			expect(list.map((p) => p.portfolio_name)).toContain('tours-travels-software')
		})

		it('/api/PagesList lists the content pages', async () => {
			const { body } = await get('/api/PagesList')
			const list = expectNonEmptyList(body, ['slug', 'title', 'url']) as { slug: string }[]
			expect(list.map((p) => p.slug)).toEqual(expect.arrayContaining(['about-us', 'privacy-policy', 'links']))
		})

		it.each([1, 2, 4, 5, 6, 7, 8, 10, 11, 13, 14])('/api/getMetaData/%i answers meta_title, meta_keywords, description', async (n) => {
			const { status, body } = await get(`/api/getMetaData/${n}`)
			expect(status).toBe(200)
			expectFields(body, ['meta_title', 'meta_keywords', 'description'])
			expect(body.meta_title).not.toBe('')
		})

		it('/api/getMetaData answers 404 for an unknown or malformed page number', async () => {
			await expect404('/api/getMetaData/999')
			await expect404('/api/getMetaData/abc')
		})
	})

	describe('blog', () => {
		it('/api/Blog/blog lists every post, newest first', async () => {
			const { body } = await get('/api/Blog/blog')
			const list = expectNonEmptyList(body, POST_FIELDS) as { created_date: string }[]
			expect(list.length).toBeGreaterThanOrEqual(15)
			const dates = list.map((p) => p.created_date)
			expect([...dates].sort().reverse()).toEqual(dates)
		})

		it('/api/Blog/blogrecentpost lists the five newest posts', async () => {
			const { body } = await get('/api/Blog/blogrecentpost')
			expect(expectNonEmptyList(body, POST_FIELDS)).toHaveLength(5)
		})

		it('/api/BlogSearch/{text} finds posts by text and answers an empty list for none', async () => {
			const all = (await get('/api/Blog/blog')).body as { blog_title: string }[]
			const word = all[0]!.blog_title.split(' ').find((w) => w.length > 4)!
			const { status, body } = await get(`/api/BlogSearch/${encodeURIComponent(word)}`)
			expect(status).toBe(200)
			expectNonEmptyList(body, POST_FIELDS)
			expect((await get('/api/BlogSearch/zzqxnotaword')).body).toEqual([])
		})

		it('POST /api/BlogSearchList searches with search_input and narrows by category id', async () => {
			const categories = (await get(`/api/BlogCategoryListing/1`)).body as { id: number; blog_count: number }[]
			const category = categories.find((c) => c.blog_count > 0)!
			const inCategory = await app.inject({ method: 'POST', url: '/api/BlogSearchList', payload: { search_input: '', id: category.id } })
			expect(inCategory.statusCode).toBe(200)
			expect(inCategory.json()).toHaveLength(category.blog_count)

			const literal = await app.inject({ method: 'POST', url: '/api/BlogSearchList', payload: { search_input: '100%_' } })
			expect(literal.statusCode).toBe(200)
			expect(literal.json()).toEqual([])

			const invalid = await app.inject({ method: 'POST', url: '/api/BlogSearchList', payload: { search_input: 42 } })
			expect(invalid.statusCode).toBe(422)
			expect(invalid.json().errors.search_input[0]).toEqual(expect.any(String))
		})

		it('/api/blogs/category/{categoryId} answers success, blogs, categoryName, message by id or slug', async () => {
			const byId = await get('/api/blogs/category/1')
			expect(byId.status).toBe(200)
			expectFields(byId.body, ['success', 'blogs', 'categoryName', 'message'])
			expect(byId.body.success).toBe(1)
			expectNonEmptyList(byId.body.blogs, POST_FIELDS)

			const categories = (await get('/api/BlogCategoryListing/1')).body as { slug: string; name: string }[]
			const bySlug = await get(`/api/blogs/category/${categories[0]!.slug}`)
			expect(bySlug.body.categoryName).toBe(categories[0]!.name)

			const unknown = await get('/api/blogs/category/no-such-category')
			expect(unknown.status).toBe(404)
			expect(unknown.body).toMatchObject({ success: 0, blogs: [], message: expect.any(String) })
		})

		it('/api/blogdetail/{id} answers id, blog_title, blog_desc and image by id or slug', async () => {
			const [first] = (await get('/api/Blog/blog')).body as { id: number; slug: string }[]
			const byId = await get(`/api/blogdetail/${first!.id}`)
			expect(byId.status).toBe(200)
			expectFields(byId.body, ['id', 'blog_title', 'blog_desc', 'image'])
			expect(byId.body.blog_desc).toMatch(/<p>/)
			const bySlug = await get(`/api/blogdetail/${first!.slug}`)
			expect(bySlug.body.id).toBe(first!.id)
			await expect404('/api/blogdetail/99999')
			await expect404('/api/blogdetail/no-such-post')
		})

		it('/api/BlogCommentsListing/{id} lists approved comments without e-mail or phone', async () => {
			const posts = (await get('/api/Blog/blog')).body as { id: number }[]
			let found = 0
			for (const post of posts) {
				const { status, body } = await get(`/api/BlogCommentsListing/${post.id}`)
				expect(status).toBe(200)
				for (const comment of body) {
					expectFields(comment, ['name', 'comment', 'created_date'])
					expect(comment).not.toHaveProperty('email')
					expect(comment).not.toHaveProperty('phone')
					found++
				}
			}
			expect(found).toBeGreaterThan(0)
			await expect404('/api/BlogCommentsListing/99999')
		})

		it('/api/BlogCategoryListing/{id} lists categories with numeric blog_count', async () => {
			const { body } = await get('/api/BlogCategoryListing/1')
			const list = expectNonEmptyList(body, ['name', 'slug', 'blog_count']) as { blog_count: unknown }[]
			expect(list.length).toBeGreaterThanOrEqual(5)
			for (const c of list) expect(c.blog_count).toBeTypeOf('number')
			const total = list.reduce((sum, c) => sum + (c.blog_count as number), 0)
			expect(total).toBe(((await get('/api/Blog/blog')).body as unknown[]).length)
			await expect404('/api/BlogCategoryListing/99999')
		})

		it('/api/BlogRecentPost/{id} lists recent posts other than the current one', async () => {
			const [first] = (await get('/api/Blog/blog')).body as { id: number }[]
			const { body } = await get(`/api/BlogRecentPost/${first!.id}`)
			const list = expectNonEmptyList(body, POST_FIELDS) as { id: number }[]
			expect(list.map((p) => p.id)).not.toContain(first!.id)
			await expect404('/api/BlogRecentPost/99999')
		})
	})

	describe('portfolio', () => {
		it('/api/Portfolio/portfolio lists every project with the spec fields', async () => {
			const { body } = await get('/api/Portfolio/portfolio')
			expect(expectNonEmptyList(body, PORTFOLIO_FIELDS).length).toBeGreaterThanOrEqual(54)
		})

		it.each(SPEC_TECHNOLOGIES)('/api/Portfolio/portfolio/%s lists at least three projects', async (technology) => {
			const { status, body } = await get(`/api/Portfolio/portfolio/${technology}`)
			expect(status).toBe(200)
			expect(expectNonEmptyList(body, PORTFOLIO_FIELDS).length).toBeGreaterThanOrEqual(3)
		})

		it('every portfolio page of the route table has at least three projects', async () => {
			const pages = (await get('/api/PortfolioList')).body as { portfolio_name: string }[]
			for (const { portfolio_name } of pages.filter((p) => p.portfolio_name !== 'logo-design')) {
				const { status, body } = await get(`/api/Portfolio/portfolio/${portfolio_name}`)
				expect(status, portfolio_name).toBe(200)
				expect(body.length, portfolio_name).toBeGreaterThanOrEqual(3)
			}
		})

		it('/api/Portfolio/portfolio/logodesign and /api/Services/logodesigning list at least twelve logos', async () => {
			for (const url of ['/api/Portfolio/portfolio/logodesign', '/api/Services/logodesigning']) {
				const { body } = await get(url)
				expect(expectNonEmptyList(body, ['image']).length).toBeGreaterThanOrEqual(12)
			}
		})

		it('/api/Portfolio/portfolio/{technology} answers 404 for an unknown technology', async () => {
			await expect404('/api/Portfolio/portfolio/cobol')
		})
	})

	describe('company', () => {
		it('/api/testimonial lists at least eight text and two video testimonials', async () => {
			const { body } = await get('/api/testimonial')
			const list = expectNonEmptyList(body, ['testimonial_desc', 'posted_by', 'created_date', 'type']) as { type: string }[]
			expect(list.filter((t) => t.type === 'text').length).toBeGreaterThanOrEqual(8)
			const videos = list.filter((t) => t.type === 'video')
			expect(videos).toHaveLength(2)
			for (const video of videos) expectFields(video, ['video_url', 'poster_image'])
		})

		it('/api/faq lists at least ten questions', async () => {
			const { body } = await get('/api/faq')
			expect(expectNonEmptyList(body, ['faq_question', 'faq_answer']).length).toBeGreaterThanOrEqual(10)
		})

		it('/api/career lists openings with every job field, one with a null desired profile', async () => {
			const { body } = await get('/api/career')
			const list = expectNonEmptyList(body, [
				'id', 'job_title', 'job_experience', 'number_of_vacancy', 'desired_profile', 'job_responsibility', 'send_mail', 'mob',
			]) as { desired_profile: string | null }[]
			expect(list.length).toBeGreaterThanOrEqual(4)
			expect(list.filter((job) => job.desired_profile === null)).toHaveLength(1)
		})

		it('/api/Events lists events and /api/eventDetails/{id} their photos', async () => {
			const { body } = await get('/api/Events')
			const events = expectNonEmptyList(body, ['id', 'event_name', 'event_date', 'photo']) as { id: number; event_name: string }[]
			expect(events.length).toBeGreaterThanOrEqual(4)
			for (const event of events) {
				const photos = await get(`/api/eventDetails/${event.id}`)
				expect(photos.status).toBe(200)
				const list = expectNonEmptyList(photos.body, ['photo', 'photo_title', 'event_name']) as { event_name: string }[]
				expect(list.length).toBeGreaterThanOrEqual(4)
				expect(list[0]!.event_name).toBe(event.event_name)
			}
			await expect404('/api/eventDetails/99999')
		})

		it('/api/plans gives the five plans and the feature matrix of the spec', async () => {
			const { body } = await get('/api/plans')
			expect(body.plans.map((p: { name: string; price: number }) => [p.name, p.price])).toEqual([
				['Starter', 199], ['Progressive', 299], ['Standard', 399], ['Advanced', 499], ['Premium', 599],
			])
			const ids = Object.fromEntries(body.plans.map((p: { name: string; id: number }) => [p.name, p.id]))
			const features = body.groups.flatMap((g: { features: unknown[] }) => g.features) as { name: string; description: string; plan_ids: number[] }[]
			const byName = (name: string) => features.find((f) => f.name === name)!
			expect(byName('Keyword Analysis').plan_ids).toHaveLength(5)
			expect(byName('Competitive Analysis').plan_ids).toEqual([ids.Advanced, ids.Premium])
			expect(byName('Google Plus').plan_ids).toEqual([ids.Progressive, ids.Standard, ids.Advanced, ids.Premium])
			expect(byName('LinkedIn').plan_ids).toEqual([ids.Standard, ids.Advanced, ids.Premium])
			for (const feature of features) expect(feature.description).not.toBe('')
		})
	})

	describe('content pages and services', () => {
		it.each(['/api/AboutUsContent', '/api/WhyUsContent', '/api/BusinessModelContent', '/api/TermsContent', '/api/PrivacyPolicyContent'])(
			'%s lists the page with page_description first',
			async (url) => {
				const { status, body } = await get(url)
				expect(status).toBe(200)
				const [page] = expectNonEmptyList(body, ['page_description', 'meta_title', 'meta_keywords', 'meta_description']) as { page_description: string }[]
				expect(page!.page_description).toMatch(/<h2|<p>/)
			},
		)

		it.each(['/api/LinkContent', '/api/Technology/open-source-development'])('%s answers page_description', async (url) => {
			const { status, body } = await get(url)
			expect(status).toBe(200)
			expectFields(body, ['page_description', 'meta_title'])
		})

		it.each(SERVICE_CALLS)('/api/%s lists description, meta_title, meta_keywords, meta_desc first', async (key) => {
			const { status, body } = await get(`/api/${key}`)
			expect(status).toBe(200)
			const [service] = expectNonEmptyList(body, ['description', 'meta_title', 'meta_keywords', 'meta_desc']) as { description: string }[]
			expect(service!.description.length).toBeGreaterThan(200)
		})

		it('/api/getService/{servicename} answers a dynamic or fixed service, ignoring case, and 404 for an unknown one', async () => {
			const services = (await get('/api/ServiceList')).body as { services_name: string }[]
			for (const { services_name } of services) {
				const { status, body } = await get(`/api/getService/${services_name}`)
				expect(status, services_name).toBe(200)
				expectFields(body, ['page_description', 'meta_title', 'meta_keywords', 'meta_description'])
			}
			expect((await get('/api/getService/SEO-Service-USA')).status).toBe(200)
			await expect404('/api/getService/no-such-service')
		})
	})

	it('an unknown API path answers a JSON 404', async () => {
		await expect404('/api/NoSuchCall')
	})

	it('API paths are case-sensitive, as the spec writes them', async () => {
		expect((await get('/api/headerdata')).status).toBe(404)
	})
})
