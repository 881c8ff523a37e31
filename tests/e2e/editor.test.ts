import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, hydrated, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const PHONE = { width: 390, height: 844 }

/**
 * An editor's day in the back office, in Chromium at 1440 × 900 and 390 × 844, with the agency's
 * time zone set: a new post starts as a draft under the editor's own name, its slug follows its
 * title, times are the agency's; a post without a cover goes live without a broken picture and a
 * draft's share card is the site's; the media library holds the demo pictures, a picture brings its
 * alt text, one in use cannot be deleted and a delete says it happened; the desktop preview fits.
 * Axe on every screen.
 */
describe('an editor writes and publishes', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000', TIME_ZONE: 'Asia/Kolkata' })
	let page: Page

	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'eve@example.com', '--password', PASSWORD, '--role', 'editor', '--name', 'Eve Editor'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
		page = await site.page(DESKTOP)
		page.on('dialog', (dialog) => void dialog.accept())
		await page.goto('/admin/login')
		await hydrated(page)
		await page.getByLabel('Email').fill('eve@example.com')
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByRole('heading', { name: 'Overview' }).waitFor()
	})

	/** Opens a back-office page and waits until it works. */
	async function open(path: string, heading: string | RegExp) {
		await page.goto(path)
		await page.getByRole('heading', { level: 1, name: heading }).waitFor()
		await hydrated(page)
	}

	it('writes a new post without a cover and publishes it: nothing broken on the site (1440 and 390 px)', async () => {
		for (const viewport of [DESKTOP, PHONE]) {
			await page.setViewportSize(viewport)
			await open('/admin/content/posts/new', 'New blog post')
			expect(await page.getByLabel('Status').inputValue()).toBe('draft')
			expect(await page.getByLabel('Author').inputValue()).toBe('Eve Editor')
			// Times are the agency's, named beside the field.
			await page.getByLabel('Publication date and time (Asia/Kolkata)').waitFor()
			expect(await page.locator('label', { hasText: '(HTML)' }).count()).toBe(0)
			const title = page.getByRole('textbox', { name: 'Title', exact: true })
			await title.fill(`Notes from the studio ${viewport.width}`)
			await expect.poll(() => page.getByLabel('Slug').inputValue()).toBe(`notes-from-the-studio-${viewport.width}`)
			// Once the slug is edited, the title no longer changes it.
			await page.getByLabel('Slug').fill(`studio-notes-${viewport.width}`)
			await title.fill(`Studio notes ${viewport.width}`)
			expect(await page.getByLabel('Slug').inputValue()).toBe(`studio-notes-${viewport.width}`)
			// A draft has no public page yet: its share card is the site's own, and it loads.
			const card = page.locator('.admin-seo__social img')
			expect(await card.getAttribute('src')).toBe('/share/home.png')
			await card.scrollIntoViewIfNeeded()
			await expect.poll(() => card.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0)
			await expectAccessible(page)

			await page.getByLabel('Category').selectOption({ index: 1 })
			await page.getByLabel('Status').selectOption('published')
			await page.getByLabel('Summary').fill('What we learnt this week.')
			await page.getByRole('toolbar', { name: 'Formatting' }).waitFor()
			await page.locator('.rich-text__content').click()
			await page.keyboard.type('A week of small wins.')
			await page.getByRole('button', { name: 'Create' }).click()
			await page.getByText('Saved. The public site shows it now.').waitFor()

			const missing: string[] = []
			page.on('response', (response) => {
				if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/media/')) missing.push(response.url())
			})
			await page.goto(`/blogdetail/studio-notes-${viewport.width}`)
			await page.getByRole('heading', { level: 1, name: `Studio notes ${viewport.width}` }).waitFor()
			expect(await page.locator('.blog-article img').count()).toBe(0)
			expect(await page.locator('meta[name="share:picture"]').count()).toBe(0)
			await page.goto('/blog')
			await page.getByRole('link', { name: `Studio notes ${viewport.width}` }).first().waitFor()
			await page.waitForLoadState('load')
			expect(await page.locator('img[src^="/media/blog/?"]').count()).toBe(0)
			expect(missing).toEqual([])
		}
	})

	it('finds the demo pictures in the library, brings their alt text, keeps a used one and says a delete happened (1440 and 390 px)', async () => {
		for (const viewport of [DESKTOP, PHONE]) {
			await page.setViewportSize(viewport)
			await open('/admin/media?folder=blog', 'Media library')
			const demo = page.getByRole('link', { name: /^Illustration for the post / })
			expect(await demo.count()).toBeGreaterThan(5)
			await expectAccessible(page)
			// A demo picture in use: its delete button is disabled and says why.
			await demo.first().click()
			await page.getByRole('heading', { level: 2, name: 'Where it is used' }).waitFor()
			const remove = page.getByRole('button', { name: 'Delete this picture' })
			expect(await remove.isDisabled()).toBe(true)
			expect(await remove.getAttribute('aria-describedby')).toBe('delete-reason')
			await page.getByText(/^It cannot be deleted while an item uses it/).waitFor()
			await expectAccessible(page)

			// A spare picture is deleted, and the library says so.
			await open('/admin/media?folder=blog', 'Media library')
			const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#1d6fb8' } }).png().toBuffer()
			await page.getByLabel(/^Picture/).setInputFiles({ name: 'spare.png', mimeType: 'image/png', buffer: png })
			await page.locator('input[name="alt"]').fill(`A spare picture ${viewport.width}`)
			await page.getByRole('button', { name: 'Upload' }).click()
			await page.getByRole('link', { name: `A spare picture ${viewport.width}` }).click()
			await page.getByText('Not used by any content.').waitFor()
			await hydrated(page)
			await page.getByRole('button', { name: 'Delete this picture' }).click()
			await page.getByText('Picture deleted from the library and from storage.').waitFor()
			await expectAccessible(page)

			// Choosing a library picture for a cover fills in its alt text.
			await open('/admin/content/posts/new', 'New blog post')
			const picker = page.getByLabel('Or choose a picture of the media library for cover image')
			const choice = picker.locator('option', { hasText: /^Illustration for the post / }).first()
			const alt = (await choice.textContent())!
			await picker.selectOption({ label: alt })
			await expect.poll(() => page.getByLabel('Alt text of the cover image').inputValue()).toBe(alt)
		}
	})

	it('moves comments to the trash after asking, takes them off the post and restores them, one and in bulk (1440 and 390 px)', async () => {
		const post = '/blogdetail/core-web-vitals-for-small-business-sites'
		for (const [viewport, names] of [
			[DESKTOP, ['Maria Kowalska', 'Tomás Herrera']],
			[PHONE, ['Ankit Sharma']],
		] as const) {
			await page.setViewportSize(viewport)
			await open('/admin/comments?status=approved', 'Comments')
			for (const name of names) await page.getByRole('checkbox', { name: new RegExp(name) }).check()
			if (names.length > 1) await page.getByRole('button', { name: 'Delete ticked' }).click()
			else await page.getByRole('button', { name: `Delete the comment by ${names[0]}` }).click()
			// Asked first, naming each comment; the question takes the focus.
			const question = page.getByRole('heading', { level: 2, name: `Move ${names.length === 1 ? '1 comment' : `${names.length} comments`} to the trash?` })
			await question.waitFor()
			await expect.poll(() => question.evaluate((heading) => heading === document.activeElement)).toBe(true)
			for (const name of names) await page.locator('.admin-confirm li', { hasText: name }).waitFor()
			await expectAccessible(page)
			await page.getByRole('button', { name: 'Move to the trash' }).click()
			await page.getByText(/moved to the trash: the public posts no longer show/).waitFor()
			if (viewport === DESKTOP) {
				await page.goto(post)
				await page.getByRole('heading', { level: 1 }).waitFor()
				for (const name of names) expect(await page.locator('.blog-comments', { hasText: name }).count()).toBe(0)
			}

			await open('/admin/comments?status=trash', 'Comments')
			for (const name of names) await page.locator('.admin-comment', { hasText: name }).getByText(/deleted for good on/).waitFor()
			await expectAccessible(page)
			if (names.length > 1) {
				for (const name of names) await page.getByRole('checkbox', { name: new RegExp(name) }).check()
				await page.getByRole('button', { name: 'Restore ticked' }).click()
			} else await page.getByRole('button', { name: `Restore the comment by ${names[0]}` }).click()
			await page.getByText(/restored, with the status/).waitFor()
			await expectAccessible(page)
		}
		await page.goto(post)
		await page.locator('.blog-comments', { hasText: 'Maria Kowalska' }).waitFor()
	})

	it('keeps Save in reach, saves with Ctrl+S, and after a refused save takes the focus to why (1440 and 390 px)', async () => {
		const db = new SQLite(path.join(site.dataDir(), 'site.db'))
		try {
			for (const viewport of [DESKTOP, PHONE]) {
				await page.setViewportSize(viewport)
				const faq = db.prepare('select id, question from faqs order by id limit 1 offset ?').get(viewport === DESKTOP ? 0 : 1) as { id: number; question: string }
				await open(`/admin/content/faq/${faq.id}`, /^Question: /)
				// The bar with Save and the form's state stays on screen from the top of the form.
				const bar = page.locator('.admin-action-bar')
				const inView = async () => {
					const box = (await bar.boundingBox())!
					return box.y >= 0 && box.y + box.height <= viewport.height + 1
				}
				await expect.poll(inView).toBe(true)
				const question = page.getByLabel('Question')
				await question.fill('')
				await expect.poll(() => bar.getByRole('status').textContent()).toContain('Unsaved changes')
				await expectAccessible(page)
				// Ctrl+S saves: refused here, the summary takes the focus and links to the field.
				await question.press('Control+s')
				const summary = page.getByRole('alert').filter({ hasText: 'There is a problem: nothing was saved' })
				await summary.waitFor()
				await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true)
				await expectAccessible(page)
				await summary.getByRole('link', { name: /^Question: Question is required/ }).click()
				await expect.poll(() => question.evaluate((element) => element === document.activeElement)).toBe(true)

				// Someone else saves meanwhile: the conflict notice takes the focus, in view.
				await question.fill(`${faq.question} (edited)`)
				db.prepare('update faqs set version = version + 1 where id = ?').run(faq.id)
				await page.keyboard.press('Control+s')
				const conflict = page.locator('#conflict')
				await conflict.waitFor()
				await expect.poll(() => conflict.evaluate((element) => element === document.activeElement)).toBe(true)
				const box = (await conflict.boundingBox())!
				expect(box.y).toBeLessThan(viewport.height)
				expect(box.y + Math.min(box.height, 40)).toBeGreaterThan(0)
				await expectAccessible(page)
				// Saved again over it, the bar tells when.
				await page.keyboard.press('Control+s')
				await page.getByText('Saved. The public site shows it now.').waitFor()
				await expect.poll(() => bar.getByRole('status').textContent()).toMatch(/^Saved \d{1,2} \w{3} \d{4}, \d\d:\d\d Asia\/Kolkata/)
			}
		} finally {
			db.close()
		}
	})

	it('writes, previews and publishes a change to a live post, and discards another (1440 and 390 px)', async () => {
		await page.setViewportSize(DESKTOP)
		await open('/admin/content/posts', 'Blog posts')
		await page.getByRole('link', { name: 'Studio notes 390' }).click()
		await page.getByRole('heading', { level: 1, name: /Studio notes 390/ }).waitFor()
		await hydrated(page)
		await page.getByRole('heading', { level: 2, name: 'This blog post is live' }).waitFor()
		await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Studio notes, revised')
		await page.getByRole('button', { name: 'Save draft' }).click()
		await page.getByText('Working draft saved: the public site still shows the published version.').waitFor()
		await expectAccessible(page)
		// The site still shows the published title; the preview shows the draft's.
		const before = await (await fetch(site.url('/blogdetail/studio-notes-390'))).text()
		expect(before).not.toContain('Studio notes, revised')
		await page.getByRole('button', { name: 'Desktop preview' }).click()
		await page.frameLocator('iframe[title="Preview at 1280 pixels wide"]').getByRole('heading', { level: 1, name: 'Studio notes, revised' }).waitFor()
		await page.getByRole('button', { name: 'Publish changes' }).click()
		await page.getByText('Saved. The public site shows it now.').waitFor()
		expect(await (await fetch(site.url('/blogdetail/studio-notes-390'))).text()).toContain('Studio notes, revised')
		await expectAccessible(page)

		await page.setViewportSize(PHONE)
		await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Studio notes, not to keep')
		await page.getByRole('button', { name: 'Save draft' }).click()
		await page.getByRole('heading', { level: 2, name: 'Editing the working draft' }).waitFor()
		await expectAccessible(page)
		await page.getByRole('button', { name: 'Discard draft' }).click()
		await page.getByText('Working draft discarded: the form shows the published version.').waitFor()
		expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Studio notes, revised')
		await expectAccessible(page)
	})

	it('shows the whole desktop preview in the column, at 1440 and 390 px', async () => {
		await open('/admin/content/posts', 'Blog posts')
		await page.getByRole('link', { name: 'Studio notes 1440' }).click()
		await page.getByRole('heading', { level: 1, name: /Studio notes 1440/ }).waitFor()
		await hydrated(page)
		for (const viewport of [DESKTOP, PHONE]) {
			await page.setViewportSize(viewport)
			if ((await page.getByRole('button', { name: 'Desktop preview' }).getAttribute('aria-pressed')) !== 'true') await page.getByRole('button', { name: 'Desktop preview' }).click()
			const frame = page.locator('.admin-page-preview__frame')
			await page.frameLocator('iframe[title="Preview at 1280 pixels wide"]').getByRole('heading', { level: 1, name: 'Studio notes 1440' }).waitFor()
			// Nothing of the page is cut off: the scaled frame fits its box, which does not scroll.
			await expect
				.poll(async () => {
					const box = (await frame.boundingBox())!
					const shown = (await page.locator('iframe[title="Preview at 1280 pixels wide"]').boundingBox())!
					return shown.width <= box.width + 1 && shown.x >= box.x - 1
				})
				.toBe(true)
			// The frame keeps its unscaled width in layout; the box clips it and cannot be scrolled, by script or by focus.
			expect(await frame.evaluate((element) => getComputedStyle(element).overflowX)).toBe('clip')
			expect(await frame.evaluate((element) => ((element.scrollLeft = 200), element.scrollLeft))).toBe(0)
			await expectAccessible(page)
		}
	})
})
