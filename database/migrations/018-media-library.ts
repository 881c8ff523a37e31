import { type ColumnDefinitionBuilder, type Kysely, sql } from 'kysely'
import { engineOf } from '../db.ts'

/**
 * The media library (decision 041): every uploaded image once, with the text
 * that describes it. A row is keyed by its folder (the media kind) and file
 * name, the same pair the content tables keep, so a picture's URL and every
 * column that names it stay as they are.
 */

/** Content columns that hold an image's file name, with the folder it lives in. */
const IMAGE_COLUMNS: { table: string; column: string; kind: string }[] = [
	{ table: 'blog_posts', column: 'image', kind: 'blog' },
	{ table: 'content_pages', column: 'hero_image', kind: 'pages' },
	{ table: 'services', column: 'hero_image', kind: 'pages' },
	{ table: 'portfolio_items', column: 'image', kind: 'portfolio' },
	{ table: 'logo_designs', column: 'image', kind: 'logos' },
	{ table: 'testimonials', column: 'poster_image', kind: 'testimonials' },
	{ table: 'team_members', column: 'portrait', kind: 'team' },
	{ table: 'events', column: 'photo', kind: 'events' },
	{ table: 'event_photos', column: 'photo', kind: 'events' },
	{ table: 'case_studies', column: 'cover', kind: 'case-studies' },
	...[1, 2, 3, 4].map((n) => ({ table: 'case_studies', column: `gallery_${n}`, kind: 'case-studies' })),
]

const UPLOADED = /^u-[0-9a-f-]{36}\.(jpg|png|webp)$/

export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const id = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement())
	await db.schema
		.createTable('media')
		.addColumn('id', 'integer', id)
		.addColumn('kind', 'text', (c) => c.notNull())
		.addColumn('file', 'text', (c) => c.notNull())
		// Unknown (null) for the uploads registered below, whose bytes the database cannot read.
		.addColumn('width', 'integer')
		.addColumn('height', 'integer')
		.addColumn('bytes', 'integer')
		.addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('caption', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('uploaded_by', 'text')
		.addColumn('created_at', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text', (c) => c.notNull())
		.addUniqueConstraint('media_kind_file', ['kind', 'file'])
		.execute()
	await db.schema.createIndex('media_created').on('media').column('created_at').execute()

	// Uploads made before the library: each file name once, described by nothing yet.
	const now = new Date().toISOString()
	const seen = new Set<string>()
	for (const { table, column, kind } of IMAGE_COLUMNS) {
		const rows = await db.selectFrom(table).select(sql<string>`${sql.ref(column)}`.as('file')).where(column, 'like', 'u-%').execute()
		for (const { file } of rows) {
			if (!UPLOADED.test(file) || seen.has(`${kind}/${file}`)) continue
			seen.add(`${kind}/${file}`)
			await db.insertInto('media').values({ kind, file, alt: '', caption: '', created_at: now, updated_at: now }).execute()
		}
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('media').execute()
}
