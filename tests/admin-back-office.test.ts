import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { createAuth } from '#app/server/auth.server.ts'
import { IMAGE_SIZES } from '#app/lib/media.ts'
import { applicationLead, commentLead, commitLead, contactLead } from '#app/features/leads/leads.server.ts'
import { purgeTrash } from '#app/features/blog/comment-trash.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { type Database, type Engine, openDatabase } from '#database/db.ts'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { POSTGRES_URL } from '#tests/setup/database.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { powPayloadOver } from '#tests/setup/forms.ts'

/**
 * The back office over HTTP, against the built server on each engine: who
 * may open what (every admin route of the route table, signed out and by
 * role), cross-site posts, and the staff's daily work — leads, comments,
 * content, uploads, redirects, erasure — seen from the public side too.
 */

const PASSWORD = 'a long enough password'
const APP_SECRET = 'a-test-secret-of-at-least-thirty-two-characters'
const ENGINES: Engine[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite']

/** Every path under /admin in the route table, with its parameters filled in. */
function adminPaths(entries: RouteConfigEntry[], parent = ''): string[] {
	return entries.flatMap((entry) => {
		const here = entry.path ? `${parent}/${entry.path}` : parent
		const own = entry.path !== undefined || entry.index ? [here || '/'] : []
		return [...own, ...adminPaths(entry.children ?? [], here)]
	})
}
const FILL: Record<string, string> = { ':kind': 'quote', ':id': '1', ':entity': 'services', '*': 'anything' }
const ALL_ADMIN_PATHS = [...new Set(adminPaths(routes).filter((p) => p.startsWith('/admin')).map((p) => p.replace(/:\w+|\*/g, (part) => FILL[part]!)))]
/** The pages a signed-out visitor may open: signing in and recovering a password. */
const PUBLIC_ADMIN_PATHS = ['/admin/login', '/admin/two-factor', '/admin/forgot-password', '/admin/reset-password', '/admin/logout']

describe.each(ENGINES)('the back office on %s', (engine) => {
	const dataDir = tempDataDir()
	let server: RunningServer
	let db: Database
	let pgDatabase: string | undefined
	const cookies: Record<'admin' | 'editor' | 'recruiter', string> = { admin: '', editor: '', recruiter: '' }

	beforeAll(async () => {
		let databaseUrl = ''
		if (engine === 'postgres') {
			pgDatabase = `backoffice_${randomBytes(5).toString('hex')}`
			const admin = await openDatabase({ databaseUrl: POSTGRES_URL })
			await sql`create database ${sql.id(pgDatabase)}`.execute(admin)
			await admin.destroy()
			const url = new URL(POSTGRES_URL!)
			url.pathname = `/${pgDatabase}`
			databaseUrl = url.toString()
		}
		server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, APP_SECRET })
		db = await openDatabase(databaseUrl ? { databaseUrl } : { sqliteFile: path.join(dataDir, 'site.db') })
		const auth = createAuth({ db, engine, secret: 'unused-here-but-at-least-thirty-two-characters', siteUrl: server.url })
		for (const role of ['admin', 'editor', 'recruiter'] as const) {
			await createStaffUser(auth, db, { email: `${role}@example.com`, password: PASSWORD, role, name: `The ${role}` })
			cookies[role] = await signIn(`${role}@example.com`)
		}
	})
	afterAll(async () => {
		await db?.destroy()
		await server?.stop()
		if (pgDatabase) {
			const admin = await openDatabase({ databaseUrl: POSTGRES_URL })
			await sql`drop database if exists ${sql.id(pgDatabase)} with (force)`.execute(admin)
			await admin.destroy()
		}
	})

	const get = (pathname: string, cookie = '') => fetch(server.url + pathname, { redirect: 'manual', headers: cookie ? { cookie } : {} })
	const post = (pathname: string, fields: Record<string, string | string[]>, { cookie = '', origin = server.url as string | null } = {}) => {
		const body = new URLSearchParams()
		for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) body.append(key, item)
		return fetch(server.url + pathname, {
			method: 'POST',
			redirect: 'manual',
			headers: { 'content-type': 'application/x-www-form-urlencoded', ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) },
			body,
		})
	}
	const postMultipart = (pathname: string, form: FormData, cookie: string) =>
		fetch(server.url + pathname, { method: 'POST', redirect: 'manual', headers: { origin: server.url, cookie }, body: form })
	async function signIn(email: string): Promise<string> {
		const response = await post('/admin/login', { email, password: PASSWORD, redirectTo: '/admin' })
		expect(response.status, `sign-in of ${email}`).toBe(302)
		return response.headers
			.getSetCookie()
			.map((c) => c.split(';')[0]!)
			.filter((c) => c.startsWith('lf-admin.'))
			.join('; ')
	}
	const auditRows = (action: string) => db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute()

	it('sends a signed-out visitor of every admin route, page or action, to the sign-in page', async () => {
		expect(ALL_ADMIN_PATHS.length).toBeGreaterThan(15)
		for (const pathname of ALL_ADMIN_PATHS.filter((p) => !PUBLIC_ADMIN_PATHS.includes(p))) {
			for (const response of [await get(pathname), await post(pathname, { intent: 'save', status: 'won', body: 'x' })]) {
				expect(response.status, pathname).toBe(302)
				expect(new URL(response.headers.get('location')!, server.url).pathname, pathname).toBe('/admin/login')
			}
		}
		expect(await db.selectFrom('lead_notes').selectAll().execute()).toEqual([])
	})

	it('refuses each role what it may not do, on the server', async () => {
		const refused: [keyof typeof cookies, string][] = [
			['editor', '/admin/leads/career/1'],
			['editor', '/admin/leads/career/1/cv'],
			['editor', '/admin/staff'],
			['editor', '/admin/audit'],
			['editor', '/admin/erasure'],
			['recruiter', '/admin/content/services'],
			['recruiter', '/admin/content/services/1'],
			['recruiter', '/admin/comments'],
			['recruiter', '/admin/leads/quote/1'],
		]
		for (const [role, pathname] of refused) expect((await get(pathname, cookies[role])).status, `${role} ${pathname}`).toBe(403)
		// A recruiter cannot change a page by posting to it either.
		const before = await db.selectFrom('services').select('name').where('id', '=', 1).executeTakeFirstOrThrow()
		expect((await post('/admin/content/services/1', { name: 'Hijacked' }, { cookie: cookies.recruiter })).status).toBe(403)
		expect(await db.selectFrom('services').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(before)
		// What each may open.
		expect((await get('/admin/content/jobs', cookies.recruiter)).status).toBe(200)
		expect((await get('/admin/content/services/1', cookies.editor)).status).toBe(200)
		const editorInbox = await (await get('/admin/leads?kind=career', cookies.editor)).text()
		expect(editorInbox).not.toContain('Job application')
	})

	it('refuses a cross-site post made with a staff cookie', async () => {
		const before = await db.selectFrom('services').select('name').where('id', '=', 1).executeTakeFirstOrThrow()
		for (const origin of ['https://evil.example', null]) {
			const response = await post('/admin/content/services/1', { name: 'Cross-site' }, { cookie: cookies.admin, origin })
			expect([400, 403], String(origin)).toContain(response.status)
		}
		expect(await db.selectFrom('services').select('name').where('id', '=', 1).executeTakeFirstOrThrow()).toEqual(before)
	})

	it('shows a quote request from a portfolio page with its provenance, moves it along, notes it and exports it as safe CSV', async () => {
		const item = await db
			.selectFrom('portfolio_items')
			.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
			.select(['portfolio_items.id', 'portfolio_items.title', 'portfolio_categories.api_key', 'portfolio_categories.slug'])
			.where('portfolio_categories.quote_check', '=', 'captcha')
			.executeTakeFirstOrThrow()
		const { code, token } = (await (await fetch(`${server.url}/api/captcha`)).json()) as { code: string; token: string }
		const sent = await fetch(`${server.url}/api/Portfolio/store`, {
			method: 'POST',
			headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${server.url}/portfolio/${item.slug}` },
			body: new URLSearchParams({
				name: 'Laura Kim',
				email: 'quote.person@example.com',
				phone: '15125550199',
				website: 'www.example.com',
				company: 'Kim Bakery',
				budget: '4500',
				how_know: 'A friend',
				content: '=HYPERLINK("http://evil.example","Click")',
				technology: item.api_key,
				portfolio_item_id: String(item.id),
				user_captcha: code,
				footer_captcha: code,
				captcha_token: token,
				altcha: await powPayloadOver(server.url),
			}),
		})
		expect(sent.status).toBe(200)
		const lead = await db.selectFrom('quote_requests').selectAll().where('email', '=', 'quote.person@example.com').executeTakeFirstOrThrow()

		const inbox = await (await get('/admin/leads?kind=quote&q=quote.person', cookies.editor)).text()
		expect(inbox).toContain('quote.person@example.com')
		expect(inbox).toContain(item.title)
		const detail = await (await get(`/admin/leads/quote/${lead.id}`, cookies.editor)).text()
		expect(detail).toContain(`/portfolio/${item.slug}`)
		expect(detail).toContain(item.title)

		expect((await post(`/admin/leads/quote/${lead.id}`, { intent: 'status', status: 'contacted' }, { cookie: cookies.editor })).status).toBe(200)
		const noted = await post(`/admin/leads/quote/${lead.id}`, { intent: 'note', body: 'Called, sending a proposal on Monday.' }, { cookie: cookies.editor })
		expect(noted.status).toBe(200)
		const empty = await post(`/admin/leads/quote/${lead.id}`, { intent: 'note', body: '  ' }, { cookie: cookies.editor })
		expect(empty.status).toBe(422)
		expect(await empty.text()).toContain('Write the note')
		const bad = await post(`/admin/leads/quote/${lead.id}`, { intent: 'status', status: 'bought' }, { cookie: cookies.editor })
		expect(bad.status).toBe(422)
		expect(await bad.text()).toContain('Choose a status from the list')
		const after = await (await get(`/admin/leads/quote/${lead.id}`, cookies.editor)).text()
		expect(after).toContain('Called, sending a proposal on Monday.')
		expect(after).toContain('The editor, ')
		expect((await db.selectFrom('quote_requests').select('status').where('id', '=', lead.id).executeTakeFirstOrThrow()).status).toBe('contacted')

		const csv = await get('/admin/leads/export.csv?kind=quote&status=contacted', cookies.editor)
		expect(csv.headers.get('content-type')).toContain('text/csv')
		expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
		const text = await csv.text()
		expect(text.split('\r\n')[0]).toContain('"Received (UTC)","Kind","Status","Assigned to","Name","Email"')
		expect(text.split('\r\n')[0]).toContain('"Company","Website","Budget","Heard of us"')
		expect(text).toContain('"Kim Bakery"')
		expect(text).toContain('"A friend"')
		expect(text).toMatch(/"The editor, [^"]+: Called, sending a proposal on Monday\."/)
		expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
		expect(text).toContain('"Laura Kim","quote.person@example.com"')
		expect(text).not.toMatch(/(^|[,;]"?)=HYPERLINK/m)

		const logged = await auditRows('lead.export')
		expect(logged.at(-1)).toMatchObject({ actor_email: 'editor@example.com' })
		// A search's words (often a person's address) stay out of the log; that it was a search does not.
		const searched = await get('/admin/leads/export.csv?q=quote.person%40example.com', cookies.editor)
		expect(await searched.text()).toContain('"Laura Kim","quote.person@example.com"')
		const searchLog = (await auditRows('lead.export')).at(-1)!
		expect(searchLog.detail).not.toContain('quote.person')
		expect(JSON.parse(searchLog.detail)).toMatchObject({ filter: { q: '[search]' }, rows: 1 })
		expect((await auditRows('lead.status')).at(-1)).toMatchObject({ subject: `quote#${lead.id}`, actor_email: 'editor@example.com' })
	})

	it('assigns a lead to a colleague who may read it, who is e-mailed a link, and replies to the sender, both on the timeline', async () => {
		const id = await commitLead(
			db,
			contactLead({ form: 'contact', name: 'Tomas Berg', email: 'tomas@example.com', phone: '5550199', message: 'Can you redo our menu site?' }),
			{ source_page: '/contact-us', ip: '203.0.113.8', user_agent: 'test', spam: false },
			{ to: 'leads@example.com', siteUrl: server.url },
		)
		const staffId = async (email: string) => (await db.selectFrom('staff_users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id
		const page = `/admin/leads/contact/${id}`

		// A recruiter cannot read contact messages, so cannot be given one.
		const refused = await post(page, { intent: 'assign', assignee: await staffId('recruiter@example.com') }, { cookie: cookies.admin })
		expect(refused.status).toBe(422)
		expect(await refused.text()).toContain('Choose a colleague from the list')
		const assigned = await post(page, { intent: 'assign', assignee: await staffId('editor@example.com') }, { cookie: cookies.admin })
		expect(assigned.status).toBe(200)
		expect(await assigned.text()).toContain('Assigned to The editor; they have been sent an e-mail with a link to it.')
		const notice = await db.selectFrom('outbox').selectAll().where('kind', '=', 'lead:assigned').where('lead_id', '=', id).executeTakeFirstOrThrow()
		expect(notice.to_address).toBe('editor@example.com')
		expect(notice.body).toMatch(new RegExp(`^https?://\\S+/admin/leads/contact/${id}$`, 'm'))
		expect((await auditRows('lead.assigned')).at(-1)).toMatchObject({ actor_email: 'admin@example.com', subject: `contact#${id}` })
		const mine = await (await get('/admin/leads?assignee=mine', cookies.editor)).text()
		expect(mine).toContain('Tomas Berg')
		expect(await (await get('/admin/leads?assignee=mine', cookies.admin)).text()).not.toContain('Tomas Berg')
		expect(await (await get('/admin/leads?q=menu+site', cookies.editor)).text()).toContain('Tomas Berg')

		const empty = await post(page, { intent: 'reply', body: ' ' }, { cookie: cookies.editor })
		expect(empty.status).toBe(422)
		expect(await empty.text()).toContain('Write the reply')
		const replied = await post(page, { intent: 'reply', body: 'Hello Tomas, gladly: may we call you tomorrow?' }, { cookie: cookies.editor })
		expect(replied.status).toBe(200)
		const { email: agency } = await db.selectFrom('site_contact').select('email').executeTakeFirstOrThrow()
		const reply = await db.selectFrom('outbox').selectAll().where('kind', '=', 'lead:reply').where('lead_id', '=', id).executeTakeFirstOrThrow()
		expect(reply).toMatchObject({ to_address: 'tomas@example.com', reply_to: agency, attachment_path: null })
		expect(reply.body).toContain('may we call you tomorrow?\n\n-- \nThe editor\n')
		expect((await auditRows('lead.reply')).at(-1)).toMatchObject({ actor_email: 'editor@example.com', subject: `contact#${id}` })

		const timeline = await (await get(page, cookies.editor)).text()
		expect(timeline).toContain('Assigned to The editor')
		expect(timeline).toContain('may we call you tomorrow?')
		expect(timeline).toContain('Status set to Contacted')
		// The server's outbox worker (no SMTP here: it writes the message to DATA_DIR/outbox) sends it within seconds.
		await expect.poll(async () => (await db.selectFrom('outbox').select('status').where('id', '=', reply.id).executeTakeFirstOrThrow()).status, { timeout: 20_000 }).toBe('sent')
		expect(await (await get(page, cookies.editor)).text()).toMatch(/admin-delivery--sent">Sent</)
	})

	it('lets only admins and recruiters download a CV, as an attachment or a PDF shown inline, and logs every download and view', async () => {
		const job = await db.selectFrom('job_openings').select(['id', 'title']).executeTakeFirstOrThrow()
		const name = `${randomUUID()}.pdf`
		const cvDir = path.join(dataDir, 'uploads', 'cv')
		fs.mkdirSync(cvDir, { recursive: true })
		fs.writeFileSync(path.join(cvDir, name), '%PDF-1.4\n% a CV\n')
		const id = await commitLead(
			db,
			applicationLead({
				job_id: job.id, job_title: job.title, name: 'Ravi Shah', email: 'ravi@example.com', phone: '919876543210', current_salary: '40k',
				expected_salary: '50k', description: 'Hello', cv_file: name, cv_original_name: 'Ravi CV.pdf', cv_bytes: 17,
			}),
			{ source_page: '/career', ip: '203.0.113.5', user_agent: 'test', spam: false },
			{ to: 'leads@example.com', siteUrl: server.url },
		)
		expect((await get(`/admin/leads/career/${id}/cv`, cookies.editor)).status).toBe(403)
		const response = await get(`/admin/leads/career/${id}/cv`, cookies.recruiter)
		expect(response.status).toBe(200)
		expect(response.headers.get('content-type')).toBe('application/pdf')
		expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Ravi CV\.pdf"/)
		expect(response.headers.get('cache-control')).toBe('no-store')
		expect(await response.text()).toContain('%PDF-1.4')
		expect((await auditRows('cv.download')).at(-1)).toMatchObject({ actor_email: 'recruiter@example.com', subject: `job_applications#${id}` })
		// The application's id only: the file's name (here the applicant's own) would outlive an erasure.
		expect(JSON.stringify((await auditRows('cv.download')).at(-1))).not.toMatch(/ravi|\.pdf/i)

		// "Open" shows a PDF in the browser, under the same sandbox; a file that is not a PDF still downloads.
		const shown = await get(`/admin/leads/career/${id}/cv?inline`, cookies.recruiter)
		expect(shown.status).toBe(200)
		expect(shown.headers.get('content-type')).toBe('application/pdf')
		expect(shown.headers.get('content-disposition')).toMatch(/^inline; filename="Ravi CV\.pdf"/)
		expect(shown.headers.get('content-security-policy')).toMatch(/^default-src 'none'; sandbox(;|$)/)
		expect(shown.headers.get('x-content-type-options')).toBe('nosniff')
		expect(await shown.text()).toContain('%PDF-1.4')
		expect((await auditRows('cv.view')).at(-1)).toMatchObject({ actor_email: 'recruiter@example.com', subject: `job_applications#${id}` })
		expect((await get(`/admin/leads/career/${id}/cv?inline`, cookies.editor)).status).toBe(403)
		fs.writeFileSync(path.join(cvDir, name), '<html><script>alert(1)</script></html>')
		const notPdf = await get(`/admin/leads/career/${id}/cv?inline`, cookies.recruiter)
		expect(notPdf.headers.get('content-type')).toBe('application/octet-stream')
		expect(notPdf.headers.get('content-disposition')).toMatch(/^attachment; /)
	})

	it('approves a pending comment, which shows on the public post at once, and moderates in bulk', async () => {
		const post1 = await db.selectFrom('blog_posts').select(['id', 'slug', 'title']).orderBy('id').executeTakeFirstOrThrow()
		const visitor = { source_page: `/blogdetail/${post1.slug}`, ip: '203.0.113.7', user_agent: 'test', spam: false }
		const ids: number[] = []
		for (const text of ['A pending comment to approve', 'Spam one', 'Spam two']) {
			ids.push(await commitLead(db, commentLead({ blog_id: post1.id, post_title: post1.title, name: 'Vi Sitor', email: 'vi@example.com', phone: '', comment: text }, { autoApprove: false }), visitor, { to: 'x@example.com', siteUrl: server.url }))
		}
		expect(await (await get(`/blogdetail/${post1.slug}`)).text()).not.toContain('A pending comment to approve')
		const queue = await (await get('/admin/comments', cookies.editor)).text()
		expect(queue).toContain('A pending comment to approve')
		expect(queue).toContain(post1.title)
		const approved = await post('/admin/comments', { intent: `approve:${ids[0]}` }, { cookie: cookies.editor })
		expect(approved.status).toBe(200)
		expect(await approved.text()).toContain('1 comment approved')
		expect(await (await get(`/blogdetail/${post1.slug}`)).text()).toContain('A pending comment to approve')
		const bulk = await post('/admin/comments', { intent: 'reject', ids: [String(ids[1]), String(ids[2])] }, { cookie: cookies.editor })
		expect(await bulk.text()).toContain('2 comments rejected')
		const rejected = await (await get('/admin/comments?status=rejected', cookies.editor)).text()
		expect(rejected).toContain('Spam one')
		expect(rejected).toContain('Spam two')
		const none = await post('/admin/comments', { intent: 'delete' }, { cookie: cookies.editor })
		expect(none.status).toBe(422)
		expect(await none.text()).toContain('Tick at least one comment first.')
	})

	it('moves comments to the trash only once asked, takes them off the post, restores them, and deletes them for good after 30 days', async () => {
		const post1 = await db.selectFrom('blog_posts').select(['id', 'slug', 'title']).orderBy('id').executeTakeFirstOrThrow()
		const visitor = { source_page: `/blogdetail/${post1.slug}`, ip: '203.0.113.8', user_agent: 'test', spam: false }
		const ids: number[] = []
		for (const text of ['A comment to trash and bring back', 'A second one to trash']) {
			ids.push(await commitLead(db, commentLead({ blog_id: post1.id, post_title: post1.title, name: 'Tra Sh', email: 'tra@example.com', phone: '', comment: text }, { autoApprove: true }), visitor, { to: 'x@example.com', siteUrl: server.url }))
		}
		const page = `/blogdetail/${post1.slug}`
		expect(await (await get(page)).text()).toContain('A comment to trash and bring back')
		// Delete asks first, naming the comments, and changes nothing yet.
		const asked = await post('/admin/comments', { intent: 'delete', ids: ids.map(String) }, { cookie: cookies.editor })
		expect(asked.status).toBe(200)
		const question = await asked.text()
		expect(question).toContain('Move 2 comments to the trash?')
		expect(question).toContain(`Tra Sh on “${post1.title}”`)
		expect(await (await get(page)).text()).toContain('A comment to trash and bring back')
		const trashed = await post('/admin/comments', { intent: 'trash', ids: ids.map(String) }, { cookie: cookies.editor })
		expect(await trashed.text()).toContain('2 comments moved to the trash')
		expect(await (await get(page)).text()).not.toContain('A comment to trash and bring back')
		expect(await (await get('/admin/comments?status=approved', cookies.editor)).text()).not.toContain('A second one to trash')
		const bin = await (await get('/admin/comments?status=trash', cookies.editor)).text()
		expect(bin).toContain('A comment to trash and bring back')
		expect(bin).toContain('deleted for good on')
		// Approving from a stale page does not bring a comment out of the trash.
		await post('/admin/comments', { intent: `approve:${ids[1]}` }, { cookie: cookies.editor })
		expect(await (await get(page)).text()).not.toContain('A second one to trash')

		const restored = await post('/admin/comments', { intent: `restore:${ids[0]}` }, { cookie: cookies.editor })
		expect(await restored.text()).toContain('1 comment restored')
		expect(await (await get(page)).text()).toContain('A comment to trash and bring back')
		expect((await auditRows('comment.trashed')).at(-1)).toMatchObject({ subject: `blog_comments#${ids.join(',')}` })
		expect((await auditRows('comment.restored')).at(-1)).toMatchObject({ subject: `blog_comments#${ids[0]}` })

		// 29 days in the trash: kept; 31: gone for good.
		const deleted = (await db.selectFrom('blog_comments').select('deleted_at').where('id', '=', ids[1]!).executeTakeFirstOrThrow()).deleted_at!
		expect(await purgeTrash(db, new Date(Date.parse(deleted) + 29 * 86_400_000))).toBe(0)
		expect(await purgeTrash(db, new Date(Date.parse(deleted) + 31 * 86_400_000))).toBe(1)
		expect(await db.selectFrom('blog_comments').select('id').where('id', 'in', ids).execute()).toEqual([{ id: ids[0] }])
	})

	it('saves a service page, shows it on its public URL and in the API at once, and answers the old slug with a 301', async () => {
		const service = await db.selectFrom('services').selectAll().where('content_key', 'is', null).orderBy('id').executeTakeFirstOrThrow()
		const form = {
			slug: service.slug,
			name: 'Conversion Rate Optimisation',
			summary: service.summary,
			group_name: service.group_name,
			portfolio_pages: service.portfolio_pages,
			testimonial_id: '',
			page_description: '<p>We test every step of your checkout.</p><script>alert(1)</script>',
			meta_title: service.meta_title,
			meta_keywords: service.meta_keywords,
			meta_description: service.meta_description,
			sort_order: String(service.sort_order),
		}
		const invalid = await post(`/admin/content/services/${service.id}`, { ...form, name: '', slug: 'Not A Slug' }, { cookie: cookies.editor })
		expect(invalid.status).toBe(422)
		const invalidHtml = await invalid.text()
		expect(invalidHtml).toContain('Name is required')
		expect(invalidHtml).toContain('Use lowercase letters, digits and single hyphens only')

		const saved = await post(`/admin/content/services/${service.id}`, form, { cookie: cookies.editor })
		expect(saved.status).toBe(302)
		const page = await (await get(`/service/${service.slug}`)).text()
		expect(page).toContain('We test every step of your checkout.')
		expect(page).not.toContain('alert(1)')
		const api = (await (await get(`/api/getService/${service.slug}`)).json()) as Record<string, unknown>
		expect(JSON.stringify(api)).toContain('Conversion Rate Optimisation')

		const taken = await db.selectFrom('services').select('slug').where('id', '!=', service.id).executeTakeFirstOrThrow()
		const clash = await post(`/admin/content/services/${service.id}`, { ...form, slug: taken.slug }, { cookie: cookies.editor })
		expect(clash.status).toBe(422)
		expect(await clash.text()).toContain('Another service already uses this slug')

		const renamed = await post(`/admin/content/services/${service.id}`, { ...form, slug: 'conversion-rate-optimisation' }, { cookie: cookies.editor })
		expect(renamed.status).toBe(302)
		for (const old of [`/service/${service.slug}`, `/services/${service.slug.toUpperCase()}`]) {
			const moved = await get(old)
			expect(moved.status, old).toBe(301)
			expect(moved.headers.get('location')).toMatch(/\/services?\/conversion-rate-optimisation$/)
		}
		expect((await get('/service/conversion-rate-optimisation')).status).toBe(200)
		expect((await auditRows('content.updated')).at(-1)).toMatchObject({ actor_email: 'editor@example.com', subject: "Service 'Conversion Rate Optimisation'" })
	})

	it('refuses a save over a newer version naming who saved it, keeps every version, restores one, and logs each change as old → new', async () => {
		const plan = await db.selectFrom('plans').selectAll().orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow()
		const page = `/admin/content/plans/${plan.id}`
		const loaded = { name: plan.name, price: String(plan.price), sort_order: String(plan.sort_order), version: String(plan.version) }
		expect(await (await get(page, cookies.editor)).text()).toContain(`name="version" value="${plan.version}"`)

		// Two tabs opened on the same version: the editor's save goes through, the admin's is refused.
		expect((await post(page, { ...loaded, price: '249' }, { cookie: cookies.editor })).status).toBe(302)
		const refused = await post(page, { ...loaded, name: 'Starter plus' }, { cookie: cookies.admin })
		expect(refused.status).toBe(409)
		const html = await refused.text()
		expect(html).toMatch(/Changed by The editor at \d\d:\d\d UTC since you opened it/)
		expect(html).toContain(`name="version" value="${plan.version + 1}"`)
		// The admin's own change stays; the editor's, in a field the admin left alone, is merged in rather than undone.
		expect(html).toContain('value="Starter plus"')
		expect(html).toContain('value="249"')
		expect(html).toContain('Their changes to Price per month (whole currency units) are now in the form too')
		expect(html).toMatch(/Stored now.*Yours.*Starter plus/s)
		expect(await db.selectFrom('plans').select(['name', 'price', 'version']).where('id', '=', plan.id).executeTakeFirstOrThrow()).toEqual({ name: plan.name, price: 249, version: plan.version + 1 })

		// Sent again over the version it was shown: saved, and the log says what changed from what.
		expect((await post(page, { ...loaded, name: 'Starter plus', price: '149', version: String(plan.version + 1) }, { cookie: cookies.admin })).status).toBe(302)
		const updated = (await auditRows('content.updated')).at(-1)!
		expect(updated).toMatchObject({ actor_email: 'admin@example.com', subject: "Plan 'Starter plus'" })
		expect(JSON.parse(updated.detail)).toEqual({
			item: `plans/${plan.id}`,
			version: plan.version + 2,
			changes: [
				{ field: 'name', label: 'Name', from: plan.name, to: 'Starter plus' },
				{ field: 'price', label: 'Price per month (whole currency units)', from: '249', to: '149' },
			],
		})
		const log = await (await get('/admin/audit?action=content.updated', cookies.admin)).text()
		expect(log).toContain('Content changed')
		expect(log).toMatch(/Price per month \(whole currency units\)<\/strong>: “249” → “149”/)
		expect(log).toContain(`href="/admin/content/plans/${plan.id}/revisions"`)
		expect(log).toContain('<option value="content.updated" selected="">Content changed</option>')

		// The revisions: the version before the first save, then each save with who made it.
		const revisions = await (await get(`${page}/revisions`, cookies.editor)).text()
		for (const line of ['Version 3 (current)', 'The admin', 'Version 2', 'The editor', 'Version 1', 'As it was before revisions were kept']) expect(revisions).toContain(line)
		const compared = await (await get(`${page}/revisions?from=1&to=3`, cookies.editor)).text()
		expect(compared).toMatch(/Version 1 → version 3/)
		expect(compared).toMatch(/<del>199<\/del>.*<ins>149<\/ins>/s)

		const restored = await post(`${page}/revisions`, { intent: 'restore', version: '1' }, { cookie: cookies.editor })
		expect(restored.status).toBe(302)
		expect(restored.headers.get('location')).toBe(`${page}/revisions?restored=1`)
		expect(await db.selectFrom('plans').select(['name', 'price', 'version']).where('id', '=', plan.id).executeTakeFirstOrThrow()).toEqual({ name: plan.name, price: plan.price, version: plan.version + 3 })
		expect(await (await get(`${page}/revisions?restored=1`, cookies.editor)).text()).toContain('Version 1 restored: it is now version 4.')
		const restoredLog = (await auditRows('content.restored')).at(-1)!
		expect(restoredLog).toMatchObject({ actor_email: 'editor@example.com', subject: `Plan '${plan.name}'` })
		expect(JSON.parse(restoredLog.detail)).toMatchObject({ restored: 1, version: 4, changes: [{ field: 'name', from: 'Starter plus', to: plan.name }, { field: 'price', from: '149', to: String(plan.price) }] })
		expect((await post(`${page}/revisions`, { intent: 'restore', version: '99' }, { cookie: cookies.editor })).status).toBe(409)
		expect((await get(`/admin/content/plans/${plan.id}/revisions`, cookies.recruiter)).status).toBe(403)
	})

	it('closes a job opening, which leaves the career page and stops taking applications', async () => {
		const job = await db.selectFrom('job_openings').selectAll().orderBy('sort_order').executeTakeFirstOrThrow()
		expect(await (await get('/career')).text()).toContain(job.title)
		const saved = await post(
			`/admin/content/jobs/${job.id}`,
			{
				title: job.title, status: 'closed', closes_on: '', posted_on: job.posted_on ?? '', employment_type: job.employment_type, workplace: job.workplace, experience: job.experience, vacancies: String(job.vacancies), desired_profile: job.desired_profile ?? '',
				responsibility: job.responsibility, send_mail: job.send_mail, mob: job.mob, sort_order: String(job.sort_order),
			},
			{ cookie: cookies.recruiter },
		)
		expect(saved.status).toBe(302)
		expect(await (await get('/career')).text()).not.toContain(job.title)
		expect(JSON.stringify(await (await get('/api/career')).json())).not.toContain(job.title)
	})

	it("keeps a closed opening's applications, counted by stage and linked, and refuses to delete the opening (decision 092)", async () => {
		const job = await db.selectFrom('job_openings').selectAll().orderBy('sort_order').executeTakeFirstOrThrow()
		await db.updateTable('job_openings').set({ status: 'closed' }).where('id', '=', job.id).execute()
		await commitLead(
			db,
			applicationLead({
				job_id: job.id, job_title: job.title, name: 'Zara Closed', email: 'zara@example.com', phone: '', current_salary: '', expected_salary: '', description: 'Hello',
				cv_file: `${randomUUID()}.pdf`, cv_original_name: 'cv.pdf', cv_bytes: 17,
			}),
			{ source_page: '/career', ip: '203.0.113.5', user_agent: 'test', spam: false },
			{ to: 'leads@example.com', siteUrl: server.url },
		)
		const counts = await db.selectFrom('job_applications').select((eb) => eb.fn.countAll<number | string>().as('n')).where('job_id', '=', job.id).where('status', '=', 'new').executeTakeFirstOrThrow()
		const link = new RegExp(`href="/admin/leads\\?opening=${job.id}&amp;status=new"[^>]*>${Number(counts.n)} New</a>`)
		expect(await (await get(`/admin/content/jobs/${job.id}`, cookies.recruiter)).text()).toMatch(link)
		expect(await (await get('/admin/content/jobs', cookies.recruiter)).text()).toMatch(link)
		// An editor edits openings but reads no applications: no counts.
		expect(await (await get('/admin/content/jobs', cookies.editor)).text()).not.toContain('/admin/leads?opening=')
		expect(await (await get(`/admin/leads?opening=${job.id}&status=new`, cookies.recruiter)).text()).toContain('Zara Closed')

		const refused = await post(`/admin/content/jobs/${job.id}`, { intent: 'delete' }, { cookie: cookies.recruiter })
		expect(refused.status).toBe(409)
		expect(await refused.text()).toMatch(/Not deleted: \d+ applications? (was|were) made to it, .*Close it instead/)
		const bulk = await post('/admin/content/jobs', { intent: 'delete-confirmed', id: String(job.id) }, { cookie: cookies.recruiter })
		expect(bulk.status).toBe(409)
		expect(await db.selectFrom('job_openings').select('id').where('id', '=', job.id).executeTakeFirst()).toEqual({ id: job.id })
		expect(await db.selectFrom('job_applications').select('job_id').where('email', '=', 'zara@example.com').executeTakeFirstOrThrow()).toEqual({ job_id: job.id })
	})

	it("lets an admin rename an application's stages, logged as old → new, and nobody else", async () => {
		const names = { new: 'New', screening: 'Phone screen', interview: 'Interview', offer: 'Offer', hired: 'Hired', rejected: 'Rejected' }
		expect((await post('/admin/leads/stages', names, { cookie: cookies.recruiter })).status).toBe(403)
		const blank = await post('/admin/leads/stages', { ...names, offer: ' ' }, { cookie: cookies.admin })
		expect(blank.status).toBe(422)
		expect(await blank.text()).toContain('Name the stage')
		const renamed = await post('/admin/leads/stages', names, { cookie: cookies.admin })
		expect(renamed.status).toBe(200)
		expect(await renamed.text()).toContain('1 stage renamed.')
		expect(await (await get('/admin/leads', cookies.recruiter)).text()).toContain('<option value="screening">Phone screen</option>')
		const logged = (await auditRows('hiring.stages-renamed')).at(-1)
		expect(JSON.parse(logged!.detail)).toEqual({ changes: [{ label: 'Stage "screening"', from: 'Screening', to: 'Phone screen' }] })
		expect((await post('/admin/leads/stages', { ...names, screening: 'Screening' }, { cookie: cookies.admin })).status).toBe(200)
	})

	it('uploads event photos, re-encoded, into the public gallery; refuses a file that is not an image', async () => {
		const event = await db.selectFrom('events').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
		const jpeg = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6' } })
			.jpeg()
			.withExif({ IFD0: { Artist: 'Someone', Copyright: 'secret-metadata' } })
			.toBuffer()
		const form = new FormData()
		form.append('intent', 'photos-add')
		form.append('caption', 'The team on stage')
		form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'stage.jpg')
		form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'crowd.jpg')
		const uploaded = await postMultipart(`/admin/content/events/${event.id}`, form, cookies.editor)
		expect(uploaded.status).toBe(200)
		expect(await uploaded.text()).toContain('2 photos added.')
		const photos = await db.selectFrom('event_photos').select(['photo', 'title']).where('event_id', '=', event.id).where('title', '=', 'The team on stage').execute()
		expect(photos).toHaveLength(2)
		const file = photos[0]!.photo
		expect(file).toMatch(/^u-[0-9a-f-]{36}\.jpg$/)
		const served = await get(`/media/events/${file}`)
		expect(served.status).toBe(200)
		expect(served.headers.get('cache-control')).toContain('immutable')
		expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).exif).toBeUndefined()
		expect((await get(`/media/events/${file.replace('.jpg', '-480.webp')}`)).status).toBe(200)
		const api = JSON.stringify(await (await get(`/api/eventDetails/${event.id}`)).json())
		expect(api).toContain(file)
		// The public gallery offers the photo's widths, each of them served, for the browser to pick.
		const page = await (await get(`/eventdetails/${event.id}`)).text()
		const img = new RegExp(`<img src="/media/events/${file}" srcset="([^"]+)" sizes="([^"]+)"`, 'i').exec(page)
		expect(img?.[2]).toBe(IMAGE_SIZES.card)
		const candidates = img![1]!.split(', ').map((candidate) => candidate.split(' '))
		expect(candidates.map(([, width]) => width)).toEqual(['480w', '960w', '1600w'])
		for (const [url] of candidates) expect((await get(url!)).headers.get('content-type')).toBe('image/webp')

		const fake = new FormData()
		fake.append('intent', 'photos-add')
		fake.append('photos', new Blob(['not an image at all'], { type: 'image/jpeg' }), 'fake.jpg')
		const refused = await postMultipart(`/admin/content/events/${event.id}`, fake, cookies.editor)
		expect(refused.status).toBe(422)
		expect(await refused.text()).toContain('Choose a JPEG, PNG, WebP, AVIF or GIF image.')
	})

	it('edits a case study with a new cover: its page, the home page and its project show it at once, and the old address answers 301', async () => {
		const study = await db.selectFrom('case_studies').selectAll().orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow()
		const project = await db
			.selectFrom('portfolio_items')
			.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
			.select('portfolio_categories.slug')
			.where('portfolio_items.id', '=', study.portfolio_item_id!)
			.executeTakeFirstOrThrow()
		// Rendered once before the edit, so the page cache holds the old pages.
		expect(await (await get('/')).text()).toContain(`/case-study/${study.slug}`)
		expect(await (await get(`/portfolio/${project.slug}`)).text()).toContain(`/case-study/${study.slug}`)

		const images = new Set(['cover', 'gallery_1', 'gallery_2', 'gallery_3', 'gallery_4'])
		const form = new FormData()
		for (const [name, value] of Object.entries(study)) if (name !== 'id' && name !== 'updated_at' && !images.has(name)) form.append(name, String(value ?? ''))
		form.set('slug', 'renamed-story')
		form.set('result_1_figure', '+55%')
		const png = await sharp({ create: { width: 1600, height: 1000, channels: 3, background: '#0b2540' } }).png().toBuffer()
		form.append('cover', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png')
		// An uploaded picture is described for people who cannot see it (the media library, decision 041).
		form.set('cover__alt', 'The new booking screen on a phone and a laptop')
		// A live case study: its changes are a working draft, made live by publishing them (decision 078).
		form.set('intent', 'publish')
		const saved = await postMultipart(`/admin/content/case-studies/${study.id}`, form, cookies.editor)
		expect(saved.status).toBe(302)

		const { cover } = await db.selectFrom('case_studies').select('cover').where('id', '=', study.id).executeTakeFirstOrThrow()
		expect(cover).toMatch(/^u-[0-9a-f-]{36}\.png$/)
		// One audit entry for the whole save: the fields, the new cover's alt text and the upload (decision 097).
		const published = (await auditRows('content.updated')).at(-1)!
		expect(published).toMatchObject({ actor_email: 'editor@example.com', subject: `Case study '${study.client}'` })
		const detail = JSON.parse(published.detail) as { uploaded: Record<string, string>; changes: { field: string; to: string }[] }
		expect(detail.uploaded).toEqual({ cover })
		expect(detail.changes).toContainEqual(expect.objectContaining({ field: 'cover__alt', to: 'The new booking screen on a phone and a laptop' }))
		expect(detail.changes).toContainEqual(expect.objectContaining({ field: 'slug', to: 'renamed-story' }))
		const page = await (await get('/case-study/renamed-story')).text()
		expect(page).toContain('+55%')
		expect(page).toContain(`/media/case-studies/${cover}`)
		const home = await (await get('/')).text()
		expect(home).toContain('/case-study/renamed-story')
		expect(home).toContain('+55%')
		expect(await (await get(`/portfolio/${project.slug}`)).text()).toContain('/case-study/renamed-story')
		const moved = await get(`/case-study/${study.slug}`)
		expect(moved.status).toBe(301)
		expect(moved.headers.get('location')).toMatch(/\/case-study\/renamed-story$/)
	})

	it('erases a person after confirmation, logging only a fingerprint of the address', async () => {
		const lookup = await post('/admin/erasure', { intent: 'lookup', email: 'Ravi@Example.com' }, { cookie: cookies.admin })
		expect(await lookup.text()).toContain('1 job applications and their CVs')
		const mismatch = await post('/admin/erasure', { intent: 'erase', email: 'ravi@example.com', confirm: 'someone@example.com' }, { cookie: cookies.admin })
		expect(mismatch.status).toBe(422)
		expect(await mismatch.text()).toContain('Type the same e-mail address again to confirm')
		expect(await db.selectFrom('job_applications').select('id').where('email', '=', 'ravi@example.com').execute()).toHaveLength(1)
		expect((await post('/admin/erasure', { intent: 'erase', email: 'ravi@example.com', confirm: 'ravi@example.com' }, { cookie: cookies.editor })).status).toBe(403)

		const erased = await post('/admin/erasure', { intent: 'erase', email: 'ravi@example.com', confirm: 'RAVI@example.com' }, { cookie: cookies.admin })
		expect(erased.status).toBe(200)
		const result = await erased.text()
		expect(result).toContain('Erased: 1 record')
		expect(result).toContain('What this could not reach')
		expect(result).toContain("already delivered to the team&#x27;s mailboxes")
		expect(await db.selectFrom('job_applications').select('id').where('email', '=', 'ravi@example.com').execute()).toEqual([])
		expect(fs.readdirSync(path.join(dataDir, 'uploads', 'cv'))).toEqual([])
		const log = (await auditRows('person.erased')).at(-1)!
		// Keyed with the server's APP_SECRET: hashing a guessed address does not find it.
		expect(log.subject).toBe(`hmac-sha256:${createHmac('sha256', APP_SECRET).update('erasure:ravi@example.com').digest('hex')}`)
		expect(log.subject).not.toContain(createHash('sha256').update('ravi@example.com').digest('hex'))
		expect(JSON.stringify(log)).not.toContain('ravi')
		const page = await (await get('/admin/audit?action=person', cookies.admin)).text()
		expect(page).toContain('person.erased')
	})
})
