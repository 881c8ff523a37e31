import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import autocannon from 'autocannon'
import { freePort, startServer } from './lib/server-process.ts'
import { ensureBuild } from './lib/build.ts'

/**
 * `npm run bench`: load-tests the production server on this machine, and
 * nginx serving the very same bytes beside it when nginx is installed
 * (`apt-get install nginx`), so each figure comes with its ratio to a static
 * file server measured in the same run. It builds if needed and starts the
 * server on a fresh SQLite database with the demo content (and a second one
 * with the page cache off, for the uncached render); autocannon drives each
 * URL from this process over loopback.
 *
 *   npm run bench -- [--seconds 10] [--connections 64]
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i >= 0 ? Number(args[i + 1]) : fallback
}
const seconds = option('seconds', 10)
const connections = option('connections', 64)
const ENCODING = { 'accept-encoding': 'br, gzip' }

ensureBuild()
const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-')))
// The form post is limited per address; the benchmark is one address sending thousands.
const common = { DATABASE_URL: '', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '1000000' }
const [cached, uncached] = await Promise.all([
	startServer({ ...common, DATA_DIR: dataDirs[0]! }),
	startServer({ ...common, DATA_DIR: dataDirs[1]!, PAGE_CACHE_MB: '0' }),
])
let nginx: { url: string; stop: () => void } | undefined
try {
	const post = ((await (await fetch(`${cached.url}/api/Blog/blog`)).json()) as { slug: string }[])[0]!
	const targets = [
		{ name: '/ (cached)', server: cached, path: '/' },
		{ name: '/ (uncached)', server: uncached, path: '/' },
		{ name: '/blog', server: cached, path: '/blog' },
		{ name: 'a blog post', server: cached, path: `/blogdetail/${post.slug}` },
		{ name: 'a portfolio page', server: cached, path: '/portfolio/wordpress' },
		{ name: '/api/headerData', server: cached, path: '/api/headerData' },
		{ name: '/api/Blog/blog', server: cached, path: '/api/Blog/blog' },
	]
	nginx = await startNginx(targets.map((target) => ({ url: target.server.url + target.path, path: target.path })))

	console.log(`${seconds} s per URL, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores`)
	console.log(nginx ? 'nginx serves the same bytes (Brotli) from files, worker_processes auto\n' : 'nginx is not installed: no static-file comparison (apt-get install nginx)\n')
	console.log(
		'URL'.padEnd(22) + 'req/s'.padStart(9) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'errors'.padStart(8) + (nginx ? 'nginx req/s'.padStart(13) + 'ratio'.padStart(8) : ''),
	)
	for (const target of targets) {
		const site = await load({ url: target.server.url + target.path, headers: ENCODING })
		const statics = nginx ? await load({ url: nginx.url + target.path, headers: ENCODING }) : undefined
		print(target.name, site, statics)
	}

	// A valid quick-contact message, each with its own captcha answered: committed to SQLite before the reply.
	const tokens: { code: string; token: string }[] = []
	const wanted = Math.max(2000, seconds * 1000)
	while (tokens.length < wanted) {
		const batch = await Promise.all(Array.from({ length: 50 }, async () => (await fetch(`${cached.url}/api/captcha`)).json() as Promise<{ code: string; token: string }>))
		tokens.push(...batch)
	}
	let next = 0
	const form = await load({
		url: `${cached.url}/api/Quickcontact/storecontact`,
		method: 'POST',
		headers: { 'content-type': 'application/x-www-form-urlencoded' },
		amount: tokens.length,
		requests: [
			{
				setupRequest: (request) => {
					const { code, token } = tokens[next++ % tokens.length]!
					const body = new URLSearchParams({ name: 'Bench Visitor', phone: '9876543210', email: 'bench@example.com', content: 'Benchmark message', user_captcha: code, captcha_token: token })
					return { ...request, body: body.toString() }
				},
			},
		],
	})
	print('form POST (quick contact)', form)
} finally {
	nginx?.stop()
	await Promise.all([cached.stop(), uncached.stop()])
	for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true })
}

async function load(options: autocannon.Options): Promise<autocannon.Result> {
	return autocannon({ connections, duration: seconds, ...options })
}

function print(name: string, site: autocannon.Result, statics?: autocannon.Result) {
	const errors = site.errors + site.non2xx
	const ratio = statics ? (site.requests.average / statics.requests.average).toFixed(3) : ''
	console.log(
		name.padEnd(22) +
			String(Math.round(site.requests.average)).padStart(9) +
			String(site.latency.p50).padStart(8) +
			String(site.latency.p99).padStart(8) +
			String(errors).padStart(8) +
			(statics ? String(Math.round(statics.requests.average)).padStart(13) + ratio.padStart(8) : ''),
	)
}

/** nginx on a free port, one exact location per URL holding the bytes the site sent (Brotli), with the same type. */
async function startNginx(pages: { url: string; path: string }[]): Promise<{ url: string; stop: () => void } | undefined> {
	let binary: string
	try {
		binary = execFileSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' }).trim().split('\n')[0]!
	} catch {
		return undefined
	}
	if (!binary) return undefined
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-nginx-'))
	const locations: string[] = []
	for (const [i, page] of pages.entries()) {
		const response = await fetch(page.url, { headers: ENCODING })
		const file = path.join(dir, `page-${i}.br`)
		// fetch decodes what it receives: encode it again the way the site sends it.
		fs.writeFileSync(file, brotliCompressSync(Buffer.from(await response.arrayBuffer())))
		const type = response.headers.get('content-type') ?? 'application/octet-stream'
		locations.push(`location = ${page.path} { default_type "${type}"; add_header content-encoding br; add_header vary accept-encoding; alias ${file}; }`)
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
			'events { worker_connections 1024; }',
			'http {',
			'  access_log off;',
			'  sendfile on;',
			'  keepalive_requests 100000;',
			`  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
			'  types {}',
			`  server { listen 127.0.0.1:${port}; ${locations.join(' ')} }`,
			'}',
		].join('\n'),
	)
	const child: ChildProcess = spawn(binary, ['-c', config, '-p', dir], { stdio: 'ignore' })
	const url = `http://127.0.0.1:${port}`
	for (let tries = 0; tries < 50; tries++) {
		try {
			if ((await fetch(url + pages[0]!.path)).ok) break
		} catch {
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
	}
	return {
		url,
		stop: () => {
			child.kill('SIGQUIT')
			fs.rmSync(dir, { recursive: true, force: true })
		},
	}
}
