import { describe, expect, it } from 'vitest'
import { TABLES } from '#database/content-tables.ts'
import { fieldErrors } from '#app/lib/field-errors.ts'
import { ENTITIES, entityByKey } from './entities.ts'
import type { FieldKind } from './entity-descriptor.ts'
import { entitySchema, EventPhotoSchema, formValue } from './entity-form.ts'
import { publicState } from './entity-publication.ts'

/**
 * The content staff edit. A title, name, slug, e-mail or address is
 * one line and refuses every control character; a textarea, HTML or Markdown
 * keeps its line breaks and tabs.
 */

const ONE_LINE: FieldKind[] = ['text', 'slug', 'email', 'url', 'phone']
const MULTI_LINE: FieldKind[] = ['textarea', 'html', 'markdown']

/** A valid value of each kind of text field. */
const SAMPLE: Partial<Record<FieldKind, string>> = {
	text: 'Harbour Bakery',
	slug: 'harbour-bakery',
	email: 'hello@example.com',
	url: 'https://example.com/page',
	phone: '+91 79 4890 2210',
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

/** The contact record's phone numbers, e-mails and URLs, and what a post's state reads as. */
describe('contact fields', () => {
	const site = entityByKey('site')!
	const blank = Object.fromEntries(site.fields.map((field) => [field.name, '']))
	const valid = { ...blank, company_name: 'Lanternfish', address: 'A street', email: 'hello@example.com', phone: '+91 79 4890 2210' }

	it('are checked wherever a field is a phone, e-mail or URL', () => {
		for (const name of ['phone', 'usa_phone']) expect(site.fields.find((f) => f.name === name)?.kind).toBe('phone')
		expect(entityByKey('jobs')!.fields.find((f) => f.name === 'mob')?.kind).toBe('phone')
		expect(ENTITIES.flatMap((entity) => entity.fields).filter((f) => /phone|mob$|email|mail$|url$/i.test(f.name) && !['phone', 'email', 'url'].includes(f.kind))).toEqual([])
	})

	it.each(['+91 79 4890 2210', '(512) 555-0148', '079.4890.2210', '+1-512-555-0148'])('take the phone number %s', (phone) => {
		expect(errorsOf(site, { ...valid, phone })).toEqual({})
	})

	it.each([
		['call us maybe', /digits, spaces and \+ - \( \) \. only/],
		['12345', /at least 6 digits/],
		['+-() .', /at least 6 digits/],
		['12 34 56 +7', /digits, spaces and/],
		['', /Phone is required/],
	])('refuse the phone number %j with a clear message', (phone, message) => {
		expect(errorsOf(site, { ...valid, phone }).phone?.[0]).toMatch(message)
	})

	it('leave an optional phone blank, but check one given', () => {
		expect(errorsOf(site, { ...valid, usa_phone: '' }).usa_phone).toBeUndefined()
		expect(errorsOf(site, { ...valid, usa_phone: 'soon' }).usa_phone?.[0]).toMatch(/phone number/)
	})

	it('refuse an e-mail or a URL that is not one', () => {
		expect(errorsOf(site, { ...valid, email: 'hello at example' }).email?.[0]).toMatch(/valid email address/)
		for (const url of ['www.example.com', 'https://', 'https://example', 'javascript:alert(1)', '//evil.example', 'https://exa mple.com']) {
			expect(errorsOf(site, { ...valid, facebook: url }).facebook?.[0], url).toMatch(/full address like https:\/\/www\.example\.com/)
		}
		for (const url of ['https://www.facebook.com/lanternfish', 'http://example.com:8080/a?b=c#d', '/blog', '']) expect(errorsOf(site, { ...valid, facebook: url }).facebook, url).toBeUndefined()
	})
})

describe('a blog post', () => {
	const posts = entityByKey('posts')!
	const date = posts.fields.find((f) => f.name === 'created_at')!

	it('needs no publication date: blank is the time of saving, and a new form starts at now', () => {
		const before = Date.now()
		const parsed = entitySchema({ ...posts, fields: [date] }).safeParse({ created_at: '' })
		const at = (parsed.data as Record<string, string> | undefined)?.created_at
		expect(errorsOf(posts, { status: 'draft', created_at: '' }).created_at).toBeUndefined()
		expect(Date.parse(at!)).toBeGreaterThanOrEqual(before - 60_000)
		expect(formValue(date, undefined)).toBe(new Date().toISOString().slice(0, 16))
		expect(errorsOf(posts, { created_at: 'soon' }).created_at?.[0]).toMatch(/date and time/)
	})

	it('is a draft, scheduled for a later date, or published', () => {
		const now = new Date('2026-06-01T12:00:00Z')
		expect(publicState(posts, { status: 'draft', created_at: '2026-07-01T00:00:00Z' }, now)).toEqual({ state: 'draft' })
		expect(publicState(posts, { status: 'published', created_at: '2026-07-01T00:00:00.000Z' }, now)).toEqual({ state: 'scheduled', at: '2026-07-01T00:00:00.000Z' })
		expect(publicState(posts, { status: 'published', created_at: '2026-05-01T00:00:00Z' }, now)).toEqual({ state: 'published' })
		expect(publicState(entityByKey('case-studies')!, { status: 'draft' })).toEqual({ state: 'draft' })
		expect(publicState(entityByKey('faq')!, {})).toBeUndefined()
	})

	it('is closed for a closed job opening, or an open one past its closing day', () => {
		const jobs = entityByKey('jobs')!
		const now = new Date('2026-06-01T12:00:00Z')
		expect(publicState(jobs, { status: 'closed', closes_on: '' }, now)).toEqual({ state: 'closed' })
		expect(publicState(jobs, { status: 'open', closes_on: '2026-05-31' }, now)).toEqual({ state: 'closed', since: '2026-05-31' })
		expect(publicState(jobs, { status: 'open', closes_on: '2026-06-01' }, now)).toEqual({ state: 'published' })
		expect(publicState(jobs, { status: 'open', closes_on: null }, now)).toEqual({ state: 'published' })
	})
})

describe('the registry of content tables', () => {
	it('has a descriptor for every table staff edit, and each descriptor edits one of them', () => {
		const edited = Object.entries(TABLES)
			.filter(([, role]) => role === 'edited')
			.map(([table]) => table)
			.sort()
		expect([...new Set(ENTITIES.map((entity) => entity.table))].sort()).toEqual(edited)
	})
})
