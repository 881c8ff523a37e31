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

/**
 * What a process has heard of, in terms every process of the site shares, so a page one process
 * rendered can be taken by another (server/shared-renders.ts): the database's content version
 * (the counter every write counts up, decision 047), the scheduled instant of the last change the
 * clock made (a post's publication, an opening's closing day: the same instant in every process),
 * and when it last heard of a change that came with neither (such a change cannot be compared: a
 * page rendered before it is not taken from another process).
 */
export interface ContentStamp {
	counter: number
	clock: number
	uncountedAt: number
}

/** Whether a page rendered by a process that had heard of `theirs` shows at least what `mine` has heard of. */
export const stampCovers = (theirs: ContentStamp, mine: ContentStamp, renderedAt: number): boolean =>
	theirs.counter >= mine.counter && theirs.clock >= mine.clock && renderedAt > mine.uncountedAt

export interface ContentEvents {
	/** Content changed; `what` says which, for logs and finer caches. For content-sync (and tests): writes say so through `changeContent`. */
	announce(what: string, options?: { elsewhere?: boolean; counter?: number; clock?: number }): void
	/** Calls the listener after every change; answers a function that stops it. */
	subscribe(listener: (change: ContentChange) => void): () => void
	/** Goes up by one at every change. */
	version(): number
	/** What this process has heard of, comparable with another process's (see ContentStamp). */
	stamp(): ContentStamp
	/** What this process knows without a change (the database's content version at start-up). */
	know(known: { counter: number }): void
}

export function createContentEvents(): ContentEvents {
	const listeners = new Set<(change: ContentChange) => void>()
	let version = 0
	const stamp: ContentStamp = { counter: 0, clock: 0, uncountedAt: 0 }
	return {
		announce(what, { elsewhere = false, counter, clock } = {}) {
			version += 1
			if (counter !== undefined) stamp.counter = Math.max(stamp.counter, counter)
			if (clock !== undefined) stamp.clock = Math.max(stamp.clock, clock)
			if (counter === undefined && clock === undefined) stamp.uncountedAt = Date.now()
			for (const listener of listeners) listener({ what, version, elsewhere })
		},
		subscribe(listener) {
			listeners.add(listener)
			return () => listeners.delete(listener)
		},
		version: () => version,
		stamp: () => ({ ...stamp }),
		know({ counter }) {
			stamp.counter = Math.max(stamp.counter, counter)
		},
	}
}
