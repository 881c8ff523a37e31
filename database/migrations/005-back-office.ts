import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

/**
 * What the back office keeps beside the content and the leads:
 * - staff notes on a lead, with their author;
 * - the audit log (who did what, when, from where);
 * - old public paths that answer 301 to a renamed page's new one;
 * - a job opening's open/closed status and closing date;
 * - a blog post's publication status (draft, or published from its date on) and Markdown source;
 * - when a CV file was purged under the retention rule.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) =>
		pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement()
	await db.schema
		.createTable('lead_notes')
		.addColumn('id', 'integer', id)
		/** contact | quote | career: which lead table lead_id points into. */
		.addColumn('lead_kind', 'text', (c) => c.notNull())
		.addColumn('lead_id', 'integer', (c) => c.notNull())
		.addColumn('author_id', 'text')
		.addColumn('author_name', 'text', (c) => c.notNull())
		.addColumn('body', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('lead_notes_lead').on('lead_notes').columns(['lead_kind', 'lead_id']).execute()

	await db.schema
		.createTable('audit_log')
		.addColumn('id', 'integer', id)
		.addColumn('at', 'text', (c) => c.notNull())
		/** The staff member, or null for the system (a scheduled task) or an unknown e-mail at sign-in. */
		.addColumn('actor_id', 'text')
		.addColumn('actor_email', 'text', (c) => c.notNull())
		.addColumn('action', 'text', (c) => c.notNull())
		.addColumn('subject', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('ip', 'text', (c) => c.notNull().defaultTo(''))
		.execute()
	await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute()

	await db.schema
		.createTable('redirects')
		.addColumn('from_path', 'text', (c) => c.primaryKey())
		.addColumn('to_path', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()

	await db.schema.alterTable('job_openings').addColumn('status', 'text', (c) => c.notNull().defaultTo('open')).execute()
	await db.schema.alterTable('job_openings').addColumn('closes_on', 'text').execute()
	await db.schema.alterTable('blog_posts').addColumn('status', 'text', (c) => c.notNull().defaultTo('published')).execute()
	// The Markdown staff edit; body keeps the HTML made from it, which pages sanitise on the way out.
	await db.schema.alterTable('blog_posts').addColumn('body_markdown', 'text', (c) => c.notNull().defaultTo('')).execute()
	await db.schema.alterTable('job_applications').addColumn('cv_purged_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('job_applications').dropColumn('cv_purged_at').execute()
	await db.schema.alterTable('blog_posts').dropColumn('body_markdown').execute()
	await db.schema.alterTable('blog_posts').dropColumn('status').execute()
	await db.schema.alterTable('job_openings').dropColumn('closes_on').execute()
	await db.schema.alterTable('job_openings').dropColumn('status').execute()
	await db.schema.dropTable('redirects').execute()
	await db.schema.dropTable('audit_log').execute()
	await db.schema.dropTable('lead_notes').execute()
}
