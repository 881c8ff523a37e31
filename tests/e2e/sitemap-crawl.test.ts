import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { hydrated, pageWidth, policyViolations, recordPolicyViolations, useSite } from './site.ts'

const WIDTHS = [320, 360]

/**
 * One walk over every URL of the sitemap in Chromium, a phone's width, that
 * checks what each public page owes every visitor: it answers 200, hydrates
 * under its strict Content-Security-Policy without a violation (decision 045),
 * the second time from the page cache, and lays out no wider than a phone of
 * 320 or 360 px. One walk for all three keeps CI within its time: the back
 * office's widths are crawled in no-sideways-scroll.test.ts, the policy's
 * interactive parts in csp.test.ts.
 */
describe('every URL of the sitemap in a phone-sized Chromium', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })

	/** Every <loc> of every sitemap that /sitemap.xml names, as paths. */
	async function sitemapPaths(): Promise<string[]> {
		const locs = async (pathname: string) => [...(await (await fetch(site.url(pathname))).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')))
		const paths: string[] = []
		for (const child of await locs('/sitemap.xml')) {
			if (!child.pathname.endsWith('.xml')) paths.push(child.pathname + child.search)
			else for (const url of await locs(child.pathname)) paths.push(url.pathname + url.search)
		}
		return [...new Set(paths)]
	}

	/** The widths at which the loaded page lays out wider than the window (the window resized in place). */
	async function tooWide(page: Page, path: string): Promise<string[]> {
		const found: string[] = []
		for (const width of WIDTHS) {
			if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 740 })
			const scrollWidth = await pageWidth(page)
			if (scrollWidth > width) found.push(`${path} at ${width} px: ${scrollWidth} px wide`)
		}
		await page.setViewportSize({ width: WIDTHS[0]!, height: 740 })
		return found
	}

	it('answers, hydrates without a policy violation, from the cache the second time, and fits 320 and 360 px', async () => {
		const paths = await sitemapPaths()
		expect(paths.length).toBeGreaterThan(50)
		const violations: string[] = []
		const refusals: string[] = []
		const wide: string[] = []
		const page = await site.page({ width: WIDTHS[0]!, height: 740 })
		await recordPolicyViolations(page)
		page.on('console', (message) => {
			if (/Content Security Policy|Refused to/i.test(message.text())) refusals.push(`${page.url()}: ${message.text()}`)
		})
		const visit = async (path: string, label = path) => {
			const response = await page.goto(path)
			expect(response?.status(), path).toBe(200)
			await hydrated(page)
			const seen = await policyViolations(page)
			violations.push(...seen.map((violation) => `${label}: ${violation}`))
			return response!
		}
		for (const path of paths) {
			await visit(path)
			wide.push(...(await tooWide(page, path)))
		}
		// Pages again, as the cache keeps them (the same bytes and policy every visitor gets).
		for (const path of paths.slice(0, 10)) {
			const response = await visit(path, `${path} (cached)`)
			expect(response.headers()['x-cache'], path).toBe('HIT')
		}
		console.log(`${paths.length} sitemap URLs loaded and hydrated in Chromium`)
		expect(violations).toEqual([])
		expect(refusals).toEqual([])
		expect(wide).toEqual([])
	})
})
