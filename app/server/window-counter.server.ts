import type { Redis } from 'ioredis'

export interface WindowCounter {
	/**
	 * Counts one hit against a key and answers how many the key has had in its
	 * window, which starts with its first hit, and how long that window still runs.
	 */
	hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>
}

interface Logger {
	warn(message: string): void
}

// INCR and the window's expiry in one step, so simultaneous hits on several servers each get their own number.
const HIT = `local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`

/**
 * Fixed-window counters, atomic per hit: in Redis while it answers (shared by
 * every server), in this process's memory while it does not, warning once per
 * outage. A Redis outage neither lifts the limits nor makes a request wait.
 */
export function createWindowCounter({ redis, log, prefix }: { redis?: Redis; log: Logger; prefix: string }): WindowCounter {
	const local = new Map<string, { count: number; resetAt: number }>()
	let warned = false
	redis?.on('ready', () => {
		warned = false
	})
	const localHit = (key: string, windowMs: number, now = Date.now()) => {
		let entry = local.get(key)
		if (!entry || entry.resetAt <= now) {
			entry = { count: 0, resetAt: now + windowMs }
			local.set(key, entry)
			// Windows that ended go, so the map stays as small as the traffic of one window.
			if (local.size > 10_000) for (const [k, v] of local) if (v.resetAt <= now) local.delete(k)
		}
		entry.count += 1
		return { count: entry.count, resetMs: entry.resetAt - now }
	}
	return {
		async hit(key, windowMs) {
			if (redis?.status === 'ready') {
				try {
					const [count, ttl] = (await redis.eval(HIT, 1, prefix + key, String(windowMs))) as [number, number]
					return { count, resetMs: ttl > 0 ? ttl : windowMs }
				} catch {
					// answered below, from memory
				}
			}
			if (redis && !warned) {
				warned = true
				log.warn(`rate limits (${prefix}): Redis does not answer; counting in this process until it does`)
			}
			return localHit(key, windowMs)
		},
	}
}
