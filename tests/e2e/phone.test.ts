import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageTemplateUrls } from '#scripts/lib/page-templates.ts'
import { DESKTOP, expectAccessible, framesRendered, hydrated, PHONE, serverHtml, useSite } from './site.ts'

/*
 * The site on a 360 px phone: every tap target is big enough, no word is cut
 * in two and nothing runs off the side, on one page of every template.
 */

const site = useSite()

/** WCAG 2.5.5 (AAA) size, which the site holds itself to for everything but links in running text (2.5.8's inline exception). */
const MIN_TARGET = 44

const templateUrls = () => pageTemplateUrls(site.url(''))

async function visit(page: Page, pathname: string) {
	await page.goto(pathname)
	await hydrated(page)
}

/**
 * The visible tap targets smaller than `min` × `min` CSS pixels, described as
 * "selector "text" W×H". What counts, in this one place:
 * - targets: links with an href, buttons, form fields, summaries, [role=button] and [tabindex="0"];
 * - a target's box is its own border box, except: a checkbox or radio inside its
 *   label is measured by the label (a tap on the label toggles it), and a
 *   "stretched" link whose ::after covers its positioned ancestor (a whole card) by that ancestor;
 * - not visible: hidden by CSS or a closed <details>, a 1 px visually-hidden box, or
 *   wholly above or left of the page (the skip link until it is focused, the forms' honeypot);
 * - exempt (WCAG 2.5.8's inline exception, read narrowly): a link laid out inline
 *   directly in the text of a p, li, dd, td, th, blockquote or figcaption (not in a
 *   heading or other block inside it) that holds at least three more words of its own
 *   (a word: something with a letter; a date is not a sentence) besides its links and
 *   buttons: a link inside a sentence.
 */
function smallTapTargets(page: Page, within = 'body'): Promise<string[]> {
	return page.evaluate(([within, min]) => {
		const words = (text: string) => text.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length
		const inRunningText = (element: Element) => {
			if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
			// The block the link is laid out in (past inline wrappers such as strong or span) must be the text block itself.
			let block = element.parentElement
			while (block && getComputedStyle(block).display === 'inline') block = block.parentElement
			if (!block?.matches('p, li, dd, td, th, blockquote, figcaption')) return false
			const ownText = [...block.childNodes]
				.map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : node instanceof Element && !node.matches('a, button') && !node.querySelector('a, button') ? node.textContent : ''))
				.join(' ')
			return words(ownText ?? '') >= 3
		}
		const targetBox = (element: HTMLElement): DOMRect => {
			if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) {
				const label = element.closest('label')
				if (label) return label.getBoundingClientRect()
			}
			const after = getComputedStyle(element, '::after')
			if (after.content !== 'none' && after.position === 'absolute' && after.inset === '0px' && element.offsetParent) {
				return element.offsetParent.getBoundingClientRect()
			}
			return element.getBoundingClientRect()
		}
		const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [tabindex="0"]'
		const small: string[] = []
		for (const element of document.querySelector(within)!.querySelectorAll<HTMLElement>(selector)) {
			if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue
			const own = element.getBoundingClientRect()
			if (own.width <= 1 || own.height <= 1 || own.bottom + window.scrollY <= 0 || own.right + window.scrollX <= 0) continue
			if (inRunningText(element)) continue
			const box = targetBox(element)
			if (box.width >= min - 0.5 && box.height >= min - 0.5) continue
			const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\s+/).join('.') : ''}`
			const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
			small.push(`${name} "${text}" ${Math.round(box.width)}×${Math.round(box.height)}`)
		}
		return small
	}, [within, MIN_TARGET] as const)
}

/**
 * Text that does not fit: a line that breaks inside a word, text that runs out of
 * a box holding it, and a page wider than the screen. A line may break
 * only at a space, after a hyphen, dash or slash, or between two text nodes
 * (an element edge or a <wbr>); any other break is a word cut in two.
 */
function textFaults(page: Page, within = 'body'): Promise<string[]> {
	return page.evaluate((within) => {
		const faults: string[] = []
		const root = document.querySelector(within)!
		if (document.documentElement.scrollWidth > document.documentElement.clientWidth) {
			faults.push(`the page is ${document.documentElement.scrollWidth} px wide on a ${document.documentElement.clientWidth} px screen`)
		}
		const breaksAfter = /[\s\-‐–—/\u00ad\u200b]/
		const breaksBefore = /[\s–—\u200b]/
		const range = document.createRange()
		const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
			const text = node.data
			const parent = node.parentElement
			if (!parent || !text.trim() || !parent.checkVisibility({ checkVisibilityCSS: true })) continue
			range.selectNodeContents(node)
			const lines = [...range.getClientRects()].filter((rect) => rect.width > 0)
			if (lines.length === 0) continue
			// Text outside a box that holds it. The walk up stops at a box that clips or scrolls
			// (what lies beyond it is hidden or scrolled to, deliberately), before the track of a
			// scroller or carousel (its items lie beyond it), at a positioned popup and at the body.
			for (let box: Element | null = parent; box && box !== document.body; box = box.parentElement) {
				const style = getComputedStyle(box)
				if (style.overflowX !== 'visible' || getComputedStyle(box.parentElement!).overflowX !== 'visible') break
				if (style.display === 'contents') continue
				const edges = box.getBoundingClientRect()
				if (lines.some((line) => line.right > edges.right + 1 || line.left < edges.left - 1)) {
					faults.push(`"${text.trim().slice(0, 40)}" sticks out of ${box.tagName.toLowerCase()}${box.classList.length ? '.' + [...box.classList].join('.') : ''}`)
					break
				}
				if (style.position === 'absolute' || style.position === 'fixed') break
			}
			if (lines.length === 1) continue
			// A line break inside the node: find where, character by character.
			let previous = -1
			let previousTop = 0
			for (let i = 0; i < text.length; i++) {
				if (/\s/.test(text[i]!)) continue
				range.setStart(node, i)
				range.setEnd(node, i + 1)
				const rect = range.getBoundingClientRect()
				if (rect.height === 0) continue
				if (previous >= 0 && rect.top > previousTop + rect.height / 2) {
					const between = text.slice(previous + 1, i)
					if (!/\s/.test(between) && !breaksAfter.test(text[previous]!) && !breaksBefore.test(text[i]!)) {
						const start = text.lastIndexOf(' ', previous) + 1
						const end = text.indexOf(' ', i)
						faults.push(`"${text.slice(start, end < 0 ? undefined : end)}" breaks after "${text.slice(start, i)}"`)
					}
				}
				previous = i
				previousTop = rect.top
			}
		}
		return faults
	}, within)
}

describe('the site on a 360 px phone', () => {
	it('every tap target on one page of each template is at least 44 × 44 px, links inside sentences aside', async () => {
		const page = await site.page(PHONE)
		const found: Record<string, string[]> = {}
		for (const pathname of await templateUrls()) {
			await visit(page, pathname)
			const small = await smallTapTargets(page)
			if (small.length) found[pathname] = small
		}
		expect(found).toEqual({})
	})

	it('no line breaks inside a word and nothing is wider than the screen, on one page of each template', async () => {
		const page = await site.page(PHONE)
		const found: Record<string, string[]> = {}
		for (const pathname of await templateUrls()) {
			await visit(page, pathname)
			const faults = await textFaults(page)
			if (faults.length) found[pathname] = faults
		}
		expect(found).toEqual({})
	})

	it('the footer e-mails of both offices wrap only at sensible points', async () => {
		const page = await site.page(PHONE)
		await visit(page, '/')
		for (const office of ['India', 'USA']) {
			await page.getByRole('tab', { name: office }).click()
			const panel = page.locator('[role="tabpanel"]:not([hidden])')
			await expect.poll(() => panel.textContent()).toContain('@')
			expect(await textFaults(page, '.office-tabs'), office).toEqual([])
			expect(await smallTapTargets(page, '.office-tabs'), office).toEqual([])
		}
	})

	it('the top bar is one compact row whose e-mail and phone links keep their names', async () => {
		const page = await site.page(PHONE)
		await visit(page, '/')
		const topbar = page.locator('.topbar')
		const box = (await topbar.boundingBox())!
		expect(box.height).toBeLessThanOrEqual(MIN_TARGET + 8)
		const mail = topbar.getByRole('link', { name: /hello@lanternfish\.example/ })
		const phone = topbar.getByRole('link', { name: /\+91 79 4890 2210/ })
		expect(await mail.getAttribute('href')).toBe('mailto:hello@lanternfish.example')
		expect(await phone.getAttribute('href')).toBe('tel:+917948902210')
		const tops = await Promise.all([mail, phone].map(async (link) => (await link.boundingBox())!.y))
		expect(Math.abs(tops[0]! - tops[1]!)).toBeLessThan(2)
		// The social profiles are in the footer on a phone (and in the top bar on wider screens).
		expect(await topbar.locator('.social-links').isVisible()).toBe(false)
		// Five live networks: the record's Google+ page is not drawn (decision 084).
		expect(await page.locator('footer .social-links a').count()).toBe(5)
		await expectAccessible(page)
	})
})

describe('the social links and the footer groups', () => {
	it('show a brand icon named "<Company> on <Network>" for every social profile', async () => {
		for (const viewport of [DESKTOP, PHONE]) {
			const page = await site.page(viewport)
			await visit(page, '/')
			const scope = viewport === DESKTOP ? '.topbar .social-links' : 'footer .social-links'
			const links = page.locator(`${scope} a`)
			const names = await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('aria-label')))
			expect(names).toEqual(['Facebook', 'LinkedIn', 'Instagram', 'X (Twitter)', 'Pinterest'].map((network) => `Lanternfish Digital on ${network}`))
			const icons = await links.evaluateAll((anchors) =>
				anchors.map((a) => {
					const svg = a.querySelector('svg')
					return {
						hidden: svg?.getAttribute('aria-hidden'),
						drawn: !!svg?.querySelector('path') && (svg?.getBoundingClientRect().width ?? 0) >= 16,
						text: a.textContent?.trim(),
					}
				}),
			)
			for (const icon of icons) expect(icon).toEqual({ hidden: 'true', drawn: true, text: '' })
		}
	})

	it('collapse the footer link groups into disclosures on a phone and show them open on a desktop, without JavaScript too', async () => {
		const phone = await site.page(PHONE)
		await visit(phone, '/')
		const groups = phone.locator('footer details.footer-group')
		expect(await groups.count()).toBe(2)
		for (const name of ['Quick links', 'Services']) {
			const group = phone.locator('footer details.footer-group', { has: phone.locator('summary', { hasText: name }) })
			expect(await group.evaluate((el) => (el as HTMLDetailsElement).open), name).toBe(false)
			expect(await group.locator('ul a').first().isVisible(), name).toBe(false)
			await group.locator('summary').focus()
			await phone.keyboard.press('Enter')
			await expect.poll(() => group.locator('ul a').first().isVisible(), { message: name }).toBe(true)
		}
		await expectAccessible(phone)

		const desktop = await site.page(DESKTOP)
		await visit(desktop, '/')
		for (const link of ['/faq', '/site-map', '/service/web-development']) {
			expect(await desktop.locator(`footer a[href="${link}"]`).isVisible(), link).toBe(true)
		}
		// There a group's title is a heading, not a control: its summary is not drawn (nothing to tab to, no "collapsed"
		// to announce over an open list), and a click on the title keeps the list open.
		for (const name of ['Quick links', 'Services']) {
			const group = desktop.locator('footer').getByRole('navigation', { name })
			expect(await group.getByRole('heading', { name, level: 2 }).isVisible(), name).toBe(true)
			const summary = group.locator('summary')
			expect(await summary.isVisible(), name).toBe(false)
			expect(await summary.evaluate((el) => ((el as HTMLElement).focus(), el === document.activeElement)), name).toBe(false)
			await group.getByRole('heading', { name }).click()
			expect(await group.locator('ul a').first().isVisible(), name).toBe(true)
		}

		// The server's HTML alone (no script) opens the groups on a desktop and lets a phone open them.
		const context = await desktop.context().browser()!.newContext({ viewport: PHONE, javaScriptEnabled: false })
		try {
			const bare = await context.newPage()
			await bare.goto(site.url('/'))
			const summary = bare.locator('footer details.footer-group summary', { hasText: 'Services' })
			await summary.click()
			expect(await bare.locator('footer a[href="/service/web-development"]').isVisible()).toBe(true)
			await bare.setViewportSize(DESKTOP)
			await bare.reload()
			expect(await bare.locator('footer a[href="/faq"]').isVisible()).toBe(true)
		} finally {
			await context.close()
		}
	})
})

describe('the first paint', () => {
	it('needs the document alone on a public page (its stylesheets inside it, no module or font preloads); the back office is React Router\'s own and hydrates cleanly', async () => {
		for (const pathname of ['/', '/portfolio/php', '/blog']) {
			const { html } = await serverHtml(site, pathname)
			const head = html.slice(0, html.indexOf('</head>'))
			expect(head, pathname).toMatch(/<style data-stylesheet="\/assets\/root-[^"]+\.css">[^<]*\.site-header/)
			expect(head, pathname).not.toMatch(/<link\b[^>]* rel="stylesheet"/)
			expect(head, pathname).not.toContain('rel="modulepreload"')
			expect(head, pathname).not.toMatch(/<link\b[^>]* as="font"/)
			// The islands' runtime, named inside the hashed loader that inserts it (decisions 045, 089, 098).
			expect(html, pathname).toMatch(/\("\/assets\/islands\.client-[\w-]+\.js"\)<\/script>/)
		}
		// A page the router hydrates goes out as React Router writes it (decision 100): linked sheets, its modules preloaded.
		const { html: login } = await serverHtml(site, '/admin/login')
		const loginHead = login.slice(0, login.indexOf('</head>'))
		expect(loginHead).toMatch(/<link rel="stylesheet" href="\/assets\/root-[\w-]+\.css"/)
		expect(loginHead).not.toContain('data-stylesheet')
		expect(login).toMatch(/rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/)

		const page = await site.page(PHONE)
		const errors: string[] = []
		page.on('pageerror', (error) => errors.push(error.message))
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		const scripts: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
		})
		await visit(page, '/admin/login')
		// The router's entry hydrates the page as it was rendered; a mismatch would be reported as an error.
		expect(scripts.some((script) => /^\/assets\/entry\.client-/.test(script))).toBe(true)
		await page.getByRole('link', { name: 'Forgot your password?' }).click()
		// A client-side navigation: the next page's modules come through the router, its sheets through <Links>.
		await page.waitForURL('**/admin/forgot-password')
		expect(scripts.filter((script) => /^\/assets\/forgot-password-/.test(script)).length).toBeGreaterThan(0)
		expect(await page.evaluate(() => document.head.querySelectorAll('link[rel="stylesheet"][href^="/assets/root-"]').length)).toBe(1)
		expect(errors).toEqual([])
	})
})

describe('the brand typeface', () => {
	it('is a self-hosted Latin woff2, used when it is there in time, with a metric-matched fallback, and the page does not shift as it loads', async () => {
		const { html } = await serverHtml(site, '/')
		const css = /<style\b[^>]* data-stylesheet="(\/assets\/root-[^"]+\.css)"/.exec(html)?.[1]
		const stylesheet = await (await fetch(site.url(css!))).text()
		const face = /@font-face\s*\{[^}]*font-family:\s*"?'?Plus Jakarta Sans Variable[^}]*\}/.exec(stylesheet)?.[0] ?? ''
		const file = /url\(([^)]+\.woff2)\)/.exec(face)?.[1]
		expect(file).toMatch(/^\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/)
		// optional: a font that comes late is not swapped in, so nothing moves (decision 021).
		expect(face).toMatch(/font-display:\s*optional/)

		const page = await site.page(PHONE)
		// Chromium reports layout shifts to an observer registered before the first paint.
		await page.addInitScript(() => {
			let total = 0
			const add = (entries: PerformanceEntryList) => {
				for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
					if (!entry.hadRecentInput) total += entry.value
				}
			}
			const observer = new PerformanceObserver((list) => add(list.getEntries()))
			observer.observe({ type: 'layout-shift', buffered: true })
			// The shifts delivered, and those recorded but not yet handed to the observer.
			;(window as unknown as { cls: () => number }).cls = () => (add(observer.takeRecords()), total)
		})
		const fonts: string[] = []
		page.on('request', (request) => {
			if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname)
		})
		for (const pathname of ['/', '/portfolio/php', '/contact-us', '/testimonial']) {
			await visit(page, pathname)
			await page.evaluate(() => document.fonts.ready)
			// The frames after the fonts are in: a shift they caused is recorded by then.
			await framesRendered(page)
			expect(await page.evaluate(() => (window as unknown as { cls: () => number }).cls()), pathname).toBe(0)
			expect(await page.evaluate(() => document.fonts.check('1rem "Plus Jakarta Sans Variable"'))).toBe(true)
		}
		expect([...new Set(fonts)]).toEqual([file])

		// Should the font come late, the fallback (Arial or a font with its widths) takes the same room.
		// Capitals have faces of their own: an uppercase eyebrow wraps where the brand font wraps it.
		const room = await page.evaluate(async () => {
			const faces = await document.fonts.load('16px "Plus Jakarta Sans Fallback"')
			const measure = (family: string, weight: number, text: string) => {
				const probe = document.createElement('span')
				probe.style.cssText = `position: absolute; white-space: nowrap; font: ${weight} 100px ${family}`
				probe.textContent = text
				document.body.append(probe)
				const { width, height } = probe.getBoundingClientRect()
				probe.remove()
				return { width, height }
			}
			const texts = { mixed: 'Lanternfish Digital designs, builds and grows websites for businesses in India', capitals: 'WEB DEVELOPMENT · DESIGN · DIGITAL MARKETING' }
			return [400, 600].flatMap((weight) =>
				Object.entries(texts).map(([kind, text]) => ({
					what: `${kind} at ${weight}`,
					local: faces.length > 0,
					brand: measure('"Plus Jakarta Sans Variable"', weight, text),
					fallback: measure('"Plus Jakarta Sans Fallback"', weight, text),
				})),
			)
		})
		for (const { what, local, brand, fallback } of room) {
			if (!local) continue // no Arial-compatible font on this machine: nothing to compare
			expect(Math.abs(fallback.width / brand.width - 1), `width, ${what}`).toBeLessThan(0.015)
			expect(fallback.height, `line height, ${what}`).toBeCloseTo(brand.height, 0)
		}
	})
})
