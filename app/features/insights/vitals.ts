/**
 * Real-user Core Web Vitals kept as histograms (decision 048): each value a
 * visitor's browser reports is counted in one bucket of fixed edges, per
 * template, day and metric, and the 75th percentile is read back from the
 * counts. Google's thresholds fall on bucket edges, so the rating of a
 * percentile read from the buckets is exact.
 */

export const METRICS = ['LCP', 'INP', 'CLS'] as const
export type Metric = (typeof METRICS)[number]

/** Good at or below the first, poor above the second (web.dev's thresholds, in the units of EDGES). */
export const THRESHOLDS: Record<Metric, readonly [good: number, poor: number]> = {
	LCP: [2500, 4000],
	INP: [200, 500],
	CLS: [100, 250],
}

const steps = (from: number, to: number, step: number) => Array.from({ length: Math.round((to - from) / step) }, (_, i) => from + (i + 1) * step)

/**
 * The buckets' upper edges, inclusive, in milliseconds (LCP, INP) and thousandths
 * of a layout-shift score (CLS). A bucket is stored under its lower edge: bucket
 * `b` holds the values above `b` up to the next edge (bucket 0 holds 0 too);
 * the last edge's bucket holds every value above it.
 */
export const EDGES: Record<Metric, readonly number[]> = {
	// 100 ms to 4 s, 250 ms to 6 s, 1 s to 10 s; then "over 10 s".
	LCP: [...steps(0, 4000, 100), ...steps(4000, 6000, 250), ...steps(6000, 10_000, 1000)],
	// 25 ms to 600 ms, 100 ms to 1 s, 250 ms to 2 s; then "over 2 s".
	INP: [...steps(0, 600, 25), ...steps(600, 1000, 100), ...steps(1000, 2000, 250)],
	// 0.01 to 0.3, 0.05 to 0.5, 0.25 to 1; then "over 1".
	CLS: [...steps(0, 300, 10), ...steps(300, 500, 50), ...steps(500, 1000, 250)],
}

/** A reported value in the units of EDGES (a CLS score in thousandths). */
export const unitsOf = (metric: Metric, value: number) => (metric === 'CLS' ? value * 1000 : value)

/** The lower edge of the bucket a value (in the units of EDGES) is counted in. */
export function bucketOf(metric: Metric, units: number): number {
	const edges = EDGES[metric]
	let lower = 0
	for (const edge of edges) {
		if (units <= edge) return lower
		lower = edge
	}
	return lower
}

export type Rating = 'good' | 'needs improvement' | 'poor'

export function ratingOf(metric: Metric, units: number): Rating {
	const [good, poor] = THRESHOLDS[metric]
	return units <= good ? 'good' : units <= poor ? 'needs improvement' : 'poor'
}

export interface Percentile {
	/** The upper edge of the bucket that holds the 75th percentile, in the units of EDGES. */
	value: number
	/** The percentile is in the last bucket: above `value`, by how much unknown. */
	above: boolean
	rating: Rating
	samples: number
}

/**
 * The 75th percentile of a histogram (counts by bucket, under their lower edges):
 * the nearest-rank sample (the ⌈0.75 n⌉-th smallest) is in some bucket; the
 * percentile is that bucket's upper edge, so it is never understated by more than
 * one bucket's width and its rating is the rating of every value in the bucket.
 */
export function p75(metric: Metric, counts: ReadonlyMap<number, number> | Iterable<readonly [number, number]>): Percentile | undefined {
	const sorted = [...counts].filter(([, n]) => n > 0).sort(([a], [b]) => a - b)
	const samples = sorted.reduce((sum, [, n]) => sum + n, 0)
	if (samples === 0) return undefined
	const rank = Math.ceil(0.75 * samples)
	const edges = EDGES[metric]
	let seen = 0
	for (const [lower, n] of sorted) {
		seen += n
		if (seen < rank) continue
		const upper = edges.find((edge) => edge > lower)
		if (upper === undefined) return { value: lower, above: true, rating: ratingOf(metric, lower + 1), samples }
		return { value: upper, above: false, rating: ratingOf(metric, upper), samples }
	}
	return undefined
}

/** A percentile as read: "2.4 s", "180 ms", "0.05", "over 10 s". */
export function formatPercentile(metric: Metric, { value, above }: Pick<Percentile, 'value' | 'above'>): string {
	const text = metric === 'CLS' ? String(value / 1000) : value >= 1000 ? `${value / 1000} s` : `${value} ms`
	return above ? `over ${text}` : text
}
