import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, signInToBackOffice, hydrated, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const PHONE = { width: 390, height: 844 }

/**
 * A sales lead's day in Chromium at 1440 × 900 and 390 × 844: the admin bar (one row on the desktop, under 120 px on
 * the phone, the skip link landing on the page), the leads list whole in its box, a lead's page whose facts stack on
 * the phone, a status that follows a reply and refuses to overwrite a colleague's change, and the insights chart's
 * scale; axe on each screen.
 */
describe('the back office of a sales lead', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })
	const database = () => new SQLite(path.join(site.dataDir(), 'site.db'))

	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin', '--name', 'Bo Boss'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	})

	/** A quote request with a long address and a campaign's first touch, as the public form stores them. */
	function storeQuote(email: string): number {
		const db = database()
		try {
			const { id } = db
				.prepare(
					`insert into quote_requests (name, email, phone, website, company, budget, how_know, content, technology, portfolio_item_id, portfolio_item_title, status, source_page, ip, user_agent, created_at)
					 values ('Noor Haddad', ?, '15125550123', 'www.fjord.test', 'Fjord Ceramics', '9000', 'A newsletter', 'A shop for our ceramics', 'php', null, '',
					 'new', '/portfolio/php-development-services?utm_source=newsletter&utm_campaign=autumn-ceramics-and-pottery', '203.0.113.4',
					 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1', ?) returning id`,
				)
				.get(email, new Date().toISOString()) as { id: number }
			db.prepare(
				`insert into lead_attribution (lead_kind, lead_id, touch, landing_path, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_ids, device, created_at)
				 values ('quote', ?, 'first', '/services/seo-services?utm_source=google&utm_campaign=autumn-seo-push', 'https://www.google.com/', 'google', 'cpc', 'autumn-seo-push', 'seo agency', 'ad-b', 'gclid', 'mobile', ?)`,
			).run(id, new Date().toISOString())
			return id
		} finally {
			db.close()
		}
	}

	const signIn = (page: Page) => signInToBackOffice(page, 'boss@example.com', PASSWORD)

	for (const [name, viewport] of [
		['a desktop', DESKTOP],
		['a phone', PHONE],
	] as const) {
		it(`reads, answers and moves on a lead on ${name} (${viewport.width} px)`, async () => {
			const id = storeQuote(`noor.haddad.${viewport.width}@fjord-ceramics-and-pottery-studio.example`)
			const page = await site.page(viewport)
			await signIn(page)

			// The admin bar: one row on a desktop, two short ones on a phone; nothing wider than the screen.
			await page.goto('/admin/leads')
			await hydrated(page)
			const bar = await page.locator('.admin-bar').evaluate((element) => ({
				height: element.getBoundingClientRect().height,
				tops: [...element.querySelectorAll('.admin-bar__title, .admin-bar__nav a, .admin-bar__user a')]
					.filter((child) => (child as HTMLElement).offsetParent !== null)
					.map((child) => Math.round(child.getBoundingClientRect().top + child.getBoundingClientRect().height / 2)),
				pageWidth: document.documentElement.scrollWidth,
			}))
			expect(bar.pageWidth).toBe(viewport.width)
			if (viewport === DESKTOP) expect(new Set(bar.tops).size, 'every item of the admin bar on one row').toBe(1)
			else expect(bar.height).toBeLessThan(120)

			// The skip link is the first stop of the keyboard and lands on the page, past the admin bar.
			await page.keyboard.press('Tab')
			await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
			await page.keyboard.press('Enter')
			await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN')
			expect(await page.evaluate(() => document.activeElement!.contains(document.querySelector('.admin-bar')))).toBe(false)
			expect(await page.evaluate(() => document.activeElement!.querySelector('h1')?.textContent)).toBe('Leads')

			// The list fits its box: "Assigned to" is in sight without scrolling it sideways.
			const table = await page.getByRole('region', { name: 'Leads' }).evaluate((wrap) => ({ box: wrap.clientWidth, table: wrap.scrollWidth }))
			expect(table.table).toBeLessThanOrEqual(table.box)
			if (viewport === DESKTOP) expect(await page.getByRole('columnheader', { name: 'Assigned to' }).isVisible()).toBe(true)
			await expectAccessible(page)

			await page.goto(`/admin/leads/quote/${id}`)
			await hydrated(page)
			// "Where it came from": label over value on the phone, beside it on the desktop, never a character a line.
			const facts = await page.locator('.admin-facts dd').evaluateAll((values) => values.map((dd) => dd.getBoundingClientRect().width))
			expect(Math.min(...facts)).toBeGreaterThan(viewport === PHONE ? 250 : 300)
			expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(viewport === PHONE ? 5000 : 2500)
			const status = page.getByRole('combobox', { name: 'Status', exact: true })
			expect(await status.inputValue()).toBe('new')

			// A reply moves a new lead on, and the status box says so at once.
			await page.getByLabel('Your reply').fill('Hello Noor, could we call you on Tuesday?')
			await page.getByRole('button', { name: 'Send reply' }).click()
			await page.getByText(/^Reply queued/).waitFor()
			await expect.poll(() => status.inputValue()).toBe('contacted')

			// A colleague marks it won meanwhile; a change from this page, loaded before, is refused and shows what is stored.
			const db = database()
			db.prepare('update quote_requests set status = ? where id = ?').run('won', id)
			db.close()
			await status.selectOption('lost')
			await page.getByRole('button', { name: 'Save status' }).click()
			await page.getByRole('alert').filter({ hasText: 'Not saved: the status was changed to Won since this page was loaded.' }).waitFor()
			await expect.poll(() => status.inputValue()).toBe('won')
			await expectAccessible(page)
			await status.selectOption('lost')
			await page.getByRole('button', { name: 'Save status' }).click()
			await page.getByText('Status set to Lost. It was Won.').waitFor()
			expect(await status.inputValue()).toBe('lost')

			// The insights' chart has a scale, and its words are at least 12 px on the phone too.
			await page.goto('/admin/insights')
			await hydrated(page)
			const chart = page.getByRole('img', { name: /^Visits per day/ })
			const words = await chart.locator('span').evaluateAll((spans) => spans.map((span) => ({ text: span.textContent, size: Number.parseFloat(getComputedStyle(span).fontSize) })))
			expect(words.map((word) => word.text)).toEqual(expect.arrayContaining(['Visits', '0']))
			expect(Math.min(...words.map((word) => word.size))).toBeGreaterThanOrEqual(12)
			await expectAccessible(page)
		})
	}
})
