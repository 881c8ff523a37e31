import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { pdfBytes } from '#tests/setup/forms.ts'
import { DESKTOP, expectAccessible, signInToBackOffice, expectNoSidewaysScroll, hydrated, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const PHONE = { width: 390, height: 844 }

/**
 * A recruiter's hiring pipeline in Chromium at 1440 × 900 and 390 × 844 (decision 092): an opening's
 * applications by stage on the openings list, a count followed to the inbox filtered by opening and
 * stage, the application taken from New to Hired (a stage chosen over a colleague's newer one refused,
 * the box showing the stored stage after every action), the opening's own page counting it as hired,
 * and the CV opened in the browser; axe on each screen.
 */
describe("a recruiter's hiring pipeline", () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })
	const database = () => new SQLite(path.join(site.dataDir(), 'site.db'))
	let openings: { id: number; title: string }[]

	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'ria@example.com', '--password', PASSWORD, '--role', 'recruiter', '--name', 'Ria Cruiter'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
		const db = database()
		openings = db.prepare('select id, title from job_openings order by sort_order, id limit 2').all() as { id: number; title: string }[]
		db.close()
	})

	/** An application with its PDF CV, as the career form stores it. */
	function storeApplication(name: string, opening: { id: number; title: string }): number {
		const file = `${randomUUID()}.pdf`
		const bytes = pdfBytes()
		fs.mkdirSync(path.join(site.dataDir(), 'uploads', 'cv'), { recursive: true })
		fs.writeFileSync(path.join(site.dataDir(), 'uploads', 'cv', file), bytes)
		const db = database()
		try {
			const { id } = db
				.prepare(
					`insert into job_applications (job_id, job_title, name, email, phone, current_salary, expected_salary, description, cv_file, cv_original_name, cv_bytes, status, source_page, ip, user_agent, created_at)
					 values (?, ?, ?, ?, '919876543210', '40k', '50k', 'I would love to work with you.', ?, 'My CV.pdf', ?, 'new', '/career', '203.0.113.5', 'test', ?) returning id`,
				)
				.get(opening.id, opening.title, name, `${name.split(' ')[0]!.toLowerCase()}@example.com`, file, bytes.length, new Date().toISOString()) as { id: number }
			return id
		} finally {
			db.close()
		}
	}

	const signIn = (page: Page) => signInToBackOffice(page, 'ria@example.com', PASSWORD)

	for (const [name, viewport, which] of [
		['a desktop', DESKTOP, 0],
		['a phone', PHONE, 1],
	] as const) {
		it(`takes an application from New to Hired and opens its CV on ${name} (${viewport.width} px)`, async () => {
			const opening = openings[which]!
			const applicant = which === 0 ? 'Ines Park' : 'Tomas Rye'
			const id = storeApplication(applicant, opening)
			const page = await site.page(viewport)
			await signIn(page)

			// The openings list counts the opening's applications by stage; the count links to them.
			await page.goto('/admin/content/jobs')
			await hydrated(page)
			const counts = page.getByRole('list', { name: `Applications to ${opening.title} by stage` })
			await expect.poll(() => counts.getByRole('listitem').allTextContents()).toEqual(['1 New'])
			await expectNoSidewaysScroll(page)
			await expectAccessible(page)
			await counts.getByRole('link', { name: '1 New' }).click()
			await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor()
			expect(new URL(page.url()).search).toBe(`?opening=${opening.id}&status=new`)
			expect(await page.getByRole('combobox', { name: 'Opening', exact: true }).inputValue()).toBe(String(opening.id))
			expect(await page.getByRole('combobox', { name: 'Stage', exact: true }).inputValue()).toBe('new')
			expect(await page.getByRole('status').filter({ hasText: /leads?$/ }).textContent()).toBe('1 lead')

			// The application's page: stages only, no sales status.
			await page.getByRole('link', { name: applicant }).click()
			await page.getByRole('heading', { name: applicant, level: 1 }).waitFor()
			const stage = page.getByRole('combobox', { name: 'Stage', exact: true })
			/** The stage the page shows as stored: the line under the name, which the page's loader draws. */
			const stored = () => page.locator('.admin-lead-kind .admin-status').textContent()
			const save = page.getByRole('button', { name: 'Save stage' })
			expect(await stage.inputValue()).toBe('new')
			expect(await stage.locator('option').allTextContents()).toEqual(['New', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected', 'Spam'])
			for (const [next, from] of [
				['screening', 'New'],
				['interview', 'Screening'],
			] as const) {
				await stage.selectOption(next)
				await save.click()
				const label = `${next[0]!.toUpperCase()}${next.slice(1)}`
				await page.getByText(`Stage set to ${label}. It was ${from}.`).waitFor()
				await expect.poll(stored).toBe(label)
				expect(await stage.inputValue()).toBe(next)
			}

			// A colleague makes the offer meanwhile: a rejection chosen on this page is refused, and the box shows the offer.
			const db = database()
			db.prepare('update job_applications set status = ? where id = ?').run('offer', id)
			db.close()
			await stage.selectOption('rejected')
			await save.click()
			await page.getByRole('alert').filter({ hasText: 'Not saved: the stage was changed to Offer since this page was loaded.' }).waitFor()
			await expect.poll(stored).toBe('Offer')
			expect(await stage.inputValue()).toBe('offer')
			await stage.selectOption('hired')
			await save.click()
			await page.getByText('Stage set to Hired. It was Offer.').waitFor()
			expect(await stage.inputValue()).toBe('hired')
			await expect.poll(stored).toBe('Hired')
			expect(await page.locator('.admin-notes').getByText(/^Stage set to/).allTextContents()).toEqual(['Stage set to Screening', 'Stage set to Interview', 'Stage set to Hired'])
			await expectNoSidewaysScroll(page)
			await expectAccessible(page)

			// The CV opens in the browser's PDF viewer, in a tab of its own, under the sandbox; "Download" saves it.
			const open = page.getByRole('link', { name: 'Open the CV (in a new tab)' })
			const download = page.getByRole('link', { name: 'Download the CV' })
			expect(await download.getAttribute('download')).not.toBeNull()
			const [viewer] = await Promise.all([page.context().waitForEvent('page'), open.click()])
			await viewer.waitForLoadState()
			expect(new URL(viewer.url()).pathname).toBe(`/admin/leads/career/${id}/cv`)
			expect(await viewer.evaluate(() => document.contentType)).toBe('application/pdf')
			await viewer.close()
			// What the viewer was sent (the browser's PDF viewer does not show Playwright the document's headers).
			const shown = await page.request.get((await open.getAttribute('href'))!)
			expect(shown.headers()).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' })
			expect(shown.headers()['content-disposition']).toMatch(/^inline; filename="My CV\.pdf"/)
			expect(shown.headers()['content-security-policy']).toMatch(/^default-src 'none'; sandbox(;|$)/)
			const saved = await page.request.get((await download.getAttribute('href'))!)
			expect(saved.headers()['content-disposition']).toMatch(/^attachment; filename="My CV\.pdf"/)

			// The opening's own page counts it as hired, and the count leads to it.
			await page.goto(`/admin/content/jobs/${opening.id}`)
			await hydrated(page)
			const hired = page.getByRole('list', { name: `Applications to ${opening.title} by stage` }).getByRole('link', { name: '1 Hired' })
			await hired.click()
			await page.getByRole('heading', { name: 'Leads', level: 1 }).waitFor()
			expect(new URL(page.url()).search).toBe(`?opening=${opening.id}&status=hired`)
			await page.getByRole('link', { name: applicant }).waitFor()
		})
	}
})
