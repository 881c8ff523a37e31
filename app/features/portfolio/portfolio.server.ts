import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import type { ExperienceEntry, IndustryContent, LogoDesign, PortfolioCategory, PortfolioItem } from './portfolio.types.ts'

/**
 * The experience strip of the industry pages (spec §2), in the spec's words:
 * sent with the page's data rather than kept in its script, which has a budget.
 */
export const INDUSTRY_EXPERIENCE: readonly ExperienceEntry[] = [
	{ text: 'Experts in custom design and development', icon: 'design' },
	{ text: '6 months free technical support', icon: 'support' },
	{ text: '900+ projects completed with 300+ regular clients', icon: 'projects' },
	{ text: '10+ years of trust and experience', icon: 'trust' },
]

/** The slug that /portfolio/{slug} and the logo-design page use. */
export const LOGO_DESIGN_SLUG = 'logo-design'

function itemsQuery(db: Kysely<DB>) {
	return db
		.selectFrom('portfolio_items')
		.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
		.select([
			'portfolio_items.id',
			'portfolio_items.title as product_title',
			'portfolio_items.domain as product_domain',
			'portfolio_categories.label as technology',
			'portfolio_items.image',
			'portfolio_items.description as product_description',
			'portfolio_categories.slug as category_slug',
		])
		.orderBy('portfolio_categories.sort_order')
		.orderBy('portfolio_items.sort_order')
		.orderBy('portfolio_items.id')
}

export async function listAllItems(db: Kysely<DB>): Promise<PortfolioItem[]> {
	return itemsQuery(db).execute()
}

export async function listItems(db: Kysely<DB>, categoryId: number): Promise<PortfolioItem[]> {
	return itemsQuery(db).where('portfolio_items.category_id', '=', categoryId).execute()
}

/**
 * Finds a category by its URL slug or its API key, ignoring case and hyphens,
 * so /portfolio/Wordpress, /portfolio/wordpress and the API's
 * magentodevelopment all name the same page.
 */
export async function findCategory(db: Kysely<DB>, key: string): Promise<PortfolioCategory | undefined> {
	const normal = key.toLowerCase()
	const compact = normal.replace(/-/g, '')
	const row = await db
		.selectFrom('portfolio_categories')
		.selectAll()
		.where((eb) => eb.or([eb('slug', '=', normal), eb('api_key', '=', compact)]))
		.executeTakeFirst()
	if (!row) return undefined
	return {
		id: row.id,
		slug: row.slug,
		api_key: row.api_key,
		label: row.label,
		kind: row.kind as PortfolioCategory['kind'],
		quote_check: row.quote_check as PortfolioCategory['quote_check'],
		intro: row.intro,
		industry: row.industry_content ? (JSON.parse(row.industry_content) as IndustryContent) : null,
		meta_title: row.meta_title,
		meta_keywords: row.meta_keywords,
		meta_description: row.meta_description,
	}
}

/** A project of one portfolio page, as a quote request names it. */
export async function findItemInCategory(db: Kysely<DB>, categoryId: number, itemId: number): Promise<{ id: number; title: string } | undefined> {
	return db
		.selectFrom('portfolio_items')
		.select(['id', 'title'])
		.where('id', '=', itemId)
		.where('category_id', '=', categoryId)
		.executeTakeFirst()
}

/** The site map's portfolio items (spec §3: portfolio_name, name). */
export async function listCategoryLinks(db: Kysely<DB>): Promise<{ portfolio_name: string; name: string; kind: string }[]> {
	return db
		.selectFrom('portfolio_categories')
		.select(['slug as portfolio_name', 'label as name', 'kind'])
		.orderBy('sort_order')
		.execute()
}

export async function listLogos(db: Kysely<DB>): Promise<LogoDesign[]> {
	return db.selectFrom('logo_designs').select(['id', 'image', 'title', 'client']).orderBy('sort_order').orderBy('id').execute()
}

export async function findLogo(db: Kysely<DB>, image: string): Promise<LogoDesign | undefined> {
	return db
		.selectFrom('logo_designs')
		.select(['id', 'image', 'title', 'client'])
		.where('image', '=', image.toLowerCase())
		.executeTakeFirst()
}

export interface PortfolioOverviewCategory {
	slug: string
	label: string
	kind: 'technology' | 'industry'
	intro: string
	/** Projects on its page (logos on the logo-design page). */
	count: number
	/** Its first projects (or logos), for a glimpse of the page. */
	featured: { title: string; image: string; folder: 'portfolio' | 'logos' }[]
}

/** Every portfolio page with how much it holds and its first few pieces of work, for /portfolio. */
export async function listPortfolioOverview(db: Kysely<DB>, featuredPerCategory = 3): Promise<PortfolioOverviewCategory[]> {
	const [categories, items, logos] = await Promise.all([
		db.selectFrom('portfolio_categories').select(['id', 'slug', 'label', 'kind', 'intro']).orderBy('sort_order').orderBy('id').execute(),
		db.selectFrom('portfolio_items').select(['category_id', 'title', 'image']).orderBy('sort_order').orderBy('id').execute(),
		listLogos(db),
	])
	return categories.map((category) => {
		const work =
			category.slug === LOGO_DESIGN_SLUG
				? logos.map((logo) => ({ title: logo.title, image: logo.image, folder: 'logos' as const }))
				: items.filter((item) => item.category_id === category.id).map((item) => ({ title: item.title, image: item.image, folder: 'portfolio' as const }))
		return {
			slug: category.slug,
			label: category.label,
			kind: category.kind === 'industry' ? 'industry' : 'technology',
			intro: category.intro,
			count: work.length,
			featured: work.slice(0, featuredPerCategory),
		}
	})
}

/**
 * A service page's related work: up to `count` projects from the given portfolio pages,
 * taken from each page in turn (the first project of each, then the second…), so two
 * pages give a mix rather than three of the first.
 */
export async function listRelatedWork(db: Kysely<DB>, categorySlugs: string[], count = 3): Promise<PortfolioItem[]> {
	if (categorySlugs.length === 0) return []
	const items = await itemsQuery(db).where('portfolio_categories.slug', 'in', categorySlugs).execute()
	const byPage = categorySlugs.map((slug) => items.filter((item) => item.category_slug === slug))
	const picked: PortfolioItem[] = []
	for (let round = 0; picked.length < count && byPage.some((list) => list.length > round); round++) {
		for (const list of byPage) if (list[round] && picked.length < count) picked.push(list[round]!)
	}
	return picked
}
