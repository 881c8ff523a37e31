import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { sql } from 'kysely'
import { changeContent } from '#database/content-version.ts'
import { openDatabase } from '#database/db.ts'
import { defaultProcesses } from '#server/cluster.ts'
import { ensureBuild } from './lib/build.js'
import { startServer } from './lib/server-process.ts'

/**
 * `npm run bench:cache`: the page cache under the traffic that used to defeat it, on the production
 * server at the default LOG_LEVEL (info), driven by autocannon over loopback.
 *
 * 1. `/` plain, then `/` with a fresh utm_source and gclid on every request (each a paid click):
 *    both should be answered from one cache entry, at about the same rate, with memory flat.
 * 2. A handful of pages under load while content changes every second (the database's change
 *    counter, as a write from another process records it): how many renders each change costs
 *    each page, counted over all the server processes (one, when concurrent misses wait for one
 *    render and the processes share it), and the latency it adds (p99).
 *
 * On SQLite (the default) a render hardly waits for anything, so requests seldom overlap it; with
 * `--postgres <url>` the server runs on a schema of its own on that PostgreSQL server (dropped at the
 * end), where a render waits for its queries and concurrent misses do overlap.
 *
 * `--processes N` runs N server processes (WEB_CONCURRENCY) instead of the default, one per core.
 *
 *   npm run bench:cache -- [--seconds 10] [--connections 64] [--processes 4] [--postgres postgres://…]
 */
const args = process.argv.slice(2)
const option = (name: string, fallback: number) => {
	const i = args.indexOf(`--${name}`)
	return i >= 0 ? Number(args[i + 1]) : fallback
}
const seconds = option('seconds', 10)
const connections = option('connections', 64)
/** The server's counters the runs read. */
const COUNTERS = ['page_cache_misses', 'page_cache_changes', 'page_cache_coalesced', 'page_cache_shared', 'page_cache_rendered_alone', 'page_cache_overtaken', 'page_cache_entries', 'process_resident_memory_bytes'] as const
const PAGES = ['/', '/faq', '/blog', '/blog?page=2', '/portfolio', '/about-us']
const processes = option('processes', defaultProcesses())
const postgresAt = args.indexOf('--postgres')
const postgres = postgresAt >= 0 ? await schemaOn(args[postgresAt + 1]!) : undefined

ensureBuild()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-bench-cache-'))
const server = await startServer({ DATABASE_URL: postgres?.url ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...(args.includes('--processes') ? { WEB_CONCURRENCY: String(processes) } : {}) })
const db = await openDatabase({ databaseUrl: postgres?.url, sqliteFile: path.join(dataDir, 'site.db') })
try {
	console.log(`${postgres ? 'PostgreSQL' : 'SQLite'}, ${processes} server processes, ${seconds} s per run, ${connections} connections, Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)} (other work shares the machine: compare within a run, not across)\n`)
	const random = () => Math.random().toString(36).slice(2)
	// Every page into every server process's cache (the connections are shared out among them), so
	// that the renders counted below are those the edits cause, not a process's first of a page.
	await run({ url: server.url, duration: 2, requests: PAGES.map((page) => ({ path: page })) })
	// Both runs build each request anew (autocannon's setupRequest), so the load generator, on the same
	// cores, costs them the same.
	const plain = await run({ url: `${server.url}/`, requests: [{ setupRequest: (request) => ({ ...request, path: '/' }) }] })
	const before = await metrics()
	const tracked = await run({
		url: `${server.url}/`,
		requests: [{ setupRequest: (request) => ({ ...request, path: `/?utm_source=${random()}&utm_campaign=spring&gclid=${random()}` }) }],
	})
	const after = await metrics()
	console.log('what'.padEnd(40) + 'req/s'.padStart(9) + 'p50 ms'.padStart(8) + 'p99 ms'.padStart(8) + 'non-2xx'.padStart(9))
	print('/ (cached, LOG_LEVEL=info)', plain)
	print('/?utm_source=…&gclid=… (random)', tracked)
	console.log(`ratio ${(tracked.rps / plain.rps).toFixed(2)}; renders during the random run ${after.page_cache_misses - before.page_cache_misses - 1}, entries ${before.page_cache_entries} → ${after.page_cache_entries}, RSS ${mb(before.process_resident_memory_bytes)} → ${mb(after.process_resident_memory_bytes)} MB\n`)

	// An edit every second while every page is asked for by 64 connections at once.
	const start = await metrics()
	let edits = 0
	const editor = setInterval(() => void changeContent(db, 'bench', async () => undefined).then(() => (edits += 1)), 1000)
	const edited = await run({ url: server.url, requests: PAGES.map((page) => ({ path: page })) })
	clearInterval(editor)
	const end = await metrics()
	const changes = end.page_cache_changes - start.page_cache_changes
	// Less the miss of the /metrics request that read the counters.
	const renders = end.page_cache_misses - start.page_cache_misses - 1
	print(`${PAGES.length} pages, an edit every second`, edited)
	// /metrics adds up every process's counters: each process hears of each change once. A poll of the
	// database's counter may find two edits at once (one change heard), hence both figures.
	const heard = changes / processes
	console.log(
		`${edits} edits, ${heard} changes heard by each of ${processes} processes; ${renders} renders for ${PAGES.length} pages, all processes counted: ${(renders / Math.max(1, heard) / PAGES.length).toFixed(2)} renders per change per page (${(renders / Math.max(1, edits) / PAGES.length).toFixed(2)} per edit); ${end.page_cache_coalesced - start.page_cache_coalesced} requests waited for another's render, ${end.page_cache_shared - start.page_cache_shared} pages taken from another process; ${end.page_cache_overtaken - start.page_cache_overtaken} renders overtaken by a change (served, not kept), ${end.page_cache_rendered_alone - start.page_cache_rendered_alone} made without the other processes' answer`,
	)
} finally {
	await server.stop()
	await db.destroy()
	await postgres?.drop()
	fs.rmSync(dataDir, { recursive: true, force: true })
}

interface Figures {
	rps: number
	p50: number
	p99: number
	non2xx: number
}

async function run(options: autocannon.Options): Promise<Figures> {
	const result = await autocannon({ connections, duration: seconds, headers: { 'accept-encoding': 'br, gzip' }, ...options })
	return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx + result.errors }
}

/** The server's own counters (/metrics answers the machine itself). */
async function metrics(): Promise<Record<(typeof COUNTERS)[number], number>> {
	const text = await (await fetch(`${server.url}/metrics`)).text()
	const read = (name: string) => Number(new RegExp(`^${name} ([\\d.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN)
	return Object.fromEntries(COUNTERS.map((name) => [name, read(name)])) as Record<(typeof COUNTERS)[number], number>
}

function print(name: string, figures: Figures) {
	console.log(name.padEnd(40) + String(Math.round(figures.rps)).padStart(9) + figures.p50.toFixed(1).padStart(8) + figures.p99.toFixed(1).padStart(8) + String(figures.non2xx).padStart(9))
}

function mb(bytes = 0): string {
	return (bytes / 1024 / 1024).toFixed(0)
}

/** A schema of its own on that PostgreSQL server: the URL names it (search_path), and drop() removes it. */
async function schemaOn(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
	const schema = `bench_cache_${Date.now().toString(36)}`
	const admin = await openDatabase({ databaseUrl: url })
	await sql`create schema ${sql.id(schema)}`.execute(admin)
	const named = new URL(url)
	named.searchParams.set('options', `-c search_path=${schema}`)
	return {
		url: named.toString(),
		drop: async () => {
			await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin)
			await admin.destroy()
		},
	}
}
