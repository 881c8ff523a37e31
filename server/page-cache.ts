import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import type { ContentEvents } from '#app/lib/content-events.server.ts'
import { type ContentSecurityPolicy, fillAt, splitAround } from './content-security-policy.ts'
import { toBuffer } from './payload.ts'
import { fillSplicedGzip, makeSplicedGzip, type SplicedGzip } from './gzip-splice.ts'

export interface PageCacheOptions {
	content: ContentEvents
	/** Memory the cached responses may take, all encodings counted (bytes). */
	maxBytes?: number
	/** How long a shared cache (a CDN) may serve a page before asking again (seconds). */
	sharedMaxAge?: number
	/** How long past that it may serve the old page while it asks (seconds). */
	staleWhileRevalidate?: number
	/** Pages rendered with its placeholder nonce are kept around it and get a fresh nonce and policy per response. */
	csp?: ContentSecurityPolicy
}

interface Variant {
	body: Buffer
	etag: string
}

interface Entry {
	status: number
	headers: Record<string, string>
	identity: Variant
	/** Absent for pages with a nonce: Brotli cannot be spliced, so they go as gzip. */
	br?: Variant
	gzip: Variant
	/** A page with a CSP nonce: its text around the nonce's places, and its gzip ready to be filled. */
	nonced?: { text: Buffer; offsets: number[]; gzip: SplicedGzip; policy: (nonce: string) => string }
}

type Encoding = 'br' | 'gzip' | 'identity'

/** Paths whose answers are never kept: files with their own caching, the back office, per-visitor challenges. */
const NEVER = /^\/(?:admin|assets|media|share)(?:[/?]|$)|^\/api\/(?:captcha|altcha)(?:[/?]|$)/i
const KEPT_TYPES = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|feed\+json)|application\/[\w.+-]*\+json)/i
const ENTRY_MAX_BYTES = 2 * 1024 * 1024
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

declare module 'fastify' {
	interface FastifyInstance {
		pageCache: { stats(): { hits: number; misses: number; entries: number; bytes: number }; clear(): void }
	}
	interface FastifyRequest {
		/** Set when this GET may be kept: the key and the content version it was rendered at. */
		pageCacheMiss?: { key: string; version: number }
	}
}

/**
 * Public pages and API reads are the same for every visitor, so each is
 * rendered once and then served from memory, already compressed (Brotli and
 * gzip made once), with a strong ETag and 304 for a browser that has it.
 * Every content change empties the cache (see content-events and
 * content-sync); a response rendered while a change happened is not kept.
 * POST replies, the back office and anything that sets a cookie are never
 * kept, and are marked so that no shared cache keeps them either.
 *
 * Register it before @fastify/compress: it needs the uncompressed body, and
 * compress leaves alone what it already encoded.
 */
export const pageCachePlugin = fp(async (app: FastifyInstance, options: PageCacheOptions) => {
	const { content, maxBytes = 128 * 1024 * 1024, sharedMaxAge = 60, staleWhileRevalidate = 600, csp } = options
	const cacheControl = `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`
	const cache = new LRUCache<string, Entry>({
		maxSize: maxBytes,
		sizeCalculation: (entry) => entry.identity.body.length + (entry.br?.body.length ?? 0) + (entry.nonced ? entry.nonced.text.length + entry.nonced.gzip.length : entry.gzip.body.length) + 512,
	})
	const stats = { hits: 0, misses: 0 }
	const unsubscribe = content.subscribe(() => cache.clear())
	app.addHook('onClose', async () => void unsubscribe())
	app.decorate('pageCache', {
		stats: () => ({ ...stats, entries: cache.size, bytes: cache.calculatedSize }),
		clear: () => cache.clear(),
	})

	app.addHook('onRequest', async (request, reply) => {
		if ((request.method !== 'GET' && request.method !== 'HEAD') || NEVER.test(request.url)) return
		const entry = cache.get(request.url)
		if (!entry) {
			stats.misses += 1
			if (request.method === 'GET') request.pageCacheMiss = { key: request.url, version: content.version() }
			return
		}
		stats.hits += 1
		return send(request, reply, entry, 'HIT', csp)
	})

	app.addHook('onSend', async (request, reply, payload) => {
		const miss = request.pageCacheMiss
		if (!miss) {
			if (!reply.hasHeader('cache-control') && (request.method === 'POST' || /^\/admin(?:[/?]|$)/i.test(request.url) || reply.hasHeader('set-cookie'))) {
				reply.header('cache-control', 'private, no-store')
			}
			return payload
		}
		reply.header('x-cache', 'MISS')
		if (!keepable(reply)) return payload
		const body = await toBuffer(payload)
		if (body === undefined || body.length > ENTRY_MAX_BYTES) return body ?? payload
		// A write landed while this page rendered: it may show the old content, so it is served but not kept.
		if (content.version() !== miss.version) return body
		const entry = await makeEntry(reply, body, cacheControl, csp)
		if (content.version() !== miss.version) return body
		cache.set(miss.key, entry)
		return sendFromOnSend(request, reply, entry, csp)
	})
})

function keepable(reply: FastifyReply): boolean {
	if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false
	const control = String(reply.getHeader('cache-control') ?? '')
	if (/no-store|no-cache|private/i.test(control)) return false
	return KEPT_TYPES.test(String(reply.getHeader('content-type') ?? ''))
}

async function makeEntry(reply: FastifyReply, body: Buffer, cacheControl: string, csp: ContentSecurityPolicy | undefined): Promise<Entry> {
	const parts = csp && /^text\/html/i.test(String(reply.getHeader('content-type'))) ? splitAround(body, csp.placeholder) : [body]
	const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27)
	const headers = entryHeaders(reply, cacheControl)
	if (parts.length > 1) {
		// The ETags name the kept page, not the bytes (each response has its own nonce): weak ones.
		const spliced = makeSplicedGzip(parts, csp!.placeholder)
		const offsets: number[] = []
		for (let at = 0, k = 0; k < parts.length - 1; k++) offsets.push((at += parts[k]!.length + (k > 0 ? csp!.placeholder.length : 0)))
		return {
			status: reply.statusCode,
			headers,
			identity: { body: Buffer.alloc(0), etag: `W/"${hash}"` },
			gzip: { body: Buffer.alloc(0), etag: `W/"${hash}-gz"` },
			nonced: { text: body, offsets, gzip: spliced, policy: csp!.policyFor(body) },
		}
	}
	const [br, gz] = await Promise.all([
		brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
		gzip(body, { level: 9 }),
	])
	return {
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

function prepare(request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'HIT' | 'MISS'): { variant: Variant; encoding: Encoding; notModified: boolean } {
	const chosen = chooseEncoding(request.headers['accept-encoding'])
	const encoding = chosen === 'br' && !entry.br ? 'gzip' : chosen
	const variant = entry[encoding]!
	reply.removeHeader('content-length')
	reply.headers(entry.headers)
	reply.header('etag', variant.etag)
	reply.header('vary', 'accept-encoding')
	reply.header('x-cache', state)
	if (encoding !== 'identity') reply.header('content-encoding', encoding)
	else reply.removeHeader('content-encoding')
	const ifNoneMatch = request.headers['if-none-match']
	// Weak comparison (RFC 9110 §13.1.2), as for every If-None-Match.
	const opaque = (tag: string | undefined) => tag?.trim().replace(/^W\//, '')
	const notModified = Boolean(
		ifNoneMatch &&
			(ifNoneMatch.trim() === '*' ||
				ifNoneMatch.split(',').some((tag) => [entry.identity.etag, entry.br?.etag, entry.gzip.etag].some((etag) => etag !== undefined && opaque(etag) === opaque(tag)))),
	)
	return { variant, encoding, notModified }
}

/**
 * The body for this response. A page with a nonce gets a fresh one, in its
 * text and in its Content-Security-Policy header; a 304 gets neither, since a
 * browser merges a 304's headers into the copy it keeps, whose nonce is the old one.
 */
function bodyFor(request: FastifyRequest, reply: FastifyReply, entry: Entry, variant: Variant, encoding: Encoding, csp: ContentSecurityPolicy | undefined): Buffer {
	if (!entry.nonced || !csp) return variant.body
	const nonce = csp.nonce()
	reply.header('content-security-policy', entry.nonced.policy(nonce))
	reply.header('reporting-endpoints', csp.reportingEndpoints)
	request.cspApplied = true
	return encoding === 'gzip' ? fillSplicedGzip(entry.nonced.gzip, nonce) : fillAt(entry.nonced.text, entry.nonced.offsets, nonce)
}

function lengthOf(entry: Entry, variant: Variant, encoding: Encoding): number {
	if (!entry.nonced) return variant.body.length
	return encoding === 'gzip' ? entry.nonced.gzip.length : entry.nonced.text.length
}

function send(request: FastifyRequest, reply: FastifyReply, entry: Entry, state: 'HIT' | 'MISS', csp: ContentSecurityPolicy | undefined) {
	const { variant, encoding, notModified } = prepare(request, reply, entry, state)
	if (notModified) {
		reply.removeHeader('content-encoding')
		return reply.status(304).send()
	}
	// HEAD: the headers a GET would get, its length included, and no body.
	if (request.method === 'HEAD') {
		bodyFor(request, reply, entry, variant, encoding, csp)
		return reply.status(entry.status).header('content-length', String(lengthOf(entry, variant, encoding))).send()
	}
	return reply.status(entry.status).send(bodyFor(request, reply, entry, variant, encoding, csp))
}

function sendFromOnSend(request: FastifyRequest, reply: FastifyReply, entry: Entry, csp: ContentSecurityPolicy | undefined): Buffer {
	const { variant, encoding, notModified } = prepare(request, reply, entry, 'MISS')
	if (notModified) {
		reply.removeHeader('content-encoding')
		reply.code(304)
		return Buffer.alloc(0)
	}
	return bodyFor(request, reply, entry, variant, encoding, csp)
}
