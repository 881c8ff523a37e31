import { createHash } from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyReply } from 'fastify'
import { type ContentSecurityPolicy, NO_SCRIPTS } from './content-security-policy.ts'

// What the page cache keeps for a response (server/page-cache.ts): the body in each encoding, made
// once, with its headers and ETags, and the one response a request gets from it.

export interface Variant {
	body: Buffer
	etag: string
}

export interface Entry {
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

export interface Sent {
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
export type HeaderList = (string | number | string[])[]

/** What one response from the cache is: the headers that depend on the request, and the body. */
export interface Answer {
	status: number
	headers: Record<string, string>
	/** Absent for a 304 and for HEAD. */
	body: Buffer | undefined
}

export type Encoding = 'br' | 'gzip' | 'identity'

const KEPT_TYPES = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|feed\+json)|application\/[\w.+-]*\+json)/i
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export function keepable(reply: FastifyReply): boolean {
	if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || reply.hasHeader('content-encoding')) return false
	const control = String(reply.getHeader('cache-control') ?? '')
	if (/no-store|no-cache|private/i.test(control)) return false
	return KEPT_TYPES.test(String(reply.getHeader('content-type') ?? ''))
}

/**
 * An entry: the body as every visitor gets it, compressed once here at the highest levels (Brotli
 * and gzip), each with a strong ETag. An HTML page gets its policy by the hashes of its own inline
 * code (the scripts its render wrote, decision 063; its module script turned into a loader) before
 * it is kept, so the policy is kept with it and sent unchanged with every hit.
 */
export async function makeEntry(reply: FastifyReply, rendered: Buffer, cacheControl: string, csp: ContentSecurityPolicy | undefined, born: number): Promise<Entry> {
	const headers = entryHeaders(reply, cacheControl)
	let body = rendered
	if (csp && /^text\/html/i.test(headers['content-type']!)) {
		const page = csp.secure(rendered, reply.request.ownScripts ?? NO_SCRIPTS)
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

export function acceptedEncoding(header: string | undefined): Encoding {
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
export function respond(method: string, headers: IncomingHttpHeaders, entry: Entry, state: 'HIT' | 'MISS'): Answer {
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

export function entrySize(entry: Entry): number {
	return entry.identity.body.length + entry.br.body.length + entry.gzip.body.length + 512
}
