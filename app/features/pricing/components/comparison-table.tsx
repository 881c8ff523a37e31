import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { PlanComparison, PlanFeature } from '#app/features/pricing/pricing.types.ts'
import '../pricing.css'

/**
 * The plans compared feature by feature (spec §2 "Feature Comparison"): a
 * check or cross per plan with its words for screen readers, and each
 * feature's description in a tooltip that opens on hover and on focus.
 */
export function ComparisonTable({ plans, groups }: PlanComparison) {
	return (
		<>
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
		</>
	)
}

/** How long the pointer rests on the button before the description shows. */
const TOOLTIP_DELAY_MS = 150

/**
 * A feature's name and an info button whose description shows in a tooltip on
 * hover and on keyboard focus; Escape, leaving and blurring hide it. Drawn in
 * a portal, placed above the button (below it near the top of the window) and
 * kept inside the window, so the table's scrolling box cannot clip it. Written
 * by hand rather than with a tooltip library to keep the page's first script
 * small (issue 11).
 */
function FeatureName({ feature }: { feature: PlanFeature }) {
	const [anchor, setAnchor] = useState<DOMRect | null>(null)
	const button = useRef<HTMLButtonElement>(null)
	const timer = useRef<number | undefined>(undefined)
	const id = useId()
	const show = (delay: number) => {
		window.clearTimeout(timer.current)
		timer.current = window.setTimeout(() => button.current && setAnchor(button.current.getBoundingClientRect()), delay)
	}
	const hide = () => {
		window.clearTimeout(timer.current)
		setAnchor(null)
	}
	useEffect(() => {
		if (!anchor) return
		const close = (event: KeyboardEvent) => event.key === 'Escape' && hide()
		window.addEventListener('keydown', close)
		window.addEventListener('scroll', hide, { capture: true, passive: true })
		return () => {
			window.removeEventListener('keydown', close)
			window.removeEventListener('scroll', hide, { capture: true })
		}
	}, [anchor])
	useEffect(() => () => window.clearTimeout(timer.current), [])
	return (
		<span className="pricing-feature">
			<span>{feature.name}</span>
			<button
				ref={button}
				type="button"
				className="pricing-feature__info"
				aria-label={`About ${feature.name}`}
				aria-describedby={anchor ? id : undefined}
				data-state={anchor ? 'instant-open' : 'closed'}
				onPointerEnter={(event) => event.pointerType === 'mouse' && show(TOOLTIP_DELAY_MS)}
				onPointerLeave={hide}
				onFocus={() => show(0)}
				onBlur={hide}
			>
				<svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
					<circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
					<circle cx="10" cy="6" r="1.3" fill="currentColor" />
					<path d="M10 9v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
			</button>
			{anchor ? createPortal(<FeatureTooltip id={id} anchor={anchor} text={feature.description} />, document.body) : null}
		</span>
	)
}

function FeatureTooltip({ id, anchor, text }: { id: string; anchor: DOMRect; text: string }) {
	const ref = useRef<HTMLDivElement>(null)
	useLayoutEffect(() => {
		const tip = ref.current
		if (!tip) return
		const margin = 12
		const { width, height } = tip.getBoundingClientRect()
		const above = anchor.top - height - 6 >= margin
		const left = Math.min(Math.max(anchor.left + anchor.width / 2 - width / 2, margin), window.innerWidth - width - margin)
		tip.style.left = `${left}px`
		tip.style.top = `${above ? anchor.top - height - 6 : anchor.bottom + 6}px`
		tip.style.visibility = 'visible'
	}, [anchor])
	return (
		<div ref={ref} id={id} role="tooltip" className="pricing-tooltip">
			{text}
		</div>
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
