import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { boundedCampaign, boundedPath, boundedReferrer, OTHER } from './beacon.schema.ts'
import { readVitals } from './vitals.server.ts'

/**
 * What the insights screen reads (decision 043): page views and visits from
 * `page_views`, leads from `lead_attribution`, Core Web Vitals from
 * `web_vitals` (decision 048), over a range of days and the
 * period of the same length just before it.
 */

export interface Range {
	from: string
	to: string
}

const DAY_MS = 86_400_000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The last 28 days up to today unless a range is given; and the period as long just before it. */
export function rangesOf(given: Partial<Range>, now = new Date()): { current: Range; previous: Range } {
	const to = given.to ?? dayOf(now.getTime())
	const from = given.from ?? dayOf(Date.parse(to) - 27 * DAY_MS)
	const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1
	return { current: { from, to }, previous: { from: dayOf(Date.parse(from) - days * DAY_MS), to: dayOf(Date.parse(from) - DAY_MS) } }
}

/** Every day of a range, in order. */
export function daysOf({ from, to }: Range): string[] {
	const days: string[] = []
	for (let ms = Date.parse(from); ms <= Date.parse(to); ms += DAY_MS) days.push(dayOf(ms))
	return days
}

const leadsIn = (db: Kysely<DB>, kinds: readonly string[], { from, to }: Range) =>
	db
		.selectFrom('lead_attribution')
		.where('lead_kind', 'in', kinds.length > 0 ? [...kinds] : ['none'])
		.where('created_at', '>=', `${from}T00:00:00.000Z`)
		.where('created_at', '<', `${dayOf(Date.parse(to) + DAY_MS)}T00:00:00.000Z`)

async function totals(db: Kysely<DB>, kinds: readonly string[], range: Range) {
	const [views, leads] = await Promise.all([
		db
			.selectFrom('page_views')
			.select([sql<number | string | null>`sum(views)`.as('views'), sql<number | string | null>`sum(landings)`.as('visits')])
			.where('day', '>=', range.from)
			.where('day', '<=', range.to)
			.executeTakeFirstOrThrow(),
		leadsIn(db, kinds, range).select((eb) => eb.fn.countAll<number | string>().as('n')).where('touch', '=', 'last').executeTakeFirstOrThrow(),
	])
	return { views: Number(views.views ?? 0), visits: Number(views.visits ?? 0), leads: Number(leads.n) }
}

/** The insights of a range for a role reading these lead kinds (contact, quote, career). */
export async function readInsights(db: Kysely<DB>, kinds: readonly string[], range: { current: Range; previous: Range }) {
	const { from, to } = range.current
	const views = db.selectFrom('page_views').where('day', '>=', from).where('day', '<=', to)
	const sum = (column: 'views' | 'landings') => sql<number | string>`sum(${sql.ref(column)})`
	const [current, previous, perDay, pages, referrers, campaigns, leadSources, landings, vitals] = await Promise.all([
		totals(db, kinds, range.current),
		totals(db, kinds, range.previous),
		views.select(['day', sum('views').as('views'), sum('landings').as('visits')]).groupBy('day').orderBy('day').execute(),
		views.select(['path', sum('views').as('views'), sum('landings').as('visits')]).groupBy('path').orderBy(sql`sum(views)`, 'desc').orderBy('path').limit(20).execute(),
		views.select(['referrer', sum('landings').as('visits')]).where('referrer', '<>', '').groupBy('referrer').orderBy(sql`sum(landings)`, 'desc').orderBy('referrer').limit(20).execute(),
		views
			.select(['source', 'medium', 'campaign', sum('landings').as('visits')])
			.where((eb) => eb.or([eb('source', '<>', ''), eb('campaign', '<>', '')]))
			.groupBy(['source', 'medium', 'campaign'])
			.orderBy(sql`sum(landings)`, 'desc')
			.limit(20)
			.execute(),
		leadsIn(db, kinds, range.current)
			.select([
				sql<string>`case when utm_source <> '' then utm_source when referrer <> '' then referrer else '(direct)' end`.as('source'),
				'utm_campaign as campaign',
				(eb) => eb.fn.countAll<number | string>().as('leads'),
			])
			.where('touch', '=', 'last')
			.groupBy([sql`case when utm_source <> '' then utm_source when referrer <> '' then referrer else '(direct)' end`, 'utm_campaign'])
			.orderBy(sql`count(*)`, 'desc')
			.limit(20)
			.execute(),
		leadsIn(db, kinds, range.current)
			.select(['landing_path as path', (eb) => eb.fn.countAll<number | string>().as('leads')])
			.where('touch', '=', 'first')
			.groupBy('landing_path')
			.orderBy(sql`count(*)`, 'desc')
			.limit(20)
			.execute(),
		readVitals(db, range.current),
	])
	const visitsOf = new Map(
		(
			await views
				.select(['path', sum('landings').as('visits')])
				.where('path', 'in', landings.length > 0 ? landings.map((row) => row.path) : [''])
				.groupBy('path')
				.execute()
		).map((row) => [row.path, Number(row.visits)]),
	)
	const byDay = new Map(perDay.map((row) => [row.day, { views: Number(row.views), visits: Number(row.visits) }]))
	return {
		range,
		current,
		previous,
		perDay: daysOf(range.current).map((day) => ({ day, views: byDay.get(day)?.views ?? 0, visits: byDay.get(day)?.visits ?? 0 })),
		// Only what is counted now is shown (decision 065): rows kept from before, or a lead's text, that is not are merged under OTHER.
		pages: merged(
			pages.map((row) => ({ path: boundedPath(row.path), views: Number(row.views), visits: Number(row.visits) })),
			(row) => row.path,
			['views', 'visits'],
		),
		referrers: merged(
			referrers.map((row) => ({ referrer: boundedReferrer(row.referrer), visits: Number(row.visits) })),
			(row) => row.referrer,
			['visits'],
		),
		campaigns: merged(
			campaigns.map((row) => ({ source: boundedCampaign(row.source), medium: boundedCampaign(row.medium), campaign: boundedCampaign(row.campaign), visits: Number(row.visits) })),
			(row) => [row.source, row.medium, row.campaign].join('\u0001'),
			['visits'],
		),
		leadSources: merged(
			leadSources.map((row) => ({ source: boundedSource(row.source), campaign: boundedCampaign(row.campaign), leads: Number(row.leads) })),
			(row) => [row.source, row.campaign].join('\u0001'),
			['leads'],
		),
		conversion: landings.map((row) => {
			const visits = visitsOf.get(row.path) ?? 0
			return { path: boundedPath(row.path), leads: Number(row.leads), visits, rate: visits > 0 ? Number(row.leads) / visits : null }
		}),
		vitals,
	}
}

export type Insights = Awaited<ReturnType<typeof readInsights>>

/** Rows that now read the same added into one, the largest first (by the first figure named). */
function merged<T extends Record<F, number>, F extends string>(rows: T[], keyOf: (row: T) => string, figures: F[]): T[] {
	const byKey = new Map<string, T>()
	for (const row of rows) {
		const into = byKey.get(keyOf(row))
		if (!into) byKey.set(keyOf(row), { ...row })
		else for (const figure of figures) (into[figure] as number) += row[figure]
	}
	return [...byKey.values()].sort((a, b) => b[figures[0]!] - a[figures[0]!])
}

/** A lead's source as shown: (direct), a referring host name or a campaign source (decision 065). */
const boundedSource = (source: string) => (source === '(direct)' ? source : boundedReferrer(source) !== OTHER ? boundedReferrer(source) : boundedCampaign(source))

/** The lead kinds of lead_attribution a role reads: the inbox's kinds as lead table keys (comments are no leads). */
export const attributionKinds = (readable: readonly string[]) =>
	[...new Set(readable.map((kind) => (kind === 'quick' ? 'contact' : kind)))].filter((kind) => kind === 'contact' || kind === 'quote' || kind === 'career')
