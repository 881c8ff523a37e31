import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { MEDIA_DIR } from './paths.ts'

/**
 * One version for all the demo pictures of the repository (content/media): a
 * hash of their names and bytes. Pages name each demo file with it
 * (`?v=…`, app/lib/media.ts, fixed when the pages are built), and the server,
 * which works it out again as it starts, lets browsers keep a file named with
 * the current version for a year (server/media.ts). Change a picture and
 * rebuild, and every page names the new one.
 */
export function demoMediaVersion(dir: string): string {
	const hash = createHash('sha256')
	const walk = (folder: string) => {
		for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
			const file = path.join(folder, entry.name)
			if (entry.isDirectory()) walk(file)
			else if (entry.isFile()) hash.update(`${path.relative(dir, file)}\0`).update(fs.readFileSync(file)).update('\0')
		}
	}
	if (fs.existsSync(dir)) walk(dir)
	return hash.digest('base64url').slice(0, 10)
}

/** The build's `define` that puts the version into the pages' code (vite.config.ts, and vitest.config.ts for the tests). */
export function demoMediaDefine(): Record<string, string> {
	return { __DEMO_MEDIA_VERSION__: JSON.stringify(demoMediaVersion(MEDIA_DIR)) }
}
