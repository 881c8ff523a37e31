import { Link } from 'react-router'
import type { Route } from './+types/site-map'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listCategoryLinks } from '#app/features/portfolio/portfolio.server.ts'
import { getMetaPage, listSitemapServices } from '#app/features/site/site.server.ts'
import { canonicalUrl, metaFromLoader } from '#app/lib/meta.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/site/site.css'

const SITE_MAP_META_PAGE = 12

/** The fixed sections of the site map (spec §2 "Site map"). */
const ABOUT_LINKS = [
	{ to: '/about-us', label: 'About Us' },
	{ to: '/why-us', label: 'Why Us' },
	{ to: '/business-model', label: 'Business Model' },
]
const TECHNOLOGY_LINKS = [{ to: '/open-source-development', label: 'Open Source Development' }]
const OTHER_LINKS = [
	{ to: '/contact-us', label: 'Contact Us' },
	{ to: '/terms-and-conditions', label: 'Terms and Conditions' },
	{ to: '/testimonial', label: 'Testimonials' },
	{ to: '/faq', label: 'FAQ' },
	{ to: '/privacy-policy', label: 'Privacy Policy' },
	{ to: '/links', label: 'Links' },
	{ to: '/career', label: 'Career' },
	{ to: '/blog', label: 'Blog' },
	{ to: '/site-map', label: 'Site Map' },
]

export const meta = metaFromLoader

export async function loader({ context }: Route.LoaderArgs) {
	const { db, siteUrl } = context.get(appContext)
	const [meta, services, portfolio] = await Promise.all([
		getMetaPage(db, SITE_MAP_META_PAGE),
		listSitemapServices(db),
		listCategoryLinks(db),
	])
	return {
		services,
		portfolio,
		seo: {
			title: meta?.meta_title ?? 'Site Map',
			description: meta?.description ?? 'Every page of the website in one place.',
			keywords: meta?.meta_keywords,
			url: canonicalUrl(siteUrl, '/site-map'),
			breadcrumb: [{ to: '/', label: 'Home' }, { label: 'Site Map' }],
		},
	}
}

export default function SiteMap({ loaderData }: Route.ComponentProps) {
	const { services, portfolio } = loaderData
	const technology = portfolio.filter((item) => item.kind !== 'industry')
	const industry = portfolio.filter((item) => item.kind === 'industry')
	return (
		<>
			<PageHeader
				title="Site Map"
				breadcrumb={loaderData.seo.breadcrumb}
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
					<SitemapSection
						title="Services"
						wide
						links={[{ to: '/services', label: 'All services' }, ...services.map((service) => ({ to: `/services/${service.service_name}`, label: service.name }))]}
					/>
					<li className="sitemap__section sitemap__section--wide">
						<h2 id="sitemap-portfolio">Portfolio</h2>
						<p className="sitemap__overview">
							<Link to="/portfolio">All our work</Link>
						</p>
						<p className="sitemap__group-title" id="sitemap-portfolio-tech">
							By technology
						</p>
						<SitemapLinks
							labelledBy="sitemap-portfolio sitemap-portfolio-tech"
							links={technology.map((item) => ({ to: `/portfolio/${item.portfolio_name}`, label: item.name }))}
						/>
						<p className="sitemap__group-title" id="sitemap-portfolio-industry">
							Industry solutions
						</p>
						<SitemapLinks
							labelledBy="sitemap-portfolio sitemap-portfolio-industry"
							links={industry.map((item) => ({ to: `/portfolio/${item.portfolio_name}`, label: item.name }))}
						/>
					</li>
					<SitemapSection title="Others" wide links={OTHER_LINKS} />
				</ul>
			</div>
		</>
	)
}

function SitemapSection({ title, links, wide = false }: { title: string; links: { to: string; label: string }[]; wide?: boolean }) {
	const id = `sitemap-${title.toLowerCase().replace(/\s+/g, '-')}`
	return (
		<li className={`sitemap__section${wide ? ' sitemap__section--wide' : ''}`}>
			<h2 id={id}>{title}</h2>
			<SitemapLinks labelledBy={id} links={links} />
		</li>
	)
}

function SitemapLinks({ links, labelledBy }: { links: { to: string; label: string }[]; labelledBy: string }) {
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
