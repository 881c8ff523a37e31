import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/lib/field-errors.ts'
import { ENTITIES, entitySchema, EventPhotoSchema, type FieldKind } from './entities.ts'

/**
 * Issue 23: the content staff edit. A title, name, slug, e-mail or address is
 * one line and refuses every control character; a textarea, HTML or Markdown
 * keeps its line breaks and tabs.
 */

const ONE_LINE: FieldKind[] = ['text', 'slug', 'email', 'url']
const MULTI_LINE: FieldKind[] = ['textarea', 'html', 'markdown']

/** A valid value of each kind of text field. */
const SAMPLE: Partial<Record<FieldKind, string>> = {
	text: 'Harbour Bakery',
	slug: 'harbour-bakery',
	email: 'hello@example.com',
	url: 'https://example.com/page',
	textarea: 'A summary',
	html: '<p>Some text</p>',
	markdown: 'Some *text*',
}

const fields = ENTITIES.flatMap((entity) => entity.fields.filter((field) => !field.fixed).map((field) => ({ entity, field, name: `${entity.key}.${field.name}` })))
const errorsOf = (entity: (typeof ENTITIES)[number], values: Record<string, string>) => {
	const result = entitySchema(entity).safeParse(values)
	return result.success ? {} : fieldErrors(result.error)
}

describe('content fields', () => {
	it.each(fields.filter(({ field }) => ONE_LINE.includes(field.kind)))('refuse a line break, a tab or NUL inside the one-line field $name', ({ entity, field }) => {
		const value = SAMPLE[field.kind]!
		expect(errorsOf(entity, { [field.name]: value })[field.name]).toBeUndefined()
		for (const control of ['\r\n', '\t', '\u0000']) {
			const messages = errorsOf(entity, { [field.name]: `${value.slice(0, 3)}${control}${value.slice(3)}` })[field.name]
			expect(messages?.[0], JSON.stringify(control)).toMatch(/must be on one line/)
		}
	})

	it.each(fields.filter(({ field }) => MULTI_LINE.includes(field.kind)))('keep line breaks and tabs in the multi-line field $name, not NUL', ({ entity, field }) => {
		expect(errorsOf(entity, { [field.name]: 'line one\nline two\r\n\tthree' })[field.name]).toBeUndefined()
		expect(errorsOf(entity, { [field.name]: 'line one\u0000' })[field.name]?.[0]).toMatch(/invisible control characters/)
	})

	it("refuse a line break in an event photo's caption", () => {
		expect(EventPhotoSchema.safeParse({ title: 'On stage', sort_order: '1' }).success).toBe(true)
		expect(EventPhotoSchema.safeParse({ title: 'On\r\nstage', sort_order: '1' }).error?.issues[0]?.message).toMatch(/one line/)
	})
})
