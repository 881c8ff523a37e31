import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import SQLite from 'better-sqlite3'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, hydrated, PHONE, signInToBackOffice, useSite } from './site.ts'

const run = promisify(execFile)
const PASSWORD = 'a long enough password'
const VIEWPORTS = [
	['a phone', PHONE],
	['a desktop', DESKTOP],
] as const

/**
 * The agency's staff at work in the back office, in Chromium at 360 and 1440
 * px: a lead from a portfolio page followed up and exported; a comment
 * approved, a service rewritten, a job closed, event photos uploaded and a
 * blog post renamed, each checked on the public site; the search, a post's
 * revisions and their differences, the media library, the insights, and a
 * page refused to an editor's role; axe on every screen.
 */
describe('the back office at work', () => {
	const site = useSite({ RATE_LIMIT_MAX: '1000' })
	const database = () => new SQLite(path.join(site.dataDir(), 'site.db'))
	function query<T>(sql: string, ...params: unknown[]): T[] {
		const db = database()
		try {
			return db.prepare(sql).all(...params) as T[]
		} finally {
			db.close()
		}
	}

	beforeAll(async () => {
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'boss@example.com', '--password', PASSWORD, '--role', 'admin', '--name', 'Bo Boss'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
		await run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', 'create-user', '--email', 'ed@example.com', '--password', PASSWORD, '--role', 'editor', '--name', 'Ed Editor'], {
			cwd: ROOT,
			env: { ...process.env, DATA_DIR: site.dataDir(), DATABASE_URL: '' },
		})
	})

	const signIn = (page: Page, email = 'boss@example.com') => signInToBackOffice(page, email, PASSWORD)

	/** Opens a back-office page by its navigation and checks it with axe. */
	async function open(page: Page, pathname: string, heading: string | RegExp) {
		await page.goto(pathname)
		await page.getByRole('heading', { level: 1, name: heading }).waitFor()
		await expectAccessible(page)
	}

	for (const [name, viewport] of VIEWPORTS) {
		const email = `lead.${viewport.width}@example.com`

		it(`a quote request from a portfolio page is found in the inbox, followed up and exported, on ${name}`, async () => {
			const visitor = await site.page(viewport)
			await visitor.goto('/portfolio/php')
			await hydrated(visitor)
			await visitor.getByRole('link', { name: /Request a Quote/i }).first().click()
			const dialog = visitor.getByRole('dialog', { name: 'Request for Quote' })
			await dialog.waitFor()
			await dialog.locator('input[name="name"]').fill('Nadia Quinn')
			await dialog.locator('input[name="email"]').fill(email)
			await dialog.locator('input[name="phone"]').fill('15125550199')
			await dialog.locator('input[name="website"]').fill('www.quinn.test')
			await dialog.locator('input[name="company"]').fill('Quinn Ceramics')
			await dialog.locator('input[name="budget"]').fill('6000')
			await dialog.locator('input[name="how_know"]').fill('A conference talk')
			await dialog.locator('textarea[name="content"]').fill('A shop for handmade tableware')
			const code = dialog.locator('.captcha__code [aria-hidden="true"]')
			await expect.poll(async () => (await code.textContent())?.length).toBe(4)
			await dialog.locator('input[name="user_captcha"]').fill((await code.textContent())!)
			await dialog.locator('button[type="submit"]').click()
			await expect.poll(() => dialog.locator('.form-alert--success').textContent()).toMatch(/quote request/)

			const page = await site.page(viewport)
			await signIn(page)
			await expectAccessible(page)
			await open(page, '/admin/leads', 'Leads')
			await page.getByLabel('Kind').selectOption('quote')
			await page.getByRole('searchbox', { name: 'Search', exact: true }).fill(email)
			await page.getByRole('button', { name: 'Filter' }).click()
			await expect.poll(() => page.getByRole('status').filter({ hasText: /lead/ }).textContent()).toBe('1 lead')
			const row = page.getByRole('row').filter({ hasText: email })
			expect(await row.textContent()).toContain('php')
			await row.getByRole('link', { name: 'Nadia Quinn' }).click()
			await page.getByRole('heading', { level: 1, name: 'Nadia Quinn' }).waitFor()
			expect(await page.getByText('/portfolio/php').count()).toBeGreaterThan(0)
			await expectAccessible(page)

			await page.getByRole('combobox', { name: 'Status' }).selectOption('contacted')
			await page.getByRole('button', { name: 'Save status' }).click()
			await page.getByText('Status set to Contacted.').waitFor()
			await page.getByRole('button', { name: 'Add note' }).click()
			await page.getByText('Write the note').waitFor()
			await page.getByLabel('New note').fill('Sent the proposal; call back on Friday.')
			await page.getByRole('button', { name: 'Add note' }).click()
			await page.getByText('Sent the proposal; call back on Friday.').waitFor()
			expect(await page.getByText(/^Bo Boss, .* · note$/).count()).toBe(1)
			await expectAccessible(page)

			await page.goto(`/admin/leads?kind=quote&q=${encodeURIComponent(email)}`)
			const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
			const csv = fs.readFileSync((await download.path())!, 'utf8')
			const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
			expect(lines[0]).toMatch(/^"Received \(UTC\)","Kind","Status","Assigned to","Name","Email","Phone","About","Message","Company",.*"Notes","Sent from page",.*"IP address","Browser","Reference"$/)
			expect(lines).toHaveLength(2)
			expect(lines[1]).toContain(`"Quote request","Contacted","","Nadia Quinn","${email}","15125550199","php / `)
			expect(lines[1]).toContain('"Quinn Ceramics"')
			expect(lines[1]).toMatch(/"Bo Boss, [^"]+: Sent the proposal; call back on Friday\."/)
		})

		it(`staff approve a comment, rewrite a service, close a job, add event photos and rename a post, seen on the public site, on ${name}`, async () => {
			const index = viewport.width === PHONE.width ? 0 : 1
			const [post] = query<{ id: number; slug: string; title: string }>('select id, slug, title from blog_posts order by id limit 1 offset ?', index)
			const comment = `A thoughtful comment left for moderation (${viewport.width})`
			const db = database()
			db.prepare("insert into blog_comments (blog_id, name, email, phone, comment, status, created_at) values (?, 'Maya Reader', 'maya@example.com', '', ?, 'pending', ?)").run(post!.id, comment, new Date().toISOString())
			db.close()

			const page = await site.page(viewport)
			await signIn(page)
			await open(page, '/admin/comments', 'Comments')
			const item = page.getByRole('listitem').filter({ hasText: comment })
			expect(await item.textContent()).toContain(post!.title)
			await item.getByRole('button', { name: 'Approve the comment by Maya Reader' }).click()
			await page.getByText('1 comment approved').waitFor()
			await page.goto(`/blogdetail/${post!.slug}`)
			await page.getByText(comment).waitFor()

			// A dynamic service, rewritten: its public page and its API call show the change at once.
			const [service] = query<{ id: number; slug: string }>('select id, slug from services where content_key is null order by id limit 1 offset ?', index)
			await open(page, `/admin/content/services/${service!.id}`, /^Service:/)
			await page.getByLabel('Name').fill(`Growth Audits ${viewport.width}`)
			// The rich-text editor's source view: the HTML as the form posts it.
			await page.getByRole('button', { name: 'HTML source' }).click()
			await page.locator('textarea[name="page_description"]').fill(`<p>Our audit finds the ${viewport.width} leaks in your funnel.</p>`)
			await page.getByRole('button', { name: 'Save' }).click()
			await page.getByText('Saved. The public site shows it now.').waitFor()
			await page.goto(`/service/${service!.slug}`)
			await page.getByText(`Our audit finds the ${viewport.width} leaks in your funnel.`).waitFor()
			const api = await (await fetch(site.url(`/api/getService/${service!.slug}`))).text()
			expect(api).toContain(`Growth Audits ${viewport.width}`)

			const [job] = query<{ id: number; title: string }>('select id, title from job_openings order by sort_order limit 1 offset ?', index)
			await page.goto('/career')
			await page.getByText(job!.title).first().waitFor()
			await open(page, `/admin/content/jobs/${job!.id}`, /^Job opening:/)
			await page.getByLabel('Status').selectOption('closed')
			await page.getByRole('button', { name: 'Save' }).click()
			await page.getByText('Saved. It is closed: the public site does not show it.').waitFor()
			await page.goto('/career')
			await page.getByRole('heading', { level: 1 }).first().waitFor()
			expect(await page.getByText(job!.title).count()).toBe(0)

			const [event] = query<{ id: number }>('select id from events order by id limit 1 offset ?', index)
			await open(page, `/admin/content/events/${event!.id}`, /^Event:/)
			const photo = async (background: string) => sharp({ create: { width: 1000, height: 700, channels: 3, background } }).jpeg().toBuffer()
			await page.getByLabel('Add photos').setInputFiles([
				{ name: 'stage.jpg', mimeType: 'image/jpeg', buffer: await photo('#1d6fb8') },
				{ name: 'crowd.jpg', mimeType: 'image/jpeg', buffer: await photo('#d98b1c') },
			])
			const caption = `Launch night ${viewport.width}`
			await page.getByLabel('Caption for these photos').fill(caption)
			await page.getByRole('button', { name: 'Upload photos' }).click()
			await page.getByText('2 photos added.').waitFor()
			await expectAccessible(page)
			await page.goto(`/eventdetails/${event!.id}`)
			await hydrated(page)
			await page.getByRole('link', { name: caption, exact: true }).first().click()
			await page.getByRole('dialog').waitFor()
			await expect.poll(() => page.locator('.yarl__slide_current .event-lightbox__title').innerText()).toBe(caption)
			expect(await page.locator('.yarl__slide_current img').getAttribute('src')).toMatch(/\/media\/events\/u-[0-9a-f-]{36}\.jpg$/)
			await page.keyboard.press('Escape')

			await open(page, `/admin/content/posts/${post!.id}`, /^Blog post:/)
			const renamed = `${post!.slug}-revisited`
			await page.getByLabel('Slug').fill(renamed)
			// A live post's changes are a working draft until published (decision 078).
			await page.getByRole('button', { name: 'Publish changes' }).click()
			await page.getByText('Saved. The public site shows it now.').waitFor()
			const response = await page.goto(`/blogdetail/${post!.slug}`)
			expect(new URL(page.url()).pathname).toBe(`/blogdetail/${renamed}`)
			expect((await response!.request().redirectedFrom()?.response())?.status()).toBe(301)
			await page.getByRole('heading', { level: 1, name: post!.title }).waitFor()
		})
	}


	for (const [name, viewport] of VIEWPORTS) {
		it(`staff search, compare two versions of a post, filter the media library, read the insights, and an editor is refused the staff page inside the back office, on ${name}`, async () => {
			const index = viewport.width === PHONE.width ? 2 : 3
			const [post] = query<{ id: number; title: string }>('select id, title from blog_posts order by id limit 1 offset ?', index)
			const page = await site.page(viewport)
			await signIn(page)

			// One search box across content and leads, in the admin bar.
			const word = post!.title.split(' ').find((w) => w.length > 4) ?? post!.title
			await page.getByRole('search', { name: 'Search the back office' }).getByLabel('Search content and leads').fill(word)
			await page.getByRole('search', { name: 'Search the back office' }).getByRole('button', { name: 'Search' }).click()
			await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor()
			await expectAccessible(page)
			await expectNoSidewaysScroll(page)
			await page.getByRole('link', { name: post!.title }).first().click()
			await page.getByRole('heading', { level: 1, name: /^Blog post:/ }).waitFor()

			// A save makes a version; the revisions page shows what it changed.
			await hydrated(page)
			await page.getByLabel('Summary').fill(`A summary rewritten at ${viewport.width} px.`)
			await page.getByRole('button', { name: 'Publish changes' }).click()
			await page.getByText(/^Saved\./).waitFor()
			await open(page, `/admin/content/posts/${post!.id}/revisions`, /^Revisions:/)
			await page.getByRole('heading', { level: 2, name: /^Version \d+ → version \d+$/ }).waitFor()
			// The newest save against the one before it, field by field, word by word.
			await page.locator('.revision-compare').getByRole('heading', { level: 3, name: 'Summary' }).waitFor()
			await expectNoSidewaysScroll(page)

			// The media library, narrowed to one folder.
			await open(page, '/admin/media', 'Media library')
			await page.getByLabel('Folder', { exact: true }).selectOption('events')
			await page.getByRole('button', { name: 'Show' }).click()
			await page.getByRole('heading', { level: 2, name: 'Event photos' }).waitFor()
			await expectAccessible(page)
			await expectNoSidewaysScroll(page)

			await open(page, '/admin/insights', 'Insights')
			await expectNoSidewaysScroll(page)

			// A page of another role: refused inside the back office, with its menu.
			const editor = await site.page(viewport)
			await signIn(editor, 'ed@example.com')
			await editor.goto('/admin/staff')
			await editor.getByRole('heading', { level: 1, name: 'Not for your role' }).waitFor()
			await editor.getByText('Your role does not give access to this page.').waitFor()
			await editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).waitFor()
			await expectAccessible(editor)
			await expectNoSidewaysScroll(editor)
		})
	}

	// One test a width: twenty screens checked by axe take a while on a busy machine.
	for (const [name, viewport] of VIEWPORTS) {
		it(`every back-office screen passes axe on ${name}`, async () => {
			const page = await site.page(viewport)
			await signIn(page)
			for (const [pathname, heading] of [
				['/admin/content', 'Content'],
				['/admin/content/posts', 'Blog posts'],
				['/admin/content/posts/new', 'New blog post'],
				['/admin/content/site/1', /^Contact details/],
				['/admin/content/features/1', /^Feature:/],
				['/admin/audit', 'Audit log'],
				['/admin/erasure', 'Erase a person'],
				['/admin/account', /account/i],
				['/admin/staff', /staff/i],
				['/admin/media', 'Media library'],
				['/admin/insights', 'Insights'],
				['/admin/search?q=design', 'Search'],
				['/admin/content/posts/1/revisions', /^Revisions:/],
				['/admin/content/case-studies/1', /^Case study:/],
				['/admin/content/team/new', 'New team member'],
				['/admin/leads', /leads/i],
				['/admin/comments', 'Comments'],
				['/admin', 'Overview'],
			] as const) {
				await open(page, pathname, heading)
			}
			// A picture of the library (the event photos uploaded above, or any other).
			const [picture] = query<{ id: number }>('select id from media order by id limit 1')
			if (picture) await open(page, `/admin/media/${picture.id}`, /./)
		})
	}
})
