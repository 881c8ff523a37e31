import type { Route } from './+types/feature-comparison'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { Island } from '#app/islands/island.tsx'
import { PlanCards } from '#app/features/pricing/components/plan-cards.tsx'
import { getPlanComparison } from '#app/features/pricing/pricing.server.ts'
import { ClosingCta } from '#app/features/site/components/closing-cta.tsx'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { planOffers } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/pricing/pricing.css'

const FEATURE_COMPARISON_META_PAGE = 15

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl, config } = app
	const [site, metaPage, comparison] = await Promise.all([getSite(app), getMetaPage(db, FEATURE_COMPARISON_META_PAGE), getPlanComparison(db)])
	const { subscribeUrls } = config
	const features = comparison.groups.flatMap((group) => group.features)
	const offers = comparison.plans.map((plan) => {
		const hosted = subscribeUrls[plan.name]
		return {
			...plan,
			featureCount: features.filter((feature) => feature.plan_ids.includes(plan.id)).length,
			subscribe: hosted
				? { href: hosted, external: true }
				: { href: `/contact-us?plan=${encodeURIComponent(plan.name)}`, external: false },
		}
	})
	const url = canonicalUrl(siteUrl, '/feature-comparison')
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Feature comparison' }]
	return {
		comparison,
		offers,
		totalFeatures: features.length,
		breadcrumb,
		meta: pageMeta(
			site,
			{
				title: metaPage?.meta_title ?? 'Feature Comparison',
				description: metaPage?.description ?? 'Compare our monthly plans feature by feature.',
				keywords: metaPage?.meta_keywords,
				url,
				breadcrumb,
				kind: 'SEO plans',
			},
			[planOffers(site, url, offers.map((plan) => ({ name: plan.name, price: plan.price, description: `${plan.featureCount} of ${features.length} features, billed monthly` })))],
		),
	}
}

export default function FeatureComparison({ loaderData }: Route.ComponentProps) {
	const { comparison, offers, totalFeatures } = loaderData
	return (
		<>
			<PageHeader
				title="Feature comparison"
				breadcrumb={loaderData.breadcrumb}
				intro={
					<p>
						Five monthly SEO plans, one clear list of what each includes. Every plan covers research, on-page fixes,
						content, link building, reporting and support; the higher plans add deeper technical work and promotion.
					</p>
				}
			/>
			<section className="section pricing-section" aria-labelledby="pricing-plans">
				<div className="container">
					<h2 id="pricing-plans" className="section__title">
						Choose your plan
					</h2>
					<PlanCards plans={offers} totalFeatures={totalFeatures} />
				</div>
			</section>
			<section className="section section--tint" aria-labelledby="pricing-compare">
				<div className="container">
					<h2 id="pricing-compare" className="section__title">
						Compare every feature
					</h2>
					{/* Read, switched and explained without a script; hydrated as the visitor reaches for it, for Escape to hide a description. */}
					<Island name="comparison-table" props={comparison} hydrate="interaction" />
					<ClosingCta title="Not sure which plan fits?">
						Tell us about your website and goals. We will recommend a plan, or tailor one, after a free review.
					</ClosingCta>
				</div>
			</section>
		</>
	)
}
