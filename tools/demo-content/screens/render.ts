/**
 * Captures the studies' screens in headless Chromium and lays them out as the case studies'
 * pictures (decision 086): each screen is a page at the device's width, captured at twice its
 * pixels; a gallery picture (1200 × 800) or a cover (1200 × 750) is another page that places
 * those captures on the study's ground, captured in turn. Returns PNGs; generate.ts writes them
 * as WebP at the widths the site asks for.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Browser } from 'playwright-core'
import { DEVICE, esc, screenDocument } from './kit.ts'
import type { Layout, StudyScreens } from './study.ts'

/** The flags the site's own browser checks start Chromium with: no network of its own, nothing kept between runs. */
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']

export async function launch(): Promise<Browser> {
	return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: FLAGS })
}

export const GALLERY = { width: 1200, height: 800 }
export const COVER = { width: 1200, height: 750 }

/** Renders an HTML document from a file (so file: fonts load) at a size and scale, once its fonts are ready. */
async function shoot(browser: Browser, html: string, width: number, height: number, scale: number): Promise<Buffer> {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-screens-'))
	const file = path.join(dir, 'page.html')
	fs.writeFileSync(file, html)
	const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale })
	try {
		// Generous: the machine that draws may be busy; a picture is the same whenever it arrives.
		page.setDefaultTimeout(180_000)
		await page.goto(`file://${file}`)
		// Strings, run in the page: this package's types have no DOM.
		await page.evaluate('document.fonts.ready.then(() => undefined)')
		await page.waitForFunction('[...document.images].every((image) => image.complete)')
		return await page.screenshot({ type: 'png' })
	} finally {
		await page.close()
		fs.rmSync(dir, { recursive: true, force: true })
	}
}

/** Every screen of a study, captured at twice its device's pixels: id → PNG. */
export async function captureScreens(browser: Browser, study: StudyScreens): Promise<Map<string, Buffer>> {
	const shots = new Map<string, Buffer>()
	for (const screen of study.screens) {
		const { width, height } = DEVICE[screen.device]
		shots.set(screen.id, await shoot(browser, screenDocument(study.css, study.faces, screen), width, height, screen.device === 'phone' ? 2 : 1))
	}
	return shots
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`

function shotOf(shots: Map<string, Buffer>, id: string, slug: string): string {
	const png = shots.get(id)
	if (!png) throw new Error(`${slug}: no screen "${id}"`)
	return dataUrl(png)
}

/** The sheet of a composition: the study's ground, its label face, the frames of a browser window and a phone. */
function compositionCss(study: StudyScreens, width: number, height: number): string {
	const { ground, accent, ink, display, pattern } = study.art
	return `*{box-sizing:border-box}html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden}
body{position:relative;background:${pattern ? `${pattern},` : ''}${ground};font-family:'${display}',sans-serif;color:${ink};-webkit-font-smoothing:antialiased}
.win{position:absolute;overflow:hidden;border-radius:12px;background:#fff;box-shadow:0 2px 6px rgb(0 0 0/10%),0 30px 70px rgb(0 0 0/22%)}
.win img{display:block;width:100%}
.phone{position:absolute;padding:9px;border-radius:46px;background:#14161a;box-shadow:0 2px 6px rgb(0 0 0/16%),0 30px 60px rgb(0 0 0/26%)}
.phone img{display:block;width:100%;border-radius:37px}
.phone::after{content:'';position:absolute;top:17px;left:50%;width:30%;height:22px;margin-left:-15%;border-radius:12px;background:#14161a}
.label{position:absolute;font-size:19px;font-weight:600;letter-spacing:0;text-align:center}
.label::before{content:'';display:block;width:28px;height:3px;margin:0 auto 10px;background:${accent}}
.mark{position:absolute;top:44px;left:52px;font-size:22px;font-weight:600}`
}

/** A phone of width w at (x, y), its screen inside a 9 px bezel. */
const phone = (src: string, x: number, y: number, w: number) => `<div class="phone" style="left:${x}px;top:${y}px;width:${w}px"><img src="${src}" alt=""></div>`

/** A gallery picture of a study (1200 × 800 CSS pixels, captured at that size). */
export async function composeGallery(browser: Browser, study: StudyScreens, layout: Layout, shots: Map<string, Buffer>): Promise<Buffer> {
	const { width, height } = GALLERY
	let body: string
	if (layout.kind === 'desktop') {
		// The window runs off the bottom edge: a screen seen as it is, not a thumbnail of a device.
		const w = 1104
		body = `<div class="win" style="left:${(width - w) / 2}px;top:52px;width:${w}px;height:${(w * 900) / 1440}px"><img src="${shotOf(shots, layout.screen, study.slug)}" alt=""></div>`
	} else {
		const count = layout.screens.length
		const w = count === 3 ? 300 : 318
		const h = (w - 18) * (844 / 390) + 18
		const gap = count === 3 ? 64 : 96
		const left = (width - (count * w + (count - 1) * gap)) / 2
		const top = (height - h - 52) / 2
		body = layout.screens
			.map(({ id, label }, i) => {
				const x = left + i * (w + gap)
				return phone(shotOf(shots, id, study.slug), x, top, w) + `<p class="label" style="left:${x}px;top:${top + h + 18}px;width:${w}px;margin:0">${esc(label)}</p>`
			})
			.join('')
	}
	return shoot(browser, `<!doctype html><html><head><meta charset="utf-8"><style>${compositionCss(study, width, height)}${fontFace(study)}</style></head><body>${body}</body></html>`, width, height, 1)
}

/** A study's cover (1200 × 750): its desktop screen and a phone screen, with the client's name set in the study's display face. */
export async function composeCover(browser: Browser, study: StudyScreens, client: string, shots: Map<string, Buffer>): Promise<Buffer> {
	const { width, height } = COVER
	const { desktop, phone: phoneId, arrangement } = study.cover
	const winW = 900
	const winH = (winW * 900) / 1440
	const phoneW = 250
	const [winX, phoneX] = arrangement === 'phone-left' ? [width - winW - 56, 70] : arrangement === 'phone-front' ? [(width - winW) / 2, width - phoneW - 110] : [56, width - phoneW - 70]
	const winY = arrangement === 'phone-front' ? 120 : 140
	const phoneY = arrangement === 'phone-front' ? 250 : 180
	const body =
		`<p class="mark" style="${arrangement === 'phone-left' ? 'left:auto;right:56px' : ''}">${esc(client)}</p>` +
		`<div class="win" style="left:${winX}px;top:${winY}px;width:${winW}px;height:${winH}px"><img src="${shotOf(shots, desktop, study.slug)}" alt=""></div>` +
		phone(shotOf(shots, phoneId, study.slug), phoneX, phoneY, phoneW)
	return shoot(browser, `<!doctype html><html><head><meta charset="utf-8"><style>${compositionCss(study, width, height)}${fontFace(study)}</style></head><body>${body}</body></html>`, width, height, 1)
}

/** The label face of a composition: the study's display face, from the screens' own @font-face rules. */
function fontFace(study: StudyScreens): string {
	const doc = screenDocument('', [study.art.display], { id: 'labels', device: 'desktop', body: '' })
	return doc.match(/@font-face\{[^}]*\}/g)?.join('') ?? ''
}
