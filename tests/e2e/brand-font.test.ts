import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, useSite } from './site.ts'

const site = useSite()

/**
 * What a first-time visitor's browser really draws the first page with: the
 * platform fonts Chromium used for a node's text (its devtools protocol),
 * not the font-family the style names.
 */
describe('the brand font on a first visit', () => {
	for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
		// `font-display: optional` gives the font about 100 ms of wall time: with another test file's
		// browser busy on the same two cores, that window can close before the font is decoded (the
		// page is then drawn, unmoved, in the fallback). A retry asks again on a fresh profile.
		it(`draws the first page's heading and text in Plus Jakarta Sans, and nothing moves (${name})`, { retry: 2 }, async () => {
			// A context of its own is a fresh profile: an empty cache, no font from an earlier page.
			const page = await site.page(viewport)
			await page.addInitScript(() => {
				const shifts: { value: number; moved: string[] }[] = []
				type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }
				const describe = (node?: Node) => (node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : String(node?.nodeName))
				new PerformanceObserver((list) => {
					for (const entry of list.getEntries() as Shift[]) {
						if (!entry.hadRecentInput) shifts.push({ value: entry.value, moved: entry.sources.map((source) => describe(source.node)) })
					}
				}).observe({ type: 'layout-shift', buffered: true })
				Object.assign(window, { layoutShifts: shifts })
			})
			await page.goto('/', { waitUntil: 'load' })
			await page.evaluate(() => document.fonts.ready)
			const cdp = await page.context().newCDPSession(page)
			await cdp.send('DOM.enable')
			await cdp.send('CSS.enable')
			const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
			for (const selector of ['h1', 'main p']) {
				const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
				const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
				expect(fonts.map((font) => font.familyName), selector).toEqual(['Plus Jakarta Sans'])
			}
			// What moved, named, so a failure says which element shifted.
			expect(await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts)).toEqual([])
		})
	}
})
