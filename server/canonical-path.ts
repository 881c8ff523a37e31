/**
 * The canonical form of a page path, or null when it already is one:
 * lowercase, single slashes, no trailing slash, no index file. The API,
 * the back office, assets, media and React Router's data requests keep
 * their paths as they are.
 */
export function canonicalPath(pathname: string): string | null {
	if (/^\/(api|admin|assets|media)(\/|$)/i.test(pathname) || pathname.endsWith('.data')) return null
	let path = pathname.replace(/\/{2,}/g, '/')
	path = path.replace(/\/index\.(html?|php)$/i, '/')
	if (path.length > 1) path = path.replace(/\/+$/, '')
	// Percent-escapes keep their case-insensitive meaning; letters become lowercase.
	path = path.toLowerCase()
	return path === pathname ? null : path || '/'
}
