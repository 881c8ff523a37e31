import { createRequire } from 'node:module'
import rateLimit from '@fastify/rate-limit'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { type LocalWindows, memoryWindows } from '#app/server/window-counter.server.ts'

type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void
interface Store {
	incr(key: string, callback: Callback, timeWindow: number, max: number): void
	child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo: { method: string; url: string } }): Store
}
type StoreConstructor = new (...args: never[]) => Store

// The plugin's Redis store (CommonJS, not in its type declarations): one script per hit.
const require = createRequire(import.meta.url)
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store

/**
 * Fixed windows on this machine (`LocalWindows`: this process's memory, or the
 * primary's when several server processes share the port), one set per route
 * as the plugin's own stores keep them. The routes use neither
 * `continueExceeding` nor `exponentialBackoff`, which this store does not do.
 */
class WindowsStore implements Store {
	constructor(
		private readonly windows: LocalWindows,
		private readonly prefix: string,
	) {}

	incr(key: string, callback: Callback, timeWindow: number) {
		this.windows.hit(this.prefix + key, timeWindow).then(
			({ count, resetMs }) => callback(null, { current: count, ttl: resetMs }),
			(error: Error) => callback(error, null),
		)
	}

	child({ routeInfo }: Parameters<Store['child']>[0]): Store {
		return new WindowsStore(this.windows, `${this.prefix}${routeInfo.method}${routeInfo.url}-`)
	}
}

/**
 * A rate-limit store that counts in Redis while Redis answers, and in this
 * process's memory while it does not: a Redis outage neither slows every form
 * post down to its timeouts nor lifts the limit. It warns once per outage and
 * goes back to Redis by itself when Redis is ready again.
 */
export function redisWithFallback(redis: Redis, nameSpace: string, log: FastifyBaseLogger, local: LocalWindows = memoryWindows()): StoreConstructor {
	let warned = false
	redis.on('ready', () => {
		if (warned) log.info('rate limits: Redis answers again; counting there')
		warned = false
	})
	const fallBack = (error?: Error) => {
		if (warned) return
		warned = true
		log.warn({ err: error }, 'rate limits: Redis does not answer; counting on this machine until it does')
	}

	class FallbackStore implements Store {
		constructor(
			private readonly shared: Store,
			private readonly local: Store,
		) {}

		incr(key: string, callback: Callback, timeWindow: number, max: number) {
			// Not connected: no waiting for a connection that may never come.
			if (redis.status !== 'ready') {
				fallBack()
				return this.local.incr(key, callback, timeWindow, max)
			}
			this.shared.incr(
				key,
				(error, result) => {
					if (!error) return callback(null, result)
					fallBack(error)
					this.local.incr(key, callback, timeWindow, max)
				},
				timeWindow,
				max,
			)
		}

		child(routeOptions: Parameters<Store['child']>[0]): Store {
			return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions))
		}
	}

	// The plugin constructs its store with its global options.
	return class extends FallbackStore {
		constructor({ continueExceeding = false, exponentialBackoff = false }: { continueExceeding?: boolean; exponentialBackoff?: boolean } = {}) {
			super(new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace), new WindowsStore(local, nameSpace))
		}
	} as unknown as StoreConstructor
}

/**
 * The connection to Redis when REDIS_URL is set, shared by the rate limits, the forms' limiter,
 * the staff's counters and /readyz: commands fail at once rather than wait for it while it does
 * not answer. It waits a second at most for Redis to be ready, so counting starts there from the
 * first request, and it is closed with the app.
 */
export async function connectRedis(app: FastifyInstance, url: string | undefined): Promise<Redis | undefined> {
	if (!url) return undefined
	// Loaded only when REDIS_URL is set: a server without Redis starts without the client.
	const { Redis } = await import('ioredis')
	const redis = new Redis(url, { connectTimeout: 1000, commandTimeout: 500, maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: false })
	redis.on('error', (error: Error) => app.log.debug({ err: error }, 'Redis connection problem'))
	await new Promise<void>((resolve) => {
		const timer = setTimeout(resolve, 1000)
		redis.once('ready', () => (clearTimeout(timer), resolve()))
	})
	app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())))
	return redis
}

/**
 * Per-IP limits for the routes that ask for one (`config.rateLimit`: the form posts); counters in
 * Redis when several servers share the load, on this machine (`local`) without it or while it
 * does not answer. A 429 says how long to wait, in the API's JSON shape.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { redis, local = memoryWindows() }: { redis?: Redis; local?: LocalWindows }) => {
	const nameSpace = 'agency-rate-limit-'
	await app.register(rateLimit, {
		global: false,
		store: (redis ? redisWithFallback(redis, nameSpace, app.log, local) : class extends WindowsStore {
			constructor() {
				super(local, nameSpace)
			}
		}) as never,
		// Should counting fail anyway, accept the submission rather than lose a lead.
		skipOnError: true,
		errorResponseBuilder: (_request, context) => ({
			statusCode: 429,
			success: 0,
			message: `Too many requests from your network. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
		}),
	})
})
