import { fromZonedInput, toZonedInput } from '#app/lib/time-zone.ts'
import { oneLine, withoutControls, z } from '#app/lib/zod.ts'
import type { EntityDescriptor, EntityField, FieldKind } from './entity-descriptor.ts'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MULTI_LINE = new Set<FieldKind>(['textarea', 'html', 'markdown'])
const PHONE_CHARACTERS = /^\+?[\d ().-]+$/
const IMAGE_WITHOUT_ALT = /<img\b(?![^>]*\balt\s*=\s*("[^"]*\S[^"]*"|'[^']*\S[^']*'))[^>]*>/i
const WEB_ADDRESS = /^(?:https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?::\d{1,5})?(?:[/?#]\S*)?|\/(?!\/)\S*)$/

const unixLineEnds = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value)

/** The zod check of one field: the same in the browser form and the server's save; times are read in the agency's zone. */
function fieldSchema(field: EntityField, timeZone: string): z.ZodType {
	const label = field.label.replace(/ \(.*\)$/, '')
	const blankToNull = (schema: z.ZodType) => z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable())
	const textual = (base: z.ZodString) => {
		let schema = base
		if (field.max) schema = schema.max(field.max, `${label} can be at most ${field.max} characters`)
		if (field.required) schema = schema.min(1, `${label} is required`)
		// Titles, names, slugs, addresses are one line; a textarea, HTML or Markdown keeps its line breaks.
		return MULTI_LINE.has(field.kind) ? withoutControls(schema, label) : oneLine(schema, label)
	}
	switch (field.kind) {
		case 'int': {
			// Form values are text: blank is "not given", anything else must read as a whole number.
			const number = z
				.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
				.int(`${label} must be a whole number`)
				.min(field.min ?? 0, `${label} must be at least ${field.min ?? 0}`)
				.max(field.max ?? 1_000_000_000, `${label} can be at most ${field.max ?? 1_000_000_000}`)
			const read = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value)
			return field.required ? z.preprocess(read, number) : blankToNull(z.preprocess(read, number))
		}
		case 'ref': {
			const ref = z.coerce.number({ error: `Choose a ${label.toLowerCase()}` }).int().positive(`Choose a ${label.toLowerCase()}`)
			// An optional reference may be left at "None".
			return field.required ? ref : blankToNull(ref)
		}
		case 'slug':
			return textual(z.string().trim().toLowerCase()).pipe(z.string().regex(SLUG, 'Use lowercase letters, digits and single hyphens only'))
		case 'email': {
			const text = oneLine(z.string().trim().max(field.max ?? 254, `${label} can be at most ${field.max ?? 254} characters`), label)
			const address = z.email(`Enter a valid email address, like name@example.com`)
			return field.required ? text.min(1, `${label} is required`).pipe(address) : text.pipe(z.union([z.literal(''), address]))
		}
		case 'url': {
			const url = oneLine(z.string().trim().max(field.max ?? 500, `${label} can be at most ${field.max ?? 500} characters`), label)
				// An address on another site (with a host name), or a path on this one (/blog).
				.refine((value) => WEB_ADDRESS.test(value), 'Enter a full address like https://www.example.com, or a path on this site like /blog')
			// An optional address a form did not send at all (one drawn before the field existed) is left as stored.
			return field.required ? url.refine((value) => value !== '', `${label} is required`) : z.union([z.literal(''), url]).optional()
		}
		case 'phone': {
			const text = oneLine(z.string().trim().max(field.max ?? 40, `${label} can be at most ${field.max ?? 40} characters`), label)
			const phone = z
				.string()
				.regex(PHONE_CHARACTERS, 'Enter a phone number with digits, spaces and + - ( ) . only, like +91 79 4890 2210')
				.refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, 'Enter a phone number of at least 6 digits, like +91 79 4890 2210')
			return field.required ? text.min(1, `${label} is required`).pipe(phone) : text.pipe(z.union([z.literal(''), phone]))
		}
		case 'date': {
			const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a real date')
			return field.required ? z.string({ error: `${label} is required` }).min(1, `${label} is required`).pipe(date) : blankToNull(date)
		}
		case 'datetime': {
			const moment = z
				.string({ error: `${label} is required` })
				.min(1, `${label} is required`)
				.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(`${value.slice(0, 16)}:00Z`)), 'Enter a date and time')
				.transform((value) => fromZonedInput(value, timeZone))
			// Blank is the time of saving where the field defaults to now (a draft needs no date).
			return field.defaultNow ? z.preprocess((value) => (value === '' || value === undefined ? toZonedInput(new Date(), timeZone) : value), moment) : moment
		}
		case 'select': {
			const choice = z.enum((field.options ?? []).map((option) => option.value) as [string, ...string[]], { error: `Choose a ${label.toLowerCase()} from the list` })
			// An optional choice left blank is its first one (a form drawn before the field existed posts none).
			return field.required ? choice : z.preprocess((value) => (value === '' || value === undefined ? field.options?.[0]?.value : value), choice)
		}
		case 'image':
			// The file itself arrives as an upload; the field keeps the current file name.
			return z.string().max(200).optional()
		case 'html':
			// A picture in a text says what it shows (decision 041): an <img> without alt text is refused.
			return textual(z.string().trim()).refine((value) => !IMAGE_WITHOUT_ALT.test(value), 'Every picture in the text needs alt text: select it and add what it shows')
		default:
			return field.required ? textual(z.string().trim()) : textual(z.string().trim()).optional()
	}
}

/** The check of a whole entity's form (images are checked as uploads, not here); its times are wall-clock times of `timeZone`. */
export function entitySchema(entity: EntityDescriptor, timeZone = 'UTC') {
	const shape: Record<string, z.ZodType> = {}
	for (const field of entity.fields) {
		if (field.fixed || field.kind === 'image') continue
		// A browser posts a text area's line breaks as CRLF: kept as LF, so a field sent back untouched is no change (and its limit counts a break once, as the browser's does).
		shape[field.name] = MULTI_LINE.has(field.kind) ? z.preprocess(unixLineEnds, fieldSchema(field, timeZone)) : fieldSchema(field, timeZone)
	}
	return z.object(shape)
}

/** A row's value as a form field shows it (a time in `timeZone`). */
export function formValue(field: EntityField, value: unknown, timeZone = 'UTC'): string {
	if (value === null || value === undefined) return field.defaultNow ? toZonedInput(new Date(), timeZone) : ''
	if (field.kind === 'datetime') return toZonedInput(String(value), timeZone)
	return String(value)
}

/** Event photos: captions and order, edited below the event. */
export const EventPhotoSchema = z.object({
	title: oneLine(z.string().trim().max(200, 'A caption can be at most 200 characters'), 'A caption'),
	sort_order: z.coerce.number({ error: 'Order must be a whole number' }).int('Order must be a whole number').min(0).max(10_000),
})
