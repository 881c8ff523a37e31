import { describe, expect, test } from 'vitest'
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, PHONE, serverHtml, useSite } from './site.ts'

/*
 * A case study (decision 030): reached from the home page and from its
 * project's portfolio entry, readable and accessible at phone and desktop
 * widths, without sideways scrolling.
 */
const site = useSite()

describe('case studies', () => {
	test('a visitor opens a case study from the home page on a phone and reads it whole', async () => {
		const page = await site.page(PHONE)
		await page.goto('/')
		const card = page.getByRole('region', { name: 'Results our clients can count' }).getByRole('link').first()
		const title = (await card.textContent())!.trim()
		await card.click()
		await page.waitForURL(/\/case-study\/[a-z0-9-]+$/)
		await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(title)
		for (const heading of ['Results', 'The brief', 'Our approach', 'Gallery', 'What we delivered', 'Credits', 'Want results like these?', 'Next case studies']) {
			expect(await page.getByRole('heading', { level: 2, name: heading, exact: true }).count(), heading).toBe(1)
		}
		expect(await page.getByRole('link', { name: 'Start your project' }).getAttribute('href')).toBe('/contact-us')
		await expectNoSidewaysScroll(page)
		await expectAccessible(page)
	})

	test("a visitor on a desktop follows a project's \"Read the case study\" link to its story, then on to the next one", async () => {
		const page = await site.page(DESKTOP)
		await page.goto('/portfolio/php')
		const link = page.getByRole('link', { name: 'Read the case study of Marigold Dental Care' })
		await link.click()
		await page.waitForURL(/\/case-study\/marigold-dental-care$/)
		await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('Marigold Dental Care')
		expect(await page.locator('.case-study__figures dd').count()).toBeGreaterThanOrEqual(3)
		await expectAccessible(page)

		const next = page.getByRole('navigation', { name: 'Next case studies' }).getByRole('link').first()
		const nextTitle = (await next.textContent())!.trim()
		await next.click()
		await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain(nextTitle)
		expect(page.url()).not.toMatch(/marigold-dental-care$/)
	})

	test('the story is a page of islands: no router in the page, and a link tapped on a slow phone before any script is followed', async () => {
		const { html } = await serverHtml(site, '/case-study/marigold-dental-care')
		expect(html).toMatch(/<html[^>]* data-islands=""/)
		expect(html).not.toMatch(/<script[^>]* type="module"|rel="modulepreload"/)

		const page = await site.page(PHONE)
		const cdp = await page.context().newCDPSession(page)
		await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 })
		await page.goto('/case-study/marigold-dental-care', { waitUntil: 'domcontentloaded' })
		await page.getByRole('link', { name: 'Start your project' }).click()
		await page.waitForURL(/\/contact-us$/)
		await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Get In Touch With Us')
	})
})
