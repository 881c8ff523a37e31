import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, hydrated, PHONE, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'

/**
 * A page a role may not open is a refusal inside the back office,
 * menu and all, not a crash; and on a phone a list is a stack of rows.
 */
describe('roles and lists in the back office, in a browser', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })
	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'ed@example.com', '--password', PASSWORD, '--role', 'editor', '--name', 'Ed Itor'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	})

	for (const [name, viewport] of [['a phone', PHONE], ['a desktop', DESKTOP]] as const) {
		it(`an editor who opens the staff page on ${name} is told their role does not reach it, and goes on from the menu`, async () => {
			const page = await site.page(viewport)
			await page.goto('/admin/login?redirectTo=/admin/staff')
			await hydrated(page)
			await page.getByLabel('Email').fill('ed@example.com')
			await page.getByLabel('Password').fill(PASSWORD)
			await page.getByRole('button', { name: 'Sign in' }).click()
			await page.getByRole('heading', { level: 1, name: 'Not for your role' }).waitFor()
			expect(new URL(page.url()).pathname).toBe('/admin/staff')
			await page.getByText('Your role does not give access to this page.').waitFor()
			expect(await page.getByText('Something went wrong').count()).toBe(0)
			const menu = page.getByRole('navigation', { name: 'Back office' })
			expect(await menu.getByRole('link').allInnerTexts()).toEqual(['Overview', 'Leads', 'Insights', 'Comments', 'Content', 'Media'])
			await expectAccessible(page)

			await menu.getByRole('link', { name: 'Content' }).click()
			await page.getByRole('heading', { level: 1, name: 'Content' }).waitFor()
			await page.getByRole('link', { name: 'Blog posts' }).click()
			await page.getByRole('heading', { level: 1, name: 'Blog posts' }).waitFor()
			const firstRow = page.locator('.admin-table tbody tr').first()
			const cells = firstRow.locator('td')
			// On a phone each cell is a line of its own under its column's name; on a desktop, a table row.
			// The first cell is the tick box of the bulk actions (decision 042).
			const [title, status] = [await cells.nth(1).boundingBox(), await cells.nth(2).boundingBox()]
			if (viewport === PHONE) {
				expect(status!.y).toBeGreaterThan(title!.y)
				expect(await cells.nth(2).evaluate((td) => getComputedStyle(td, '::before').content)).toBe('"Status"')
			} else {
				expect(status!.y).toBe(title!.y)
				expect(status!.x).toBeGreaterThan(title!.x)
			}
			expect(await cells.nth(2).innerText()).toMatch(/^(Draft|Published|Scheduled \(.+\))$/)
			await expectNoSidewaysScroll(page)
			await expectAccessible(page)

			// So is the audit log, and a job application.
			await page.goto('/admin/audit')
			await page.getByRole('heading', { level: 1, name: 'Not for your role' }).waitFor()
			expect(await menu.isVisible()).toBe(true)
			await page.goto('/admin/leads/career/1')
			await page.getByRole('heading', { level: 1, name: 'Not for your role' }).waitFor()
			expect(await menu.isVisible()).toBe(true)
		})
	}
})
