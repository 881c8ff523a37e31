import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

/**
 * Case studies (decision 030): the story of one portfolio
 * project, told on /case-study/{slug}. A row is flat, as every entity the
 * back office edits is: the results are up to four figure and label pairs,
 * the gallery up to four pictures with their captions, each a column of its
 * own; what was delivered and the credits are one entry a line.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement())
	const text = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo('')
	let table = db.schema
		.createTable('case_studies')
		.addColumn('id', 'integer', id)
		.addColumn('slug', 'text', (c) => c.notNull().unique())
		/** published | draft: a draft has no public page and is in no list or sitemap. */
		.addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
		// A project that is deleted leaves its story without a link rather than deleting it.
		.addColumn('portfolio_item_id', 'integer', (c) => c.references('portfolio_items.id').onDelete('set null'))
		.addColumn('title', 'text', (c) => c.notNull())
		.addColumn('client', 'text', (c) => c.notNull())
		.addColumn('sector', 'text', text)
		.addColumn('year', 'integer', (c) => c.notNull())
		.addColumn('summary', 'text', text)
		.addColumn('brief', 'text', text)
		.addColumn('approach', 'text', text)
	for (const n of [1, 2, 3, 4]) table = table.addColumn(`result_${n}_figure`, 'text', text).addColumn(`result_${n}_label`, 'text', text)
	table = table
		.addColumn('delivered', 'text', text)
		.addColumn('credits', 'text', text)
		.addColumn('quote', 'text', text)
		.addColumn('quote_by', 'text', text)
		.addColumn('cover', 'text', text)
	for (const n of [1, 2, 3, 4]) table = table.addColumn(`gallery_${n}`, 'text', text).addColumn(`gallery_${n}_caption`, 'text', text)
	await table
		.addColumn('meta_title', 'text', text)
		.addColumn('meta_keywords', 'text', text)
		.addColumn('meta_description', 'text', text)
		.addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('updated_at', 'text')
		.execute()
	await db.schema.createIndex('case_studies_portfolio_item').on('case_studies').column('portfolio_item_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('case_studies').execute()
}
