import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import type { MetaDescriptor } from 'react-router'
import type { Thing } from 'schema-dts'
import { breadcrumbList, type Crumb, graph, organization, type Site, webPage, website } from './structured-data.server.ts'
import { type MediaKind, mediaRef } from '#app/lib/media.ts'

/**
 * A page's meta descriptors are built by its loader, on the server, and
 * returned with its data as `meta`; the route's `meta` export only hands them
 * over (`({ loaderData }) => loaderData?.meta ?? []`), so neither these
 * builders nor the JSON-LD ones ship to the browser (decision 020). A
 * client-side navigation gets them with the loader data; a loader that
 * throws leaves none, and the error boundary's page names itself.
 */

export interface SeoInput {
	title: string
	description: string
	keywords?: string
	/** Absolute canonical URL of the page. */
	url: string
	/** The page's own picture (a cover, a screenshot, a photo): shown on its share card. */
	image?: string
	type?: 'website' | 'article'
	/** The breadcrumb the page shows, which its structured data repeats. */
	breadcrumb?: Crumb[]
	/** The label of the share card ("Blog", "Service"…). */
	kind?: string
	/** Articles: first published and last changed (ISO-8601). */
	published?: string
	modified?: string
	/** The schema.org type of the page itself. */
	pageType?: 'WebPage' | 'CollectionPage' | 'FAQPage' | 'ContactPage' | 'AboutPage'
	/** Kept out of search results (robots noindex) and the sitemap. */
	noindex?: boolean
	/** Absolute address of the picture share cards show instead of the drawn one. */
	socialImage?: string
}

/** An item's own search and sharing fields (migration 019, decision 042); blank ones leave the page's defaults. */
export interface ItemSeo {
	meta_title?: string | null
	meta_description?: string | null
	canonical_url?: string | null
	noindex?: number | string | null
	social_image?: string | null
}

/** The columns of ItemSeo, for the queries of the pages that read them. */
export const ITEM_SEO_COLUMNS = ['meta_title', 'meta_description', 'canonical_url', 'noindex', 'social_image'] as const

/**
 * A page's search input with the item's own fields laid over it: its title,
 * description, canonical address (a path is on this site), noindex and share
 * picture. The default title and description are the item's title and summary.
 */
export function withItemSeo(page: SeoInput, item: ItemSeo | undefined, siteUrl: string): SeoInput {
	if (!item) return page
	const absolute = (value: string | null | undefined) => (value?.trim() ? new URL(value.trim(), `${siteUrl}/`).href : undefined)
	return {
		...page,
		title: item.meta_title?.trim() || page.title,
		description: item.meta_description?.trim() || page.description,
		url: absolute(item.canonical_url) ?? page.url,
		noindex: Number(item.noindex ?? 0) === 1 || page.noindex,
		socialImage: absolute(item.social_image) ?? page.socialImage,
	}
}

/** Share cards are 1200 × 630 PNGs drawn by the server for each page (server/share-images.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630 }

/** The share card of a canonical URL: /share/home.png for the home page, /share/{path}.png otherwise. */
export function shareImageUrl(url: string): string {
	const { origin, pathname } = new URL(url)
	return `${origin}/share${pathname === '/' ? '/home' : pathname}.png`
}

/** A raster (PNG) rendering of a media file, for metadata that wants one: /share/media/{folder}/{name}.png. */
export function rasterMediaPath(column: MediaKind, value: string): string {
	// A column may name a picture of another folder of the library (decision 051).
	const { kind, file } = mediaRef(column, value)
	return `/share/media/${kind}/${file.replace(/\.\w+$/, '')}.png`
}

/** The meta tags every page carries: title, description, keywords, canonical, Open Graph and X cards. */
export function seo({ title, description, keywords, url, image, type = 'website', kind, published, modified, noindex, socialImage }: SeoInput, siteName?: string): MetaDescriptor[] {
	return [
		{ title },
		{ name: 'description', content: description },
		...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
		...(keywords ? [{ name: 'keywords', content: keywords }] : []),
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:type', content: type },
		...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
		{ property: 'og:locale', content: 'en_US' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		...(socialImage
			? [{ property: 'og:image', content: socialImage }]
			: [
					{ property: 'og:image', content: shareImageUrl(url) },
					{ property: 'og:image:type', content: 'image/png' },
					{ property: 'og:image:width', content: String(SHARE_IMAGE.width) },
					{ property: 'og:image:height', content: String(SHARE_IMAGE.height) },
				]),
		{ property: 'og:image:alt', content: title },
		...(type === 'article' && published ? [{ property: 'article:published_time', content: published }] : []),
		...(type === 'article' && modified ? [{ property: 'article:modified_time', content: modified }] : []),
		{ name: 'twitter:card', content: 'summary_large_image' },
		// What the share card shows besides the title (read by the server that draws it).
		...(image ? [{ name: 'share:picture', content: image }] : []),
		...(kind ? [{ name: 'share:kind', content: kind }] : []),
	]
}

/** The canonical URL of a path: lowercase, no trailing slash, no query. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
	const clean = pathname.toLowerCase().replace(/\/+$/, '') || '/'
	return siteUrl + (clean === '/' ? '' : clean)
}

/**
 * A page's descriptors: the tags above and its JSON-LD graph (the agency, the
 * website, the page and its breadcrumb, and what `about` adds: a service, a
 * post, questions…).
 */
export function pageMeta(site: Site, page: SeoInput, about: readonly (Thing | undefined | false)[] = []): MetaDescriptor[] {
	const nodes = graph([
		organization(site),
		website(site),
		webPage(site, { url: page.url, title: page.title, description: page.description, image: page.socialImage ?? shareImageUrl(page.url), breadcrumb: Boolean(page.breadcrumb), type: page.pageType }),
		page.breadcrumb && breadcrumbList(site, page.url, page.breadcrumb),
		...about,
	])
	return [...seo(page, site.contact.CompanyName), { 'script:ld+json': nodes }]
}

/** The tables whose items carry ItemSeo (migration 019). */
export type SeoTable = 'content_pages' | 'services' | 'blog_posts' | 'blog_categories' | 'portfolio_categories' | 'case_studies' | 'events'

/** An item's search and sharing fields, by its slug. */
export async function readItemSeo(db: Kysely<DB>, table: SeoTable, slug: string): Promise<ItemSeo | undefined> {
	return (db as unknown as Kysely<Record<SeoTable, ItemSeo & { slug: string }>>).selectFrom(table).select([...ITEM_SEO_COLUMNS]).where('slug', '=', slug).executeTakeFirst()
}
