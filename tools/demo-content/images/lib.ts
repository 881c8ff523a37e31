/**
 * Shared helpers for the SVG image generator: a seeded PRNG, colour and
 * palette helpers, XML escaping, rough text measuring and wrapping, and the
 * SVG document wrapper. Everything here is pure and deterministic.
 */

export const SANS = `system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif`
export const MONO = `ui-monospace, monospace`

// ---------------------------------------------------------------- randomness

/** FNV-1a hash of a string, 32 bits. */
export function hashString(text: string): number {
	let h = 0x811c9dc5
	for (let i = 0; i < text.length; i++) {
		h ^= text.charCodeAt(i)
		h = Math.imul(h, 0x01000193)
	}
	return h >>> 0
}

/** A small seeded random source (mulberry32) with convenience helpers. */
export class Rng {
	private state: number

	constructor(seed: string | number) {
		this.state = typeof seed === 'number' ? seed >>> 0 : hashString(seed)
	}

	/** A float in [0, 1). */
	next(): number {
		this.state = (this.state + 0x6d2b79f5) >>> 0
		let t = this.state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}

	range(min: number, max: number): number {
		return min + (max - min) * this.next()
	}

	/** An integer in [min, max], both inclusive. */
	int(min: number, max: number): number {
		return Math.floor(this.range(min, max + 1))
	}

	chance(p: number): boolean {
		return this.next() < p
	}

	pick<T>(items: readonly T[]): T {
		return items[Math.floor(this.next() * items.length)]!
	}

	shuffle<T>(items: readonly T[]): T[] {
		const out = [...items]
		for (let i = out.length - 1; i > 0; i--) {
			const j = Math.floor(this.next() * (i + 1))
			;[out[i], out[j]] = [out[j]!, out[i]!]
		}
		return out
	}
}

// -------------------------------------------------------------------- colour

/** An HSL colour (h in degrees, s and l in percent) as #rrggbb. */
export function hsl(h: number, s: number, l: number): string {
	const hue = ((h % 360) + 360) % 360
	const sat = clamp(s, 0, 100) / 100
	const lig = clamp(l, 0, 100) / 100
	const a = sat * Math.min(lig, 1 - lig)
	const f = (n: number) => {
		const k = (n + hue / 30) % 12
		return lig - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))
	}
	return '#' + [f(0), f(8), f(4)].map((x) => Math.round(x * 255).toString(16).padStart(2, '0')).join('')
}

/**
 * The studio palette every demo picture draws from, derived from the brand
 * tokens in app/styles/app.css: the brand blues running down to the deep navy,
 * the amber accent, and three supporting hues that sit with them (a teal
 * taken from the logo's fins, a warm coral, a leaf green for plants and
 * landscapes), each as a ramp from its lightest tint to its darkest shade,
 * plus blue-grey neutrals from the page tint to the ink.
 */
export const BRAND = {
	blue: '#0b5cad',
	blueStrong: '#084a8c',
	deep: '#0b2540',
	accent: '#f2a516',
	accentText: '#9a5b00',
	tint: '#f2f6fb',
	line: '#d9e2ec',
	ink: '#0f1c2b',
	inkSoft: '#44546a',
	teal: '#1a9bb0',
	coral: '#e5684f',
	leaf: '#6fae55',
} as const

/** Each ramp runs from the lightest tint (index 0) to the darkest shade. */
export const RAMPS = {
	blue: ['#edf4fb', '#d3e4f6', '#a8c9ec', '#6fa3dc', '#2f7bc8', BRAND.blue, BRAND.blueStrong, '#0a3766', BRAND.deep],
	amber: ['#fff6e0', '#fde7b0', '#f8cf6a', BRAND.accent, '#d48a06', BRAND.accentText, '#6b3f00'],
	teal: ['#e3f5f7', '#b5e3ea', '#6cc5d3', BRAND.teal, '#137c8e', '#0e5c6a', '#0a3e48'],
	coral: ['#fdeeea', '#f9d0c6', '#f2a08d', BRAND.coral, '#c44d36', '#963726', '#652419'],
	leaf: ['#eef6e6', '#d3e8c0', '#a6cf86', BRAND.leaf, '#4f8f3f', '#3a6e30', '#274d22'],
	neutral: ['#ffffff', BRAND.tint, BRAND.line, '#b4c1d0', '#8797aa', '#5d6d82', BRAND.inkSoft, '#2a3647', BRAND.ink],
} as const

export type RampName = keyof typeof RAMPS

/** The chromatic ramps, in the order a drawing should reach for them. */
export const HUES: readonly Exclude<RampName, 'neutral'>[] = ['blue', 'amber', 'teal', 'coral', 'leaf']

/** One swatch of a ramp; the step is clamped to the ramp's length. */
export function swatch(ramp: RampName, step: number): string {
	const r = RAMPS[ramp]
	return r[clamp(Math.round(step), 0, r.length - 1)]!
}

export interface Palette {
	/** Main colour, dark enough for white text on it. */
	primary: string
	/** A deeper shade of the primary, for footers and dark bands. */
	deep: string
	/** A second hue that goes with the primary. */
	secondary: string
	/** A bright accent for buttons and highlights. */
	accent: string
	/** Body text colour. */
	ink: string
	/** Placeholder text bars. */
	bar: string
	/** Hairlines and borders. */
	line: string
	/** A very light tint for alternate section backgrounds. */
	tint: string
	/** A light tint of the primary, for image backgrounds. */
	soft: string
	/** A light tint of the secondary. */
	soft2: string
}

/** A palette from the studio ramps: a main hue (blue unless the seed picks another) and a second one. */
export function makePalette(rng: Rng, main: Exclude<RampName, 'neutral'> = rng.pick(HUES)): Palette {
	const second = rng.pick(HUES.filter((h) => h !== main))
	return {
		primary: swatch(main, main === 'amber' ? 5 : 5),
		deep: main === 'blue' ? BRAND.deep : swatch(main, 6),
		secondary: swatch(second, 3),
		accent: main === 'amber' ? BRAND.blue : BRAND.accent,
		ink: BRAND.ink,
		bar: RAMPS.neutral[3],
		line: BRAND.line,
		tint: BRAND.tint,
		soft: swatch(main, 1),
		soft2: swatch(second, 1),
	}
}

// ------------------------------------------------------------ on the palette

type Lab = [number, number, number]

function hexToRgb(hex: string): [number, number, number] {
	const h = hex.length === 4 ? hex.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : hex
	const v = parseInt(h.slice(1), 16)
	return [(v >> 16) & 255, (v >> 8) & 255, v & 255]
}

/** sRGB to OKLab, whose distances follow what the eye sees. */
function oklab(hex: string): Lab {
	const [r, g, b] = hexToRgb(hex).map((c) => {
		const x = c / 255
		return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4
	}) as [number, number, number]
	const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
	const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
	const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
	return [0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s, 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s, 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s]
}

const SWATCHES: { hex: string; lab: Lab }[] = Object.values(RAMPS)
	.flat()
	.map((hex) => ({ hex, lab: oklab(hex) }))

/**
 * Skin, hair and the browns and sands of wood and earth are kept as drawn:
 * people come in every skin tone, and a palette of five hues has no brown.
 * They are the warm, muted colours (OKLab hue 35–100°, little chroma).
 */
function isNatural([L, a, b]: Lab): boolean {
	const chroma = Math.hypot(a, b)
	const hue = (Math.atan2(b, a) * 180) / Math.PI
	return L > 0.15 && L < 0.92 && chroma > 0.025 && chroma < (hue > 85 ? 0.1 : 0.13) && hue > 35 && hue < 100
}

const nearestCache = new Map<string, string>()

/** The studio swatch nearest a colour, keeping its lightness first, then its hue, then its chroma. */
export function nearestSwatch(hex: string): string {
	const key = hex.toLowerCase()
	const hit = nearestCache.get(key)
	if (hit) return hit
	const lab = oklab(key)
	let best = key
	if (!isNatural(lab)) {
		let bestD = Infinity
		for (const s of SWATCHES) {
			const dC = Math.hypot(s.lab[1], s.lab[2]) - Math.hypot(lab[1], lab[2])
			const dH2 = Math.max(0, (s.lab[1] - lab[1]) ** 2 + (s.lab[2] - lab[2]) ** 2 - dC ** 2)
			const d = 3 * (s.lab[0] - lab[0]) ** 2 + 2 * dC ** 2 + 2 * dH2
			if (d < bestD) [best, bestD] = [s.hex, d]
		}
	}
	nearestCache.set(key, best)
	return best
}

/**
 * Puts a finished drawing on the studio palette: every colour inside its
 * tags and its style sheet becomes the nearest studio swatch (see
 * nearestSwatch), so scenes drawn with free colours still read as one set.
 */
export function onPalette(svg: string): string {
	const recolour = (part: string) => part.replace(/#(?:[\da-fA-F]{6}|[\da-fA-F]{3})(?![\da-fA-F])/g, (c) => nearestSwatch(c))
	return svg.replace(/<style>[^<]*<\/style>|<[^>]+>/g, recolour)
}

// ---------------------------------------------------------------------- text

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

export function esc(text: string): string {
	return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!)
}

/**
 * Approximate advance width of one character, in ems. Calibrated on DejaVu
 * Sans (the widest likely fallback), so text measured with it also fits when
 * a narrower system font (Segoe UI, Roboto, San Francisco) renders it.
 */
function charWidth(c: string): number {
	if (c === ' ') return 0.32
	if ('iljI.,:;!|\'`'.includes(c)) return 0.32
	if ('frt()[]-'.includes(c)) return 0.39
	if ('mwMW'.includes(c)) return 0.91
	if (c >= '0' && c <= '9') return 0.64
	if (c >= 'A' && c <= 'Z') return 0.68
	return 0.57
}

/** Rough rendered width of a string at a font size (bold is a little wider). */
export function textWidth(text: string, size: number, bold = false, letterSpacing = 0): number {
	let em = 0
	for (const c of text) em += charWidth(c)
	return em * size * (bold ? 1.12 : 1) + letterSpacing * text.length
}

/** The largest font size (at most max) at which the text fits the width. */
export function fitFont(text: string, width: number, max: number, min = 10, bold = false, letterSpacing = 0): number {
	let size = max
	while (size > min && textWidth(text, size, bold, letterSpacing) > width) size -= 1
	return size
}

/** Word-wraps text to lines no wider than width; the last allowed line gets an ellipsis if cut. */
export function wrapText(text: string, width: number, size: number, bold = false, maxLines = 99): string[] {
	const lines: string[] = []
	let line = ''
	for (const word of text.split(/\s+/).filter(Boolean)) {
		const candidate = line ? `${line} ${word}` : word
		if (line && textWidth(candidate, size, bold) > width) {
			lines.push(line)
			line = word
		} else line = candidate
	}
	if (line) lines.push(line)
	if (lines.length > maxLines) {
		const kept = lines.slice(0, maxLines)
		kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[\s,.;:]+$/, '')}…`
		return kept
	}
	return lines
}

/** Up to two initials for a name ("Blue Harbour Foods" → "BH"). */
export function initials(name: string, count = 2): string {
	const words = name
		.replace(/[^\p{L}\p{N}\s&-]/gu, ' ')
		.split(/[\s-]+/)
		.filter((w) => w && !/^(the|of|and|&|a|an|pvt|ltd|llc|inc|co)$/i.test(w))
	if (words.length === 0) return name.slice(0, count).toUpperCase()
	if (words.length === 1) return words[0]!.slice(0, Math.min(count, 1)).toUpperCase()
	return words
		.slice(0, count)
		.map((w) => w[0]!)
		.join('')
		.toUpperCase()
}

// ----------------------------------------------------------------------- svg

/** A number with at most one decimal, as short as possible. */
export function n(value: number): string {
	const r = Math.round(value * 10) / 10
	return Object.is(r, -0) ? '0' : String(r)
}

export interface SvgOptions {
	width: number
	height: number
	title: string
	body: string
	defs?: string
	/** Extra CSS; the classes .s (sans) and .m (mono) are always defined. */
	css?: string
}

/** Wraps drawing code into a complete, standalone SVG document. */
export function svgDoc({ width, height, title, body, defs = '', css = '' }: SvgOptions): string {
	const style = `<style>.s{font-family:${SANS}}.m{font-family:${MONO}}${css}</style>`
	return (
		`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">\n` +
		`<title>${esc(title)}</title>\n` +
		`<defs>${style}${defs}</defs>\n` +
		`${body}\n</svg>\n`
	)
}

/**
 * Shrinks a finished drawing: one-decimal coordinates of 10 and more inside tags
 * become whole pixels (invisible at these sizes) and square-cornered
 * rects become shorter paths, and #aabbcc colours #abc. Text content is left alone.
 */
export function compact(svg: string): string {
	return svg
		.replace(/<[^>]+>/g, (tag) => tag.replace(/(?<![\w.#])\d{2,}\.\d(?!\d)/g, (m) => String(Math.round(Number(m)))).replace(/#([\da-f])\1([\da-f])\2([\da-f])\3(?![\da-f])/g, '#$1$2$3'))
		.replace(/<rect x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)"( fill="[^"]*")/g, (_, x, y, w, h, fill) => `<path d="M${x} ${y}h${w}v${h}h-${w}z"${fill}`)
}

export function rect(x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string {
	return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"${extra ? ' ' + extra : ''}/>`
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
	return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
}

export interface TextOptions {
	size: number
	fill: string
	weight?: number
	anchor?: 'start' | 'middle' | 'end'
	mono?: boolean
	spacing?: number
	extra?: string
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
	const attrs = [
		`x="${n(x)}"`,
		`y="${n(y)}"`,
		`class="${o.mono ? 'm' : 's'}"`,
		`font-size="${n(o.size)}"`,
		o.weight && o.weight !== 400 ? `font-weight="${o.weight}"` : '',
		o.anchor && o.anchor !== 'start' ? `text-anchor="${o.anchor}"` : '',
		o.spacing ? `letter-spacing="${n(o.spacing)}"` : '',
		`fill="${o.fill}"`,
		o.extra ?? '',
	]
	return `<text ${attrs.filter(Boolean).join(' ')}>${esc(content)}</text>`
}

/** A row of rounded "text line" bars of varying lengths, as placeholder copy. */
export function textBars(rng: Rng, x: number, y: number, width: number, lines: number, fill: string, height = 10, gap = 10): string {
	let out = ''
	for (let i = 0; i < lines; i++) {
		const last = i === lines - 1
		const w = width * (last && lines > 1 ? rng.range(0.35, 0.65) : rng.range(0.82, 1))
		out += rect(x, y + i * (height + gap), w, height, fill, height / 2)
	}
	return out
}

export function clamp(value: number, min: number, max: number): number {
	return Math.min(max, Math.max(min, value))
}

/** Skin tones and hair colours for people in the illustrations (kept by onPalette). */
export const SKIN = ['#f1c9a5', '#e0ac84', '#c68a5e', '#a26a42', '#7d4f2e', '#f5d6bf']
export const HAIR = ['#2b1d14', '#3b2a20', '#1c1c1c', '#5a3a22', '#8a5a2b', '#2e2a28']

// ------------------------------------------------------------ people, as prints

/**
 * The one way people are drawn (decision 087): as a two-ink print on paper, the studio's deep navy
 * over a warm paper white, with the brand's amber as the only spot colour. A drawing's colours
 * are mapped by their lightness along navy → paper (a gradient map, as a duotone photograph is
 * printed), so every skin tone keeps its own depth and no colour of its own.
 */
export const PRINT = { ink: '#0b2540', paper: '#f4ecdf', spot: '#f2a516', spotSoft: '#f7c76a' } as const

function mixHex(a: string, b: string, t: number): string {
	const [ar, ag, ab] = hexToRgb(a)
	const [br, bg, bb] = hexToRgb(b)
	const ch = (x: number, y: number) => Math.round(x + (y - x) * t).toString(16).padStart(2, '0')
	return `#${ch(ar, br)}${ch(ag, bg)}${ch(ab, bb)}`
}

const printCache = new Map<string, string>()

/** A colour as the print shows it: its OKLab lightness, stretched a little for contrast, along ink → paper. */
export function printTone(hex: string): string {
	const key = hex.toLowerCase()
	const hit = printCache.get(key)
	if (hit) return hit
	const [L] = oklab(key)
	const t = Math.min(1, Math.max(0, (L - 0.28) / 0.62))
	const tone = mixHex(PRINT.ink, PRINT.paper, t ** 0.9)
	printCache.set(key, tone)
	return tone
}

/** A finished drawing as a print: every colour of its tags and style sheet mapped by printTone, but the spot colour, kept. */
export function asPrint(svg: string): string {
	const spot = new Set<string>([PRINT.spot, PRINT.spotSoft])
	const recolour = (part: string) => part.replace(/#(?:[\da-fA-F]{6}|[\da-fA-F]{3})(?![\da-fA-F])/g, (c) => (spot.has(c.toLowerCase()) ? c : printTone(c)))
	return svg.replace(/<style>[^<]*<\/style>|<[^>]+>/g, recolour)
}

/** A halftone screen of ink dots, for the shadow side of a print: a pattern to fill shapes with. */
export function halftone(id: string, step = 9, radius = 2.1): string {
	return `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="${step / 2}" cy="${step / 2}" r="${radius}" fill="${PRINT.ink}"/></pattern>`
}
