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
	it('loads no router and no React DOM until an island is wanted, then hydrates the footer form alone, and it sends', async () => {
		const page = await site.page(PHONE)
		await recordPolicyViolations(page)
		const errors: string[] = []
		page.on('pageerror', (error) => errors.push(error.message))
		const scripts = scriptsOf(page)
		await page.goto(ISLANDS_PAGE)
		await hydrated(page, { islands: 'wired' })
		// Idle after the load: the islands' runtime and the page view, a few kilobytes; no router, no React DOM, no form.
		expect(scripts.some((script) => script.includes('islands.client-'))).toBe(true)
		expect(scripts.filter((script) => /entry\.client|react-dom|chunk-|quick-contact/.test(script))).toEqual([])
		expect(await page.locator('[data-island="quick-contact"]').getAttribute('data-hydrated')).toBeNull()

		// The form comes near the screen: its island is hydrated, with its captcha.
		await page.locator('footer').scrollIntoViewIfNeeded()
		const island = page.locator('[data-island="quick-contact"][data-hydrated="true"]')
		await island.waitFor({ state: 'attached' })
		expect(scripts.some((script) => script.includes('react-dom'))).toBe(true)
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
		for (const pathname of ['/about-us', '/why-us', '/contact-us', '/blogdetail/core-web-vitals-for-small-business-sites', '/faq', '/career', '/portfolio/php', '/no/such/page']) {
			const { html } = await serverHtml(site, pathname)
			expect(html, pathname).toMatch(/<html[^>]* data-islands=""/)
			expect(html, pathname).not.toMatch(/<script[^>]* type="module"|rel="modulepreload"/)
		}
		// The blog's list and categories load their search and pages in place: the router hydrates them whole.
		for (const pathname of ['/admin/login', '/blog']) expect((await serverHtml(site, pathname)).html, pathname).not.toMatch(/<html[^>]* data-islands/)
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
