import fs from 'node:fs'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, POSTGRES_URL } from '#tests/setup/database.ts'
import { columnsOf, GENERATED_SCHEMA, generatePostgresTypes, generateSchemaTypes } from './schema-types.ts'

/** Decision 049: the table types are generated from the migrations, never written by hand. */
describe('the generated database types', () => {
	it('are what the migrations give today (else run `npm run db:types` and commit the result)', async () => {
		const generated = await generateSchemaTypes()
		expect(fs.readFileSync(GENERATED_SCHEMA, 'utf8'), 'database/schema.generated.ts is behind the migrations: run npm run db:types').toBe(generated)
	})

	/**
	 * The authentication library's columns (migration 004), which schema.ts widens: timestamptz and
	 * boolean on PostgreSQL, text and 0/1 on SQLite. Every other column must read the same on both.
	 */
	const AUTH_COLUMNS = [
		'staff_accounts.access_token_expires_at', 'staff_accounts.created_at', 'staff_accounts.refresh_token_expires_at', 'staff_accounts.updated_at',
		'staff_sessions.created_at', 'staff_sessions.expires_at', 'staff_sessions.updated_at',
		'staff_two_factors.locked_until', 'staff_two_factors.verified',
		'staff_users.created_at', 'staff_users.disabled', 'staff_users.email_verified', 'staff_users.two_factor_enabled', 'staff_users.updated_at',
		'staff_verifications.created_at', 'staff_verifications.expires_at', 'staff_verifications.updated_at',
	]

	it.skipIf(!POSTGRES_URL)('are the same on PostgreSQL, but for the authentication library’s dates and flags', async () => {
		const database = await createTestDatabase('postgres', { seed: false })
		try {
			const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(database.db)
			const postgres = columnsOf(await generatePostgresTypes(database.db, rows[0]!.schema))
			const sqlite = columnsOf(await generateSchemaTypes())
			expect([...postgres.keys()].sort()).toEqual([...sqlite.keys()].sort())
			const differences: string[] = []
			for (const [table, columns] of sqlite) {
				const other = postgres.get(table)!
				expect([...other.keys()], table).toEqual([...columns.keys()])
				for (const [column, type] of columns) if (other.get(column) !== type) differences.push(`${table}.${column}`)
			}
			expect(differences.sort()).toEqual(AUTH_COLUMNS)
		} finally {
			await database.destroy()
		}
	})
})
