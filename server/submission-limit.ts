import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import { type LocalWindows, memoryWindows } from '#app/server/window-counter.server.ts'

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
 * Counts in Redis while it answers (shared by every server), on this machine
 * (`local`: this process, or every process of a cluster) while it does not,
 * warning once per outage.
 */
export function createSubmissionLimiter({ max, windowMs, redis, log, prefix = 'agency-submissions:', local = memoryWindows() }: { max: number; windowMs: number; redis?: Redis; log: FastifyBaseLogger; prefix?: string; local?: LocalWindows }): SubmissionLimiter {
	let warned = false
	redis?.on('ready', () => {
		warned = false
	})
	const redisReady = () => {
		if (redis?.status === 'ready') return true
		if (redis && !warned) {
			warned = true
			log.warn('submission limits: Redis does not answer; counting on this machine until it does')
		}
		return false
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
			const { count, resetMs } = await local.peek(prefix + key)
			return { limited: count >= max, retryAfterMs: resetMs }
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
			await local.hit(prefix + key, windowMs)
		},
	}
}
