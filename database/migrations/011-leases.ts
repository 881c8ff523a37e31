import type { Kysely } from 'kysely'

/**
 * One row per scheduled task, naming the server that holds it and until when
 * (an ISO time, as every date here). Servers sharing the database take the
 * row with one statement before running the task, so a task runs on one
 * server per period however many are started (decision 017).
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('leases')
		.addColumn('name', 'text', (c) => c.primaryKey())
		.addColumn('holder', 'text', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('leases').execute()
}
