import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { chooseEncoding } from './page-cache-entry.ts'

/** What is worth compressing: text, JSON and XML (as @fastify/compress decides by default). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](?:json|text|xml)(?:;|$)/i

/**
 * The fastest levels: a body compressed here is made for one response (a page
 * the cache does not keep, or every page with the cache off), so the time
 * counts more than the last bytes. For the home page (55 KB) Brotli's quality 1
 * takes about a quarter of the time of quality 4 (@fastify/compress's) and
 * sends 16.0 KB instead of 13.6 KB (quality 2: half the time, 14.6 KB). With its
 * stylesheets inline (80 KB, decision 023) quality 1 took 0.44 ms and quality 0
 * 0.13 ms, for 23.0 and 23.5 KB: quality 0. Pages the cache keeps are compressed
 * once, at the highest levels, by the page cache.
 */
const BROTLI_QUALITY = 0
const GZIP_LEVEL = 1
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Compresses a reply whose body is whole in memory (a rendered page, a JSON or
 * XML answer) in one call on the thread pool, so the event loop, which
 * renders the pages, only hands the body over. @fastify/compress turns such a
 * body into a stream and pipes it through a stream compressor (peek-stream,
 * duplexify, pump, zlib's Transform), and that machinery cost the server more
 * CPU than the compression itself (docs/performance.md, "Uncached render").
 * What this leaves alone (streams, a body below the threshold or already
 * encoded, a client that takes neither Brotli nor gzip) goes on to
 * @fastify/compress as before: register this just before it.
 */
export const wholeBodyCompression = fp(async (app: FastifyInstance, { threshold }: { threshold: number }) => {
	app.addHook('onSend', async (request, reply, payload) => {
		if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
		if (reply.hasHeader('content-encoding') || request.headers['x-no-compression'] !== undefined) return payload
		if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? 'application/json'))) return payload
		const body = typeof payload === 'string' ? Buffer.from(payload) : payload
		if (body.length < threshold) return payload
		const encoding = chooseEncoding(request.headers['accept-encoding'])
		if (encoding === 'identity') return payload
		const vary = reply.getHeader('vary')
		if (vary === undefined) reply.header('vary', 'accept-encoding')
		else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(String(vary))) reply.header('vary', `${String(vary)}, accept-encoding`)
		reply.header('content-encoding', encoding)
		reply.removeHeader('content-length')
		return encoding === 'br'
			? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
			: gzip(body, { level: GZIP_LEVEL })
	})
})
