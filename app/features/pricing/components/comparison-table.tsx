import { useEffect, useRef } from 'react'
import type { PlanComparison, PlanFeature } from '#app/features/pricing/pricing.types.ts'
import '../pricing.css'

/**
 * The plans compared feature by feature: a check or cross per plan with its words for screen
 * readers, and each feature's description beside its name. It works as the server's HTML: from
 * 50rem every plan is a column under a header that sticks below the fixed navbar as the table
 * scrolls by; on a narrower screen a plan switcher (radio buttons, pricing.css shows the chosen
 * plan's column alone) puts one plan at a time beside the feature names, its name in the header.
 * Nothing here scrolls sideways, so the header can stick (a sticky element sticks in its nearest
 * scrolling box, which an overflow-x wrapper would be).
 */
export function ComparisonTable({ plans, groups }: PlanComparison) {
	const root = useRef<HTMLDivElement>(null)
	useDismissibleDescriptions(root)
	return (
		<div ref={root} className="pricing-compare">
			<fieldset className="pricing-switch">
				<legend className="pricing-switch__legend">Plan shown in the table</legend>
				<div className="pricing-switch__options">
					{plans.map((plan, index) => (
						<label key={plan.id} className="pricing-switch__option">
							<input type="radio" name="pricing-plan" className="pricing-switch__input" data-plan={index + 1} defaultChecked={index === 0} />
							<span className="pricing-switch__name">{plan.name}</span>
							<span className="pricing-switch__price">{`$${plan.price}`}</span>
						</label>
					))}
				</div>
			</fieldset>
			<table className="pricing-table">
				<caption className="visually-hidden">Features included in each monthly plan</caption>
				<thead>
					<tr>
						<th scope="col" className="pricing-table__corner">
							Features
						</th>
						{plans.map((plan, index) => (
							<th scope="col" key={plan.id} className="pricing-table__plan" data-plan={index + 1}>
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
								{group.name}
							</th>
						</tr>
						{group.features.map((feature) => (
							<tr key={feature.id}>
								<th scope="row" className="pricing-table__feature">
									<FeatureName feature={feature} />
								</th>
								{plans.map((plan, index) => (
									<td key={plan.id} className="pricing-table__cell" data-plan={index + 1}>
										<Mark included={feature.plan_ids.includes(plan.id)} />
									</td>
								))}
							</tr>
						))}
					</tbody>
				))}
			</table>
		</div>
	)
}

/**
 * A feature's name and an info button that its description describes. The description is in the
 * HTML beside it, shown by CSS (pricing.css) while the button is pointed at or has focus (a tap
 * focuses it) and while the pointer is on the description itself, lingering a moment so the
 * pointer can cross to it (WCAG 1.4.13). Screen readers hear it with the button.
 */
function FeatureName({ feature }: { feature: PlanFeature }) {
	const id = `pricing-feature-${feature.id}`
	return (
		<span className="pricing-feature">
			<span>{feature.name}</span>
			{/* Its "i" in a ring is drawn by the stylesheet (pricing.css). */}
			<button type="button" className="pricing-feature__info" aria-label={`About ${feature.name}`} aria-describedby={id} />
			<span id={id} role="tooltip" className="pricing-tooltip">
				{feature.description}
			</span>
		</span>
	)
}

/**
 * Escape hides the description shown (the one pointed at or focused) without moving focus, until
 * the pointer and focus have left that feature or its button is pressed again: `data-dismissed`,
 * which pricing.css reads. The
 * only script of the table, and only a convenience: without it the descriptions show and hide as
 * the pointer and focus move.
 */
function useDismissibleDescriptions(root: React.RefObject<HTMLDivElement | null>) {
	useEffect(() => {
		const element = root.current
		if (!element) return
		const escape = (event: KeyboardEvent) => {
			if (event.key !== 'Escape') return
			for (const shown of element.querySelectorAll<HTMLElement>('.pricing-feature:is(:hover, :focus-within)')) shown.dataset.dismissed = ''
		}
		// A tap or click on the button asks for its description again.
		const asked = (event: MouseEvent) => {
			const feature = (event.target as Element).closest('.pricing-feature__info')?.closest<HTMLElement>('.pricing-feature')
			if (feature) delete feature.dataset.dismissed
		}
		const left = (event: FocusEvent | PointerEvent) => {
			const feature = (event.target as Element).closest<HTMLElement>('.pricing-feature[data-dismissed]')
			if (!feature || feature.contains(event.relatedTarget as Node | null)) return
			if (event.type === 'pointerout' ? feature.matches(':focus-within') : feature.matches(':hover')) return
			delete feature.dataset.dismissed
		}
		document.addEventListener('keydown', escape)
		element.addEventListener('focusout', left)
		element.addEventListener('pointerout', left)
		element.addEventListener('click', asked)
		return () => {
			document.removeEventListener('keydown', escape)
			element.removeEventListener('focusout', left)
			element.removeEventListener('pointerout', left)
			element.removeEventListener('click', asked)
		}
	}, [root])
}

/**
 * A check or a cross, drawn by the stylesheet (pricing.css) rather than as an SVG each: the table has a
 * mark per plan and feature, some two hundred, and each SVG is a document fragment the browser lays out
 * and paints on its own.
 */
function Mark({ included }: { included: boolean }) {
	return (
		<span className={`pricing-mark pricing-mark--${included ? 'yes' : 'no'}`}>
			<span className="visually-hidden">{included ? 'Included' : 'Not included'}</span>
		</span>
	)
}
