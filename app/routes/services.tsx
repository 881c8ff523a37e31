import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/services'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { CardGrid, LinkCard, Section } from '#app/components/ui/section.tsx'
import { getSite, listServiceGroups } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/site/site.css'

/** Every service the agency offers, under the heading it belongs to. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [groups, site] = await Promise.all([listServiceGroups(db), getSite(app)])
	const { contact } = site
	const count = groups.reduce((sum, group) => sum + group.services.length, 0)
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Services' }]
	return {
		groups,
		breadcrumb,
		meta: pageMeta(site, {
			title: `Web Development, Design & Digital Marketing Services | ${contact.CompanyName}`,
			description: `All ${count} services of ${contact.CompanyName}: ${groups.map((g) => g.name.toLowerCase()).join(', ')}. One team for your website, from the first design to steady growth.`,
			keywords: groups.flatMap((g) => g.services.map((s) => s.name)).slice(0, 12).join(', '),
			url: canonicalUrl(siteUrl, '/services'),
			breadcrumb,
			kind: 'Services',
			pageType: 'CollectionPage',
		}),
	}
}

export default function Services({ loaderData }: Route.ComponentProps) {
	const { groups } = loaderData
	return (
		<>
			<PageHeader
				title="Our services"
				breadcrumb={loaderData.breadcrumb}
				intro={<p>Everything your website needs, under one roof: design, development, online stores, and the search and social marketing that brings visitors.</p>}
			/>
			<div className="site-page">
				{groups.map((group, index) => (
					<Section key={group.name} id={`services-group-${index + 1}`} className={index % 2 ? 'section section--tint' : 'section'} title={group.name} titleClassName="services-overview__title">
						<CardGrid>
							{group.services.map((service) => (
								<LinkCard key={service.slug} to={`/service/${service.slug}`} title={service.name} className="services-overview__card">
									<p>{service.summary}</p>
								</LinkCard>
							))}
						</CardGrid>
					</Section>
				))}
				<Section id="services-cta" className="section services-overview__cta" title="Not sure which service you need?">
					<p>Tell us about your business and your goals; we will suggest where to start and what it would cost.</p>
					<p className="services-overview__actions">
						<Link className="button button--primary" to="/contact-us">
							Get a quote
						</Link>
						<Link className="button button--ghost" to="/portfolio">
							See our work
						</Link>
					</p>
				</Section>
			</div>
		</>
	)
}
