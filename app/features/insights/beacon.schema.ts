import { SINGLE_LINE_CONTROLS, z } from '#app/lib/zod.ts'

/** A page view as the beacon sends it (app/lib/beacon.client.ts, decision 043): short keys, every one bounded. */
const text = (max: number) =>
	z
		.string()
		.max(max)
		.refine((value) => !SINGLE_LINE_CONTROLS.test(value), 'must be one line')
		.optional()

export const BeaconSchema = z.object({
	p: z
		.string()
		.max(300)
		.regex(/^\/[^\s<>]*$/, 'must be a path'),
	r: z
		.string()
		.max(253)
		.regex(/^[a-z0-9.-]+$/i, 'must be a domain')
		.optional(),
	s: text(100),
	m: text(100),
	c: text(100),
	d: z.enum(['mobile', 'tablet', 'desktop']).optional(),
	l: z.literal(1).optional(),
})
export type Beacon = z.infer<typeof BeaconSchema>

/**
 * Core Web Vitals of a page load as the beacon module sends them when the page is hidden
 * (decision 048): the page's path and at least one of LCP and INP (milliseconds) and CLS
 * (a layout-shift score). Anything else, or a value out of any real range, is refused.
 */
export const VitalsBeaconSchema = z
	.strictObject({
		p: BeaconSchema.shape.p,
		lcp: z.number().min(0).max(600_000).optional(),
		inp: z.number().min(0).max(600_000).optional(),
		cls: z.number().min(0).max(100).optional(),
	})
	.refine((value) => value.lcp !== undefined || value.inp !== undefined || value.cls !== undefined, 'must hold a metric')
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>
