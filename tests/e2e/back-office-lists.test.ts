import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, hydrated, PHONE, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'

/**
 * Decision 042: the SEO panel counts as one
 * types, a bulk delete asks first and names what goes, and the overview draws
 * the leads of twelve weeks; each screen stays accessible on a phone and a desktop.
 */
describe('lists, SEO and the overview in the back office, in a browser', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })
	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin', '--name', 'Bo Ss'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	})

	for (const [name, viewport] of [['a phone', PHONE], ['a desktop', DESKTOP]] as const) {
		it(`an admin on ${name} sees the SEO counters follow the typing, deletes two posts after a confirmation, and reads the overview's chart`, async () => {
			const page = await site.page(viewport)
			await page.goto('/admin/login?redirectTo=/admin/content/posts')
			await hydrated(page)
			await page.getByLabel('Email').fill('boss@example.com')
			await page.getByLabel('Password').fill(PASSWORD)
			await page.getByRole('button', { name: 'Sign in' }).click()
			await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor()
			await expectAccessible(page)

			// The SEO panel of the first post: the counter counts the title as typed, and warns past 60.
			await page.locator('.admin-table tbody tr').first().locator('td').nth(1).getByRole('link').click()
			await page.getByRole('heading', { level: 2, name: 'Search and sharing' }).waitFor()
			await hydrated(page)
			const title = page.getByLabel('SEO title')
			await title.fill('Short and clear')
			await expect.poll(() => page.locator('#seo-title-count').innerText()).toBe('15 of about 60 characters')
			expect(await page.getByTestId('seo-snippet').innerText()).toContain('Short and clear')
			await title.fill('A title that goes on and on for far longer than any search result would ever show')
			await expect.poll(() => page.locator('#seo-title-count').innerText()).toContain('search results will cut it')
			await expectAccessible(page)

			// A bulk delete names what it will delete, and deletes only on its own button.
			await page.goto('/admin/content/posts')
			await hydrated(page)
			const rows = page.locator('.admin-table tbody tr')
			const names = [await rows.nth(0).locator('td').nth(1).innerText(), await rows.nth(1).locator('td').nth(1).innerText()]
			await rows.nth(0).getByRole('checkbox').check()
			await rows.nth(1).getByRole('checkbox').check()
			await page.getByRole('button', { name: 'Delete…' }).click()
			const confirm = page.getByRole('region', { name: 'Delete these 2 items?' })
			await confirm.waitFor()
			for (const title of names) expect(await confirm.innerText()).toContain(title)
			await expectAccessible(page)
			await confirm.getByRole('button', { name: 'Delete 2 items' }).click()
			await page.getByText('2 items deleted.').waitFor()
			expect(await page.locator('.admin-table tbody').innerText()).not.toContain(names[0])

			// The overview: the chart is one image with a summary, and its numbers a table.
			await page.goto('/admin')
			await page.getByRole('heading', { level: 2, name: 'Leads over time' }).waitFor()
			await page.getByRole('img', { name: /Leads per week by kind, last 12 weeks/ }).waitFor()
			expect(await page.locator('.admin-chart__table tbody tr').count()).toBe(12)
			await expectNoSidewaysScroll(page)
			await expectAccessible(page)
		})
	}
})
