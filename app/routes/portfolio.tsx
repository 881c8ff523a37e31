import { data } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/portfolio'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { Island } from '#app/islands/island.tsx'
import { PortfolioCta } from '#app/features/portfolio/portfolio-cta.tsx'
import { caseStudiesByProject } from '#app/features/case-studies/case-studies.server.ts'
import { findCategory, INDUSTRY_EXPERIENCE, listItems, listLogos, LOGO_DESIGN_SLUG } from '#app/features/portfolio/portfolio.server.ts'
import { IndustrySections } from '#app/features/portfolio/industry-sections.tsx'
import { getSite } from '#app/features/site/site.server.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { altTexts } from '#app/features/media/media.server.ts'
import { canonicalUrl, pageMeta, type SeoInput, readItemSeo, withItemSeo } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/portfolio/portfolio.css'

/**
 * All nineteen portfolio pages of the spec's route table (/portfolio/{slug}):
 * one module, the presentation chosen by the category's data, never by a
 * list of slugs in code.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [category, site] = await Promise.all([findCategory(db, params.slug), getSite(app)])
	if (!category) throw data(null, { status: 404 })
	const page = {
		slug: category.slug,
		label: category.label,
		intro: category.intro,
		quoteCheck: category.quote_check,
		industry: category.industry,
		experience: category.industry ? INDUSTRY_EXPERIENCE : [],
	}
	const breadcrumb = [
		{ to: '/', label: 'Home' },
		{ to: '/portfolio', label: 'Portfolio' },
		{
			label: category.slug === LOGO_DESIGN_SLUG ? 'Logo Design' : category.label,
		},
	]
	const seo: SeoInput = withItemSeo(
		{
			title: category.meta_title || category.label,
			description: category.meta_description,
			keywords: category.meta_keywords,
			url: canonicalUrl(siteUrl, `/portfolio/${category.slug}`),
			kind: 'Portfolio',
			breadcrumb,
		},
		await readItemSeo(db, 'portfolio_categories', category.slug),
		siteUrl,
	)
	if (category.slug === LOGO_DESIGN_SLUG) {
		const logos = await listLogos(db)
		const first = logos[0]
		// The logo page's words travel as data: they are its own, and the page's script stays within its budget.
		const cta = {
			heading: 'Our Logo Design Portfolio',
			title: 'Need a logo people remember?',
			text: 'We design original logos and complete brand identities, delivered in every format you need, from app icons to signage.',
			service: 'Our logo design service',
		}
		return {
			page,
			layout: 'logos' as const,
			logos,
			items: [],
			caseStudies: {},
			cta,
			breadcrumb,
			meta: pageMeta(site, {
				...seo,
				image: first && mediaUrl('logos', first.image),
			}),
		}
	}
	const listed = await listItems(db, category.id)
	// Each screenshot carries the alt text of its media library entry (decision 051).
	const alts = await altTexts(db, 'portfolio', listed.map((item) => item.image))
	const items = listed.map((item) => ({ ...item, alt: alts[item.image] }))
	const caseStudies = await caseStudiesByProject(
		db,
		items.map((item) => item.id),
	)
	const first = items[0]
	return {
		page,
		layout: 'projects' as const,
		logos: [],
		items,
		caseStudies,
		cta: null,
		breadcrumb,
		meta: pageMeta(site, {
			...seo,
			image: first && mediaUrl('portfolio', first.image),
		}),
	}
}

export default function Portfolio({ loaderData, matches }: Route.ComponentProps) {
	const { page, layout, items, logos, caseStudies } = loaderData
	const phone = matches[0].data.contact.Phone
	if (layout === 'logos' && loaderData.cta) {
		const { cta } = loaderData
		return (
			<div className="portfolio-page">
				<PageHeader title={cta.heading} breadcrumb={loaderData.breadcrumb} intro={<p>{page.intro}</p>} />
				{/* The carousel's code (its library) loads as it nears the screen. */}
				<Island name="logo-carousel" props={{ logos }} hydrate="visible" />
				<PortfolioCta id="logo-cta" tone="light" title={cta.title} text={cta.text}>
					<Link className="button button--primary" to="/contact-us">
						Contact Us
					</Link>
					<Link className="button portfolio-button--outline" to="/service/logo-designing">
						{cta.service}
					</Link>
				</PortfolioCta>
			</div>
		)
	}
	const title = `Portfolio > ${page.label}`
	const breadcrumb = loaderData.breadcrumb
	const quote = { technology: page.slug, check: page.quoteCheck }
	if (page.industry) {
		// Industry software pages: the marketing sections first, then the projects.
		return (
			<div className="portfolio-page" key={page.slug}>
				<PageHeader title={title} breadcrumb={breadcrumb} />
				<IndustrySections label={page.label} content={page.industry} experience={page.experience} phone={phone} />
				<Island
					name="portfolio-projects"
					props={{ items, quote, caseStudies, heading: { id: 'portfolio-projects', text: 'Projects we have delivered' }, intro: page.intro, eagerImages: 0 }}
				/>
			</div>
		)
	}
	// Keyed by category, so moving to another portfolio page starts with every frame closed.
	return (
		<div className="portfolio-page" key={page.slug}>
			<PageHeader title={title} breadcrumb={breadcrumb} intro={<p>{page.intro}</p>} />
			<Island name="portfolio-projects" props={{ items, quote, caseStudies }} />
		</div>
	)
}
