import { describe, expect, it } from 'vitest'
import { leadsPerWeek, weekOf } from '#app/features/leads/inbox.server.ts'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'

/**
 * Lists that scale (search, filters, sorting, pages, bulk actions with their
 * confirmation, revisions and audit lines), one search over content and
 * leads, the overview's weekly counts, and the search and sharing fields as
 * the public pages, the sitemap and the JSON-LD follow them (decision 042).
 */

describe.each(ENGINES)('content lists, search, the overview and SEO fields on %s', (engine) => {
	const office = useBackOffice(engine)
	const { get, post, cookies } = office

	const posts = () => office.db.selectFrom('blog_posts').selectAll().orderBy('id').execute()
	const auditOf = (action: string) => office.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute()

	it('searches, filters, sorts and pages a list, with counts and aria-sort', async () => {
		const all = await posts()
		const target = all[0]!
		const found = await get(`/admin/content/posts?q=${encodeURIComponent(target.title.slice(0, 12).toUpperCase())}`, cookies.editor)
		expect(found.statusCode).toBe(200)
		expect(found.body).toContain(target.title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').slice(0, 10))
		expect(found.body).toMatch(/\d+–\d+ of \d+/)
		const nothing = await get('/admin/content/posts?q=no-such-words-anywhere', cookies.editor)
		expect(nothing.body).toContain('Nothing matches.')

		// Sorting by title: the header says so, and the first row is the first title.
		const sorted = await get('/admin/content/posts?sort=title&dir=asc', cookies.editor)
		expect(sorted.body).toMatch(/<th scope="col" aria-sort="ascending">/)
		const first = [...all].sort((a, b) => (a.title < b.title ? -1 : 1))[0]!
		const firstLink = sorted.body.match(/href="\/admin\/content\/posts\/(\d+)"/)
		expect(Number(firstLink?.[1])).toBe(first.id)

		// Pages of 25 with a count of all.
		const now = new Date().toISOString()
		const extra = Array.from({ length: 30 }, (_, i) => ({
			slug: `list-filler-${i}`,
			title: `List filler ${String(i).padStart(2, '0')}`,
			category_id: target.category_id,
			status: 'draft',
			created_at: now,
			updated_at: now,
			author: 'Tester',
			summary: 'A filler post for the list.',
			body: '<p>x</p>',
			body_markdown: 'x',
			image: target.image,
		}))
		await office.db.insertInto('blog_posts').values(extra).execute()
		const total = all.length + 30
		const page1 = await get('/admin/content/posts', cookies.editor)
		expect(page1.body).toContain(`1–25 of ${total}`)
		expect(page1.body).toContain('Page 1 of')
		const page2 = await get('/admin/content/posts?page=2', cookies.editor)
		expect(page2.body).toContain(`26–${Math.min(50, total)} of ${total}`)

		// The status filter reads as the public site: drafts only.
		const drafts = await get('/admin/content/posts?status=draft&q=list+filler', cookies.editor)
		expect(drafts.body).toContain('1–25 of 30')
		const category = await get(`/admin/content/posts?category=${target.category_id}&q=list+filler`, cookies.editor)
		expect(category.body).toContain('of 30')
	})

	it('publishes and unpublishes ticked items in bulk, each with a revision, a new version and an audit line', async () => {
		const fillers = await office.db.selectFrom('blog_posts').select(['id', 'version']).where('slug', 'like', 'list-filler-%').orderBy('id').limit(3).execute()
		const ids = fillers.map((row) => String(row.id))
		const published = await post('/admin/content/posts?q=list+filler', { intent: 'publish', id: ids }, cookies.editor)
		expect(published.statusCode).toBe(302)
		expect(published.headers.location).toContain('done=publish')
		expect(published.headers.location).toContain('q=list+filler')
		const after = await office.db.selectFrom('blog_posts').select(['id', 'status', 'version']).where('id', 'in', fillers.map((row) => row.id)).orderBy('id').execute()
		for (const [i, row] of after.entries()) {
			expect(row.status).toBe('published')
			expect(Number(row.version)).toBe(Number(fillers[i]!.version) + 1)
		}
		const revisions = await office.db.selectFrom('content_revisions').selectAll().where('entity', '=', 'posts').where('row_id', 'in', fillers.map((row) => row.id)).execute()
		expect(revisions.filter((revision) => revision.staff_name === 'The editor')).toHaveLength(3)
		const audited = (await auditOf('content.updated')).filter((line) => line.detail.includes('"bulk":true'))
		expect(audited).toHaveLength(3)
		expect(audited[0]!.detail).toContain('Status')

		const unpublished = await post('/admin/content/posts', { intent: 'unpublish', id: ids[0]! }, cookies.editor)
		expect(unpublished.statusCode).toBe(302)
		expect((await office.db.selectFrom('blog_posts').select('status').where('id', '=', fillers[0]!.id).executeTakeFirstOrThrow()).status).toBe('draft')
		const notice = await get(unpublished.headers.location as string, cookies.editor)
		expect(notice.body).toContain('1 blog post unpublished')
	})

	it('asks before a bulk delete, naming every item, and deletes only on the confirmation', async () => {
		const fillers = await office.db.selectFrom('blog_posts').select(['id', 'title']).where('slug', 'like', 'list-filler-2%').orderBy('id').execute()
		const ids = fillers.map((row) => String(row.id))
		const asked = await post('/admin/content/posts', { intent: 'delete', id: ids }, cookies.editor)
		expect(asked.statusCode).toBe(200)
		expect(asked.body).toContain(`Delete these ${ids.length} items?`)
		for (const row of fillers) expect(asked.body).toContain(row.title)
		expect(await office.db.selectFrom('blog_posts').select('id').where('id', 'in', fillers.map((row) => row.id)).execute()).toHaveLength(ids.length)
		const confirmed = await post('/admin/content/posts', { intent: 'delete-confirmed', id: ids }, cookies.editor)
		expect(confirmed.statusCode).toBe(302)
		expect(await office.db.selectFrom('blog_posts').select('id').where('id', 'in', fillers.map((row) => row.id)).execute()).toHaveLength(0)
		expect((await auditOf('content.deleted')).filter((line) => line.detail.includes('"bulk":true'))).toHaveLength(ids.length)
		// Nothing ticked: a clear message, no change.
		const none = await post('/admin/content/posts', { intent: 'publish' }, cookies.editor)
		expect(none.statusCode).toBe(422)
		expect(none.body).toContain('Tick at least one item first.')
	})

	it('keeps bulk actions to the roles that may edit the content, and to what the kind allows', async () => {
		const [first] = await posts()
		const refused = await post('/admin/content/posts', { intent: 'delete-confirmed', id: String(first!.id) }, cookies.recruiter)
		expect(refused.statusCode).toBe(403)
		expect(await office.db.selectFrom('blog_posts').select('id').where('id', '=', first!.id).executeTakeFirst()).toBeDefined()
		// Blog categories cannot be deleted one by one, so not in bulk either.
		const category = await office.db.selectFrom('blog_categories').select('id').executeTakeFirstOrThrow()
		const notOffered = await post('/admin/content/categories', { intent: 'delete-confirmed', id: String(category.id) }, cookies.admin)
		expect(notOffered.statusCode).toBe(400)
	})

	it('searches content and leads in one place, leads only for roles that may read them', async () => {
		await office.db
			.insertInto('contact_messages')
			.values({ form: 'contact', name: 'Zebulon Findme', email: 'zebulon@example.com', phone: '', message: 'About a site for Findme.', created_at: new Date().toISOString(), status: 'new', ip: '', user_agent: '' } as never)
			.execute()
		const [first] = await posts()
		const word = first!.title.split(' ')[0]!
		const asAdmin = await get(`/admin/search?q=${encodeURIComponent(word)}`, cookies.admin)
		expect(asAdmin.body).toContain('Blog posts')
		expect(asAdmin.body).toContain(`/admin/content/posts/${first!.id}`)
		const leadForAdmin = await get('/admin/search?q=findme', cookies.admin)
		expect(leadForAdmin.body).toContain('Zebulon Findme')
		const leadForEditor = await get('/admin/search?q=findme', cookies.editor)
		expect(leadForEditor.body).toContain('Zebulon Findme')
		// A recruiter reads applications only: no contact message, no blog posts.
		const recruiter = await get('/admin/search?q=findme', cookies.recruiter)
		expect(recruiter.body).not.toContain('Zebulon Findme')
		const recruiterPosts = await get(`/admin/search?q=${encodeURIComponent(word)}`, cookies.recruiter)
		expect(recruiterPosts.body).not.toContain(`/admin/content/posts/${first!.id}`)
	})

	it('counts leads per week by kind over twelve weeks on the overview, with the numbers as a table', async () => {
		const weeks = await leadsPerWeek(office.db, ['quick', 'contact', 'quote', 'career'], 12)
		expect(weeks).toHaveLength(12)
		expect(weeks[11]!.week).toBe(weekOf(new Date()))
		const thisWeek = weeks[11]!.counts.contact
		const old = new Date(Date.now() - 7 * 86_400_000).toISOString()
		await office.db
			.insertInto('contact_messages')
			.values({ form: 'contact', name: 'Last week', email: 'last@example.com', phone: '', message: 'Hello', created_at: old, status: 'new', ip: '', user_agent: '' } as never)
			.execute()
		const again = await leadsPerWeek(office.db, ['contact'], 12)
		expect(again[10]!.counts.contact).toBeGreaterThanOrEqual(1)
		expect(again[11]!.counts.contact).toBe(thisWeek)
		const overview = await get('/admin', cookies.admin)
		expect(overview.body).toContain('Leads per week by kind, last 12 weeks')
		expect(overview.body).toMatch(/<svg[^>]*role="img"/)
		expect(overview.body).toContain('Week from')
		expect(overview.body).toContain('Recent activity')
		expect(overview.body).toContain('Posts scheduled for later')
		// The audit log is the admins': an editor's overview has no activity.
		expect((await get('/admin', cookies.editor)).body).not.toContain('Recent activity')
	})

	it('previews the site’s own share card for a post that has no public page yet (new, draft), never a card of a page that answers 404', async () => {
		const form = await get('/admin/content/posts/new', cookies.editor)
		expect(form.statusCode).toBe(200)
		expect(form.body).toContain('Share card preview')
		expect(form.body).toContain('src="/share/home.png"')
		expect(form.body).not.toMatch(/\ssrc=""/)
		const live = await office.db.selectFrom('blog_posts').select(['id', 'slug']).where('status', '=', 'published').where('created_at', '<=', new Date().toISOString()).executeTakeFirstOrThrow()
		expect((await get(`/admin/content/posts/${live.id}`, cookies.editor)).body).toContain(`src="/share/blogdetail/${live.slug}.png"`)
		await office.db.updateTable('blog_posts').set({ status: 'draft' }).where('id', '=', live.id).execute()
		const drafted = await get(`/admin/content/posts/${live.id}`, cookies.editor)
		await office.db.updateTable('blog_posts').set({ status: 'published' }).where('id', '=', live.id).execute()
		expect(drafted.body).toContain('src="/share/home.png"')
		expect(drafted.body).not.toContain(`/share/blogdetail/${live.slug}.png`)
	})

	it('draws no picture for a post without a cover: no image element, and its share card and JSON-LD name the drawn card', async () => {
		const bare = await office.db.selectFrom('blog_posts').select(['id', 'slug']).where('status', '=', 'published').where('created_at', '<=', new Date().toISOString()).orderBy('id', 'desc').executeTakeFirstOrThrow()
		await office.db.updateTable('blog_posts').set({ image: '' }).where('id', '=', bare.id).execute()
		const page = await get(`/blogdetail/${bare.slug}`)
		expect(page.statusCode).toBe(200)
		expect(page.body).not.toMatch(/\/media\/blog\/(\?|")/)
		expect(page.body).not.toContain('blog-article__image')
		expect(page.body).not.toContain('name="share:picture"')
		expect(page.body).toContain(`/share/blogdetail/${bare.slug}.png`)
		const card = await get(`/share/blogdetail/${bare.slug}.png`)
		expect(card.statusCode).toBe(200)
		expect(card.headers['content-type']).toBe('image/png')
	})

	it('saves the SEO fields of a post and the public page, JSON-LD and sitemap follow them', async () => {
		const post1 = (await office.db.selectFrom('blog_posts').selectAll().where('status', '=', 'published').where('created_at', '<=', new Date().toISOString()).orderBy('id').executeTakeFirstOrThrow())
		const form = await get(`/admin/content/posts/${post1.id}`, cookies.editor)
		expect(form.body).toContain('Search and sharing')
		expect(form.body).toContain('Search result preview')
		const fields: Record<string, string> = {}
		for (const [key, value] of Object.entries(post1)) fields[key] = value === null ? '' : String(value)
		const saved = await post(
			`/admin/content/posts/${post1.id}`,
			{
				...fields,
				created_at: new Date(post1.created_at).toISOString().slice(0, 16),
				meta_title: 'A sharper title for search',
				meta_description: 'What the search result says under the title.',
				canonical_url: '/blogdetail/the-original',
				noindex: '1',
				social_image: '/media/blog/cover-card.jpg',
				// A live post: its changes are a working draft, made live by publishing them (decision 078).
				intent: 'publish',
			},
			cookies.editor,
		)
		expect(saved.statusCode, saved.body.slice(0, 400)).toBe(302)
		const page = await get(`/blogdetail/${post1.slug}`)
		expect(page.statusCode).toBe(200)
		expect(page.body).toContain('<title>A sharper title for search</title>')
		expect(page.body).toContain('content="What the search result says under the title."')
		expect(page.body).toMatch(/<meta name="robots" content="noindex"/)
		expect(page.body).toMatch(/<link rel="canonical" href="http[^"]+\/blogdetail\/the-original"/)
		expect(page.body).toMatch(/<meta property="og:image" content="http[^"]+\/media\/blog\/cover-card.jpg"/)
		const jsonLd = page.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? ''
		expect(jsonLd).toContain('A sharper title for search')
		const sitemap = await get('/sitemaps/blog.xml')
		expect(sitemap.body).not.toContain(`/blogdetail/${post1.slug}<`)
		// Left blank again: the post's own title, back in the sitemap, no robots tag.
		fields.version = String((await office.db.selectFrom('blog_posts').select('version').where('id', '=', post1.id).executeTakeFirstOrThrow()).version)
		const cleared = await post(`/admin/content/posts/${post1.id}`, { ...fields, created_at: new Date(post1.created_at).toISOString().slice(0, 16), meta_title: '', meta_description: '', canonical_url: '', noindex: '0', social_image: '', intent: 'publish' }, cookies.editor)
		expect(cleared.statusCode).toBe(302)
		const plain = await get(`/blogdetail/${post1.slug}`)
		expect(plain.body).not.toMatch(/<meta name="robots" content="noindex"/)
		expect((await get('/sitemaps/blog.xml')).body).toContain(`/blogdetail/${post1.slug}<`)
		// A canonical that is no address is refused under its field.
		const bad = await post(`/admin/content/posts/${post1.id}`, { ...fields, created_at: new Date(post1.created_at).toISOString().slice(0, 16), canonical_url: 'not an address', intent: 'save' }, cookies.editor)
		expect(bad.statusCode).toBe(422)
		expect(bad.body).toContain('Enter a full address like https://www.example.com')
	})

	it('invites a staff member by a one-time, hashed, expiring link that sets their own password', async () => {
		const invited = await post('/admin/staff', { intent: 'invite', name: 'New Person', email: 'new.person@example.com', role: 'editor' }, cookies.admin)
		expect(invited.statusCode).toBe(200)
		expect(invited.body).toContain('was invited')
		const mail = await office.db.selectFrom('outbox').selectAll().where('to_address', '=', 'new.person@example.com').orderBy('id', 'desc').executeTakeFirstOrThrow()
		// Waiting to be sent (no outbox worker runs here): the link is kept apart from the text (decision 064).
		const token = decodeURIComponent(mail.secret?.match(/reset-password\?token=([^\s]+)/)?.[1] ?? '')
		expect(token.length).toBeGreaterThan(30)
		expect(mail.body).not.toContain(token)
		// Only a hash of the token is stored, and it expires in days, not never.
		const stored = await office.db.selectFrom('staff_sign_in_links').selectAll().execute()
		expect(JSON.stringify(stored)).not.toContain(token)
		const user = await office.db.selectFrom('staff_users').select('id').where('email', '=', 'new.person@example.com').executeTakeFirstOrThrow()
		const mine = stored.filter((row) => row.user_id === user.id)
		expect(mine.map((row) => row.purpose)).toEqual(['invitation'])
		const expires = new Date(String(mine[0]!.expires_at)).getTime()
		expect(expires).toBeGreaterThan(Date.now() + 2 * 86_400_000)
		expect(expires).toBeLessThan(Date.now() + 4 * 86_400_000)
		// No one can sign in before the link is used: the password is unknown.
		expect((await post('/admin/login', { email: 'new.person@example.com', password: '' })).statusCode).not.toBe(302)
		expect((await get(`/admin/reset-password?token=${encodeURIComponent(token)}`)).body).toContain('name="confirmPassword"')
		const set = await post('/admin/reset-password', { token, password: 'my own long password', confirmPassword: 'my own long password' })
		expect(set.statusCode).toBe(302)
		expect((await post('/admin/login', { email: 'new.person@example.com', password: 'my own long password', redirectTo: '/admin' })).statusCode).toBe(302)
		// Once only.
		const again = await post('/admin/reset-password', { token, password: 'another long password', confirmPassword: 'another long password' })
		expect(again.statusCode).toBe(400)
		// An expired invitation is refused.
		await post('/admin/staff', { intent: 'invite', name: 'Late Person', email: 'late.person@example.com', role: 'recruiter' }, cookies.admin)
		const late = await office.db.selectFrom('outbox').selectAll().where('to_address', '=', 'late.person@example.com').executeTakeFirstOrThrow()
		const lateToken = decodeURIComponent(late.secret?.match(/reset-password\?token=([^\s]+)/)?.[1] ?? '')
		const lateUser = await office.db.selectFrom('staff_users').select('id').where('email', '=', 'late.person@example.com').executeTakeFirstOrThrow()
		await office.db.updateTable('staff_sign_in_links').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('user_id', '=', lateUser.id).execute()
		expect((await get(`/admin/reset-password?token=${encodeURIComponent(lateToken)}`)).body).not.toContain('name="confirmPassword"')
		// Bad input: a clear message under the field.
		const bad = await post('/admin/staff', { intent: 'invite', name: '', email: 'not-an-address', role: 'editor' }, cookies.admin)
		expect(bad.statusCode).toBe(422)
		expect(bad.body).toContain('Enter a valid email address')
	})

	it('asks before disabling a person', async () => {
		const asked = await post('/admin/staff', { intent: 'disable', email: 'recruiter@example.com' }, cookies.admin)
		expect(asked.body).toContain('Disable recruiter@example.com?')
		const before = await office.db.selectFrom('staff_users').select('disabled').where('email', '=', 'recruiter@example.com').executeTakeFirstOrThrow()
		expect(Boolean(before.disabled)).toBe(false)
		await post('/admin/staff', { intent: 'disable', email: 'recruiter@example.com', confirmed: 'yes' }, cookies.admin)
		const after = await office.db.selectFrom('staff_users').select('disabled').where('email', '=', 'recruiter@example.com').executeTakeFirstOrThrow()
		expect(Boolean(after.disabled)).toBe(true)
	})
})
