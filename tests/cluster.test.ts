import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { changeContent } from '#database/content-version.ts'
import { openDatabase } from '#database/db.ts'
import { type RunningServer, runFailingServer, startServer } from '#scripts/lib/server-process.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { powPayloadOver } from '#tests/setup/forms.ts'

/**
 * The server as `npm start` runs it on a machine with several cores: one primary
 * and its workers on one port and one SQLite file (decision 059). Each request
 * here goes on a connection of its own, which the primary hands to the workers
 * in turn, so consecutive requests meet different processes, as visitors do.
 */

const RATE_LIMIT_MAX = 3

interface Answer {
	status: number
	headers: http.IncomingHttpHeaders
	body: string
}

/** One request on a new connection, closed after it; an error after 10 s without an answer. */
function request(url: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
	return new Promise((resolve, reject) => {
		const sent = http.request(url, { method, agent: false, headers: { connection: 'close', ...headers } }, (response) => {
			let text = ''
			response.setEncoding('utf8')
			response.on('data', (chunk: string) => (text += chunk))
			response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }))
		})
		sent.on('error', reject)
		sent.setTimeout(10_000, () => sent.destroy(new Error(`${method} ${url}: no answer in 10 s`)))
		sent.end(body)
	})
}

/** The process ids of the primary's workers. */
const workersOf = (server: RunningServer): number[] => {
	try {
		return execFileSync('pgrep', ['-P', String(server.child.pid)], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number)
	} catch {
		return []
	}
}

/** The process ids that logged a request line for this URL. */
const pidsServing = (server: RunningServer, url: string): Set<number> =>
	new Set(
		server
			.output()
			.split('\n')
			.filter((line) => line.includes('"msg":"request"') && line.includes(`"url":"${url}"`))
			.map((line) => (JSON.parse(line) as { pid: number }).pid),
	)

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
	const deadline = Date.now() + timeoutMs
	while (!(await condition())) {
		if (Date.now() > deadline) throw new Error(`waited ${timeoutMs} ms for ${what}`)
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
}

/** A figure of /metrics (every process's added up). */
async function figure(server: RunningServer, name: string): Promise<number> {
	const text = (await request(`${server.url}/metrics`)).body
	return Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN)
}

describe('several server processes on one port and one SQLite file', () => {
	let server: RunningServer
	const dataDir = tempDataDir()

	beforeAll(async () => {
		server = await startServer({
			WEB_CONCURRENCY: '2',
			DATABASE_URL: '',
			DATA_DIR: dataDir,
			LOG_LEVEL: 'info',
			RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
			PROOF_OF_WORK_COST: '1',
			COMMENTS_AUTO_APPROVE: 'true',
		})
		// startServer returns once one worker answers: wait for the other to be listening too.
		await until(() => (server.output().match(/Server listening at/g) ?? []).length >= 2, 60_000, 'both workers to listen')
	})

	afterAll(async () => {
		await server?.stop()
	})

	it('answers from two worker processes, the connections taking turns', async () => {
		expect(workersOf(server)).toHaveLength(2)
		// A per-visitor answer, never kept (a kept page is made once, by one process, for all: decision 094).
		for (let i = 0; i < 6; i++) expect((await request(`${server.url}/api/captcha`)).status).toBe(200)
		expect(pidsServing(server, '/api/captcha').size).toBe(2)
	})

	it('checks a code issued by one process in another, and counts one form limit for all of them', async () => {
		const url = '/api/Quickcontact/storecontact'
		const visitors = await Promise.all(
			Array.from({ length: RATE_LIMIT_MAX + 1 }, async () => {
				const { code, token } = (await (await fetch(`${server.url}/api/captcha`)).json()) as { code: string; token: string }
				return new URLSearchParams({ name: 'Ada Lovelace', phone: '9876543210', email: `ada-${randomBytes(3).toString('hex')}@example.com`, content: 'A message', user_captcha: code, captcha_token: token, altcha: await powPayloadOver(server.url) })
			}),
		)
		// One after the other, each on a connection of its own: the processes take turns, each counting some.
		const answers: Answer[] = []
		for (const body of visitors) answers.push(await request(`${server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() }))
		expect(pidsServing(server, url).size).toBe(2)
		// Each process counting alone would have let all four through.
		expect(answers.filter((answer) => answer.status === 200 && JSON.parse(answer.body).success === 1)).toHaveLength(RATE_LIMIT_MAX)
		const refused = answers.filter((answer) => answer.status === 429)
		expect(refused).toHaveLength(1)
		expect(refused[0]!.body).toMatch(/Please wait \d+ seconds/)
	})

	it("shows a comment stored through one process on every process's cached page at once", async () => {
		const posts = JSON.parse((await request(`${server.url}/api/Blog/blog`)).body) as { id: number; slug: string }[]
		const post = posts[0]!
		const page = `${server.url}/blogdetail/${post.slug}`
		// Both processes render the post and keep it.
		for (let i = 0; i < 4; i++) await request(page)
		const cached = await Promise.all([request(page), request(page)])
		expect(cached.map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT'])

		const text = `Seen by every process ${randomBytes(4).toString('hex')}`
		const { code, token } = JSON.parse((await request(`${server.url}/api/captcha`, { headers: { 'x-forwarded-for': '10.0.0.9' } })).body) as { code: string; token: string }
		const sent = await request(`${server.url}/api/blogdetail/store`, {
			method: 'POST',
			headers: { 'content-type': 'application/json' },
			body: JSON.stringify({ blog_id: post.id, name: 'Mei Lin', email: 'mei@example.com', phone: '6591234567', comment: text, user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha: await powPayloadOver(server.url) }),
		})
		expect(JSON.parse(sent.body)).toMatchObject({ success: 1 })
		// Well within the database counter's one-second poll: the primary passed the change on.
		const after = [await request(page), await request(page), await request(page), await request(page)]
		expect(after.map((answer) => answer.body.includes(text))).toEqual([true, true, true, true])
	})

	it('adds up the figures of every process in /metrics', async () => {
		// A per-visitor answer, never kept, so each request is logged by the process that made it.
		const count = (metrics: string) => Number(/http_request_duration_seconds_count\{method="GET",route="\/api\/captcha",status="2xx"\} (\d+)/.exec(metrics)?.[1] ?? 0)
		const before = count((await request(`${server.url}/metrics`)).body)
		const pids = pidsServing(server, '/api/captcha').size
		for (let i = 0; i < 4; i++) await request(`${server.url}/api/captcha`)
		expect(pidsServing(server, '/api/captcha').size).toBe(Math.max(pids, 2))
		const metrics = (await request(`${server.url}/metrics`)).body
		// Four answered by two processes, counted as one figure.
		expect(count(metrics) - before).toBe(4)
		expect(metrics).toMatch(/^lead_spool_waiting 0$/m)
	})

	it('renders a page once after a change, for every process: one renders, the others wait for it and take it', async () => {
		// A write from elsewhere (a command-line task): each process hears of it from the counter.
		const db = await openDatabase({ sqliteFile: path.join(dataDir, 'site.db') })
		const heard = await figure(server, 'page_cache_changes')
		try {
			await changeContent(db, 'faqs', async () => undefined)
		} finally {
			await db.destroy()
		}
		await until(async () => (await figure(server, 'page_cache_changes')) >= heard + 2, 10_000, 'both processes to hear of the change')

		const [misses, shared] = [await figure(server, 'page_cache_misses'), await figure(server, 'page_cache_shared')]
		const answers = await Promise.all(Array.from({ length: 6 }, () => request(`${server.url}/faq`)))
		expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
		expect(answers.map((answer) => answer.headers['x-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS'])
		expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
		// One render on the whole machine (the other two are the /metrics reads after the first), the other process took the page.
		expect((await figure(server, 'page_cache_misses')) - misses).toBe(3)
		expect(await figure(server, 'page_cache_shared')).toBeGreaterThan(shared)

		// A page one process renders unasked is in the other's cache before its first visitor asks.
		const before = await figure(server, 'page_cache_shared')
		expect((await request(`${server.url}/services`)).headers['x-cache']).toBe('MISS')
		await until(async () => (await figure(server, 'page_cache_shared')) > before, 5000, 'the other process to take the page')
		const next = await Promise.all([request(`${server.url}/services`), request(`${server.url}/services`)])
		expect(next.map((answer) => answer.headers['x-cache'])).toEqual(['HIT', 'HIT'])
	})

	it('starts a worker again when it stops, serving all the while, and stops them all on SIGTERM', async () => {
		const [victim, other] = workersOf(server)
		process.kill(victim!, 'SIGKILL')
		// (A connection handed to the worker in the instant it died is lost with it, as with one process.)
		await until(() => /server process \d stopped; starting it again/.test(server.output()), 10_000, 'the primary to see the worker stop')
		// The other worker answers while the new one starts.
		for (let i = 0; i < 4; i++) expect((await request(`${server.url}/api/headerData`)).status).toBe(200)
		await until(() => workersOf(server).length === 2 && !workersOf(server).includes(victim!), 30_000, 'a new worker')
		expect(workersOf(server)).toContain(other)

		const workers = workersOf(server)
		const exited = new Promise<number | null>((resolve) => server.child.once('exit', resolve))
		server.child.kill('SIGTERM')
		expect(await exited).toBe(0)
		for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow()
	})
})

describe('several server processes that cannot start', () => {
	it('end the start with exit code 1 and the reason when the port is taken', async () => {
		const taken = net.createServer()
		await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
		const { port } = taken.address() as net.AddressInfo
		try {
			const { code, stderr } = await runFailingServer({ WEB_CONCURRENCY: '2', HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: '', DATA_DIR: tempDataDir() })
			expect(code).toBe(1)
			expect(stderr).toMatch(/EADDRINUSE/)
			expect(stderr).toMatch(/server process \d could not start/)
		} finally {
			taken.close()
		}
	})
})
