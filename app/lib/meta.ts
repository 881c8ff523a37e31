import type { MetaDescriptor } from 'react-router'
import type { Thing } from 'schema-dts'
import type { SiteContact } from './site-shell.types.ts'
import { breadcrumbList, type Crumb, graph, organization, type Site, webPage, website } from './structured-data.ts'

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
}

/** Share cards are 1200 × 630 PNGs drawn by the server for each page (server/share-images.ts). */
export const SHARE_IMAGE = { width: 1200, height: 630 }

/** The share card of a canonical URL: /share/home.png for the home page, /share/{path}.png otherwise. */
export function shareImageUrl(url: string): string {
	const { origin, pathname } = new URL(url)
	return `${origin}/share${pathname === '/' ? '/home' : pathname}.png`
}

/** A raster (PNG) rendering of a media file, for metadata that wants one: /share/media/{folder}/{name}.png. */
export const rasterMediaPath = (folder: string, file: string) => `/share/media/${folder}/${file.replace(/\.\w+$/, '')}.png`

/** The meta tags every page carries: title, description, keywords, canonical, Open Graph and X cards. */
export function seo({ title, description, keywords, url, image, type = 'website', kind, published, modified }: SeoInput, siteName?: string): MetaDescriptor[] {
	return [
		{ title },
		{ name: 'description', content: description },
		...(keywords ? [{ name: 'keywords', content: keywords }] : []),
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:type', content: type },
		...(siteName ? [{ property: 'og:site_name', content: siteName }] : []),
		{ property: 'og:locale', content: 'en_US' },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ property: 'og:image', content: shareImageUrl(url) },
		{ property: 'og:image:type', content: 'image/png' },
		{ property: 'og:image:width', content: String(SHARE_IMAGE.width) },
		{ property: 'og:image:height', content: String(SHARE_IMAGE.height) },
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

interface PageMetaArgs<Data> {
	loaderData?: Data
	matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]
}

/**
 * A route's `meta` when its loader returns `{ seo }`: the tags above and the
 * page's JSON-LD graph (the agency, the website, the page and its
 * breadcrumb, and what `about` adds: a service, a post, questions…).
 */
export function pageMeta<Data extends { seo?: SeoInput }>(about?: (data: Data, site: Site, page: SeoInput) => (Thing | undefined | false)[]) {
	return ({ loaderData, matches }: PageMetaArgs<Data>): MetaDescriptor[] => {
		const page = loaderData?.seo
		if (!page) return []
		const root = matches.find((match) => match?.id === 'root')?.loaderData as { contact?: SiteContact; siteUrl?: string } | undefined
		if (!root?.contact || !root.siteUrl) return seo(page)
		const site: Site = { url: root.siteUrl, contact: root.contact }
		const nodes = graph([
			organization(site),
			website(site),
			webPage(site, { url: page.url, title: page.title, description: page.description, image: shareImageUrl(page.url), breadcrumb: Boolean(page.breadcrumb), type: page.pageType }),
			page.breadcrumb && breadcrumbList(site, page.url, page.breadcrumb),
			...(about ? about(loaderData, site, page) : []),
		])
		return [...seo(page, site.contact.CompanyName), { 'script:ld+json': nodes }]
	}
}

/** A route's `meta` when its loader returns `{ seo }` and the page needs no structured data of its own. */
export const metaFromLoader = pageMeta()
