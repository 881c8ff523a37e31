import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/site-map'
import { listPublicUrls, type PublicUrl } from './seo/public-urls.server.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext, routeTable } from '#app/server/context.server.ts'
import '#app/features/site/site.css'

const SITE_MAP_META_PAGE = 12

interface Link {
	to: string
	label: string
}

/** The fixed sections of the site map (spec §2 "Site map"); the rest comes from the registry of public URLs. */
const ABOUT_LINKS: Link[] = [
	{ to: '/about-us', label: 'About us' },
	{ to: '/why-us', label: 'Why us' },
	{ to: '/business-model', label: 'Business model' },
]
const TECHNOLOGY_LINKS: Link[] = [{ to: '/open-source-development', label: 'Open source development' }]
const OTHER_LINKS: Link[] = [
	{ to: '/contact-us', label: 'Contact Us' },
	{ to: '/terms-and-conditions', label: 'Terms and conditions' },
	{ to: '/testimonial', label: 'Testimonials' },
	{ to: '/faq', label: 'FAQ' },
	{ to: '/privacy-policy', label: 'Privacy policy' },
	{ to: '/links', label: 'Links' },
	{ to: '/career', label: 'Career' },
	{ to: '/feature-comparison', label: 'Pricing' },
	{ to: '/site-map', label: 'Site map' },
]
/** Pages the sections below link under their own headings. */
const PLACED = new Set(['/', '/services', '/portfolio', '/blog', '/event', ...[...ABOUT_LINKS, ...TECHNOLOGY_LINKS, ...OTHER_LINKS].map((link) => link.to)])

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [site, metaPage, urls] = await Promise.all([getSite(app), getMetaPage(db, SITE_MAP_META_PAGE), listPublicUrls(db, context.get(routeTable).staticPagePaths)])
	const links = (kind: PublicUrl['kind'], group?: string) =>
		urls.filter((url) => url.kind === kind && url.group === group).map((url) => ({ to: url.path, label: url.label ?? url.path }))
	// A page route added later still appears, under Others, named by its path.
	const unplaced = urls
		.filter((url) => url.kind === 'pages' && !PLACED.has(url.path))
		.map((url) => ({ to: url.path, label: url.path.slice(1).replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase()) }))
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Site map' }]
	return {
		// The spec's site map links services as /services/{service_name}; both readings reach the page.
		services: links('services').map((link) => ({ ...link, to: link.to.replace(/^\/service\//, '/services/') })),
		portfolio: { technology: links('portfolio', 'technology'), industry: links('portfolio', 'industry'), caseStudies: links('portfolio', 'case-study'), logos: links('portfolio', 'logo') },
		blog: { categories: links('blog', 'category'), posts: links('blog', 'post') },
		events: links('events'),
		others: [...OTHER_LINKS, ...unplaced],
		breadcrumb,
		meta: pageMeta(site, {
			title: metaPage?.meta_title ?? 'Site Map',
			description: metaPage?.description ?? 'Every page of the website in one place.',
			keywords: metaPage?.meta_keywords,
			url: canonicalUrl(siteUrl, '/site-map'),
			breadcrumb,
		}),
	}
}

export default function SiteMap({ loaderData }: Route.ComponentProps) {
	const { services, portfolio, blog, events, others } = loaderData
	return (
		<>
			<PageHeader
				title="Site map"
				breadcrumb={loaderData.breadcrumb}
				intro={<p>Every page of our website in one place: what we do, the work we have done and how to reach us.</p>}
			/>
			<div className="container site-page">
				<ul className="sitemap">
					<li className="sitemap__section">
						<h2>
							<Link to="/">Home</Link>
						</h2>
						<p>Our services, recent work, client feedback and latest articles at a glance.</p>
					</li>
					<SitemapSection title="About Us" links={ABOUT_LINKS} />
					<SitemapSection title="Technology" links={TECHNOLOGY_LINKS} />
					<SitemapSection title="Services" wide links={[{ to: '/services', label: 'All services' }, ...services]} />
					<GroupedSection
						title="Portfolio"
						overview={{ to: '/portfolio', label: 'All our work' }}
						groups={[
							{ title: 'By technology', links: portfolio.technology },
							{ title: 'Industry solutions', links: portfolio.industry },
							{ title: 'Case studies', links: portfolio.caseStudies },
							{ title: 'Logo designs', links: portfolio.logos },
						]}
					/>
					<GroupedSection
						title="Blog"
						overview={{ to: '/blog', label: 'All articles' }}
						groups={[
							{ title: 'Categories', links: blog.categories },
							{ title: 'Articles', links: blog.posts },
						]}
					/>
					<SitemapSection title="Event" wide links={[{ to: '/event', label: 'All events' }, ...events]} />
					<SitemapSection title="Others" wide links={others} />
				</ul>
			</div>
		</>
	)
}

function GroupedSection({ title, overview, groups }: { title: string; overview: Link; groups: { title: string; links: Link[] }[] }) {
	const id = `sitemap-${title.toLowerCase()}`
	return (
		<li className="sitemap__section sitemap__section--wide">
			<h2 id={id}>{title}</h2>
			<p className="sitemap__overview">
				<Link to={overview.to}>{overview.label}</Link>
			</p>
			{groups
				.filter((group) => group.links.length > 0)
				.map((group) => {
					const groupId = `${id}-${group.title.toLowerCase().replace(/\s+/g, '-')}`
					return (
						<div key={group.title}>
							<p className="sitemap__group-title" id={groupId}>
								{group.title}
							</p>
							<SitemapLinks labelledBy={`${id} ${groupId}`} links={group.links} />
						</div>
					)
				})}
		</li>
	)
}

function SitemapSection({ title, links, wide = false }: { title: string; links: Link[]; wide?: boolean }) {
	const id = `sitemap-${title.toLowerCase().replace(/\s+/g, '-')}`
	return (
		<li className={`sitemap__section${wide ? ' sitemap__section--wide' : ''}`}>
			<h2 id={id}>{title}</h2>
			<SitemapLinks labelledBy={id} links={links} />
		</li>
	)
}

function SitemapLinks({ links, labelledBy }: { links: Link[]; labelledBy: string }) {
	return (
		<ul className="auto-grid sitemap__links" aria-labelledby={labelledBy}>
			{links.map((link) => (
				<li key={link.to}>
					<Link to={link.to}>{link.label}</Link>
				</li>
			))}
		</ul>
	)
}
