/**
 * What a route module's `handle` export tells the rest of the site.
 *
 * `cacheParams` names every query parameter the route's loader reads. The page cache keeps a
 * page under its path and these parameters only (server/page-cache.ts, decision 037): any other
 * parameter (a paid click's gclid, a campaign's utm_*, a made-up one) leaves the page as it is,
 * so such a URL is answered with the clean URL's page. A loader that starts reading a parameter
 * names it here, or every value of it gets the page rendered without it.
 */
export interface PageHandle {
	/** The back office's routes: the public shell's data stays out of them (root.tsx). */
	backOffice?: boolean
	cacheParams?: readonly string[]
}

/**
 * Whether the matched routes make a page of islands (decisions 069, 089, 098): every public page
 * is one (the browser hydrates only its islands, app/islands/, when each is wanted, never loads
 * the router, and follows its links as documents); the back office is hydrated whole by the
 * router.
 */
export function isIslandsPage(handles: readonly unknown[]): boolean {
	return !handles.some((handle) => (handle as PageHandle | undefined)?.backOffice)
}
