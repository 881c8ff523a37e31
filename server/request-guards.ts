import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { findRedirect } from '#app/features/cms/cms.server.ts'
import { isStorageFull } from '#app/server/storage.server.ts'
import { canonicalPath } from './canonical-path.ts'
import { redactUrl } from './request-log.ts'

export interface RequestGuardsOptions {
	/** How long a request body may take to arrive before it is answered 408. */
	requestTimeoutSeconds: number
	/** Where renamed slugs are looked up; without it, other spellings of a page path are not redirected (development). */
	canonical?: { db: Kysely<DB> }
}

/**
 * What stands in front of every route: the error handler (no detail of a 5xx leaks, a full disk is a
 * 503 with Retry-After), the 408 for a
 * body that arrives too slowly, the 400 for a Host that names no host or a NUL in the address, the
 * 415 for a compressed body, and the 301 from another spelling of a page path to its canonical one.
 */
export const requestGuardsPlugin = fp(async (app: FastifyInstance, { requestTimeoutSeconds, canonical }: RequestGuardsOptions) => {
	app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
		// A full disk is no fault of the request: it may go through in a minute (the forms say so themselves first).
		if (isStorageFull(error)) {
			request.log.error({ err: error }, 'request failed: storage full')
			return reply.status(503).header('retry-after', '60').send({ success: 0, message: 'We cannot take this just now. Please try again in a minute.' })
		}
		const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
		if (status >= 500) request.log.error({ err: error }, 'request failed')
		// 4xx from Fastify itself (bad JSON, body too large) keep their message; 5xx never leak details.
		const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message
		return reply.status(status).send({ success: 0, message })
	})

	// Node's own request timeout does not reach a body that Fastify is reading, so a body that is
	// still arriving when the time is up gets 408 here and its connection is closed.
	const requestTimeoutMs = requestTimeoutSeconds * 1000
	app.addHook('onRequest', async (request, reply) => {
		const raw = request.raw
		if (raw.complete) return
		const timer = setTimeout(() => {
			if (raw.complete || reply.raw.writableEnded) return
			request.log.warn({ url: redactUrl(request.url), seconds: requestTimeoutSeconds }, 'request body too slow: answered 408')
			if (!reply.raw.headersSent) {
				reply.raw.writeHead(408, { 'content-type': 'application/json; charset=utf-8', connection: 'close' })
				reply.raw.end(JSON.stringify({ success: 0, message: 'The request took too long to arrive. Please try again.' }))
			}
			raw.socket.destroySoon()
		}, requestTimeoutMs)
		timer.unref()
		const done = () => clearTimeout(timer)
		raw.once('end', done)
		raw.once('close', done)
		reply.raw.once('close', done)
	})

	// A Host that names no host, or a NUL byte anywhere in the address, is refused before anything reads it.
	// (In a body, the forms' schemas refuse control characters with a message under the field.)
	app.addHook('onRequest', async (request, reply) => {
		const problem = badRequestLine(request.headers.host, request.url)
		if (problem) return reply.status(400).header('content-type', 'text/plain; charset=utf-8').send(problem)
		// No form of ours compresses what it sends; a body said to be compressed is refused unread.
		const encoding = request.headers['content-encoding']
		if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
			return reply.status(415).send({ success: 0, message: 'Send the form uncompressed: Content-Encoding is not accepted.' })
		}
	})

	// One URL per page: other spellings of a page path answer 301 to its canonical form, query kept.
	if (canonical) app.addHook('onRequest', async (request, reply) => {
		if (request.method !== 'GET' && request.method !== 'HEAD') return
		const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2)
		const canonicalForm = canonicalPath(pathname)
		if (!canonicalForm) return
		// A renamed slug goes straight to its new page: one hop, not two.
		const target = (await findRedirect(canonical.db, canonicalForm)) ?? canonicalForm
		return reply.redirect(query ? `${target}?${query}` : target, 301)
	})
})

/** Host: a name or an IPv4 address, or a bracketed IPv6 address, and an optional port up to 65535. */
const VALID_HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i

/** Why a request's Host or address is unusable, or undefined when it is fine. HTTP/1.0 may omit Host. */
export function badRequestLine(host: string | undefined, url: string): string | undefined {
	if (host !== undefined) {
		const match = VALID_HOST.exec(host)
		if (!match || (match[1] !== undefined && Number(match[1]) > 65535)) return 'Bad request: the Host header does not name a host.'
	}
	if (/%00|\0/.test(url)) return 'Bad request: the address contains a NUL character.'
	return undefined
}
