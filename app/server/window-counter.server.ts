import type { Redis } from 'ioredis'

export interface WindowCounter {
	/**
	 * Counts one hit against a key and answers how many the key has had in its
	 * window, which starts with its first hit, and how long that window still runs
	 * (`alone` when this process had to count it by itself: see WindowCount).
	 */
	hit(key: string, windowMs: number): Promise<WindowCount>
}

interface Logger {
	warn(message: string): void
}

// INCR and the window's expiry in one step, so simultaneous hits on several servers each get their own number.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`

/** A key's count in its current window, and how long that window still runs (0 when it has none). */
export interface WindowCount {
	count: number
	resetMs: number
	/**
	 * Counted by this process alone, because the primary of this machine's
	 * processes did not answer in time (server/cluster.ts): the other processes'
	 * hits are not in the count, so a limit that must hold (the sign-in pages')
	 * refuses rather than trust it; the others go by it.
	 */
	alone?: true
}

/**
 * Fixed-window counts kept on this machine: in this process's memory, or, in a
 * worker of several server processes (server/cluster.ts), in their primary's,
 * so every process of one server counts against the same limits.
 */
export interface LocalWindows {
	/** Counts one hit against a key, its window starting with its first hit. */
	hit(key: string, windowMs: number): Promise<WindowCount>
	/** The key's count without counting. */
	peek(key: string): Promise<WindowCount>
}

/** Windows in this process's memory; those that ended go once there are many, so memory stays as small as one window's traffic. */
export function memoryWindows(maxKeys = 10_000): LocalWindows & { hitNow(key: string, windowMs: number): WindowCount; peekNow(key: string): WindowCount } {
	const windows = new Map<string, { count: number; resetAt: number }>()
	const hitNow = (key: string, windowMs: number, now = Date.now()) => {
		let entry = windows.get(key)
		if (!entry || entry.resetAt <= now) {
			entry = { count: 0, resetAt: now + windowMs }
			windows.set(key, entry)
			if (windows.size > maxKeys) for (const [k, v] of windows) if (v.resetAt <= now) windows.delete(k)
		}
		entry.count += 1
		return { count: entry.count, resetMs: entry.resetAt - now }
	}
	const peekNow = (key: string, now = Date.now()) => {
		const entry = windows.get(key)
		return entry && entry.resetAt > now ? { count: entry.count, resetMs: entry.resetAt - now } : { count: 0, resetMs: 0 }
	}
	return {
		hitNow,
		peekNow,
		hit: async (key, windowMs) => hitNow(key, windowMs),
		peek: async (key) => peekNow(key),
	}
}

/**
 * Fixed-window counters, atomic per hit: in Redis while it answers (shared by
 * every server), on this machine (`local`) while it does not, warning once per
 * outage. A Redis outage neither lifts the limits nor makes a request wait.
 */
export function createWindowCounter({ redis, log, prefix, local = memoryWindows() }: { redis?: Redis; log: Logger; prefix: string; local?: LocalWindows }): WindowCounter {
	let warned = false
	redis?.on('ready', () => {
		warned = false
	})
	return {
		async hit(key, windowMs) {
			if (redis?.status === 'ready') {
				try {
					const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number]
					return { count, resetMs: ttl > 0 ? ttl : windowMs }
				} catch {
					// answered below, from this machine's count
				}
			}
			if (redis && !warned) {
				warned = true
				log.warn(`rate limits (${prefix}): Redis does not answer; counting on this machine until it does`)
			}
			return local.hit(prefix + key, windowMs)
		},
	}
}
