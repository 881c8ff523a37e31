/**
 * The canonical form of a page path, or null when it already is one:
 * lowercase, single slashes (a backslash is one), no trailing slash, no
 * index file. The API, the back office, assets, media and React Router's
 * data requests keep their paths as they are.
 */
export function canonicalPath(pathname: string): string | null {
	// A browser reads `\` in a Location as `/`: `/\evil.example` would send it to another site (`//evil.example`).
	const slashes = pathname.replace(/\\/g, '/')
	if (/^\/(api|admin|assets|media)(\/|$)/i.test(slashes) || slashes.endsWith('.data')) return null
	let path = slashes.replace(/\/{2,}/g, '/')
	path = path.replace(/\/index\.(html?|php)$/i, '/')
	if (path.length > 1) path = path.replace(/\/+$/, '')
	// Percent-escapes keep their case-insensitive meaning; letters become lowercase.
	path = path.toLowerCase()
	return path === pathname ? null : path || '/'
}
