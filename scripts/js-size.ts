import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { CLIENT_DIR } from '#server/paths.ts'

/**
 * `npm run size` (or `npx tsx scripts/js-size.ts [CLIENT_DIR]`): the JavaScript
 * each public page loads at first, from a build's client manifest (entry,
 * root and the route's own module with everything they import), raw, gzipped
 * and Brotli-compressed as the server sends it, and the total over all public
 * pages. The back office's routes are left out: the point is that they add
 * nothing to what a visitor downloads. Run it on two builds to compare them.
 *
 * With `--budget KB` it fails (exit 1) when any page loads more than that
 * many KB of Brotli-compressed JavaScript; CI runs it so the pages cannot
 * grow unnoticed.
 */
interface ManifestRoute {
	id: string
	parentId?: string
	path?: string
	module: string
	imports?: string[]
	/** False for resource routes (sitemaps, feeds, robots.txt): they answer without a page. */
	hasDefaultExport?: boolean
}

const { values: options, positionals } = parseArgs({ options: { budget: { type: 'string' } }, allowPositionals: true })
const budgetKb = options.budget === undefined ? undefined : Number(options.budget)
if (budgetKb !== undefined && !(budgetKb > 0)) throw new Error(`--budget must be a number of KB, not ${options.budget}`)
const clientDir = path.resolve(positionals[0] ?? CLIENT_DIR)
const assets = path.join(clientDir, 'assets')
const manifestFile = fs.readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name))
if (!manifestFile) throw new Error(`No React Router manifest in ${assets}: build first`)
const source = fs.readFileSync(path.join(assets, manifestFile), 'utf8')
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
	entry: { module: string; imports: string[] }
	routes: Record<string, ManifestRoute>
}

const sizes = new Map<string, { raw: number; gzip: number; br: number }>()
function size(url: string) {
	let known = sizes.get(url)
	if (!known) {
		const bytes = fs.readFileSync(path.join(clientDir, url))
		known = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, br: brotliCompressSync(bytes).length }
		sizes.set(url, known)
	}
	return known
}

/** A route's modules with those of its parents, up to the root. */
function modulesOf(route: ManifestRoute): string[] {
	const parent = route.parentId ? manifest.routes[route.parentId] : undefined
	return [...(parent ? modulesOf(parent) : []), route.module, ...(route.imports ?? [])]
}

const isBackOffice = (route: ManifestRoute): boolean => route.id.startsWith('routes/admin/') || (route.parentId ? isBackOffice(manifest.routes[route.parentId]!) : false)
// Resource routes (sitemaps, feeds, robots.txt) load no JavaScript: only pages count. Their ids
// do not say so (the feeds are `blog-feed` and `category-feed`); having no component does.
const pages = Object.values(manifest.routes).filter((route) => route.id !== 'root' && !isBackOffice(route) && route.hasDefaultExport !== false)
const everything = new Set<string>()
const rows = pages.map((route) => {
	const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...modulesOf(route)])
	files.forEach((file) => everything.add(file))
	const total = [...files].reduce((sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip, br: sum.br + size(file).br }), { raw: 0, gzip: 0, br: 0 })
	return { route: route.id, files: files.size, ...total }
})
const kb = (bytes: number) => (bytes / 1024).toFixed(1)
for (const row of rows.sort((a, b) => a.route.localeCompare(b.route))) {
	console.log(`${row.route.padEnd(40)} ${String(row.files).padStart(3)} files  ${kb(row.raw).padStart(7)} KB  ${kb(row.gzip).padStart(6)} KB gzip  ${kb(row.br).padStart(6)} KB br`)
}
const all = [...everything].reduce((sum, file) => ({ raw: sum.raw + size(file).raw, gzip: sum.gzip + size(file).gzip, br: sum.br + size(file).br }), { raw: 0, gzip: 0, br: 0 })
const biggest = rows.reduce((max, row) => (row.br > max.br ? row : max), rows[0]!)
console.log(`\npublic pages: ${rows.length}; their JavaScript in all: ${everything.size} files, ${kb(all.raw)} KB, ${kb(all.gzip)} KB gzip`)
console.log(`heaviest page: ${biggest.route}, ${kb(biggest.gzip)} KB gzip, ${kb(biggest.br)} KB br; manifest file: ${kb(size(`/assets/${manifestFile}`).raw)} KB`)
if (budgetKb !== undefined) {
	const over = rows.filter((row) => row.br > budgetKb * 1024)
	for (const row of over) console.error(`over budget: ${row.route} loads ${kb(row.br)} KB br of JavaScript, the budget is ${budgetKb} KB`)
	if (over.length > 0) process.exitCode = 1
	else console.log(`every page within its budget of ${budgetKb} KB br`)
}
