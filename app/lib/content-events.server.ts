/**
 * The invalidation hook: every write that changes what the public pages or
 * the JSON API show (a staff save, a comment approved, a seed) calls
 * `changed`, and whatever keeps rendered output (the page cache) listens
 * and drops it. With several servers, a listener passes the news on to the
 * others; the version lets a cache tell stale entries from fresh ones.
 */
export interface ContentEvents {
	/** Content changed; `what` says which (e.g. "services", "blog_posts"), for logs and finer caches. */
	changed(what: string): void
	/** Calls the listener after every change; answers a function that stops it. */
	subscribe(listener: (change: { what: string; version: number }) => void): () => void
	/** Goes up by one at every change. */
	version(): number
}

export function createContentEvents(): ContentEvents {
	const listeners = new Set<(change: { what: string; version: number }) => void>()
	let version = 0
	return {
		changed(what) {
			version += 1
			for (const listener of listeners) listener({ what, version })
		},
		subscribe(listener) {
			listeners.add(listener)
			return () => listeners.delete(listener)
		},
		version: () => version,
	}
}
