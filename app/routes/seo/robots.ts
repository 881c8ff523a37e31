import type { Route } from './+types/robots'
import { appContext } from '#app/server/context.server.ts'

/**
 * /robots.txt: the sitemap's address and what crawlers should leave alone
 * (the API, the back office). With SITE_INDEXING=false (staging) it shuts
 * crawlers out of everything.
 */
export function loader({ context }: Route.LoaderArgs) {
	const { siteUrl, config } = context.get(appContext)
	const rules = config.indexing ? ['Disallow: /api/', 'Disallow: /admin'] : ['Disallow: /']
	const body = ['User-agent: *', ...rules, '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join('\n')
	return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } })
}
