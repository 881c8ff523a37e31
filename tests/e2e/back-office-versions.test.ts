import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, hydrated, PHONE, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'

/**
 * Two people on one item, in Chromium at 360 and 1440 px (decision 035): a
 * save over what someone else saved meanwhile is refused with their name and
 * the differences, the typed text stays; leaving the changed form asks
 * first; the draft kept in the browser is offered back when the page is
 * opened again, and saving it clears it; the revisions page lists both
 * people. Axe on every screen.
 */
describe('editing the same item as a colleague', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })
	let page: Page
	/** What the browser's next dialog (leave? confirm?) is answered, and what it said. */
	const dialogs: { type: string; message: string }[] = []
	let acceptDialogs = true

	const createUser = (email: string, name: string) =>
		run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', email, '--password', PASSWORD, '--role', 'editor', '--name', name], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})

	beforeAll(async () => {
		await Promise.all([createUser('bo@example.com', 'Bo Boss'), createUser('ada@example.com', 'Ada Editor')])
		page = await site.page(PHONE)
		page.on('dialog', (dialog) => {
			dialogs.push({ type: dialog.type(), message: dialog.message() })
			void (acceptDialogs || dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss())
		})
		await page.goto('/admin/login')
		await hydrated(page)
		await page.getByLabel('Email').fill('bo@example.com')
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByRole('heading', { name: 'Overview' }).waitFor()
	})

	/** Ada, in a browser of her own, saves the item's answer over the version it has now. */
	async function adaSaves(id: number, answer: string) {
		const origin = site.url('')
		const login = await fetch(site.url('/admin/login'), {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
			body: new URLSearchParams({ email: 'ada@example.com', password: PASSWORD, redirectTo: '/admin' }),
		})
		const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
		const db = new SQLite(path.join(site.dataDir(), 'site.db'))
		const row = db.prepare('select question, sort_order, version from faqs where id = ?').get(id) as { question: string; sort_order: number; version: number }
		db.close()
		const saved = await fetch(site.url(`/admin/content/faq/${id}`), {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', origin, cookie },
			body: new URLSearchParams({ question: row.question, answer, sort_order: String(row.sort_order), version: String(row.version) }),
		})
		expect(saved.status).toBe(302)
	}

	for (const [name, viewport, id] of [['a phone', PHONE, 1], ['a desktop', DESKTOP, 2]] as const) {
		it(`is refused over a colleague's save, asks before leaving, and offers the unsaved text back, on ${name}`, async () => {
			await page.setViewportSize(viewport)
			const editor = `/admin/content/faq/${id}`
			await page.goto(editor)
			await hydrated(page)
			const question = page.getByLabel('Question')
			const mine = `Can I change my plan later? (asked on ${name})`
			await question.fill(mine)

			await adaSaves(id, '<p>Ada’s newer answer.</p>')
			await page.getByRole('button', { name: 'Save', exact: true }).click()
			const conflict = page.getByRole('alert').filter({ hasText: 'since you opened it' })
			await expect.poll(() => conflict.getByRole('heading', { level: 2 }).textContent()).toMatch(/^Changed by Ada Editor at \d\d:\d\d UTC since you opened it$/)
			// Only the field both changed is to decide; Ada's answer, which this form left alone, is merged in.
			await expect.poll(() => conflict.locator('.field-diff__label').allTextContents()).toEqual(['Question'])
			expect(await conflict.locator('ins').allTextContents()).toContain(mine)
			expect(await conflict.textContent()).toContain('Their changes to Answer are now in the form too')
			expect(await question.inputValue()).toBe(mine)
			expect(await page.locator('textarea[name="answer"]').inputValue()).toBe('<p>Ada’s newer answer.</p>')
			await expectNoSidewaysScroll(page)
			await expectAccessible(page)

			// Leaving asks first; staying keeps the text.
			acceptDialogs = false
			await page.locator('.admin-crumbs').getByRole('link', { name: 'FAQ' }).click()
			await expect.poll(() => dialogs.at(-1)?.message).toBe('Leave this page? Your changes are not saved.')
			expect(new URL(page.url()).pathname).toBe(editor)
			acceptDialogs = true

			// The draft kept while typing is offered back when the page is opened again.
			await question.fill(`${mine} Still typing.`)
			await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `lf-draft:faq:${id}`), { timeout: 8000 }).toContain('Still typing.')
			await page.goto(editor)
			await hydrated(page)
			const offer = page.getByRole('status').filter({ hasText: /^Restore unsaved changes from \d\d:\d\d\?/ })
			await offer.waitFor()
			expect(await question.inputValue()).not.toContain('Still typing.')
			await expectAccessible(page)
			await offer.getByRole('button', { name: 'Restore them' }).click()
			expect(await question.inputValue()).toBe(`${mine} Still typing.`)

			await page.getByRole('button', { name: 'Save', exact: true }).click()
			await page.waitForURL(/\?saved=1$/)
			await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), `lf-draft:faq:${id}`)).toBeNull()

			await page.getByRole('link', { name: 'Revisions' }).click()
			await page.getByRole('heading', { level: 1, name: /^Revisions: Question/ }).waitFor()
			const list = await page.locator('.revision-list').textContent()
			expect(list).toContain('Bo Boss')
			expect(list).toContain('Ada Editor')
			// Only the field typed in was kept in the draft: Ada's answer stays.
			expect(await page.locator('.revision-compare .field-diff__label').allTextContents()).toEqual(['Question'])
			await expectNoSidewaysScroll(page)
			await expectAccessible(page)
		})
	}
})
