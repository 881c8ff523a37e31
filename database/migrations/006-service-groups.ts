import type { Kysely } from 'kysely'

/**
 * The heading a service is listed under on the services overview page
 * (Design & branding, Search & marketing, …). Services without one are
 * listed under a heading of their own at the end.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('services').addColumn('group_name', 'text', (c) => c.notNull().defaultTo('')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('services').dropColumn('group_name').execute()
}
