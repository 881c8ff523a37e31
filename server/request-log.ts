import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/** Words in a query parameter's name that say its value opens something (a reset link, a session, a signed URL). */
const SECRET_WORDS = new Set(['token', 'secret', 'password', 'passwd', 'code', 'otp', 'key', 'apikey', 'signature', 'sig', 'auth', 'session', 'credential'])

/** Whether a parameter's name (reset_token, apiKey, X-Amz-Signature…) has one of those words. */
const namesSecret = (name: string) =>
	name
		.split(/[^A-Za-z0-9]+|(?<=[a-z])(?=[A-Z])/)
		.some((word) => SECRET_WORDS.has(word.toLowerCase()))

/**
 * Query parameters that carry what someone typed into a search box: the site's
 * and the back office's searches (`q`), and the usual names of others. What
 * staff search for is often a person's name or e-mail address, which must not
 * outlive an erasure in the logs.
 */
const SEARCH_PARAMS = new Set(['q', 'query', 'search', 'search_input', 'keyword', 'keywords', 's'])

/** The blog API's search, which takes its words in the path (`/api/BlogSearch/<words>`). */
const SEARCH_PATH = /^(\/api\/BlogSearch\/)[^?]+/

/** Whether a parameter's value is a secret or a search's words. */
const namesPrivate = (name: string) => SEARCH_PARAMS.has(name.toLowerCase()) || namesSecret(name)

/**
 * A request's URL as the logs keep it: each query parameter whose name says it
 * carries a secret, and each that carries a search's words (in the query or,
 * for the blog API's search, in the path), has its value replaced by
 * `REDACTED`. Everything else is kept as it came, so a log line still shows
 * which page was asked for.
 */
export function redactUrl(url: string): string {
	if (SEARCH_PATH.test(url)) url = url.replace(SEARCH_PATH, '$1REDACTED')
	const query = url.indexOf('?')
	if (query === -1) return url
	const pairs = url.slice(query + 1).split('&')
	let changed = false
	const kept = pairs.map((pair) => {
		const equals = pair.indexOf('=')
		const rawName = equals === -1 ? pair : pair.slice(0, equals)
		let name = rawName
		try {
			name = decodeURIComponent(rawName.replace(/\+/g, ' '))
		} catch {
			// an undecodable name is matched as it came
		}
		if (equals === -1 || !namesPrivate(name)) return pair
		changed = true
		return `${rawName}=REDACTED`
	})
	return changed ? `${url.slice(0, query)}?${kept.join('&')}` : url
}

/** What a request's log line is about: its method, its answer, how long it took, and whether the page cache gave it. */
export interface LoggedRequest {
	method: string
	status: number
	ms: number
	fromCache: boolean
}

/**
 * The level of a request's line. A slow request is a warning, a 5xx an error, whatever they were;
 * an answer from the page cache is routine and goes at debug (the metrics count each one): at the
 * default level, a line per hit cost the cached pages half their rate. Everything else, and every
 * write among it, goes at info. See docs/operations.md.
 */
export function requestLogLevel({ method, status, ms, fromCache }: LoggedRequest, slowMs: number): 'error' | 'warn' | 'info' | 'debug' {
	if (status >= 500) return 'error'
	if (ms >= slowMs) return 'warn'
	return fromCache && (method === 'GET' || method === 'HEAD') ? 'debug' : 'info'
}

const LEVELS: Record<string, number> = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 }

/** Whether a logger at its level writes lines of this one (pino's levels): a line not written is not built either. */
export function logsAt(logger: { level: string }, level: string): boolean {
	return (LEVELS[level] ?? 0) >= (LEVELS[logger.level] ?? Infinity)
}

/** Writes a request's one line, at the level requestLogLevel gives; the URL as asked, with secrets in the query left out. */
export function logRequest(log: FastifyBaseLogger, served: LoggedRequest & { url: string }, slowMs: number): void {
	const level = requestLogLevel(served, slowMs)
	if (logsAt(log, level)) log[level]({ method: served.method, url: redactUrl(served.url), status: served.status, ms: Math.round(served.ms) }, 'request')
}

/**
 * One log line per request Fastify answers (answers from the page cache at debug). The page
 * cache's raw answers, which never reach Fastify, are logged by its `servedRaw` with `logRequest`.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, { slowMs }: { slowMs: number }) => {
	app.addHook('onResponse', async (request, reply) => {
		logRequest(request.log, { method: request.method, url: request.originalUrl, status: reply.statusCode, ms: reply.elapsedTime, fromCache: reply.getHeader('x-cache') === 'HIT' }, slowMs)
	})
})
