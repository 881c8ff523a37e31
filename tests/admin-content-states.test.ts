import { describe, expect, it } from 'vitest'
import { useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'

/**
 * What a save says and what a list shows, true to the public site: no "Saved"
 * beside an error, a draft is not public, a later date schedules a post; and
 * the contact record's phone numbers, e-mails and URLs are checked, with no
 * page ever linking an empty tel:, mailto: or href.
 */

const EMPTY_LINK = /href="(?:tel:|mailto:|https?:\/\/)?"/

describe.each(ENGINES)('content states and contact fields on %s', (engine) => {
	const office = useBackOffice(engine)
	const { get, post, cookies } = office
	const editor = () => cookies.editor

	/** The site record's current values, as its form posts them. */
	async function siteForm(): Promise<Record<string, string>> {
		const row = await office.db.selectFrom('site_contact').selectAll().orderBy('id').executeTakeFirstOrThrow()
		return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? '' : String(value)]))
	}

	// First, before any page is cached: a contact record saved before these checks existed.
	it('links no empty tel: or mailto: on the public pages when the stored contact record is not dialable', async () => {
		await office.db.updateTable('site_contact').set({ phone: 'call us maybe', email: 'nobody', usa_phone: '', usa_email: '' }).execute()
		await office.db.updateTable('job_openings').set({ mob: 'ask', send_mail: 'hr' }).execute()
		for (const path of ['/', '/contact-us', '/career', '/about-us']) {
			const response = await get(path)
			expect(response.statusCode, path).toBe(200)
			expect(response.body, path).not.toMatch(EMPTY_LINK)
			expect(response.body, path).not.toMatch(/href="(?:tel|mailto):[^"\d@]*"/)
			// The text is still there for people to read.
			expect(response.body, path).toContain('call us maybe')
		}
	})

	it('refuses a phone number, e-mail or URL of the site record that is not one, under its field, and saves a good one', async () => {
		const form = await siteForm()
		const refused = await post(`/admin/content/site/${form.id}`, { ...form, phone: 'call us maybe', usa_email: 'usa at example', facebook: 'facebook.com/us' }, editor())
		expect(refused.statusCode).toBe(422)
		expect(refused.body).toContain('Enter a phone number with digits, spaces and + - ( ) . only')
		expect(refused.body).toContain('Enter a valid email address')
		expect(refused.body).toContain('Enter a full address like https://www.example.com')
		expect(refused.body).not.toContain('form-alert--success')
		const saved = await post(`/admin/content/site/${form.id}`, { ...form, phone: '+91 79 4890 2210', email: 'hello@lanternfish.example' }, editor())
		expect(saved.statusCode).toBe(302)
		const home = await get('/')
		expect(home.body).toContain('href="tel:+917948902210"')
		expect(home.body).toContain('href="mailto:hello@lanternfish.example"')
	})

	it('shows only the errors of a refused save, not the notice of the save before it', async () => {
		const plan = await office.db.selectFrom('plans').select(['id', 'name', 'sort_order']).orderBy('id').executeTakeFirstOrThrow()
		const fields = { name: plan.name, price: '149', sort_order: String(plan.sort_order) }
		const saved = await post(`/admin/content/plans/${plan.id}`, fields, editor())
		expect(saved.statusCode).toBe(302)
		expect(saved.headers.location).toBe(`/admin/content/plans/${plan.id}?saved=1`)
		expect((await get(saved.headers.location!, editor())).body).toContain('Saved. The public site shows it now.')
		// The form posts back to the address it was shown at, ?saved=1 included.
		const refused = await post(`/admin/content/plans/${plan.id}?saved=1`, { ...fields, price: '149.50' }, editor())
		expect(refused.statusCode).toBe(422)
		expect(refused.body).toContain('must be a whole number')
		expect(refused.body).not.toContain('form-alert--success')
	})

	it('tells a draft, a scheduled and a published post apart, in the save notice and in the list', async () => {
		const category = await office.db.selectFrom('blog_categories').select('id').orderBy('id').executeTakeFirstOrThrow()
		const base = { category_id: String(category.id), author: 'The editor', summary: 'A summary', body: '<p>Some <em>text</em></p>' }
		const later = new Date(Date.now() + 7 * 24 * 3600_000).toISOString().slice(0, 16)
		// Yesterday: past, so published now, and recent enough to be on the list's first page.
		const earlier = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 16)

		// A draft needs no date: blank is now.
		const draft = await post('/admin/content/posts/new', { ...base, slug: 'a-draft-post', title: 'A draft post', status: 'draft', created_at: '' }, editor())
		expect(draft.statusCode).toBe(302)
		const draftPage = (await get(draft.headers.location!, editor())).body
		expect(draftPage).toContain('Saved as a draft: the public site does not show it.')
		expect(draftPage).not.toContain('shows it now')

		const scheduled = await post('/admin/content/posts/new', { ...base, slug: 'a-later-post', title: 'A later post', status: 'published', created_at: later }, editor())
		expect(scheduled.statusCode).toBe(302)
		const scheduledPage = (await get(scheduled.headers.location!, editor())).body
		expect(scheduledPage).toContain('Saved. It will appear on the public site on ')
		expect(scheduledPage).not.toContain('shows it now')
		expect((await get('/blogdetail/a-later-post')).statusCode).toBe(404)

		const published = await post('/admin/content/posts/new', { ...base, slug: 'a-public-post', title: 'A public post', status: 'published', created_at: earlier }, editor())
		expect((await get(published.headers.location!, editor())).body).toContain('Saved. The public site shows it now.')

		// A new post's form starts at now.
		expect((await get('/admin/content/posts/new', editor())).body).toContain(`value="${new Date().toISOString().slice(0, 13)}`)

		const list = (await get('/admin/content/posts', editor())).body
		const rowOf = (title: string) => list.slice(list.indexOf(title), list.indexOf('</tr>', list.indexOf(title)))
		expect(rowOf('A draft post')).toContain('>Draft<')
		expect(rowOf('A later post')).toMatch(/>Scheduled \(\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC\)</)
		expect(rowOf('A public post')).toContain('>Published<')
		expect(list).not.toContain('>published<')
	})

	it('says a closed job opening, or one past its closing day, is not on the public site', async () => {
		const base = { employment_type: 'FULL_TIME', workplace: 'office', experience: '2 years', vacancies: '1', responsibility: '<p>Build things</p>', send_mail: 'jobs@example.com', sort_order: '50', desired_profile: '', mob: '', posted_on: '', closes_on: '' }
		const closed = await post('/admin/content/jobs/new', { ...base, title: 'A closed opening', status: 'closed' }, editor())
		expect(closed.statusCode, closed.body.match(/form-field__error[^<]*<[^<]*/g)?.join(' ')).toBe(302)
		const closedPage = (await get(closed.headers.location!, editor())).body
		expect(closedPage).toContain('Saved. It is closed: the public site does not show it.')
		expect(closedPage).not.toContain('shows it now')

		const past = await post('/admin/content/jobs/new', { ...base, title: 'A lapsed opening', status: 'open', closes_on: '2024-01-31' }, editor())
		expect(past.statusCode).toBe(302)
		const pastPage = (await get(past.headers.location!, editor())).body
		expect(pastPage).toContain('Saved. Its closing day (2024-01-31) has passed: the public site does not show it.')

		const open = await post('/admin/content/jobs/new', { ...base, title: 'An open opening', status: 'open', closes_on: '' }, editor())
		expect((await get(open.headers.location!, editor())).body).toContain('Saved. The public site shows it now.')
		const career = (await get('/career')).body
		expect(career).toContain('An open opening')
		expect(career).not.toContain('A closed opening')
		expect(career).not.toContain('A lapsed opening')

		const list = (await get('/admin/content/jobs', editor())).body
		expect(list.slice(list.indexOf('A lapsed opening'), list.indexOf('</tr>', list.indexOf('A lapsed opening')))).toContain('>Closed (2024-01-31)<')
	})

	it('stores a text area\'s CRLF line breaks as LF, and a save that changes nothing records nothing', async () => {
		const category = await office.db.selectFrom('blog_categories').select('id').orderBy('id').executeTakeFirstOrThrow()
		// The browser posts a text area's line breaks as CRLF.
		const fields = { category_id: String(category.id), author: 'The editor', slug: 'line-breaks', title: 'Line breaks', status: 'draft', created_at: '', summary: 'Line one\r\nLine two', body: '<p>First paragraph.</p>\r\n<p>Second paragraph.</p>' }
		const created = await post('/admin/content/posts/new', fields, editor())
		expect(created.statusCode).toBe(302)
		const row = await office.db.selectFrom('blog_posts').select(['id', 'version', 'summary', 'body']).where('slug', '=', 'line-breaks').executeTakeFirstOrThrow()
		expect(row.summary).toBe('Line one\nLine two')
		expect(row.body).toBe('<p>First paragraph.</p>\n<p>Second paragraph.</p>')

		const counts = async () => ({
			revisions: (await office.db.selectFrom('content_revisions').select('id').where('entity', '=', 'posts').where('row_id', '=', row.id).execute()).length,
			audit: (await office.db.selectFrom('audit_log').select('id').execute()).length,
			content: Number((await office.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version),
			version: Number((await office.db.selectFrom('blog_posts').select('version').where('id', '=', row.id).executeTakeFirstOrThrow()).version),
		})
		const before = await counts()
		// The same form sent back untouched, CRLF and all: no new version, revision, audit entry or content change.
		const again = await post(`/admin/content/posts/${row.id}`, { ...fields, version: String(row.version) }, editor())
		expect(again.statusCode).toBe(302)
		expect(again.headers.location).toBe(`/admin/content/posts/${row.id}?saved=unchanged`)
		expect((await get(again.headers.location!, editor())).body).toContain('Nothing had changed, so nothing was saved.')
		expect(await counts()).toEqual(before)

		// One changed word is a save, with its version, revision and audit entry.
		const changed = await post(`/admin/content/posts/${row.id}`, { ...fields, summary: 'Line one\r\nLine three', version: String(row.version) }, editor())
		expect(changed.headers.location).toBe(`/admin/content/posts/${row.id}?saved=1`)
		const after = await counts()
		expect(after.version).toBe(before.version + 1)
		expect(after.revisions).toBe(before.revisions + 1)
		expect(after.audit).toBe(before.audit + 1)
		expect(after.content).toBeGreaterThan(before.content)
	})
})
