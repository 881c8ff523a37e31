import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

/**
 * What the designed inner pages read beside their rich text (decision 031):
 *
 * - a content page's layout (`sections`: a hero with a picture and the text
 *   set out in sections; `document`: one reading column, for the legal
 *   pages), its lead sentence and its hero picture;
 * - a service's hero picture, the portfolio pages its related work comes
 *   from (their slugs, comma-separated) and the testimonial it shows;
 * - the team: the people the about page introduces, with their portraits.
 *
 * Rows that exist already keep the document layout and no picture until
 * staff set them; the demo content sets them when it is loaded.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement())

	await db.schema.alterTable('content_pages').addColumn('layout', 'text', (c) => c.notNull().defaultTo('document')).execute()
	await db.schema.alterTable('content_pages').addColumn('lead', 'text', (c) => c.notNull().defaultTo('')).execute()
	await db.schema.alterTable('content_pages').addColumn('hero_image', 'text', (c) => c.notNull().defaultTo('')).execute()

	await db.schema.alterTable('services').addColumn('hero_image', 'text', (c) => c.notNull().defaultTo('')).execute()
	await db.schema.alterTable('services').addColumn('portfolio_pages', 'text', (c) => c.notNull().defaultTo('')).execute()
	await db.schema.alterTable('services').addColumn('testimonial_id', 'integer').execute()

	await db.schema
		.createTable('team_members')
		.addColumn('id', 'integer', id)
		.addColumn('name', 'text', (c) => c.notNull())
		.addColumn('role', 'text', (c) => c.notNull())
		.addColumn('bio', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('portrait', 'text', (c) => c.notNull())
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('updated_at', 'text')
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('team_members').execute()
	for (const column of ['testimonial_id', 'portfolio_pages', 'hero_image']) await db.schema.alterTable('services').dropColumn(column).execute()
	for (const column of ['hero_image', 'lead', 'layout']) await db.schema.alterTable('content_pages').dropColumn(column).execute()
}
