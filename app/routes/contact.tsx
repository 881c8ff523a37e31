import type { Route } from './+types/contact'
import { type Office, OfficeCard } from '#app/features/contact/office-card.tsx'
import { Island } from '#app/islands/island.tsx'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { Section } from '#app/components/ui/section.tsx'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import '#app/features/contact/contact.css'

const CONTACT_META_PAGE = 13
/** A plan name as the pricing page links it (`/contact-us?plan=Standard`); anything else is ignored. */
const PLAN_PARAM = 'plan'
const PLAN_NAME = /^[\p{L}\p{N}][\p{L}\p{N} .+&-]{0,39}$/u

/** Its loader reads the plan a pricing link names (the page cache keys on it). */
export const handle = { cacheParams: [PLAN_PARAM] } satisfies PageHandle

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ url, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl, config } = app
	const [site, metaPage] = await Promise.all([getSite(app), getMetaPage(db, CONTACT_META_PAGE)])
	const plan = url.searchParams.get(PLAN_PARAM)?.trim() ?? ''
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Contact Us' }]
	return {
		plan: PLAN_NAME.test(plan) ? plan : undefined,
		mapEmbedUrl: config.mapEmbedUrl,
		breadcrumb,
		meta: pageMeta(site, {
			title: metaPage?.meta_title ?? 'Contact us',
			description: metaPage?.description ?? '',
			keywords: metaPage?.meta_keywords,
			url: canonicalUrl(siteUrl, '/contact-us'),
			breadcrumb,
			pageType: 'ContactPage',
		}),
	}
}

export default function Contact({ loaderData, matches }: Route.ComponentProps) {
	const { plan, mapEmbedUrl } = loaderData
	const { contact } = matches[0].data
	const offices: Office[] = [
		{ id: 'india', name: 'India', address: contact.Address, email: contact.Email, phone: contact.Phone },
		{ id: 'usa', name: 'USA', address: contact.UsaAddress, email: contact.UsaEmail, phone: contact.UsaPhone },
	]
	return (
		<>
			<PageHeader
				title="Get In Touch With Us"
				breadcrumb={loaderData.breadcrumb}
				intro={<p>Tell us about your website, app or marketing plans. We reply within one working day, from India or the USA.</p>}
			/>
			<section className="section contact-section">
				<div className="container contact-layout">
					<div className="contact-offices">
						{offices.map((office) => (
							<OfficeCard key={office.id} office={office} />
						))}
					</div>
					<section className="contact-form-panel" aria-labelledby="contact-form-title">
						<h2 id="contact-form-title" className="contact-form-panel__title">
							Send us a message
						</h2>
						{plan ? (
							<p className="contact-plan-note">
								You asked about the <strong>{plan}</strong> plan
							</p>
						) : null}
						<Island name="contact-form" props={{}} hydrate="visible" />
					</section>
				</div>
			</section>
			<Section id="contact-map-title" className="contact-map-section" title="Find our Ahmedabad office" titleClassName="contact-map-section__title">
				<Island name="office-map" props={{ embedUrl: mapEmbedUrl, address: contact.Address, officeName: `${contact.CompanyName}, India` }} />
			</Section>
		</>
	)
}
