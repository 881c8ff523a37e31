import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import type { Locator, Page } from 'playwright-core'
import { afterAll, describe, expect, test } from 'vitest'
import { DESKTOP, expectAccessible, hydrated, pageFacts, PHONE, serverHtml, useSite } from './site.ts'

/*
 * The portfolio pages. Structurally, all nineteen /portfolio/{slug} pages come
 * from ONE route module (app/routes/portfolio.tsx, one entry in app/routes.ts)
 * whose presentation follows the category's data; /logodesign/{image} is
 * app/routes/logo-design.tsx.
 */

// Our own data folder, so a test can add categories straight into the server's SQLite file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-portfolio-e2e-'))
const site = useSite({ DATA_DIR: dataDir })
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** The portfolio URLs of the spec's route table (§2), as written there, with their h1. */
const PORTFOLIO_PAGES: [string, string][] = [
	['/portfolio/php', 'Portfolio > PHP'],
	['/portfolio/logo-design', 'Our Logo Design Portfolio'],
	['/portfolio/Wordpress', 'Portfolio > WordPress'],
	['/portfolio/magento-development', 'Portfolio > Magento Development'],
	['/portfolio/Laravel', 'Portfolio > Laravel'],
	['/portfolio/codeigniter', 'Portfolio > CodeIgniter'],
	['/portfolio/angular', 'Portfolio > Angular'],
	['/portfolio/react', 'Portfolio > React'],
	['/portfolio/Web-Designing', 'Portfolio > Web Designing'],
	['/portfolio/psd-to-html', 'Portfolio > PSD TO HTML'],
	['/portfolio/tours-travels-software', 'Portfolio > Tours Travels Software'],
	['/portfolio/car-rental-software', 'Portfolio > Car Rental Software'],
	['/portfolio/wedding-planner-software', 'Portfolio > Wedding Planner Software'],
	['/portfolio/hotel-booking-software', 'Portfolio > Hotel Booking Software'],
	['/portfolio/e-commerce-website', 'Portfolio > E commerce Website'],
	['/portfolio/e-learning-application', 'Portfolio > E-learning Application'],
	['/portfolio/online-exam-management', 'Portfolio > Online Exam Management'],
	['/portfolio/university-online-admission', 'Portfolio > University Online Admission'],
	['/portfolio/school-management-system', 'Portfolio > School Management System'],
]

const EXPERIENCE = [
	'Experts in custom design and development',
	'6 months free technical support',
	'900+ projects completed with 300+ regular clients',
	'10+ years of trust and experience',
]

const TRAVEL_MODULES = ['User', 'Location', 'Package', 'Vehicle', 'Price', 'Villa', 'Hostel', 'Period', 'Reservation'].map(
	(name) => `${name} Management`,
)

const TECHNOLOGY_PAGE = '/portfolio/php'
const INDUSTRY_PAGE = '/portfolio/tours-travels-software'
const LOGO_PAGE = '/portfolio/logo-design'

/** The logo pages the logo design portfolio links to, read from its server HTML. */
async function logoLinks(): Promise<string[]> {
	const { html } = await serverHtml(site, LOGO_PAGE)
	return [...new Set([...html.matchAll(/href="(\/logodesign\/[^"]+)"/g)].map((m) => m[1]!))]
}

async function open(pathname: string, viewport = DESKTOP): Promise<Page> {
	const page = await site.page(viewport)
	await page.goto(pathname)
	await hydrated(page)
	return page
}

/** Labels ("n of N") of the carousel slides that show inside its clipping viewport. */
async function visibleSlides(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const slides = [...document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')]
		let viewport = slides[0]?.parentElement ?? null
		while (viewport && getComputedStyle(viewport).overflowX !== 'hidden') viewport = viewport.parentElement
		if (!viewport) return []
		const box = viewport.getBoundingClientRect()
		return slides
			.map((slide) => ({ slide, rect: slide.getBoundingClientRect() }))
			.filter(({ rect }) => Math.min(rect.right, box.right) - Math.max(rect.left, box.left) > rect.width * 0.5)
			.sort((a, b) => a.rect.left - b.rect.left)
			.map(({ slide }) => slide.getAttribute('aria-label') ?? '')
	})
}

async function firstVisibleSlide(page: Page): Promise<string | undefined> {
	return (await visibleSlides(page))[0]
}

/**
 * The logo page with the browser's clock in the test's hands: it runs as usual while the page
 * loads and hydrates, then stops, and moves only as far as runFor says.
 */
async function openWithClock(viewport = DESKTOP, reducedMotion = false): Promise<Page> {
	const page = await site.page(viewport)
	if (reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
	await page.clock.install()
	await page.goto(LOGO_PAGE)
	await hydrated(page)
	// Stopped a little ahead of the page's now, which has moved on by the time the call arrives.
	for (let attempt = 1; ; attempt++) {
		try {
			await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500)
			return page
		} catch (error) {
			if (attempt === 3) throw error
		}
	}
}

/** Lets React's own tasks (not timers: the clock is stopped) finish, so what an event changed has taken effect. */
async function settled(page: Page): Promise<void> {
	await page.evaluate(
		() =>
			new Promise((resolve) => {
				const channel = new MessageChannel()
				channel.port1.onmessage = resolve
				channel.port2.postMessage(null)
			}),
	)
}

/** Moves the page's clock on by a second at a time until the first slide shown is no longer `from`. */
async function slideAfter(page: Page, from: string | undefined): Promise<string | undefined> {
	await expect
		.poll(async () => {
			await page.clock.runFor(1000)
			return firstVisibleSlide(page)
		})
		.not.toBe(from)
	return firstVisibleSlide(page)
}

async function isFocused(locator: Locator): Promise<boolean> {
	return locator.evaluate((element) => element === document.activeElement)
}

describe('portfolio pages as a crawler sees them', () => {
	test('every portfolio URL of the route table answers 200 with its heading, a unique title and a lowercase canonical URL', async () => {
		const titles = new Set<string>()
		for (const [pathname, heading] of PORTFOLIO_PAGES) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(200)
			const facts = pageFacts(html)
			expect(facts.h1s, pathname).toEqual([heading])
			expect(facts.title, pathname).toBeTruthy()
			expect(facts.description, pathname).toBeTruthy()
			titles.add(facts.title!)
			expect(new URL(facts.canonical!).pathname, pathname).toBe(pathname.toLowerCase())
			expect(facts.ogImage, pathname).toMatch(/\/share\/portfolio\/[^/]+\.png$/)
		}
		expect(titles.size).toBe(PORTFOLIO_PAGES.length)
	})

	test('the lowercase form of a mixed-case slug shows the same page', async () => {
		const upper = pageFacts((await serverHtml(site, '/portfolio/Wordpress')).html)
		const lower = pageFacts((await serverHtml(site, '/portfolio/wordpress')).html)
		expect(lower).toEqual(upper)
	})

	test('an unknown technology and an unknown logo answer 404', async () => {
		for (const pathname of ['/portfolio/cobol', '/logodesign/x.svg']) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(404)
			expect(html).toContain('Oops! Page not found.')
		}
	})

	test('every logo of the carousel links to a real logo page', async () => {
		const links = await logoLinks()
		expect(links.length).toBeGreaterThan(4)
		const titles = new Set<string>()
		for (const link of links) {
			const { status, html } = await serverHtml(site, link)
			expect(status, link).toBe(200)
			const facts = pageFacts(html)
			expect(facts.h1s, link).toHaveLength(1)
			expect(html, link).toContain('href="/portfolio/logo-design"')
			expect(html, link).toContain('href="/contact-us"')
			expect(new URL(facts.canonical!).pathname).toBe(link.toLowerCase())
			titles.add(facts.title!)
		}
		expect(titles.size).toBe(links.length)
	})

	test('the carousel logos are all in the server HTML', async () => {
		const { html } = await serverHtml(site, LOGO_PAGE)
		const slides = [...html.matchAll(/aria-roledescription="slide"/g)]
		expect(slides.length).toBe((await logoLinks()).length)
		expect(html).toMatch(/aria-roledescription="carousel"/)
		expect(html).toMatch(/alt="Logo for [^"]+"/)
	})

	test('each project shows its frame, name, technology, intro and actions', async () => {
		const { html } = await serverHtml(site, TECHNOLOGY_PAGE)
		expect(html).toContain('Portfolio Name:')
		expect(html).toContain('Technology:')
		expect(html).toContain('INTRO')
		expect(html).toContain('Click for scroll')
		expect(html).toContain('Request a Quote')
		expect(html).toContain('Visit Website')
	})

	test('the e-commerce page has no marketing content, so it lists its projects like a technology page', async () => {
		const { html } = await serverHtml(site, '/portfolio/e-commerce-website')
		expect(html).toContain('Click for scroll')
		expect(html).not.toContain(EXPERIENCE[1])
	})

	test('a first load fetches the screenshots and logos of the first screen only (decision 056)', async () => {
		const loading = (html: string, pattern: RegExp) => [...html.matchAll(/<img [^>]*>/g)].map((m) => m[0]).filter((tag) => pattern.test(tag)).map((tag) => / loading="lazy"/.test(tag))
		// A technology page opens with its projects: the first two screenshots load with it.
		expect(loading((await serverHtml(site, TECHNOLOGY_PAGE)).html, /browser-frame__image/).slice(0, 3)).toEqual([false, false, true])
		// An industry page's projects come after its sections: none loads with the page.
		const industry = loading((await serverHtml(site, INDUSTRY_PAGE)).html, /browser-frame__image/)
		expect(industry.length).toBeGreaterThan(0)
		expect(industry.every(Boolean)).toBe(true)
		// The carousel's widest view shows four logos: those load with the page, the others as they come near.
		const logos = loading((await serverHtml(site, LOGO_PAGE)).html, /alt="Logo for /)
		expect(logos.length).toBeGreaterThan(4)
		expect(logos).toEqual(logos.map((_, index) => index >= 4))
	})

	test('an empty portfolio shows "No List Found" on technology and industry pages alike', async () => {
		const file = path.join(dataDir, 'site.db')
		const db = new SQLite(file)
		try {
			db.prepare(
				`INSERT INTO portfolio_categories (slug, api_key, label, kind, quote_check, intro, industry_content, meta_title, meta_keywords, meta_description, sort_order)
				 SELECT ?, ?, ?, kind, quote_check, intro, industry_content, ?, meta_keywords, meta_description, 99 FROM portfolio_categories WHERE slug = ?`,
			).run('empty-technology', 'emptytechnology', 'Empty Technology', 'Empty technology portfolio', 'php')
			db.prepare(
				`INSERT INTO portfolio_categories (slug, api_key, label, kind, quote_check, intro, industry_content, meta_title, meta_keywords, meta_description, sort_order)
				 SELECT ?, ?, ?, kind, quote_check, intro, industry_content, ?, meta_keywords, meta_description, 99 FROM portfolio_categories WHERE slug = ?`,
			).run('empty-industry', 'emptyindustry', 'Empty Industry', 'Empty industry portfolio', 'tours-travels-software')
		} finally {
			db.close()
		}
		for (const [pathname, heading] of [
			['/portfolio/empty-technology', 'Portfolio > Empty Technology'],
			['/portfolio/empty-industry', 'Portfolio > Empty Industry'],
		] as const) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(200)
			expect(pageFacts(html).h1s).toEqual([heading])
			expect(html, pathname).toContain('No List Found')
			expect(html, pathname).not.toContain('Click for scroll')
		}
	})
})

describe('a visitor on a technology portfolio page', () => {
	test('opens one screenshot frame at a time, and closes the open one by toggling it again', async () => {
		const page = await open(TECHNOLOGY_PAGE)
		const toggles = page.getByRole('button', { name: /^(Click for scroll|Close scroll)$/ })
		expect(await toggles.count()).toBeGreaterThan(1)
		const first = toggles.nth(0)
		const second = toggles.nth(1)
		const expanded = (toggle: Locator) => toggle.getAttribute('aria-expanded')

		await first.click()
		await expect.poll(() => expanded(first)).toBe('true')
		expect(await first.textContent()).toContain('Close scroll')
		expect(await expanded(second)).toBe('false')

		await second.click()
		await expect.poll(() => expanded(second)).toBe('true')
		expect(await expanded(first)).toBe('false')
		expect(await first.textContent()).toContain('Click for scroll')

		await second.click()
		await expect.poll(() => expanded(second)).toBe('false')
		expect(await page.locator('[aria-expanded="true"]').filter({ hasText: /scroll/ }).count()).toBe(0)

		// A click on the screenshot itself does the same, one frame open at a time.
		const screenshot = (toggle: Locator) => toggle.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"] img`))
		await (await screenshot(first)).click()
		await expect.poll(() => expanded(first)).toBe('true')
		await (await screenshot(second)).click()
		await expect.poll(() => expanded(second)).toBe('true')
		expect(await expanded(first)).toBe('false')
		await (await screenshot(second)).click()
		await expect.poll(() => expanded(second)).toBe('false')
	})

	test('an open frame moves its screenshot, or lets it be scrolled by hand when motion is reduced', async () => {
		const page = await open(TECHNOLOGY_PAGE)
		const toggle = page.getByRole('button', { name: 'Click for scroll' }).first()
		const frame = page.locator(`#${await toggle.getAttribute('aria-controls')}`)
		await toggle.click()
		await expect.poll(() => frame.evaluate((el) => getComputedStyle(el.querySelector('img')!).animationName)).not.toBe('none')

		await page.emulateMedia({ reducedMotion: 'reduce' })
		expect(await frame.evaluate((el) => getComputedStyle(el.querySelector('img')!).animationName)).toBe('none')
		expect(await frame.evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto')
		await frame.focus()
		await page.keyboard.press('PageDown')
		await expect.poll(() => frame.evaluate((el) => el.scrollTop)).toBeGreaterThan(0)
	})

	test('requests a quote in a modal that closes with Escape and gives focus back', async () => {
		const page = await open(TECHNOLOGY_PAGE)
		const button = page.getByRole('link', { name: 'Request a Quote' }).first()
		await button.click()
		const dialog = page.getByRole('dialog', { name: 'Request for Quote' })
		await dialog.waitFor()
		// The modal says which project and technology the quote is about, and is described by it.
		const project = (await page.locator('.portfolio-project__title').first().textContent())!
		const description = dialog.locator('.modal__description')
		expect(await description.textContent()).toBe(`For a project like ${project} (PHP)`)
		expect(await dialog.getAttribute('aria-describedby')).toBe(await description.getAttribute('id'))
		expect(await dialog.locator('form').count()).toBe(1)

		// Closing clears the form: a value typed before is gone when it opens again.
		const field = dialog.getByRole('textbox').first()
		await field.fill('Asha Patel')
		await page.keyboard.press('Escape')
		await dialog.waitFor({ state: 'detached' })
		await expect.poll(() => isFocused(button)).toBe(true)

		await button.click()
		await dialog.waitFor()
		expect(await dialog.getByRole('textbox').first().inputValue()).toBe('')
		await page.keyboard.press('Escape')
		await dialog.waitFor({ state: 'detached' })

		// While it is open the page behind is out of reach: a press there lands on the backdrop, and closes it.
		await button.click()
		await dialog.waitFor()
		expect(await page.evaluate(() => document.elementFromPoint(4, 4)?.tagName)).toBe('DIALOG')
		await page.mouse.click(4, 4)
		await dialog.waitFor({ state: 'detached' })
		await expect.poll(() => isFocused(button)).toBe(true)
	})

	test('visits a project website in a new tab with a nofollow link', async () => {
		const page = await open(TECHNOLOGY_PAGE)
		const links = page.getByRole('link', { name: /^Visit Website/ })
		expect(await links.count()).toBeGreaterThan(0)
		for (const link of await links.all()) {
			expect(await link.getAttribute('target')).toBe('_blank')
			const rel = (await link.getAttribute('rel'))!.split(' ')
			expect(rel).toEqual(expect.arrayContaining(['nofollow', 'noopener', 'noreferrer']))
			expect(await link.getAttribute('href')).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+$/)
		}
	})
})

describe('a visitor on an industry software page', () => {
	test('reads the experience strip and can call or contact the agency', async () => {
		const page = await open(INDUSTRY_PAGE)
		const main = page.locator('main')
		for (const text of EXPERIENCE) {
			expect(await main.getByText(text, { exact: true }).count(), text).toBe(1)
		}
		const call = main.getByRole('link', { name: /^Call us: / })
		const phone = (await call.textContent())!.replace('Call us: ', '').trim()
		expect(phone).toMatch(/\d/)
		expect(await call.getAttribute('href')).toBe(`tel:${phone.replace(/[^\d+]/g, '')}`)
		expect(await page.locator('header').getByText(phone).count()).toBeGreaterThan(0)
		expect(await main.getByRole('link', { name: 'Contact Us', exact: true }).getAttribute('href')).toBe('/contact-us')
		// Then the projects of that industry.
		expect(await main.getByRole('button', { name: 'Click for scroll' }).count()).toBeGreaterThan(0)
	})

	test('sees the nine modules of the travel software', async () => {
		const page = await open(INDUSTRY_PAGE)
		const modules = page.getByRole('region', { name: 'Modules' }).getByRole('listitem')
		expect((await modules.allTextContents()).map((text) => text.trim())).toEqual(TRAVEL_MODULES)
	})
})

describe('a visitor on the logo design portfolio', () => {
	test('sees four logos at a time on a desktop and one on a phone, with no arrows or dots', async () => {
		const desktop = await open(LOGO_PAGE, DESKTOP)
		expect(await visibleSlides(desktop)).toHaveLength(4)
		const carousel = desktop.getByRole('region', { name: 'Company Logo' })
		expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel')
		// The only control is the rotation (pause/play) button: no previous/next arrows, no dots.
		const buttons = carousel.getByRole('button')
		expect(await buttons.count()).toBe(1)
		expect(await buttons.first().textContent()).toMatch(/^(Pause|Play) slideshow$/)

		const phone = await open(LOGO_PAGE, PHONE)
		expect(await visibleSlides(phone)).toHaveLength(1)
	})

	test('the carousel moves on by itself after about five seconds', async () => {
		const count = (await logoLinks()).length
		const page = await openWithClock()
		expect(await firstVisibleSlide(page)).toBe(`1 of ${count}`)
		// The pointer passes over it: its five seconds start again from the moment the pointer leaves.
		await page.getByRole('region', { name: 'Company Logo' }).hover()
		await settled(page)
		await page.mouse.move(5, 5)
		await settled(page)
		await page.clock.runFor(4500)
		expect(await firstVisibleSlide(page)).toBe(`1 of ${count}`)
		// Then it moves on by one, within the next second and a half.
		for (let more = 0; (await firstVisibleSlide(page)) === `1 of ${count}` && more < 1500; more += 250) await page.clock.runFor(250)
		expect(await firstVisibleSlide(page)).toBe(`2 of ${count}`)
	})

	test('hovering the carousel pauses it, and it moves on again once the pointer leaves', async () => {
		const page = await openWithClock()
		await page.getByRole('region', { name: 'Company Logo' }).hover()
		const before = await firstVisibleSlide(page)
		await settled(page)
		await page.clock.runFor(6500)
		expect(await firstVisibleSlide(page)).toBe(before)

		await page.mouse.move(5, 5)
		expect(await slideAfter(page, before)).not.toBe(before)
	})

	test('the pause button stops it, and with reduced motion it never starts', async () => {
		const page = await openWithClock()
		await page.getByRole('button', { name: 'Pause slideshow' }).click()
		expect(await page.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1)
		// Pointer and focus leave the carousel, so only the pause holds it.
		await page.mouse.move(5, 5)
		await page.locator('h1').click()
		await settled(page)
		await page.clock.runFor(6000)
		expect(await firstVisibleSlide(page)).toMatch(/^1 of /)

		const reduced = await openWithClock(DESKTOP, true)
		expect(await reduced.getByRole('button', { name: 'Play slideshow' }).count()).toBe(1)
		await reduced.clock.runFor(6000)
		expect(await firstVisibleSlide(reduced)).toMatch(/^1 of /)
	})

	test('tabbing to a logo brings its slide into view', async () => {
		const page = await open(LOGO_PAGE)
		const rotation = page.getByRole('button', { name: /slideshow$/ })
		await rotation.focus()
		for (let i = 0; i < 7; i++) await page.keyboard.press('Tab')
		const focusedSlide = await page.evaluate(() =>
			document.activeElement?.closest('[aria-roledescription="slide"]')?.getAttribute('aria-label'),
		)
		expect(focusedSlide).toMatch(/^7 of /)
		await expect.poll(() => visibleSlides(page)).toContain(focusedSlide)
	})
})

describe('portfolio pages are accessible', () => {
	const logoPage = async () => (await logoLinks())[0]!
	for (const [name, viewport] of [
		['phone', PHONE],
		['desktop', DESKTOP],
	] as const) {
		test(`on a ${name}: technology, industry, logo design and logo pages have no serious axe violations`, async () => {
			for (const pathname of [TECHNOLOGY_PAGE, INDUSTRY_PAGE, LOGO_PAGE, await logoPage()]) {
				const page = await open(pathname, viewport)
				await expectAccessible(page)
				await page.close()
			}
		})

		test(`on a ${name}: the quote modal has no serious axe violations`, async () => {
			const page = await open(TECHNOLOGY_PAGE, viewport)
			await page.getByRole('button', { name: 'Click for scroll' }).first().click()
			await page.getByRole('link', { name: 'Request a Quote' }).first().click()
			await page.getByRole('dialog', { name: 'Request for Quote' }).waitFor()
			await expectAccessible(page)
		})
	}
})
