/**
 * The case studies' product screens (decision 086): each demo product's key screens written as
 * real HTML at a phone's width (390 px) and a desktop's (1440 px), captured by Chromium
 * (capture.ts), then laid out on the study's own ground (compose.ts). What is shared here: the
 * faces each study's type pairing uses, the document around a screen, and a few HTML helpers.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'

const require = createRequire(import.meta.url)

/** A face of the studies' pairings: its family name and the variable (or static) WOFF2 it is set from. */
const FACES: Record<string, { file: string; weight: string }[]> = {
	Fraunces: [{ file: '@fontsource-variable/fraunces/files/fraunces-latin-full-normal.woff2', weight: '100 900' }],
	'Work Sans': [{ file: '@fontsource-variable/work-sans/files/work-sans-latin-wght-normal.woff2', weight: '100 900' }],
	'Space Grotesk': [{ file: '@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2', weight: '300 700' }],
	'JetBrains Mono': [{ file: '@fontsource-variable/jetbrains-mono/files/jetbrains-mono-latin-wght-normal.woff2', weight: '100 800' }],
	'IBM Plex Sans': [{ file: '@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2', weight: '100 700' }],
	'IBM Plex Mono': [
		{ file: '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-400-normal.woff2', weight: '400' },
		{ file: '@fontsource/ibm-plex-mono/files/ibm-plex-mono-latin-600-normal.woff2', weight: '600' },
	],
	Newsreader: [{ file: '@fontsource-variable/newsreader/files/newsreader-latin-opsz-normal.woff2', weight: '200 800' }],
	'Instrument Sans': [{ file: '@fontsource-variable/instrument-sans/files/instrument-sans-latin-wght-normal.woff2', weight: '400 700' }],
	Lexend: [{ file: '@fontsource-variable/lexend/files/lexend-latin-wght-normal.woff2', weight: '100 900' }],
	Archivo: [{ file: '@fontsource-variable/archivo/files/archivo-latin-wdth-normal.woff2', weight: '100 900' }],
}

export type Face = keyof typeof FACES

function fontFaces(faces: readonly string[]): string {
	return faces
		.flatMap((family) =>
			(FACES[family] ?? []).map(
				({ file, weight }) =>
					`@font-face{font-family:'${family}';src:url('${pathToFileURL(require.resolve(file)).href}') format('woff2');font-weight:${weight};font-stretch:62.5% 125%;font-display:block}`,
			),
		)
		.join('\n')
}

/** One screen to capture: a page of the product at a device's width. */
export interface Screen {
	id: string
	device: 'phone' | 'desktop'
	/** The page's HTML body. */
	body: string
}

export const DEVICE = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const

/** The whole document of a screen: the study's faces and sheet, then its body, cut to the device's viewport. */
export function screenDocument(css: string, faces: readonly string[], screen: Screen): string {
	const { width, height } = DEVICE[screen.device]
	return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=${width}"><style>
${fontFaces(faces)}
*,*::before,*::after{box-sizing:border-box}
html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;-webkit-font-smoothing:antialiased}
body{font-size:15px;line-height:1.45}
h1,h2,h3,h4,p,ul,ol,dl,dd,figure{margin:0}
ul,ol{padding:0;list-style:none}
button,input,select{font:inherit;color:inherit}
${css}
</style></head><body class="${screen.device}">${screen.body}</body></html>`
}

/** Escapes text for HTML. */
export const esc = (value: string | number): string => String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The phone's status bar, drawn by the page as a phone shows it above a site. */
export const statusBar = (tone: 'dark' | 'light' = 'dark') =>
	`<div class="status status--${tone}"><span>9:41</span><span class="status__icons"><i></i><i></i><b></b></span></div>`

/** The status bar's sheet, shared by every study. */
export const STATUS_CSS = `.status{display:flex;justify-content:space-between;align-items:center;height:44px;padding:0 26px 0 30px;font:600 15px/1 -apple-system,'Work Sans',sans-serif}
.status--light{color:#fff}.status--dark{color:#111}
.status__icons{display:flex;gap:5px;align-items:center}.status__icons i{width:17px;height:11px;border-radius:2px;background:currentColor;opacity:.85}
.status__icons i:first-child{clip-path:polygon(0 100%,100% 0,100% 100%)}.status__icons b{width:25px;height:12px;border:1.5px solid currentColor;border-radius:4px;box-shadow:inset 0 0 0 1.5px transparent;background:linear-gradient(90deg,currentColor 70%,transparent 70%) content-box;padding:1.5px}`

/** A tiny line chart as inline SVG: points 0–1 up, drawn across w × h. */
export function sparkline(points: number[], w: number, h: number, stroke: string, fill = 'none', width = 2): string {
	const step = w / (points.length - 1)
	const xy = points.map((p, i) => `${(i * step).toFixed(1)},${(h - p * h).toFixed(1)}`)
	const area = fill === 'none' ? '' : `<path d="M0,${h}L${xy.join('L')}L${w},${h}Z" fill="${fill}"/>`
	return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">${area}<polyline points="${xy.join(' ')}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"/></svg>`
}

/** A deterministic series of values 0–1 from a seed: a smooth curve with some noise. */
export function series(seed: number, count: number, shape: (t: number) => number, noise = 0.04): number[] {
	let state = seed
	const next = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648)
	return Array.from({ length: count }, (_, i) => Math.max(0, Math.min(1, shape(i / (count - 1)) + (next() - 0.5) * 2 * noise)))
}
