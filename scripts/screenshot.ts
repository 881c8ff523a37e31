import path from 'node:path'
import { launchBrowser } from './lib/browser.ts'

/**
 * `npx tsx scripts/screenshot.ts URL [OUT_DIR]`: full-page screenshots of a
 * page at a phone width (360 px) and a desktop width (1440 px), for looking
 * at what a page really shows.
 */
const [url, outDir = 'screenshots'] = process.argv.slice(2)
if (!url) {
	console.error('usage: tsx scripts/screenshot.ts URL [OUT_DIR]')
	process.exit(2)
}
const browser = await launchBrowser()
try {
	const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replace(/\//g, '_') || 'home'
	for (const width of [360, 1440]) {
		const page = await browser.newPage({ viewport: { width, height: 900 } })
		await page.goto(url, { waitUntil: 'networkidle' })
		const file = path.join(outDir, `${name}-${width}.png`)
		await page.screenshot({ path: file, fullPage: true })
		console.log(file)
		await page.close()
	}
} finally {
	await browser.close()
}
