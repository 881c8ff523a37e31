import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { startServer } from './lib/server-process.ts'
import { ensureBuild } from './lib/build.ts'

/**
 * `npm run bench`: load-tests the production server on this machine. It
 * builds if needed, starts the server on a fresh SQLite database with the
 * demo content, and drives each URL with autocannon from this process
 * (loopback only), printing requests per second and latency percentiles.
 *
 *   npm run bench -- [--seconds 10] [--connections 20] [--page-cache-mb 128]
 *
 * `--page-cache-mb 0` turns the page cache off, to measure rendering itself.
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i >= 0 ? Number(args[i + 1]) : fallback
}
const seconds = option('seconds', 10)
const connections = option('connections', 20)
const pageCacheMb = option('page-cache-mb', 128)

const TARGETS = [
	{ name: 'home page', path: '/' },
	{ name: 'blog list', path: '/blog' },
	{ name: 'blog post', path: '/blogdetail/1' },
	{ name: 'portfolio page', path: '/portfolio/wordpress' },
	{ name: 'API blog list', path: '/api/Blog/blog' },
	{ name: 'API header data', path: '/api/headerData' },
]

ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-'))
const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', PAGE_CACHE_MB: String(pageCacheMb) })
try {
	console.log(`${seconds} s per URL, ${connections} connections, page cache ${pageCacheMb} MB, Node ${process.version}, ${os.cpus().length} cores\n`)
	console.log('URL'.padEnd(26) + 'req/s'.padStart(9) + 'p50 ms'.padStart(9) + 'p99 ms'.padStart(9) + 'errors'.padStart(9))
	for (const target of TARGETS) {
		const result = await autocannon({
			url: server.url + target.path,
			connections,
			duration: seconds,
			headers: { 'accept-encoding': 'br, gzip' },
		})
		const errors = result.errors + result.non2xx
		console.log(
			`${target.name} ${target.path}`.padEnd(26) +
				String(Math.round(result.requests.average)).padStart(9) +
				String(result.latency.p50).padStart(9) +
				String(result.latency.p99).padStart(9) +
				String(errors).padStart(9),
		)
	}
} finally {
	await server.stop()
	fs.rmSync(dataDir, { recursive: true, force: true })
}
