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
/** How long the description stays once the pointer has left, so it can cross onto the description. */
const TOOLTIP_LINGER_MS = 300

/**
 * A feature's name and an info button whose description shows in a tooltip
 * (WCAG 1.4.13): on hover, on keyboard focus and on a tap or click. It stays
 * while the pointer is on the button or on the description itself and while
 * the button has focus; Escape hides it without moving focus, as does a tap
 * elsewhere. Drawn in a portal, placed above the button (below it near the top
 * of the window), kept inside the window and following the button as the page
 * or the table scrolls, so the table's scrolling box cannot clip it. Written
 * by hand rather than with a tooltip library to keep the page's first script
 * small (issue 11).
 */
function FeatureName({ feature }: { feature: PlanFeature }) {
	const [anchor, setAnchor] = useState<DOMRect | null>(null)
	const button = useRef<HTMLButtonElement>(null)
	const timer = useRef<number | undefined>(undefined)
	const hovered = useRef(false)
	const id = useId()
	const place = () => button.current && setAnchor(button.current.getBoundingClientRect())
	const show = (delay: number) => {
		window.clearTimeout(timer.current)
		timer.current = window.setTimeout(place, delay)
	}
	const hide = () => {
		window.clearTimeout(timer.current)
		setAnchor(null)
	}
	// Hides it unless the pointer is on the button or the description, or the button has focus.
	const settle = (delay: number) => {
		window.clearTimeout(timer.current)
		timer.current = window.setTimeout(() => {
			if (!hovered.current && document.activeElement !== button.current) setAnchor(null)
		}, delay)
	}
	const hover = (on: boolean) => {
		hovered.current = on
		if (on) window.clearTimeout(timer.current)
		else settle(TOOLTIP_LINGER_MS)
	}
	const shown = anchor !== null
	useEffect(() => {
		if (!shown) return
		const escape = (event: KeyboardEvent) => event.key === 'Escape' && hide()
		const outside = (event: PointerEvent) => {
			const target = event.target as Element
			if (!button.current?.contains(target) && !document.getElementById(id)?.contains(target)) hide()
		}
		window.addEventListener('keydown', escape)
		document.addEventListener('pointerdown', outside)
		window.addEventListener('scroll', place, { capture: true, passive: true })
		window.addEventListener('resize', place)
		return () => {
			window.removeEventListener('keydown', escape)
			document.removeEventListener('pointerdown', outside)
			window.removeEventListener('scroll', place, { capture: true })
			window.removeEventListener('resize', place)
		}
	}, [shown, id])
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
				onPointerEnter={(event) => {
					if (event.pointerType !== 'mouse') return
					hovered.current = true
					show(TOOLTIP_DELAY_MS)
				}}
				onPointerLeave={(event) => event.pointerType === 'mouse' && hover(false)}
				onClick={() => show(0)}
				onFocus={() => show(0)}
				onBlur={() => settle(0)}
			>
				<svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
					<circle cx="10" cy="10" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
					<circle cx="10" cy="6" r="1.3" fill="currentColor" />
					<path d="M10 9v6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
				</svg>
			</button>
			{anchor
				? createPortal(<FeatureTooltip id={id} anchor={anchor} text={feature.description} onHover={hover} />, document.body)
				: null}
		</span>
	)
}

function FeatureTooltip({ id, anchor, text, onHover }: { id: string; anchor: DOMRect; text: string; onHover: (on: boolean) => void }) {
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
		<div ref={ref} id={id} role="tooltip" className="pricing-tooltip" onPointerEnter={() => onHover(true)} onPointerLeave={() => onHover(false)}>
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
