import type { Route } from './+types/feature-comparison'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { ComparisonTable } from '#app/features/pricing/components/comparison-table.tsx'
import { PlanCards } from '#app/features/pricing/components/plan-cards.tsx'
import { getPlanComparison } from '#app/features/pricing/pricing.server.ts'
import { ClosingCta } from '#app/features/site/components/closing-cta.tsx'
import { getMetaPage } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/lib/meta.ts'
import { planOffers } from '#app/lib/structured-data.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/pricing/pricing.css'

const FEATURE_COMPARISON_META_PAGE = 15

export const meta = pageMeta<Route.ComponentProps['loaderData']>((data, site, page) => [
	planOffers(site, page.url, data.offers.map((plan) => ({ name: plan.name, price: plan.price, description: `${plan.featureCount} of ${data.totalFeatures} features, billed monthly` }))),
])

export async function loader({ context }: Route.LoaderArgs) {
	const { db, siteUrl, config } = context.get(appContext)
	const [meta, comparison] = await Promise.all([
		getMetaPage(db, FEATURE_COMPARISON_META_PAGE),
		getPlanComparison(db),
	])
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
	return {
		comparison,
		offers,
		totalFeatures: features.length,
		seo: {
			title: meta?.meta_title ?? 'Feature Comparison',
			description: meta?.description ?? 'Compare our monthly plans feature by feature.',
			keywords: meta?.meta_keywords,
			url: canonicalUrl(siteUrl, '/feature-comparison'),
			breadcrumb: [{ to: '/', label: 'Home' }, { label: 'Feature Comparison' }],
			kind: 'SEO plans',
		},
	}
}

export default function FeatureComparison({ loaderData }: Route.ComponentProps) {
	const { comparison, offers, totalFeatures } = loaderData
	return (
		<>
			<PageHeader
				title="Feature Comparison"
				breadcrumb={loaderData.seo.breadcrumb}
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
					<ComparisonTable {...comparison} />
					<ClosingCta title="Not sure which plan fits?">
						Tell us about your website and goals. We will recommend a plan, or tailor one, after a free review.
					</ClosingCta>
				</div>
			</section>
		</>
	)
}
