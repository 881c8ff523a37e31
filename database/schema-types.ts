import fs from 'node:fs'
import path from 'node:path'
import { type Kysely, sql } from 'kysely'
import { generate, Logger, PostgresDialect, SqliteDialect } from 'kysely-codegen'
import { openDatabase } from './db.ts'
import { migrateToLatest } from './migrate.ts'
import type { DB } from './schema.ts'

/** The file `npm run db:types` writes: the table types of a freshly migrated database. */
export const GENERATED_SCHEMA = path.join(import.meta.dirname, 'schema.generated.ts')

/**
 * The table types of a freshly migrated database, as kysely-codegen writes
 * them (decision 049). The migrations run on an in-memory SQLite database;
 * the types are what both engines store, except the authentication library's
 * dates and flags, which schema.ts widens for PostgreSQL.
 */
export async function generateSchemaTypes(): Promise<string> {
	const db = await openDatabase({ sqliteFile: ':memory:' })
	try {
		await migrateToLatest(db)
		return await generate({
			db,
			dialect: new SqliteDialect(),
			// The migrator's own bookkeeping is not the site's.
			excludePattern: 'kysely_migration*',
			outFile: null,
			logger: new Logger('silent'),
			postprocess: async ({ metadata }) => {
				// What SQLite says differently from PostgreSQL: a primary key column is nullable (SQLite lets
				// a text key hold NULL), and a lone integer key numbers itself (it stands for the row id).
				// On PostgreSQL, and in every row the site writes, a key is never null, and only the keys
				// the migrations declare as such (autoincrement here, an identity there) number themselves.
				for (const table of metadata.tables) {
					const { rows } = await sql<{ name: string; pk: number }>`select name, pk from pragma_table_info(${table.name})`.execute(db)
					const keys = new Set(rows.filter((row) => row.pk > 0).map((row) => row.name))
					const definition = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = ${table.name}`.execute(db)
					const numbered = /\bautoincrement\b/i.test(definition.rows[0]?.sql ?? '')
					for (const column of table.columns) {
						if (!keys.has(column.name)) continue
						column.isNullable = false
						column.isAutoIncrementing &&= numbered
					}
				}
				return metadata
			},
		})
	} finally {
		await db.destroy()
	}
}

/**
 * The same generation over a PostgreSQL database the migrations have run on (its schema named),
 * for the test that the engines agree: kysely-codegen's PostgreSQL reading needs no adjustment.
 */
export async function generatePostgresTypes(db: Kysely<DB>, schema: string): Promise<string> {
	return generate({
		db,
		dialect: new PostgresDialect(),
		defaultSchemas: [schema],
		includePattern: `${schema}.*`,
		excludePattern: `${schema}.kysely_migration*`,
		outFile: null,
		logger: new Logger('silent'),
	})
}

/** Each table's columns and their types, read from generated types. */
export function columnsOf(generated: string): Map<string, Map<string, string>> {
	const interfaces = new Map<string, Map<string, string>>()
	for (const [, name, body] of generated.matchAll(/^export interface (\w+) \{\n([\s\S]*?)^\}/gm)) {
		interfaces.set(name!, new Map([...body!.matchAll(/^ {2}(\w+): (.+);$/gm)].map(([, column, type]) => [column!, type!])))
	}
	const tables = new Map<string, Map<string, string>>()
	for (const [table, name] of interfaces.get('DB') ?? []) tables.set(table, interfaces.get(name) ?? new Map())
	return tables
}

/** Writes the generated types to GENERATED_SCHEMA; answers whether the file changed. */
export async function writeSchemaTypes(): Promise<boolean> {
	const text = await generateSchemaTypes()
	const before = fs.existsSync(GENERATED_SCHEMA) ? fs.readFileSync(GENERATED_SCHEMA, 'utf8') : undefined
	if (before === text) return false
	fs.writeFileSync(GENERATED_SCHEMA, text)
	return true
}
