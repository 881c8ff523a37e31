import { describe, expect, it } from 'vitest'
import { fieldErrors } from '#app/lib/field-errors.ts'
import { LEAD_FORMS } from './forms.schema.ts'
import { LIMITS } from './lead-forms.ts'

/**
 * A line break in a one-line field ("Evil Name\r\nX-Hdr: injected")
 * forged lines in the notification e-mail. Every one-line field of the five
 * lead forms refuses every control character, tabs and line breaks included;
 * the multi-line fields keep their line breaks and tabs.
 */

type FormKey = keyof typeof LEAD_FORMS

interface FormFields {
	valid: Record<string, string | number>
	/** Fields typed on one line, refused with the one-line message. */
	oneLine: string[]
	/** Digits-only fields, refused by their own check. */
	digits: string[]
	multiLine: string[]
}

const FORMS: Record<FormKey, FormFields> = {
	quickContact: {
		valid: { name: 'Asha Patel', phone: '9876543210', email: 'asha@example.com', content: 'We need a new website.', user_captcha: 'AB12' },
		oneLine: ['name', 'email', 'user_captcha'],
		digits: ['phone'],
		multiLine: ['content'],
	},
	contactUs: {
		valid: { name: 'Daniel Brooks', mobile_no: '5125550101', email_id: 'daniel@example.com', cont_details: 'Please call me.', user_captcha_input: 'AB12' },
		oneLine: ['name', 'email_id', 'user_captcha_input'],
		digits: ['mobile_no'],
		multiLine: ['cont_details'],
	},
	comment: {
		valid: { blog_id: 1, name: 'Mei Lin', email: 'mei@example.com', phone: '6591234567', comment: 'Clear and useful.', user_captcha_input: 'AB12' },
		oneLine: ['name', 'email', 'user_captcha_input'],
		digits: ['phone'],
		multiLine: ['comment'],
	},
	quote: {
		valid: {
			name: 'Laura Kim', email: 'laura@example.com', phone: '1.512.555.0199', website: 'www.kimbakery.test', company: 'Kim Bakery',
			budget: '4500.00', how_know: 'A friend', content: 'Online ordering', technology: 'php', user_captcha: 'AB12',
		},
		oneLine: ['name', 'email', 'website', 'company', 'how_know', 'technology', 'user_captcha'],
		digits: ['phone', 'budget'],
		multiLine: ['content'],
	},
	career: {
		valid: {
			job_id: 1, job_name: 'Ravi Shah', job_email: 'ravi@example.com', phone: '919876543210', current_salary: '40k', salary: '55k',
			desciption: 'Five years of Laravel work.', user_captcha_input: 'AB12',
		},
		oneLine: ['job_name', 'job_email', 'current_salary', 'salary', 'user_captcha_input'],
		digits: ['phone'],
		multiLine: ['desciption'],
	},
}

/** The value with the text put after its first character. */
const inside = (value: string | number, text: string) => `${String(value).slice(0, 1)}${text}${String(value).slice(1)}`

const errorsOf = (form: FormKey, fields: Record<string, unknown>) => {
	const result = LEAD_FORMS[form].schema.safeParse(fields)
	return result.success ? {} : fieldErrors(result.error)
}

const INNER_CONTROLS = [
	['a line break', '\r\n'],
	['a new line', '\n'],
	['a tab', '\t'],
	['NUL', '\u0000'],
	['an escape', '\u001b'],
	['DEL', '\u007f'],
]

describe.each(Object.keys(FORMS) as FormKey[])('the %s form', (form) => {
	const { valid, oneLine, digits, multiLine } = FORMS[form]

	it('accepts its valid fields', () => {
		expect(errorsOf(form, valid)).toEqual({})
	})

	describe.each(INNER_CONTROLS)('with %s inside', (_name, control) => {
		it.each(oneLine)('refuses it in %s, saying the field must be on one line', (field) => {
			const errors = errorsOf(form, { ...valid, [field]: inside(valid[field]!, control) })
			expect(Object.keys(errors)).toEqual([field])
			expect(errors[field]![0]).toMatch(/must be on one line, without tabs, line breaks or other control characters/)
		})

		it.each(digits)('refuses it in %s', (field) => {
			expect(Object.keys(errorsOf(form, { ...valid, [field]: inside(valid[field]!, control) }))).toEqual([field])
		})
	})

	it('forgives a line break at either end of a one-line field: it is trimmed away', () => {
		for (const field of oneLine) expect(errorsOf(form, { ...valid, [field]: `\r\n${valid[field]}\r\n` }), field).toEqual({})
	})

	it.each(multiLine)('keeps line breaks and tabs in %s, and refuses other control characters there', (field) => {
		expect(errorsOf(form, { ...valid, [field]: 'line one\nline two' })).toEqual({})
		expect(errorsOf(form, { ...valid, [field]: 'line one\r\n\tline two' })).toEqual({})
		for (const control of ['\u0000', '\u001b', '\u007f']) {
			expect(errorsOf(form, { ...valid, [field]: `line one${control}` })[field]![0]).toMatch(/invisible control characters/)
		}
	})
})

/** The captcha input has no maxlength (spec §5); the server's own bound says clearly what went wrong. */
describe('a typed verification code far longer than a code', () => {
	const CAPTCHA_FIELDS: Partial<Record<FormKey, string>> = {
		quickContact: 'user_captcha', contactUs: 'user_captcha_input', comment: 'user_captcha_input', quote: 'user_captcha', career: 'user_captcha_input',
	}
	it.each(Object.entries(CAPTCHA_FIELDS))('is refused on the %s form, saying the code has 4 characters', (form, field) => {
		const errors = errorsOf(form as FormKey, { ...FORMS[form as FormKey].valid, [field]: 'x'.repeat(LIMITS.captcha + 1) })
		expect(errors).toEqual({ [field]: ['The verification code is 4 characters long: type only the code shown'] })
	})
	it('is accepted up to the server\'s bound', () => {
		expect(errorsOf('contactUs', { ...FORMS.contactUs.valid, user_captcha_input: 'x'.repeat(LIMITS.captcha) })).toEqual({})
	})
})
