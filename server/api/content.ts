import type { FastifyInstance } from 'fastify'
import { getContentPage, getService } from '#app/features/site/site.server.ts'
import type { ContentPage, ServicePage } from '#app/features/site/site.types.ts'
import type { ApiOptions } from './options.ts'
import { notFound } from './errors.ts'

/** The spec's dedicated content calls, each bound to one stored page or service. */
const PAGE_CALLS = {
	'/AboutUsContent': 'about-us',
	'/WhyUsContent': 'why-us',
	'/BusinessModelContent': 'business-model',
	'/TermsContent': 'terms-and-conditions',
	'/PrivacyPolicyContent': 'privacy-policy',
} as const

const SINGLE_PAGE_CALLS = {
	'/LinkContent': 'links',
	'/Technology/open-source-development': 'open-source-development',
} as const

export const SERVICE_CALLS = [
	'WebContent', 'PHPContent', 'WordpressContent', 'MagentoContent', 'MobileAppContent', 'WebDesigningContent',
	'PSDtoHTMLContent', 'SEOServiceContent', 'SocialMedia', 'EmailMarketing', 'SearchEngineMarketing', 'SEOServiceinUSA',
] as const

/** A page as the spec's calls answer it: what the pages' design adds (layout, lead, hero) stays out. */
function pageRecord({ layout: _layout, lead: _lead, hero_image: _hero, ...page }: ContentPage) {
	return page
}

/** A service as the spec's calls answer it, without what only the page's design reads. */
function serviceRecord({ group_name: _group, hero_image: _hero, portfolio_pages: _work, testimonial_id: _quote, ...service }: ServicePage) {
	return service
}

export async function contentApi(app: FastifyInstance, { db }: ApiOptions) {
	for (const [url, slug] of Object.entries(PAGE_CALLS)) {
		app.get(url, async (_request, reply) => {
			const page = await getContentPage(db, slug)
			return page ? [pageRecord(page)] : notFound(reply, 'Page not found')
		})
	}
	for (const [url, slug] of Object.entries(SINGLE_PAGE_CALLS)) {
		app.get(url, async (_request, reply) => {
			const page = await getContentPage(db, slug)
			return page ? pageRecord(page) : notFound(reply, 'Page not found')
		})
	}
	for (const key of SERVICE_CALLS) {
		app.get(`/${key}`, async (_request, reply) => {
			const service = await getService(db, { contentKey: key })
			if (!service) return notFound(reply, 'Service not found')
			const { page_description, meta_description, ...rest } = serviceRecord(service)
			return [{ ...rest, description: page_description, meta_desc: meta_description }]
		})
	}
	app.get<{ Params: { servicename: string } }>('/getService/:servicename', async (request, reply) => {
		const service = await getService(db, { slug: request.params.servicename })
		return service ? serviceRecord(service) : notFound(reply, 'Service not found')
	})
}
