import net from 'node:net'
import { pathToFileURL } from 'node:url'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { PageBuild } from '#server/react-router.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEAD_FORMS } from '#app/features/leads/forms.schema.ts'
import { BUILD_ENTRY } from '#server/paths.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

/**
 * Property-based fuzzing of every form post and every address with a
 * parameter, on each engine, within a fixed budget of runs: whatever arrives,
 * the server answers below 500 and stores no markup in a name. In-process
 * (inject) first; then a fixed hostile corpus and a generated sample sent as
 * raw bytes over real TCP connections to a listening server, where every
 * connection must get a status line below 500.
 */
const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild
const RUNS_PER_FORM = 300
const RUNS_PER_ADDRESS = 125

/** Text no visitor types and every attacker tries. */
const NASTY = [
	'', ' ', '\u0000', 'a\u0000b', '%00', '%', '%zz', '%E0%A4%A', '\u202e', '\ud800', '\uffff', '😀', 'ß'.repeat(3000),
	'<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', "' OR '1'='1", '1; DROP TABLE outbox; --',
	'../../etc/passwd', '__proto__', 'constructor', '2147483648', '-2147483649', '9007199254740993', '1e309', '-0', 'NaN', 'Infinity',
	'0x10', '[]', '{}', 'null', 'true', 'x'.repeat(70_000),
]
const hostileText = fc.oneof(
	fc.constantFrom(...NASTY),
	fc.string({ maxLength: 80 }),
	fc.string({ unit: 'binary', maxLength: 80 }),
	fc.string({ unit: 'grapheme', maxLength: 40 }),
)
const hostileValue = fc.oneof(
	{ weight: 6, arbitrary: hostileText },
	fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
	fc.double(),
	fc.boolean(),
	fc.constant(null),
	fc.array(hostileText, { maxLength: 3 }),
	fc.dictionary(fc.constantFrom('$ne', '__proto__', 'a'), hostileText, { maxKeys: 2 }),
)

/** Fields a form sends, some of them missing, plus keys it never sends. */
function fieldsOf(names: string[]) {
	const known = Object.fromEntries(names.map((name) => [name, fc.option(hostileValue, { nil: undefined })]))
	return fc.record({ ...known, extra: fc.option(fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'zzz'), hostileText, { maxKeys: 2 }), { nil: undefined }) })
}

const FORM_FIELDS: Record<keyof typeof LEAD_FORMS, string[]> = {
	quickContact: ['name', 'phone', 'email', 'content', 'user_captcha', 'footer_captcha', 'captcha_token', 'altcha', 'submission_id'],
	contactUs: ['name', 'mobile_no', 'email_id', 'cont_details', 'user_captcha_input', 'captcha_match', 'captcha_token', 'altcha', 'submission_id'],
	comment: ['blog_id', 'name', 'email', 'phone', 'comment', 'user_captcha_input', 'captcha_match', 'captcha_token', 'altcha', 'submission_id'],
	quote: ['name', 'email', 'phone', 'website', 'company', 'budget', 'how_know', 'content', 'technology', 'portfolio_item_id', 'user_captcha', 'footer_captcha', 'captcha_token', 'altcha', 'submission_id'],
	career: ['job_id', 'job_name', 'job_email', 'phone', 'current_salary', 'salary', 'desciption', 'user_captcha_input', 'captcha_match', 'captcha_token', 'altcha', 'submission_id'],
}

const ADDRESSES = [
	'/api/BlogSearch/:x', '/api/blogs/category/:x', '/api/blogdetail/:x', '/api/BlogCommentsListing/:x', '/api/BlogCategoryListing/:x',
	'/api/BlogRecentPost/:x', '/api/eventDetails/:x', '/api/getService/:x', '/api/Portfolio/portfolio/:x', '/api/getMetaData/:x',
	'/blogdetail/:x', '/blogs/category/:x', '/eventdetails/:x', '/portfolio/:x', '/service/:x', '/services/:x', '/logodesign/:x',
	'/blog?page=:x', '/blog?q=:x', '/:x',
]

type Encoding = 'json' | 'urlencoded' | 'multipart' | 'text'

function encode(fields: Record<string, unknown>, encoding: Encoding): { headers: Record<string, string>; payload: string | Buffer } {
	const flat: [string, unknown][] = Object.entries(fields).flatMap(([key, value]): [string, unknown][] =>
		value === undefined ? [] : key === 'extra' && value && typeof value === 'object' ? Object.entries(value) : [[key, value]],
	)
	if (encoding === 'json') return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(Object.fromEntries(flat)) }
	const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '')
	if (encoding === 'urlencoded') return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(flat.map(([k, v]): [string, string] => [k, asText(v)])).toString() }
	if (encoding === 'text') return { headers: { 'content-type': 'text/plain' }, payload: flat.map(([k, v]) => `${k}=${asText(v)}`).join('\n') }
	const boundary = 'fuzzboundary'
	const parts = flat.map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/"/g, '')}"\r\n\r\n${asText(v)}\r\n`)
	return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`) }
}

describe.each(ENGINES)('fuzzing every form and address on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	const tally = { requests: 0, serverErrors: 0 }
	const failures: string[] = []

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const serverBuild = await build()
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild }, env: { RATE_LIMIT_MAX: '1000000' } })
	})
	afterAll(async () => {
		console.log(`fuzz on ${engine}: ${tally.requests} requests, ${tally.serverErrors} answered 5xx`)
		await app?.close()
		await database?.destroy()
	})

	async function send(options: InjectOptions, label: string) {
		const response = await app.inject(options)
		tally.requests += 1
		if (response.statusCode >= 500) {
			tally.serverErrors += 1
			failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`)
		}
		return response.statusCode
	}

	it.each(Object.entries(LEAD_FORMS))('the %s form answers below 500 to anything posted to it', async (name, form) => {
		const own = form.encoding as Encoding
		await fc.assert(
			fc.asyncProperty(fieldsOf(FORM_FIELDS[name as keyof typeof LEAD_FORMS]), fc.constantFrom<Encoding>(own, own, 'json', 'urlencoded', 'multipart', 'text'), async (fields, encoding) => {
				const { headers, payload } = encode(fields, encoding)
				const status = await send({ method: 'POST', url: form.endpoint, headers, payload }, `${form.endpoint} ${encoding} ${JSON.stringify(fields).slice(0, 300)}`)
				return status < 500
			}),
			{ numRuns: RUNS_PER_FORM, seed: 20261124 },
		)
		expect(failures).toEqual([])
	})

	it('answers below 500 to anything in an address parameter', async () => {
		await fc.assert(
			fc.asyncProperty(fc.constantFrom(...ADDRESSES), hostileText, fc.boolean(), async (address, value, raw) => {
				// Encoded as a browser would, or raw where a client sends bytes as they are.
				const part = raw ? value.replace(/[\s#?/]/g, (c) => encodeURIComponent(c)) : encodeURIComponent(value)
				const url = address.replace(':x', part)
				let status: number
				try {
					status = await send({ method: 'GET', url }, `GET ${url.slice(0, 200)}`)
				} catch {
					// A URL the HTTP layer cannot even carry (inject refuses it) never reaches the server.
					return true
				}
				return status < 500
			}),
			{ numRuns: RUNS_PER_ADDRESS * 4, seed: 20261124 },
		)
		expect(failures).toEqual([])
	})

	it('stored no name with markup in it', async () => {
		const names = [
			...(await database.db.selectFrom('contact_messages').select('name').execute()).map((row) => row.name),
			...(await database.db.selectFrom('quote_requests').select('name').execute()).map((row) => row.name),
			...(await database.db.selectFrom('job_applications').select('name').execute()).map((row) => row.name),
			...(await database.db.selectFrom('blog_comments').select('name').execute()).map((row) => row.name),
		]
		expect(names.filter((value) => /[<>]/.test(value))).toEqual([])
	})
})

/** What a raw exchange over TCP ended with: the status of the answer, or no answer at all. */
type Outcome = { status: number } | { none: 'closed' | 'timeout' }

/**
 * Sends bytes as they are over a new TCP connection (optionally in pieces, or
 * hanging up after them) and waits for the status line of the answer.
 */
function exchange(port: number, request: RawRequest, timeoutMs = 10_000): Promise<Outcome> {
	return new Promise((resolve) => {
		let received = ''
		let settled = false
		const socket = net.connect(port, '127.0.0.1')
		const finish = (outcome: Outcome) => {
			if (settled) return
			settled = true
			clearTimeout(timer)
			socket.destroy()
			resolve(outcome)
		}
		// The final answer's status: an interim 100 Continue is not one.
		const statusLine = () => /^(?:HTTP\/1\.[01] 1\d\d [^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)*HTTP\/1\.[01] ([2-5]\d\d) /.exec(received)
		const timer = setTimeout(() => finish({ none: 'timeout' }), timeoutMs)
		socket.on('data', (chunk) => {
			received += chunk.toString('latin1')
			const line = statusLine()
			if (line) finish({ status: Number(line[1]) })
		})
		// The server may answer and close while the rest is still being written: its answer counts.
		socket.on('error', () => {})
		socket.on('close', () => {
			const line = statusLine()
			finish(line ? { status: Number(line[1]) } : { none: 'closed' })
		})
		socket.on('connect', async () => {
			for (const piece of request.pieces) {
				if (socket.destroyed) return
				socket.write(piece)
				if (request.pieces.length > 1) await new Promise((next) => setTimeout(next, 20))
			}
			if (request.hangUp) socket.end()
		})
	})
}

interface RawRequest {
	label: string
	pieces: Buffer[]
	/** Half-closes the connection after the last piece (the client sends nothing more). */
	hangUp?: boolean
}

const bytes = (...parts: (string | Buffer)[]) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part)))

/** A complete HTTP/1.1 request with a body and a Content-Length that matches it (unless given). */
function http(method: string, target: string, headers: Record<string, string>, body: Buffer | string = '', { host = '127.0.0.1', length }: { host?: string | null; length?: string } = {}): Buffer {
	const payload = typeof body === 'string' ? Buffer.from(body, 'utf8') : body
	const lines = [`${method} ${target} HTTP/1.1`]
	if (host !== null) lines.push(`Host: ${host}`)
	for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`)
	if (payload.length > 0 || length !== undefined) lines.push(`Content-Length: ${length ?? payload.length}`)
	lines.push('Connection: close', '', '')
	return Buffer.concat([Buffer.from(lines.join('\r\n'), 'utf8'), payload])
}

const FORM_URLS = Object.values(LEAD_FORMS).map((form) => form.endpoint)
const MULTIPART = (boundary: string) => ({ 'Content-Type': `multipart/form-data; boundary=${boundary}` })
const URLENCODED = { 'Content-Type': 'application/x-www-form-urlencoded' }
const JSON_TYPE = { 'Content-Type': 'application/json' }

/** The fixed hostile corpus: every kind of input the hostile-traffic run found, as raw bytes. */
function hostileCorpus(): RawRequest[] {
	const one = (label: string, ...pieces: Buffer[]): RawRequest => ({ label, pieces })
	const corpus: RawRequest[] = []
	// Invalid Host headers, a missing one, two of them.
	for (const host of ['x:99999', 'a@b', '[::1', 'exa mple.com', '%zz', '', 'site.test:', '-bad.example', 'a'.repeat(300)]) {
		for (const target of ['/', '/faq', '/api/faq', '/api/Quickcontact/storecontact']) corpus.push(one(`Host ${JSON.stringify(host.slice(0, 20))} ${target}`, http('GET', target, {}, '', { host })))
	}
	corpus.push(one('Host with a NUL byte', bytes('GET / HTTP/1.1\r\nHost: a\u0000b\r\nConnection: close\r\n\r\n')))
	corpus.push(one('two Host headers', bytes('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n')))
	corpus.push(one('HTTP/1.0 without Host', bytes('GET /faq HTTP/1.0\r\n\r\n')))
	corpus.push(one('HTTP/1.0 POST without Host', bytes('POST /api/ContactUs/store HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\n\r\nname=x')))
	corpus.push(one('HTTP/1.1 without Host', bytes('GET /blog HTTP/1.1\r\nConnection: close\r\n\r\n')))
	corpus.push(one('absolute-form target naming another host', http('GET', 'http://evil.example/faq', {})))
	// Malformed request lines and headers.
	for (const line of ['GARBAGE', 'GET', 'GET / HTTP/9.9', 'GET  /  HTTP/1.1', 'get / HTTP/1.1', 'FOO / HTTP/1.1', 'GET / HTTP/1.1 extra', '\u0000\u0001\u0002', 'GET /\u0000 HTTP/1.1', 'GET /blog?q=\u0000 HTTP/1.1', 'PRI * HTTP/2.0']) {
		corpus.push(one(`request line ${JSON.stringify(line)}`, bytes(`${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)))
	}
	corpus.push(one('a header without a colon', bytes('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nNoColonHere\r\nConnection: close\r\n\r\n')))
	corpus.push(one('an obsolete folded header', bytes('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Folded: a\r\n  b\r\nConnection: close\r\n\r\n')))
	corpus.push(one('a 100 KB address', http('GET', `/blog?q=${'a'.repeat(100_000)}`, {})))
	corpus.push(one('a 40 KB header', http('GET', '/', { 'X-Big': 'b'.repeat(40_000) })))
	corpus.push(one('bare LF line ends', bytes('GET /faq HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n')))
	// NUL bytes and out-of-range integers in addresses.
	for (const target of ['/api/BlogSearch/%00', '/blog?q=%00', '/blogdetail/%00', '/api/blogdetail/%00', '/api/eventDetails/2147483648', '/api/BlogCommentsListing/2147483648',
		'/api/BlogCommentsListing/99999999999999999999', '/api/BlogCommentsListing/-1', '/blog?page=2147483648', '/blog?page=1e309', '/api/getMetaData/9223372036854775808', '/eventdetails/%E0%A4%A', '/%zz', '/media/../../etc/passwd', '/assets/%2e%2e/%2e%2e/package.json']) {
		corpus.push(one(`GET ${target}`, http('GET', target, {})))
	}
	corpus.push(one('blog search with a NUL', http('POST', '/api/BlogSearchList', JSON_TYPE, '{"search_input":"\\u0000"}')))
	// Out-of-range ids in forms.
	corpus.push(one('career job_id past 32 bits', http('POST', '/api/careerstore', MULTIPART('b0'), '--b0\r\nContent-Disposition: form-data; name="job_id"\r\n\r\n2147483648\r\n--b0--\r\n')))
	corpus.push(one('quote portfolio_item_id past 64 bits', http('POST', '/api/Portfolio/store', URLENCODED, 'technology=php&portfolio_item_id=9223372036854775808&name=A')))
	corpus.push(one('comment blog_id 1e309', http('POST', '/api/blogdetail/store', JSON_TYPE, '{"blog_id":1e309,"name":"A"}')))
	corpus.push(one('comment blog_id -2147483649', http('POST', '/api/blogdetail/store', JSON_TYPE, '{"blog_id":-2147483649}')))
	// Broken multipart on every form.
	for (const url of FORM_URLS) {
		corpus.push(one(`multipart without a boundary ${url}`, http('POST', url, { 'Content-Type': 'multipart/form-data' }, 'name=plain body')))
		corpus.push(one(`multipart with another boundary ${url}`, http('POST', url, MULTIPART('expected'), '--other\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--other--\r\n')))
		corpus.push(one(`multipart without its end ${url}`, http('POST', url, MULTIPART('b1'), '--b1\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--b1\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.4')))
		corpus.push(one(`multipart part without headers ${url}`, http('POST', url, MULTIPART('b2'), '--b2\r\n\r\nno headers\r\n--b2--\r\n')))
		corpus.push(one(`multipart with a 200-character boundary ${url}`, http('POST', url, MULTIPART('z'.repeat(200)), `--${'z'.repeat(200)}--\r\n`)))
		corpus.push(one(`multipart with a quoted empty boundary ${url}`, http('POST', url, { 'Content-Type': 'multipart/form-data; boundary=""' }, '----\r\n')))
	}
	// Broken encodings and bodies the parsers must refuse.
	for (const url of FORM_URLS) {
		const garbage = Buffer.alloc(20_000, 0x5a)
		for (const encoding of ['gzip', 'br', 'deflate', 'gzip, identity', 'x-unknown']) corpus.push(one(`Content-Encoding ${encoding} garbage ${url}`, http('POST', url, { ...URLENCODED, 'Content-Encoding': encoding }, garbage)))
		corpus.push(one(`invalid UTF-8 urlencoded ${url}`, http('POST', url, URLENCODED, bytes('name=', Buffer.from([0xff, 0xfe, 0xc3]), '&email=%FF%FE&content=%E0%A4%A'))))
		corpus.push(one(`invalid UTF-8 JSON ${url}`, http('POST', url, JSON_TYPE, bytes('{"name":"', Buffer.from([0xc3, 0x28, 0xff]), '"}'))))
		corpus.push(one(`JSON said to be UTF-16 ${url}`, http('POST', url, { 'Content-Type': 'application/json; charset=utf-16' }, Buffer.from('{"name":"A"}', 'utf16le'))))
		corpus.push(one(`JSON with a BOM ${url}`, http('POST', url, JSON_TYPE, bytes(Buffer.from([0xef, 0xbb, 0xbf]), '{"name":"A"}'))))
		corpus.push(one(`JSON nested 20,000 deep ${url}`, http('POST', url, JSON_TYPE, `${'['.repeat(20_000)}${']'.repeat(20_000)}`)))
		corpus.push(one(`JSON lone surrogate and NUL ${url}`, http('POST', url, JSON_TYPE, '{"name":"\\ud800\\u0000","__proto__":{"x":1},"constructor":{"prototype":{}}}')))
		corpus.push(one(`Content-Length not a number ${url}`, http('POST', url, URLENCODED, '', { length: 'abc' })))
		corpus.push(one(`Content-Length negative ${url}`, http('POST', url, URLENCODED, '', { length: '-1' })))
		corpus.push(one(`Content-Length of 10^20 ${url}`, http('POST', url, URLENCODED, '', { length: '99999999999999999999' })))
		corpus.push(one(`chunked with a bad size ${url}`, bytes(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\nname=x\r\n0\r\n\r\n`)))
		corpus.push(one(`chunked and Content-Length together ${url}`, bytes(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n0\r\n\r\n`)))
	}
	// Bodies cut short: the client stops sending and keeps the connection open, or hangs up.
	for (const url of FORM_URLS) {
		corpus.push(one(`body cut short, connection kept ${url}`, http('POST', url, URLENCODED, 'name=abc', { length: '5000' })))
		corpus.push({ label: `body cut short, then hang-up ${url}`, pieces: [http('POST', url, URLENCODED, 'name=abc', { length: '5000' })], hangUp: true })
		corpus.push({ label: `head cut short, then hang-up ${url}`, pieces: [bytes(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty`)], hangUp: true })
		corpus.push(one(`chunked body cut short ${url}`, bytes(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"nam`)))
		corpus.push({ label: `request in ten pieces ${url}`, pieces: chunk(http('POST', url, URLENCODED, 'name=Slow&email=slow%40example.com'), 10) })
	}
	corpus.push(one('two requests in one write', bytes('GET /faq HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\nGET /%00 HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n')))
	corpus.push(one('Expect: 100-continue with a 50 MB CV', http('POST', '/api/careerstore', { ...MULTIPART('b3'), Expect: '100-continue' }, '', { length: String(50 * 1024 * 1024) })))
	for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'HEAD']) corpus.push(one(`${method} on a form`, http(method, '/api/ContactUs/store', URLENCODED, 'name=x')))
	return corpus
}

/** Percent-encoded as a browser would; a lone surrogate (which encodeURIComponent refuses) goes as its UTF-8 replacement bytes. */
function percentEncoded(value: string): string {
	return [...Buffer.from(value, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('')
}

function chunk(buffer: Buffer, count: number): Buffer[] {
	const size = Math.ceil(buffer.length / count)
	return Array.from({ length: count }, (_, i) => buffer.subarray(i * size, (i + 1) * size)).filter((piece) => piece.length > 0)
}

/** A generated raw request: a method, an address or form with hostile text, a Host, a body in any encoding, sometimes cut. */
const rawRequest = fc
	.record({
		method: fc.constantFrom('GET', 'GET', 'POST', 'POST', 'POST', 'HEAD', 'PUT', 'get', 'G\u0000T'),
		target: fc.oneof(
			fc.constantFrom(...FORM_URLS),
			fc.tuple(fc.constantFrom(...ADDRESSES), hostileText, fc.boolean()).map(([address, value, raw]) =>
				address.replace(':x', raw ? value.replace(/[\s#?/]/g, (c) => encodeURIComponent(c)) : percentEncoded(value)),
			),
		),
		host: fc.oneof({ weight: 4, arbitrary: fc.constant('127.0.0.1') }, fc.constantFrom(null, 'x:99999', 'a@b', '[::1', '', 'evil.example'), fc.string({ maxLength: 20 })),
		encoding: fc.constantFrom<Encoding>('json', 'urlencoded', 'multipart', 'text'),
		contentEncoding: fc.option(fc.constantFrom('gzip', 'br', 'identity'), { freq: 6, nil: undefined }),
		fields: fieldsOf(['name', 'email', 'phone', 'content', 'blog_id', 'job_id', 'portfolio_item_id', 'technology', 'captcha_token', 'altcha', 'submission_id']),
		cut: fc.option(fc.integer({ min: 1, max: 200 }), { freq: 12, nil: undefined }),
	})
	.map(({ method, target, host, encoding, contentEncoding, fields, cut }): RawRequest => {
		const { headers, payload } = encode(fields, encoding)
		const body = method.toUpperCase() === 'POST' || method === 'PUT' ? Buffer.from(payload) : Buffer.alloc(0)
		const all = { ...headers, ...(contentEncoding ? { 'Content-Encoding': contentEncoding } : {}) }
		// Header values travel as bytes: characters a header cannot hold are sent as they are.
		const request = http(method, target, all, cut === undefined ? body : body.subarray(0, Math.max(0, body.length - cut)), {
			host: host === null ? null : host.replace(/[\r\n]/g, ''),
			length: cut === undefined ? undefined : String(body.length),
		})
		return { label: `${method} ${target.slice(0, 80)} Host=${JSON.stringify(host)} ${encoding}${contentEncoding ? ` ${contentEncoding}` : ''}${cut ? ` cut ${cut}` : ''}`, pieces: [request] }
	})

const TCP_SAMPLE_RUNS = 200

describe.each(ENGINES)('hostile bytes over real TCP connections on %s', (engine) => {
	let database: TestDatabase
	let app: FastifyInstance
	let port: number
	const statuses = new Map<number, number>()
	const unanswered: string[] = []
	const serverErrors: string[] = []

	beforeAll(async () => {
		database = await createTestDatabase(engine)
		const serverBuild = await build()
		// A body still arriving after two seconds is answered 408 (30 s in production).
		app = await createTestApp(database.db, { pages: { build: async () => serverBuild }, env: { RATE_LIMIT_MAX: '1000000', REQUEST_TIMEOUT_SECONDS: '2' } })
		await app.listen({ port: 0, host: '127.0.0.1' })
		port = (app.server.address() as net.AddressInfo).port
	})
	afterAll(async () => {
		const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a - b))
		console.info(`fuzz over TCP on ${engine}: ${[...statuses.values()].reduce((a, b) => a + b, 0) + unanswered.length} connections; answers by status ${JSON.stringify(counts)}; ${serverErrors.length} answered 5xx; ${unanswered.length} closed or timed out without an answer`)
		await app?.close()
		await database?.destroy()
	})

	/** Sends each request on its own connection, a few at a time, tallies the outcomes, and returns this run's failures. */
	async function run(requests: RawRequest[]): Promise<{ serverErrors: string[]; unanswered: string[] }> {
		const failures = { serverErrors: [] as string[], unanswered: [] as string[] }
		let next = 0
		await Promise.all(
			Array.from({ length: 8 }, async () => {
				while (next < requests.length) {
					const request = requests[next++]!
					const outcome = await exchange(port, request)
					if ('none' in outcome) {
						failures.unanswered.push(`${request.label}: ${outcome.none}`)
						continue
					}
					statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1)
					if (outcome.status >= 500) failures.serverErrors.push(`${request.label}: ${outcome.status}`)
				}
			}),
		)
		serverErrors.push(...failures.serverErrors)
		unanswered.push(...failures.unanswered)
		return failures
	}

	it('answers the fixed hostile corpus, every connection with a status below 500', async () => {
		const failures = await run(hostileCorpus())
		expect(failures).toEqual({ serverErrors: [], unanswered: [] })
	})

	it(`answers ${TCP_SAMPLE_RUNS} generated raw requests, every connection with a status below 500`, async () => {
		const failures = await run(fc.sample(rawRequest, { numRuns: TCP_SAMPLE_RUNS, seed: 20261124 }))
		expect(failures).toEqual({ serverErrors: [], unanswered: [] })
	})
})
