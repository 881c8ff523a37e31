import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { periodicFlush } from './batches.server.ts'
import { boundedCampaign, boundedReferrer, OTHER } from './beacon.schema.ts'

/**
 * Page views counted without cookies (decision 043): each server adds the
 * beacons it receives in memory, by day and key, and writes what it holds in
 * one batch every few seconds, as additive upserts, so several servers' counts
 * add up in the same rows. Nothing that identifies a visitor is kept: not the
 * address, not the browser, no id; only the counts per key.
 */

/** What one page view is counted under. */
export interface PageView {
	path: string
	referrer: string
	source: string
	medium: string
	campaign: string
	device: string
	/** Whether this view began the visit. */
	landing: boolean
}

export interface PageViewCounter {
	/**
	 * Counts a view. `sender` names who sent it (an opaque token, never stored): each sender may
	 * add only so many keys that name a referrer or campaign in a day.
	 */
	count(view: PageView, sender?: string): void
	/** Writes what is held now; on failure it is kept for the next batch. */
	flush(): Promise<void>
	/** Stops the timer and writes what is left (a graceful stop). */
	stop(): Promise<void>
	/** Keys held in memory now (for /metrics and tests). */
	readonly pending: number
}

export interface PageViewCounterOptions {
	/** How often the held counts are written (ms). */
	flushMs?: number
	/**
	 * Distinct keys naming a referrer or a campaign a day may have, in this server's memory and in
	 * the database; past it a view is counted under its page with OTHER for those. A page's own
	 * keys (no referrer or campaign, or OTHER) never count against it: they are bounded by the
	 * pages the site has, which the beacon checks (decision 065).
	 */
	maxKeysPerDay?: number
	/** Such keys one sender may add in a day (in this server's memory). */
	maxKeysPerSender?: number
	/** Such keys one source (its utm_source, else its referrer) may have in a day. */
	maxKeysPerSource?: number
	now?: () => Date
	onError?: (error: unknown) => void
}

type Held = { day: string; view: Omit<PageView, 'landing'>; views: number; landings: number }

const COLUMNS = ['day', 'path', 'referrer', 'source', 'medium', 'campaign', 'device'] as const
/** Rows per statement: 9 values each, well under SQLite's limit on bound values. */
const BATCH = 500
/** The columns that tell where a visit came from: past a budget, all four are counted as OTHER. */
const ORIGIN = ['referrer', 'source', 'medium', 'campaign'] as const
/** Senders a day whose keys are counted; a newcomer past them adds no key that names a referrer or campaign that day. */
const MAX_SENDERS = 100_000

/** Whether a view names a referrer or a campaign (a value other than none and OTHER). */
const namesOrigin = (view: Omit<PageView, 'landing'>) => ORIGIN.some((column) => view[column] !== '' && view[column] !== OTHER)

export function createPageViewCounter(
	db: Kysely<DB>,
	{ flushMs = 5000, maxKeysPerDay = 10_000, maxKeysPerSender = 50, maxKeysPerSource = 1_000, now = () => new Date(), onError }: PageViewCounterOptions = {},
): PageViewCounter {
	let held = new Map<string, Held>()
	/** The current day's keys naming an origin this server has let in, the keys each sender and source added, and whether the database's day is full. */
	let today = ''
	let seen = new Set<string>()
	let senders = new Map<string, number>()
	let sources = new Map<string, number>()
	let databaseFull = false

	/** Whether a new key naming an origin fits every budget; if so, it is charged to them. */
	function admit(view: Omit<PageView, 'landing'>, sender: string | undefined): boolean {
		if (seen.size >= maxKeysPerDay || databaseFull) return false
		const source = view.source || view.referrer
		const bySource = sources.get(source) ?? 0
		if (bySource >= maxKeysPerSource) return false
		if (sender !== undefined) {
			const bySender = senders.get(sender)
			if (bySender === undefined ? senders.size >= MAX_SENDERS : bySender >= maxKeysPerSender) return false
			senders.set(sender, (bySender ?? 0) + 1)
		}
		sources.set(source, bySource + 1)
		return true
	}

	function count(view: PageView, sender?: string): void {
		const day = now().toISOString().slice(0, 10)
		if (day !== today) {
			today = day
			seen = new Set()
			senders = new Map()
			sources = new Map()
			databaseFull = false
		}
		// Only host names and plain campaign names are kept, whoever calls (decision 065).
		view = { ...view, referrer: boundedReferrer(view.referrer), source: boundedCampaign(view.source), medium: boundedCampaign(view.medium), campaign: boundedCampaign(view.campaign) }
		let key = keyOf(day, view)
		if (namesOrigin(view) && !seen.has(key)) {
			if (admit(view, sender)) seen.add(key)
			else {
				// The page is still counted: only where the visit came from is left unsaid.
				view = { ...view, referrer: OTHER, source: OTHER, medium: OTHER, campaign: OTHER }
				key = keyOf(day, view)
			}
		}
		const entry = held.get(key)
		if (entry) {
			entry.views += 1
			if (view.landing) entry.landings += 1
		} else {
			const { landing, ...rest } = view
			held.set(key, { day, view: rest, views: 1, landings: landing ? 1 : 0 })
		}
	}

	async function write(): Promise<void> {
		if (held.size === 0) return
		const batch = held
		held = new Map()
		const rows = [...batch.values()].map(({ day, view, views, landings }) => ({ day, ...view, views, landings }))
		try {
			for (let i = 0; i < rows.length; i += BATCH) {
				await db
					.insertInto('page_views')
					.values(rows.slice(i, i + BATCH))
					.onConflict((conflict) =>
						conflict.columns([...COLUMNS]).doUpdateSet({
							views: sql`page_views.views + excluded.views`,
							landings: sql`page_views.landings + excluded.landings`,
						}),
					)
					.execute()
			}
		} catch (error) {
			// Kept for the next batch (added to what came meanwhile): a database that is away loses no count.
			for (const [key, entry] of batch) {
				const now = held.get(key)
				if (now) {
					now.views += entry.views
					now.landings += entry.landings
				} else held.set(key, entry)
			}
			throw error
		}
		if (today && !databaseFull) {
			const { n } = await db
				.selectFrom('page_views')
				.select((eb) => eb.fn.countAll<number | string>().as('n'))
				.where('day', '=', today)
				.where((eb) => eb.or(ORIGIN.map((column) => eb(column, 'not in', ['', OTHER]))))
				.executeTakeFirstOrThrow()
			databaseFull = Number(n) >= maxKeysPerDay
		}
	}

	const { flush, stop } = periodicFlush(write, { flushMs, onError })

	return {
		count,
		flush,
		stop,
		get pending() {
			return held.size
		},
	}
}

const keyOf = (day: string, view: Omit<PageView, 'landing'>) => [day, view.path, view.referrer, view.source, view.medium, view.campaign, view.device].join('\u0001')

/** Deletes the counts of days older than the retention period; answers how many rows went. */
export async function purgePageViews(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
	const result = await db.deleteFrom('page_views').where('day', '<', cutoff).executeTakeFirst()
	return Number(result.numDeletedRows)
}
