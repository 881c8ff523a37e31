import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import sharp from 'sharp'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, hydrated, PHONE, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'

/** The text the editor's own selection holds (ProseMirror's, which may lag the browser's). */
function editorSelection(page: Page): Promise<string> {
	return page.evaluate(() => {
		const editor = (document.querySelector('.rich-text__content') as (HTMLElement & { editor?: { state: { selection: { from: number; to: number }; doc: { textBetween(from: number, to: number): string } } } }) | null)?.editor
		if (!editor) return '(no editor)'
		const { from, to } = editor.state.selection
		return editor.state.doc.textBetween(from, to)
	})
}

/**
 * Writing a post as staff do, in Chromium at 360 and 1440 px (decision 041):
 * a picture into the media library with its alt text, then a post written in
 * the rich-text editor with a heading, a list, a link and that picture,
 * saved as a draft and seen through its preview link. Axe on every screen.
 */
describe('writing a post in the editor', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })

	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'writer@example.com', '--password', PASSWORD, '--role', 'editor', '--name', 'Wren Writer'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	})

	async function signIn(page: Page) {
		await page.goto('/admin/login')
		await hydrated(page)
		await page.getByLabel('Email').fill('writer@example.com')
		await page.getByLabel('Password').fill(PASSWORD)
		await page.getByRole('button', { name: 'Sign in' }).click()
		await page.getByRole('heading', { name: 'Overview' }).waitFor()
	}

	for (const [name, viewport] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
		it(`uploads a picture, writes a post with it, previews the draft and saves it (${name})`, async () => {
			const page = await site.page(viewport)
			page.on('dialog', (dialog) => void dialog.accept(dialog.type() === 'prompt' ? 'https://example.com/guide' : undefined))
			await signIn(page)

			await page.goto('/admin/media')
			await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor()
			await hydrated(page)
			await expectAccessible(page)
			const alt = `A whiteboard of sketches ${viewport.width}`
			const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d6fb8' } }).png().toBuffer()
			await page.getByLabel(/^Picture/).setInputFiles({ name: 'sketches.png', mimeType: 'image/png', buffer: png })
			await page.locator('input[name="alt"]').fill(alt)
			await page.getByRole('button', { name: 'Upload' }).click()
			await page.getByText('Picture uploaded to the library.').waitFor()
			await page.getByRole('link', { name: alt }).waitFor()
			await expectAccessible(page)
			if (process.env.SHOTS) await page.screenshot({ path: `/tmp/wt-e-media-${viewport.width}.png`, fullPage: true })

			await page.goto('/admin/content/posts/new')
			await page.getByRole('heading', { level: 1, name: 'New blog post' }).waitFor()
			await hydrated(page)
			const slug = `writing-in-the-editor-${viewport.width}`
			await page.getByLabel('Slug').fill(slug)
			await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`Writing in the editor ${viewport.width}`)
			await page.getByLabel('Category').selectOption({ index: 1 })
			await page.getByLabel('Status').selectOption('draft')
			await expect.poll(() => page.getByLabel('Author').inputValue()).toBe('Wren Writer')
			await page.getByLabel('Summary').fill('How a post is written here.')

			// The editor replaces the field's HTML textarea once its code has loaded.
			await page.getByRole('toolbar', { name: 'Formatting' }).waitFor()
			const text = page.locator('.rich-text__content')
			await text.click()
			await page.getByRole('button', { name: 'Heading 2' }).click()
			await text.locator('h2').waitFor()
			await page.keyboard.type('Why we sketch first')
			await page.keyboard.press('Enter')
			await page.getByRole('button', { name: 'Bulleted list' }).click()
			await text.locator('ul').waitFor()
			// The tool left the caret in the text: the next key goes there, not to the button.
			expect(await page.evaluate(() => document.activeElement?.classList.contains('rich-text__content'))).toBe(true)
			await page.keyboard.type('Faster decisions')
			await page.keyboard.press('Enter')
			await page.keyboard.type('Fewer surprises')
			await page.keyboard.press('Enter')
			await page.keyboard.press('Enter')
			await page.keyboard.type('our guide')
			// Keys go through the keyboard, as a person's do: a locator's press blurs and focuses the editor
			// again when the headless page lacks focus, and ProseMirror then keeps its own selection over the
			// browser's. The journey waits on the editor's selection, which is what its commands act on.
			await page.keyboard.press('Shift+Home')
			await expect.poll(() => editorSelection(page)).toBe('our guide')
			await page.getByRole('button', { name: 'Link', exact: true }).click()
			await expect.poll(() => page.locator('textarea[name="body"]').inputValue()).toContain('<a href="https://example.com/guide">our guide</a>')
			// Back from the link's prompt the editor takes the focus again; the caret then goes after the link,
			// or the next paragraph would replace "our guide".
			await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('rich-text__content'))).toBe(true)
			await page.keyboard.press('End')
			await expect.poll(() => editorSelection(page)).toBe('')
			await page.keyboard.press('Enter')
			await page.getByRole('button', { name: 'Image', exact: true }).click()
			await page.getByRole('group', { name: 'Insert a picture from the media library' }).getByRole('radio').first().check()
			await page.getByRole('button', { name: 'Insert picture' }).click()
			await expectAccessible(page)
			if (process.env.SHOTS) await page.screenshot({ path: `/tmp/wt-e-editor-${viewport.width}.png`, fullPage: true })

			const html = await page.locator('textarea[name="body"]').inputValue()
			expect(html).toContain('<h2>Why we sketch first</h2>')
			expect(html).toContain('<ul><li>Faster decisions</li><li>Fewer surprises</li></ul>')
			expect(html).toContain('<a href="https://example.com/guide">our guide</a>')
			expect(html).toMatch(new RegExp(`<img src="/media/blog/u-[0-9a-f-]{36}\\.png" alt="${alt}"`))

			await page.getByRole('button', { name: 'Create' }).click()
			await page.getByText('Saved as a draft: the public site does not show it.').waitFor()
			await expectAccessible(page)

			// The draft through its preview link, at a phone's width in the page, then on its own.
			await page.getByRole('button', { name: 'Phone preview' }).click()
			const frame = page.frameLocator('iframe[title="Preview at 375 pixels wide"]')
			await frame.getByRole('heading', { level: 1, name: `Writing in the editor ${viewport.width}` }).waitFor()
			await frame.getByRole('heading', { level: 2, name: 'Why we sketch first' }).waitFor()
			if (process.env.SHOTS) await page.screenshot({ path: `/tmp/wt-e-preview-${viewport.width}.png`, fullPage: true })
			await expectAccessible(page)
			const href = await page.getByRole('link', { name: /^Preview/ }).getAttribute('href')
			const preview = await page.goto(href!)
			expect(preview!.status()).toBe(200)
			expect(preview!.headers()['cache-control']).toBe('private, no-store')
			await page.getByText('Preview of the saved version').waitFor()
			expect(await page.getByRole('img', { name: alt }).count()).toBe(1)
			expect((await page.goto(`/blogdetail/${slug}`))!.status()).toBe(404)
			await page.close()
		})
	}
})
