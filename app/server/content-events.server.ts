/**
 * What this process knows of content changes: whatever keeps rendered output
 * (the page cache, the content memo) listens and drops it. Only
 * `server/content-sync.ts` announces here: the writes made through this
 * server's database handle once they committed (the data functions run them
 * through `changeContent`, database/content-version.ts, decision 047), and
 * those made elsewhere (another server, a command-line task, the clock passing
 * a job's closing day) as `announce(what, { elsewhere: true })`, which
 * listeners apply but do not pass on again.
 */
export interface ContentChange {
	/** Which content changed (e.g. "services", "blog_posts"), for logs. */
	what: string
	/** Goes up by one at every change this process hears of. */
	version: number
	/** True when the change was made elsewhere (another process, the clock): not to be passed on to the other servers. */
	elsewhere: boolean
}

export interface ContentEvents {
	/** Content changed; `what` says which, for logs and finer caches. For content-sync (and tests): writes say so through `changeContent`. */
	announce(what: string, options?: { elsewhere?: boolean }): void
	/** Calls the listener after every change; answers a function that stops it. */
	subscribe(listener: (change: ContentChange) => void): () => void
	/** Goes up by one at every change. */
	version(): number
}

export function createContentEvents(): ContentEvents {
	const listeners = new Set<(change: ContentChange) => void>()
	let version = 0
	return {
		announce(what, { elsewhere = false } = {}) {
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
