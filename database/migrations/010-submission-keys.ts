import type { Kysely } from 'kysely'

/**
 * The key our forms send with each message, stored in the transaction that
 * stores the lead: a visitor who sends the same message again (the answer was
 * lost, the server restarted) gets the first answer instead of a duplicate.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('submission_keys')
		.addColumn('key', 'text', (c) => c.primaryKey())
		.addColumn('form', 'text', (c) => c.notNull())
		.addColumn('message', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('submission_keys_created_at').on('submission_keys').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('submission_keys').execute()
}
