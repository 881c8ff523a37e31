import SQLite from 'better-sqlite3'
import { Kysely, sql, SqliteDialect } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withPreparedStatements } from './db.ts'

describe('withPreparedStatements', () => {
	it('compiles each text once, keeps the most recently used, and follows a change of schema', async () => {
		const sqlite = new SQLite(':memory:')
		const connection = withPreparedStatements(sqlite, 2)
		const first = connection.prepare('select 1 as a')
		expect(connection.prepare('select 1 as a')).toBe(first)
		connection.prepare('select 2 as a')
		connection.prepare('select 1 as a')
		// Past two kept, the least recently used (select 2) goes, and select 1 stays.
		connection.prepare('select 3 as a')
		expect(connection.prepare('select 1 as a')).toBe(first)

		const db = new Kysely<{ t: { id: number; name?: string } }>({ dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }) })
		await sql`create table t (id integer primary key)`.execute(db)
		await db.insertInto('t').values({ id: 1 }).execute()
		expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ id: 1 }])
		await sql`alter table t add column name text default 'x'`.execute(db)
		expect(await db.selectFrom('t').selectAll().execute()).toEqual([{ id: 1, name: 'x' }])
		await db.destroy()
		expect(sqlite.open).toBe(false)
	})
})
