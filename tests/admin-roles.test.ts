import { randomUUID } from 'node:crypto'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { beforeAll, describe, expect, it } from 'vitest'
import routes from '#app/routes.ts'
import { ROLES } from '#app/routes/admin/access.ts'
import { ENTITIES } from '#app/features/cms/entities.ts'
import { applicationLead, commitLead, quoteLead } from '#app/features/leads/leads.server.ts'
import type { StaffRole } from '#app/features/staff/staff.roles.ts'
import { STAFF_PASSWORD as PASSWORD, STAFF_ROLES as STAFF, useBackOffice } from '#tests/setup/back-office.ts'
import { ENGINES } from '#tests/setup/database.ts'

/** A page's text without its tags: the admin bar's account link is words in several elements. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '')

/**
 * Who may open what in the back office, page by page: every role × every
 * admin route of the route table gets its page (200) or, inside the back
 * office with its menu, "Your role does not give access to this page" (403).
 * Missing items (404) are drawn inside the back office too.
 */

const REFUSED = 'Your role does not give access to this page.'
const MENU = 'aria-label="Back office"'

/** Every path pattern under /admin in the route table. */
function patterns(entries: RouteConfigEntry[], parent = ''): string[] {
	return entries.flatMap((entry) => {
		const here = entry.path ? `${parent}/${entry.path}` : parent
		const own = entry.path !== undefined || entry.index ? [here || '/'] : []
		return [...own, ...patterns(entry.children ?? [], here)]
	})
}
const ADMIN_PATTERNS = [...new Set(patterns(routes).filter((p) => p.startsWith('/admin')))]
/** Pages of signing in and out: the same for everyone, not behind a role. */
const SIGN_IN_PAGES = ['/admin/login', '/admin/two-factor', '/admin/forgot-password', '/admin/reset-password', '/admin/logout']

interface Case {
	path: string
	roles: readonly StaffRole[]
	/** A file rather than a page: its refusal is a bare 403, without the menu. */
	resource?: boolean
}

/** Each route pattern, as the concrete addresses it is walked with and the roles access.ts lets in. */
function casesOf(pattern: string, ids: Record<string, string>, leads: { quote: number; career: number }): Case[] {
	switch (pattern) {
		case '/admin':
		case '/admin/account':
		case '/admin/search':
			return [{ path: pattern, roles: STAFF }]
		case '/admin/leads':
			return [{ path: pattern, roles: ROLES.leads }]
		case '/admin/leads/export.csv':
			return [{ path: pattern, roles: ROLES.leads, resource: true }]
		case '/admin/leads/:kind/:id':
			return [
				{ path: `/admin/leads/quote/${leads.quote}`, roles: ROLES.enquiries },
				{ path: `/admin/leads/career/${leads.career}`, roles: ROLES.applications },
			]
		case '/admin/leads/:kind/:id/cv':
			return [{ path: `/admin/leads/career/${leads.career}/cv`, roles: ROLES.applications, resource: true }]
		case '/admin/comments':
			return [{ path: pattern, roles: ROLES.comments }]
		case '/admin/insights':
			return [{ path: pattern, roles: ROLES.insights }]
		case '/admin/insights/export.csv':
			return [{ path: pattern, roles: ROLES.insights, resource: true }]
		case '/admin/content':
			return [{ path: pattern, roles: ROLES.jobs }]
		case '/admin/content/:entity':
			// A singleton's list sends to its one item (302): its item is walked below.
			return ENTITIES.filter((entity) => !entity.singleton).map((entity) => ({ path: `/admin/content/${entity.key}`, roles: ROLES[entity.access] }))
		case '/admin/content/:entity/:id':
			return ENTITIES.map((entity) => ({ path: `/admin/content/${entity.key}/${ids[entity.key]}`, roles: ROLES[entity.access] }))
		case '/admin/media':
			return [{ path: pattern, roles: ROLES.content }]
		case '/admin/media/:id':
			return [{ path: `/admin/media/${ids.media}`, roles: ROLES.content }]
		case '/admin/content/:entity/:id/revisions':
			return ENTITIES.map((entity) => ({ path: `/admin/content/${entity.key}/${ids[entity.key]}/revisions`, roles: ROLES[entity.access] }))
		case '/admin/audit':
		case '/admin/erasure':
		case '/admin/staff':
		case '/admin/leads/stages':
			return [{ path: pattern, roles: ROLES.admin }]
		case '/admin/*':
			return []
		default:
			throw new Error(`${pattern} is not in this test's table: say which roles may open it`)
	}
}

describe.each(ENGINES)('roles in the back office on %s', (engine) => {
	const office = useBackOffice(engine)
	const { get, post, cookies } = office
	let cases: Case[] = []

	beforeAll(async () => {
		const { db } = office
		const provenance = { source_page: '/', ip: '203.0.113.5', user_agent: 'test', spam: false }
		const job = await db.selectFrom('job_openings').select(['id', 'title']).executeTakeFirstOrThrow()
		const leads = {
			quote: await commitLead(
				db,
				quoteLead({ name: 'Laura Kim', email: 'laura@example.com', phone: '15125550199', website: '', company: '', budget: '', how_know: '', content: 'A shop', technology: 'web', portfolio_item_id: null, portfolio_item_title: '' } as never),
				provenance,
				{ to: 'leads@example.com', siteUrl: 'http://site.test' },
			),
			career: await commitLead(
				db,
				applicationLead({ job_id: job.id, job_title: job.title, name: 'Ravi Shah', email: 'ravi@example.com', phone: '919876543210', current_salary: '', expected_salary: '', description: 'Hello', cv_file: `${randomUUID()}.pdf`, cv_original_name: 'cv.pdf', cv_bytes: 17 } as never),
				provenance,
				{ to: 'leads@example.com', siteUrl: 'http://site.test' },
			),
		}
		const ids: Record<string, string> = {}
		for (const entity of ENTITIES) {
			const row = (await db.selectFrom(entity.table as never).select(entity.id as never).executeTakeFirst()) as Record<string, unknown> | undefined
			ids[entity.key] = row ? String(row[entity.id]) : 'new'
		}
		// A picture of the media library (the demo content has none: its pictures are files of the repository).
		const now = new Date().toISOString()
		const picture = await db
			.insertInto('media')
			.values({ kind: 'events', file: `u-${randomUUID()}.jpg`, width: 800, height: 600, bytes: 1000, alt: 'A picture', caption: '', uploaded_by: null, created_at: now, updated_at: now })
			.returning('id')
			.executeTakeFirstOrThrow()
		ids.media = String(picture.id)
		cases = ADMIN_PATTERNS.filter((p) => !SIGN_IN_PAGES.includes(p)).flatMap((p) => casesOf(p, ids, leads))
	})

	it('opens to each role the pages its role allows, and refuses the others inside the back office with its menu', async () => {
		expect(cases.length).toBeGreaterThan(30)
		for (const role of STAFF) {
			for (const { path, roles, resource } of cases) {
				const response = await get(path, cookies[role])
				const label = `${role} at ${path}`
				if (roles.includes(role)) {
					// The seeded application's CV file is not in the store: past the role check, it is gone (410).
					expect(response.statusCode, label).toBe(path.endsWith('/cv') ? 410 : 200)
					expect(response.body, label).not.toContain(REFUSED)
					continue
				}
				expect(response.statusCode, label).toBe(403)
				if (resource) continue
				expect(response.body, label).toContain(REFUSED)
				expect(response.body, label).toContain(MENU)
				expect(textOf(response.body), label).toContain(`Signed in as The ${role} (${role})`)
				expect(response.body, label).not.toContain('Something went wrong')
			}
		}
	})

	it('refuses a post to a page of another role inside the back office, changing nothing', async () => {
		for (const [role, path, fields] of [
			['editor', '/admin/staff', { intent: 'create', name: 'Intruder', email: 'in@example.com', role: 'admin', password: PASSWORD }],
			['recruiter', '/admin/comments', { intent: 'delete', ids: '1' }],
			['editor', '/admin/erasure', { email: 'ravi@example.com' }],
		] as const) {
			const response = await post(path, fields, cookies[role])
			expect(response.statusCode, `${role} posting to ${path}`).toBe(403)
			expect(response.body).toContain(REFUSED)
			expect(response.body).toContain(MENU)
		}
		expect(await office.db.selectFrom('staff_users').select('email').where('email', '=', 'in@example.com').execute()).toEqual([])
	})

	it('draws a missing item inside the back office, with the menu', async () => {
		for (const path of ['/admin/content/posts/999999', '/admin/leads/quote/999999', '/admin/no-such-page']) {
			const response = await get(path, cookies.editor)
			expect(response.statusCode, path).toBe(404)
			expect(response.body, path).toContain(MENU)
			expect(response.body, path).not.toContain('Something went wrong')
		}
	})

	// Last: it spends the editor's writes for the minute.
	it('says why a write past the limit is refused (429), with when to come back', async () => {
		let response = await post('/admin/comments', { intent: 'none' }, cookies.editor)
		for (let i = 0; i < 60 && response.statusCode !== 429; i++) response = await post('/admin/comments', { intent: 'none' }, cookies.editor)
		expect(response.statusCode).toBe(429)
		expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
		expect(response.body).toContain('You are going faster than the back office allows.')
		expect(response.body).not.toContain('Something went wrong')
		// A form post without JavaScript is drawn inside the back office, with its menu, like a 403.
		expect(response.body).toContain(MENU)
		expect(textOf(response.body)).toContain('Signed in as The editor (editor)')
	})

	// After the one above: the admin spends their writes, then posts to every page of the back office.
	it('refuses a post past the limit on every page with an action, inside the back office, changing nothing', async () => {
		let response = await post('/admin/comments', { intent: 'none' }, cookies.admin)
		for (let i = 0; i < 60 && response.statusCode !== 429; i++) response = await post('/admin/comments', { intent: 'none' }, cookies.admin)
		expect(response.statusCode).toBe(429)
		const refused: string[] = []
		for (const { path, resource } of cases) {
			if (resource) continue
			const fields: Record<string, string> = path === '/admin/staff' ? { intent: 'create', name: 'Too fast', email: 'fast@example.com', role: 'admin', password: PASSWORD } : { intent: 'none' }
			const answer = await post(path, fields, cookies.admin)
			// A page without an action answers 405 to any post; every action refuses first.
			if (answer.statusCode === 405) continue
			expect(answer.statusCode, path).toBe(429)
			expect(Number(answer.headers['retry-after']), path).toBeGreaterThan(0)
			expect(answer.body, path).toContain('You are going faster than the back office allows.')
			expect(answer.body, path).toContain(MENU)
			expect(answer.body, path).not.toContain('Something went wrong')
			refused.push(path)
		}
		for (const page of ['/admin/account', '/admin/staff', '/admin/erasure', '/admin/media', '/admin/content/posts', '/admin/leads/quote/', '/admin/media/']) {
			expect(refused.some((path) => path.startsWith(page)), page).toBe(true)
		}
		expect(await office.db.selectFrom('staff_users').select('email').where('email', '=', 'fast@example.com').execute()).toEqual([])
	})
})
