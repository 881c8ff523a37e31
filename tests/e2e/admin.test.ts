import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, hydrated, PHONE, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'

describe('the back office in a browser', () => {
	const site = useSite()
	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin', '--name', 'Bo Boss'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	})

	for (const [name, viewport] of [['a phone', PHONE], ['a desktop', DESKTOP]] as const) {
		it(`a staff member signs in on ${name}, after a mistake, and signs out; every screen passes axe`, async () => {
			const page = await site.page(viewport)
			await page.goto(site.url('/admin'))
			await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login')
			await hydrated(page)
			await expectAccessible(page)

			await page.getByRole('button', { name: 'Sign in' }).click()
			await expect.poll(() => page.getByText('Enter a valid email address').isVisible()).toBe(true)
			await expect.poll(() => page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true')
			await expectAccessible(page)

			await page.getByLabel('Email').fill('boss@example.com')
			await page.getByLabel('Password').fill('not the password')
			await page.getByRole('button', { name: 'Sign in' }).click()
			await expect.poll(() => page.getByText('Email or password is incorrect.').isVisible()).toBe(true)

			await page.getByLabel('Password').fill(PASSWORD)
			await page.getByRole('button', { name: 'Sign in' }).click()
			await page.getByRole('heading', { name: 'Overview' }).waitFor()
			expect(await page.getByText('Signed in as Bo Boss (admin)').isVisible()).toBe(true)
			// The public header and footer stay on the public site.
			expect(await page.locator('.site-header, .site-footer').count()).toBe(0)
			await expectAccessible(page)

			await page.getByRole('button', { name: 'Sign out' }).click()
			await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor()
			await page.goto(site.url('/admin'))
			await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login')
		})
	}
})
