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

/** What a referrer or campaign value is counted and shown as when it is not one we keep (decision 065). */
export const OTHER = '(other)'

/** A host name: dot-separated labels of letters, digits and inner hyphens, the last a name (not a number), 253 characters at most. */
const HOST_NAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/

/**
 * A campaign value (utm_source, utm_medium, utm_campaign) as it may be counted: letters and
 * digits first (so never a spreadsheet's formula), then letters, digits, spaces, `_`, `.` and
 * `-`, 64 characters at most. What campaigns are named in practice; anything else is not kept.
 */
const CAMPAIGN_VALUE = /^[\p{L}\p{N}][\p{L}\p{N} _.-]{0,63}$/u

/**
 * The referring site as it is counted (decision 065): its host name, lowercase, without
 * `www.`; nothing for none; OTHER for what is no host name (an address, a typo, a forged
 * value), so that what insights shows and exports is only ever a host name.
 */
export function boundedReferrer(value: string | undefined): string {
	const host = (value ?? '').trim().toLowerCase().replace(/^www\./, '')
	if (host === '') return ''
	return HOST_NAME.test(host) ? host : OTHER
}

/** A page's path as insights shows it: URL path characters only (never a quote, a space or a formula's brackets), 300 at most. */
const PAGE_PATH = /^\/[\p{L}\p{N}/._~%-]{0,299}$/u

/**
 * A counted path as insights shows and exports it (decision 065): what is counted now is always a
 * page of the site; a row counted before that, or a lead's landing page, that is no plain path
 * is shown as OTHER.
 */
export function boundedPath(value: string): string {
	return PAGE_PATH.test(value) ? value : OTHER
}

/** A campaign value as it is counted (decision 065): trimmed; nothing for none; OTHER for what CAMPAIGN_VALUE refuses. */
export function boundedCampaign(value: string | undefined): string {
	const text = (value ?? '').trim()
	if (text === '') return ''
	return CAMPAIGN_VALUE.test(text) ? text : OTHER
}

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
