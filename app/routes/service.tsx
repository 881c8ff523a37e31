import { data, useRouteLoaderData } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/service'
import type { loader as rootLoader } from '#app/root.tsx'
import { getTestimonial } from '#app/features/company/company.server.ts'
import { TestimonialQuote } from '#app/features/company/components/testimonial-quote.tsx'
import { listLogos, listRelatedWork } from '#app/features/portfolio/portfolio.server.ts'
import { RelatedWork } from '#app/features/portfolio/related-work.tsx'
import { ClosingCta } from '#app/features/site/components/closing-cta.tsx'
import { PageHero } from '#app/features/site/components/page-hero.tsx'
import { PageSections } from '#app/features/site/components/page-sections.tsx'
import { SiblingPages } from '#app/features/site/components/sibling-pages.tsx'
import { pageSections } from '#app/features/site/page-sections.server.ts'
import { getService, getSite } from '#app/features/site/site.server.ts'
import { withArticle } from '#app/lib/with-article.ts'
import { mediaImage } from '#app/lib/media.ts'
import { pageImage } from '#app/server/media-sizes.server.ts'
import { canonicalUrl, pageMeta, readItemSeo, withItemSeo } from '#app/server/meta.server.ts'
import { service as serviceNode } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { altTexts } from '#app/features/media/media.server.ts'
import '#app/features/site/site.css'

/** The service whose page also shows the logo designs (spec §7: /api/Services/logodesigning). */
const LOGO_SERVICE = 'logo-designing'

/**
 * /service/:slug and /services/:slug: one page, one canonical URL.
 * A hero, the service's text set out in sections, related work, a client's words and the
 * way to the contact page (decision 031).
 */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [service, site] = await Promise.all([getService(db, { slug: params.slug }), getSite(app)])
	if (!service) throw data(null, { status: 404 })
	const [logos, work, testimonial] = await Promise.all([
		service.slug === LOGO_SERVICE ? listLogos(db) : [],
		listRelatedWork(db, service.portfolio_pages),
		getTestimonial(db, service.testimonial_id),
	])
	const url = canonicalUrl(siteUrl, `/service/${service.slug}`)
	const breadcrumb = [{ to: '/', label: 'Home' }, { to: '/services', label: 'Services' }, { label: service.name }]
	return {
		service: {
			name: service.name,
			slug: service.slug,
			summary: service.summary,
			group: service.group_name,
		},
		sections: pageSections(service.page_description),
		hero: service.hero_image ? { ...pageImage('pages', service.hero_image, 'hero'), alt: (await altTexts(db, 'pages', [service.hero_image]))[service.hero_image] ?? '' } : null,
		logos,
		work,
		testimonial: testimonial ?? null,
		breadcrumb,
		meta: pageMeta(
			site,
			withItemSeo(
				{
					title: service.name,
					description: service.summary,
					keywords: service.meta_keywords,
					url,
					breadcrumb,
					kind: 'Service',
				},
				await readItemSeo(db, 'services', service.slug),
				siteUrl,
			),
			[
				serviceNode(site, {
					url,
					name: service.name,
					description: service.summary || service.meta_description,
				}),
			],
		),
	}
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
	const { service, sections, hero, logos, work, testimonial } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	const proof = (
		<>
			{logos.length > 0 ? (
				<section className="site-logos" aria-labelledby="service-logos">
					<div className="container">
						<h2 id="service-logos">Logos we have designed</h2>
						<ul className="auto-grid site-logos__grid">
							{logos.map((logo) => (
								<li key={logo.id}>
									<Link to={`/logodesign/${logo.image}`}>
										<img {...mediaImage('logos', logo.image, 'logo')} alt="" width="400" height="400" loading="lazy" />
										<span>{logo.title}</span>
									</Link>
								</li>
							))}
						</ul>
					</div>
				</section>
			) : null}
			<RelatedWork items={work} />
			{testimonial ? <TestimonialQuote testimonial={testimonial} /> : null}
		</>
	)
	return (
		<>
			<PageHero
				title={service.name}
				breadcrumb={loaderData.breadcrumb}
				eyebrow={service.group || undefined}
				lead={<p>{service.summary}</p>}
				image={hero}
				actions={
					<>
						<Link className="button button--accent" to="/contact-us">
							Get a quote
						</Link>
						{work.length > 0 ? (
							<a className="button button--ghost button--on-dark" href="#related-work-title">
								See related work
							</a>
						) : null}
					</>
				}
			/>
			<div className="site-page inner-page">
				<PageSections
					content={sections}
					extra={{ after: '', node: proof }}
					closing={
						<div className="container page-closing">
							<ClosingCta title={`Planning ${withArticle(service.name)} project?`}>
								Share a few details about your goals and timeline. A specialist will reply within one working day with ideas and an itemised estimate.
							</ClosingCta>
						</div>
					}
				/>
			</div>
			{root ? (
				<SiblingPages
					title="More services"
					links={root.services.map((s) => ({
						to: `/service/${s.services_name}`,
						label: s.name,
					}))}
					current={`/service/${service.slug}`}
					compact
				/>
			) : null}
		</>
	)
}
