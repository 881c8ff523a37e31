import * as Tooltip from '@radix-ui/react-tooltip'
import type { PlanComparison, PlanFeature } from '#app/features/pricing/pricing.types.ts'
import '../pricing.css'

/**
 * The plans compared feature by feature (spec §2 "Feature Comparison"): a
 * check or cross per plan with its words for screen readers, and each
 * feature's description in a tooltip that opens on hover and on focus.
 */
export function ComparisonTable({ plans, groups }: PlanComparison) {
	return (
		<Tooltip.Provider delayDuration={150} skipDelayDuration={0}>
			<p className="pricing-hint" aria-hidden="true">
				Swipe sideways to compare all {plans.length} plans
			</p>
			<div className="pricing-scroll" role="region" aria-labelledby="pricing-caption" tabIndex={0}>
				<table className="pricing-table">
					<caption id="pricing-caption" className="visually-hidden">
						Features included in each monthly plan
					</caption>
					<thead>
						<tr>
							<th scope="col" className="pricing-table__corner">
								Features
							</th>
							{plans.map((plan) => (
								<th scope="col" key={plan.id} className="pricing-table__plan">
									<span className="pricing-table__plan-name">{plan.name}</span>
									<span className="pricing-table__plan-price">{`$${plan.price} / month`}</span>
								</th>
							))}
						</tr>
					</thead>
					{groups.map((group) => (
						<tbody key={group.id}>
							<tr className="pricing-table__group">
								<th scope="colgroup" colSpan={plans.length + 1}>
									<span>{group.name}</span>
								</th>
							</tr>
							{group.features.map((feature) => (
								<tr key={feature.id}>
									<th scope="row" className="pricing-table__feature">
										<FeatureName feature={feature} />
									</th>
									{plans.map((plan) => (
										<td key={plan.id} className="pricing-table__cell">
											<Mark included={feature.plan_ids.includes(plan.id)} />
										</td>
									))}
								</tr>
							))}
						</tbody>
					))}
				</table>
			</div>
		</Tooltip.Provider>
	)
}

function FeatureName({ feature }: { feature: PlanFeature }) {
	return (
		<span className="pricing-feature">
			<span>{feature.name}</span>
			<Tooltip.Root>
				<Tooltip.Trigger asChild>
					<button type="button" className="pricing-feature__info" aria-label={`About ${feature.name}`}>
						<svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
							<circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
							<circle cx="10" cy="6" r="1.3" fill="currentColor" />
							<path d="M10 9v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
						</svg>
					</button>
				</Tooltip.Trigger>
				<Tooltip.Portal>
					<Tooltip.Content className="pricing-tooltip" side="top" sideOffset={6} collisionPadding={12}>
						{feature.description}
						<Tooltip.Arrow className="pricing-tooltip__arrow" width={12} height={6} />
					</Tooltip.Content>
				</Tooltip.Portal>
			</Tooltip.Root>
		</span>
	)
}

function Mark({ included }: { included: boolean }) {
	return included ? (
		<span className="pricing-mark pricing-mark--yes">
			<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
				<path d="M4.5 10.5l3.5 3.5 7.5-8" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
			</svg>
			<span className="visually-hidden">Included</span>
		</span>
	) : (
		<span className="pricing-mark pricing-mark--no">
			<svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
				<path d="M6 6l8 8M14 6l-8 8" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
			</svg>
			<span className="visually-hidden">Not included</span>
		</span>
	)
}
