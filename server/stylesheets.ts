import fs from 'node:fs'
import path from 'node:path'
import type { StylesheetSource } from '#app/server/first-paint.server.ts'

/**
 * The build's stylesheets by URL (/assets/…css), read once at start-up, for
 * pages to carry inline (app/server/first-paint.server.ts). Their names are
 * content hashes, so what is read never goes out of date.
 */
export function readStylesheets(clientDir: string): StylesheetSource {
	const assets = path.join(clientDir, 'assets')
	const sheets = new Map<string, string>()
	for (const name of fs.existsSync(assets) ? fs.readdirSync(assets) : []) {
		if (name.endsWith('.css')) sheets.set(`/assets/${name}`, fs.readFileSync(path.join(assets, name), 'utf8'))
	}
	return (href) => sheets.get(href)
}
