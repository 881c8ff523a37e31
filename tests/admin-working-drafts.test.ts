import { describe, expect, it } from 'vitest'
import { publishDueDrafts } from '#app/features/cms/scheduled-drafts.server.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'

/**
 * Changes to a live post (decision 078): saved as a working draft beside the published row,
 * previewed through the real page, then published, scheduled or discarded; a new post starts
 * as a draft.
 */
describe.each(ENGINES)('working drafts of live content on %s', (engine) => {
	const office = useBackOffice(engine)
	const { get, post, cookies } = office

	const livePost = (offset: number) =>
		office.db.selectFrom('blog_posts').selectAll().where('status', '=', 'published').where('created_at', '<=', new Date().toISOString()).orderBy('id').offset(offset).limit(1).executeTakeFirstOrThrow()
	const formOf = (row: Record<string, unknown>) => ({
		slug: String(row.slug),
		title: String(row.title),
		category_id: String(row.category_id),
		status: 'published',
		created_at: new Date(String(row.created_at)).toISOString().slice(0, 16),
		author: String(row.author),
		summary: String(row.summary),
		body: String(row.body),
		version: String(row.version),
	})
	const draftIdOf = (html: string) => /name="draft" value="(\d*)"/.exec(html)?.[1] ?? ''
	const previewOf = (html: string) => /href="(\/preview\/posts\/\d+\?token=d[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')

	it('starts a new post as a draft', async () => {
		const form = (await get('/admin/content/posts/new', cookies.editor)).body
		expect(form).toMatch(/<option value="draft" selected="">Draft<\/option>/)
	})

	it('keeps changes to a live post as a working draft, previews it, and publishes it, the site showing the published version until then', async () => {
		const row = await livePost(0)
		const opened = (await get(`/admin/content/posts/${row.id}`, cookies.editor)).body
		expect(opened).toContain('This blog post is live')
		const saved = await post(`/admin/content/posts/${row.id}`, { ...formOf(row), title: 'A title written as a draft', draft: '', intent: 'save' }, cookies.editor)
		expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302)
		expect(saved.headers.location).toBe(`/admin/content/posts/${row.id}?draft=saved`)
		expect((await office.db.selectFrom('blog_posts').select(['title', 'version']).where('id', '=', row.id).executeTakeFirstOrThrow())).toEqual({ title: row.title, version: row.version })
		expect((await get(`/blogdetail/${row.slug}`)).body).not.toContain('A title written as a draft')

		const editing = (await get(saved.headers.location!, cookies.editor)).body
		expect(editing).toContain('Editing the working draft')
		expect(editing).toContain('Working draft saved: the public site still shows the published version.')
		expect(editing).toContain('value="A title written as a draft"')
		const link = previewOf(editing)!
		const preview = await get(link)
		expect(preview.statusCode).toBe(200)
		expect(preview.body).toContain('A title written as a draft')
		expect(preview.body).toContain('Preview of the working draft')
		// The preview's transaction was rolled back: the row and the public page are as they were.
		expect((await office.db.selectFrom('blog_posts').select('title').where('id', '=', row.id).executeTakeFirstOrThrow()).title).toBe(row.title)
		expect((await get(`/blogdetail/${row.slug}`)).body).not.toContain('A title written as a draft')

		// A form of an older draft is refused; the current one saves again.
		const stale = await post(`/admin/content/posts/${row.id}`, { ...formOf(row), title: 'From another tab', draft: '', intent: 'save' }, cookies.editor)
		expect(stale.statusCode).toBe(409)
		const again = await post(`/admin/content/posts/${row.id}`, { ...formOf(row), title: 'A title written as a draft, again', draft: draftIdOf(editing), intent: 'save' }, cookies.editor)
		expect(again.statusCode).toBe(302)
		expect((await get(link)).statusCode).toBe(403)

		const reopened = (await get(`/admin/content/posts/${row.id}`, cookies.editor)).body
		const published = await post(`/admin/content/posts/${row.id}`, { ...formOf(row), title: 'A title written as a draft, again', draft: draftIdOf(reopened), intent: 'publish' }, cookies.editor)
		expect(published.headers.location).toBe(`/admin/content/posts/${row.id}?saved=1`)
		const now = await office.db.selectFrom('blog_posts').select(['title', 'version']).where('id', '=', row.id).executeTakeFirstOrThrow()
		expect(now).toEqual({ title: 'A title written as a draft, again', version: row.version + 1 })
		expect((await get(`/blogdetail/${row.slug}`)).body).toContain('A title written as a draft, again')
		expect(await office.db.selectFrom('content_revisions').select('id').where('state', '=', 'draft').where('row_id', '=', row.id).execute()).toEqual([])
		const revisions = (await get(`/admin/content/posts/${row.id}/revisions`, cookies.editor)).body
		expect(revisions).toContain(`Version ${row.version + 1}`)
	})

	it('discards a working draft, and publishes one dated later at that time', async () => {
		const row = await livePost(1)
		await post(`/admin/content/posts/${row.id}`, { ...formOf(row), summary: 'A summary to drop', draft: '', intent: 'save' }, cookies.editor)
		const discarded = await post(`/admin/content/posts/${row.id}`, { ...formOf(row), intent: 'discard' }, cookies.editor)
		expect(discarded.headers.location).toBe(`/admin/content/posts/${row.id}?draft=discarded`)
		const form = (await get(discarded.headers.location!, cookies.editor)).body
		expect(form).not.toContain('A summary to drop')
		expect(form).toContain('Working draft discarded')

		const later = new Date(Date.now() + 2 * 3600_000)
		const scheduled = await post(
			`/admin/content/posts/${row.id}`,
			{ ...formOf(row), summary: 'A summary for later', created_at: later.toISOString().slice(0, 16), draft: draftIdOf(form), intent: 'publish' },
			cookies.editor,
		)
		expect(scheduled.headers.location).toBe(`/admin/content/posts/${row.id}?draft=scheduled`)
		expect((await get(scheduled.headers.location!, cookies.editor)).body).toContain('Changes scheduled: they go live on')
		expect((await get(`/blogdetail/${row.slug}`)).statusCode).toBe(200)
		expect((await office.db.selectFrom('blog_posts').select('summary').where('id', '=', row.id).executeTakeFirstOrThrow()).summary).toBe(row.summary)
		expect(await publishDueDrafts(office.db, new Date())).toEqual([])
		const done = await publishDueDrafts(office.db, new Date(later.getTime() + 60_000))
		expect(done).toMatchObject([{ ok: true, item: `posts/${row.id}` }])
		expect((await office.db.selectFrom('blog_posts').select('summary').where('id', '=', row.id).executeTakeFirstOrThrow()).summary).toBe('A summary for later')
	})
})
