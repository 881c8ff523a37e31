import type { ContentEvents } from './content-events.server.ts'

/** Reads whose result depends only on the content, computed once per content version. */
export type ContentMemo = <T>(key: string, compute: () => Promise<T>) => Promise<T>

/**
 * A loader's reads that are the same for every visitor (the header's and
 * footer's services and contact, the home page's lists) are made once and kept
 * until the content changes: every change counts up `content.version()`
 * (staff saves, approvals, seeds, changes heard from other servers or the
 * clock), and a memo made under an older version is dropped. This spares the
 * queries to every page rendered after a change but the first, whether the
 * page cache is on or not. Without `content` (development, tests
 * that write to the database directly) every call computes afresh.
 */
export function createContentMemo(content: ContentEvents | undefined): ContentMemo {
	if (!content) return (_key, compute) => compute()
	let version = content.version()
	const values = new Map<string, Promise<unknown>>()
	return <T>(key: string, compute: () => Promise<T>): Promise<T> => {
		if (content.version() !== version) {
			version = content.version()
			values.clear()
		}
		const known = values.get(key) as Promise<T> | undefined
		if (known) return known
		const made = version
		const value = compute()
		values.set(key, value)
		// A failed read is not kept: the next request tries again.
		value.catch(() => {
			if (version === made && values.get(key) === value) values.delete(key)
		})
		return value
	}
}
