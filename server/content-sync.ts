import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { Kysely } from 'kysely'
import { onContentChange, readContentVersion } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import { nextScheduledPost } from '#app/features/blog/blog.server.ts'
import { nextJobClosing } from '#app/features/company/company.server.ts'
import type { ContentEvents } from '#app/server/content-events.server.ts'
import type { ContentRelay } from './cluster.ts'

export interface ContentSyncOptions {
	db: Kysely<DB>
	content: ContentEvents
	log: FastifyBaseLogger
	/** With several servers: changes are announced at once on a Redis channel. */
	redisUrl?: string
	/** How often the database's change counter is read (ms). */
	pollMs?: number
	/** With several processes on one machine (server/cluster.ts): changes are passed between them at once. */
	relay?: ContentRelay
}

const CHANNEL = 'lanternfish:content-changed'
/** A timer for a date further away is set again after this long, so clock jumps and long waits stay safe. */
const MAX_TIMER_MS = 60 * 60 * 1000

/**
 * Keeps every server's view of "content changed" in step, so page caches
 * never serve what a write replaced:
 * - a write made through this server's database handle counted the content
 *   version up in its own transaction (`changeContent`, decision 047); once
 *   it committed it is announced here and, with Redis, published to the other
 *   servers at once;
 * - the counter is read every second, so changes from another server or a
 *   command-line task arrive without Redis too;
 * - the clock changes content as well: a job's closing day passing, a post
 *   scheduled for later going public; a timer announces each.
 * Answers a function that stops it.
 */
export async function startContentSync({ db, content, log, redisUrl, pollMs = 1000, relay }: ContentSyncOptions): Promise<() => Promise<void>> {
	const instance = randomUUID()
	let known = await readContentVersion(db)
	content.know({ counter: known })
	let stopped = false
	// How often `known` moved on by a message rather than by a read: a read of the counter that was on
	// its way when a message moved it saw the older version, which is not a change.
	let moves = 0

	/**
	 * A change committed elsewhere, heard once: the relay and Redis may both bring it, and the
	 * counter's poll finds it known then. (A message without a counter is always applied.)
	 */
	const heard = (what: string, version?: number) => {
		if (version !== undefined) {
			if (version <= known) return
			known = version
			moves++
		}
		content.announce(what, { elsewhere: true, counter: version })
	}

	const redis = redisUrl ? await connect(redisUrl, log) : undefined
	const subscriber = redisUrl ? await connect(redisUrl, log) : undefined
	if (subscriber) {
		subscriber.on('message', (_channel, message: string) => {
			const { from, what, version } = parse(message)
			if (from && from !== instance) heard(what ?? 'elsewhere', typeof version === 'number' ? version : undefined)
		})
		subscriber.subscribe(CHANNEL).catch((error: Error) => log.warn({ err: error }, 'content changes: Redis subscription failed; the database is read every second instead'))
	}

	// The other processes of this machine pass on what they committed.
	const stopRelay = relay?.subscribe(({ what, version }) => heard(what, version))
	// A write through this handle committed: this server drops what it kept now, the others hear of it through the relay and Redis (or the counter).
	const stopListening = onContentChange(db, ({ what, version }) => {
		known = Math.max(known, version)
		moves++
		relay?.publish({ what, version })
		redis?.publish(CHANNEL, JSON.stringify({ from: instance, what, version })).catch(() => undefined)
		content.announce(what, { counter: version })
	})
	const unsubscribe = content.subscribe(() => void schedule())

	const poll = setInterval(() => {
		const movesBefore = moves
		readContentVersion(db)
			.then((version) => {
				if (stopped || version === known || (version < known && moves !== movesBefore)) return
				known = version
				// The other processes of this machine hear of it now rather than at their own next read,
				// so they drop what they kept at the same moment and take the pages rendered after it (decision 094).
				relay?.publish({ what: 'database', version })
				content.announce('database', { elsewhere: true, counter: version })
			})
			.catch((error: Error) => log.warn({ err: error }, 'content changes: could not read the change counter'))
	}, pollMs)
	poll.unref()

	let timer: NodeJS.Timeout | undefined
	async function schedule() {
		try {
			const now = new Date()
			const dates = (await Promise.all([nextJobClosing(db, now), nextScheduledPost(db, now)])).filter((date): date is Date => date !== undefined)
			if (stopped) return
			clearTimeout(timer)
			const next = dates.length ? Math.min(...dates.map((date) => date.getTime())) : undefined
			const wait = Math.min(Math.max((next ?? Infinity) - now.getTime(), 0) + 50, MAX_TIMER_MS)
			timer = setTimeout(() => {
				if (next !== undefined && Date.now() >= next) content.announce('schedule', { elsewhere: true, clock: next })
				else void schedule()
			}, wait)
			timer.unref()
		} catch (error) {
			log.warn({ err: error }, 'content changes: could not read the next scheduled change')
		}
	}
	await schedule()

	return async () => {
		stopped = true
		clearInterval(poll)
		clearTimeout(timer)
		unsubscribe()
		stopListening()
		stopRelay?.()
		await Promise.all([redis?.quit().catch(() => undefined), subscriber?.quit().catch(() => undefined)])
	}
}

async function connect(url: string, log: FastifyBaseLogger): Promise<Redis> {
	// Loaded only when REDIS_URL is set: a server without Redis starts without the client.
	const { Redis } = await import('ioredis')
	const client = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true })
	client.on('error', (error: Error) => log.debug({ err: error }, 'content changes: Redis connection problem'))
	return client
}

function parse(message: string): { from?: string; what?: string; version?: unknown } {
	try {
		const value = JSON.parse(message) as unknown
		return typeof value === 'object' && value !== null ? (value as { from?: string; what?: string; version?: unknown }) : {}
	} catch {
		return {}
	}
}
