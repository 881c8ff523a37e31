import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import * as m024 from '#database/migrations/024-hiring-stages.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { appliedOpenings, applicationCounts, renameStages, stageLabels } from './hiring.server.ts'
import { DEFAULT_STAGE_LABELS, statusLabel } from './inbox.labels.ts'
import { ApplicationStageSchema, InboxFilterSchema, LeadStatusSchema, StageLabelsSchema, statusSchemaOf } from './inbox.schema.ts'
import { listLeads } from './inbox.server.ts'
import { exportLeads } from './lead-export.server.ts'
import { changeLeadStatus, findLead, leadTimeline, replyToLead } from './lead-handling.server.ts'
import { applicationLead, commitLead, type Provenance, quoteLead } from './leads.server.ts'

/**
 * The hiring pipeline (decision 092) against a real database on each engine: an
 * application's stages (never a sales status), a stage change that is put on the
 * timeline and refused over a newer one, the stages' names an admin sets, the
 * openings' counts by stage and the inbox's filters by opening and stage, and
 * migration 024 moving the applications' old sales statuses to stages.
 */

const visitor: Provenance = { source_page: '/career', ip: '203.0.113.9', user_agent: 'test browser', spam: false }
const NOTIFY = { to: 'jobs@agency.test', siteUrl: 'http://site.test' }
const ria = { id: 'staff-ria', name: 'Ria Cruiter' }
const REPLY_FROM = { replyTo: 'hello@agency.test', subject: 'Re: your job application', signature: ['Ria Cruiter'] }
const filter = (fields: Record<string, string> = {}) => InboxFilterSchema.parse(fields)

describe.each(ENGINES)('the hiring pipeline on %s', (engine) => {
	let database: TestDatabase
	let jobs: { id: number; title: string }[]

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		jobs = await database.db.selectFrom('job_openings').select(['id', 'title']).orderBy('id').limit(2).execute()
	})
	afterAll(async () => database?.destroy())

	beforeEach(async () => {
		const { db } = database
		for (const table of ['lead_events', 'lead_notes', 'outbox', 'job_applications', 'quote_requests'] as const) await db.deleteFrom(table).execute()
		await renameStages(db, DEFAULT_STAGE_LABELS)
		await db.updateTable('job_openings').set({ status: 'open' }).execute()
	})

	async function apply(name: string, job = jobs[0]!, { spam = false } = {}) {
		return commitLead(
			database.db,
			applicationLead({
				job_id: job.id,
				job_title: job.title,
				name,
				email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
				phone: '5550102',
				current_salary: '40000',
				expected_salary: '48000',
				description: 'Hello',
				cv_file: `${name.replace(/\W/g, '')}.pdf`,
				cv_original_name: 'cv.pdf',
				cv_bytes: 21,
			}),
			{ ...visitor, spam },
			NOTIFY,
		)
	}

	it('takes an application from New to Hired through every stage, each change on its timeline with who made it', async () => {
		const { db } = database
		const id = await apply('Ines Park')
		let was = 'new'
		for (const stage of ['screening', 'interview', 'offer', 'hired'] as const) {
			expect(await changeLeadStatus(db, 'career', id, { to: stage, was }, ria)).toEqual({ outcome: 'changed', from: was })
			was = stage
		}
		expect(await findLead(db, 'career', id)).toMatchObject({ status: 'hired' })
		const timeline = await leadTimeline(db, 'career', id)
		expect(timeline.map((entry) => (entry.type === 'status' ? [entry.who, entry.status] : entry.type))).toEqual([
			['Ria Cruiter', 'screening'],
			['Ria Cruiter', 'interview'],
			['Ria Cruiter', 'offer'],
			['Ria Cruiter', 'hired'],
		])
		// The same stage again is no change and no second line.
		expect(await changeLeadStatus(db, 'career', id, { to: 'hired', was: 'hired' }, ria)).toEqual({ outcome: 'unchanged', from: 'hired' })
		expect(await leadTimeline(db, 'career', id)).toHaveLength(4)
	})

	it('refuses a stage chosen on a page that showed another stage than the stored one, and writes nothing', async () => {
		const { db } = database
		const id = await apply('Jon Bakr')
		await changeLeadStatus(db, 'career', id, { to: 'interview', was: 'new' }, { id: 'staff-other', name: 'A Colleague' })
		// This page was loaded while it was New.
		expect(await changeLeadStatus(db, 'career', id, { to: 'rejected', was: 'new' }, ria)).toEqual({ outcome: 'stale', from: 'interview' })
		expect(await findLead(db, 'career', id)).toMatchObject({ status: 'interview' })
		expect((await leadTimeline(db, 'career', id)).map((entry) => entry.who)).toEqual(['A Colleague'])
	})

	it('never gives an application a sales status, nor an enquiry a stage', async () => {
		const { db } = database
		const id = await apply('Kai Lund')
		expect(ApplicationStageSchema.safeParse({ status: 'won' }).success).toBe(false)
		expect(ApplicationStageSchema.safeParse({ status: 'contacted' }).success).toBe(false)
		expect(LeadStatusSchema.safeParse({ status: 'hired' }).success).toBe(false)
		expect(statusSchemaOf('career').parse({ status: 'offer' })).toEqual({ status: 'offer' })
		await expect(changeLeadStatus(db, 'career', id, { to: 'won' })).rejects.toThrow(RangeError)
		const quote = await commitLead(
			db,
			quoteLead({ name: 'Q Person', email: 'q@example.com', phone: '', website: '', company: '', budget: '', how_know: '', content: 'A shop', technology: 'php', portfolio_item_id: null, portfolio_item_title: '' }),
			visitor,
			NOTIFY,
		)
		await expect(changeLeadStatus(db, 'quote', quote, { to: 'hired' })).rejects.toThrow(RangeError)
		expect(await findLead(db, 'career', id)).toMatchObject({ status: 'new' })
	})

	it('moves a new application to screening when it is answered, and keeps spam from the honeypot as spam', async () => {
		const { db } = database
		const id = await apply('Lea Moss')
		expect(await replyToLead(db, 'career', id, 'Hello Lea, could we talk on Tuesday?', ria, REPLY_FROM)).toBe(true)
		expect(await findLead(db, 'career', id)).toMatchObject({ status: 'screening' })
		const spam = await apply('Spam Bot', jobs[0], { spam: true })
		expect(await findLead(db, 'career', spam)).toMatchObject({ status: 'spam' })
	})

	it('names the stages as an admin renamed them, keeping their keys, everywhere they are shown', async () => {
		const { db } = database
		const id = await apply('Mia Dorn')
		await changeLeadStatus(db, 'career', id, { to: 'screening' }, ria)
		const renamed = StageLabelsSchema.parse({ ...DEFAULT_STAGE_LABELS, screening: 'Phone screen', offer: '  Offer made ' })
		expect(await renameStages(db, renamed)).toEqual([
			{ stage: 'screening', from: 'Screening', to: 'Phone screen' },
			{ stage: 'offer', from: 'Offer', to: 'Offer made' },
		])
		expect(await renameStages(db, renamed)).toEqual([])
		const labels = await stageLabels(db)
		expect(labels).toMatchObject({ new: 'New', screening: 'Phone screen', offer: 'Offer made', spam: 'Spam' })
		expect(statusLabel('career', 'screening', labels)).toBe('Phone screen')
		// An enquiry's words are its own; an application's history from before the stages reads as it was written.
		expect(statusLabel('quote', 'new', labels)).toBe('New')
		expect(statusLabel('career', 'contacted', labels)).toBe('Contacted')
		expect(await findLead(db, 'career', id)).toMatchObject({ status: 'screening' })
		expect((await exportLeads(db, ['career'], filter())).map((row) => row.status_label)).toEqual(['Phone screen'])
		// Two stages of one name, or a blank one, are refused.
		expect(StageLabelsSchema.safeParse({ ...DEFAULT_STAGE_LABELS, offer: 'hired' }).success).toBe(false)
		expect(StageLabelsSchema.safeParse({ ...DEFAULT_STAGE_LABELS, new: ' ' }).success).toBe(false)
	})

	it("counts each opening's applications by stage, spam left out, and still does once the opening is closed", async () => {
		const { db } = database
		const [first, second] = jobs as [{ id: number; title: string }, { id: number; title: string }]
		await apply('Ana One')
		await apply('Ben Two')
		const third = await apply('Cy Three')
		await changeLeadStatus(db, 'career', third, { to: 'interview' }, ria)
		await apply('Spam Bot', first, { spam: true })
		const elsewhere = await apply('Di Four', second)
		await changeLeadStatus(db, 'career', elsewhere, { to: 'hired' }, ria)

		const expected = new Map([
			[first.id, [{ stage: 'new', count: 2 }, { stage: 'interview', count: 1 }]],
			[second.id, [{ stage: 'hired', count: 1 }]],
		])
		expect(await applicationCounts(db, [first.id, second.id, 999_999])).toEqual(expected)
		await db.updateTable('job_openings').set({ status: 'closed' }).where('id', '=', first.id).execute()
		expect(await applicationCounts(db, [first.id, second.id])).toEqual(expected)
		expect(await appliedOpenings(db)).toEqual(
			expect.arrayContaining([
				{ id: first.id, title: first.title, closed: true },
				{ id: second.id, title: second.title, closed: false },
			]),
		)
		// An opening past its closing day is closed too.
		await db.updateTable('job_openings').set({ closes_on: '2020-01-31' }).where('id', '=', second.id).execute()
		expect(await appliedOpenings(db)).toEqual(expect.arrayContaining([{ id: second.id, title: second.title, closed: true }]))
		await db.updateTable('job_openings').set({ closes_on: null }).where('id', '=', second.id).execute()
	})

	it('filters the inbox by opening and by stage, as the counts link to it', async () => {
		const { db } = database
		const [first, second] = jobs as [{ id: number; title: string }, { id: number; title: string }]
		await apply('Ana One')
		const interviewed = await apply('Ben Two')
		await changeLeadStatus(db, 'career', interviewed, { to: 'interview' }, ria)
		await apply('Cy Three', second)
		await commitLead(
			db,
			quoteLead({ name: 'Q Person', email: 'q@example.com', phone: '', website: '', company: '', budget: '', how_know: '', content: 'A shop', technology: 'php', portfolio_item_id: null, portfolio_item_title: '' }),
			visitor,
			NOTIFY,
		)
		const names = async (fields: Record<string, string>) => (await listLeads(db, ['quick', 'contact', 'quote', 'career'], filter(fields))).rows.map((row) => row.name).sort()
		expect(await names({ opening: String(first.id) })).toEqual(['Ana One', 'Ben Two'])
		expect(await names({ opening: String(first.id), status: 'interview' })).toEqual(['Ben Two'])
		expect(await names({ opening: String(second.id), status: 'new' })).toEqual(['Cy Three'])
		// An opening's filter names applications only, whatever kind is asked for.
		expect(await names({ opening: String(first.id), kind: 'quote' })).toEqual([])
		expect(await names({ status: 'new' })).toEqual(['Ana One', 'Cy Three', 'Q Person'])
		expect(InboxFilterSchema.safeParse({ opening: 'abc' }).success).toBe(false)
		expect(InboxFilterSchema.safeParse({ status: 'hired' }).success).toBe(true)
	})

	it("moves the applications' sales statuses to stages in migration 024, and back again", async () => {
		const { db } = database
		const ids: Record<string, number> = {}
		for (const status of ['new', 'contacted', 'won', 'lost', 'spam']) ids[status] = await apply(`Was ${status}`)
		const quote = await commitLead(
			db,
			quoteLead({ name: 'Q Person', email: 'q@example.com', phone: '', website: '', company: '', budget: '', how_know: '', content: 'A shop', technology: 'php', portfolio_item_id: null, portfolio_item_title: '' }),
			visitor,
			NOTIFY,
		)
		await m024.down(db)
		for (const [status, id] of Object.entries(ids)) await db.updateTable('job_applications').set({ status }).where('id', '=', id).execute()
		await db.updateTable('quote_requests').set({ status: 'won' }).where('id', '=', quote).execute()
		await m024.up(db)

		const stageOf = async (id: number) => (await findLead(db, 'career', id))?.status
		expect(await stageOf(ids.new!)).toBe('new')
		expect(await stageOf(ids.contacted!)).toBe('screening')
		expect(await stageOf(ids.won!)).toBe('hired')
		expect(await stageOf(ids.lost!)).toBe('rejected')
		expect(await stageOf(ids.spam!)).toBe('spam')
		expect(await findLead(db, 'quote', quote)).toMatchObject({ status: 'won' })
		expect(await stageLabels(db)).toEqual(DEFAULT_STAGE_LABELS)

		await changeLeadStatus(db, 'career', ids.new!, { to: 'offer' })
		await m024.down(db)
		expect(await stageOf(ids.new!)).toBe('contacted')
		expect(await stageOf(ids.won!)).toBe('won')
		expect(await stageOf(ids.lost!)).toBe('lost')
		await m024.up(db)
	})
})
