import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import { acceptedEncoding, type Entry, respond, type Sent } from './page-cache-entry.ts'

// A hit written straight to Node's response, before the framework (decision 024): the header lists
// an entry gets once it has gone out whole, and the answers made from them.

/** The flat header lists of a hit, one per encoding; what respond() gives, made once. */
export function readyToSend(entry: Entry, lasting: Record<string, string | number | string[]>, route: string | undefined): Sent {
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
export function sendReady(method: string, headers: IncomingHttpHeaders, response: ServerResponse, entry: Entry, sent: Sent): number {
	const ready = sent.ready[acceptedEncoding(headers['accept-encoding'])]
	response.writeHead(entry.status, ready.head)
	response.end(method === 'HEAD' ? undefined : ready.body)
	return entry.status
}

export function sendAnswer(method: string, headers: IncomingHttpHeaders, response: ServerResponse, entry: Entry, sent: Sent): number {
	const answer = respond(method, headers, entry, 'HIT')
	response.writeHead(answer.status, [...(answer.status === 304 ? sent.lastingNotModified : sent.lasting), ...Object.entries(answer.headers).flat()])
	response.end(answer.body)
	return answer.status
}

/** Headers each response of an entry gets anew (respond), or that Node writes itself. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'x-cache', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/** What the hooks added to an entry's own headers (entry.headers), less what each response gets anew. */
export function lastingHeaders(headers: Record<string, string | number | string[] | undefined>, entry: Entry): Record<string, string | number | string[]> {
	const lasting: Record<string, string | number | string[]> = {}
	for (const [name, value] of Object.entries(headers)) {
		if (value === undefined || PER_RESPONSE.has(name) || name in entry.headers) continue
		lasting[name] = value
	}
	return lasting
}

export function hasBody(headers: IncomingHttpHeaders): boolean {
	return headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined || headers['content-encoding'] !== undefined
}
