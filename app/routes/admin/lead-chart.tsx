import { LEAD_KIND_LABELS, type LeadKind } from '#app/features/leads/inbox.labels.ts'

/**
 * Leads per week as stacked bars, drawn as plain SVG (no chart library,
 * decision 042): the picture is one image with a summary for screen readers,
 * and the same numbers follow as a table.
 */

export interface WeekCounts {
	week: string
	counts: Record<LeadKind, number>
}

/** One colour per kind, each at least 3:1 against white and told apart by the legend's words too. */
const COLOURS: Record<LeadKind, string> = { quick: '#0b5cad', contact: '#0f7a3d', quote: '#9a5b00', career: '#7a3db8' }

const WIDTH = 640
const HEIGHT = 220
const LEFT = 32
const BOTTOM = 24
const TOP = 8

const dayMonth = (week: string) => new Date(`${week}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' })

export function LeadChart({ weeks, kinds }: { weeks: WeekCounts[]; kinds: LeadKind[] }) {
	const totals = weeks.map((week) => kinds.reduce((sum, kind) => sum + week.counts[kind], 0))
	const all = totals.reduce((sum, n) => sum + n, 0)
	const top = Math.max(4, ...totals)
	// A round top for the scale, so its marks are whole numbers.
	const step = Math.max(1, Math.ceil(top / 4))
	const scaleTop = step * 4
	const plot = HEIGHT - BOTTOM - TOP
	const slot = (WIDTH - LEFT) / weeks.length
	const bar = Math.min(32, slot * 0.6)
	const y = (n: number) => TOP + plot - (n / scaleTop) * plot
	const busiest = weeks[totals.indexOf(Math.max(...totals))]
	const summary =
		all === 0
			? `No leads in the last ${weeks.length} weeks.`
			: `${all} leads in the last ${weeks.length} weeks; the busiest week began ${dayMonth(busiest!.week)} with ${Math.max(...totals)}. The table below gives each week's numbers.`
	return (
		<figure className="admin-chart">
			<figcaption id="lead-chart-title">{`Leads per week by kind, last ${weeks.length} weeks`}</figcaption>
			<ul className="admin-chart__legend" aria-hidden="true">
				{kinds.map((kind) => (
					<li key={kind}>
						<span className="admin-chart__swatch" style={{ background: COLOURS[kind] }} />
						{LEAD_KIND_LABELS[kind]}
					</li>
				))}
			</ul>
			<svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby="lead-chart-title lead-chart-summary" className="admin-chart__svg">
				<desc id="lead-chart-summary">{summary}</desc>
				{[0, 1, 2, 3, 4].map((i) => (
					<g key={i}>
						<line x1={LEFT} x2={WIDTH} y1={y(step * i)} y2={y(step * i)} stroke="#d9e2ec" />
						<text x={LEFT - 6} y={y(step * i) + 4} textAnchor="end" fontSize="11" fill="#44546a">
							{step * i}
						</text>
					</g>
				))}
				{weeks.map((week, i) => {
					const x = LEFT + slot * i + (slot - bar) / 2
					let below = 0
					return (
						<g key={week.week}>
							{kinds.map((kind) => {
								const n = week.counts[kind]
								if (n === 0) return null
								const rect = <rect key={kind} x={x} width={bar} y={y(below + n)} height={y(below) - y(below + n)} fill={COLOURS[kind]} />
								below += n
								return rect
							})}
							{i % 2 === weeks.length % 2 ? null : (
								<text x={x + bar / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="11" fill="#44546a">
									{dayMonth(week.week)}
								</text>
							)}
						</g>
					)
				})}
			</svg>
			<div className="admin-chart__numbers" tabIndex={0} role="region" aria-label="Leads per week, as numbers">
				<table className="admin-chart__table">
					<caption className="visually-hidden">Leads per week by kind</caption>
					<thead>
						<tr>
							<th scope="col">Week from</th>
							{kinds.map((kind) => (
								<th scope="col" key={kind}>
									{LEAD_KIND_LABELS[kind]}
								</th>
							))}
							<th scope="col">All</th>
						</tr>
					</thead>
					<tbody>
						{weeks.map((week, i) => (
							<tr key={week.week}>
								<th scope="row" data-label="Week from">
									{dayMonth(week.week)}
								</th>
								{kinds.map((kind) => (
									<td key={kind} data-label={LEAD_KIND_LABELS[kind]}>
										{week.counts[kind]}
									</td>
								))}
								<td data-label="All">{totals[i]}</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</figure>
	)
}
