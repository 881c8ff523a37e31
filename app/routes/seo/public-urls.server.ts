import type { Kysely } from 'kysely'
import type { DatedTable } from '#database/content-tables.ts'
import type { DB } from '#database/schema.ts'
import { listCategories, listPosts } from '#app/features/blog/blog.server.ts'
import { listCaseStudyUrls } from '#app/features/case-studies/case-studies.server.ts'

/** The sitemap a URL is listed in. */
export type UrlKind = 'pages' | 'services' | 'portfolio' | 'blog' | 'events'

export interface PublicUrl {
	/** The canonical path (lowercase, no trailing slash). */
	path: string
	kind: UrlKind
	/** When what the page shows last changed (ISO-8601). */
	lastmod: string
	/** What a link to it says: the content's own name (absent for the pages of the route table, which the site map names). */
	label?: string
	/** A finer grouping within the kind, for the site map: technology, industry, logo, case-study; post, category. */
	group?: string
}

/**
 * The registry of public URLs, composed from the features here at the route
 * level. Every public URL of the site, each once in its canonical form: the page
 * routes of the route table without parameters, then every URL the content
 * makes (services, portfolio pages, case studies, logos, posts, categories, events). The
 * HTML site map, sitemap.xml and the crawl test all read this list.
 */
export async function listPublicUrls(db: Kysely<DB>, staticPagePaths: readonly string[]): Promise<PublicUrl[]> {
	const seeded = (await db.selectFrom('seed_runs').select('applied_at').orderBy('applied_at', 'desc').executeTakeFirst())?.applied_at ?? new Date(0).toISOString()
	const dated = (...dates: (string | null | undefined)[]) => latest(seeded, ...dates)
	const newest = async (table: DatedTable) =>
		(await db.selectFrom(table).select((eb) => eb.fn.max('updated_at').as('at')).executeTakeFirst())?.at ?? null

	const [services, contentPages, categories, items, caseStudies, logos, posts, postDates, blogCategories, events] = await Promise.all([
		db.selectFrom('services').select(['slug', 'name', 'updated_at']).orderBy('sort_order').orderBy('id').execute(),
		db.selectFrom('content_pages').select(['slug', 'updated_at']).execute(),
		db.selectFrom('portfolio_categories').select(['id', 'slug', 'label', 'kind', 'updated_at']).orderBy('sort_order').orderBy('id').execute(),
		db.selectFrom('portfolio_items').select(['category_id', 'updated_at']).execute(),
		listCaseStudyUrls(db),
		db.selectFrom('logo_designs').select(['image', 'title', 'updated_at']).orderBy('sort_order').orderBy('id').execute(),
		listPosts(db),
		db.selectFrom('blog_posts').select(['id', 'updated_at']).execute(),
		listCategories(db),
		db.selectFrom('events').select(['id', 'name', 'updated_at']).orderBy('event_date', 'desc').orderBy('id', 'desc').execute(),
	])
	const postModified = new Map(postDates.map((row) => [row.id, row.updated_at]))
	const postLastmod = posts.map((post) => ({ ...post, lastmod: latest(post.created_date, postModified.get(post.id)) }))

	// What each page without parameters shows, where the content says when it changed.
	const pageDates: Record<string, string | null> = {
		'/blog': postLastmod[0]?.lastmod ?? null,
		'/faq': await newest('faqs'),
		'/testimonial': await newest('testimonials'),
		'/career': await newest('job_openings'),
		'/event': await newest('events'),
		'/feature-comparison': latest(await newest('plans'), await newest('plan_features'), await newest('plan_feature_groups')),
		'/services': await newest('services'),
		'/portfolio': latest(await newest('portfolio_categories'), await newest('portfolio_items'), await newest('logo_designs'), await newest('case_studies')),
		'/case-study': await newest('case_studies'),
		'/contact-us': await newest('site_contact'),
		...Object.fromEntries(contentPages.map((page) => [`/${page.slug}`, page.updated_at])),
	}
	const pages: PublicUrl[] = staticPagePaths.map((path) => ({ path, kind: 'pages', lastmod: dated(pageDates[path]) }))

	return [
		...pages,
		...services.map((service): PublicUrl => ({ path: `/service/${service.slug}`, kind: 'services', lastmod: dated(service.updated_at), label: service.name })),
		...categories.map((category): PublicUrl => ({
			path: `/portfolio/${category.slug}`,
			kind: 'portfolio',
			lastmod: dated(category.updated_at, ...items.filter((item) => item.category_id === category.id).map((item) => item.updated_at)),
			label: category.label,
			group: category.kind,
		})),
		...caseStudies.map((study): PublicUrl => ({ path: `/case-study/${study.slug}`, kind: 'portfolio', lastmod: dated(study.updated_at), label: study.client, group: 'case-study' })),
		...logos.map((logo): PublicUrl => ({ path: `/logodesign/${logo.image}`, kind: 'portfolio', lastmod: dated(logo.updated_at), label: logo.title, group: 'logo' })),
		...postLastmod.map((post): PublicUrl => ({ path: `/blogdetail/${post.slug}`, kind: 'blog', lastmod: post.lastmod, label: post.blog_title, group: 'post' })),
		...blogCategories
			.filter((category) => category.blog_count > 0)
			.map((category): PublicUrl => ({
				path: `/blogs/category/${category.slug}`,
				kind: 'blog',
				lastmod: dated(...postLastmod.filter((post) => post.category_id === category.id).map((post) => post.lastmod)),
				label: category.name,
				group: 'category',
			})),
		...events.map((event): PublicUrl => ({ path: `/eventdetails/${event.id}`, kind: 'events', lastmod: dated(event.updated_at), label: event.name })),
	]
}

/** The latest of some ISO-8601 dates, ignoring missing ones. */
function latest(...dates: (string | null | undefined)[]): string {
	return dates.filter((date): date is string => Boolean(date)).reduce((a, b) => (new Date(a) >= new Date(b) ? a : b), '') || new Date(0).toISOString()
}

/**
 * The URLs of the list that search engines may index: an item staff marked
 * noindex (decision 042) stays reachable and in the HTML site map, but out of
 * sitemap.xml.
 */
export async function indexableUrls(db: Kysely<DB>, urls: PublicUrl[]): Promise<PublicUrl[]> {
	const hidden = (table: 'content_pages' | 'services' | 'blog_posts' | 'blog_categories' | 'portfolio_categories' | 'case_studies') =>
		db.selectFrom(table).select('slug').where('noindex', '=', 1).execute()
	const [pages, services, posts, categories, portfolio, studies, events] = await Promise.all([
		hidden('content_pages'),
		hidden('services'),
		hidden('blog_posts'),
		hidden('blog_categories'),
		hidden('portfolio_categories'),
		hidden('case_studies'),
		db.selectFrom('events').select(['id', 'slug']).where('noindex', '=', 1).execute(),
	])
	const paths = new Set([
		...pages.map((row) => `/${row.slug}`),
		...services.map((row) => `/service/${row.slug}`),
		...posts.map((row) => `/blogdetail/${row.slug}`),
		...categories.map((row) => `/blogs/category/${row.slug}`),
		...portfolio.map((row) => `/portfolio/${row.slug}`),
		...studies.map((row) => `/case-study/${row.slug}`),
		...events.flatMap((row) => [`/eventdetails/${row.id}`, `/eventdetails/${row.slug}`]),
	])
	return paths.size === 0 ? urls : urls.filter((url) => !paths.has(url.path))
}
