import { pathToFileURL } from 'node:url'
import fc from 'fast-check'
import type { FastifyInstance, InjectOptions } from 'fastify'
import type { ServerBuild } from 'react-router'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LEAD_FORMS } from '#app/features/forms/forms.schema.ts'
import { BUILD_ENTRY } from '#server/paths.ts'
import { createTestApp } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'

/**
 * Property-based fuzzing of every form post and every address with a
 * parameter, on each engine, within a fixed budget of runs: whatever arrives,
 * the server answers below 500 and stores no markup in a name.
 */
const build = async () => (await import(pathToFileURL(BUILD_ENTRY).href)) as ServerBuild
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
	quickContact: ['name', 'phone', 'email', 'content', 'user_captcha', 'footer_captcha', 'captcha_token', 'submission_id'],
	contactUs: ['name', 'mobile_no', 'email_id', 'cont_details', 'user_captcha_input', 'captcha_match', 'captcha_token', 'submission_id'],
	comment: ['blog_id', 'name', 'email', 'phone', 'comment', 'user_captcha_input', 'captcha_match', 'captcha_token', 'submission_id'],
	quote: ['name', 'email', 'phone', 'website', 'company', 'budget', 'how_know', 'content', 'technology', 'portfolio_item_id', 'user_captcha', 'footer_captcha', 'captcha_token', 'altcha', 'submission_id'],
	career: ['job_id', 'job_name', 'job_email', 'phone', 'current_salary', 'salary', 'desciption', 'user_captcha_input', 'captcha_match', 'captcha_token', 'submission_id'],
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
