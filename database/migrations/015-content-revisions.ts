import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

/**
 * Edits that cannot overwrite each other, and the versions they leave behind
 * (decision 035):
 *
 * - every table staff edit gets a `version`, counted up by each save; a save
 *   carries the version its form was loaded from and is refused when the row
 *   has moved on since;
 * - `content_revisions` keeps the editable fields of each saved version (the
 *   newest ones, see REVISIONS_KEPT), with who saved it and when.
 */
export const VERSIONED_TABLES = [
	'site_contact',
	'meta_pages',
	'content_pages',
	'services',
	'blog_categories',
	'blog_posts',
	'portfolio_categories',
	'portfolio_items',
	'case_studies',
	'logo_designs',
	'testimonials',
	'team_members',
	'faqs',
	'job_openings',
	'events',
	'plans',
	'plan_feature_groups',
	'plan_features',
] as const

export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement())

	for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).addColumn('version', 'integer', (c) => c.notNull().defaultTo(1)).execute()

	await db.schema
		.createTable('content_revisions')
		.addColumn('id', 'integer', id)
		// The back office's name of the kind of content (`posts`, `services`…), not its table.
		.addColumn('entity', 'text', (c) => c.notNull())
		.addColumn('row_id', 'integer', (c) => c.notNull())
		.addColumn('version', 'integer', (c) => c.notNull())
		// The editable fields as they were saved, as JSON.
		.addColumn('data', 'text', (c) => c.notNull())
		.addColumn('staff_id', 'text')
		.addColumn('staff_name', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('content_revisions_item').on('content_revisions').columns(['entity', 'row_id', 'version']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('content_revisions').execute()
	for (const table of VERSIONED_TABLES) await db.schema.alterTable(table).dropColumn('version').execute()
}
