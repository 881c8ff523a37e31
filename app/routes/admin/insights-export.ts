import { stringify } from 'csv-stringify/sync'
import type { Route } from './+types/insights-export'
import { neutralise } from '#app/features/leads/lead-export.server.ts'
import { attributionKinds, rangesOf, readInsights } from '#app/features/insights/insights.server.ts'
import { InsightsRangeSchema } from '#app/features/insights/insights.schema.ts'
import { formatPercentile, METRICS } from '#app/features/insights/vitals.ts'
import { requireStaff, staffContext } from '#app/features/staff/session.server.ts'
import { limitStaffAction } from '#app/features/staff/staff-limits.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { ROLES, readableKinds } from './access.ts'

export const middleware: Route.MiddlewareFunction[] = [requireStaff(ROLES.insights)]

/** The insights of a range as one CSV: a row per figure, named by its table and key; Core Web Vitals in the last three columns. */
export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	await limitStaffAction(context, 'export', staff.id)
	const parsed = InsightsRangeSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
	const insights = await readInsights(db, attributionKinds(readableKinds(staff.role)), rangesOf(parsed.success ? parsed.data : {}))
	const rows: (string | number)[][] = [
		...insights.perDay.map((row) => ['Day', row.day, row.views, row.visits, '']),
		...insights.pages.map((row) => ['Page', row.path, row.views, row.visits, '']),
		...insights.referrers.map((row) => ['Referrer', row.referrer, '', row.visits, '']),
		...insights.campaigns.map((row) => ['Campaign', [row.source, row.medium, row.campaign].join(' / '), '', row.visits, '']),
		...insights.leadSources.map((row) => ['Leads by source', [row.source, row.campaign].filter(Boolean).join(' / '), '', '', row.leads]),
		...insights.conversion.map((row) => ['Landing page', row.path, '', row.visits, row.leads]),
	].map((row) => [...row, '', '', ''])
	// Core Web Vitals (decision 048): a row per template and metric, its 75th percentile, rating and samples.
	for (const row of insights.vitals) {
		for (const metric of METRICS) {
			const percentile = row.metrics[metric]
			if (percentile) rows.push([`Core Web Vitals ${metric}`, row.template, '', '', '', formatPercentile(metric, percentile), percentile.rating, percentile.samples])
		}
	}
	const csv = stringify(
		rows.map((row) => row.map((cell) => (typeof cell === 'number' ? cell : neutralise(cell)))),
		{ header: true, columns: ['Table', 'Key', 'Page views', 'Visits', 'Leads', '75th percentile', 'Rating', 'Samples'], bom: true, record_delimiter: 'windows', quoted_string: true },
	)
	const { from, to } = insights.range.current
	return new Response(csv, {
		headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="insights-${from}-${to}.csv"`, 'cache-control': 'no-store' },
	})
}
