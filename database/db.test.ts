import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, sql, SqliteDialect } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDatabase, withPreparedStatements } from './db.ts'

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

describe('the SQLite file', () => {
	it('keeps no bytes of a value once it is deleted (secure_delete), in the database or its write-ahead log', async () => {
		const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-secure-delete-'))
		try {
			const file = path.join(dir, 'site.db')
			const db = await openDatabase({ sqliteFile: file })
			const secret = `reset-link-${'x'.repeat(40)}-${Date.now()}`
			await sql`create table notes (id integer primary key, body text)`.execute(db)
			await sql`insert into notes (body) values (${secret})`.execute(db)
			await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
			await sql`delete from notes`.execute(db)
			await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db)
			const bytes = () => ['', '-wal'].map((suffix) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix).toString('latin1') : '')).join('')
			expect(bytes()).not.toContain(secret)
			await db.destroy()
			expect(bytes()).not.toContain(secret)
		} finally {
			fs.rmSync(dir, { recursive: true, force: true })
		}
	})
})
