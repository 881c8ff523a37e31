import { SINGLE_LINE_CONTROLS, z } from '#app/lib/zod.ts'

/**
 * A lead's first and last touch as the browser sends them (app/lib/visit.client.ts,
 * decision 043), checked like any field, but never the visitor's fault: what
 * does not pass is dropped, a field at a time, and the lead is stored anyway.
 */

/** A value of a touch: one line, short, no markup. */
const value = (max: number) => z.string().max(max).refine((text) => !SINGLE_LINE_CONTROLS.test(text) && !/[<>]/.test(text))

const TOUCH_FIELDS = {
	path: value(300).regex(/^\//),
	ref: value(253).regex(/^[a-z0-9.-]+$/i),
	source: value(100),
	medium: value(100),
	campaign: value(100),
	term: value(100),
	content: value(100),
	clicks: z.string().regex(/^(gclid|fbclid|msclkid)(,(gclid|fbclid|msclkid)){0,2}$/),
	device: z.enum(['mobile', 'tablet', 'desktop']),
} as const

export type TouchField = keyof typeof TOUCH_FIELDS
export type Touch = Partial<Record<TouchField, string>>
export interface Attribution {
	first?: Touch
	last?: Touch
}

/** The most the browser's JSON may weigh before it is not even read. */
const MAX_JSON = 4000

function touchOf(input: unknown): Touch | undefined {
	if (!input || typeof input !== 'object' || Array.isArray(input)) return undefined
	const touch: Touch = {}
	for (const [name, schema] of Object.entries(TOUCH_FIELDS) as [TouchField, z.ZodType<string>][]) {
		const checked = schema.safeParse((input as Record<string, unknown>)[name])
		if (checked.success && checked.data !== '') touch[name] = checked.data
	}
	return Object.keys(touch).length > 0 ? touch : undefined
}

/** What of the sent attribution (JSON text, or the object a spooled entry keeps) passes; undefined when nothing does. */
export function readAttribution(input: unknown): Attribution | undefined {
	let parsed = input
	if (typeof input === 'string') {
		if (input.length > MAX_JSON) return undefined
		try {
			parsed = JSON.parse(input)
		} catch {
			return undefined
		}
	}
	if (!parsed || typeof parsed !== 'object') return undefined
	const { first, last } = parsed as Record<string, unknown>
	const attribution: Attribution = { first: touchOf(first), last: touchOf(last) }
	return attribution.first || attribution.last ? attribution : undefined
}
