import fs from 'node:fs'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applicationLead, commitLead } from '#app/features/leads/leads.server.ts'
import { createLocalStorage } from '#app/server/storage.server.ts'
import { createCvStore } from '#app/server/uploads.server.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { scheduledTasks, startScheduledTasks } from './scheduled-tasks.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/** Two servers over one database start their housekeeping at the same moment. */
describe.each(ENGINES)('scheduled tasks of two servers on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	it('each task runs on one of them: one CV purge, one audit line, one lease row per task', async () => {
		const { db } = database
		const dataDir = tempDataDir()
		const cvStore = createCvStore(createLocalStorage(dataDir), path.join(dataDir, 'uploads', 'tmp'), 5 * 1024 * 1024)
		const job = await db.selectFrom('job_openings').select(['id', 'title']).orderBy('id').executeTakeFirstOrThrow()
		const tempPath = path.join(dataDir, 'cv.part')
		fs.writeFileSync(tempPath, '%PDF-1.4\n% a test CV\n')
		const cv = await cvStore.keep({ tempPath, bytes: 21, originalName: 'cv.pdf' })
		const id = await commitLead(
			db,
			applicationLead({
				job_id: job.id, job_title: job.title, name: 'Old Applicant', email: 'old@example.com', phone: '5550102', current_salary: '1',
				expected_salary: '2', description: 'Long ago', cv_file: cv.name, cv_original_name: 'cv.pdf', cv_bytes: 21,
			}),
			{ source_page: '/career', ip: '203.0.113.9', user_agent: 'test', spam: false },
			{ to: 'hr@agency.test', siteUrl: 'http://site.test' },
		)
		await db.updateTable('job_applications').set({ created_at: new Date(Date.now() - 400 * DAY_MS).toISOString() }).where('id', '=', id).execute()
		const oldKey = new Date(Date.now() - 2 * DAY_MS).toISOString()
		await db.insertInto('submission_keys').values({ key: 'old-key', form: '/Quickcontact/storecontact', message: 'Thanks', created_at: oldKey }).execute()
		// Sign-in attempts past their 15 minutes and a two-factor code past its life go; a recent attempt stays.
		const attempt = (minutesAgo: number) => ({ email: 'staff@agency.test', ip: '203.0.113.9', purpose: 'sign-in', outcome: 'failed', device: null, created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() }) as const
		await db.insertInto('staff_sign_in_attempts').values([attempt(20), attempt(16), attempt(1)]).execute()
		await db.insertInto('staff_used_codes').values({ user_id: 'u1', code: '123456', expires_at: new Date(Date.now() - 60_000).toISOString() }).execute()

		const log = pino({ level: 'silent' })
		const servers = ['server-a', 'server-b'].map((holder) => startScheduledTasks({ db, cvStore, retentionDays: 180, log, holder, checkMs: 25 }))
		const names = scheduledTasks({ db, cvStore, retentionDays: 180, log }).map((task) => task.name).sort()
		const leases = () => db.selectFrom('leases').selectAll().orderBy('name').execute()
		try {
			await expect.poll(async () => (await leases()).filter((lease) => lease.expires_at > new Date(Date.now() + 60_000).toISOString()).length).toBe(names.length)
			// Long enough for each server to ask many times more.
			await new Promise((resolve) => setTimeout(resolve, 300))
		} finally {
			await Promise.all(servers.map((stop) => stop()))
		}

		const rows = await leases()
		expect(rows.map((row) => row.name)).toEqual(names)
		expect(rows.every((row) => ['server-a', 'server-b'].includes(row.holder))).toBe(true)
		const purges = await db.selectFrom('audit_log').select('subject').where('action', '=', 'cv.purged').execute()
		expect(purges).toEqual([{ subject: `job_applications#${id}` }])
		expect(fs.existsSync(path.join(dataDir, ...cv.key.split('/')))).toBe(false)
		expect(await db.selectFrom('submission_keys').select('key').where('key', '=', 'old-key').execute()).toEqual([])
		expect(await db.selectFrom('staff_sign_in_attempts').select('email').execute()).toHaveLength(1)
		expect(await db.selectFrom('staff_used_codes').selectAll().execute()).toEqual([])
	})
})
