import type { MetaDescriptor } from 'react-router'

export interface SeoInput {
	title: string
	description: string
	keywords?: string
	/** Absolute canonical URL of the page. */
	url: string
	image?: string
	type?: 'website' | 'article'
}

/** The meta tags every page carries: title, description, keywords, canonical and Open Graph. */
export function seo({ title, description, keywords, url, image, type = 'website' }: SeoInput): MetaDescriptor[] {
	const origin = new URL(url).origin
	const imageUrl = new URL(image ?? '/media/brand/og-default.svg', origin).href
	return [
		{ title },
		{ name: 'description', content: description },
		...(keywords ? [{ name: 'keywords', content: keywords }] : []),
		{ tagName: 'link', rel: 'canonical', href: url },
		{ property: 'og:type', content: type },
		{ property: 'og:title', content: title },
		{ property: 'og:description', content: description },
		{ property: 'og:url', content: url },
		{ property: 'og:image', content: imageUrl },
		{ name: 'twitter:card', content: 'summary_large_image' },
	]
}

/** The canonical URL of a path: lowercase, no trailing slash, no query. */
export function canonicalUrl(siteUrl: string, pathname: string): string {
	const clean = pathname.toLowerCase().replace(/\/+$/, '') || '/'
	return siteUrl + (clean === '/' ? '' : clean)
}

/** A route's `meta` export when its loader returns `{ seo }`. */
export function metaFromLoader({ data }: { data?: { seo?: SeoInput } | undefined }): MetaDescriptor[] {
	return data?.seo ? seo(data.seo) : []
}
