import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { bucketOf, type Metric, METRICS, type Percentile, p75, unitsOf } from './vitals.ts'
import { periodicFlush } from './batches.server.ts'

/**
 * Core Web Vitals counted like the page views (decisions 043 and 048): each
 * server adds the values it receives to histograms in memory, by day,
 * template, metric and bucket, and writes what it holds in one batch every few
 * seconds as additive upserts, so several servers' counts add up in the same
 * rows. The keys are bounded by the route table and the buckets' edges.
 */

export interface VitalsCounter {
	/** Counts one value (ms for LCP and INP, the score for CLS) of a page of this template. */
	count(template: string, metric: Metric, value: number): void
	/** Writes what is held now; on failure it is kept for the next batch. */
	flush(): Promise<void>
	/** Stops the timer and writes what is left (a graceful stop). */
	stop(): Promise<void>
	/** Keys held in memory now (for tests). */
	readonly pending: number
}

type Held = { day: string; template: string; metric: Metric; bucket: number; samples: number }

/** Rows per statement: 5 values each. */
const BATCH = 500

export function createVitalsCounter(
	db: Kysely<DB>,
	{ flushMs = 5000, now = () => new Date(), onError }: { flushMs?: number; now?: () => Date; onError?: (error: unknown) => void } = {},
): VitalsCounter {
	let held = new Map<string, Held>()

	function count(template: string, metric: Metric, value: number): void {
		const day = now().toISOString().slice(0, 10)
		const bucket = bucketOf(metric, unitsOf(metric, value))
		const key = [day, template, metric, bucket].join('\u0001')
		const entry = held.get(key)
		if (entry) entry.samples += 1
		else held.set(key, { day, template, metric, bucket, samples: 1 })
	}

	async function write(): Promise<void> {
		if (held.size === 0) return
		const batch = held
		held = new Map()
		const rows = [...batch.values()]
		try {
			for (let i = 0; i < rows.length; i += BATCH) {
				await db
					.insertInto('web_vitals')
					.values(rows.slice(i, i + BATCH))
					.onConflict((conflict) => conflict.columns(['day', 'template', 'metric', 'bucket']).doUpdateSet({ samples: sql`web_vitals.samples + excluded.samples` }))
					.execute()
			}
		} catch (error) {
			// Kept for the next batch (added to what came meanwhile): a database that is away loses no count.
			for (const [key, entry] of batch) {
				const current = held.get(key)
				if (current) current.samples += entry.samples
				else held.set(key, entry)
			}
			throw error
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

/** Deletes the histograms of days older than the retention period; answers how many rows went. */
export async function purgeVitals(db: Kysely<DB>, retentionDays: number, now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - retentionDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
	const result = await db.deleteFrom('web_vitals').where('day', '<', cutoff).executeTakeFirst()
	return Number(result.numDeletedRows)
}

export interface TemplateVitals {
	template: string
	/** The 75th percentile of each metric that has samples in the range. */
	metrics: Partial<Record<Metric, Percentile>>
}

/** Each template's 75th percentiles over a range of days, the templates with the most samples first. */
export async function readVitals(db: Kysely<DB>, { from, to }: { from: string; to: string }): Promise<TemplateVitals[]> {
	const rows = await db
		.selectFrom('web_vitals')
		.select(['template', 'metric', 'bucket', sql<number | string>`sum(samples)`.as('samples')])
		.where('day', '>=', from)
		.where('day', '<=', to)
		.groupBy(['template', 'metric', 'bucket'])
		.execute()
	const histograms = new Map<string, Map<Metric, Map<number, number>>>()
	for (const row of rows) {
		const metric = METRICS.find((known) => known === row.metric)
		if (!metric) continue
		const byMetric = histograms.get(row.template) ?? new Map<Metric, Map<number, number>>()
		histograms.set(row.template, byMetric)
		const counts = byMetric.get(metric) ?? new Map<number, number>()
		byMetric.set(metric, counts)
		counts.set(Number(row.bucket), Number(row.samples))
	}
	const templates = [...histograms].map(([template, byMetric]) => {
		const metrics: TemplateVitals['metrics'] = {}
		for (const [metric, counts] of byMetric) {
			const percentile = p75(metric, counts)
			if (percentile) metrics[metric] = percentile
		}
		return { template, metrics }
	})
	const samples = (row: TemplateVitals) => Math.max(0, ...Object.values(row.metrics).map((percentile) => percentile.samples))
	return templates.sort((a, b) => samples(b) - samples(a) || a.template.localeCompare(b.template))
}
