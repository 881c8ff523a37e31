import type { Kysely, Selectable } from 'kysely'
import type { DB } from '#database/schema.ts'
import { sanitizeHtml } from '#app/server/html.server.ts'
import type { CaseStudy, CaseStudyCard, CaseStudyResult } from './case-studies.types.ts'

/**
 * The case studies (decision 030): published ones only, in their order. Staff
 * edit a flat row (entities.ts); these functions read it back as lists.
 */

const published = (db: Kysely<DB>) => db.selectFrom('case_studies').where('case_studies.status', '=', 'published')

type Row = Selectable<DB['case_studies']>

const SLOTS = [1, 2, 3, 4] as const

function resultsOf(row: Pick<Row, `result_${1 | 2 | 3 | 4}_${'figure' | 'label'}`>): CaseStudyResult[] {
	return SLOTS.map((n) => ({ figure: row[`result_${n}_figure`].trim(), label: row[`result_${n}_label`].trim() })).filter((result) => result.figure !== '')
}

/** One entry a line, blank lines skipped. */
const lines = (text: string) =>
	text
		.split(/\r?\n/)
		.map((line) => line.trim())
		.filter(Boolean)

/** "Role: Name" a line; a line without a colon is a name without a role. */
export function parseCredits(text: string): { role: string; name: string }[] {
	return lines(text).map((line) => {
		const at = line.indexOf(':')
		return at === -1 ? { role: '', name: line } : { role: line.slice(0, at).trim(), name: line.slice(at + 1).trim() }
	})
}

function cardOf(row: Pick<Row, 'slug' | 'title' | 'client' | 'sector' | 'cover' | `result_${1 | 2 | 3 | 4}_${'figure' | 'label'}`>): CaseStudyCard {
	return { slug: row.slug, title: row.title, client: row.client, sector: row.sector, cover: row.cover, result: resultsOf(row)[0] ?? null }
}

/** Every published case study as a card, in order. */
export async function listCaseStudyCards(db: Kysely<DB>): Promise<CaseStudyCard[]> {
	const rows = await published(db)
		.select(['slug', 'title', 'client', 'sector', 'cover'])
		.select(SLOTS.flatMap((n) => [`result_${n}_figure` as const, `result_${n}_label` as const]))
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	return rows.map(cardOf)
}

/** A published case study by its slug (any case), with its project; undefined when there is none. */
/** A published case study; a draft too for a preview link (decision 041). */
export async function getCaseStudy(db: Kysely<DB>, slug: string, { unpublished = false } = {}): Promise<CaseStudy | undefined> {
	const row = await (unpublished ? db.selectFrom('case_studies') : published(db)).selectAll().where('slug', '=', slug.toLowerCase()).executeTakeFirst()
	if (!row) return undefined
	const project = row.portfolio_item_id
		? await db
				.selectFrom('portfolio_items')
				.innerJoin('portfolio_categories', 'portfolio_categories.id', 'portfolio_items.category_id')
				.select(['portfolio_items.id', 'portfolio_items.title', 'portfolio_items.domain', 'portfolio_categories.slug as category_slug', 'portfolio_categories.label as technology'])
				.where('portfolio_items.id', '=', row.portfolio_item_id)
				.executeTakeFirst()
		: undefined
	return {
		...cardOf(row),
		id: row.id,
		year: row.year,
		summary: row.summary,
		brief: sanitizeHtml(row.brief),
		approach: sanitizeHtml(row.approach),
		results: resultsOf(row),
		delivered: lines(row.delivered),
		credits: parseCredits(row.credits),
		quote: row.quote.trim() ? { text: row.quote.trim(), by: row.quote_by.trim() } : null,
		gallery: SLOTS.map((n) => ({ image: row[`gallery_${n}`], caption: row[`gallery_${n}_caption`] })).filter((picture) => picture.image !== ''),
		project: project ?? null,
		meta_title: row.meta_title,
		meta_keywords: row.meta_keywords,
		meta_description: row.meta_description,
		updated_at: row.updated_at,
	}
}

/** The portfolio projects that have a published case study: project id → the study's slug. */
export async function caseStudiesByProject(db: Kysely<DB>, projectIds?: readonly number[]): Promise<Record<number, string>> {
	if (projectIds && projectIds.length === 0) return {}
	const rows = await published(db)
		.select(['portfolio_item_id', 'slug'])
		.where('portfolio_item_id', 'is not', null)
		.$if(projectIds !== undefined, (q) => q.where('portfolio_item_id', 'in', projectIds!))
		.orderBy('sort_order')
		.orderBy('id')
		.execute()
	const bySlug: Record<number, string> = {}
	// A project told twice links to the first story.
	for (const row of rows) bySlug[row.portfolio_item_id!] ??= row.slug
	return bySlug
}

/** The URLs the registry of public URLs lists: every published case study with its date. */
export async function listCaseStudyUrls(db: Kysely<DB>): Promise<{ slug: string; title: string; client: string; updated_at: string | null }[]> {
	return published(db).select(['slug', 'title', 'client', 'updated_at']).orderBy('sort_order').orderBy('id').execute()
}
