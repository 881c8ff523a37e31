import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/**
 * How many form posts one address may have counted in a window. Only what
 * costs the agency counts: a stored lead (spam included) and a failed code or
 * human check. A visitor's typing mistakes (422 for a field) never do, so
 * eight of them do not lock a person out.
 */
export interface SubmissionLimiter {
	/** Whether this key has used up its posts, and for how long still. */
	check(key: string): Promise<{ limited: boolean; retryAfterMs: number }>
	/** Counts one post against the key. */
	count(key: string): Promise<void>
}

/**
 * Counts in Redis while it answers (shared by every server), in this
 * process's memory while it does not, warning once per outage.
 */
export function createSubmissionLimiter({ max, windowMs, redis, log, prefix = 'agency-submissions:' }: { max: number; windowMs: number; redis?: Redis; log: FastifyBaseLogger; prefix?: string }): SubmissionLimiter {
	const local = new Map<string, { count: number; resetAt: number }>()
	let warned = false
	redis?.on('ready', () => {
		warned = false
	})
	const redisReady = () => {
		if (redis?.status === 'ready') return true
		if (redis && !warned) {
			warned = true
			log.warn('submission limits: Redis does not answer; counting in this process until it does')
		}
		return false
	}
	const localEntry = (key: string) => {
		const entry = local.get(key)
		if (entry && entry.resetAt > Date.now()) return entry
		local.delete(key)
		return undefined
	}
	const localCount = (key: string) => {
		const entry = localEntry(key) ?? { count: 0, resetAt: Date.now() + windowMs }
		entry.count += 1
		local.set(key, entry)
		// Keys of windows that ended go, so the map stays as small as the traffic of one window.
		if (local.size > 10_000) for (const [k, v] of local) if (v.resetAt <= Date.now()) local.delete(k)
	}

	return {
		async check(key) {
			if (redisReady()) {
				try {
					const [count, ttl] = await Promise.all([redis!.get(prefix + key), redis!.pttl(prefix + key)])
					return { limited: Number(count ?? 0) >= max, retryAfterMs: Math.max(ttl, 0) }
				} catch {
					redisReady()
				}
			}
			const entry = localEntry(key)
			return { limited: (entry?.count ?? 0) >= max, retryAfterMs: entry ? entry.resetAt - Date.now() : 0 }
		},
		async count(key) {
			if (redisReady()) {
				try {
					// The window starts with the first post counted; INCR keeps the expiry SET gave it.
					await redis!.set(prefix + key, '0', 'PX', windowMs, 'NX')
					await redis!.incr(prefix + key)
					return
				} catch {
					redisReady()
				}
			}
			localCount(key)
		},
	}
}
