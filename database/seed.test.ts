import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { listApprovedComments } from '#app/features/blog/blog.server.ts'
import {
	applicationLead,
	commentLead,
	commitLead,
	contactLead,
	type Provenance,
	quoteLead,
	setCommentStatus,
} from '#app/features/leads/leads.server.ts'
import { createStaffUser } from '#app/features/staff/staff.server.ts'
import { createAuth } from '#app/server/auth.server.ts'
import { CONTENT_DIR } from '#server/paths.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { CONTENT_TABLES } from './content-tables.ts'
import { seedDatabase } from './seed.ts'

const visitor: Provenance = { source_page: '/blog', ip: '203.0.113.9', user_agent: 'test browser', spam: false }
const LEADS_TO = { to: 'leads@example.com', siteUrl: 'http://site.test' }

describe.each(ENGINES)('reloading the demo content on %s', (engine) => {
	let database: TestDatabase
	beforeEach(async () => {
		database = await createTestDatabase(engine)
	})
	afterEach(async () => database?.destroy())

	/** Every row of every table that the demo content does not fill, by table. */
	async function rowsOutsideContent() {
		const { db } = database
		const tables = (await db.introspection.getTables()).map((t) => t.name)
		const rows: Record<string, unknown[]> = {}
		for (const table of tables) {
			// The seed's own bookkeeping, and the change counter a reload is meant to move (checked below).
			if ((CONTENT_TABLES as readonly string[]).includes(table) || table === 'seed_runs' || table === 'content_version') continue
			// Redirects are keyed by their old path, submission keys by the key, leases by the task's name,
			// used two-factor codes by their code, sign-in links by their hash, readiness checks by the server,
			// attribution by its lead, page views and Core Web Vitals by their day; every other such table by an id.
			const keys: Record<string, string> = { application_stages: 'key', redirects: 'from_path', submission_keys: 'key', leases: 'name', staff_used_codes: 'code', staff_sign_in_links: 'token_hash', readiness_checks: 'server', lead_attribution: 'lead_id', page_views: 'day', web_vitals: 'day' }
			const key = keys[table] ?? 'id'
			rows[table] = await db.selectFrom(table as 'outbox').selectAll().orderBy(key as 'id').execute()
		}
		return rows
	}

	it('keeps visitor comments with their status, every lead with its links, and what staff wrote', async () => {
		const { db } = database
		const post = await db.selectFrom('blog_posts').select(['id', 'slug']).orderBy('id').executeTakeFirstOrThrow()
		const item = await db
			.selectFrom('portfolio_items')
			.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
			.select(['portfolio_items.id', 'portfolio_items.title', 'portfolio_categories.slug'])
			.orderBy('portfolio_items.id')
			.executeTakeFirstOrThrow()
		const job = await db.selectFrom('job_openings').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow()

		const comment = { blog_id: post.id, post_title: 'A post', name: 'Asha Verma', email: 'asha@example.com', phone: '5550100', comment: 'Kept after a reset' }
		const approvedId = await commitLead(db, commentLead(comment, { autoApprove: false }), visitor, LEADS_TO)
		await setCommentStatus(db, approvedId, 'approved')
		const pendingId = await commitLead(db, commentLead({ ...comment, comment: 'Still waiting' }, { autoApprove: false }), visitor, LEADS_TO)
		await commitLead(db, contactLead({ form: 'quick', name: 'Ben Okafor', email: 'ben@example.com', phone: '5550101', message: 'Call me' }), visitor, LEADS_TO, {
			key: 'kept-submission-key-0001',
			form: '/Quickcontact/storecontact',
			message: 'Thank you',
		})
		await commitLead(
			db,
			quoteLead({
				name: 'Carla Nunes', email: 'carla@example.com', phone: '5550102', website: 'example.com', company: 'Nunes', budget: '5000',
				how_know: 'Search', content: 'A shop', technology: item.slug, portfolio_item_id: item.id, portfolio_item_title: item.title,
			}),
			visitor,
			LEADS_TO,
		)
		await commitLead(
			db,
			applicationLead({
				job_id: job.id, job_title: job.title, name: 'Dev Patel', email: 'dev@example.com', phone: '5550103', current_salary: '10',
				expected_salary: '12', description: 'Hello', cv_file: 'x.pdf', cv_original_name: 'cv.pdf', cv_bytes: 1000,
			}),
			visitor,
			LEADS_TO,
		)
		await db.insertInto('challenges').values({ id: 'kept-challenge', answer: 'abcd', expires_at: new Date().toISOString(), used_at: null }).execute()

		// What staff write: an account with its password, a session, a pending reset, a TOTP secret, a sign-in attempt.
		const auth = createAuth({ db, engine, secret: 'a-test-secret-of-at-least-thirty-two-characters', siteUrl: 'http://site.test' })
		const staff = await createStaffUser(auth, db, { email: 'staff@example.com', password: 'a long enough password', role: 'editor', name: 'Staff' })
		await auth.api.signInEmail({ body: { email: 'staff@example.com', password: 'a long enough password' } })
		const now = new Date().toISOString()
		await db.insertInto('staff_verifications').values({ id: 'v1', identifier: 'two-factor:x', value: staff.id, expires_at: now, created_at: now, updated_at: now }).execute()
		await db.insertInto('staff_sign_in_links').values({ token_hash: 'a-hash', user_id: staff.id, purpose: 'reset', expires_at: now, created_at: now }).execute()
		await db.insertInto('staff_two_factors').values({ id: 't1', secret: 'secret', backup_codes: 'codes', user_id: staff.id, verified: engine === 'postgres' ? true : 1, failed_verification_count: 0, locked_until: null }).execute()
		await db.insertInto('staff_sign_in_attempts').values({ email: 'staff@example.com', ip: '203.0.113.9', purpose: 'sign-in', outcome: 'succeeded', device: null, created_at: now }).execute()
		await db.insertInto('staff_used_codes').values({ user_id: staff.id, code: '123456', expires_at: now }).execute()

		// What the back office writes: a note on a lead and its timeline, the audit log, a renamed page's redirect.
		await db.insertInto('lead_notes').values({ lead_kind: 'quote', lead_id: 1, author_id: staff.id, author_name: 'Staff', body: 'Called back', created_at: now }).execute()
		await db.insertInto('lead_events').values({ lead_kind: 'quote', lead_id: 1, type: 'assigned', actor_id: staff.id, actor_name: 'Staff', detail: 'Staff', outbox_id: null, created_at: now }).execute()
		await db.insertInto('lead_attribution').values({ lead_kind: 'quote', lead_id: 1, touch: 'first', landing_path: '/service/seo-services', referrer: 'example.org', utm_source: 'newsletter', created_at: now }).execute()
		await db.insertInto('audit_log').values({ at: now, actor_id: staff.id, actor_email: 'staff@example.com', action: 'lead.note', subject: 'quote#1' }).execute()
		await db.insertInto('redirects').values({ from_path: '/service/old-name', to_path: '/service/new-name', created_at: now }).execute()
		await db.insertInto('media').values({ kind: 'blog', file: 'u-00000000-0000-4000-8000-000000000001.jpg', width: 1200, height: 630, bytes: 5000, alt: 'A cover', caption: '', uploaded_by: staff.id, created_at: now, updated_at: now }).execute()
		// What the servers' housekeeping writes: who ran a scheduled task, and until when; each server's readiness write.
		await db.insertInto('leases').values({ name: 'cv-retention', holder: 'server-a', expires_at: now }).execute()
		await db.insertInto('readiness_checks').values({ server: 'web-1:123', checked_at: now }).execute()
		// What visitors' page views add up to (no person in it).
		await db.insertInto('page_views').values({ day: now.slice(0, 10), path: '/', referrer: 'example.org', source: '', medium: '', campaign: '', device: 'phone', views: 3, landings: 1 }).execute()
		await db.insertInto('web_vitals').values({ day: now.slice(0, 10), template: '/services/:slug', metric: 'LCP', bucket: 1800, samples: 2 }).execute()

		const before = await rowsOutsideContent()
		// Every table outside the demo content holds something, so the comparison below covers it.
		for (const [table, rows] of Object.entries(before)) expect(rows.length, `rows in ${table}`).toBeGreaterThan(0)

		const versionBefore = (await db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version
		await seedDatabase(db, CONTENT_DIR, { reset: true })
		// Running servers hear of the reload through the change counter.
		expect((await db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version).toBe(versionBefore + 1)

		const reloadedPost = await db.selectFrom('blog_posts').select('id').where('slug', '=', post.slug).executeTakeFirstOrThrow()
		const published = await listApprovedComments(db, reloadedPost.id)
		expect(published.map((c) => c.comment)).toContain('Kept after a reset')
		const statuses = await db.selectFrom('blog_comments').select(['id', 'status', 'blog_id']).where('id', 'in', [approvedId, pendingId]).orderBy('id').execute()
		expect(statuses).toEqual([
			{ id: approvedId, status: 'approved', blog_id: reloadedPost.id },
			{ id: pendingId, status: 'pending', blog_id: reloadedPost.id },
		])

		const after = await rowsOutsideContent()
		expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort())
		for (const table of Object.keys(before)) {
			if (table === 'quote_requests' || table === 'job_applications') continue
			expect(after[table], table).toEqual(before[table])
		}
		// Links follow the project and the opening to their reloaded rows.
		const quote = await db
			.selectFrom('quote_requests')
			.innerJoin('portfolio_items', 'portfolio_items.id', 'quote_requests.portfolio_item_id')
			.select(['portfolio_items.title', 'quote_requests.name'])
			.executeTakeFirstOrThrow()
		expect(quote).toEqual({ title: item.title, name: 'Carla Nunes' })
		const application = await db
			.selectFrom('job_applications')
			.innerJoin('job_openings', 'job_openings.id', 'job_applications.job_id')
			.select(['job_openings.title', 'job_applications.name'])
			.executeTakeFirstOrThrow()
		expect(application).toEqual({ title: job.title, name: 'Dev Patel' })
		const unlink = (rows: unknown[]) => rows.map((row) => ({ ...(row as object), portfolio_item_id: undefined, job_id: undefined }))
		expect(unlink(after.quote_requests!)).toEqual(unlink(before.quote_requests!))
		expect(unlink(after.job_applications!)).toEqual(unlink(before.job_applications!))

		// The demo comments are replaced, not doubled.
		const demoCount = (await seedDatabase(db, CONTENT_DIR, { reset: true })).counts.blog_comments
		const total = await db.selectFrom('blog_comments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
		expect(Number(total.n)).toBe(demoCount! + 2)
	})

	it('stops, changing nothing, when a visitor comment belongs to a post the demo content no longer has', async () => {
		const { db } = database
		const post = await db.selectFrom('blog_posts').select('id').orderBy('id').executeTakeFirstOrThrow()
		await db.updateTable('blog_posts').set({ slug: 'renamed-by-staff' }).where('id', '=', post.id).execute()
		const id = await commitLead(
			db,
			commentLead({ blog_id: post.id, post_title: 'A post', name: 'Eve Stone', email: 'eve@example.com', phone: '5550104', comment: 'Mine' }, { autoApprove: true }),
			visitor,
			LEADS_TO,
		)
		await expect(seedDatabase(db, CONTENT_DIR, { reset: true })).rejects.toThrow(/renamed-by-staff/)
		const kept = await db.selectFrom('blog_comments').select(['blog_id', 'comment']).where('id', '=', id).executeTakeFirstOrThrow()
		expect(kept).toEqual({ blog_id: post.id, comment: 'Mine' })
	})
})
