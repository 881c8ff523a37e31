import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { ContentEvents, ContentStamp } from '#app/server/content-events.server.ts'
import type { ContentSecurityPolicy } from './content-security-policy.ts'
import { toBuffer } from './payload.ts'
import { type Answer, type Entry, entrySize, keepable, makeEntry, respond } from './page-cache-entry.ts'
import { cacheKey, keepQueryOnRedirect, type QueryKept } from './page-cache-key.ts'
import { hasBody, lastingHeaders, readyToSend, sendAnswer, sendReady } from './page-cache-raw.ts'
import { type SharedRenders, takeShared } from './shared-renders.ts'

export type { QueryKept } from './page-cache-key.ts'

export interface PageCacheOptions {
	content: ContentEvents
	/** Memory the cached responses may take, all encodings counted (bytes). */
	maxBytes?: number
	/**
	 * How long an entry is served at most, content changes or not (ms): a safety net should a write
	 * ever reach the database without changing the content version (SQL by hand). Default 5 minutes.
	 */
	maxAgeMs?: number
	/** The clock the maximum age is read on (tests). */
	now?: () => number
	/** How long a shared cache (a CDN) may serve a page before asking again (seconds). */
	sharedMaxAge?: number
	/** How long past that it may serve the old page while it asks (seconds). */
	staleWhileRevalidate?: number
	/**
	 * Gives each HTML page its policy by hashes when it is kept (the page as it goes out and the
	 * policy, both kept and sent the same to every visitor, decision 045).
	 */
	csp?: ContentSecurityPolicy
	/** Whether a request may be answered before the framework sees it (the checks its onRequest hooks make). */
	acceptsRaw?: (request: IncomingMessage) => boolean
	/** Told of every answer given before the framework, for the request log and the metrics. */
	servedRaw?: (served: ServedRaw) => void
	/**
	 * The query parameters a path's page reads (see cacheKey); the others share the entry of the URL
	 * without them. 'all' keeps every parameter in the key, as it does when this is not given.
	 */
	queryKept?: (pathname: string) => QueryKept
	/** How long a request may wait for the render of the same page another request started (ms). */
	followerWaitMs?: number
	/** With several server processes: one renders a page after a change, the others take it (server/shared-renders.ts). */
	shared?: SharedRenders
}

/** One answer given from memory before the framework. */
export interface ServedRaw {
	method: string
	url: string
	/** The key of the entry it came from (its path and the parameters its page reads). */
	key: string
	status: number
	/** The route the framework matched when it first sent this response (its metrics label). */
	route: string | undefined
	ms: number
}

/** A render under way that other requests for the same key and content version wait for. */
interface Flight {
	version: number
	entry: Promise<Entry | undefined>
	/** Hands the followers the kept entry, or nothing (not kept: they render themselves); only the first call counts. */
	land(entry: Entry | undefined): void
	/** Set when the other server processes wait for this render too: what this process had heard of, and when it began. */
	claimed?: { stamp: ContentStamp; renderedAt: number }
}

/** Paths whose answers are never kept: files with their own caching, the back office, per-visitor challenges. */
const NEVER = /^\/(?:admin|assets|media|share|preview)(?:[/?.]|$)|^\/api\/(?:captcha|altcha)(?:[/?]|$)/i
const ENTRY_MAX_BYTES = 2 * 1024 * 1024
/** Paths whose query parameters are remembered (keptOf). */
const PATHS_KEPT = 1024

declare module 'fastify' {
	interface FastifyInstance {
		pageCache: {
			/** Hits include the requests answered by a render another request made (coalesced counts those too). */
			/** Expired: entries found past their maximum age and rendered anew. compressions: pages compressed (Brotli and gzip, once each per entry kept); hits never compress. */
			/** shared: entries another server process rendered, taken into this one's cache; alone: renders made without the other processes' answer (none came in time). */
			/** overtaken: renders served but not kept, as a content change landed while they were made. */
			stats(): { hits: number; misses: number; coalesced: number; shared: number; alone: number; overtaken: number; changes: number; stale: number; expired: number; compressions: number; entries: number; bytes: number }
			clear(): void
			/** Answers the request from memory before the framework, if it can; false leaves it to the framework. */
			serveRaw(request: IncomingMessage, response: ServerResponse): boolean
		}
	}
	interface FastifyRequest {
		/**
		 * Set when this GET may be kept: the key and the content version it was rendered at. The page
		 * is rendered for its key (the URL less the parameters its route never reads), so that what is
		 * kept is the clean URL's page whatever else the request carried.
		 */
		pageCacheMiss?: { key: string; version: number; born: number; flight?: Flight }
		/** The entry this response came from (kept now or served from memory). */
		pageCacheEntry?: Entry
	}
}

/**
 * Public pages and API reads are the same for every visitor, so each is
 * rendered once and then served from memory, already compressed (Brotli and
 * gzip made once), with a strong ETag and 304 for a browser that has it.
 * A page is kept under its path and the query parameters its route reads
 * (cacheKey), and concurrent misses of one key wait for one render (decision 037).
 * Every content change empties the cache (every write says so through
 * changeContent, decision 047; content-sync passes it on); a response rendered
 * while a change happened is not kept; and no entry is served past its
 * maximum age (PAGE_CACHE_MAX_AGE_SECONDS), whatever happened.
 * POST replies, the back office and anything that sets a cookie are never
 * kept, and are marked so that no shared cache keeps them either.
 *
 * Register it before @fastify/compress: it needs the uncompressed body, and
 * compress leaves alone what it already encoded.
 */
export const pageCachePlugin = fp(async (app: FastifyInstance, options: PageCacheOptions) => {
	const { content, maxBytes = 128 * 1024 * 1024, maxAgeMs = 5 * 60 * 1000, now = Date.now, sharedMaxAge = 60, staleWhileRevalidate = 600, csp, acceptsRaw = () => true, servedRaw, queryKept = () => 'all', followerWaitMs = 10_000, shared } = options
	const cacheControl = `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`
	const cache = new LRUCache<string, Entry>({
		maxSize: maxBytes,
		sizeCalculation: (entry) => entrySize(entry),
	})
	/**
	 * The entries of the content version before the last change: when a page's render fails (the
	 * database is away, decision 040), the page as it was is served rather than an error (stale if
	 * error). A quarter of the cache's memory, the least recently used going first.
	 */
	const previous = new LRUCache<string, Entry>({ maxSize: Math.max(1, Math.floor(maxBytes / 4)), sizeCalculation: (entry) => entrySize(entry) })
	const stats = { hits: 0, misses: 0, coalesced: 0, shared: 0, alone: 0, overtaken: 0, changes: 0, stale: 0, expired: 0, compressions: 0 }
	/** The entry of a key if it is younger than the maximum age; an older one is set aside as the page before (served only if its render fails). */
	const fresh = (key: string): Entry | undefined => {
		const entry = cache.get(key)
		if (!entry || now() - entry.born <= maxAgeMs) return entry
		stats.expired += 1
		cache.delete(key)
		previous.set(key, entry)
		return undefined
	}
	/**
	 * The parameters each path's page reads, as queryKept answers, for the paths asked with a query:
	 * a URL with tracking parameters is keyed without matching the routes again. Bounded, as any
	 * path may come with a query; past the bound, queryKept is asked each time.
	 */
	const keptByPath = new Map<string, QueryKept>()
	const keptOf = (pathname: string): QueryKept => {
		let kept = keptByPath.get(pathname)
		if (kept === undefined) {
			kept = queryKept(pathname)
			if (keptByPath.size < PATHS_KEPT) keptByPath.set(pathname, kept)
		}
		return kept
	}
	const keyOf = (url: string) => cacheKey(url, keptOf)
	/**
	 * Renders under way, by key: concurrent misses of one page wait for one render rather than
	 * each making its own (after a change under load, every page would otherwise be rendered by
	 * every request that arrives before the first render is kept).
	 */
	const flights = new Map<string, Flight>()
	const takeOff = (key: string, version: number): Flight => {
		let land!: (entry: Entry | undefined) => void
		const entry = new Promise<Entry | undefined>((resolve) => (land = resolve))
		// Whatever becomes of the leader (an error, a client gone), its followers wait no longer than this.
		const timer = setTimeout(() => flight.land(undefined), followerWaitMs)
		timer.unref()
		let landed = false
		const flight: Flight = {
			version,
			entry,
			land: (kept) => {
				if (landed) return
				landed = true
				clearTimeout(timer)
				if (flights.get(key) === flight) flights.delete(key)
				land(kept)
				if (flight.claimed) shared?.done(key, flight.claimed.stamp, kept && { ...flight.claimed, entry: withoutSent(kept) })
			},
		}
		flights.set(key, flight)
		return flight
	}
	const unsubscribe = content.subscribe(() => {
		stats.changes += 1
		for (const [key, entry] of cache.entries()) previous.set(key, entry)
		cache.clear()
	})
	/** Keeps a page another process rendered, if it shows all this one has heard of and nothing newer is kept; answers the entry kept. */
	const take = (key: string, page: Parameters<typeof takeShared>[0]): Entry | undefined => {
		const entry = takeShared(page, content.stamp())
		if (!entry) return undefined
		const kept = fresh(key)
		if (kept) return kept
		cache.set(key, entry)
		stats.shared += 1
		return entry
	}
	// The pages the other processes rendered, kept before this one's first visitor asks.
	const stopSharing = shared?.subscribe((key, page) => void take(key, page))
	app.addHook('onClose', async () => {
		unsubscribe()
		stopSharing?.()
	})
	/**
	 * A hit whose headers are known is written straight to the socket: the framework's routing,
	 * hooks and reply add up to half the time of a response this small (decision 024). Only a
	 * GET or HEAD without a body, whose entry went out through the framework once, is answered here.
	 */
	const serveRaw = (request: IncomingMessage, response: ServerResponse): boolean => {
		const { method = '', url = '' } = request
		if ((method !== 'GET' && method !== 'HEAD') || NEVER.test(url)) return false
		const key = keyOf(url)
		const entry = fresh(key)
		if (!entry?.sent || hasBody(request.headers) || !acceptsRaw(request)) return false
		const started = performance.now()
		stats.hits += 1
		const status = request.headers['if-none-match'] === undefined ? sendReady(method, request.headers, response, entry, entry.sent) : sendAnswer(method, request.headers, response, entry, entry.sent)
		servedRaw?.({ method, url, key, status, route: entry.sent.route, ms: performance.now() - started })
		return true
	}
	app.decorate('pageCache', {
		stats: () => ({ ...stats, entries: cache.size, bytes: cache.calculatedSize }),
		clear: () => {
			cache.clear()
			previous.clear()
		},
		serveRaw,
	})

	app.addHook('onRequest', async (request, reply) => {
		if ((request.method !== 'GET' && request.method !== 'HEAD') || NEVER.test(request.url)) return
		const key = keyOf(request.url)
		let entry = fresh(key)
		for (let attempt = 0; !entry && request.method === 'GET'; attempt++) {
			const joined = await joinFlight(key)
			if ('entry' in joined) {
				entry = joined.entry
			} else {
				const { lead, flight } = joined
				entry = flight && (await fromOtherProcess(key, lead, flight))
				// A change heard while the other processes were asked: a render begun now could not be kept
				// (it is of the version before). This flight's followers and this request join the new one.
				if (!entry && flight && content.version() !== lead && attempt < 2) {
					flight.land(undefined)
					continue
				}
				if (!entry) {
					stats.misses += 1
					request.pageCacheMiss = { key, version: lead, born: now(), flight }
					return
				}
			}
			stats.coalesced += 1
		}
		if (!entry) {
			stats.misses += 1
			return
		}
		stats.hits += 1
		request.pageCacheEntry = entry
		return send(request, reply, entry, 'HIT')
	})

	/**
	 * A miss either renders the page (the leader; others for the same key now wait for it) or waits
	 * for the render under way. A render that a change overtook is not kept, and its followers join
	 * the render of the new version; one that is not kept for another reason (an error, a 404) sends
	 * its followers to render for themselves.
	 */
	async function joinFlight(key: string): Promise<{ lead: number; flight?: Flight } | { entry: Entry }> {
		for (;;) {
			const version = content.version()
			const entry = fresh(key)
			if (entry) return { entry }
			const flight = flights.get(key)
			if (!flight || flight.version !== version) return { lead: version, flight: takeOff(key, version) }
			const kept = await flight.entry
			if (kept) return { entry: kept }
			if (content.version() === flight.version) return { lead: version }
		}
	}

	/**
	 * With several processes, a render this one is to lead may be under way in another: the page it
	 * kept, taken here and handed to this process's followers; or nothing, and this process renders
	 * (telling the others, which wait for it, once its flight lands).
	 */
	async function fromOtherProcess(key: string, version: number, flight: Flight): Promise<Entry | undefined> {
		if (!shared) return undefined
		// Asked again (at most twice) when the render waited for kept nothing, or a page older than this
		// process knows of: the render under way now (a change overtook the first) may be the one to take.
		for (let question = 0; question < 3 && content.version() === version; question++) {
			const stamp = content.stamp()
			const renderedAt = Date.now()
			const answer = await shared.claim(key, stamp)
			if ('lead' in answer) {
				// A change heard while the question was out: the others must not take what this render makes.
				if (content.version() === version) flight.claimed = { stamp, renderedAt }
				else shared.done(key, stamp)
				return undefined
			}
			const entry = answer.shared && content.version() === version ? take(key, answer.shared) : undefined
			if (entry) {
				flight.land(entry)
				return entry
			}
			if (!answer.again && !answer.shared) break
		}
		// (After a change heard meanwhile this request joins the render of the new content instead.)
		if (content.version() === version) stats.alone += 1
		return undefined
	}

	app.addHook('onSend', async (request, reply, payload) => {
		const miss = request.pageCacheMiss
		if (!miss) {
			if (!reply.hasHeader('cache-control') && (request.method === 'POST' || /^\/admin(?:[/?.]|$)/i.test(request.url) || reply.hasHeader('set-cookie'))) {
				reply.header('cache-control', 'private, no-store')
			}
			return payload
		}
		try {
			// The render failed (a 5xx): the page as it was before the last change, if it is known.
			const stale = reply.statusCode >= 500 && request.method === 'GET' ? previous.get(miss.key) : undefined
			if (stale) {
				stats.stale += 1
				const body = sendFromOnSend(request, reply, stale)
				// Not for a shared cache to keep: the next request should try the real page again.
				reply.header('cache-control', 'no-store')
				reply.header('x-cache', 'STALE')
				return body
			}
			const kept = await keep(reply, payload, miss)
			miss.flight?.land(kept.entry)
			if (!kept.entry) {
				keepQueryOnRedirect(request.url, miss.key, reply)
				return kept.body ?? payload
			}
			request.pageCacheEntry = kept.entry
			return sendFromOnSend(request, reply, kept.entry)
		} finally {
			miss.flight?.land(undefined)
		}
	})
	// A leader that never reached onSend (its client went away) lets its followers go.
	app.addHook('onResponse', async (request) => request.pageCacheMiss?.flight?.land(undefined))
	app.addHook('onRequestAbort', async (request) => request.pageCacheMiss?.flight?.land(undefined))

	/** Keeps a rendered response when it may be kept and no write landed while it was made; the body, once read, goes back. */
	async function keep(reply: FastifyReply, payload: unknown, miss: NonNullable<FastifyRequest['pageCacheMiss']>): Promise<{ entry?: Entry; body?: Buffer }> {
		reply.header('x-cache', 'MISS')
		if (!keepable(reply)) return {}
		const body = await toBuffer(payload)
		if (body === undefined || body.length > ENTRY_MAX_BYTES) return { body }
		// A write landed while this page rendered: it may show the old content, so it is served but not kept.
		const overtaken = () => {
			if (content.version() === miss.version) return false
			stats.overtaken += 1
			return true
		}
		if (overtaken()) return { body }
		const entry = await makeEntry(reply, body, cacheControl, csp, miss.born)
		stats.compressions += 1
		if (overtaken()) return { body }
		cache.set(miss.key, entry)
		return { entry, body }
	}

	// Once an entry has gone out whole, what every hook added to it is known.
	app.addHook('onResponse', async (request, reply) => {
		const entry = request.pageCacheEntry
		if (!entry || entry.sent || reply.statusCode !== entry.status || request.method !== 'GET') return
		entry.sent = readyToSend(entry, lastingHeaders(reply.getHeaders(), entry), request.routeOptions.url)
	})
})

function withoutSent({ sent: _sent, ...entry }: Entry): Omit<Entry, 'sent'> {
	return entry
}

/** Puts an answer on the framework's reply; the body is for the caller to send or return. */
function apply(request: FastifyRequest, reply: FastifyReply, answer: Answer): Buffer | undefined {
	reply.removeHeader('content-length')
	reply.removeHeader('content-encoding')
	reply.headers(answer.headers)
	reply.code(answer.status)
	// The entry's policy is the page's: the CSP plugin leaves it as it is.
	if ('content-security-policy' in answer.headers) request.cspApplied = true
	return answer.body
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'HIT' | 'MISS') {
	const body = apply(request, reply, respond(request.method, request.headers, entry, state))
	return reply.send(body)
}

function sendFromOnSend(request: FastifyRequest, reply: FastifyReply, entry: Entry): Buffer {
	return apply(request, reply, respond(request.method, request.headers, entry, 'MISS')) ?? Buffer.alloc(0)
}
