import type { Kysely } from 'kysely'

/**
 * One row that counts content changes. Every server process watches it, so a
 * change made through another process (a second server, `npm run comments`,
 * a seed) reaches every page cache even without Redis.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('content_version')
		.addColumn('id', 'integer', (c) => c.primaryKey())
		.addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('what', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('changed_at', 'text', (c) => c.notNull())
		.execute()
	await db.insertInto('content_version').values({ id: 1, version: 0, what: '', changed_at: new Date().toISOString() }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('content_version').execute()
}
