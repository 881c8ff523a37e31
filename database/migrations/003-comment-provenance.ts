import type { Kysely } from 'kysely'

/**
 * Blog comments get the user agent the other lead tables keep, so every
 * visitor submission carries the same provenance and one code path writes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('blog_comments').addColumn('user_agent', 'text', (c) => c.notNull().defaultTo('')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('blog_comments').dropColumn('user_agent').execute()
}
