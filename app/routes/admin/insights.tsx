import { Form } from 'react-router'
import type { Route } from './+types/insights'
import { attributionKinds, type Insights, rangesOf, readInsights } from '#app/features/insights/insights.server.ts'
import { InsightsRangeSchema } from '#app/features/insights/insights.schema.ts'
import { formatPercentile, METRICS, type Percentile, THRESHOLDS } from '#app/features/insights/vitals.ts'
import { requireRole } from '#app/features/staff/session.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { ROLES, readableKinds } from './access.ts'
import { AdminTable } from './admin-table.tsx'
import { AdminField, FilterActions } from './kit.tsx'
import './day-chart.css'

export function meta() {
	return [{ title: 'Insights | Lanternfish back office' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	// Checked here rather than in a middleware, so a refusal is drawn inside the back office (decision 034).
	const staff = requireRole(context, ROLES.insights)
	const { db } = context.get(appContext)
	const params = Object.fromEntries(new URL(request.url).searchParams)
	const parsed = InsightsRangeSchema.safeParse(params)
	const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error)
	const insights = await readInsights(db, attributionKinds(readableKinds(staff.role)), rangesOf(parsed.success ? parsed.data : {}))
	return { insights, errors, params }
}

const number = new Intl.NumberFormat('en-GB')
const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 })

/** "+12% on the previous period", or nothing to compare with. */
function change(now: number, before: number): string {
	if (before === 0) return now === 0 ? 'no change on the previous period' : 'none in the previous period'
	const ratio = (now - before) / before
	return `${ratio >= 0 ? '+' : ''}${percent.format(ratio)} on the previous period (${number.format(before)})`
}

export default function InsightsPage({ loaderData }: Route.ComponentProps) {
	const { insights, errors, params } = loaderData
	const { current, previous, range } = insights
	const query = new URLSearchParams({ from: range.current.from, to: range.current.to })
	return (
		<>
			<h1>Insights</h1>
			<p className="admin-muted">
				{`${range.current.from} to ${range.current.to}, compared with ${range.previous.from} to ${range.previous.to}. Page views are counted without cookies; robots are left out.`}
			</p>
			<Form method="get" className="admin-filters" aria-label="Choose the dates">
				<AdminField name="from" label="From" type="date" defaultValue={params.from ?? range.current.from} errors={errors.from} />
				<AdminField name="to" label="To" type="date" defaultValue={params.to ?? range.current.to} errors={errors.to} />
				<FilterActions submit="Show" reset={{ to: '/admin/insights', label: 'Last 28 days' }} />
			</Form>
			<div className="admin-toolbar">
				<a className="button" href={`/admin/insights/export.csv?${query}`} download>
					Export CSV
				</a>
			</div>
			<section className="admin-panel" aria-labelledby="insights-totals">
				<h2 id="insights-totals">In this period</h2>
				<dl className="admin-facts">
					<dt>Visits</dt>
					<dd>{`${number.format(current.visits)}: ${change(current.visits, previous.visits)}`}</dd>
					<dt>Page views</dt>
					<dd>{`${number.format(current.views)}: ${change(current.views, previous.views)}`}</dd>
					<dt>Leads</dt>
					<dd>{`${number.format(current.leads)}: ${change(current.leads, previous.leads)}`}</dd>
				</dl>
			</section>
			<section className="admin-panel" aria-labelledby="insights-days">
				<h2 id="insights-days">Visits per day</h2>
				<DayChart days={insights.perDay} />
				<details>
					<summary>The figures of the chart</summary>
					<Table caption="Visits and page views per day" head={['Day', 'Visits', 'Page views']} rows={insights.perDay.map((row) => [row.day, row.visits, row.views])} />
				</details>
			</section>
			<section className="admin-panel" aria-labelledby="insights-pages">
				<h2 id="insights-pages">Top pages</h2>
				<Table caption="The most viewed pages" head={['Page', 'Page views', 'Visits that began there']} rows={insights.pages.map((row) => [row.path, row.views, row.visits])} />
			</section>
			<section className="admin-panel" aria-labelledby="insights-referrers">
				<h2 id="insights-referrers">Top referrers and campaigns</h2>
				<Table caption="Sites that sent visits" head={['Site', 'Visits']} rows={insights.referrers.map((row) => [row.referrer, row.visits])} />
				<Table caption="Campaigns (utm_source / utm_medium / utm_campaign)" head={['Source', 'Medium', 'Campaign', 'Visits']} rows={insights.campaigns.map((row) => [row.source, row.medium, row.campaign, row.visits])} />
			</section>
			<section className="admin-panel" aria-labelledby="insights-leads">
				<h2 id="insights-leads">Leads per source and campaign</h2>
				<Table caption="Leads by the last touch of their visit" head={['Source', 'Campaign', 'Leads']} rows={insights.leadSources.map((row) => [row.source, row.campaign, row.leads])} />
				<Table
					caption="Conversion per landing page (leads whose visit began there, against the visits that began there)"
					head={['Landing page', 'Leads', 'Visits', 'Conversion']}
					rows={insights.conversion.map((row) => [row.path, row.leads, row.visits, row.rate === null ? '—' : percent.format(row.rate)])}
				/>
			</section>
			<section className="admin-panel" aria-labelledby="insights-vitals">
				<h2 id="insights-vitals">Core Web Vitals per template</h2>
				<p className="admin-muted">
					{`How fast pages felt in visitors' browsers: the 75th percentile of each measure (rounded up to its histogram's bucket), rated by Google's thresholds: ${METRICS.map((metric) => `${metric} good up to ${formatPercentile(metric, { value: THRESHOLDS[metric][0], above: false })}, poor over ${formatPercentile(metric, { value: THRESHOLDS[metric][1], above: false })}`).join('; ')}.`}
				</p>
				<Table
					caption="Core Web Vitals per template (75th percentile, rating and samples)"
					head={['Template', ...METRICS.flatMap((metric) => [metric, `${metric} samples`])]}
					rows={insights.vitals.map((row) => [row.template, ...METRICS.flatMap((metric) => [vital(metric, row.metrics[metric]), row.metrics[metric]?.samples ?? 0])])}
				/>
			</section>
		</>
	)
}

/** "2.4 s: good", or a dash without samples. */
const vital = (metric: (typeof METRICS)[number], percentile: Percentile | undefined) => (percentile ? `${formatPercentile(metric, percentile)}: ${percentile.rating}` : '—')

function Table({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
	return (
		<AdminTable
			label={caption}
			caption
			empty={`${caption}: none in this period.`}
			rows={rows}
			rowKey={(row) => row.join('\u0001')}
			columns={head.map((header, i) => ({
				header,
				cell: (row: (string | number)[]) => {
					const cell = row[i]
					return typeof cell === 'number' ? number.format(cell) : cell || '(none)'
				},
			}))}
		/>
	)
}

/** A round step for a scale from 0 to at least `most` in about four marks: 1, 2 or 5 times a power of ten. */
function scaleStep(most: number): number {
	const rough = Math.max(1, most) / 4
	const power = 10 ** Math.floor(Math.log10(rough))
	const step = [1, 2, 5, 10].map((n) => n * power).find((n) => n >= rough)!
	return Math.max(1, step)
}

/**
 * Visits per day as bars, with a scale of visits up the side and days along the bottom; the table below it
 * holds the same figures. Only the bars and lines are drawn in SVG, stretched to the box: the scale's and the
 * days' words are text of the page, so they keep their size on a phone rather than shrink with the picture.
 */
function DayChart({ days }: { days: Insights['perDay'] }) {
	const most = Math.max(1, ...days.map((day) => day.visits))
	const step = scaleStep(most)
	const marks = Array.from({ length: Math.ceil(most / step) + 1 }, (_, i) => i * step)
	const top = marks.at(-1)!
	const total = days.reduce((sum, day) => sum + day.visits, 0)
	const busiest = days.reduce((best, day) => (day.visits > best.visits ? day : best), days[0] ?? { day: '', visits: 0 })
	const label = `Visits per day from ${days[0]?.day ?? ''} to ${days.at(-1)?.day ?? ''}: ${number.format(total)} in all, the most on ${busiest.day} (${number.format(busiest.visits)}).`
	const width = Math.max(1, days.length)
	const middle = days.length > 2 ? days[Math.floor((days.length - 1) / 2)] : undefined
	return (
		<figure className="admin-day-chart" role="img" aria-label={label}>
			<div className="admin-day-chart__scale" aria-hidden="true">
				<span className="admin-day-chart__unit">Visits</span>
				{marks.map((mark) => (
					<span key={mark} className="admin-day-chart__mark" style={{ bottom: `${(mark / top) * 100}%` }}>
						{number.format(mark)}
					</span>
				))}
			</div>
			<svg className="admin-day-chart__plot" viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" aria-hidden="true">
				{marks.map((mark) => (
					<line key={mark} x1={0} x2={width} y1={100 - (mark / top) * 100} y2={100 - (mark / top) * 100} stroke="#c5d0dc" strokeWidth={1} vectorEffect="non-scaling-stroke" />
				))}
				{days.map((day, i) => {
					const h = (day.visits / top) * 100
					return <rect key={day.day} x={i + 0.1} y={100 - h} width={0.8} height={h} fill="#0b3d5c" />
				})}
			</svg>
			<div className="admin-day-chart__days" aria-hidden="true">
				<span>{days[0]?.day}</span>
				{middle ? <span>{middle.day}</span> : null}
				{days.length > 1 ? <span>{days.at(-1)?.day}</span> : null}
			</div>
		</figure>
	)
}
