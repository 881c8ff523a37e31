import type { FastifyReply } from 'fastify'

// Which entry a URL is answered from (server/page-cache.ts): its path and the query parameters its page reads.

/** The query parameters a page reads, by name, or all of them. */
export type QueryKept = readonly string[] | 'all'

/**
 * The key a GET is kept under: its path, and of its query only the parameters the path's page
 * reads, in their order, each name's values in the order given. A paid click's gclid, a campaign's
 * utm_* or any made-up parameter changes nothing on the page, so the URL with them shares the entry
 * of the URL without them: one render for all, and no entry per random query string.
 */
export function cacheKey(url: string, queryKept: (pathname: string) => QueryKept): string {
	const start = url.indexOf('?')
	if (start === -1) return url
	const pathname = url.slice(0, start)
	const kept = queryKept(pathname)
	if (kept === 'all') return url
	// Most pages read no parameter: whatever the query, their key is the path (the query is not even split).
	if (kept.length === 0) return pathname
	const pairs = url
		.slice(start + 1)
		.split('&')
		.filter((pair) => pair !== '' && kept.includes(parameterName(pair)))
	if (pairs.length === 0) return pathname
	// A stable sort: ?q=a&page=2 and ?page=2&q=a are one page; repeated names keep their order.
	pairs.sort((a, b) => kept.indexOf(parameterName(a)) - kept.indexOf(parameterName(b)))
	return `${pathname}?${pairs.join('&')}`
}

/** A query pair's name, decoded (page, not p%61ge); as it came when it cannot be decoded. */
function parameterName(pair: string): string {
	const equals = pair.indexOf('=')
	const name = equals === -1 ? pair : pair.slice(0, equals)
	if (!/[%+]/.test(name)) return name
	try {
		return decodeURIComponent(name.replace(/\+/g, ' '))
	} catch {
		return name
	}
}

/**
 * A page rendered for its key that redirects (an old slug, ?page=1) sends the visitor on with the
 * parameters the key left out, as the page would have had it seen them: a campaign's utm_* reach
 * the page the visitor lands on.
 */
export function keepQueryOnRedirect(url: string, key: string, reply: FastifyReply) {
	const location = reply.getHeader('location')
	if (url === key || reply.statusCode < 300 || reply.statusCode >= 400 || typeof location !== 'string' || !/^\/(?![/\\])/.test(location)) return
	const keptPairs = new Set(key.split('?')[1]?.split('&') ?? [])
	const left = url
		.slice(url.indexOf('?') + 1)
		.split('&')
		.filter((pair) => pair !== '' && !keptPairs.has(pair))
	if (left.length > 0) reply.header('location', `${location}${location.includes('?') ? '&' : '?'}${left.join('&')}`)
}
