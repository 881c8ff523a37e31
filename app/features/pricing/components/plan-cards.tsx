import { Link } from '#app/components/ui/link.tsx'
import '../pricing.css'

export interface PlanOffer {
	id: number
	name: string
	price: number
	featureCount: number
	/** The payment provider's hosted button when configured, else our contact page. */
	subscribe: { href: string; external: boolean }
}

/** One card per plan: name, monthly price, how much it covers and its Subscribe link. */
export function PlanCards({ plans, totalFeatures }: { plans: PlanOffer[]; totalFeatures: number }) {
	return (
		<ul className="auto-grid pricing-plans">
			{plans.map((plan) => (
				<li key={plan.id} className="pricing-plan">
					<h3 className="pricing-plan__name">{plan.name}</h3>
					<p className="pricing-plan__price">
						<span className="pricing-plan__amount">{`$${plan.price}`}</span> / month
					</p>
					<p className="pricing-plan__meta">
						{`${plan.featureCount} of ${totalFeatures} features`}
					</p>
					{plan.subscribe.external ? (
						<a className="button button--primary pricing-plan__cta" href={plan.subscribe.href} target="_blank" rel="noopener noreferrer">
							Subscribe<span className="visually-hidden"> to {plan.name} (opens in a new tab)</span>
						</a>
					) : (
						<Link className="button button--primary pricing-plan__cta" to={plan.subscribe.href}>
							Subscribe<span className="visually-hidden"> to {plan.name}</span>
						</Link>
					)}
				</li>
			))}
		</ul>
	)
}
