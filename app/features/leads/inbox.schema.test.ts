import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/lib/field-errors.ts'
import { InboxFilterSchema, LeadNoteSchema } from './inbox.schema.ts'

/** The inbox's one-line fields refuse control characters; a note keeps its line breaks. */
describe('what staff type in the leads inbox', () => {
	const errorsOf = (schema: typeof InboxFilterSchema | typeof LeadNoteSchema, fields: Record<string, string>) => {
		const result = schema.safeParse(fields)
		return result.success ? {} : fieldErrors(result.error)
	}

	it('refuses a tab, a line break or another control character in the search', () => {
		expect(errorsOf(InboxFilterSchema, { q: 'asha verma' })).toEqual({})
		for (const control of ['\r\n', '\t', '\u0000']) expect(errorsOf(InboxFilterSchema, { q: `asha${control}verma` }).q?.[0]).toMatch(/one line/)
	})

	it('keeps line breaks and tabs in a note and refuses other control characters', () => {
		expect(errorsOf(LeadNoteSchema, { body: 'line one\nline two\r\n\tthree' })).toEqual({})
		for (const control of ['\u0000', '\u001b', '\u007f']) expect(errorsOf(LeadNoteSchema, { body: `note${control}` }).body?.[0]).toMatch(/invisible control characters/)
	})
})
