import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, framesRendered, hydrated, PHONE, policyViolations, recordPolicyViolations, useSite } from './site.ts'

const PASSWORD = 'a long enough password'

const site = useSite({ RATE_LIMIT_MAX: '1000' })

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
		await recordPolicyViolations(page)
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

	async function collect(page: Page, label: string) {
		const seen = await policyViolations(page)
		violations.push(...seen.map((violation) => `${label}: ${violation}`))
	}

	it('loads the pages the sitemap does not list, and the home page on a desktop, hydrated, without a violation', async () => {
		// Every URL of the sitemap is loaded at a phone's width, checked for violations, in
		// sitemap-crawl.test.ts; here a fresh browser at a desktop's width, and the pages no sitemap names.
		for (const path of ['/', '/no-such-page', '/admin/login', '/admin/forgot-password']) {
			const page = await open(path)
			await collect(page, path)
			await page.context().close()
		}
		expect(violations).toEqual([])
	})

	it('opens the phone menu (a popover, its scroll lock a rule of the stylesheet) without a violation', async () => {
		const page = await open('/about-us', PHONE)
		await page.getByRole('button', { name: 'Open menu' }).click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		await menu.waitFor()
		// The page behind the menu does not scroll, and nothing was added to the page's styles.
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
		expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0)
		expect(await page.evaluate(() => document.querySelectorAll('style:not([data-stylesheet])').length)).toBe(0)
		await page.keyboard.press('Escape')
		await expect.poll(() => menu.isVisible()).toBe(false)
		await collect(page, 'the phone menu')
		expect(violations).toEqual([])
		expect(refusals).toEqual([])
	})

	it('opens a modal dialog (its scroll lock a rule of the stylesheet) without a violation', async () => {
		const page = await open('/career', PHONE)
		await page.getByRole('link', { name: /^Apply for this Position/ }).first().click()
		const dialog = page.getByRole('dialog', { name: 'Apply for This Position' })
		await dialog.waitFor()
		// The page behind the dialog does not scroll, and nothing was added to the page's styles.
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden')
		expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0)
		expect(await page.evaluate(() => document.querySelectorAll('style:not([data-stylesheet])').length)).toBe(0)
		await page.keyboard.press('Escape')
		await expect.poll(() => dialog.isVisible()).toBe(false)
		expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('visible')
		await collect(page, 'a dialog')
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
		// What the editor does once it has started is counted here, not in the next test: what it
		// loads, and the frames it renders then.
		await page.waitForLoadState('networkidle')
		await framesRendered(page)
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
		// The FAQ is a page of islands: the footer's form is hydrated as the visitor reaches for it.
		await hydrated(home)
		await home.locator('form[aria-label="Quick contact"] button[type="submit"]').click()
		await home.locator('form[aria-label="Quick contact"] [aria-invalid="true"]').first().waitFor()
		await collect(home, 'navigation and the quick contact form')

		const contact = await open('/contact-us')
		await contact.locator('main form button[type="submit"]').first().click()
		await contact.locator('main form [aria-invalid="true"]').first().waitFor()
		await contact.getByRole('link', { name: 'Show map' }).click()
		await contact.locator('iframe[title="Map of our Ahmedabad office"]').waitFor({ state: 'attached' })
		await collect(contact, 'the contact form and the map')

		const posts = await api<{ slug: string }[]>('/api/Blog/blog')
		const post = await open(`/blogdetail/${posts[0]!.slug}`)
		await post.locator('form[aria-label="Leave a Comment"] button[type="submit"]').click()
		await post.locator('form[aria-label="Leave a Comment"] [aria-invalid="true"]').first().waitFor()
		await collect(post, 'the comment form')

		const career = await open('/career')
		await career.getByRole('link', { name: /Apply for this Position/i }).first().click()
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
		await laravel.getByRole('link', { name: /Request a Quote/i }).first().click()
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
