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
	/**
	 * Whether a public page is a page of islands (decision 069), as every one is unless its route
	 * says `false`: the browser hydrates only its islands (app/islands/), when each is wanted, and
	 * never loads the router; its links are followed as documents. A page that says `false` is
	 * hydrated whole by the router, as the back office is.
	 */
	islands?: boolean
}

/**
 * Whether the matched routes' handles make a page of islands: never in the back office; on the
 * public site the deepest route that says decides, and a page is one unless a route says not.
 */
export function isIslandsPage(handles: readonly unknown[]): boolean {
	if (handles.some((handle) => (handle as PageHandle | undefined)?.backOffice)) return false
	for (let i = handles.length - 1; i >= 0; i--) {
		const islands = (handles[i] as PageHandle | undefined)?.islands
		if (islands !== undefined) return islands
	}
	return true
}
