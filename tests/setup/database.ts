import { randomBytes } from 'node:crypto'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { openDatabase, type Database, type Engine } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { seedDatabase } from '#database/seed.ts'
import { CONTENT_DIR } from '#server/paths.ts'
import type { DB } from '#database/schema.ts'

/** PostgreSQL for the tests: set TEST_DATABASE_URL (CI does) or those tests are skipped with a notice. */
export const POSTGRES_URL = process.env.TEST_DATABASE_URL || undefined

/** The engines every database-backed test runs on. */
export const ENGINES: Engine[] = POSTGRES_URL ? ['sqlite', 'postgres'] : ['sqlite']

export interface TestDatabase {
	db: Database
	engine: Engine
	destroy: () => Promise<void>
}

/**
 * A fresh, migrated database of its own for one test file: an in-memory SQLite
 * database, or a new schema on the PostgreSQL server that is dropped afterwards.
 */
export async function createTestDatabase(engine: Engine, { seed = true } = {}): Promise<TestDatabase> {
	let db: Database
	let destroy: () => Promise<void>
	if (engine === 'sqlite') {
		db = await openDatabase({ sqliteFile: ':memory:' })
		destroy = () => db.destroy()
	} else {
		if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set')
		const schema = `test_${randomBytes(6).toString('hex')}`
		const admin = await openDatabase({ databaseUrl: POSTGRES_URL })
		await sql`create schema ${sql.id(schema)}`.execute(admin)
		await admin.destroy()
		const pool = new pg.Pool({ connectionString: POSTGRES_URL, max: 10, options: `-c search_path=${schema}` })
		db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
		destroy = async () => {
			await db.destroy()
			const cleanup = await openDatabase({ databaseUrl: POSTGRES_URL })
			await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(cleanup)
			await cleanup.destroy()
		}
	}
	await migrateToLatest(db)
	if (seed) await seedDatabase(db, CONTENT_DIR)
	return { db, engine, destroy }
}

/**
 * An empty schema of its own on the PostgreSQL server for a server process the test
 * starts: the URL names it (search_path), and drop() removes it with everything in it.
 */
export async function createServerSchema(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
	if (!POSTGRES_URL) throw new Error('TEST_DATABASE_URL is not set')
	const schema = `${prefix}_${randomBytes(5).toString('hex')}`
	const admin = await openDatabase({ databaseUrl: POSTGRES_URL })
	await sql`create schema ${sql.id(schema)}`.execute(admin)
	const url = new URL(POSTGRES_URL)
	url.searchParams.set('options', `-c search_path=${schema}`)
	return {
		url: url.toString(),
		drop: async () => {
			await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin)
			await admin.destroy()
		},
	}
}
