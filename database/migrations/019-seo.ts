import type { Kysely } from 'kysely'

/**
 * One group of search and sharing fields on every kind of content with a
 * public page (decision 042): the title and description search results and
 * share cards show (blank: the item's own title and summary), the canonical
 * address (blank: the page's own), "keep out of search results" (noindex,
 * which also leaves the page out of the sitemap) and the picture of its share
 * card (blank: the card the server draws). The tables that had a meta title
 * and description keep them; the others get them here.
 */

/** The tables of content with a public page of its own. */
export const SEO_TABLES = ['content_pages', 'services', 'blog_posts', 'blog_categories', 'portfolio_categories', 'case_studies', 'events'] as const

/** The tables that had no meta title or description before. */
const WITHOUT_META = new Set(['blog_posts', 'blog_categories', 'events'])

export async function up(db: Kysely<any>): Promise<void> {
	for (const table of SEO_TABLES) {
		const columns: (readonly [string, 'text' | 'integer'])[] = [
			...(WITHOUT_META.has(table) ? ([['meta_title', 'text'], ['meta_description', 'text']] as const) : []),
			['canonical_url', 'text'],
			['noindex', 'integer'],
			['social_image', 'text'],
		]
		// One column per statement: SQLite's ALTER TABLE adds one at a time.
		for (const [name, type] of columns) {
			await db.schema
				.alterTable(table)
				.addColumn(name, type, (c) => c.notNull().defaultTo(type === 'integer' ? 0 : ''))
				.execute()
		}
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const table of SEO_TABLES) {
		for (const name of [...(WITHOUT_META.has(table) ? ['meta_title', 'meta_description'] : []), 'canonical_url', 'noindex', 'social_image']) {
			await db.schema.alterTable(table).dropColumn(name).execute()
		}
	}
}
