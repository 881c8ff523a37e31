import fs from 'node:fs'
import { type Browser, chromium } from 'playwright-core'

/** Flags that keep Chromium quiet and self-contained on a machine without network. */
export const CHROMIUM_ARGS = [
	'--headless=new',
	'--no-sandbox',
	'--disable-gpu',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
]

/** The browser to drive: CHROMIUM_PATH, then Debian's chromium, then Playwright's own download. */
export function findChromium(): string | undefined {
	const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']
	const found = candidates.find((candidate) => candidate && fs.existsSync(candidate))
	if (found) return found
	try {
		const bundled = chromium.executablePath()
		return fs.existsSync(bundled) ? bundled : undefined
	} catch {
		return undefined
	}
}

export async function launchBrowser(): Promise<Browser> {
	const executablePath = findChromium()
	if (!executablePath) {
		throw new Error('No Chromium found: set CHROMIUM_PATH or install chromium (Debian: apt-get install chromium)')
	}
	return chromium.launch({ executablePath, args: CHROMIUM_ARGS })
}
