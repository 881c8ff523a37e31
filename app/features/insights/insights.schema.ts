import { z } from '#app/lib/zod.ts'

/** The insights' date range, from the query string; both days included, at most two years. */
const day = z
	.string()
	.regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
	.refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'Enter a real date')

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional())

export const InsightsRangeSchema = z
	.object({ from: optional(day), to: optional(day) })
	.refine((value) => !value.from || !value.to || value.from <= value.to, { path: ['to'], message: 'The end date comes after the start date' })
	.refine((value) => !value.from || !value.to || Date.parse(value.to) - Date.parse(value.from) <= 731 * 86_400_000, { path: ['from'], message: 'Choose at most two years' })
