import { describe, expect, it } from 'vitest'
import { bucketOf, EDGES, formatPercentile, METRICS, p75, ratingOf, THRESHOLDS, unitsOf } from './vitals.ts'

/** Histograms of Core Web Vitals and their 75th percentile (decision 048). */

describe('the buckets', () => {
	it('rise, and have Google\'s thresholds among their edges, so a bucket is wholly good, needing improvement or poor', () => {
		for (const metric of METRICS) {
			const edges = EDGES[metric]
			expect(edges.every((edge, i) => i === 0 || edge > edges[i - 1]!)).toBe(true)
			for (const threshold of THRESHOLDS[metric]) expect(edges).toContain(threshold)
		}
	})

	it('hold each value under the lower edge of the bucket it falls in, the upper edge included', () => {
		expect(bucketOf('LCP', 0)).toBe(0)
		expect(bucketOf('LCP', 100)).toBe(0)
		expect(bucketOf('LCP', 100.5)).toBe(100)
		expect(bucketOf('LCP', 2500)).toBe(2400)
		expect(bucketOf('LCP', 2501)).toBe(2500)
		expect(bucketOf('LCP', 4100)).toBe(4000)
		expect(bucketOf('LCP', 60_000)).toBe(10_000)
		expect(bucketOf('INP', 200)).toBe(175)
		expect(bucketOf('INP', 9000)).toBe(2000)
		expect(bucketOf('CLS', unitsOf('CLS', 0))).toBe(0)
		expect(bucketOf('CLS', unitsOf('CLS', 0.1))).toBe(90)
		expect(bucketOf('CLS', unitsOf('CLS', 0.26))).toBe(250)
	})

	it('rate values as Google does: good up to the first threshold, poor above the second', () => {
		expect(ratingOf('LCP', 2500)).toBe('good')
		expect(ratingOf('LCP', 2501)).toBe('needs improvement')
		expect(ratingOf('LCP', 4000)).toBe('needs improvement')
		expect(ratingOf('LCP', 4001)).toBe('poor')
		expect(ratingOf('INP', 200)).toBe('good')
		expect(ratingOf('INP', 501)).toBe('poor')
		expect(ratingOf('CLS', 100)).toBe('good')
		expect(ratingOf('CLS', 250)).toBe('needs improvement')
	})
})

describe('the 75th percentile of a histogram', () => {
	/** The histogram of some values, as the counter keeps it. */
	const histogram = (metric: 'LCP' | 'INP' | 'CLS', values: number[]) => {
		const counts = new Map<number, number>()
		for (const value of values) {
			const bucket = bucketOf(metric, unitsOf(metric, value))
			counts.set(bucket, (counts.get(bucket) ?? 0) + 1)
		}
		return counts
	}

	it('is the upper edge of the bucket of the nearest-rank sample, never below the exact percentile nor a bucket above it', () => {
		// Four values: the 3rd smallest (⌈0.75 × 4⌉) is 1,950 ms, in the bucket up to 2 s.
		expect(p75('LCP', histogram('LCP', [800, 1200, 1950, 5000]))).toEqual({ value: 2000, above: false, rating: 'good', samples: 4 })
		for (let round = 0; round < 50; round++) {
			const values = Array.from({ length: 1 + Math.floor(Math.random() * 400) }, () => Math.random() * 9000)
			const exact = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!
			const { value, samples } = p75('LCP', histogram('LCP', values))!
			expect(samples).toBe(values.length)
			expect(value).toBeGreaterThanOrEqual(exact)
			const width = EDGES.LCP[EDGES.LCP.indexOf(value)]! - (EDGES.LCP[EDGES.LCP.indexOf(value) - 1] ?? 0)
			expect(value - exact).toBeLessThanOrEqual(width)
		}
	})

	it('is rated by Google\'s thresholds, good at the threshold itself', () => {
		expect(p75('LCP', histogram('LCP', [2500, 2500, 2500, 100]))?.rating).toBe('good')
		expect(p75('LCP', histogram('LCP', [2501, 2600, 3000, 100]))).toMatchObject({ value: 2600, rating: 'needs improvement' })
		expect(p75('INP', histogram('INP', [40, 80, 520, 900]))).toMatchObject({ value: 525, rating: 'poor' })
		expect(p75('CLS', histogram('CLS', [0, 0, 0, 0.3]))).toMatchObject({ value: 10, rating: 'good' })
		expect(p75('CLS', histogram('CLS', [0.1, 0.12, 0.2, 0.3]))).toMatchObject({ value: 200, rating: 'needs improvement' })
	})

	it('says when it lies beyond the last edge, and is nothing without samples', () => {
		expect(p75('LCP', histogram('LCP', [12_000, 15_000, 30_000, 1000]))).toEqual({ value: 10_000, above: true, rating: 'poor', samples: 4 })
		expect(p75('LCP', new Map())).toBeUndefined()
		expect(p75('LCP', new Map([[100, 0]]))).toBeUndefined()
	})

	it('reads as a person would say it', () => {
		expect(formatPercentile('LCP', { value: 2400, above: false })).toBe('2.4 s')
		expect(formatPercentile('LCP', { value: 10_000, above: true })).toBe('over 10 s')
		expect(formatPercentile('INP', { value: 175, above: false })).toBe('175 ms')
		expect(formatPercentile('CLS', { value: 50, above: false })).toBe('0.05')
	})
})
