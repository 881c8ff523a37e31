import { SitemapIndexStream, streamToPromise } from 'sitemap'
import type { Route } from './+types/sitemap-index'
import { indexableUrls, listPublicUrls, type UrlKind } from './public-urls.server.ts'
import { appContext, routeTable } from '#app/server/context.server.ts'

/** /sitemap.xml: the index of one sitemap per kind of page, each dated by its newest page. */
export async function loader({ context }: Route.LoaderArgs) {
	const { db, siteUrl } = context.get(appContext)
	const urls = await indexableUrls(db, await listPublicUrls(db, context.get(routeTable).staticPagePaths))
	const newest = new Map<UrlKind, string>()
	for (const url of urls) {
		const known = newest.get(url.kind)
		if (!known || url.lastmod > known) newest.set(url.kind, url.lastmod)
	}
	const index = new SitemapIndexStream()
	for (const [kind, lastmod] of newest) index.write({ url: `${siteUrl}/sitemaps/${kind}.xml`, lastmod })
	index.end()
	return xml(await streamToPromise(index))
}

export function xml(body: Buffer): Response {
	return new Response(new Uint8Array(body), {
		headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
	})
}
