import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { launchBrowser } from '#scripts/lib/browser.ts'

export const PHONE = { width: 360, height: 740 }
export const DESKTOP = { width: 1440, height: 900 }

export interface Site {
	/** Absolute URL of a path on the running server. */
	url: (pathname: string) => string
	/** A new page (own context) at the given viewport, with other context options (JavaScript off); closed after the file. */
	page: (viewport?: { width: number; height: number }, options?: BrowserContextOptions) => Promise<Page>
	server: () => RunningServer
	/** The server's data directory (its SQLite database is site.db there). */
	dataDir: () => string
}

/**
 * Starts the production server on a fresh SQLite database with the demo
 * content and a Chromium for one test file.
 */
export function useSite(env: Record<string, string> = {}): Site {
	let server: RunningServer
	let browser: Browser
	let dataDir: string
	const pages: Page[] = []

	beforeAll(async () => {
		dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-'))
		;[server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, DATABASE_URL: '', ...env }), launchBrowser()])
	})
	afterAll(async () => {
		await Promise.all(pages.map((page) => page.context().close()))
		await browser?.close()
		await server?.stop()
		if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
	})

	return {
		url: (pathname) => server.url + pathname,
		page: async (viewport = DESKTOP, options = {}) => {
			const context = await browser.newContext({ ...options, viewport, baseURL: server.url })
			const page = await context.newPage()
			pages.push(page)
			return page
		},
		server: () => server,
		dataDir: () => dataDir,
	}
}

/** The server-rendered HTML of a path, as a crawler sees it (no JavaScript). */
export async function serverHtml(site: Site, pathname: string): Promise<{ status: number; html: string }> {
	const response = await fetch(site.url(pathname))
	return { status: response.status, html: await response.text() }
}

/** Runs axe on the page and fails on any critical or serious violation, listing them. */
export async function expectAccessible(page: Page) {
	const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
	const serious = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious')
	const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('\n  ')}`)
	expect(report, `axe violations on ${page.url()}`).toEqual([])
}

/**
 * From the next document on, keeps each violation the page's Content-Security-Policy reports,
 * recorded before the document's first script runs; read them with policyViolations().
 */
export async function recordPolicyViolations(page: Page) {
	await page.addInitScript(() => {
		const seen: string[] = []
		Object.defineProperty(window, '__cspViolations', { value: seen })
		document.addEventListener('securitypolicyviolation', (event) => {
			seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile || location.pathname}:${event.lineNumber}:${event.columnNumber} ${event.sample}`)
		})
	})
}

/** The violations the current document has reported so far (recordPolicyViolations). */
export function policyViolations(page: Page): Promise<string[]> {
	return page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)
}

/** How wide the page lays out: wider than the window means it scrolls sideways. */
export const pageWidth = (page: Page): Promise<number> => page.evaluate(() => document.documentElement.scrollWidth)

/** The page does not scroll sideways at the window's width: the one check of it the journeys use. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
	const width = page.viewportSize()!.width
	expect(await pageWidth(page), `${new URL(page.url()).pathname} at ${width} px`).toBeLessThanOrEqual(width)
}

/**
 * Waits until React has hydrated the page, so clicks and typing reach their handlers. On a page of
 * islands (decisions 069, 089): until the islands' runtime has wired each island and, unless
 * `islands: 'wired'`, each island is hydrated, as it is when a visitor reaches for it (a pointer
 * over it); `'wired'` leaves them as the page left them, for tests of when they hydrate.
 */
export async function hydrated(page: Page, { islands = 'hydrated' }: { islands?: 'hydrated' | 'wired' } = {}) {
	await page.waitForFunction(() => {
		const root = document.documentElement
		return root.hasAttribute('data-islands') ? root.dataset.islandsReady === 'true' : root.dataset.hydrated === 'true'
	})
	if (islands === 'wired' || !(await page.evaluate(() => document.documentElement.hasAttribute('data-islands')))) return
	await page.evaluate(() => {
		for (const wrapper of document.querySelectorAll<HTMLElement>('[data-island]:not([data-hydrated])')) wrapper.firstElementChild?.dispatchEvent(new Event('pointerover', { bubbles: true }))
	})
	await page.waitForFunction(() => [...document.querySelectorAll<HTMLElement>('[data-island]')].every((wrapper) => wrapper.dataset.hydrated === 'true'))
}

/** Text of server-rendered HTML with the entities React escapes turned back. */
export function decodeEntities(text: string): string {
	return text
		.replace(/&gt;/g, '>')
		.replace(/&lt;/g, '<')
		.replace(/&quot;/g, '"')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&amp;/g, '&')
}

/** The facts a crawler reads from a server-rendered page. */
export function pageFacts(html: string) {
	const first = (pattern: RegExp) => {
		const found = pattern.exec(html)?.[1]
		return found === undefined ? undefined : decodeEntities(found)
	}
	return {
		h1s: [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => decodeEntities(m[1]!.replace(/<[^>]+>/g, '')).trim()),
		title: first(/<title>([\s\S]*?)<\/title>/),
		description: first(/<meta name="description" content="([^"]*)"/),
		keywords: first(/<meta name="keywords" content="([^"]*)"/),
		canonical: first(/<link rel="canonical" href="([^"]+)"/),
		ogTitle: first(/<meta property="og:title" content="([^"]*)"/),
		ogImage: first(/<meta property="og:image" content="([^"]+)"/),
		main: /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '',
	}
}

/**
 * Whether the browser tells assistive technology that a control is expanded, read from Chromium's
 * accessibility tree: a popover's invoker (`popovertarget`) and a `<summary>` carry no aria-expanded
 * attribute, their state is the browser's own. undefined when the control has no such state.
 */
export async function axExpanded(control: Locator): Promise<boolean | undefined> {
	const page = control.page()
	const cdp = await page.context().newCDPSession(page)
	try {
		await control.evaluate((element) => element.setAttribute('data-ax-probe', ''))
		const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
		const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '[data-ax-probe]' })
		const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
		const expanded = nodes[0]?.properties?.find((property) => property.name === 'expanded')
		return expanded === undefined ? undefined : expanded.value.value === true
	} finally {
		await control.evaluate((element) => element.removeAttribute('data-ax-probe'))
		await cdp.detach()
	}
}

/** Signs a member of staff in at /admin/login, as a person does, and waits for the overview. */
export async function signInToBackOffice(page: Page, email: string, password: string): Promise<void> {
	await page.goto('/admin/login')
	await hydrated(page)
	await page.getByLabel('Email').fill(email)
	await page.getByLabel('Password').fill(password)
	await page.getByRole('button', { name: 'Sign in' }).click()
	await page.getByRole('heading', { name: 'Overview' }).waitFor()
}

/**
 * Waits until no transition or animation runs on the element or inside it: a menu's or a tooltip's
 * delays (`visibility` transitions) have run out, so what the pointer did has taken effect. A test that
 * checks something did not happen waits for this instead of a fixed time. (Reading the animations
 * brings the element's style up to date first, so a change the last event made is among them; it
 * needs no timer or frame callback, so it works in a page whose scripts are off.)
 */
export async function transitionsDone(element: Locator): Promise<void> {
	await element.evaluate(async (el) => {
		for (let running = el.getAnimations({ subtree: true }); running.length > 0; running = el.getAnimations({ subtree: true })) {
			// A transition reversed on the way is cancelled, and its promise rejects: then the next one is awaited.
			await Promise.allSettled(running.map((animation) => animation.finished))
		}
	})
}

/** Waits until the browser has rendered `count` more frames: a change the page made is on screen, and its layout shifts recorded. */
export async function framesRendered(page: Page, count = 2): Promise<void> {
	await page.evaluate(async (frames) => {
		for (let frame = 0; frame < frames; frame++) await new Promise((resolve) => requestAnimationFrame(resolve))
	}, count)
}
