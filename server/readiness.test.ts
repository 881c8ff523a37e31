import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createReadiness } from './readiness.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

describe.each(ENGINES)('readiness checks on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
	})
	afterAll(async () => database?.destroy())

	it('finds a database that answers but refuses writes, logs it once, and logs once when it is back', async () => {
		let clock = Date.parse('2026-11-26T12:00:00Z')
		const lines: string[] = []
		const readiness = createReadiness({
			db: database.db,
			dataDir: tempDataDir(),
			minFreeBytes: 0,
			log: { warn: (message) => lines.push(`warn ${message}`), info: (message) => lines.push(`info ${message}`) },
			now: () => clock,
		})
		expect(await readiness.databaseWrites()).toEqual({ ok: true })
		expect(readiness.lastWriteAt()).toBe(clock)
		const rows = await database.db.selectFrom('readiness_checks').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]!.server).toMatch(/:\d+$/)

		// The table the probe writes is taken away: reads still work, writes do not.
		await sql`alter table readiness_checks rename to readiness_checks_away`.execute(database.db)
		try {
			for (let i = 0; i < 3; i++) {
				clock += 1500
				const verdict = await readiness.databaseWrites()
				expect(verdict.ok).toBe(false)
			}
			expect(await sql`select 1 as one`.execute(database.db)).toBeTruthy()
		} finally {
			await sql`alter table readiness_checks_away rename to readiness_checks`.execute(database.db)
		}
		clock += 1500
		expect(await readiness.databaseWrites()).toEqual({ ok: true })
		expect(lines).toHaveLength(2)
		expect(lines[0]).toMatch(/^warn readiness: database writes failing \(.+\); \/readyz answers 503 until it is back$/)
		expect(lines[1]).toBe('info readiness: database writes back after 5 s')
	})

	it('shares one write between checks within a second', async () => {
		let clock = Date.parse('2026-11-26T13:00:00Z')
		const readiness = createReadiness({ db: database.db, dataDir: tempDataDir(), minFreeBytes: 0, log: { warn() {}, info() {} }, now: () => clock })
		const seen = async () => (await database.db.selectFrom('readiness_checks').select('checked_at').executeTakeFirstOrThrow()).checked_at
		await Promise.all([readiness.databaseWrites(), readiness.databaseWrites(), readiness.databaseWrites()])
		const first = await seen()
		clock += 500
		await readiness.databaseWrites()
		expect(await seen()).toBe(first)
		clock += 600
		await readiness.databaseWrites()
		expect(await seen()).not.toBe(first)
	})
})

describe('disk space', () => {
	it('is ready above the threshold and not below it, saying how much is free', async () => {
		const dataDir = tempDataDir()
		const lines: string[] = []
		const log = { warn: (message: string) => lines.push(message), info: (message: string) => lines.push(message) }
		const database = await createTestDatabase('sqlite', { seed: false })
		try {
			const roomy = await createReadiness({ db: database.db, dataDir, minFreeBytes: 1, log }).diskSpace()
			expect(roomy.ok).toBe(true)
			expect(roomy.freeBytes).toBeGreaterThan(1)
			const tight = createReadiness({ db: database.db, dataDir, minFreeBytes: Number.MAX_SAFE_INTEGER, log })
			expect((await tight.diskSpace()).ok).toBe(false)
			expect((await tight.diskSpace()).ok).toBe(false)
			expect(lines).toHaveLength(1)
			expect(lines[0]).toMatch(/^readiness: disk space failing \(\d+ MB free under .+, below the \d+ MB needed\)/)
		} finally {
			await database.destroy()
		}
	})
})
