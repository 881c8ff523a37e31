import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { LANDING_NOTE } from './landing-note.server.ts'

/** Runs the inline script as a browser would, on a page at `href` reached from `referrer`, with the tab's storage. */
function runOn(href: string, referrer: string, storage: Map<string, string>, screen = { width: 390, height: 844 }) {
	const sessionStorage = {
		getItem: (key: string) => storage.get(key) ?? null,
		setItem: (key: string, value: string) => void storage.set(key, value),
	}
	const { hostname } = new URL(href)
	vm.runInNewContext(LANDING_NOTE, { URL, JSON, Math, location: { href, hostname }, document: { referrer }, screen, navigator: { maxTouchPoints: 5 }, sessionStorage })
	const read = (key: string) => (storage.has(key) ? JSON.parse(storage.get(key)!) : undefined)
	return { visit: read('lf-visit'), landing: read('lf-landing') }
}

describe('the landing note run as the page is parsed', () => {
	it('keeps the first touch, replaces the last only with a landing that brings a campaign or another site', () => {
		const storage = new Map<string, string>()
		const first = runOn('https://studio.example/blog?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=Cj0', 'https://www.google.com/search', storage)
		const campaign = { path: '/blog', source: 'newsletter', medium: 'email', campaign: 'spring', clicks: 'gclid', ref: 'google.com', device: 'mobile' }
		expect(first).toEqual({ visit: { first: campaign, last: campaign }, landing: { began: true, ref: 'google.com' } })

		// A page of the same site: the visit stays as it was, and this load began nothing.
		const inside = runOn('https://studio.example/contact-us', 'https://studio.example/blog', storage)
		expect(inside).toEqual({ visit: { first: campaign, last: campaign }, landing: { began: false } })

		// Back from another site: a new last touch, the first kept.
		const back = runOn('https://www.studio.example/pricing', 'https://news.example.org/item', storage, { width: 1920, height: 1080 })
		expect(back.visit).toEqual({ first: campaign, last: { path: '/pricing', ref: 'news.example.org', device: 'desktop' } })
		expect(back.landing).toEqual({ began: false, ref: 'news.example.org' })
	})

	it('bounds a campaign value and goes without attribution when storage is refused', () => {
		const storage = new Map<string, string>()
		const { visit } = runOn(`https://studio.example/?utm_source=${'x'.repeat(500)}`, '', storage)
		expect(visit.first.source).toHaveLength(100)
		expect(() =>
			vm.runInNewContext(LANDING_NOTE, {
				URL,
				JSON,
				Math,
				location: { href: 'https://studio.example/', hostname: 'studio.example' },
				document: { referrer: '' },
				screen: { width: 390, height: 844 },
				navigator: { maxTouchPoints: 0 },
				get sessionStorage() {
					throw new Error('SecurityError')
				},
			}),
		).not.toThrow()
	})
})
