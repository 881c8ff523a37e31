import path from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { buildNavigation, type NavItem } from '#app/components/layout/navigation.ts'
import { listCategoryLinks } from '#app/features/portfolio/portfolio.server.ts'
import { listServices } from '#app/features/site/site.server.ts'
import { type Database, openDatabase } from '#database/db.ts'
import { axExpanded, decodeEntities, DESKTOP, expectAccessible, hydrated, PHONE, serverHtml, transitionsDone, useSite } from './site.ts'

/*
 * The header's menus, the content behind disclosures (FAQ answers, job
 * descriptions, the footer's offices) and the feature comparison's tooltips:
 * in the server's HTML, reachable without JavaScript, and by the book with it.
 */

const site = useSite()
const NO_SCRIPT = { javaScriptEnabled: false }

let db: Database
let navigation: NavItem[]
beforeAll(async () => {
	db = await openDatabase({ sqliteFile: path.join(site.dataDir(), 'site.db') })
	navigation = buildNavigation(await listServices(db), await listCategoryLinks(db))
})
afterAll(() => db?.destroy())

/** Every destination of the header's menus (navigation.ts), top-level links included. */
function menuHrefs(): string[] {
	return navigation.flatMap((item) =>
		'to' in item ? [item.to] : [...(item.overview ? [item.overview.to] : []), ...item.columns.flatMap((column) => column.links.map((link) => link.to))],
	)
}

async function api<T>(pathname: string): Promise<T> {
	return (await (await fetch(site.url(pathname))).json()) as T
}

/** The visible text of the page as a visitor sees it (display, visibility and hidden-until-found respected). */
async function isShown(page: Page, selector: string): Promise<boolean> {
	return page.locator(selector).first().evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true }))
}

describe('content behind disclosures is in the server HTML', () => {
	test('the FAQ page holds every answer, the closed ones in details that find-in-page opens', async () => {
		const { html } = await serverHtml(site, '/faq')
		const faqs = await api<{ faq_answer: string }[]>('/api/faq')
		expect(faqs.length).toBeGreaterThan(2)
		const main = decodeEntities(/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)![1]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '))
		for (const { faq_answer } of faqs) {
			const words = decodeEntities(faq_answer.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim().slice(0, 60)
			expect(main).toContain(words)
		}
		// The first answer is open; the others are closed <details>, which find-in-page opens (the footer's second office is one too).
		expect(html.match(/<details [^>]*class="accordion__item"[^>]*>/g)).toHaveLength(faqs.length)
		expect(html.match(/<details [^>]*class="accordion__item"[^>]* open=""/g)).toHaveLength(1)
		expect(html.match(/<details name="[^"]+" class="office-tabs__office" data-office="usa">/g)).toHaveLength(1)
	})

	test('the career page holds every job description', async () => {
		const { html } = await serverHtml(site, '/career')
		const text = decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '))
		const jobs = await api<{ job_title: string; job_responsibility: string; desired_profile: string | null }[]>('/api/career')
		expect(jobs.length).toBeGreaterThan(1)
		for (const job of jobs) {
			const responsibility = decodeEntities(job.job_responsibility.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim().slice(0, 60)
			expect(text, job.job_title).toContain(responsibility)
			if (job.desired_profile) expect(text, job.job_title).toContain(job.desired_profile.replace(/\s+/g, ' ').slice(0, 60))
			expect(text).toContain(`Apply for this Position (${decodeEntities(job.job_title)})`)
		}
	})

	test('every page template has both offices in its footer', async () => {
		for (const pathname of ['/', '/faq', '/career', '/blog', '/portfolio/php', '/service/web-development', '/no/such/page']) {
			const { html } = await serverHtml(site, pathname)
			const footer = decodeEntities(/<footer[\s\S]*<\/footer>/.exec(html)![0])
			for (const city of ['Ahmedabad', 'Austin']) expect(footer, `${pathname}: ${city}`).toContain(city)
		}
	})

	test('the header links every menu destination of navigation.ts', async () => {
		const hrefs = menuHrefs()
		expect(hrefs.length).toBeGreaterThan(40)
		for (const pathname of ['/', '/faq']) {
			const { html } = await serverHtml(site, pathname)
			const header = /<header[\s\S]*<\/header>/.exec(html)![0]
			const linked = new Set([...header.matchAll(/<a [^>]*href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!)))
			expect(hrefs.filter((href) => !linked.has(href)), pathname).toEqual([])
		}
	})

	test('the top bar shows the e-mail and the phone, not Skype', async () => {
		const { html } = await serverHtml(site, '/')
		const topbar = /<div class="topbar">[\s\S]*?<\/ul>/.exec(html)![0]
		expect(topbar).toContain('href="mailto:')
		expect(topbar).toContain('href="tel:')
		expect(topbar).not.toMatch(/skype/i)
	})
})

describe('without JavaScript', () => {
	test('every menu destination is reachable from the header on a 1440 px screen', async () => {
		const page = await site.page(DESKTOP, NO_SCRIPT)
		await page.goto('/')
		const reached = new Set<string>()
		const collect = async () => {
			for (const href of await page.locator('header a').evaluateAll((links) =>
				links.filter((a) => a.checkVisibility({ visibilityProperty: true })).map((a) => a.getAttribute('href')!),
			)) reached.add(href)
		}
		await collect()
		for (const group of ['Company', 'Services', 'Portfolio']) {
			const trigger = page.locator('.main-nav__trigger', { hasText: group })
			// By keyboard (its button is a popover's invoker: Enter opens it, Escape closes it), then by hover.
			await trigger.focus()
			expect(await isShown(page, `#menu-${group}`), group).toBe(false)
			await page.keyboard.press('Enter')
			expect(await isShown(page, `#menu-${group}`), group).toBe(true)
			expect(await axExpanded(trigger), group).toBe(true)
			await collect()
			await page.keyboard.press('Escape')
			await expect.poll(() => isShown(page, `#menu-${group}`), { message: group }).toBe(false)
			await page.evaluate(() => (document.activeElement as HTMLElement).blur())
			await trigger.hover()
			await expect.poll(() => isShown(page, `#menu-${group}`), { message: group }).toBe(true)
			await page.locator(`#menu-${group} a`).last().hover()
			await transitionsDone(page.locator('.main-nav'))
			expect(await isShown(page, `#menu-${group}`), group).toBe(true)
			await page.mouse.move(0, 0)
			await expect.poll(() => isShown(page, `#menu-${group}`), { message: group }).toBe(false)
			// And by a click, which keeps it open when the pointer leaves.
			await trigger.click()
			await page.mouse.move(0, 0)
			await transitionsDone(page.locator('.main-nav'))
			expect(await isShown(page, `#menu-${group}`), group).toBe(true)
			await page.keyboard.press('Escape')
		}
		expect(menuHrefs().filter((href) => !reached.has(href))).toEqual([])
	})

	test('every menu destination is reachable from the header on a 360 px phone', async () => {
		const page = await site.page(PHONE, NO_SCRIPT)
		await page.goto('/faq')
		expect(await page.locator('.main-nav').isVisible()).toBe(false)
		// The menu button opens the phone menu (a popover), whose groups are disclosures (<details>).
		await page.getByRole('button', { name: 'Open menu' }).click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		expect(await menu.isVisible()).toBe(true)
		const visible = new Set<string>()
		for (const group of ['Company', 'Services', 'Portfolio']) {
			const summary = menu.locator('summary', { hasText: group })
			// /faq is in Company, which starts open.
			if (!(await axExpanded(summary))) await summary.click()
			expect(await axExpanded(summary), group).toBe(true)
			for (const href of await page.locator('header a').evaluateAll((links) =>
				links.filter((a) => a.checkVisibility({ visibilityProperty: true })).map((a) => a.getAttribute('href')!),
			)) visible.add(href)
		}
		expect(menuHrefs().filter((href) => !visible.has(href))).toEqual([])
		// And they are followed.
		await menu.locator('a[href="/portfolio/wordpress"]').click()
		await page.waitForURL('**/portfolio/wordpress')
		expect(await page.getByRole('dialog', { name: 'Menu' }).isVisible()).toBe(false)
	})

	test('every FAQ answer and both offices show', async () => {
		const page = await site.page(PHONE, NO_SCRIPT)
		await page.goto('/faq')
		const panels = page.locator('.accordion__panel')
		expect(await panels.count()).toBeGreaterThan(2)
		for (const panel of await panels.all()) expect(await panel.locator('p').first().isVisible()).toBe(true)
		const offices = await page.locator('.office-tabs__panel').evaluateAll((panels) => panels.map((p) => p.checkVisibility() && (p as HTMLElement).innerText))
		expect(offices).toHaveLength(2)
		expect(offices[0]).toContain('India')
		expect(offices[1]).toContain('USA')
		expect(offices[1]).toContain('Austin')
	})
})

describe('with JavaScript, the disclosures stay in step with find-in-page', () => {
	test('a text fragment in a closed FAQ answer opens that question and closes the first', async () => {
		const faqs = await api<{ faq_answer: string }[]>('/api/faq')
		const words = decodeEntities(faqs[3]!.faq_answer.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ')
		const page = await site.page(DESKTOP)
		await page.goto('/faq')
		await hydrated(page)
		await page.goto(`/faq#:~:text=${encodeURIComponent(words)}`)
		const questions = page.locator('details.accordion__item')
		await expect.poll(() => questions.nth(3).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
		expect(await questions.nth(0).evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false)
		expect(await isShown(page, 'details.accordion__item:first-child .accordion__panel p')).toBe(false)
	})
})

describe('the desktop menus by keyboard (disclosure navigation)', () => {
	test('arrow keys, Home and End move within the open menu; Escape closes it and returns focus', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		const trigger = page.locator('.main-nav__trigger', { hasText: 'Company' })
		await trigger.focus()
		await page.keyboard.press('Enter')
		await expect.poll(() => axExpanded(trigger)).toBe(true)
		const links = page.locator('#menu-Company a')
		const count = await links.count()
		const focused = () => page.evaluate(() => document.activeElement?.getAttribute('href'))

		await page.keyboard.press('ArrowDown')
		expect(await focused()).toBe(await links.nth(0).getAttribute('href'))
		await page.keyboard.press('ArrowDown')
		expect(await focused()).toBe(await links.nth(1).getAttribute('href'))
		await page.keyboard.press('ArrowUp')
		expect(await focused()).toBe(await links.nth(0).getAttribute('href'))
		await page.keyboard.press('ArrowUp')
		expect(await focused()).toBe(await links.nth(count - 1).getAttribute('href'))
		await page.keyboard.press('Home')
		expect(await focused()).toBe(await links.nth(0).getAttribute('href'))
		await page.keyboard.press('End')
		expect(await focused()).toBe(await links.nth(count - 1).getAttribute('href'))

		await page.keyboard.press('Escape')
		await expect.poll(() => axExpanded(trigger)).toBe(false)
		expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
		await expect.poll(() => isShown(page, '#menu-Company')).toBe(false)

		// A menu the pointer has opened (no popover) answers the keys too, and Escape closes it.
		await trigger.hover()
		await expect.poll(() => isShown(page, '#menu-Company')).toBe(true)
		await trigger.focus()
		await page.keyboard.press('ArrowDown')
		expect(await focused()).toBe(await links.nth(0).getAttribute('href'))
		await page.keyboard.press('Escape')
		expect(await trigger.evaluate((el) => el === document.activeElement)).toBe(true)
		await expect.poll(() => isShown(page, '#menu-Company')).toBe(false)
	})

	test('Tab out of an open menu closes it', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/')
		await hydrated(page)
		const company = page.locator('.main-nav__trigger', { hasText: 'Company' })
		await company.focus()
		await page.keyboard.press('Enter')
		await expect.poll(() => axExpanded(company)).toBe(true)
		// Up from the button goes to the menu's last link; Tab from there leaves the menu.
		await page.keyboard.press('ArrowUp')
		expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy policy')
		await page.keyboard.press('Tab')
		// Focus is on the next menu's button, and the Company menu has closed.
		expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Services')
		await expect.poll(() => axExpanded(company)).toBe(false)
		await expect.poll(() => isShown(page, '#menu-Company')).toBe(false)

		// Shift+Tab back out of a menu, through its button, closes it too.
		const services = page.locator('.main-nav__trigger', { hasText: 'Services' })
		await page.keyboard.press('Enter')
		await expect.poll(() => axExpanded(services)).toBe(true)
		await page.keyboard.press('Shift+Tab')
		await page.keyboard.press('Shift+Tab')
		await expect.poll(() => axExpanded(services)).toBe(false)
	})

	test('an open desktop menu passes axe', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/career')
		await hydrated(page)
		await page.locator('.main-nav__trigger', { hasText: 'Portfolio' }).click()
		await expect.poll(() => isShown(page, '#menu-Portfolio')).toBe(true)
		await expectAccessible(page)
	})
})

describe('the phone menu', () => {
	test('its groups say whether they are open, and the current section is marked', async () => {
		const page = await site.page(PHONE)
		await page.goto('/portfolio/wordpress')
		await hydrated(page)
		await page.getByRole('button', { name: 'Open menu' }).click()
		const menu = page.getByRole('dialog', { name: 'Menu' })
		await menu.waitFor()
		// Each group is a disclosure (<summary>), whose expanded state the browser exposes.
		const company = menu.locator('summary', { hasText: 'Company' })
		const portfolio = menu.locator('summary', { hasText: /^Portfolio/ })
		// The section shown starts open, marked, with its page as the current one.
		expect(await axExpanded(portfolio)).toBe(true)
		expect(await portfolio.textContent()).toContain('current section')
		expect(await menu.locator('a[aria-current="page"]').getAttribute('href')).toBe('/portfolio/wordpress')
		expect(await menu.locator('.mobile-nav__group[data-current]').count()).toBe(1)
		expect(await axExpanded(company)).toBe(false)
		expect(await menu.locator('a[href="/about-us"]').isVisible()).toBe(false)
		await company.click()
		expect(await axExpanded(company)).toBe(true)
		expect(await menu.locator('a[href="/about-us"]').isVisible()).toBe(true)
		// The chevron turns as the group opens. Its turn is a 0.2 s transition, so each reading waits
		// for it to end: read at once, the open chevron can still show its closed angle.
		const chevron = company.locator('.mobile-nav__chevron')
		const settledTransform = () =>
			chevron.evaluate(async (el) => {
				await Promise.all(el.getAnimations().map((animation) => animation.finished.catch(() => undefined)))
				return getComputedStyle(el).transform
			})
		const open = await settledTransform()
		await company.click()
		expect(await axExpanded(company)).toBe(false)
		expect(await settledTransform()).not.toBe(open)
		await expectAccessible(page)
	})
})

describe('the header fits narrow phones', () => {
	for (const width of [320, 360]) {
		test(`nothing sticks out at ${width} px`, async () => {
			const page = await site.page({ width, height: 740 })
			for (const pathname of ['/', '/faq', '/career', '/feature-comparison', '/portfolio/php', '/blog']) {
				await page.goto(pathname)
				await hydrated(page)
				const fit = await page.evaluate(() => {
					const button = document.querySelector('.menu-button')!.getBoundingClientRect()
					return { scroll: document.documentElement.scrollWidth, inner: window.innerWidth, buttonRight: button.right }
				})
				expect(fit.scroll, pathname).toBeLessThanOrEqual(fit.inner)
				expect(fit.buttonRight, pathname).toBeLessThanOrEqual(fit.inner)
			}
		})
	}
})

describe('the feature comparison tooltips (WCAG 1.4.13)', () => {
	const tooltip = (page: Page) => page.getByRole('tooltip')
	/** The descriptions show without a script; Escape hides one once the table's island has hydrated, which reaching for it starts. */
	const tableHydrated = (page: Page) => page.locator('[data-island="comparison-table"][data-hydrated="true"]').waitFor({ state: 'attached' })

	test('a tap opens the description, and Escape hides it without moving focus', async () => {
		const page = await site.page(PHONE, { hasTouch: true, isMobile: true })
		await page.goto('/feature-comparison')
		await hydrated(page)
		const button = page.getByRole('button', { name: 'About Keyword Analysis' })
		await button.tap()
		await tooltip(page).waitFor()
		expect(await tooltip(page).textContent()).toContain('keyword')
		expect(await button.getAttribute('aria-describedby')).toBe(await tooltip(page).getAttribute('id'))
		const focusedBefore = await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)
		await tableHydrated(page)
		await page.keyboard.press('Escape')
		await expect.poll(() => tooltip(page).count()).toBe(0)
		expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)).toBe(focusedBefore)
		// A tap elsewhere hides it too.
		await button.tap()
		await tooltip(page).waitFor()
		await page.locator('h1').tap()
		await expect.poll(() => tooltip(page).count()).toBe(0)
	})

	test('the pointer can move onto the description, which stays until the pointer leaves it', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/feature-comparison')
		await hydrated(page)
		const button = page.getByRole('button', { name: 'About Website Analysis' })
		await button.hover()
		await tooltip(page).waitFor()
		await expect.poll(() => tooltip(page).evaluate((el) => getComputedStyle(el).visibility)).toBe('visible')
		const tip = (await tooltip(page).boundingBox())!
		await page.mouse.move(tip.x + tip.width / 2, tip.y + tip.height / 2, { steps: 8 })
		// Had the pointer's way there hidden it, its exit would have run by now.
		await transitionsDone(page.locator('.pricing-feature', { has: button }))
		expect(await tooltip(page).count()).toBe(1)
		await page.mouse.move(5, 5, { steps: 4 })
		await expect.poll(() => tooltip(page).count()).toBe(0)
	})

	test('keyboard focus shows the description, which stays while focused even after the pointer passes', async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/feature-comparison')
		await hydrated(page)
		const button = page.getByRole('button', { name: 'About Keyword Analysis' })
		await button.focus()
		await tooltip(page).waitFor()
		await button.hover()
		await page.mouse.move(5, 5, { steps: 4 })
		await transitionsDone(page.locator('.pricing-feature', { has: button }))
		expect(await tooltip(page).count()).toBe(1)
		await tableHydrated(page)
		await page.keyboard.press('Escape')
		await expect.poll(() => tooltip(page).count()).toBe(0)
		expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
	})
})
