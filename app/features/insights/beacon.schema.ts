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
