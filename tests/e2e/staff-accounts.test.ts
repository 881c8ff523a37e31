import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { signInLinkOf, startSmtp, type TestSmtp } from '#tests/setup/smtp.ts'
import { totp } from '#tests/setup/totp.ts'
import { DESKTOP, expectAccessible, signInToBackOffice, hydrated, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const PHONE = { width: 390, height: 844 }

/**
 * An admin's day with the staff accounts in Chromium at 1440 × 900 and 390 × 844 (decision 093): inviting someone,
 * who shows as Invited; sending the invitation again, whose link opens "Set your password"; renaming them; turning on
 * their own two-factor sign-in, then requiring it of everyone; and the audit log reading each change as old → new.
 * Axe on each screen.
 */
describe('an admin runs the staff accounts', () => {
	// The invitation links reach people by mail only: a mail server of the test's own, started before the site.
	let smtp: TestSmtp
	const env: Record<string, string> = { RATE_LIMIT_MAX: '1000', STAFF_AUTH_RATE_LIMIT: '1000' }
	beforeAll(async () => {
		smtp = await startSmtp()
		env.SMTP_URL = smtp.url
	})
	afterAll(async () => smtp?.close())
	const site = useSite(env)
	const admin = (viewport: { width: number }) => `boss.${viewport.width}@example.com`
	beforeAll(async () => {
		// One admin per width, made side by side.
		await Promise.all([DESKTOP, PHONE].map((viewport) => createAdmin(admin(viewport))))
	})

	const database = () => new SQLite(path.join(site.dataDir(), 'site.db'))
	const createAdmin = (email: string) =>
		run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', email, '--password', PASSWORD, '--role', 'admin', '--name', 'Bo Boss'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	/** The messages mailed to an address, once `count` have arrived, oldest first. */
	const mailsTo = async (email: string, count: number) => {
		const mails = () => smtp.received.filter((mail) => mail.to.includes(email))
		await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(count)
		return mails()
	}

	const signIn = (page: Page, email: string) => signInToBackOffice(page, email, PASSWORD)

	for (const [name, viewport] of [
		['a desktop', DESKTOP],
		['a phone', PHONE],
	] as const) {
		it(`invites, renames and requires two-factor sign-in on ${name} (${viewport.width} px)`, async () => {
			const me = admin(viewport)
			const invitee = `ina.${viewport.width}@example.com`
			// Each width starts from the setting's default.
			const db = database()
			db.prepare('update back_office_settings set require_two_factor = 0').run()
			db.close()
			const page = await site.page(viewport)
			await signIn(page, me)

			// Invite someone: they show as Invited, with the two things that can be done to an invitation.
			await page.goto('/admin/staff')
			await hydrated(page)
			const invite = page.getByRole('region', { name: 'Invite someone' })
			await invite.getByLabel('Name').fill('Ina Vite')
			await invite.getByLabel('Email').fill(invitee)
			await invite.getByRole('button', { name: 'Send the invitation' }).click()
			await page.getByText(`${invitee} (editor) was invited`).waitFor()
			const row = page.getByRole('row').filter({ hasText: invitee })
			await row.getByText(/^Invited \(sent /).waitFor()
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
			await expectAccessible(page)

			// Send it again, asked first: a new link, which opens the page that sets a password.
			await row.getByRole('button', { name: `Resend the invitation of ${invitee}` }).click()
			await page.getByRole('heading', { name: `Send the invitation to ${invitee} again?` }).waitFor()
			await page.getByRole('button', { name: 'Send a new link' }).click()
			await page.getByText(`A new invitation was sent to ${invitee}`).waitFor()
			const [first, second] = (await mailsTo(invitee, 2)).map((mail) => signInLinkOf(mail)!)
			expect(second!.token).not.toBe(first!.token)

			// Rename them.
			await row.getByLabel(`Name of ${invitee}`).fill('Ina Renamed')
			await row.getByRole('button', { name: `Rename ${invitee}` }).click()
			await page.getByText('Ina Vite is now called Ina Renamed.').waitFor()

			// Two-factor sign-in for everyone: the admin turns on their own first, then requires it.
			await page.goto('/admin/account')
			await hydrated(page)
			const turnOn = page.getByRole('form', { name: 'Turn on two-factor sign-in' })
			await turnOn.getByLabel('Password').fill(PASSWORD)
			await turnOn.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
			const key = (await page.locator('.admin-account__secret').textContent())!.replace(/\s/g, '')
			await page.getByLabel('Authentication code').fill(totp(key))
			await page.getByRole('button', { name: 'Confirm and turn on' }).click()
			await page.getByText('Two-factor sign-in is on.').waitFor()
			await page.goto('/admin/staff')
			await hydrated(page)
			await page.getByRole('button', { name: 'Require two-factor sign-in for everyone' }).click()
			await page.getByText('Two-factor sign-in is now required.').waitFor()
			expect(await page.getByRole('row').filter({ hasText: me }).locator('td[data-label="Two-factor"]').textContent()).toBe('On')
			await expect.poll(() => row.locator('td[data-label="Two-factor"]').textContent()).toBe('Off (required)')
			await page.getByRole('button', { name: 'Stop requiring two-factor sign-in' }).waitFor()

			// The invitation's page, as the link opens it.
			await page.goto(second!.link)
			await page.getByRole('heading', { name: 'Set your password' }).waitFor()
			await page.getByRole('button', { name: 'Set password' }).waitFor()
			await expectAccessible(page)

			// The log tells each change as old → new, in words.
			await page.goto('/admin/audit?action=staff.*')
			await hydrated(page)
			const log = page.getByRole('region', { name: 'Audit log' })
			await log.getByText('Name: “Ina Vite” → “Ina Renamed”').first().waitFor()
			await log.getByText('Invitation link: “the link sent before” → “a new link”').first().waitFor()
			await log.getByText('Two-factor sign-in: “each person chooses” → “required for everyone”').first().waitFor()
			await log.getByText('Role: empty → “Editor”').first().waitFor()
			expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
			await expectAccessible(page)
		})
	}
})
