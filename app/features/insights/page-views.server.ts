import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { periodicFlush } from './batches.server.ts'

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

/** What a key becomes once a day has as many distinct keys as it may hold. */
export const OTHER = '(other)'

export interface PageViewCounter {
	count(view: PageView): void
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
	/** Distinct keys a day may have, in this server's memory and in the database; the rest are counted under OTHER. */
	maxKeysPerDay?: number
	now?: () => Date
	onError?: (error: unknown) => void
}

type Held = { day: string; view: Omit<PageView, 'landing'>; views: number; landings: number }

const COLUMNS = ['day', 'path', 'referrer', 'source', 'medium', 'campaign', 'device'] as const
/** Rows per statement: 9 values each, well under SQLite's limit on bound values. */
const BATCH = 500

export function createPageViewCounter(db: Kysely<DB>, { flushMs = 5000, maxKeysPerDay = 10_000, now = () => new Date(), onError }: PageViewCounterOptions = {}): PageViewCounter {
	let held = new Map<string, Held>()
	/** The keys of the current day this server has counted, up to the cap; and whether the database's day is full. */
	let today = ''
	let seen = new Set<string>()
	let databaseFull = false

	function count(view: PageView): void {
		const day = now().toISOString().slice(0, 10)
		if (day !== today) {
			today = day
			seen = new Set()
			databaseFull = false
		}
		let key = keyOf(day, view)
		if (!seen.has(key)) {
			if (seen.size >= maxKeysPerDay || databaseFull) {
				view = { ...view, path: OTHER, referrer: OTHER, source: OTHER, medium: OTHER, campaign: OTHER }
				key = keyOf(day, view)
			}
			seen.add(key)
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
