import fs from 'node:fs'
import path from 'node:path'

/** The islands' runtime, as the client build's manifest names its source (decision 069). */
export const ISLANDS_RUNTIME = 'app/islands/islands.client.tsx'

/**
 * The URL of the islands' runtime in the client build, read once from Vite's manifest
 * (`.vite/manifest.json`, which React Router has Vite write); in development, where Vite serves
 * the sources, the source's own path.
 */
export function islandsRuntimeUrl(clientDir: string | undefined): string {
	if (!clientDir) return `/${ISLANDS_RUNTIME}`
	const file = path.join(clientDir, '.vite', 'manifest.json')
	if (!fs.existsSync(file)) throw new Error(`${file} is missing: build again (npm run build)`)
	const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, { file: string }>
	const entry = manifest[ISLANDS_RUNTIME]
	if (!entry) throw new Error(`The client build has no ${ISLANDS_RUNTIME}: build again (npm run build)`)
	return `/${entry.file}`
}
