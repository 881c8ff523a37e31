import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/lib/field-errors.ts'
import { NewStaffUserSchema } from './staff.schema.ts'

/** A staff member's name is one line (it is written into e-mails and the audit log). */
describe('a new staff account', () => {
	const valid = { email: 'ed@example.com', password: 'a long enough password', role: 'editor', name: 'Ed Itor' }
	const errorsOf = (fields: Record<string, string>) => {
		const result = NewStaffUserSchema.safeParse(fields)
		return result.success ? {} : fieldErrors(result.error)
	}

	it('refuses a tab, a line break or another control character inside the name or the e-mail', () => {
		expect(errorsOf(valid)).toEqual({})
		for (const control of ['\r\n', '\n', '\t', '\u0000', '\u007f']) {
			expect(errorsOf({ ...valid, name: `Ed${control}Itor` }).name?.[0]).toMatch(/Name must be on one line/)
			expect(Object.keys(errorsOf({ ...valid, email: `ed${control}@example.com` }))).toEqual(['email'])
		}
		expect(errorsOf({ ...valid, name: 'Ed Itor\r\n' })).toEqual({})
	})
})
