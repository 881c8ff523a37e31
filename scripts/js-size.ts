import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { CLIENT_DIR } from '#server/paths.ts'
import { launchBrowser } from './lib/browser.ts'
import { ensureBuild } from './lib/build.js'
import { pageTemplateUrls } from './lib/page-templates.ts'
import { startServer } from './lib/server-process.ts'

/**
 * `npm run size`: the JavaScript each public page template loads before a visitor does anything,
 * counted as Lighthouse counts it: every script the browser requests while the page loads and
 * settles (the islands' runtime when the page is idle, an island hydrated at load or as it nears
 * the first screen, a worker), not only what the page's entry imports. The page is loaded in
 * Chromium at a phone's size, nothing is clicked or scrolled, and each script's size is taken
 * from the build: Brotli (as the server sends it precompressed) and gzip.
 *
 * It builds if needed and starts the server on a fresh SQLite database with the demo content,
 * unless --url-base points at a running site (whose build is CLIENT_DIR's). With `--budget KB`
 * it fails (exit 1) when a page of islands loads more than that many KB of Brotli-compressed
 * JavaScript, and with `--whole-budget KB` when a page the router hydrates whole does (no public
 * page has been one since decision 098); CI runs it so the pages cannot grow unnoticed.
 *
 *   npm run size -- [--budget 60] [--whole-budget 120] [--url-base http://127.0.0.1:3000] [/ /blog …]
 */
const { values: options, positionals } = parseArgs({
	options: { budget: { type: 'string' }, 'whole-budget': { type: 'string' }, 'url-base': { type: 'string' } },
	allowPositionals: true,
})
const kbOption = (name: 'budget' | 'whole-budget') => {
	const value = options[name] === undefined ? undefined : Number(options[name])
	if (value !== undefined && !(value > 0)) throw new Error(`--${name} must be a number of KB, not ${options[name]}`)
	return value
}
const budgetKb = kbOption('budget')
const wholeBudgetKb = kbOption('whole-budget') ?? budgetKb
/** How long the network stays quiet before a page counts as settled. */
const QUIET_MS = 1500

let server: Awaited<ReturnType<typeof startServer>> | undefined
let dataDir: string | undefined
if (!options['url-base']) {
	ensureBuild()
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-size-'))
	server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' })
}
const urlBase = options['url-base'] ?? server!.url

const sizes = new Map<string, { gzip: number; br: number }>()
/** A script's compressed sizes: the build's own .br beside it where there is one. */
function size(pathname: string) {
	let known = sizes.get(pathname)
	if (!known) {
		const file = path.join(CLIENT_DIR, pathname)
		const bytes = fs.readFileSync(file)
		const br = fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : brotliCompressSync(bytes).length
		known = { gzip: gzipSync(bytes, { level: 9 }).length, br }
		sizes.set(pathname, known)
	}
	return known
}

const browser = await launchBrowser()
const rows: { url: string; whole: boolean; files: number; gzip: number; br: number }[] = []
try {
	const urls = positionals.length ? positionals : await pageTemplateUrls(urlBase)
	for (const url of urls) {
		const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true })
		const scripts = new Set<string>()
		let last = Date.now()
		page.on('request', (request) => {
			last = Date.now()
			const { origin, pathname } = new URL(request.url())
			if (origin === new URL(urlBase).origin && pathname.endsWith('.js')) scripts.add(pathname)
		})
		await page.goto(urlBase + url, { waitUntil: 'load' })
		// Settled: the islands' runtime wired (it comes when the page is idle) or the page hydrated, then the network quiet for a while.
		await page.waitForFunction(() => document.documentElement.dataset.islandsReady === 'true' || document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 })
		last = Date.now()
		while (Date.now() - last < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 250))
		const whole = !(await page.evaluate(() => document.documentElement.hasAttribute('data-islands')))
		await page.close()
		const files = [...scripts]
		const total = files.reduce((sum, file) => ({ gzip: sum.gzip + size(file).gzip, br: sum.br + size(file).br }), { gzip: 0, br: 0 })
		rows.push({ url, whole, files: files.length, ...total })
	}
} finally {
	await browser.close()
	await server?.stop()
	if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
for (const row of rows) console.log(`${row.url.padEnd(56)} ${row.whole ? 'whole  ' : 'islands'} ${String(row.files).padStart(3)} files  ${kb(row.gzip).padStart(6)} KB gzip  ${kb(row.br).padStart(6)} KB br`)
const heaviest = rows.reduce((max, row) => (row.br > max.br ? row : max), rows[0]!)
console.log(`\npage templates: ${rows.length}; heaviest: ${heaviest.url}, ${kb(heaviest.br)} KB br`)
if (budgetKb !== undefined || wholeBudgetKb !== undefined) {
	const budgetOf = (row: (typeof rows)[number]) => (row.whole ? wholeBudgetKb : budgetKb)
	const over = rows.filter((row) => budgetOf(row) !== undefined && row.br > budgetOf(row)! * 1024)
	for (const row of over) console.error(`over budget: ${row.url} loads ${kb(row.br)} KB br of JavaScript before any interaction, the budget is ${budgetOf(row)} KB`)
	if (over.length > 0) process.exitCode = 1
	else console.log(`every page within its budget: ${budgetKb ?? '-'} KB br for a page of islands, ${wholeBudgetKb ?? '-'} KB br for a page hydrated whole`)
}
