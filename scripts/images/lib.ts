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

export interface Palette {
	hue: number
	/** Main brand colour, dark enough for white text on it. */
	primary: string
	/** A deeper shade of the primary, for footers and dark bands. */
	deep: string
	/** A second hue that goes with the primary. */
	secondary: string
	/** A bright accent for buttons and highlights. */
	accent: string
	/** Body text colour (near black, tinted). */
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

/** A harmonious palette built around one hue taken from the seed. */
export function makePalette(rng: Rng, hue = rng.int(0, 359)): Palette {
	const offset = rng.pick([30, 40, 150, 180, 200, 120])
	const h2 = hue + offset * (rng.chance(0.5) ? 1 : -1)
	const sat = rng.range(45, 70)
	// yellows and greens look muddy when dark: lighten them a little less, saturate more
	const yellowish = Math.max(0, 1 - Math.abs(((hue + 360) % 360) - 75) / 45)
	const dark = 40 - yellowish * 8
	return {
		hue,
		primary: hsl(hue, sat + yellowish * 10, dark),
		deep: hsl(hue, sat * 0.55, 14),
		secondary: hsl(h2, sat * 0.85, 52),
		accent: hsl(h2, 85, 56),
		ink: hsl(hue, 25, 16),
		bar: hsl(hue, 12, 82),
		line: hsl(hue, 18, 90),
		tint: hsl(hue, 35, 97),
		soft: hsl(hue, 50, 88),
		soft2: hsl(h2, 45, 90),
	}
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

/** Skin tones and hair colours for people in the illustrations. */
export const SKIN = ['#f1c9a5', '#e0ac84', '#c68a5e', '#a26a42', '#7d4f2e', '#f5d6bf']
export const HAIR = ['#2b1d14', '#3b2a20', '#1c1c1c', '#5a3a22', '#8a5a2b', '#2e2a28']
