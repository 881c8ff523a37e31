import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './db.ts'
import { migrateToLatest } from './migrate.ts'
import { POSTGRES_URL } from '#tests/setup/database.ts'

if (!POSTGRES_URL) console.warn('⚠ The PostgreSQL migration test is skipped: set TEST_DATABASE_URL to run it.')

describe.runIf(POSTGRES_URL)('migrations on a PostgreSQL server shared with others', () => {
	it('run in their own schema while other schemas on the server come and go', async () => {
		const admin = await openDatabase({ databaseUrl: POSTGRES_URL! })
		const ours = `migrate_${randomBytes(5).toString('hex')}`
		let churning = true
		// Another site (or test run) on the same server creating and dropping its schema all along.
		const churn = (async () => {
			for (let round = 0; churning; round++) {
				const other = `other_${randomBytes(5).toString('hex')}`
				await sql`create schema ${sql.id(other)}`.execute(admin)
				for (let table = 0; table < 20; table++) await sql`create table ${sql.id(other, `t${table}`)} (id serial primary key)`.execute(admin)
				await sql`drop schema ${sql.id(other)} cascade`.execute(admin)
			}
		})()
		try {
			await sql`create schema ${sql.id(ours)}`.execute(admin)
			const url = new URL(POSTGRES_URL!)
			url.searchParams.set('options', `-c search_path=${ours}`)
			const db = await openDatabase({ databaseUrl: url.toString() })
			try {
				const applied = await migrateToLatest(db)
				expect(applied.length).toBeGreaterThan(20)
				// Again, as every later start does: nothing left to apply.
				for (let start = 0; start < 30; start++) expect(await migrateToLatest(db)).toEqual([])
			} finally {
				await db.destroy()
			}
		} finally {
			churning = false
			await churn
			await sql`drop schema if exists ${sql.id(ours)} cascade`.execute(admin)
			await admin.destroy()
		}
	})
})
