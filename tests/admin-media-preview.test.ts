import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import * as mediaLibrary from '#database/migrations/018-media-library.ts'
import { checkPreviewToken, PREVIEW_LIFETIME_MS, previewToken } from '#app/features/cms/preview.server.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'
import { TEST_SITE_URL } from '#tests/setup/app.ts'

/**
 * The writing experience's server side (decision 041): signed preview links
 * of drafts through the real public page, never cached nor indexed; the media
 * library with its alt text, where each picture is used, deletion refused
 * while used, replacement that keeps every page showing it.
 */

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

describe('a preview token', () => {
	const item = { entity: 'posts', id: 7, version: 3 }
	const now = Date.UTC(2026, 10, 27, 12)
	const token = previewToken(SECRET, item, now)

	it('is valid for its item and version within the hour', () => {
		expect(checkPreviewToken(SECRET, 'posts', 7, token, now + PREVIEW_LIFETIME_MS - 1000)).toEqual({ ok: true, version: 3, draft: false })
	})
	it('expires after the hour', () => {
		expect(checkPreviewToken(SECRET, 'posts', 7, token, now + PREVIEW_LIFETIME_MS + 1000)).toEqual({ ok: false, reason: 'expired' })
	})
	it('is refused when anything in it or its address is changed', () => {
		const [version, expires, mac] = token.split('.')
		expect(checkPreviewToken(SECRET, 'posts', 8, token, now).ok).toBe(false)
		expect(checkPreviewToken(SECRET, 'pages', 7, token, now).ok).toBe(false)
		expect(checkPreviewToken(SECRET, 'posts', 7, `4.${expires}.${mac}`, now).ok).toBe(false)
		expect(checkPreviewToken(SECRET, 'posts', 7, `${version}.${Number(expires) + 3600}.${mac}`, now).ok).toBe(false)
		expect(checkPreviewToken('another-secret-of-thirty-two-characters!', 'posts', 7, token, now).ok).toBe(false)
		expect(checkPreviewToken(SECRET, 'posts', 7, null, now).ok).toBe(false)
		expect(checkPreviewToken(SECRET, 'posts', 7, 'garbage', now).ok).toBe(false)
	})
	it('tells a working draft’s link from the saved version’s, and neither passes for the other', () => {
		const draft = previewToken(SECRET, { ...item, draft: true }, now)
		expect(draft.startsWith('d3.')).toBe(true)
		expect(checkPreviewToken(SECRET, 'posts', 7, draft, now)).toEqual({ ok: true, version: 3, draft: true })
		expect(checkPreviewToken(SECRET, 'posts', 7, draft.slice(1), now).ok).toBe(false)
		expect(checkPreviewToken(SECRET, 'posts', 7, `d${token}`, now).ok).toBe(false)
	})
})

/** A small picture, as a browser would upload it. */
const picture = (color: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: color } }).png().toBuffer()

describe.each(ENGINES)('previews and the media library on %s', (engine) => {
	const office = useBackOffice(engine)
	const { get, post, cookies } = office
	const editor = () => cookies.editor

	/** A multipart post, as a form with a file posts it. */
	async function upload(url: string, fields: Record<string, string>, file?: Buffer) {
		const form = new FormData()
		for (const [key, value] of Object.entries(fields)) form.append(key, value)
		if (file) form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'picture.png')
		const request = new Request(`${TEST_SITE_URL}${url}`, { method: 'POST', body: form })
		return office.inject({ method: 'POST', url, headers: { host: new URL(TEST_SITE_URL).host, origin: TEST_SITE_URL, cookie: editor(), 'content-type': request.headers.get('content-type')! }, payload: Buffer.from(await request.arrayBuffer()) })
	}

	async function newDraft(slug: string, extra: Record<string, string> = {}) {
		const category = await office.db.selectFrom('blog_categories').select('id').orderBy('id').executeTakeFirstOrThrow()
		const created = await post(
			'/admin/content/posts/new',
			{ slug, title: `Draft ${slug}`, category_id: String(category.id), status: 'draft', created_at: '', author: 'The editor', summary: 'A summary', body: '<h2>Not yet public</h2><p>Words.</p>', ...extra },
			editor(),
		)
		expect(created.statusCode, created.body.slice(0, 2000)).toBe(302)
		return Number(/\/posts\/(\d+)/.exec(created.headers.location!)![1])
	}

	const previewLinkOf = async (path: string) => {
		const page = (await get(path, editor())).body
		const match = /href="(\/preview\/[^"]+)"/.exec(page)
		expect(match, 'the edit page links a preview').not.toBeNull()
		return match![1]!.replaceAll('&amp;', '&')
	}

	it('shows a draft through its public page by a signed link, private, not indexed, and refuses a changed or outdated link', async () => {
		const id = await newDraft('a-previewed-draft')
		expect((await get('/blogdetail/a-previewed-draft')).statusCode).toBe(404)
		const link = await previewLinkOf(`/admin/content/posts/${id}`)

		const shown = await get(link)
		expect(shown.statusCode, /<main[\s\S]{0,1500}/.exec(shown.body)?.[0]).toBe(200)
		expect(shown.body).toContain('Draft a-previewed-draft')
		expect(shown.body).toContain('Not yet public')
		expect(shown.body).toContain('Preview of the saved version')
		// The real page: the site's header and footer around it.
		expect(shown.body).toMatch(/<header[\s\S]*<footer/)
		expect(shown.headers['cache-control']).toBe('private, no-store')
		expect(shown.headers['x-robots-tag']).toContain('noindex')
		expect(shown.body).toMatch(/<meta name="robots" content="noindex/)
		// Signed-out visitors see it too: the link is the permission.
		const tampered = link.replace(/token=(\d+)\.(\d+)\.(.)/, (_all, version, expires, first) => `token=${version}.${expires}.${first === 'A' ? 'B' : 'A'}`)
		expect((await get(tampered)).statusCode).toBe(403)
		expect((await get(link.replace(`/posts/${id}`, `/posts/${id + 1000}`))).statusCode).toBe(403)
		expect((await get(link.replace('/posts/', '/plans/'))).statusCode).toBe(403)
		expect((await get(`/preview/posts/${id}`)).statusCode).toBe(403)

		// Saved again: the old link names an older version; the editor's new one shows the new text.
		const row = await office.db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		const category = String(row.category_id)
		const resaved = await post(
			`/admin/content/posts/${id}`,
			{ slug: row.slug, title: row.title, category_id: category, status: 'draft', created_at: '', author: row.author, summary: row.summary, body: '<p>Second thoughts.</p>', version: String(row.version) },
			editor(),
		)
		expect(resaved.statusCode).toBe(302)
		expect((await get(link)).statusCode).toBe(403)
		expect((await get(await previewLinkOf(`/admin/content/posts/${id}`))).body).toContain('Second thoughts.')
	})

	it('keeps each upload once with its alt text, says where it is used, refuses to delete it while used and replaces it everywhere', async () => {
		const missingAlt = await upload('/admin/media?folder=blog', { alt: '', caption: '' }, await picture('#1d6fb8'))
		expect(missingAlt.statusCode).toBe(422)
		expect(missingAlt.body).toContain('Describe the picture for people who cannot see it')
		const noFile = await upload('/admin/media?folder=blog', { alt: 'Nothing', caption: '' })
		expect(noFile.statusCode).toBe(422)
		expect(noFile.body).toContain('Choose an image to upload.')

		const uploaded = await upload('/admin/media?folder=blog', { alt: 'Two designers at a whiteboard', caption: 'The studio' }, await picture('#1d6fb8'))
		expect(uploaded.statusCode).toBe(302)
		const item = await office.db.selectFrom('media').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
		expect(item).toMatchObject({ kind: 'blog', width: 64, height: 48, alt: 'Two designers at a whiteboard', caption: 'The studio' })
		expect(item.file).toMatch(/^u-[0-9a-f-]{36}\.png$/)
		expect(Number(item.bytes)).toBeGreaterThan(0)
		expect((await get('/admin/media', editor())).body).toContain('Two designers at a whiteboard')
		expect((await get(`/admin/media/${item.id}`, editor())).body).toContain('Not used by any content.')

		// As a post's cover, from the library: alt text required, then shown by the public page.
		const id = await newDraft('a-post-with-a-cover')
		const row = await office.db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		const form = { slug: row.slug, title: row.title, category_id: String(row.category_id), status: 'published', created_at: '', author: row.author, summary: row.summary, body: row.body, image__library: item.file, version: String(row.version) }
		const refused = await post(`/admin/content/posts/${id}`, { ...form, image__alt: '' }, editor())
		expect(refused.statusCode).toBe(422)
		expect(refused.body).toContain('Describe the cover image for people who cannot see it')
		const saved = await post(`/admin/content/posts/${id}`, { ...form, image__alt: 'Two designers at work' }, editor())
		expect(saved.statusCode, saved.body.slice(0, 500)).toBe(302)
		const page = (await get('/blogdetail/a-post-with-a-cover')).body
		expect(page).toMatch(new RegExp(`<img[^>]*class="blog-article__image"[^>]*alt="Two designers at work"|<img[^>]*alt="Two designers at work"[^>]*${item.file.slice(0, 10)}`))
		// In another post's text, by its URL.
		await newDraft('a-post-showing-it-inline', { body: `<p>Look:</p><img src="/media/blog/${item.file}" alt="The studio">` })

		const usage = (await get(`/admin/media/${item.id}`, editor())).body
		expect(usage).toContain('Blog post &#x27;Draft a-post-with-a-cover&#x27;')
		expect(usage).toContain('Blog post &#x27;Draft a-post-showing-it-inline&#x27;')
		// The delete button of a picture in use is disabled and says why, before anyone clicks it.
		expect(usage).toMatch(/<button type="button" class="button button--danger" disabled="" aria-describedby="delete-reason">Delete this picture<\/button>/)
		expect(usage).toContain('It cannot be deleted while 2 items use it')
		const kept = await post(`/admin/media/${item.id}`, { intent: 'delete' }, editor())
		expect(kept.statusCode).toBe(409)
		expect(kept.body).toContain('still in use')
		expect(await office.db.selectFrom('media').select('id').where('id', '=', item.id).executeTakeFirst()).toBeDefined()

		// Replaced: new bytes under a new name, and every item that showed it shows the new one.
		const replaced = await upload(`/admin/media/${item.id}`, {}, await picture('#d98b1c'))
		expect(replaced.statusCode).toBe(302)
		const now = await office.db.selectFrom('media').selectAll().where('id', '=', item.id).executeTakeFirstOrThrow()
		expect(now.file).not.toBe(item.file)
		expect(now.alt).toBe('Two designers at work')
		expect((await office.db.selectFrom('blog_posts').select('image').where('id', '=', id).executeTakeFirstOrThrow()).image).toBe(now.file)
		const inline = await office.db.selectFrom('blog_posts').select('body').where('slug', '=', 'a-post-showing-it-inline').executeTakeFirstOrThrow()
		expect(inline.body).toContain(`/media/blog/${now.file}`)
		expect(inline.body).not.toContain(item.file)
		// The old address still answers, for pages and caches that have it.
		expect((await get(`/media/blog/${item.file}`)).statusCode).toBe(200)

		// Alt text edited in the library: required, then the page shows it.
		const blank = await post(`/admin/media/${item.id}`, { intent: 'describe', alt: ' ', caption: '' }, editor())
		expect(blank.statusCode).toBe(422)
		expect(blank.body).toContain('Describe the picture for people who cannot see it')

		// An unused picture is deleted, from the library and from storage.
		await upload('/admin/media?folder=blog', { alt: 'A spare picture', caption: '' }, await picture('#333333'))
		const spare = await office.db.selectFrom('media').selectAll().where('alt', '=', 'A spare picture').executeTakeFirstOrThrow()
		const gone = await post(`/admin/media/${spare.id}`, { intent: 'delete' }, editor())
		expect(gone.statusCode).toBe(302)
		expect(gone.headers.location).toBe('/admin/media?deleted=1')
		expect((await get(gone.headers.location!, editor())).body).toContain('Picture deleted from the library and from storage.')
		expect(await office.db.selectFrom('media').select('id').where('id', '=', spare.id).executeTakeFirst()).toBeUndefined()
		expect((await get(`/media/blog/${spare.file}`)).statusCode).toBe(404)
		// Staff of other work do not reach the library.
		expect((await get('/admin/media', cookies.recruiter)).statusCode).toBe(403)
	})

	it('lets any image field and the share image choose a picture of any folder, and the public page shows it with its alt text', async () => {
		const uploaded = await upload('/admin/media?folder=blog', { alt: 'A lantern on a desk', caption: '' }, await picture('#2a9d8f'))
		expect(uploaded.statusCode).toBe(302)
		const item = await office.db.selectFrom('media').selectAll().where('alt', '=', 'A lantern on a desk').executeTakeFirstOrThrow()
		// The team's portrait field offers every folder's pictures, grouped by folder.
		const form = (await get('/admin/content/team/new', editor())).body
		expect(form).toContain('<optgroup label="Blog pictures">')
		expect(form).toContain(`value="blog/${item.file}"`)
		expect(form).toContain('All folders')

		const saved = await post('/admin/content/team/new', { name: 'Lena Park', role: 'Designer', bio: '', portrait__library: `blog/${item.file}`, portrait__alt: 'Lena at her desk', sort_order: '99' }, editor())
		expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302)
		const member = await office.db.selectFrom('team_members').selectAll().where('name', '=', 'Lena Park').executeTakeFirstOrThrow()
		expect(member.portrait).toBe(`blog/${item.file}`)
		// The alt text given beside the field is the library's.
		expect((await office.db.selectFrom('media').select('alt').where('id', '=', item.id).executeTakeFirstOrThrow()).alt).toBe('Lena at her desk')
		const about = (await get('/about-us')).body
		expect(about).toMatch(new RegExp(`<img[^>]*src="/media/blog/${item.file}"[^>]*alt="Lena at her desk"`))
		expect((await get(`/admin/media/${item.id}`, editor())).body).toContain('Team member &#x27;Lena Park&#x27;')

		// The share image, from the library by its address.
		const id = await newDraft('a-post-with-a-share-image')
		const row = await office.db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		const fields = { slug: row.slug, title: row.title, category_id: String(row.category_id), status: 'draft', created_at: '', author: row.author, summary: row.summary, body: row.body, version: String(row.version) }
		const edit = (await get(`/admin/content/posts/${id}`, editor())).body
		expect(edit).toContain(`value="/media/blog/${item.file}"`)
		const shared = await post(`/admin/content/posts/${id}`, { ...fields, social_image: '', social_image__library: `/media/blog/${item.file}` }, editor())
		expect(shared.statusCode, shared.body.slice(0, 300)).toBe(302)
		expect((await office.db.selectFrom('blog_posts').select('social_image').where('id', '=', id).executeTakeFirstOrThrow()).social_image).toBe(`/media/blog/${item.file}`)
		// A typed address is still taken.
		const typed = await post(`/admin/content/posts/${id}`, { ...fields, version: String(row.version + 1), social_image: '/media/blog/cover-card.jpg', social_image__library: '' }, editor())
		expect(typed.statusCode, typed.body.slice(0, 300)).toBe(302)
		expect((await office.db.selectFrom('blog_posts').select('social_image').where('id', '=', id).executeTakeFirstOrThrow()).social_image).toBe('/media/blog/cover-card.jpg')

		// Replaced in the library: the portrait of another folder follows.
		const replaced = await upload(`/admin/media/${item.id}`, {}, await picture('#e76f51'))
		expect(replaced.statusCode).toBe(302)
		const now = await office.db.selectFrom('media').select('file').where('id', '=', item.id).executeTakeFirstOrThrow()
		expect((await office.db.selectFrom('team_members').select('portrait').where('id', '=', member.id).executeTakeFirstOrThrow()).portrait).toBe(`blog/${now.file}`)
	})

	it('holds the demo pictures from the first start, each with alt text made from the content that shows it', async () => {
		const post = await office.db.selectFrom('blog_posts').select(['title', 'image']).orderBy('id').executeTakeFirstOrThrow()
		const cover = await office.db.selectFrom('media').selectAll().where('kind', '=', 'blog').where('file', '=', post.image).executeTakeFirstOrThrow()
		expect(cover.alt).toBe(`Illustration for the post “${post.title}”`)
		expect(Number(cover.bytes)).toBeGreaterThan(0)
		const portrait = await office.db.selectFrom('team_members').select(['name', 'portrait']).orderBy('id').executeTakeFirstOrThrow()
		expect((await office.db.selectFrom('media').select('alt').where('kind', '=', 'team').where('file', '=', portrait.portrait).executeTakeFirstOrThrow()).alt).toBe(`Portrait of ${portrait.name}`)
		const library = (await get('/admin/media?folder=blog', editor())).body
		expect(library).toContain(post.image)
	})

	it('registers the uploads content rows named before the library existed', async () => {
		const file = 'u-0b5e1f0c-1111-4222-8333-944455556666.jpg'
		await mediaLibrary.down(office.db)
		const post = await office.db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()
		await office.db.updateTable('blog_posts').set({ image: file }).where('id', '=', post.id).execute()
		await mediaLibrary.up(office.db)
		const rows = await office.db.selectFrom('media').select(['kind', 'file', 'alt', 'width']).execute()
		expect(rows).toContainEqual({ kind: 'blog', file, alt: '', width: null })
		// Each file once, whatever number of rows name it.
		expect(new Set(rows.map((row) => `${row.kind}/${row.file}`)).size).toBe(rows.length)
	})
})
