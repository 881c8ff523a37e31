import type { Kysely } from 'kysely'

/**
 * Readiness probes (decision 039): each server writes its own row here when a
 * load balancer asks whether it is ready, so "ready" means the database takes
 * a write (not only a read), whatever the reason it might not: unreachable,
 * read-only, or out of disk space.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('readiness_checks')
		.addColumn('server', 'text', (c) => c.primaryKey())
		.addColumn('checked_at', 'text', (c) => c.notNull())
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('readiness_checks').execute()
}
