import { type EntityDescriptor, SEO_FIELDS } from '#app/features/cms/entity-descriptor.ts'
import { publicView } from '#app/features/cms/entity-publication.ts'
import { shareImageUrl } from '#app/server/meta.server.ts'

/** The site's own card (the home page's), which sharing falls back to. */
export const SITE_CARD = '/share/home.png'

/** What the edit form's search and sharing panel needs to know of an item, or undefined for content without the group. */
export function seoPanelOf(entity: EntityDescriptor, row: Record<string, unknown> | undefined, siteUrl: string) {
	const names = entity.fields.filter((field) => (SEO_FIELDS as readonly string[]).includes(field.name)).map((field) => field.name)
	if (names.length === 0) return undefined
	const address = row && entity.view ? siteUrl + entity.view(row) : ''
	// Only a page the public site shows has a card of its own: a new item, a draft or a scheduled one shows the site's.
	const live = row ? publicView(entity, row) : undefined
	return {
		names,
		titleField: entity.title,
		summaryField: ['summary', 'lead', 'description'].find((name) => entity.fields.some((field) => field.name === name)),
		address,
		drawnCard: live ? new URL(shareImageUrl(siteUrl + live)).pathname : SITE_CARD,
	}
}
