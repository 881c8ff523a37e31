import { data } from 'react-router'
import { SitemapStream, streamToPromise } from 'sitemap'
import type { Route } from './+types/sitemap'
import { xml } from './sitemap-index.ts'
import { indexableUrls, listPublicUrls, type UrlKind } from './public-urls.server.ts'
import { appContext, routeTable } from '#app/server/context.server.ts'

const KINDS: readonly UrlKind[] = ['pages', 'services', 'portfolio', 'blog', 'events']

/** /sitemaps/{kind}.xml: the canonical URL of every public page of one kind, with its last change. */
export async function loader({ params, context }: Route.LoaderArgs) {
	const kind = KINDS.find((k) => params.file === `${k}.xml`)
	if (!kind) throw data('No such sitemap', { status: 404 })
	const { db, siteUrl } = context.get(appContext)
	const urls = (await indexableUrls(db, await listPublicUrls(db, context.get(routeTable).staticPagePaths))).filter((url) => url.kind === kind)
	const sitemap = new SitemapStream({ hostname: siteUrl })
	for (const url of urls) sitemap.write({ url: url.path, lastmod: url.lastmod })
	sitemap.end()
	return xml(await streamToPromise(sitemap))
}
