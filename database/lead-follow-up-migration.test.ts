import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import * as m016 from './migrations/016-lead-follow-up.ts'

/**
 * Migration 016 on each engine: undone and done again, it starts each lead's
 * timeline with the status changes the audit log already holds, named by the
 * staff member's name where the account still exists.
 */
describe.each(ENGINES)('migration 016 on %s', (engine) => {
	let database: TestDatabase

	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
	})
	afterAll(async () => database?.destroy())

	it('copies the status changes of the audit log into the lead timelines, and can be undone', async () => {
		const { db } = database
		const now = new Date().toISOString()
		await db
			.insertInto('staff_users')
			.values({ id: 'staff-1', name: 'Ada Min', email: 'ada@agency.test', email_verified: engine === 'postgres' ? true : 1, image: null, role: 'admin', disabled: engine === 'postgres' ? false : 0, two_factor_enabled: null, created_at: now, updated_at: now })
			.execute()
		const logged = (subject: string, detail: string, actor: string | null, at: string, action = 'lead.status') =>
			db.insertInto('audit_log').values({ at, actor_id: actor, actor_email: actor ? 'ada@agency.test' : 'gone@agency.test', action, subject, detail }).execute()
		await logged('quote#12', '{"status":"contacted"}', 'staff-1', '2025-03-01T10:00:00.000Z')
		await logged('career#3', '{"status":"won"}', null, '2025-03-02T10:00:00.000Z')
		await logged('quote#12', '', 'staff-1', '2025-03-03T10:00:00.000Z', 'lead.note')
		await logged('leads', '{"status":"won"}', 'staff-1', '2025-03-04T10:00:00.000Z')

		await m016.down(db)
		await m016.up(db)

		const events = await db.selectFrom('lead_events').select(['lead_kind', 'lead_id', 'type', 'actor_id', 'actor_name', 'detail', 'created_at']).orderBy('id').execute()
		expect(events).toEqual([
			{ lead_kind: 'quote', lead_id: 12, type: 'status', actor_id: 'staff-1', actor_name: 'Ada Min', detail: 'contacted', created_at: '2025-03-01T10:00:00.000Z' },
			{ lead_kind: 'career', lead_id: 3, type: 'status', actor_id: null, actor_name: 'gone@agency.test', detail: 'won', created_at: '2025-03-02T10:00:00.000Z' },
		])
	})
})
