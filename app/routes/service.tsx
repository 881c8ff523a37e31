import { data, useRouteLoaderData } from 'react-router'
import { SiteLink } from '#app/components/ui/site-link.tsx'
import type { Route } from './+types/service'
import type { loader as rootLoader } from '#app/root.tsx'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listLogos } from '#app/features/portfolio/portfolio.server.ts'
import { ClosingCta } from '#app/features/site/components/closing-cta.tsx'
import { ContactCard } from '#app/features/site/components/contact-card.tsx'
import { PageLinks } from '#app/features/site/components/page-links.tsx'
import { getService, getSite } from '#app/features/site/site.server.ts'
import { withArticle } from '#app/lib/with-article.ts'
import { mediaImage } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta } from '#app/lib/meta.server.ts'
import { service as serviceNode } from '#app/lib/structured-data.server.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/site/site.css'

/** The service whose page also shows the logo designs (spec §7: /api/Services/logodesigning). */
const LOGO_SERVICE = 'logo-designing'

/** /service/:slug and /services/:slug (DESIGN.md decision 1): one page, one canonical URL. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [service, site] = await Promise.all([getService(db, { slug: params.slug }), getSite(app)])
	if (!service) throw data(null, { status: 404 })
	const logos = service.slug === LOGO_SERVICE ? await listLogos(db) : []
	const url = canonicalUrl(siteUrl, `/service/${service.slug}`)
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: service.name }]
	return {
		service,
		logos,
		breadcrumb,
		meta: pageMeta(
			site,
			{
				title: service.meta_title,
				description: service.meta_description,
				keywords: service.meta_keywords,
				url,
				breadcrumb,
				kind: 'Service',
			},
			[serviceNode(site, { url, name: service.name, description: service.summary || service.meta_description })],
		),
	}
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
	const { service, logos } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<PageHeader
				title={service.name}
				breadcrumb={loaderData.breadcrumb}
				intro={<p>{service.summary}</p>}
			/>
			<div className="container site-page">
				<div className="site-layout">
					<article className="site-layout__main">
						<HtmlContent html={service.page_description} />
						{logos.length > 0 ? (
							<section className="site-logos" aria-labelledby="service-logos">
								<h2 id="service-logos">Logos we have designed</h2>
								<ul className="auto-grid site-logos__grid">
									{logos.map((logo) => (
										<li key={logo.id}>
											<SiteLink to={`/logodesign/${logo.image}`}>
												<img
													{...mediaImage('logos', logo.image, 'logo')}
													alt=""
													width="400"
													height="400"
													loading="lazy"
												/>
												<span>{logo.title}</span>
											</SiteLink>
										</li>
									))}
								</ul>
							</section>
						) : null}
						<ClosingCta title={`Planning ${withArticle(service.name)} project?`}>
							Share a few details about your goals and timeline. A specialist will reply within one working day with
							ideas and an itemised estimate.
						</ClosingCta>
					</article>
					<aside className="site-layout__aside site-aside" aria-label="Services and contact">
						{root ? (
							<>
								<PageLinks
									title="Our services"
									links={root.services.map((s) => ({ to: `/service/${s.services_name}`, label: s.name }))}
									current={`/service/${service.slug}`}
								/>
								<ContactCard phone={root.contact.Phone} email={root.contact.Email} />
							</>
						) : null}
					</aside>
				</div>
			</div>
		</>
	)
}
