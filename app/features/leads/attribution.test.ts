import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalStorage } from '#app/server/storage.server.ts'
import { createCvStore } from '#app/server/uploads.server.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { readAttribution } from './attribution.schema.ts'
import { LEAD_KINDS } from './inbox.labels.ts'
import { InboxFilterSchema } from './inbox.schema.ts'
import { listLeads } from './inbox.server.ts'
import { exportLeads, leadsCsv } from './lead-export.server.ts'
import { leadAttribution } from './lead-handling.server.ts'
import { erasePerson } from './personal-data.server.ts'
import { commentLead, commitLead, contactLead, deleteComments, type Provenance } from './leads.server.ts'

/**
 * Where a lead came from (decision 043): the browser's touches pass a field at
 * a time, are stored with the lead, filter the inbox, fill the CSV and go with
 * an erasure.
 */

const NOTIFY = { to: 'leads@agency.test', siteUrl: 'http://site.test' }
const visitor = (attribution: Provenance['attribution']): Provenance => ({ source_page: '/contact-us', ip: '203.0.113.9', user_agent: 'test', spam: false, attribution })

describe('the attribution a form sends', () => {
	it('keeps each field that passes and drops the others, whatever arrives', () => {
		expect(readAttribution({ first: { path: '/x', source: 'google', device: 'tv', extra: 'no' }, last: 'nonsense' })).toEqual({ first: { path: '/x', source: 'google' }, last: undefined })
		expect(readAttribution('{"last":{"clicks":"fbclid"}}')).toEqual({ first: undefined, last: { clicks: 'fbclid' } })
		for (const garbage of [null, 42, [], '[]', '{', 'null', { first: { path: 'no-slash', ref: 'a b' } }, 'x'.repeat(5000)]) expect(readAttribution(garbage)).toBeUndefined()
	})
})

describe.each(ENGINES)('lead attribution on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	it('is stored with the lead, filters the inbox by source and campaign, fills the CSV, and goes with an erasure', async () => {
		const { db } = database
		const cvStore = createCvStore(createLocalStorage(tempDataDir()), path.join(tempDataDir(), 'tmp'), 1024)
		const campaign = { first: { path: '/blog/seo-basics', ref: 'google.com', device: 'desktop' }, last: { path: '/pricing', source: 'Newsletter', medium: 'email', campaign: 'spring-offer', clicks: 'gclid', device: 'mobile' } }
		const id = await commitLead(db, contactLead({ form: 'contact', name: 'Noor Haddad', email: 'noor@example.com', phone: '5125550101', message: 'Hello' }), visitor(campaign), NOTIFY)
		await commitLead(db, contactLead({ form: 'quick', name: 'Sam Lee', email: 'sam@example.com', phone: '5125550102', message: 'Hi' }), visitor(undefined), NOTIFY)
		const post = await db.selectFrom('blog_posts').select(['id', 'title']).executeTakeFirstOrThrow()
		const commentId = await commitLead(db, commentLead({ blog_id: post.id, post_title: post.title, name: 'Noor Haddad', email: 'noor@example.com', phone: '5125550101', comment: 'Nice' }, { autoApprove: false }), visitor(campaign), NOTIFY)

		expect(await leadAttribution(db, 'contact', id)).toMatchObject({ first: { landing_path: '/blog/seo-basics', referrer: 'google.com' }, last: { utm_source: 'Newsletter', utm_campaign: 'spring-offer', click_ids: 'gclid' } })
		const names = async (fields: Record<string, string>) => (await listLeads(db, LEAD_KINDS, InboxFilterSchema.parse(fields))).rows.map((row) => row.name)
		expect(await names({ source: 'newsletter' })).toEqual(['Noor Haddad'])
		// A referring domain is a source too (a visit from a search engine has no utm_source).
		expect(await names({ source: 'google.com' })).toEqual(['Noor Haddad'])
		expect(await names({ campaign: 'SPRING-OFFER' })).toEqual(['Noor Haddad'])
		expect(await names({ campaign: 'autumn' })).toEqual([])
		expect(InboxFilterSchema.safeParse({ source: 'x'.repeat(101) }).success).toBe(false)

		const [header, ...rows] = leadsCsv(await exportLeads(db, LEAD_KINDS, InboxFilterSchema.parse({}))).replace(/^\uFEFF/, '').split('\r\n')
		const columns = header!.split(',').map((cell) => cell.replaceAll('"', ''))
		const noor = rows.find((row) => row.includes('Noor Haddad'))!.split('","').map((cell) => cell.replaceAll('"', ''))
		expect(noor[columns.indexOf('First referrer')]).toBe('google.com')
		expect(noor[columns.indexOf('Last campaign')]).toBe('spring-offer')
		expect(noor[columns.indexOf('Click ids present')]).toBe('gclid')
		expect(noor[columns.indexOf('Device')]).toBe('mobile')

		await erasePerson(db, cvStore, 'NOOR@example.com')
		expect(await db.selectFrom('lead_attribution').selectAll().where('lead_id', 'in', [id, commentId]).execute()).toEqual([])

		// A comment deleted by a moderator takes its touches with it.
		const again = await commitLead(db, commentLead({ blog_id: post.id, post_title: post.title, name: 'Ola', email: 'ola@example.com', phone: '5125550103', comment: 'Hi' }, { autoApprove: false }), visitor(campaign), NOTIFY)
		await deleteComments(db, [again])
		expect(await db.selectFrom('lead_attribution').selectAll().where('lead_kind', '=', 'comment').where('lead_id', '=', again).execute()).toEqual([])
	})
})
