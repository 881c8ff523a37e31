import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, expectAccessible, framesRendered, PHONE, useSite } from './site.ts'

/*
 * The footer before and without its script (decision 070): on a page of islands, or while a
 * slow phone is still fetching the app, its link groups and its offices are native <details>
 * that work as the server sent them; once React hydrates the footer, the offices become ARIA
 * tabs in the same place.
 */

const site = useSite()

/** A page whose app scripts never arrive: the server's HTML and the browser alone, scripting on. */
async function withoutAppScripts(viewport: { width: number; height: number }): Promise<Page> {
	const page = await site.page(viewport, { hasTouch: true })
	await page.route('**/assets/*.js', (route) => route.abort())
	return page
}

/** The footer's disclosure controls as Chromium exposes them to assistive technology, "name: expanded|collapsed". */
async function footerDisclosures(page: Page): Promise<string[]> {
	const cdp = await page.context().newCDPSession(page)
	try {
		const { nodes } = await cdp.send('Accessibility.getFullAXTree')
		const byId = new Map(nodes.map((node) => [node.nodeId, node]))
		const found: string[] = []
		const walk = (id: string) => {
			const node = byId.get(id)
			if (!node) return
			if (!node.ignored && /^DisclosureTriangle/.test(String(node.role?.value))) {
				const expanded = node.properties?.find((property) => property.name === 'expanded')?.value.value
				found.push(`${node.name?.value}: ${expanded ? 'expanded' : 'collapsed'}`)
			}
			for (const child of node.childIds ?? []) walk(child)
		}
		const footer = nodes.find((node) => node.role?.value === 'contentinfo')
		if (footer) walk(footer.nodeId)
		return found
	} finally {
		await cdp.detach()
	}
}

/** The boxes of the offices' tabs and of what they show, and of the heading below them, from the footer's top. */
function officeBoxes(page: Page): Promise<string[]> {
	return page.evaluate(() => {
		const top = document.querySelector('footer')!.getBoundingClientRect().top
		return [...document.querySelectorAll('.office-tabs__tab, .office-tabs address p, #footer-quick-contact')]
			.filter((element) => element.checkVisibility())
			.map((element) => {
				const box = element.getBoundingClientRect()
				return `${element.textContent?.slice(0, 12)} ${box.x.toFixed(1)},${(box.y - top).toFixed(1)} ${box.width.toFixed(1)}×${box.height.toFixed(1)}`
			})
			.sort()
	})
}

const office = (page: Page, id: 'india' | 'usa') => page.locator(`footer details[data-office="${id}"]`)
const isOpen = (page: Page, id: 'india' | 'usa') => office(page, id).evaluate((details) => (details as HTMLDetailsElement).open)

describe('the footer without its script', () => {
	it('on a 360 px phone: a link group opens by a tap and its link is followed, both offices are reachable, all of it accessible', async () => {
		const page = await withoutAppScripts(PHONE)
		await page.goto('/')
		expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()

		// Both groups closed, India's office open: what a screen reader hears matches what is drawn.
		expect(await footerDisclosures(page)).toEqual(['Quick links: collapsed', 'Services: collapsed', 'India: expanded', 'USA: collapsed'])
		const services = page.locator('footer details.footer-group', { has: page.locator('summary', { hasText: 'Services' }) })
		const link = services.locator('a[href="/service/web-development"]')
		expect(await link.isVisible()).toBe(false)
		await expectAccessible(page)

		await services.locator('summary').tap()
		await expect.poll(() => link.isVisible()).toBe(true)
		expect(await footerDisclosures(page)).toContain('Services: expanded')
		expect(await smallLinkRows(page)).toEqual([])
		await expectAccessible(page)

		// The offices: a tap on a tab shows its office and closes the other, by the browser alone.
		const usa = office(page, 'usa')
		expect(await usa.getByText('Austin, TX').isVisible()).toBe(false)
		await usa.locator('summary').tap()
		await expect.poll(() => usa.getByText('Austin, TX').isVisible()).toBe(true)
		expect(await isOpen(page, 'india')).toBe(false)
		expect(await office(page, 'india').getByText('Ahmedabad').isVisible()).toBe(false)
		// A tap on the open tab keeps it open, as a tab does; the keyboard reaches the other one.
		// (forced: the open tab takes no pointer events, which is the point, and Playwright would wait for it to take them)
		await page.evaluate(() => {
			const clicked = new Promise<void>((resolve) => document.addEventListener('click', () => resolve(), { once: true, capture: true }))
			Object.defineProperty(window, '__clicked', { value: clicked })
		})
		await usa.locator('summary').tap({ force: true })
		// The tap's click has been dispatched (to what lies under the tab), and the tab is still open.
		await page.evaluate(() => (window as unknown as { __clicked: Promise<void> }).__clicked)
		expect(await isOpen(page, 'usa')).toBe(true)
		await office(page, 'india').locator('summary').focus()
		await page.keyboard.press('Enter')
		await expect.poll(() => office(page, 'india').getByText('Ahmedabad').isVisible()).toBe(true)
		expect(await isOpen(page, 'usa')).toBe(false)
		await expectAccessible(page)

		// The link is a plain link: the next page is a document of its own.
		await link.tap()
		await page.waitForURL('**/service/web-development')
		expect(await page.locator('h1').count()).toBe(1)
	})

	it('find-in-page (a text fragment) opens the closed link group and the closed office', async () => {
		const page = await withoutAppScripts(PHONE)
		// "Site map" between "FAQ" and "Event" is the footer's (the header's menus have their own).
		await page.goto('/#:~:text=FAQ-,Site%20map,-Event')
		const quickLinks = page.locator('footer details.footer-group').first()
		await expect.poll(() => quickLinks.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true)
		expect(await quickLinks.locator('a[href="/site-map"]').isVisible()).toBe(true)

		const [contact] = (await (await fetch(site.url('/api/ContactUs/contactus'))).json()) as { UsaAddress: string }[]
		const other = await withoutAppScripts(PHONE)
		await other.goto(`/#:~:text=${encodeURIComponent(contact!.UsaAddress)}`)
		await expect.poll(() => isOpen(other, 'usa')).toBe(true)
		expect(await isOpen(other, 'india')).toBe(false)
		expect(await office(other, 'usa').getByText('Austin, TX').isVisible()).toBe(true)
	})

	it('on a 1440 px screen the groups stand open under plain headings, with nothing to operate', async () => {
		const page = await withoutAppScripts(DESKTOP)
		await page.goto('/')
		for (const name of ['Quick links', 'Services']) {
			const group = page.locator('footer').getByRole('navigation', { name })
			expect(await group.getByRole('heading', { name, level: 2 }).isVisible(), name).toBe(true)
			expect(await group.locator('summary').isVisible(), name).toBe(false)
			for (const link of await group.locator('a').all()) expect(await link.isVisible(), (await link.getAttribute('href')) ?? '').toBe(true)
		}
		expect(await page.locator('footer a[href="/faq"]').isVisible()).toBe(true)
		// Only the offices are disclosures there: a group's title is not announced as a collapsed control over an open list.
		expect(await footerDisclosures(page)).toEqual(['India: expanded', 'USA: collapsed'])
		await office(page, 'usa').locator('summary').click()
		await expect.poll(() => office(page, 'usa').getByText('Austin, TX').isVisible()).toBe(true)
		await expectAccessible(page)
	})
})

describe('the footer when its script arrives', () => {
	it('turns the offices into tabs where they are, keeping the office the visitor chose and the focus', async () => {
		let release = () => {}
		const arrived = new Promise<void>((resolve) => (release = resolve))
		const page = await site.page(PHONE, { hasTouch: true })
		await page.route('**/assets/*.js', async (route) => {
			await arrived
			await route.continue()
		})
		await page.goto('/', { waitUntil: 'domcontentloaded' })
		await page.locator('footer .office-tabs').scrollIntoViewIfNeeded()
		await office(page, 'usa').locator('summary').tap()
		await expect.poll(() => isOpen(page, 'usa')).toBe(true)
		expect(await office(page, 'usa').locator('summary').evaluate((summary) => summary === document.activeElement)).toBe(true)
		const before = await officeBoxes(page)
		// Layout shifts of the footer from here on: the tap's own were recorded with the frames it caused
		// (and the script, when it arrives, is long past them).
		await framesRendered(page)
		await page.evaluate(() => {
			const shifts: string[] = []
			const add = (entries: PerformanceEntryList) => {
				for (const entry of entries as unknown as { value: number; sources: { node?: Node }[] }[]) {
					for (const source of entry.sources) {
						const element = source.node instanceof Element ? source.node : source.node?.parentElement
						if (element?.closest('footer') && !element.closest('form')) shifts.push(`${element.outerHTML.slice(0, 80)} ${entry.value}`)
					}
				}
			}
			const observer = new PerformanceObserver((list) => add(list.getEntries()))
			observer.observe({ type: 'layout-shift' })
			// The shifts delivered, and those recorded but not yet handed to the observer.
			Object.defineProperty(window, '__footerShifts', { value: () => (add(observer.takeRecords()), shifts) })
		})

		release()
		await page.locator('.office-tabs[data-tabs]').waitFor()
		const usa = page.getByRole('tab', { name: 'USA' })
		expect(await usa.getAttribute('aria-selected')).toBe('true')
		expect(await usa.evaluate((tab) => tab === document.activeElement)).toBe(true)
		expect(await page.locator('[role="tabpanel"]:not([hidden])').textContent()).toContain('Austin')
		expect(await officeBoxes(page)).toEqual(before)
		// The frames that show the tabs: a shift they made is recorded by then.
		await framesRendered(page)
		expect(await page.evaluate(() => (window as unknown as { __footerShifts: () => string[] }).__footerShifts())).toEqual([])
		// The tabs by keyboard, once enhanced.
		await page.keyboard.press('Home')
		await expect.poll(() => page.getByRole('tab', { name: 'India' }).getAttribute('aria-selected')).toBe('true')
		await expectAccessible(page)
	})
})

/** The footer's visible links whose row is lower than 44 px (a phone's tap target). */
function smallLinkRows(page: Page): Promise<string[]> {
	return page.locator('footer details.footer-group a').evaluateAll((links) =>
		links.filter((a) => a.checkVisibility() && a.getBoundingClientRect().height < 44).map((a) => a.getAttribute('href')!),
	)
}
