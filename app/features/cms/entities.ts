import type { EntityDescriptor } from './entity-descriptor.ts'
import { BLOG_ENTITIES } from './entities-blog.ts'
import { COMPANY_ENTITIES } from './entities-company.ts'
import { PORTFOLIO_ENTITIES } from './entities-portfolio.ts'
import { PRICING_ENTITIES } from './entities-pricing.ts'
import { SITE_ENTITIES } from './entities-site.ts'

/**
 * Every kind of content staff edit (spec §3), described once: its table, its
 * fields with their limits, how its list reads, and which public URL a slug
 * gives. The back office's list and edit pages, the server's save and the
 * field checks (the same zod schema in the browser and on the server) are all
 * made from these descriptions, so adding a field is one line here.
 */

/** In the order the back office lists them. */
export const ENTITIES: EntityDescriptor[] = [...SITE_ENTITIES, ...BLOG_ENTITIES, ...PORTFOLIO_ENTITIES, ...COMPANY_ENTITIES, ...PRICING_ENTITIES]

export const entityByKey = (key: string) => ENTITIES.find((entity) => entity.key === key)

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Where the content names pictures, from the descriptors: every image field (by file name) and
 * every rich-text field (by URL). The media library's usage list, delete and replace read it.
 */
export const CONTENT_PICTURES = {
	images: ENTITIES.flatMap((entity) =>
		entity.fields
			.filter((field) => field.kind === 'image' && field.media)
			.map((field) => ({ table: entity.table, column: field.name, kind: field.media!, entity: entity.key, title: entity.title, label: capitalised(entity.singular) })),
	),
	html: ENTITIES.flatMap((entity) =>
		entity.fields.filter((field) => field.kind === 'html').map((field) => ({ table: entity.table, column: field.name, entity: entity.key, title: entity.title, label: capitalised(entity.singular) })),
	),
}
