import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, hydrated, PHONE, useSite } from './site.ts'

const PASSWORD = 'a long enough password'

const site = useSite({ RATE_LIMIT_MAX: '1000' })

/** Recorded in every document before its first script: each violation its Content-Security-Policy reports. */
const RECORD_VIOLATIONS = () => {
	const seen: string[] = []
	Object.defineProperty(window, '__cspViolations', { value: seen })
	document.addEventListener('securitypolicyviolation', (event) => {
		seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || location.pathname}:${event.lineNumber}:${event.columnNumber} ${event.sample}`)
	})
}

const api = async <T,>(path: string): Promise<T> => (await fetch(site.url(path))).json() as Promise<T>

describe('a strict Content-Security-Policy in the browser', () => {
	const violations: string[] = []
	const refusals: string[] = []

	beforeAll(async () => {
		await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'csp@example.com', '--password', PASSWORD, '--role', 'admin', '--name', 'Cy Policy'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	})

	/** A page (own context) that records every violation and every refusal the console reports. */
	async function recording(label: string, viewport = DESKTOP): Promise<Page> {
		const page = await site.page(viewport)
		await page.addInitScript(RECORD_VIOLATIONS)
		page.on('console', (message) => {
			if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(`${label} (${page.url()}): ${message.text()}`)
		})
		return page
	}

	async function open(path: string, viewport = DESKTOP): Promise<Page> {
		const page = await recording(path, viewport)
		const response = await page.goto(path)
		// A policy by hashes, no nonce (decision 045).
		expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'sha256-[^;]* 'strict-dynamic'/)
		expect(response?.headers()['content-security-policy'], path).not.toMatch(/nonce/)
		await hydrated(page)
		return page
	}

	/** Every <loc> of every sitemap that /sitemap.xml names, as paths. */
	async function sitemapPaths(): Promise<string[]> {
		const locs = async (path: string) => [...(await (await fetch(site.url(path))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')))
		const paths: string[] = []
		for (const child of await locs('/sitemap.xml')) {
			if (!child.pathname.endsWith('.xml')) paths.push(child.pathname + child.search)
			else for (const url of await locs(child.pathname)) paths.push(url.pathname + url.search)
		}
		return [...new Set(paths)]
	}

	async function collect(page: Page, label: string) {
		const seen = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
		violations.push(...seen.map((violation) => `${label}: ${violation}`))
	}

	it('loads every page template, hydrated, without a violation', async () => {
		const [services, posts, categories, events, logos] = await Promise.all([
			api<{ services_name: string }[]>('/api/ServiceList'),
			api<{ slug: string }[]>('/api/Blog/blog'),
			api<{ slug: string }[]>('/api/BlogCategoryListing/1'),
			api<{ id: number }[]>('/api/Events'),
			api<{ image: string }[]>('/api/Services/logodesigning'),
		])
		// One URL per route module of app/routes.ts (the templates of the public URL registry), a 404 and the back office's door.
		const paths = [
			'/', '/contact-us', '/blog', `/blogs/category/${categories[0]!.slug}`, `/blogdetail/${posts[0]!.slug}`, '/testimonial', '/faq',
			'/career', '/about-us', '/event', `/eventdetails/${events[0]!.id}`, '/site-map', '/feature-comparison', '/services',
			`/service/${services[0]!.services_name}`, '/portfolio', '/portfolio/php', `/logodesign/${logos[0]!.image}`, '/no-such-page', '/admin/login',
		]
		for (const path of paths) {
			const page = await open(path)
			await collect(page, path)
			await page.context().close()
		}
		expect(violations).toEqual([])
	}, 180_000)

	it('loads every URL of the sitemap in Chromium, each from the page cache the second time, without a violation', async () => {
		const paths = await sitemapPaths()
		expect(paths.length).toBeGreaterThan(30)
		const page = await recording('sitemap')
		let checked = 0
		for (const path of paths) {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(200)
			await hydrated(page)
			await collect(page, path)
			checked += 1
		}
		// Each page again, as the cache keeps it (the same bytes and policy every visitor gets).
		for (const path of paths.slice(0, 10)) {
			const response = await page.goto(path)
			expect(response?.headers()['x-cache'], path).toBe('HIT')
			await hydrated(page)
			await collect(page, `${path} (cached)`)
		}
		console.log(`${checked} sitemap URLs loaded and hydrated in Chromium`)
		expect(violations).toEqual([])
		expect(refusals).toEqual([])
	}, 300_000)

	it("opens the phone menu, whose scroll lock adds its rules through the CSSOM rather than a <style> element, without a violation", async () => {
		const page = await open('/about-us', PHONE)
		await page.getByRole('button', { name: 'Open menu' }).click()
		await page.getByRole('dialog', { name: 'Menu' }).waitFor()
		// Radix's scroll lock holds: the page behind the menu does not scroll, and no <style> was added.
		await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBeGreaterThan(0)
		expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden')
		expect(await page.evaluate(() => document.querySelectorAll('style:not([data-stylesheet])').length)).toBe(0)
		await page.keyboard.press('Escape')
		await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'detached' })
		await expect.poll(() => page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0)
		await collect(page, 'the phone menu')
		expect(violations).toEqual([])
		expect(refusals).toEqual([])
	})

	it('lets staff sign in and edit in the back office without a violation', async () => {
		const page = await open('/admin/login')
		await page.getByLabel('Email').fill('csp@example.com')
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByRole('heading', { name: 'Overview' }).waitFor()
		await collect(page, 'the overview')
		for (const path of ['/admin/content/services', '/admin/leads']) {
			const response = await page.goto(path)
			expect(response?.headers()['content-security-policy'], path).not.toMatch(/nonce/)
			await hydrated(page)
			await collect(page, path)
		}
		// An editor page: the first service's, opened from its list (the rich-text editor with it).
		await page.goto('/admin/content/services')
		await hydrated(page)
		const editor = await page.$$eval('main a', (links) => links.map((link) => link.getAttribute('href')).find((href) => /^\/admin\/content\/services\/\d+$/.test(href ?? '')))
		expect(editor).toBeDefined()
		await page.locator(`main a[href="${editor}"]`).first().click()
		await page.getByRole('heading', { level: 1, name: /^Service:/ }).waitFor()
		await hydrated(page)
		await page.locator('.rich-text__content').first().waitFor()
		// What the editor does once it has started is counted here, not in the next test.
		await page.waitForTimeout(1500)
		await collect(page, 'the service editor')
		await page.context().close()
		expect(violations).toEqual([])
		expect(refusals).toEqual([])
	})

	it('lets a visitor navigate, submit each kind of form, open the modals, the lightbox and the map, and pass ALTCHA, without a violation', async () => {
		// Client-side navigation loads route modules the first page did not preload ('strict-dynamic').
		const home = await open('/')
		await home.getByRole('contentinfo').locator('a[href="/faq"]').click()
		await home.waitForURL('**/faq')
		await home.getByRole('heading', { level: 1 }).waitFor()
		await home.locator('form[aria-label="Quick contact"] button[type="submit"]').click()
		await home.locator('form[aria-label="Quick contact"] [aria-invalid="true"]').first().waitFor()
		await collect(home, 'navigation and the quick contact form')

		const contact = await open('/contact-us')
		await contact.locator('main form button[type="submit"]').first().click()
		await contact.locator('main form [aria-invalid="true"]').first().waitFor()
		await contact.getByRole('button', { name: 'Show map' }).click()
		await contact.locator('iframe[title="Map of our Ahmedabad office"]').waitFor({ state: 'attached' })
		await collect(contact, 'the contact form and the map')

		const posts = await api<{ slug: string }[]>('/api/Blog/blog')
		const post = await open(`/blogdetail/${posts[0]!.slug}`)
		await post.locator('form[aria-label="Leave a Comment"] button[type="submit"]').click()
		await post.locator('form[aria-label="Leave a Comment"] [aria-invalid="true"]').first().waitFor()
		await collect(post, 'the comment form')

		const career = await open('/career')
		await career.getByRole('button', { name: /Apply for this Position/i }).first().click()
		const apply = career.getByRole('dialog', { name: 'Apply for This Position' })
		await apply.locator('button[type="submit"]').click()
		await apply.locator('[aria-invalid="true"]').first().waitFor()
		await collect(career, 'the job application modal')

		const events = await api<{ id: number }[]>('/api/Events')
		const event = await open(`/eventdetails/${events[0]!.id}`)
		await event.locator('.event-gallery__thumb').first().click()
		await event.getByRole('dialog').waitFor()
		await event.keyboard.press('ArrowRight')
		await event.keyboard.press('Escape')
		await event.getByRole('dialog').waitFor({ state: 'detached' })
		await collect(event, 'the lightbox')

		// The proof of work runs in ALTCHA's worker, a file under /assets (worker-src 'self').
		const laravel = await open('/portfolio/laravel')
		await laravel.getByRole('button', { name: /Request a Quote/i }).first().click()
		const quote = laravel.getByRole('dialog', { name: 'Request for Quote' })
		await quote.getByText("I'm not a robot").click()
		const submit = quote.locator('button[type="submit"]')
		await expect.poll(() => submit.isDisabled(), { timeout: 20_000 }).toBe(false)
		await submit.click()
		await quote.locator('[aria-invalid="true"]').first().waitFor()
		await collect(laravel, 'the quote modal with ALTCHA')

		const admin = await open('/admin/login')
		await admin.getByRole('button', { name: 'Sign in' }).click()
		await collect(admin, 'the sign-in form')

		expect(violations).toEqual([])
		expect(refusals).toEqual([])
		// Nor did any browser report one to the server.
		await new Promise((resolve) => setTimeout(resolve, 300))
		expect(site.server().output()).not.toMatch(/Content-Security-Policy violation/)
	})
})
