/**
 * The invalidation hook: every write that changes what the public pages or
 * the JSON API show (a staff save, a comment approved, a seed) calls
 * `changed`, and whatever keeps rendered output (the page cache) listens
 * and drops it. Changes made elsewhere (another server, a command-line task,
 * the clock passing a job's closing day) arrive through `server/content-sync.ts`
 * as `changed(what, { elsewhere: true })`, which listeners apply but do not
 * pass on again.
 */
export interface ContentChange {
	/** Which content changed (e.g. "services", "blog_posts"), for logs. */
	what: string
	/** Goes up by one at every change this process hears of. */
	version: number
	/** True when the change was made elsewhere and is already known to the database. */
	elsewhere: boolean
}

export interface ContentEvents {
	/** Content changed; `what` says which, for logs and finer caches. */
	changed(what: string, options?: { elsewhere?: boolean }): void
	/** Calls the listener after every change; answers a function that stops it. */
	subscribe(listener: (change: ContentChange) => void): () => void
	/** Goes up by one at every change. */
	version(): number
}

export function createContentEvents(): ContentEvents {
	const listeners = new Set<(change: ContentChange) => void>()
	let version = 0
	return {
		changed(what, { elsewhere = false } = {}) {
			version += 1
			for (const listener of listeners) listener({ what, version, elsewhere })
		},
		subscribe(listener) {
			listeners.add(listener)
			return () => listeners.delete(listener)
		},
		version: () => version,
	}
}
