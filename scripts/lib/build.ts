import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { BUILD_DIR, BUILD_ENTRY, ROOT } from '../../server/paths.ts'

const SOURCES = ['app', 'server/page-build.ts', 'react-router.config.ts', 'vite.config.ts', 'package-lock.json']

function newestMtime(target: string): number {
	if (!fs.existsSync(target)) return 0
	const stat = fs.statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	return fs
		.readdirSync(target, { recursive: true, withFileTypes: true })
		.filter((entry) => entry.isFile())
		.reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0)
}

/** Builds the site when the build is missing or older than any of its sources. */
export function ensureBuild(): void {
	const builtAt = fs.existsSync(BUILD_ENTRY) ? fs.statSync(BUILD_ENTRY).mtimeMs : 0
	const sourcesAt = Math.max(...SOURCES.map((source) => newestMtime(path.join(ROOT, source))))
	if (builtAt >= sourcesAt) return
	console.log(builtAt ? 'Sources changed since the last build: building…' : 'No build yet: building…')
	// Always a production build: under a test runner NODE_ENV is "test", which would ship React's development build.
	const result = spawnSync('npx', ['react-router', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
	if (result.status !== 0) throw new Error(`react-router build failed with exit code ${result.status}`)
	linkPackages()
}

/**
 * A build folder outside the project (BUILD_DIR=/tmp/…) cannot see the
 * project's node_modules; a link lets its server bundle import them.
 */
function linkPackages(): void {
	if (!path.relative(ROOT, BUILD_DIR).startsWith('..')) return
	const link = path.join(BUILD_DIR, 'node_modules')
	if (!fs.existsSync(link)) fs.symlinkSync(path.join(ROOT, 'node_modules'), link, 'dir')
}
