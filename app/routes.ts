import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

/**
 * The route table of the spec (§2), matched in order with the catch-all last.
 * URLs match case-insensitively; pages name a lowercase canonical URL.
 */
const CONTENT_PAGES = [
	'about-us',
	'why-us',
	'business-model',
	'links',
	'terms-and-conditions',
	'privacy-policy',
	'open-source-development',
]

export default [
	index('routes/home.tsx'),
	route('contact-us', 'routes/contact.tsx'),
	route('blog', 'routes/blog/list.tsx'),
	route('blogs/category/:categoryId', 'routes/blog/category.tsx'),
	route('blogdetail/:id', 'routes/blog/detail.tsx'),
	route('testimonial', 'routes/testimonials.tsx'),
	route('faq', 'routes/faq.tsx'),
	route('career', 'routes/career.tsx'),
	...CONTENT_PAGES.map((slug) => route(slug, 'routes/content-page.tsx', { id: `content-page-${slug}` })),
	route('event', 'routes/events/list.tsx'),
	route('eventdetails/:id', 'routes/events/detail.tsx'),
	route('site-map', 'routes/site-map.tsx'),
	route('feature-comparison', 'routes/feature-comparison.tsx'),
	// Both readings of a service URL reach the same page, under one canonical URL.
	route('services', 'routes/services.tsx'),
	route('service/:slug', 'routes/service.tsx', { id: 'service' }),
	route('services/:slug', 'routes/service.tsx', { id: 'services' }),
	// The nineteen technology and industry pages: one data-driven module.
	route('portfolio', 'routes/portfolio-overview.tsx'),
	route('portfolio/:slug', 'routes/portfolio.tsx'),
	route('logodesign/:image', 'routes/logo-design.tsx'),
	// The stories behind some of those projects (decision 030), and their list.
	route('case-study', 'routes/case-studies.tsx'),
	route('case-study/:slug', 'routes/case-study.tsx'),
	// What crawlers read: the sitemaps of the public URL registry and the robots rules.
	route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
	route('sitemaps/:file', 'routes/seo/sitemap.ts'),
	route('robots.txt', 'routes/seo/robots.ts'),
	route('blog/:feed', 'routes/seo/feed.ts', { id: 'blog-feed' }),
	route('blogs/category/:categoryId/:feed', 'routes/seo/feed.ts', { id: 'category-feed' }),
	// A signed, expiring link to an item's saved state through its public page (decision 041).
	route('preview/:entity/:id', 'routes/preview.tsx'),
	// The back office: signed-out visitors of any /admin URL are sent to the sign-in page.
	...prefix('admin', [
		route('login', 'routes/admin/login.tsx'),
		route('two-factor', 'routes/admin/two-factor.tsx'),
		route('forgot-password', 'routes/admin/forgot-password.tsx'),
		route('reset-password', 'routes/admin/reset-password.tsx'),
		route('logout', 'routes/admin/logout.tsx'),
		layout('routes/admin/layout.tsx', [
			// Each page's errors (a refusal, a missing item) are drawn below the admin bar (decision 034).
			layout('routes/admin/page-errors.tsx', [
				index('routes/admin/dashboard.tsx'),
				route('leads', 'routes/admin/leads/inbox.tsx'),
				route('leads/export.csv', 'routes/admin/leads/export.ts'),
				route('leads/stages', 'routes/admin/leads/stages.tsx'),
				route('leads/:kind/:id', 'routes/admin/leads/detail.tsx'),
				route('leads/:kind/:id/cv', 'routes/admin/leads/cv.ts'),
				route('comments', 'routes/admin/comments.tsx'),
				route('insights', 'routes/admin/insights.tsx'),
				route('insights/export.csv', 'routes/admin/insights-export.ts'),
				route('content', 'routes/admin/content/index.tsx'),
				route('content/:entity', 'routes/admin/content/list.tsx'),
				route('content/:entity/:id', 'routes/admin/content/edit.tsx'),
				route('content/:entity/:id/revisions', 'routes/admin/content/revisions.tsx'),
				route('search', 'routes/admin/search.tsx'),
				route('media', 'routes/admin/media/library.tsx'),
				route('media/:id', 'routes/admin/media/item.tsx'),
				route('audit', 'routes/admin/audit.tsx'),
				route('erasure', 'routes/admin/erasure.tsx'),
				route('account', 'routes/admin/account.tsx'),
				route('staff', 'routes/admin/staff.tsx'),
				route('*', 'routes/admin/not-found.tsx'),
			]),
		]),
	]),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
