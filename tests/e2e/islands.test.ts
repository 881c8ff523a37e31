import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, PHONE, policyViolations, recordPolicyViolations, serverHtml, useSite } from './site.ts'

/** A page of islands (decision 069): the site map, whose only island is the footer's quick contact form. */
const ISLANDS_PAGE = '/site-map'
const CHAT_WIDGET = 'https://chat.example.net/widget.js'

const site = useSite({ RATE_LIMIT_MAX: '1000', CHAT_WIDGET_SRC: CHAT_WIDGET })

function scriptsOf(page: Page): string[] {
	const scripts: string[] = []
	page.on('request', (request) => {
		if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
	})
	return scripts
}

describe('a page of islands', () => {
	it('loads no router and no React until an island is wanted, then hydrates the footer form alone, and it sends', async () => {
		const page = await site.page(PHONE)
		await recordPolicyViolations(page)
		const errors: string[] = []
		page.on('pageerror', (error) => errors.push(error.message))
		const scripts = scriptsOf(page)
		await page.goto(ISLANDS_PAGE)
		await hydrated(page, { islands: 'wired' })
		// Idle after the load: the islands' runtime and the page view, a few kilobytes; no router, no React, no form.
		expect(scripts.some((script) => script.includes('islands.client-'))).toBe(true)
		expect(scripts.filter((script) => /entry\.client|\/react-|jsx-runtime|hydrate\.client|chunk-|quick-contact/.test(script))).toEqual([])
		expect(await page.locator('[data-island="quick-contact"]').getAttribute('data-hydrated')).toBeNull()

		// The form comes near the screen: its island is hydrated, with its captcha.
		await page.locator('footer').scrollIntoViewIfNeeded()
		const island = page.locator('[data-island="quick-contact"][data-hydrated="true"]')
		await island.waitFor({ state: 'attached' })
		expect(scripts.some((script) => script.includes('react-dom'))).toBe(true)
		expect(scripts.some((script) => script.includes('hydrate.client-'))).toBe(true)
		const code = island.locator('.captcha__code [aria-hidden="true"]')
		await expect.poll(async () => (await code.count()) > 0 && (await code.textContent())?.length === 4, { timeout: 10_000 }).toBe(true)
		await island.locator('input[name="name"]').fill('Island Visitor')
		await island.locator('input[name="phone"]').fill('5125550177')
		await island.locator('input[name="email"]').fill('island@example.com')
		await island.locator('textarea[name="content"]').fill('Sent from a page of islands.')
		await island.locator('input[name="user_captcha"]').fill((await code.textContent())!)
		await island.locator('button[type="submit"]').click()
		await expect.poll(() => island.locator('.form-alert--success').count(), { timeout: 15_000 }).toBe(1)
		const db = new SQLite(path.join(site.dataDir(), 'site.db'), { readonly: true })
		try {
			expect(db.prepare('select name from contact_messages where email = ?').all('island@example.com')).toEqual([{ name: 'Island Visitor' }])
		} finally {
			db.close()
		}
		expect(await policyViolations(page)).toEqual([])
		expect(errors).toEqual([])
	})

	it('is whole without JavaScript, and says so in its markup', async () => {
		const page = await site.page(PHONE, { javaScriptEnabled: false })
		await page.goto(ISLANDS_PAGE)
		expect(await page.locator('html').getAttribute('data-islands')).toBe('')
		expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1)
		expect(await page.locator('[data-island="quick-contact"] form').count()).toBe(1)
		// No script of the router's in the page: its links are followed as documents.
		expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0)
	})

	it('is what every public page is, the back office excepted', async () => {
		for (const pathname of ['/', '/about-us', '/why-us', '/contact-us', '/blog', '/blog?page=2', '/blogs/category/seo', '/blogdetail/core-web-vitals-for-small-business-sites', '/faq', '/career', '/portfolio/php', '/no/such/page']) {
			const { html } = await serverHtml(site, pathname)
			expect(html, pathname).toMatch(/<html[^>]* data-islands=""/)
			expect(html, pathname).not.toMatch(/<script[^>]* type="module"|rel="modulepreload"/)
		}
		// The back office alone is hydrated whole by the router (decision 098).
		expect((await serverHtml(site, '/admin/login')).html).not.toMatch(/<html[^>]* data-islands/)
	})

	it('keeps a click made before any script ran: the modal opens once its island is hydrated', async () => {
		const page = await site.page(PHONE)
		// The islands' runtime is held back until after the click.
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route('**/assets/islands.client-*.js', async (route) => {
			await held
			await route.continue()
		})
		await page.goto('/career')
		await page.locator('details.accordion__item[open] summary').waitFor()
		const apply = page.locator('details.accordion__item[open]').getByRole('link', { name: /^Apply for this Position/ })
		await apply.click()
		expect(await page.getByRole('dialog').count()).toBe(0)
		release()
		await page.getByRole('dialog', { name: 'Apply for This Position' }).waitFor()
	})

	it('loads a configured chat widget once the page is idle', async () => {
		const page = await site.page(PHONE)
		await page.route(CHAT_WIDGET, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.chatWidgetLoaded = true' }))
		await page.goto(ISLANDS_PAGE)
		await page.waitForFunction(() => (window as { chatWidgetLoaded?: boolean }).chatWidgetLoaded === true)
		expect(await page.locator('script[data-chat-widget]').count()).toBe(1)
	})
})

describe("the blog's list and categories, pages of islands (decision 098)", () => {
	/** Marks the document, to tell a list loaded in place (the mark stays) from a document load (it goes). */
	const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
	const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)
	const titles = (page: Page) => page.locator('.blog-card__title').allInnerTexts()

	it('load no router before an interaction; reaching for the search hydrates the list, which searches in place with "Searching..." and ?q=', async () => {
		const page = await site.page(PHONE)
		const errors: string[] = []
		page.on('pageerror', (error) => errors.push(error.message))
		const scripts = scriptsOf(page)
		for (const pathname of ['/blogs/category/seo', '/blog']) {
			await page.goto(pathname)
			await hydrated(page, { islands: 'wired' })
			expect(await page.locator('[data-island="blog-posts"]').getAttribute('data-hydrated'), pathname).toBeNull()
		}
		expect(scripts.filter((script) => /entry\.client|react-dom|chunk-|blog-posts/.test(script))).toEqual([])
		const before = await titles(page)

		// Pointing at the field hydrates the island (and no router comes with it).
		await page.getByLabel('Search blogs').click()
		await page.locator('[data-island="blog-posts"][data-hydrated="true"]').waitFor({ state: 'attached' })
		expect(scripts.some((script) => script.includes('blog-posts'))).toBe(true)
		expect(scripts.filter((script) => /entry\.client/.test(script))).toEqual([])
		await markDocument(page)
		let release!: () => void
		const held = new Promise<void>((resolve) => (release = resolve))
		await page.route(/\/blog\?q=/, async (route) => {
			await held
			await route.continue()
		})
		await page.getByLabel('Search blogs').fill('the')
		await page.getByRole('button', { name: 'SEARCH', exact: true }).click()
		await page.getByRole('button', { name: 'Searching...', exact: true }).waitFor()
		release()
		await page.getByText(/^Search results for “the”/).waitFor()
		expect(new URL(page.url()).searchParams.get('q')).toBe('the')
		expect(await stayed(page)).toBe(true)
		const found = await titles(page)

		// Its pages load in place too, with ?page=N, and back and forward show each again.
		await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
		await page.waitForURL((url) => url.search === '?q=the&page=2')
		await expect.poll(() => titles(page)).not.toEqual(found)
		expect(await stayed(page)).toBe(true)
		await page.goBack()
		await page.waitForURL((url) => url.search === '?q=the')
		await expect.poll(() => titles(page)).toEqual(found)
		await page.goBack()
		await page.waitForURL((url) => url.search === '')
		await expect.poll(() => titles(page)).toEqual(before)
		expect(await page.getByLabel('Search blogs').inputValue()).toBe('')
		await page.goForward()
		await expect.poll(() => titles(page)).toEqual(found)
		expect(await page.getByLabel('Search blogs').inputValue()).toBe('the')
		expect(await stayed(page)).toBe(true)
		// A reload shows the same results, now as the server's document.
		await page.reload()
		expect(await titles(page)).toEqual(found)
		expect(errors).toEqual([])
	})

	it('keeps a search submitted before the island is hydrated: the browser submits it as a document', async () => {
		const page = await site.page(PHONE)
		// The islands' runtime never arrives.
		await page.route('**/assets/islands.client-*.js', (route) => route.abort())
		await page.goto('/blog')
		await page.getByLabel('Search blogs').fill('the')
		await page.getByLabel('Search blogs').press('Enter')
		await page.waitForURL((url) => url.searchParams.get('q') === 'the')
		await page.getByText(/^Search results for “the”/).waitFor()
	})

	it('work without JavaScript: the search is a GET form and the pages are links, each a document', async () => {
		const page = await site.page(PHONE, { javaScriptEnabled: false })
		await page.goto('/blog')
		expect(await page.locator('script[type="module"], link[rel="modulepreload"]').count()).toBe(0)
		await page.getByLabel('Search blogs').fill('the')
		await page.getByRole('button', { name: 'SEARCH', exact: true }).click()
		await page.waitForURL((url) => url.searchParams.get('q') === 'the')
		await page.getByText(/^Search results for “the”/).waitFor()
		const first = await titles(page)
		await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
		await page.waitForURL((url) => url.search === '?q=the&page=2')
		expect(await titles(page)).not.toEqual(first)
		expect(await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page')
		// A category's page links are documents too.
		await page.goto('/blog')
		await page.locator('.blog-categories a').first().click()
		await page.waitForURL((url) => url.pathname.startsWith('/blogs/category/'))
		expect(await page.locator('.blog-card').count()).toBeGreaterThan(0)
	})
})
