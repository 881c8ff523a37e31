import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { pageTemplateUrls } from '#scripts/lib/page-templates.ts'
import { DESKTOP, expectAccessible, hydrated, PHONE, useSite } from './site.ts'

/*
 * One page of every template, the case studies' list among them, at a phone's and a desktop's width:
 * with scripts off, everything a visitor can press does something the browser does by itself; with
 * scripts on, axe finds nothing serious.
 */

const site = useSite()
const WIDTHS = [PHONE, DESKTOP] as const

const templateUrls = async () => [...(await pageTemplateUrls(site.url(''))), '/case-study']

/** What a visible control on the page does without script, or why it does nothing. */
interface Trigger {
	/** How the test names it in a failure: tag, class and text. */
	name: string
	/** link: an <a href> to `target`; works: something the browser does alone; dead: nothing happens, and why. */
	kind: 'link' | 'works' | 'dead'
	target?: string
	why?: string
}

/**
 * Every control a visitor sees on the page (links, buttons, summaries, [role=button], labels of
 * controls and the controls themselves) with what it does without script:
 * - an `<a href>` is a link (its target is fetched by the test; a fragment must name an element of the page);
 * - a `<summary>` works as the first child of a `<details>`;
 * - a submit button works inside a form that has an action or is sent by GET, and a disabled one
 *   (a lead form, which only its script sends) when its form shows an e-mail or phone link instead;
 * - a button with `popovertarget` naming a popover of the page works (the browser opens it);
 * - a button that names a description in the page (`aria-describedby`, shown by CSS on hover and focus) works;
 * - a label works when it labels a control, and a radio button, checkbox, text field or file input is the browser's own;
 * - anything else (a `type="button"`, a `[role=button]` that is not a native control, a submit outside
 *   a form that has somewhere to go) is dead.
 */
function triggers(page: Page): Promise<Trigger[]> {
	return page.evaluate(() => {
		const describe = (element: Element) => {
			const classes = typeof element.className === 'string' && element.className.trim() ? '.' + element.className.trim().split(/\s+/).join('.') : ''
			const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
			return `${element.tagName.toLowerCase()}${classes} "${text}"`
		}
		const visible = (element: Element) => {
			if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false
			const box = element.getBoundingClientRect()
			// A 1 px visually hidden control, or one kept above or left of the page (the skip link, the honeypot).
			return box.width > 1 && box.height > 1 && box.bottom + window.scrollY > 0 && box.right + window.scrollX > 0
		}
		const formGoes = (form: HTMLFormElement | null) => !!form && (form.hasAttribute('action') || form.method === 'get')
		const found: Trigger[] = []
		const selector = 'a[href], button, summary, [role="button"], label, input:not([type="hidden"]), select, textarea'
		for (const element of document.querySelectorAll<HTMLElement>(selector)) {
			if (!visible(element)) continue
			const name = describe(element)
			if (element instanceof HTMLAnchorElement) {
				found.push({ name, kind: 'link', target: element.getAttribute('href')! })
			} else if (element.tagName === 'SUMMARY') {
				const details = element.parentElement
				found.push(details instanceof HTMLDetailsElement && details.firstElementChild === element ? { name, kind: 'works' } : { name, kind: 'dead', why: 'a summary outside a details' })
			} else if (element instanceof HTMLButtonElement) {
				const popover = element.popoverTargetElement
				const described = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).some((id) => id && document.getElementById(id))
				// A lead form is sent by its script (the proof of work, decision 019): without it the submit
				// button is disabled and the form says where to write or call instead.
				const saysHowElse = !!element.form && [...element.form.querySelectorAll('a[href^="mailto:"], a[href^="tel:"]')].some(visible)
				if (element.type === 'submit' && element.disabled) found.push(saysHowElse ? { name, kind: 'works' } : { name, kind: 'dead', why: 'a disabled submit button whose form says nothing of another way' })
				else if (element.type === 'submit' && formGoes(element.form)) found.push({ name, kind: 'works' })
				else if (popover?.hasAttribute('popover')) found.push({ name, kind: 'works' })
				else if (element.type === 'button' && described) found.push({ name, kind: 'works' })
				else found.push({ name, kind: 'dead', why: element.type === 'submit' ? 'a submit button in no form that is sent anywhere' : `a ${element.type} button` })
			} else if (element instanceof HTMLLabelElement) {
				found.push(element.control ? { name, kind: 'works' } : { name, kind: 'dead', why: 'a label of no control' })
			} else if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
				if (element instanceof HTMLInputElement && ['submit', 'image'].includes(element.type)) {
					found.push(formGoes(element.form) ? { name, kind: 'works' } : { name, kind: 'dead', why: 'a submit input in no form that is sent anywhere' })
				} else if (element instanceof HTMLInputElement && ['button', 'reset'].includes(element.type)) {
					found.push({ name, kind: 'dead', why: `an input of type ${element.type}` })
				} else found.push({ name, kind: 'works' })
			} else {
				found.push({ name, kind: 'dead', why: 'a role=button that is no native control' })
			}
		}
		return found
	})
}

describe('every template without scripts', () => {
	it('has nothing to press that does nothing: each control is a link that answers, a disclosure, a form that is sent or a native field', async () => {
		const page = await site.page(PHONE, { javaScriptEnabled: false })
		const dead: string[] = []
		const links = new Map<string, string[]>()
		for (const viewport of WIDTHS) {
			await page.setViewportSize(viewport)
			for (const pathname of await templateUrls()) {
				await page.goto(pathname)
				const where = `${pathname} at ${viewport.width} px`
				for (const trigger of await triggers(page)) {
					if (trigger.kind === 'dead') dead.push(`${where}: ${trigger.name}, ${trigger.why}`)
					if (trigger.kind !== 'link') continue
					const target = trigger.target!
					if (target.startsWith('#')) {
						const id = decodeURIComponent(target.slice(1))
						if (id && !(await page.evaluate((id) => !!document.getElementById(id), id))) dead.push(`${where}: ${trigger.name} links #${id}, which is not on the page`)
						continue
					}
					const url = new URL(target, site.url(pathname))
					if (!/^https?:$/.test(url.protocol)) {
						if (!['mailto:', 'tel:'].includes(url.protocol)) dead.push(`${where}: ${trigger.name} links ${target}`)
						continue
					}
					// Other sites are not reached from here (no network); the crawl of the server's HTML checks where they point.
					if (url.origin !== new URL(site.url('')).origin) continue
					url.hash = ''
					const list = links.get(url.href) ?? []
					list.push(`${where}: ${trigger.name}`)
					links.set(url.href, list)
				}
			}
		}
		// Each link's target once: a page or a file, answering 200 (a redirect followed).
		for (const [href, from] of links) {
			const response = await fetch(href)
			await response.body?.cancel()
			if (response.status !== 200) dead.push(`${href} answers ${response.status}, linked from ${from[0]}${from.length > 1 ? ` and ${from.length - 1} more` : ''}`)
		}
		expect(links.size).toBeGreaterThan(100)
		expect(dead).toEqual([])
	})
})

describe('every template with scripts', () => {
	it('has no serious or critical axe violation, at 360 and 1440 px', async () => {
		const page = await site.page(PHONE)
		const failures: string[] = []
		for (const viewport of WIDTHS) {
			await page.setViewportSize(viewport)
			for (const pathname of await templateUrls()) {
				await page.goto(pathname)
				await hydrated(page)
				// Every page is checked before the test fails, so one run lists them all.
				await expectAccessible(page).catch((error: Error) => failures.push(`${viewport.width} px: ${error.message}`))
			}
		}
		expect(failures).toEqual([])
	})
})
