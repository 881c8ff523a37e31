import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import lighthousePackage from 'lighthouse/package.json' with { type: 'json' }
import { CHROMIUM_ARGS, findChromium } from './lib/browser.ts'
import { ensureBuild } from './lib/build.js'
import { NOT_FOUND_URL, pageTemplateUrls } from './lib/page-templates.ts'
import { startServer } from './lib/server-process.ts'

/**
 * `npm run lighthouse`: Lighthouse scores of the production build, as a
 * phone on a slow network sees them (Lighthouse's default mobile emulation
 * and simulated throttling) on a phone that is the same whatever the host: the
 * CPU slowdown is calibrated from the host's own Lighthouse benchmark index,
 * 4 × index ÷ 1,365 (Lighthouse's default 4× is meant for a host of index
 * 1,365; a host twice as fast is slowed twice as much), unless --cpu sets it.
 * The index is read again just before each audit (a cheap audit of the same
 * page): a shared host's speed drifts by half or more within minutes, and a
 * slowdown set once at the start then measures a slower phone whenever the
 * host slows down.
 * It builds if needed and starts the server on a
 * fresh SQLite database with the demo content, unless --url-base points at a
 * running site; runs each path --runs times and prints the run with the
 * median performance score. Chromium is the local one (see
 * scripts/lib/browser.ts); Lighthouse downloads nothing.
 *
 *   npm run lighthouse -- [--runs 3] [--cpu 4] [--url-base http://127.0.0.1:3000] [--all | / /blog …]
 *
 * --all audits one page of every template (scripts/lib/page-templates.ts);
 * without paths it audits four: /, /portfolio/php, /blog and /contact-us.
 */
const { values, positionals } = parseArgs({
	options: {
		runs: { type: 'string', default: '3' },
		cpu: { type: 'string' },
		'url-base': { type: 'string' },
		all: { type: 'boolean', default: false },
	},
	allowPositionals: true,
})
const runs = Number(values.runs)
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number above 0, not ${values.runs}`)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const cpuOverride = values.cpu === undefined ? undefined : Number(values.cpu)
if (cpuOverride !== undefined && !(cpuOverride >= 1)) throw new Error(`--cpu must be a number of at least 1, not ${values.cpu}`)
/** The benchmark index of the host that Lighthouse's default 4× slowdown was set for. */
const REFERENCE_INDEX = 1365
const DEFAULT_SLOWDOWN = 4

const chromePath = findChromium()
if (!chromePath) throw new Error('No Chromium found: set CHROMIUM_PATH or install chromium (Debian: apt-get install chromium)')

let dataDir: string | undefined
let server: Awaited<ReturnType<typeof startServer>> | undefined
if (!values['url-base']) {
	ensureBuild()
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-lighthouse-'))
	server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' })
}
const urlBase = values['url-base'] ?? server!.url
// Lighthouse audits pages that load: the not-found page (a 404) is left out of --all.
const paths = values.all
	? (await pageTemplateUrls(urlBase)).filter((url) => url !== NOT_FOUND_URL)
	: positionals.length
		? positionals
		: ['/', '/portfolio/php', '/blog', '/contact-us']
// Lighthouse measures what a visitor gets: the page as the cache serves it, not its first render.
for (const pagePath of paths) await fetch(urlBase + pagePath)
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_ARGS })

// Lighthouse loses the trace's navigation start now and then on a busy machine and asks for another run.
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_LCP'])

async function audit(url: string, settings: { cpuSlowdownMultiplier: number } | { onlyAudits: string[] }): Promise<Result> {
	const flags =
		'onlyAudits' in settings
			? { port: chrome.port, onlyAudits: settings.onlyAudits, logLevel: 'error' as const }
			: { port: chrome.port, onlyCategories: CATEGORIES, logLevel: 'error' as const, throttling: { cpuSlowdownMultiplier: settings.cpuSlowdownMultiplier } }
	for (let attempt = 1; ; attempt++) {
		const result = await lighthouse(url, flags)
		if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
		const error = result.lhr.runtimeError
		if (!error) return result.lhr
		if (!RETRIED_ERRORS.has(error.code) || attempt === 3) throw new Error(`${url}: ${error.message}`)
		console.error(`${url}: ${error.code}, running it again`)
	}
}

const score = (lhr: Result, category: string) => String(Math.round((lhr.categories[category]?.score ?? 0) * 100))
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN
function scriptBytes(lhr: Result): number {
	const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })?.items
	return items?.find((item) => item.resourceType === 'script')?.transferSize ?? NaN
}

const COLUMNS: [string, number][] = [
	['path', Math.max(16, ...paths.map((pagePath) => pagePath.length + 2))], ['Performance', 13], ['Accessibility', 15], ['Best Practices', 16], ['SEO', 5],
	['LCP (s)', 9], ['TBT (ms)', 10], ['CLS', 7], ['Total KB', 10], ['JS KB', 7], ['CPU (index)', 18],
]
const row = (cells: string[]) => cells.map((cell, i) => (i ? cell.padStart(COLUMNS[i]![1]) : cell.padEnd(COLUMNS[0]![1]))).join('')
/** The host's benchmark index as Lighthouse measures it before an audit, read with a cheap audit of the page. */
async function hostBenchmarkIndex(url: string): Promise<number> {
	return (await audit(url, { onlyAudits: ['viewport'] })).environment.benchmarkIndex
}
/** The calibrated slowdown for a host of this index, to one decimal. */
const calibrated = (index: number) => Math.round(((DEFAULT_SLOWDOWN * index) / REFERENCE_INDEX) * 10) / 10

try {
	if (cpuOverride === undefined) {
		console.log(`CPU slowdown set before each audit from the host's benchmark index read just then: ${DEFAULT_SLOWDOWN} × index ÷ ${REFERENCE_INDEX}`)
	} else {
		console.log(`CPU slowdown ${cpuOverride}× (--cpu)`)
	}
	console.log(`Lighthouse ${lighthousePackage.version}, mobile, simulated throttling, median of ${runs} runs by performance, ${urlBase}\n`)
	console.log(row(COLUMNS.map(([title]) => title)))
	const benchmarks: number[] = []
	const slowdowns: number[] = []
	/** The index each audit's slowdown was set from. */
	const indexOf = new Map<Result, number>()
	for (const pagePath of paths) {
		const results: Result[] = []
		for (let i = 0; i < runs; i++) {
			const index = cpuOverride === undefined ? await hostBenchmarkIndex(urlBase + pagePath) : undefined
			const cpuSlowdownMultiplier = index === undefined ? cpuOverride! : calibrated(index)
			slowdowns.push(cpuSlowdownMultiplier)
			const lhr = await audit(urlBase + pagePath, { cpuSlowdownMultiplier })
			if (index !== undefined) indexOf.set(lhr, index)
			results.push(lhr)
		}
		benchmarks.push(...results.map((lhr) => lhr.environment.benchmarkIndex))
		results.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
		const lhr = results[Math.floor(results.length / 2)]!
		console.log(
			row([
				pagePath,
				...CATEGORIES.map((category) => score(lhr, category)),
				(metric(lhr, 'largest-contentful-paint') / 1000).toFixed(1),
				metric(lhr, 'total-blocking-time').toFixed(0),
				metric(lhr, 'cumulative-layout-shift').toFixed(3),
				(metric(lhr, 'total-byte-weight') / 1024).toFixed(0),
				(scriptBytes(lhr) / 1024).toFixed(0),
				`${lhr.configSettings.throttling.cpuSlowdownMultiplier}×${indexOf.has(lhr) ? ` (${indexOf.get(lhr)})` : ''}`,
			]),
		)
	}
	if (cpuOverride === undefined) console.log(`\nCPU slowdown ${Math.min(...slowdowns)}–${Math.max(...slowdowns)}× over the audits`)
	// The index moves with how busy the host is: this says how much it moved during the audits.
	console.log(`\nCPU benchmark index during the audits ${Math.min(...benchmarks)}–${Math.max(...benchmarks)} (higher is faster)`)
} finally {
	chrome.kill()
	await server?.stop()
	if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
}

