import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import http from 'node:http'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import autocannon from 'autocannon'
import { freePort, startServer } from './lib/server-process.ts'
import { defaultProcesses } from '../server/cluster.ts'
import { ensureBuild } from './lib/build.js'

/**
 * `npm run bench`: load-tests the production server on this machine, and
 * nginx serving the very same bytes beside it when nginx is installed
 * (`apt-get install nginx`), so each figure comes with its ratio to a static
 * file server measured in the same run, and, under the cached page, Node
 * processes answering the same bytes from a buffer (the most a hit can reach
 * with as many processes). It builds if needed and starts the
 * server on a fresh SQLite database with the demo content (and a second one
 * with the page cache off, for the uncached render); wrk drives each GET URL
 * over loopback (autocannon, from this process, when wrk is not installed),
 * autocannon the form post.
 *
 * Each GET URL is first loaded for --warmup seconds, unmeasured, on the site
 * and on nginx alike: V8 compiles a server's hot code while it runs, so its
 * first seconds say how fast it starts, not what it then answers.
 *
 *   npm run bench -- [--seconds 10] [--connections 64] [--warmup 3] [--rounds 1] [--only TEXT]
 *
 * --only measures the rows whose name holds TEXT (`--only "(cached)"`, `--only form`), with their
 * reference rows.
 *
 * With --rounds N, each GET row is measured N times in turn with nginx (site, nginx, site, …),
 * and its figures are the medians of the N runs, its ratio the median of the N ratios with their
 * range beside it: on a shared machine the same server moves by half between runs minutes apart,
 * and runs taken in turn keep each ratio to a baseline measured in the same seconds.
 *
 * `npm run bench -- --beacon` measures the page-view beacon alone (decision 043):
 * POST /api/beacon with one of the site's pages and a random referrer and
 * campaign each, so every key is new and the budgets on keys a day are reached
 * (decision 065), then the server's memory, and after a graceful stop whether
 * the counts written add up to the beacons answered.
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i >= 0 ? Number(args[i + 1]) : fallback
}
const seconds = option('seconds', 10)
const connections = option('connections', 64)
const warmup = option('warmup', 3)
const rounds = Math.max(1, Math.floor(option('rounds', 1)))
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined
const measured = (name: string) => only === undefined || name.includes(only)
const ENCODING = { 'accept-encoding': 'br, gzip' }
const wrk = which('wrk')

/**
 * How a row's requests are made. 'tracking': each with a new campaign and click id, as paid traffic
 * comes. 'control': the same per-request script making the same random query, which is then not
 * sent: wrk builds each request anew in Lua (on the same two cores as the server), so the tracked
 * URL is compared with a plain one that costs the load generator as much.
 */
type Requests = 'tracking' | 'control'

const trackingLua = (requests: Requests) => `
math.randomseed(os.time())
request = function()
  local query = "?utm_source=news" .. math.random(1, 1000000) .. "&utm_campaign=spring&gclid=" .. math.random(1, 2147483647) .. math.random(1, 2147483647)
  return wrk.format(nil, wrk.path${requests === 'tracking' ? ' .. query' : ''})
end
`

/** A random query string for autocannon's requests (made, and for the control not sent). */
const randomTrackingQuery = (requests: Requests) => {
	const query = `?utm_source=news${Math.floor(Math.random() * 1e6)}&utm_campaign=spring&gclid=${Math.random().toString(36).slice(2)}`
	return requests === 'tracking' ? query : ''
}

ensureBuild()
if (args.includes('--beacon')) {
	await benchBeacon()
	process.exit(0)
}
const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-')))
// The form post is limited per address; the benchmark is one address sending thousands,
// each with the smallest proof of work (the browser's work is not the server's to measure).
// The log level is the server's default (info) unless LOG_LEVEL says otherwise: what a user gets.
const logLevel = process.env.LOG_LEVEL ?? 'info'
const common = { DATABASE_URL: '', LOG_LEVEL: logLevel, RATE_LIMIT_MAX: '1000000', PROOF_OF_WORK_COST: '1' }
// As many server processes as the default start gives this machine, unless WEB_CONCURRENCY says.
const processes = Number(process.env.WEB_CONCURRENCY) || defaultProcesses()
const [cached, uncached] = await Promise.all([
	startServer({ ...common, DATA_DIR: dataDirs[0]! }),
	startServer({ ...common, DATA_DIR: dataDirs[1]!, PAGE_CACHE_MB: '0' }),
])
let nginx: { url: string; stop: () => void } | undefined
try {
	const post = ((await (await fetch(`${cached.url}/api/Blog/blog`)).json()) as { slug: string }[])[0]!
	const targets = [
		{ name: '/ (cached)', server: cached, path: '/' },
		// Every paid click's query is new (gclid, utm_*): it must hit the clean URL's entry.
		// Measured in turn with the same page through the same wrk script, its query not sent (the control).
		{ name: '/?utm_…&gclid=<random>', server: cached, path: '/', requests: 'tracking' as const },
		{ name: '/ (uncached)', server: uncached, path: '/' },
		{ name: '/blog', server: cached, path: '/blog' },
		{ name: 'a blog post', server: cached, path: `/blogdetail/${post.slug}` },
		{ name: 'a portfolio page', server: cached, path: '/portfolio/wordpress' },
		{ name: '/api/headerData', server: cached, path: '/api/headerData' },
		{ name: '/api/Blog/blog', server: cached, path: '/api/Blog/blog' },
		// A script under /assets, sent as the build compressed it: beside nginx sending the same file.
		{ name: 'the entry script', server: cached, path: await entryScriptPath(cached.url) },
	]
	// One file per path: the cached and uncached home pages are the same bytes.
	const paths = [...new Map(targets.map((target) => [target.path, { url: target.server.url + target.path, path: target.path }])).values()]
	nginx = await startNginx(paths)

	console.log(`${seconds} s per URL${rounds > 1 ? `, ${rounds} rounds in turn with nginx (medians)` : ''} after ${warmup} s of warm-up, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores, ${processes} server process${processes > 1 ? 'es' : ''} (WEB_CONCURRENCY ${process.env.WEB_CONCURRENCY || 'unset'}), LOG_LEVEL ${logLevel}, load from ${wrk ? 'wrk (GET) and autocannon (POST)' : 'autocannon (apt-get install wrk for a load generator that is not the limit)'}`)
	console.log(nginx ? 'nginx serves the same bytes (Brotli) from files: worker_processes auto, sendfile, tcp_nopush, multi_accept, 4096 connections a worker, no access log\n' : 'nginx is not installed: no static-file comparison (apt-get install nginx)\n')
	console.log(
		'URL'.padEnd(26) + 'req/s'.padStart(9) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'errors'.padStart(8) + (nginx ? 'nginx req/s'.padStart(13) + 'ratio'.padStart(8) + (rounds > 1 ? 'range'.padStart(14) : '') : ''),
	)
	for (const target of targets.filter((target) => measured(target.name))) {
		const staticsUrl = nginx && nginx.url + target.path
		if (target.requests === 'tracking') {
			const [tracked, control] = await inTurn(
				[
					[target.server.url + target.path, 'tracking'],
					[target.server.url + target.path, 'control'],
				],
				staticsUrl,
			)
			print(target.name, tracked)
			print('/ (same script, no query)', control)
			const shares = tracked.runs.map((run, i) => run.rps / control.runs[i]!.rps)
			console.log(`${'  tracked ÷ control'.padEnd(26)}${median(shares).toFixed(3).padStart(9)}${shares.length > 1 ? `  (rounds: ${shares.map((share) => share.toFixed(3)).join(', ')})` : ''}`)
		} else print(target.name, await inTurnOne(target.server.url + target.path, staticsUrl))
		if (target === targets[0]) for (const count of new Set([processes, 1])) await printNodeCeiling(target.server.url + target.path, staticsUrl, count)
		// The same page from one server process, beside the default's several (decision 059).
		if (processes > 1 && (target === targets[0] || target.server === uncached)) await printOneProcess(target.server === uncached ? { ...common, PAGE_CACHE_MB: '0' } : common, target.path, staticsUrl)
	}

	if (measured('form POST (quick contact)')) print('form POST (quick contact)', { site: await benchFormPost(cached.url) })
} finally {
	nginx?.stop()
	await Promise.all([cached.stop(), uncached.stop()])
	for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
}

/** Quick-contact messages, each valid with its own captcha answered and proof of work: committed to SQLite before the reply. */
async function benchFormPost(siteUrl: string): Promise<Figures> {
	const tokens: { code: string; token: string; altcha: string }[] = []
	const wanted = Math.max(2000, seconds * 1000)
	const answered = async () => {
		const { code, token } = (await (await fetch(`${siteUrl}/api/captcha`)).json()) as { code: string; token: string }
		const challenge = (await (await fetch(`${siteUrl}/api/altcha/challenge`)).json()) as Challenge
		const solution = await solveChallenge({ challenge, deriveKey })
		return { code, token, altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }
	}
	while (tokens.length < wanted) {
		const batch = await Promise.allSettled(Array.from({ length: 20 }, answered))
		// A keep-alive socket the server closed under a request is no reason to stop: ask again.
		for (const result of batch) if (result.status === 'fulfilled') tokens.push(result.value)
	}
	let next = 0
	return load({
		url: `${siteUrl}/api/Quickcontact/storecontact`,
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		amount: tokens.length,
		requests: [
			{
				setupRequest: (request) => {
					const { code, token, altcha } = tokens[next++ % tokens.length]!
					const body = new URLSearchParams({ name: 'Bench Visitor', phone: '9876543210', email: 'bench@example.com', content: 'Benchmark message', user_captcha: code, captcha_token: token, altcha })
					return { ...request, body: body.toString() }
				},
			},
		],
	})
}

/**
 * An autocannon run, its rate taken over the time from its start to its last answer. autocannon's
 * own average is over whole seconds, and a run of a fixed number of requests (the form post's)
 * ends at its next one-second tick: 6,000 posts answered in 3.2 s showed as 1,500/s.
 */
async function load(options: autocannon.Options): Promise<Figures> {
	const started = performance.now()
	let answered = started
	const result = await new Promise<autocannon.Result>((resolve, reject) => {
		const run = autocannon({ connections, duration: seconds, ...options }, (error, done) => (error ? reject(error) : resolve(done)))
		run.on('response', () => {
			answered = performance.now()
		})
	})
	return {
		rps: result.requests.total / ((answered - started) / 1000),
		p50: result.latency.p50,
		p99: result.latency.p99,
		errors: result.errors + result.non2xx,
	}
}

interface Figures {
	rps: number
	p50: number
	p99: number
	errors: number
}

/** What a row prints: the site's figures, and nginx's with the ratios of each round when nginx ran beside it. */
interface Row {
	site: Figures
	statics?: Figures
	ratios?: number[]
}

type RowOfRuns = Row & { runs: Figures[] }

/** A site URL to measure, and how its requests are made (by default one fixed request). */
type Measured = [url: string, requests?: Requests]

/**
 * Site URLs, each its own row, and the same path from nginx when given, each warmed up and then
 * measured `rounds` times in turn. Each figure is the median of its runs, each ratio that of a site
 * run to the nginx run of its round; nginx's requests are made as the first URL's.
 */
async function inTurn<const Sites extends readonly Measured[]>(sites: Sites, staticsUrl: string | undefined): Promise<{ [I in keyof Sites]: RowOfRuns }> {
	const staticRequests = sites[0]?.[1]
	for (const [url, requests] of sites) if (warmup > 0) await runGet(url, warmup, requests)
	if (staticsUrl && warmup > 0) await runGet(staticsUrl, warmup, staticRequests)
	const runs: Figures[][] = sites.map(() => [])
	const statics: Figures[] = []
	for (let round = 0; round < rounds; round++) {
		for (const [i, [url, requests]] of sites.entries()) runs[i]!.push(await runGet(url, seconds, requests))
		if (staticsUrl) statics.push(await runGet(staticsUrl, seconds, staticRequests))
	}
	return runs.map((site) =>
		staticsUrl ? { site: medianOf(site), runs: site, statics: medianOf(statics), ratios: site.map((run, i) => run.rps / statics[i]!.rps) } : { site: medianOf(site), runs: site },
	) as { [I in keyof Sites]: RowOfRuns }
}

/** One site URL's row, in turn with nginx when given. */
async function inTurnOne(url: string, staticsUrl: string | undefined): Promise<RowOfRuns> {
	const [row] = await inTurn([[url]], staticsUrl)
	return row
}

/** Each figure's median over the runs (errors: their sum). */
function medianOf(runs: Figures[]): Figures {
	return {
		rps: median(runs.map((run) => run.rps)),
		p50: median(runs.map((run) => run.p50)),
		p99: median(runs.map((run) => run.p99)),
		errors: runs.reduce((sum, run) => sum + run.errors, 0),
	}
}

function median(values: number[]): number {
	const sorted = [...values].sort((a, b) => a - b)
	const middle = sorted.length >> 1
	return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/**
 * One GET run: with wrk (C, two threads) when it is installed, since
 * autocannon, running in Node, is itself the limit past about 20,000
 * requests a second on two cores; autocannon otherwise.
 */
async function runGet(url: string, duration: number, requests?: Requests): Promise<Figures> {
	if (wrk) {
		const scriptDir = requests && fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-wrk-'))
		const script = scriptDir ? ['-s', path.join(scriptDir, `${requests}.lua`)] : []
		if (scriptDir) fs.writeFileSync(script[1]!, trackingLua(requests))
		let output: string
		try {
			output = execFileSync(wrk, ['-t2', `-c${connections}`, `-d${duration}s`, '--latency', ...script, '-H', `accept-encoding: ${ENCODING['accept-encoding']}`, url], { encoding: 'utf8' })
		} finally {
			if (scriptDir) fs.rmSync(scriptDir, { recursive: true, force: true })
		}
		const ms = (label: string) => {
			const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s)`, 'm').exec(output)
			if (!match) return NaN
			return Number(match[1]) * (match[2] === 'us' ? 0.001 : match[2] === 's' ? 1000 : 1)
		}
		const count = (pattern: RegExp) => Number(pattern.exec(output)?.[1] ?? 0)
		const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
		return {
			rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
			p50: ms('50%'),
			p99: ms('99%'),
			errors: count(/Non-2xx or 3xx responses: (\d+)/) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
		}
	}
	if (requests) return load({ url, headers: ENCODING, duration, requests: [{ setupRequest: (request) => ({ ...request, path: `${new URL(url).pathname}${randomTrackingQuery(requests)}` }) }] })
	return load({ url, headers: ENCODING, duration })
}

function print(name: string, { site, statics, ratios = [] }: Row) {
	const range = ratios.length > 1 ? `${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}` : ''
	console.log(
		name.padEnd(26) +
			String(Math.round(site.rps)).padStart(9) +
			site.p50.toFixed(1).padStart(8) +
			site.p99.toFixed(1).padStart(8) +
			String(site.errors).padStart(8) +
			(statics ? String(Math.round(statics.rps)).padStart(13) + median(ratios).toFixed(3).padStart(8) + range.padStart(14) : ''),
	)
}

/**
 * The reference rows under the cached page: as many Node processes as the server runs (on one port,
 * with Node's cluster module, as the server does), answering the same bytes with the same headers
 * from a buffer, nothing else (node:http, no framework, no cache lookup). It is the most a cache hit
 * can reach on this machine with that many processes, so the hit path's cost is its distance to this
 * row, and a ratio to nginx above this row's needs more processes, not a faster hit.
 */
async function printNodeCeiling(url: string, staticsUrl: string | undefined, count: number): Promise<void> {
	const { headers, body } = await rawGet(url)
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-node-'))
	const head = Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name))
	fs.writeFileSync(path.join(dir, 'body'), body)
	fs.writeFileSync(path.join(dir, 'head.json'), JSON.stringify(head.flat()))
	const port = await freePort()
	const program = `
		const cluster = require('node:cluster'), fs = require('node:fs'), http = require('node:http')
		if (${count} > 1 && cluster.isPrimary) for (let i = 0; i < ${count}; i++) cluster.fork()
		else {
			const body = fs.readFileSync(${JSON.stringify(path.join(dir, 'body'))}), head = JSON.parse(fs.readFileSync(${JSON.stringify(path.join(dir, 'head.json'))}, 'utf8'))
			http.createServer((request, response) => { response.writeHead(200, head); response.end(body) }).listen(${port}, '127.0.0.1')
		}`
	// A file, not -e: the cluster's workers run the primary's script again.
	fs.writeFileSync(path.join(dir, 'server.cjs'), program)
	const child = spawn(process.execPath, [path.join(dir, 'server.cjs')], { stdio: 'ignore' })
	try {
		const ceiling = `http://127.0.0.1:${port}${new URL(url).pathname}`
		const name = `  node:http, ${count} process${count > 1 ? 'es' : ''}`
		if (!(await answers(ceiling, child))) return console.log(`${name}: did not start`)
		// In turn with nginx serving the same page, as its row is.
		print(name, await inTurnOne(ceiling, staticsUrl))
	} finally {
		child.kill()
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

/** A page from a server of one process (WEB_CONCURRENCY=1), in turn with nginx serving the same page. */
async function printOneProcess(env: Record<string, string>, pagePath: string, staticsUrl: string | undefined): Promise<void> {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
	const server = await startServer({ ...env, DATA_DIR: dataDir, WEB_CONCURRENCY: '1' })
	try {
		print('  one server process', await inTurnOne(server.url + pagePath, staticsUrl))
	} finally {
		await server.stop()
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
}

/** A GET with the benchmark's Accept-Encoding, its body as it came over the wire (fetch would decode it). */
async function rawGet(url: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
	return new Promise((resolve, reject) => {
		http.get(url, { headers: ENCODING, agent: false }, (response) => {
			const chunks: Buffer[] = []
			response.on('data', (chunk: Buffer) => chunks.push(chunk))
			response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }))
			response.on('error', reject)
		}).on('error', reject)
	})
}

/**
 * The app's entry script (a hashed file under /assets, the largest a first load can ask for): the
 * public pages are pages of islands, which never load it, so it is read from the back office's
 * sign-in page, which the router hydrates.
 */
async function entryScriptPath(siteUrl: string): Promise<string> {
	const match = /\/assets\/entry\.client-[\w-]+\.js/.exec(await (await fetch(siteUrl + '/admin/login')).text())
	if (!match) throw new Error('The back office sign-in page names no entry script')
	return match[0]
}

/** nginx on a free port, one exact location per URL holding the bytes the site sent (Brotli), with the same type. */
async function startNginx(pages: { url: string; path: string }[]): Promise<{ url: string; stop: () => void } | undefined> {
	const binary = which('nginx')
	if (!binary) return undefined
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-nginx-'))
	// nginx's workers drop root for an unprivileged user, who must be able to read the files.
	fs.chmodSync(dir, 0o755)
	const locations: string[] = []
	for (const [i, page] of pages.entries()) {
		// The very bytes the site sends (its Brotli, quality 9), not decoded and encoded again: a
		// Brotli of nginx's own at quality 11 was 10 % smaller for / and flattered nginx.
		const response = await rawGet(page.url)
		if (response.headers['content-encoding'] !== 'br') throw new Error(`${page.url} was not sent as Brotli`)
		const file = path.join(dir, `page-${i}.br`)
		fs.writeFileSync(file, response.body)
		const type = String(response.headers['content-type'] ?? 'application/octet-stream')
		locations.push(`location = ${page.path} { default_type "${type}"; add_header content-encoding br; add_header vary accept-encoding; try_files /${path.basename(file)} =404; }`)
	}
	const port = await freePort()
	const config = path.join(dir, 'nginx.conf')
	fs.writeFileSync(
		config,
		[
			'worker_processes auto;',
			'daemon off;',
			`pid ${dir}/nginx.pid;`,
			`error_log ${dir}/error.log warn;`,
			// Tuned as a static server in production would be: the fair baseline for the ratio.
			'events { worker_connections 4096; multi_accept on; }',
			'http {',
			'  access_log off;',
			'  sendfile on;',
			'  tcp_nopush on;',
			'  tcp_nodelay on;',
			'  open_file_cache max=100 inactive=60s;',
			'  keepalive_requests 100000;',
			`  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
			'  types {}',
			`  server { listen 127.0.0.1:${port}; root ${dir}; ${locations.join(' ')} }`,
			'}',
		].join('\n'),
	)
	const child: ChildProcess = spawn(binary, ['-c', config, '-p', dir], { stdio: 'ignore' })
	const url = `http://127.0.0.1:${port}`
	if (!(await answers(url + pages[0]!.path, child))) {
		child.kill('SIGQUIT')
		console.log(`nginx did not start (see ${dir}/error.log): no static-file comparison`)
		return undefined
	}
	return {
		url,
		stop: () => {
			child.kill('SIGQUIT')
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}

/** Whether a server the bench started answers the URL with 200 within five seconds, while its process runs. */
async function answers(url: string, child: ChildProcess): Promise<boolean> {
	for (let tries = 0; tries < 50 && child.exitCode === null; tries++) {
		if (await fetch(url).then((response) => response.ok, () => false)) return true
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	return false
}

/** A program's path on PATH or in /usr/sbin, or undefined. */
function which(name: string): string | undefined {
	for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/local/sbin']) {
		const candidate = path.join(dir, name)
		if (dir && fs.existsSync(candidate)) return candidate
	}
	return undefined
}

/** The page-view beacon under load: random keys, the server's memory before and after, and the counts written. */
async function benchBeacon(): Promise<void> {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
	// One address sends everything here: the per-address limit is lifted for the run.
	const server = await startServer({ DATABASE_URL: '', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ANALYTICS_RATE_LIMIT: '10000000' })
	try {
		const rss = () => Number(execFileSync('ps', ['-o', 'rss=', '-p', String(server.child.pid)]).toString().trim()) / 1024
		const headers = { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36', 'sec-fetch-site': 'same-origin' }
		const random = () => Math.random().toString(36).slice(2, 10)
		// Pages the site has (a made-up path is not counted, decision 065), with referrers and campaigns made up each time.
		const pages = ['/', '/faq', '/services', '/blog', '/career', '/contact-us']
		const body = () => JSON.stringify({ p: pages[Math.floor(Math.random() * pages.length)], r: `${random()}.example`, s: 'bench', c: random(), d: 'mobile', l: 1 })
		// Warm-up, unmeasured.
		await load({ url: `${server.url}/api/beacon`, method: 'POST', headers, duration: warmup, requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] })
		const before = rss()
		const figures = await load({ url: `${server.url}/api/beacon`, method: 'POST', headers, requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }] })
		const after = rss()
		console.log(`${seconds} s, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`)
		console.log('URL'.padEnd(26) + 'req/s'.padStart(9) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'errors'.padStart(8))
		print('beacon POST (random keys)', { site: figures })
		console.log(`server RSS ${before.toFixed(0)} MB before, ${after.toFixed(0)} MB after`)
	} finally {
		await server.stop()
	}
	// Written at the graceful stop: the day's rows stay within the cap, and the views add up.
	const Database = (await import('better-sqlite3')).default
	const db = new Database(path.join(dataDir, 'site.db'), { readonly: true })
	const totals = db.prepare('select count(*) as keys, sum(views) as views from page_views').get() as { keys: number; views: number }
	db.close()
	console.log(`written: ${totals.keys} keys, ${totals.views} views (warm-up included)`)
	fs.rmSync(dataDir, { recursive: true, force: true })
}
