import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '#app/lib/env.server.ts'
import { allocate } from './gzip-splice.ts'
import { toBuffer } from './payload.ts'

declare module 'fastify' {
	interface FastifyRequest {
		/** Set once this response's nonce was put in its page and its policy header. */
		cspApplied?: boolean
	}
}

/** Bytes of randomness in a nonce (128 bits, as CSP3 recommends); 22 characters of base64url. */
const NONCE_BYTES = 16
export const NONCE_LENGTH = Math.ceil((NONCE_BYTES * 4) / 3)

/** Turnstile's script and frames (Cloudflare's documented CSP origins). */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** The answers that are not pages: nothing in them may run, and no site may frame them. */
export const MINIMAL_POLICY = "default-src 'none'; frame-ancestors 'none'"

export interface ContentSecurityPolicy {
	/**
	 * A random string of a nonce's length, drawn once per process, that pages are rendered with;
	 * every response swaps it for its own nonce. Never sent as such.
	 */
	placeholder: string
	/** A fresh nonce for one response. */
	nonce(): string
	/** The policy for a page whose scripts carry this nonce and that has no style attribute. */
	forPage(nonce: string): string
	/** The policy of one page, allowing exactly the style attributes its text holds; then per response, its nonce. */
	policyFor(html: Buffer | string): (nonce: string) => string
	/** Where browsers send violation reports (also named in the Reporting-Endpoints header). */
	reportPath: string
	/** The Reporting-Endpoints header that goes with the page policy. */
	reportingEndpoints: string
}

/**
 * The pages' policy, computed once from the configuration: a nonce for our
 * scripts, 'strict-dynamic' for what they load (route chunks, ALTCHA, Turnstile,
 * the chat widget), and for every other kind of resource this origin plus only
 * the third parties that are configured (the contact map, Turnstile, the chat widget).
 */
export function createContentSecurityPolicy(
	env: Pick<Env, 'SITE_URL' | 'MAP_EMBED_URL' | 'CHAT_WIDGET_SRC' | 'HUMAN_CHECK_PROVIDER'>,
	reportPath = '/api/csp-report',
): ContentSecurityPolicy {
	const map = origin(env.MAP_EMBED_URL)
	const chat = env.CHAT_WIDGET_SRC ? origin(env.CHAT_WIDGET_SRC) : undefined
	const turnstile = env.HUMAN_CHECK_PROVIDER === 'turnstile' ? TURNSTILE_ORIGIN : undefined
	const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter(Boolean))].join(' ')
	const https = env.SITE_URL.startsWith('https://')
	const rest = (styleAttributes: string) => [
		// The nonce: the <style> element Radix's dialogs add to lock scrolling carries it.
		`style-src ${list("'self'", "'nonce-NONCE'", chat)}`,
		`style-src-attr ${styleAttributes}`,
		`img-src ${list("'self'", chat)}`,
		`font-src ${list("'self'", chat)}`,
		`connect-src ${list("'self'", chat, turnstile)}`,
		`media-src 'self'`,
		// ALTCHA's proof of work runs in workers built into /assets.
		`worker-src 'self'`,
		// 'self': the back office shows a preview of a page at a phone's and a desktop's width (decision 041).
		`frame-src ${list("'self'", map, chat, turnstile)}`,
		`manifest-src 'self'`,
		`object-src 'none'`,
		`base-uri 'none'`,
		`frame-ancestors 'self'`,
		`form-action 'self'`,
		...(https ? ['upgrade-insecure-requests'] : []),
		`report-uri ${reportPath}`,
		'report-to csp',
	].join('; ')
	// 'unsafe-inline' and https: only matter to browsers older than CSP3, which ignore
	// 'strict-dynamic'; every browser that knows nonces ignores both.
	const scriptFallback = `'strict-dynamic' 'unsafe-inline' https:`
	const build = (tail: string) => {
		// Upper case cannot occur in the origins (URL lowercases them): NONCE marks only the nonce's places.
		const [head, ...pieces] = `default-src 'none'; script-src 'nonce-NONCE' ${scriptFallback}; ${tail}`.split('NONCE')
		return (nonce: string) => pieces.reduce((policy, piece) => policy + nonce + piece, head!)
	}
	const plain = build(rest("'none'"))
	let pool = Buffer.alloc(0)
	let offset = 0
	return {
		placeholder: randomBytes(NONCE_BYTES).toString('base64url'),
		nonce() {
			// One call to the random source per 256 nonces: a page served from memory costs microseconds.
			if (offset + NONCE_BYTES > pool.length) {
				pool = randomBytes(NONCE_BYTES * 256)
				offset = 0
			}
			const nonce = pool.toString('base64url', offset, offset + NONCE_BYTES)
			offset += NONCE_BYTES
			return nonce
		},
		forPage: (nonce) => plain(nonce),
		policyFor(html) {
			const hashes = styleAttributeHashes(html)
			return hashes.length > 0 ? build(rest(`'unsafe-hashes' ${hashes.join(' ')}`)) : plain
		},
		reportPath,
		reportingEndpoints: `csp="${reportPath}"`,
	}
}

/**
 * The CSP hashes of the style attributes in a page's HTML. No page renders one
 * today (the hand-written menus, tabs and accordion use classes, and staff HTML
 * is stripped of inline styles), so pages get `style-src-attr 'none'`; a
 * component that writes one is allowed exactly that value on that page. An
 * attribute the browser parses from the HTML is checked against style-src-attr;
 * styles set later by scripts are not.
 */
export function styleAttributeHashes(html: Buffer | string): string[] {
	// Nearly every page has none: a byte search spares decoding and scanning the whole page.
	if (!html.includes('style="')) return []
	const text = typeof html === 'string' ? html : html.toString('utf8')
	const values = new Set<string>()
	for (const match of text.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)) values.add(decodeAttribute(match[1]!))
	return [...values].sort().map((value) => `'sha256-${createHash('sha256').update(value).digest('base64')}'`)
}

/** The entities React writes in attribute values, turned back. */
function decodeAttribute(value: string): string {
	return value.replace(/&(?:quot|amp|lt|gt|#x27|#39);/g, (entity) => ({ '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" })[entity]!)
}

function origin(url: string): string | undefined {
	try {
		return new URL(url).origin
	} catch {
		return undefined
	}
}

/** The pieces of a body around each occurrence of the placeholder (one more piece than occurrences). */
export function splitAround(body: Buffer, placeholder: string): Buffer[] {
	const parts: Buffer[] = []
	let start = 0
	for (let at = body.indexOf(placeholder, 0, 'latin1'); at !== -1; at = body.indexOf(placeholder, start, 'latin1')) {
		parts.push(body.subarray(start, at))
		start = at + placeholder.length
	}
	parts.push(body.subarray(start))
	return parts
}

/** A copy of the body with the value (latin1) written at each offset. */
export function fillAt(body: Buffer, offsets: number[], value: string): Buffer {
	const out = allocate(body.length)
	body.copy(out, 0)
	const bytes = Buffer.from(value, 'latin1')
	for (const offset of offsets) out.set(bytes, offset)
	return out
}

/** The pieces joined with the nonce between each two. */
export function joinWith(parts: Buffer[], nonce: string): Buffer {
	if (parts.length === 1) return parts[0]!
	const glue = Buffer.from(nonce, 'latin1')
	const pieces: Buffer[] = []
	for (const [index, part] of parts.entries()) {
		if (index > 0) pieces.push(glue)
		pieces.push(part)
	}
	return Buffer.concat(pieces)
}

/**
 * The policy of an answer that is not a page: a policy its route set itself
 * (a CV download's `sandbox`) keeps every directive it names, and gains those
 * of the minimal policy it does not name, so no site may frame it either.
 */
export function withMinimalPolicy(own: unknown): string {
	const policy = typeof own === 'string' ? own.trim().replace(/;\s*$/, '') : ''
	if (!policy) return MINIMAL_POLICY
	const named = new Set(policy.split(';').map((directive) => directive.trim().split(/\s+/)[0]!.toLowerCase()))
	const missing = MINIMAL_POLICY.split('; ').filter((directive) => !named.has(directive.split(' ')[0]!))
	return [policy, ...missing].join('; ')
}

/** Files under /assets are scripts, styles and fonts: a policy on them would only bind the workers. */
const WITHOUT_POLICY = /^\/assets\//

/**
 * Puts each response's nonce in its page and its policy header, for every
 * page the page cache did not already serve with one (pages not kept: 404s,
 * form replies, the back office, or every page when the cache is off), and
 * gives everything else that is not a file under /assets the minimal policy
 * (added to the policy its route set, if any).
 * A 304 carries no policy: the browser would pair it with the page it keeps.
 *
 * Register it after the page cache (which hands over pages already done)
 * and before compression (which must see the final text).
 */
export const cspPlugin = fp(async (app: FastifyInstance, { csp, enforce }: { csp: ContentSecurityPolicy; enforce: boolean }) => {
	app.addHook('onSend', async (request, reply, payload) => {
		if (request.cspApplied || reply.statusCode === 304) return payload
		const html = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))
		if (!html) {
			if (enforce && !WITHOUT_POLICY.test(request.url)) reply.header('content-security-policy', withMinimalPolicy(reply.getHeader('content-security-policy')))
			return payload
		}
		const nonce = csp.nonce()
		const body = reply.hasHeader('content-encoding') ? undefined : await toBuffer(payload)
		if (enforce) {
			reply.header('content-security-policy', body ? csp.policyFor(body)(nonce) : csp.forPage(nonce))
			reply.header('reporting-endpoints', csp.reportingEndpoints)
		}
		if (body === undefined) return payload
		reply.removeHeader('content-length')
		return joinWith(splitAround(body, csp.placeholder), nonce)
	})
})
