import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, hydrated, useSite } from './site.ts'

const site = useSite({ RATE_LIMIT_MAX: '1000' })

/** Recorded in every document before its first script: each violation its Content-Security-Policy reports. */
const RECORD_VIOLATIONS = () => {
	const seen: string[] = []
	Object.defineProperty(window, '__cspViolations', { value: seen })
	document.addEventListener('securitypolicyviolation', (event) => {
		seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || location.pathname}:${event.lineNumber} ${event.sample}`)
	})
}

const api = async <T,>(path: string): Promise<T> => (await fetch(site.url(path))).json() as Promise<T>

describe('a strict Content-Security-Policy in the browser', () => {
	const violations: string[] = []
	const refusals: string[] = []

	async function open(path: string): Promise<Page> {
		const page = await site.page(DESKTOP)
		await page.addInitScript(RECORD_VIOLATIONS)
		page.on('console', (message) => {
			if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(`${path}: ${message.text()}`)
		})
		const response = await page.goto(path)
		expect(response?.headers()['content-security-policy'], path).toMatch(/script-src 'nonce-/)
		await hydrated(page)
		return page
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
