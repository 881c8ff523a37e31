import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { ContentEvents } from '#app/server/content-events.server.ts'
import type { ContentSecurityPolicy } from './content-security-policy.ts'
import { toBuffer } from './payload.ts'

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
}

/** The query parameters a page reads, by name, or all of them. */
export type QueryKept = readonly string[] | 'all'

/** One answer given from memory before the framework. */
export interface ServedRaw {
	method: string
	url: string
	status: number
	/** The route the framework matched when it first sent this response (its metrics label). */
	route: string | undefined
	ms: number
}

interface Variant {
	body: Buffer
	etag: string
}

interface Entry {
	/** When it was rendered (the `now` clock, ms): past the maximum age it is rendered anew. */
	born: number
	status: number
	headers: Record<string, string>
	identity: Variant
	br: Variant
	gzip: Variant
	/**
	 * The headers every hook of the framework gave this response the first time it went out whole,
	 * less those that change per response; from then on a hit is answered before the framework.
	 */
	sent?: Sent
}

interface Sent {
	/** The route the framework matched (the metrics' label). */
	route: string | undefined
	/** Per encoding, a hit's headers as one flat list (name, value, …) ready for writeHead, and its body. */
	ready: Record<Encoding, { head: HeaderList; body: Buffer }>
	/** The headers hooks added that respond() does not make, for an answer made per request. */
	lasting: HeaderList
	/**
	 * The same without the policy the CSP plugin adds to an answer that is not a page, for a 304 (as
	 * the framework's path sends it); a page's own policy is in its entry's headers and goes with its 304.
	 */
	lastingNotModified: HeaderList
}

/** Header names and values, one after the other, as writeHead takes them. */
type HeaderList = (string | number | string[])[]

/** What one response from the cache is: the headers that depend on the request, and the body. */
interface Answer {
	status: number
	headers: Record<string, string>
	/** Absent for a 304 and for HEAD. */
	body: Buffer | undefined
}

type Encoding = 'br' | 'gzip' | 'identity'

/** A render under way that other requests for the same key and content version wait for. */
interface Flight {
	version: number
	entry: Promise<Entry | undefined>
	/** Hands the followers the kept entry, or nothing (not kept: they render themselves); only the first call counts. */
	land(entry: Entry | undefined): void
}

/** Paths whose answers are never kept: files with their own caching, the back office, per-visitor challenges. */
const NEVER = /^\/(?:admin|assets|media|share|preview)(?:[/?]|$)|^\/api\/(?:captcha|altcha)(?:[/?]|$)/i
const KEPT_TYPES = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|feed\+json)|application\/[\w.+-]*\+json)/i
const ENTRY_MAX_BYTES = 2 * 1024 * 1024
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

declare module 'fastify' {
	interface FastifyInstance {
		pageCache: {
			/** Hits include the requests answered by a render another request made (coalesced counts those too). */
			/** Expired: entries found past their maximum age and rendered anew. compressions: pages compressed (Brotli and gzip, once each per entry kept); hits never compress. */
			stats(): { hits: number; misses: number; coalesced: number; changes: number; stale: number; expired: number; compressions: number; entries: number; bytes: number }
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
	const { content, maxBytes = 128 * 1024 * 1024, maxAgeMs = 5 * 60 * 1000, now = Date.now, sharedMaxAge = 60, staleWhileRevalidate = 600, csp, acceptsRaw = () => true, servedRaw, queryKept = () => 'all', followerWaitMs = 10_000 } = options
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
	const stats = { hits: 0, misses: 0, coalesced: 0, changes: 0, stale: 0, expired: 0, compressions: 0 }
	/** The entry of a key if it is younger than the maximum age; an older one is set aside as the page before (served only if its render fails). */
	const fresh = (key: string): Entry | undefined => {
		const entry = cache.get(key)
		if (!entry || now() - entry.born <= maxAgeMs) return entry
		stats.expired += 1
		cache.delete(key)
		previous.set(key, entry)
		return undefined
	}
	const keyOf = (url: string) => cacheKey(url, queryKept)
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
		const flight: Flight = {
			version,
			entry,
			land: (kept) => {
				clearTimeout(timer)
				if (flights.get(key) === flight) flights.delete(key)
				land(kept)
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
	app.addHook('onClose', async () => void unsubscribe())
	/**
	 * A hit whose headers are known is written straight to the socket: the framework's routing,
	 * hooks and reply add up to half the time of a response this small (decision 024). Only a
	 * GET or HEAD without a body, whose entry went out through the framework once, is answered here.
	 */
	const serveRaw = (request: IncomingMessage, response: ServerResponse): boolean => {
		const { method = '', url = '' } = request
		if ((method !== 'GET' && method !== 'HEAD') || NEVER.test(url)) return false
		const entry = fresh(keyOf(url))
		if (!entry?.sent || hasBody(request.headers) || !acceptsRaw(request)) return false
		const started = performance.now()
		stats.hits += 1
		const status = request.headers['if-none-match'] === undefined ? sendReady(method, request.headers, response, entry, entry.sent) : sendAnswer(method, request.headers, response, entry, entry.sent)
		servedRaw?.({ method, url, status, route: entry.sent.route, ms: performance.now() - started })
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
		if (!entry && request.method === 'GET') {
			const joined = await joinFlight(key)
			if ('lead' in joined) {
				stats.misses += 1
				request.pageCacheMiss = { key, version: joined.lead, born: now(), flight: joined.flight }
				return
			}
			entry = joined.entry
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

	app.addHook('onSend', async (request, reply, payload) => {
		const miss = request.pageCacheMiss
		if (!miss) {
			if (!reply.hasHeader('cache-control') && (request.method === 'POST' || /^\/admin(?:[/?]|$)/i.test(request.url) || reply.hasHeader('set-cookie'))) {
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
		if (content.version() !== miss.version) return { body }
		const entry = await makeEntry(reply, body, cacheControl, csp, miss.born)
		stats.compressions += 1
		if (content.version() !== miss.version) return { body }
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

/**
 * The key a GET is kept under: its path, and of its query only the parameters the path's page
 * reads, in their order, each name's values in the order given. A paid click's gclid, a campaign's
 * utm_* or any made-up parameter changes nothing on the page, so the URL with them shares the entry
 * of the URL without them: one render for all, and no entry per random query string.
 */
export function cacheKey(url: string, queryKept: (pathname: string) => QueryKept): string {
	const start = url.indexOf('?')
	if (start === -1) return url
	const pathname = url.slice(0, start)
	const kept = queryKept(pathname)
	if (kept === 'all') return url
	const pairs = url
		.slice(start + 1)
		.split('&')
		.filter((pair) => pair !== '' && kept.includes(parameterName(pair)))
	if (pairs.length === 0) return pathname
	// A stable sort: ?q=a&page=2 and ?page=2&q=a are one page; repeated names keep their order.
	pairs.sort((a, b) => kept.indexOf(parameterName(a)) - kept.indexOf(parameterName(b)))
	return `${pathname}?${pairs.join('&')}`
}

/** A query pair's name, decoded (page, not p%61ge); as it came when it cannot be decoded. */
function parameterName(pair: string): string {
	const equals = pair.indexOf('=')
	const name = equals === -1 ? pair : pair.slice(0, equals)
	if (!/[%+]/.test(name)) return name
	try {
		return decodeURIComponent(name.replace(/\+/g, ' '))
	} catch {
		return name
	}
}

/**
 * A page rendered for its key that redirects (an old slug, ?page=1) sends the visitor on with the
 * parameters the key left out, as the page would have had it seen them: a campaign's utm_* reach
 * the page the visitor lands on.
 */
function keepQueryOnRedirect(url: string, key: string, reply: FastifyReply) {
	const location = reply.getHeader('location')
	if (url === key || reply.statusCode < 300 || reply.statusCode >= 400 || typeof location !== 'string' || !/^\/(?![/\\])/.test(location)) return
	const keptPairs = new Set(key.split('?')[1]?.split('&') ?? [])
	const left = url
		.slice(url.indexOf('?') + 1)
		.split('&')
		.filter((pair) => pair !== '' && !keptPairs.has(pair))
	if (left.length > 0) reply.header('location', `${location}${location.includes('?') ? '&' : '?'}${left.join('&')}`)
}

/** The flat header lists of a hit, one per encoding; what respond() gives, made once. */
function readyToSend(entry: Entry, lasting: Record<string, string | number | string[]>, route: string | undefined): Sent {
	const ready = {} as Sent['ready']
	for (const encoding of ['br', 'gzip', 'identity'] as const) {
		const variant = entry[encoding]
		const headers: Record<string, string | number | string[]> = { ...lasting, ...entry.headers, etag: variant.etag, vary: 'accept-encoding', 'x-cache': 'HIT' }
		if (encoding !== 'identity') headers['content-encoding'] = encoding
		headers['content-length'] = String(variant.body.length)
		ready[encoding] = { head: Object.entries(headers).flat(), body: variant.body }
	}
	const lastingNotModified = Object.entries(lasting).filter(([name]) => name !== 'content-security-policy' && name !== 'reporting-endpoints')
	return { route, ready, lasting: Object.entries(lasting).flat(), lastingNotModified: lastingNotModified.flat() }
}

/** A hit without If-None-Match, from the lists made once: the same bytes for everyone. */
function sendReady(method: string, headers: IncomingHttpHeaders, response: ServerResponse, entry: Entry, sent: Sent): number {
	const ready = sent.ready[acceptedEncoding(headers['accept-encoding'])]
	response.writeHead(entry.status, ready.head)
	response.end(method === 'HEAD' ? undefined : ready.body)
	return entry.status
}

function sendAnswer(method: string, headers: IncomingHttpHeaders, response: ServerResponse, entry: Entry, sent: Sent): number {
	const answer = respond(method, headers, entry, 'HIT')
	response.writeHead(answer.status, [...(answer.status === 304 ? sent.lastingNotModified : sent.lasting), ...Object.entries(answer.headers).flat()])
	response.end(answer.body)
	return answer.status
}

/** Headers each response of an entry gets anew (respond), or that Node writes itself. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'x-cache', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/** What the hooks added to an entry's own headers (entry.headers), less what each response gets anew. */
function lastingHeaders(headers: Record<string, string | number | string[] | undefined>, entry: Entry): Record<string, string | number | string[]> {
	const lasting: Record<string, string | number | string[]> = {}
	for (const [name, value] of Object.entries(headers)) {
		if (value === undefined || PER_RESPONSE.has(name) || name in entry.headers) continue
		lasting[name] = value
	}
	return lasting
}

function hasBody(headers: IncomingHttpHeaders): boolean {
	return headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined
}

function keepable(reply: FastifyReply): boolean {
	if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false
	const control = String(reply.getHeader('cache-control') ?? '')
	if (/no-store|no-cache|private/i.test(control)) return false
	return KEPT_TYPES.test(String(reply.getHeader('content-type') ?? ''))
}

/**
 * An entry: the body as every visitor gets it, compressed once here at the highest levels (Brotli
 * and gzip), each with a strong ETag. An HTML page gets its policy by the hashes of its inline
 * code (and its module script turned into a loader) before it is kept, so the policy is kept
 * with it and sent unchanged with every hit.
 */
async function makeEntry(reply: FastifyReply, rendered: Buffer, cacheControl: string, csp: ContentSecurityPolicy | undefined, born: number): Promise<Entry> {
	const headers = entryHeaders(reply, cacheControl)
	let body = rendered
	if (csp && /^text\/html/i.test(headers['content-type']!)) {
		const page = csp.secure(rendered)
		body = page.body
		headers['content-security-policy'] = page.policy
		headers['reporting-endpoints'] = csp.reportingEndpoints
	}
	const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
	const [br, gz] = await Promise.all([
		brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
		gzip(body, { level: 9 }),
	])
	return {
		born,
		status: reply.statusCode,
		headers,
		identity: { body, etag: `"${hash}"` },
		br: { body: br, etag: `"${hash}-br"` },
		gzip: { body: gz, etag: `"${hash}-gz"` },
	}
}

function entryHeaders(reply: FastifyReply, cacheControl: string): Record<string, string> {
	const headers: Record<string, string> = { 'content-type': String(reply.getHeader('content-type')) }
	headers['cache-control'] = String(reply.getHeader('cache-control') ?? cacheControl)
	for (const name of ['x-robots-tag', 'link', 'content-language'] as const) {
		const value = reply.getHeader(name)
		if (value !== undefined) headers[name] = String(value)
	}
	return headers
}

/** chooseEncoding's answers for the Accept-Encoding values seen (browsers send a handful). */
const encodings = new Map<string, Encoding>()
const ENCODINGS_KEPT = 256

function acceptedEncoding(header: string | undefined): Encoding {
	if (header === undefined) return 'identity'
	let encoding = encodings.get(header)
	if (encoding === undefined) {
		encoding = chooseEncoding(header)
		if (encodings.size < ENCODINGS_KEPT) encodings.set(header, encoding)
	}
	return encoding
}

/** Brotli, then gzip, then none, as the request's Accept-Encoding allows (q=0 refuses). */
export function chooseEncoding(header: string | undefined): Encoding {
	const accepted = new Map<string, number>()
	for (const part of (header ?? '').toLowerCase().split(',')) {
		const [name, ...params] = part.trim().split(';')
		if (!name) continue
		const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((value) => value !== undefined)
		accepted.set(name, q === undefined ? 1 : Number(q))
	}
	const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
	if (allows('br')) return 'br'
	if (allows('gzip')) return 'gzip'
	return 'identity'
}

/**
 * One response from an entry: the encoding the request accepts, 304 when the request has it
 * already (weak comparison, RFC 9110 §13.1.2, as for every If-None-Match). Every header, the
 * policy included, is the entry's own: the same for every response of that page.
 * HEAD gets a GET's headers, its length included.
 */
function respond(method: string, headers: IncomingHttpHeaders, entry: Entry, state: 'HIT' | 'MISS'): Answer {
	const encoding = acceptedEncoding(headers['accept-encoding'])
	const variant = entry[encoding]
	const answer: Answer = { status: entry.status, headers: { ...entry.headers, etag: variant.etag, vary: 'accept-encoding', 'x-cache': state }, body: undefined }
	const ifNoneMatch = headers['if-none-match']
	const opaque = (tag: string | undefined) => tag?.trim().replace(/^W\//, '')
	if (
		ifNoneMatch &&
		(ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => [entry.identity.etag, entry.br.etag, entry.gzip.etag].some((etag) => opaque(etag) === opaque(tag))))
	) {
		answer.status = 304
		return answer
	}
	if (encoding !== 'identity') answer.headers['content-encoding'] = encoding
	answer.headers['content-length'] = String(variant.body.length)
	if (method !== 'HEAD') answer.body = variant.body
	return answer
}

function entrySize(entry: Entry): number {
	return entry.identity.body.length + entry.br.body.length + entry.gzip.body.length + 512
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
