import type { Kysely } from 'kysely'

/** Every table the back office edits: a save stamps the row, and sitemaps and structured data read it. */
export const DATED_TABLES = [
	'site_contact', 'content_pages', 'services', 'meta_pages', 'blog_posts', 'blog_categories', 'portfolio_categories',
	'portfolio_items', 'logo_designs', 'testimonials', 'faqs', 'job_openings', 'events', 'plans', 'plan_feature_groups', 'plan_features',
] as const

/**
 * When a content row last changed (ISO-8601), null until it is first edited:
 * until then the content is as old as the seed that loaded it. A blog post
 * may carry its own revision date from content/.
 */
export async function up(db: Kysely<any>): Promise<void> {
	for (const table of DATED_TABLES) await db.schema.alterTable(table).addColumn('updated_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of DATED_TABLES) await db.schema.alterTable(table).dropColumn('updated_at').execute()
}
