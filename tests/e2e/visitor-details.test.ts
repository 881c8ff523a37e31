import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, expectAccessible, hydrated, useSite } from './site.ts'

const site = useSite()

/** How far the page scrolls sideways (0 when it fits). */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

describe.each([
	['phone', PHONE],
	['desktop', DESKTOP],
] as const)('what a visitor sees on a %s', (label, viewport) => {
	it('the comparison table keeps its plan names in view as it scrolls, one plan at a time on a phone, with every description in the HTML, all without JavaScript', async () => {
		const page = await site.page(viewport, { javaScriptEnabled: false })
		await page.goto('/feature-comparison')
		const plans = page.locator('.pricing-table thead th[data-plan]:visible')
		const competitive = page.locator('tr', { has: page.getByRole('button', { name: 'About Competitive Analysis' }) }).locator('td:visible')
		if (label === 'phone') {
			expect(await plans.allInnerTexts()).toEqual([expect.stringMatching(/^Starter/)])
			expect(await competitive.allInnerTexts()).toEqual(['Not included'])
			await page.getByRole('radio', { name: /^Advanced/ }).check()
			expect(await plans.allInnerTexts()).toEqual([expect.stringMatching(/^Advanced/)])
			expect(await competitive.allInnerTexts()).toEqual(['Included'])
		} else {
			expect(await plans.count()).toBe(5)
			expect(await page.locator('.pricing-switch').isVisible()).toBe(false)
		}
		expect(await sideways(page)).toBe(0)

		// Far down the table, the header is still there, below where the fixed navbar sits, and nothing covers it.
		await page.locator('.pricing-table tbody tr').last().scrollIntoViewIfNeeded()
		const header = (await plans.first().boundingBox())!
		expect(header.y).toBeGreaterThanOrEqual(70)
		expect(header.y).toBeLessThan(100)
		expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('thead') !== null, [header.x + header.width / 2, header.y + header.height / 2])).toBe(true)

		// Each (i) is described by its text, which is in the page and shows on hover and on focus.
		const info = page.getByRole('button', { name: 'About Keyword Analysis' })
		const description = page.locator(`[id="${await info.getAttribute('aria-describedby')}"]`)
		expect(await description.textContent()).toMatch(/keyword/i)
		expect(await description.isVisible()).toBe(false)
		await info.scrollIntoViewIfNeeded()
		await info.focus()
		await description.waitFor()
		const tip = (await description.boundingBox())!
		expect(tip.x).toBeGreaterThanOrEqual(0)
		expect(tip.x + tip.width).toBeLessThanOrEqual(viewport.width)
	})

	it('the event lightbox puts each caption below its photo, with its place in the series', async () => {
		const page = await site.page(viewport)
		await page.goto('/event')
		await Promise.all([page.waitForURL(/\/eventdetails\//), page.locator('.event-card a').first().click()])
		await hydrated(page)
		const thumbs = page.locator('.event-gallery__thumb')
		const count = await thumbs.count()
		await thumbs.nth(1).click()
		await page.getByRole('dialog').waitFor()
		const slide = page.locator('.yarl__slide_current')
		await expect.poll(() => slide.locator('.event-lightbox__count').textContent()).toBe(`2 of ${count}`)
		const photo = (await slide.locator('img').boundingBox())!
		const caption = (await slide.locator('figcaption').boundingBox())!
		expect(caption.y).toBeGreaterThanOrEqual(photo.y + photo.height)
		expect(caption.y + caption.height).toBeLessThanOrEqual(viewport.height)
		expect(photo.width).toBeGreaterThan(viewport.width / 2)
		await page.keyboard.press('ArrowRight')
		await expect.poll(() => slide.locator('.event-lightbox__count').textContent()).toBe(`3 of ${count}`)
	})

	it('a blog post\'s code blocks can be scrolled from the keyboard', async () => {
		const page = await site.page(viewport)
		await page.goto('/blogdetail/core-web-vitals-for-small-business-sites')
		const blocks = page.locator('.prose pre')
		expect(await blocks.count()).toBeGreaterThan(0)
		for (const block of await blocks.all()) {
			expect(await block.getAttribute('tabindex')).toBe('0')
			expect(await block.getAttribute('role')).toBe('region')
			expect(await block.getAttribute('aria-label')).toMatch(/^Code example \d+$/)
		}
		if (label === 'phone') {
			// At 360 px the first block is wider than its box; the arrow keys scroll it once it has focus.
			const first = blocks.first()
			expect(await first.evaluate((pre) => pre.scrollWidth > pre.clientWidth)).toBe(true)
			await first.focus()
			await page.keyboard.press('ArrowRight')
			await expect.poll(() => first.evaluate((pre) => pre.scrollLeft)).toBeGreaterThan(0)
		}
		await expectAccessible(page)
	})
})
