// JavaScript, not TypeScript: `npm start` runs this before the server without a TypeScript loader
// (which alone took longer than the server's own start, decision 095); build.d.ts gives its types.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/** The project's root, the build folder (BUILD_DIR, read as the configuration reads it: empty or unset is build/) and the two entries. */
export const ROOT = path.resolve(import.meta.dirname, '..', '..')
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build')
const BUILD_ENTRY = path.join(BUILD_DIR, 'server', 'index.js')
export const SERVER_ENTRY = path.join(BUILD_DIR, 'node', 'main.js')

/** What each build is made from: the pages (React Router's build) and the HTTP server (decision 044). */
const PAGE_SOURCES = ['app', 'database', 'server/page-build.ts', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json']
const SERVER_SOURCES = ['app', 'server', 'database', 'vite.server.config.ts', 'package-lock.json']

/** @param {string} target */
function newestMtime(target) {
	if (!fs.existsSync(target)) return 0
	const stat = fs.statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	return fs
		.readdirSync(target, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0)
}

/**
 * Builds the site when the build is missing or older than any of its sources: the pages (React
 * Router's build, which empties the build folder) and then the HTTP server as JavaScript
 * (vite.server.config.ts, decision 044); a change to the server alone rebuilds the server alone.
 */
export function ensureBuild() {
	// Each source walked once, though both builds name app/ and database/ (`npm start` pays for the walk at every start).
	/** @type {Map<string, number>} */
	const walked = new Map()
	/** @param {string} source */
	const newest = (source) => {
		let mtime = walked.get(source)
		if (mtime === undefined) walked.set(source, (mtime = newestMtime(path.join(ROOT, source))))
		return mtime
	}
	/** @param {string} output @param {string[]} sources */
	const stale = (output, sources) => (fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0) < Math.max(...sources.map(newest))
	const pages = stale(BUILD_ENTRY, PAGE_SOURCES)
	if (!pages && !stale(SERVER_ENTRY, SERVER_SOURCES)) return
	console.log(fs.existsSync(BUILD_ENTRY) ? 'Sources changed since the last build: building…' : 'No build yet: building…')
	// Always a production build: under a test runner NODE_ENV is "test", which would ship React's development build.
	const env = { ...process.env, NODE_ENV: 'production' }
	const steps = [...(pages ? [['react-router', 'build']] : []), ['vite', 'build', '--config', 'vite.server.config.ts']]
	for (const args of steps) {
		const result = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit', env })
		if (result.status !== 0) throw new Error(`${args.join(' ')} failed with exit code ${result.status}`)
	}
	linkPackages()
}

/**
 * A build folder outside the project (BUILD_DIR=/tmp/…) cannot see the
 * project's node_modules; a link lets its server bundle import them.
 */
function linkPackages() {
	if (!path.relative(ROOT, BUILD_DIR).startsWith('..')) return
	const link = path.join(BUILD_DIR, 'node_modules')
	if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules'), link, 'dir')
}
