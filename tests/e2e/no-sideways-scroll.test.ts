import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ENTITIES } from '#app/features/cms/entities.ts'
import { ROOT } from '#server/paths.ts'
import { hydrated, pageWidth, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const WIDTHS = [320, 360]

/** A word longer than any phone is wide, as visitors paste them into forms. */
const LONG_WORD = `https://www.example.com/${'very-long-path-segment-'.repeat(8)}end`

/**
 * No page is wider than the phone it is read on: every back-office screen, at
 * 320 and 360 px (every URL of the sitemap is measured in sitemap-crawl.test.ts). In the back office, nothing
 * inside a page scrolls sideways either (a table in a scrolling box hid its
 * names and buttons past the edge): tables are stacked rows there.
 */
describe('the back office fits the width of a phone', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })

	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin', '--name', 'Bo Boss'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
		// One lead of each kind, so the inbox and a lead's screen have something to lay out.
		const db = new SQLite(path.join(site.dataDir(), 'site.db'))
		try {
			const now = new Date().toISOString()
			db.prepare("insert into contact_messages (form, name, email, phone, message, source_page, created_at) values ('contact', 'Nadia Quinn', 'nadia.quinn@example.com', '15125550199', ?, '/contact-us', ?)").run(`Please look at ${LONG_WORD}`, now)
			db.prepare("insert into quote_requests (name, email, phone, website, company, budget, how_know, content, technology, source_page, created_at) values ('Omar Reyes', 'omar@example.com', '15125550123', ?, 'Reyes Ltd', '6000', 'Search', 'A shop', 'php', '/portfolio/php', ?)").run(LONG_WORD, now)
			db.prepare("insert into job_applications (job_title, name, email, phone, description, cv_file, cv_original_name, cv_bytes, source_page, created_at) values ('PHP developer', 'Lee Chan', 'lee@example.com', '15125550111', 'Hello', 'missing.pdf', 'cv.pdf', 1000, '/career', ?)").run(now)
			// A pending comment to moderate and an audit entry with a long detail, for their screens.
			db.prepare("insert into blog_comments (blog_id, name, email, phone, comment, status, created_at) values ((select min(id) from blog_posts), 'Vi Sitor', 'vi@example.com', '', ?, 'pending', ?)").run(`Nice post, see ${LONG_WORD}`, now)
			db.prepare("insert into audit_log (at, actor_email, action, subject, detail, ip) values (?, 'boss@example.com', 'content.updated', 'blog_posts#1', ?, '203.0.113.5')").run(now, JSON.stringify({ fields: ['title', 'summary', 'body_markdown'], note: LONG_WORD }))
		} finally {
			db.close()
		}
	})

	/**
	 * Loads a page once and measures it at each width (the window resized in
	 * place): the widths at which it lays out wider than the window.
	 */
	async function tooWideAt(page: Page, pathname: string): Promise<string[]> {
		await page.setViewportSize({ width: WIDTHS[0]!, height: 740 })
		await page.goto(pathname, { waitUntil: 'domcontentloaded' })
		const found: string[] = []
		for (const width of WIDTHS) {
			if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: 740 })
			const scrollWidth = await pageWidth(page)
			if (scrollWidth > width) found.push(`${pathname} at ${width} px: ${scrollWidth} px wide`)
			if (!pathname.startsWith('/admin')) continue
			// A box of the back office that scrolls sideways inside the page (form fields excepted: they scroll their own text).
			const boxes = await page.evaluate(() =>
				[...document.querySelectorAll('main *')]
					.filter((el) => !el.matches('input, select, textarea') && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX) && el.scrollWidth > el.clientWidth + 1)
					.map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} ${el.scrollWidth} px in ${el.clientWidth}`),
			)
			found.push(...boxes.map((box) => `${pathname} at ${width} px: ${box}`))
		}
		return found
	}

	/**
	 * The back office's screens, found from its own links from the dashboard on:
	 * one screen per route (one record per entity, one lead per kind).
	 */
	async function adminScreens(page: Page, visit: (pathname: string) => Promise<void>) {
		const routeOf = (pathname: string) => pathname.replace(/^(\/admin\/(?:content|leads)\/[^/]+)\/[^/]+$/, '$1/:id').replace(/^\/admin\/media\/\d+$/, '/admin/media/:id')
		const seen = new Set<string>()
		const queue = ['/admin']
		while (queue.length > 0) {
			const pathname = queue.shift()!
			await visit(pathname)
			const links = await page.$$eval('a[href^="/admin"]', (anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
			for (const link of links) {
				if (/\/logout$|\.csv$|\/cv$/.test(link) || seen.has(routeOf(link))) continue
				seen.add(routeOf(link))
				queue.push(link)
			}
			seen.add(routeOf(pathname))
		}
		return seen
	}

	it('no screen of the back office scrolls sideways at 320 or 360 px', async () => {
		const tooWide: string[] = []
		// One tab for the whole crawl; its styles are inlined, so a page is measured as soon as its HTML is parsed.
		const page = await site.page({ width: WIDTHS[0]!, height: 740 })
		// Pictures and videos have their size in their markup (and img is at most 100% wide): not loading them keeps the crawl fast.
		await page.context().route(/\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)(\?|$)/, (route) => (route.request().isNavigationRequest() ? route.continue() : route.abort()))
		const visit = async (pathname: string) => {
			tooWide.push(...(await tooWideAt(page, pathname)))
		}
		// The signed-out screens, then the rest once signed in.
		for (const pathname of ['/admin/login', '/admin/forgot-password', '/admin/reset-password']) await visit(pathname)
		await page.goto('/admin/login')
		await hydrated(page)
		await page.getByLabel('Email').fill('boss@example.com')
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByRole('heading', { name: 'Overview' }).waitFor()
		const screens = await adminScreens(page, visit)
		// Every list: each kind of content (the contact details' list opens their one record), the inbox, a lead of each kind, and the admin screens.
		const lists = ENTITIES.map((entity) => `/admin/content/${entity.key}`)
		for (const route of [...lists, '/admin/content', '/admin/content/posts/:id', '/admin/leads', '/admin/leads/contact/:id', '/admin/leads/quote/:id', '/admin/leads/career/:id', '/admin/comments', '/admin/media', '/admin/media/:id', '/admin/audit', '/admin/erasure', '/admin/account', '/admin/staff']) {
			expect(screens, `the crawl reached ${route}`).toContain(route)
		}
		await visit('/admin/no-such-screen')
		expect(tooWide).toEqual([])
	})
})
