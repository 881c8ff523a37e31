import { describe, expect, it } from 'vitest'
import { mailtoHref, telHref } from './contact-link.tsx'

/** A page never links an empty tel: or mailto:. */
describe('contact links', () => {
	it('dial the digits of a phone number, with its leading +', () => {
		expect(telHref('+91 79 4890 2210')).toBe('tel:+917948902210')
		expect(telHref('(512) 555-0148')).toBe('tel:5125550148')
		expect(telHref('12 +34 56 78')).toBe('tel:12345678')
	})

	it.each(['call us maybe', '', '12345', '+', null, undefined])('give no tel: link for %j', (phone) => {
		expect(telHref(phone)).toBeUndefined()
	})

	it('write to an e-mail address, with an optional subject', () => {
		expect(mailtoHref(' hello@example.com ')).toBe('mailto:hello@example.com')
		expect(mailtoHref('jobs@example.com', '?subject=Hi')).toBe('mailto:jobs@example.com?subject=Hi')
	})

	it.each(['', 'hello', 'hello@', 'a@b', 'a b@example.com', 'a@example.com?cc=x@evil.example', null])('give no mailto: link for %j', (email) => {
		expect(mailtoHref(email)).toBeUndefined()
	})
})
