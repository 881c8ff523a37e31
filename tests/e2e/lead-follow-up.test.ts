import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, hydrated, PHONE, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const VIEWPORTS = [
	['a phone', PHONE],
	['a desktop', DESKTOP],
] as const

/**
 * A lead followed up in Chromium at 360 and 1440 px: found by its company,
 * given to a colleague, answered from its page, the reply's delivery seen on
 * the lead's timeline; axe on the page at each step.
 */
describe('a lead followed up', () => {
	const site = useSite()

	beforeAll(async () => {
		for (const [email, role, name] of [
			['boss@example.com', 'admin', 'Bo Boss'],
			['eda@example.com', 'editor', 'Eda Editor'],
		]) {
			await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', email!, '--password', PASSWORD, '--role', role!, '--name', name!], {
				cwd: ROOT,
				env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
			})
		}
	})

	/** A quote request as the public form stores it (its notification is not this journey's concern). */
	function storeQuote(company: string, email: string): number {
		const db = new SQLite(path.join(site.dataDir(), 'site.db'))
		try {
			const row = db
				.prepare(
					`insert into quote_requests (name, email, phone, website, company, budget, how_know, content, technology, portfolio_item_id, portfolio_item_title, status, source_page, ip, user_agent, created_at)
					 values ('Noor Haddad', ?, '15125550123', 'www.fjord.test', ?, '9000', 'A newsletter', 'A shop for our ceramics', 'php', null, '', 'new', '/portfolio/php', '203.0.113.4', 'test', ?) returning id`,
				)
				.get(email, company, new Date().toISOString()) as { id: number }
			return row.id
		} finally {
			db.close()
		}
	}

	async function signIn(page: Page) {
		await page.goto('/admin/login')
		await hydrated(page)
		await page.getByLabel('Email').fill('boss@example.com')
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByRole('heading', { name: 'Overview' }).waitFor()
	}

	for (const [name, viewport] of VIEWPORTS) {
		it(`staff find a lead by its company, assign it, reply and see the reply delivered on its timeline, on ${name}`, async () => {
			const company = `Fjord Ceramics ${viewport.width}`
			const email = `noor.${viewport.width}@example.com`
			storeQuote(company, email)
			const page = await site.page(viewport)
			await signIn(page)

			await page.goto('/admin/leads')
			await hydrated(page)
			await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(company)
			await page.getByRole('button', { name: 'Filter' }).click()
			await expect.poll(() => page.getByRole('status').filter({ hasText: /lead/ }).textContent()).toBe('1 lead')
			await page.getByRole('row').filter({ hasText: email }).getByRole('link', { name: 'Noor Haddad' }).click()
			await page.getByRole('heading', { level: 1, name: 'Noor Haddad' }).waitFor()
			await expectAccessible(page)

			await page.getByLabel('Colleague').selectOption({ label: 'Eda Editor' })
			await page.getByRole('button', { name: 'Assign' }).click()
			await page.getByText('Assigned to Eda Editor; they have been sent an e-mail with a link to it.').waitFor()
			await page.getByRole('list').getByText('Assigned to Eda Editor').waitFor()

			await page.getByRole('button', { name: 'Send reply' }).click()
			await page.getByText('Write the reply').waitFor()
			await page.getByLabel('Your reply').fill('Hello Noor, thank you! Could we call you on Tuesday?')
			await page.getByRole('button', { name: 'Send reply' }).click()
			await page.getByText(/^Reply queued/).waitFor()
			const reply = page.getByRole('listitem').filter({ hasText: 'Could we call you on Tuesday?' })
			await reply.waitFor()
			expect(await reply.textContent()).toMatch(/Bo Boss, .* reply by e-mail · (Queued|Sent)/)
			await page.getByRole('list').getByText('Status set to Contacted').waitFor()
			await expectAccessible(page)

			// The server's outbox worker sends it within seconds; the timeline then says so.
			await expect
				.poll(
					async () => {
						await page.reload()
						return page.getByRole('listitem').filter({ hasText: 'Could we call you on Tuesday?' }).locator('.admin-delivery').textContent()
					},
					{ timeout: 30_000, interval: 2000 },
				)
				.toBe('Sent')
			await expectAccessible(page)
		})
	}
})
