import { describe, expect, it } from 'vitest'
import { DESKTOP, hydrated, useSite } from './site.ts'

const site = useSite()

describe('a visitor from a campaign link', () => {
	it('gets the cached page, hydrated without an error, with the link\'s parameters still in the address bar', async () => {
		// The clean pages are cached first, as on a server that has been up a while.
		for (const path of ['/', '/blog?page=2']) expect((await fetch(site.url(path))).status).toBe(200)
		const page = await site.page(DESKTOP)
		const errors: string[] = []
		page.on('pageerror', (error) => errors.push(error.message))
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		for (const [path, canonical] of [
			['/?utm_source=newsletter&utm_medium=email&gclid=Cj0KCQ', '/'],
			['/blog?utm_campaign=spring&page=2&fbclid=IwAR0', '/blog?page=2'],
		] as const) {
			const response = await page.goto(path)
			expect(response?.headers()['x-cache'], path).toBe('HIT')
			await hydrated(page)
			// Analytics in the page read the campaign from the address, which keeps it.
			expect(page.url(), path).toBe(site.url(path))
			const href = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!)
			expect(href.pathname + href.search, path).toBe(canonical)
		}
		// A link on the page works as from the clean URL.
		await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 1' }).click()
		await page.waitForURL((url) => url.pathname === '/blog' && url.search === '')
		expect(errors).toEqual([])
	})
})
