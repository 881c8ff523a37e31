import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import * as m025 from './migrations/025-staff-invitations-and-settings.ts'

/**
 * Migration 025 on each engine: undone and done again, it marks invited the
 * accounts the audit log shows were invited and have neither signed in nor set
 * a password since, and starts the settings with two-factor sign-in not required.
 */
describe.each(ENGINES)('migration 025 on %s', (engine) => {
	let database: TestDatabase

	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
	})
	afterAll(async () => database?.destroy())

	it('marks the accounts still waiting for their invitation, and can be undone', async () => {
		const { db } = database
		const now = new Date().toISOString()
		const account = (id: string, email: string) =>
			db
				.insertInto('staff_users')
				.values({ id, name: id, email, email_verified: engine === 'postgres' ? true : 1, image: null, role: 'editor', disabled: engine === 'postgres' ? false : 0, two_factor_enabled: null, created_at: now, updated_at: now })
				.execute()
		const logged = (action: string, subject: string, at: string, detail = '') => db.insertInto('audit_log').values({ at, actor_id: null, actor_email: 'boss@agency.test', action, subject, detail }).execute()
		await account('waiting', 'waiting@agency.test')
		await account('joined', 'joined@agency.test')
		await account('added', 'added@agency.test')
		await logged('staff.created', 'waiting@agency.test', '2025-03-01T10:00:00.000Z', '{"role":"editor","name":"W","invited":true}')
		await logged('staff.created', 'joined@agency.test', '2025-03-01T10:00:00.000Z', '{"role":"editor","name":"J","invited":true}')
		await logged('password.changed', 'joined@agency.test', '2025-03-02T10:00:00.000Z', '{"via":"reset-link"}')
		await logged('staff.created', 'added@agency.test', '2025-03-01T10:00:00.000Z', '{"role":"editor","name":"A"}')

		await m025.down(db)
		await m025.up(db)

		const users = await db.selectFrom('staff_users').select(['id', 'invited_at']).orderBy('id').execute()
		expect(users).toEqual([
			{ id: 'added', invited_at: null },
			{ id: 'joined', invited_at: null },
			{ id: 'waiting', invited_at: '2025-03-01T10:00:00.000Z' },
		])
		expect(await db.selectFrom('back_office_settings').selectAll().execute()).toEqual([{ id: 1, require_two_factor: 0, updated_at: null }])
	})
})
