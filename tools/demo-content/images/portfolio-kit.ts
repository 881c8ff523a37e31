/**
 * The drawing kit of the portfolio "screenshots": the page context (the
 * project, its archetype's copy, a curated palette and type pairing, seeded
 * randomness) and the small parts every page is built from: text, buttons,
 * form fields, chips, avatars, charts, maps and the client's brand mark.
 *
 * Text is set with three CSS classes (.h headings, .b body, .m mono) whose
 * families and default fill come from the page's type pairing and palette,
 * which keeps each text element short.
 */
import { icon } from './icons.ts'
import { Rng, SANS, esc, initials, n, rect, textWidth, wrapText } from './lib.ts'
import { bust, lookFor } from './people.ts'

export const W = 1200
export const H = 2400
export const X0 = 60
export const CW = W - 2 * X0

// ------------------------------------------------------------------ palettes

export interface Pal {
	bg: string
	/** Cards and panels. */
	surface: string
	ink: string
	muted: string
	line: string
	primary: string
	onPrimary: string
	accent: string
	onAccent: string
	/** Footers, dark bands and overlays. */
	dark: string
	/** Tinted section backgrounds. */
	soft: string
	soft2: string
	/** A dark page (light text on a dark ground). */
	dim: boolean
}

function pal(bg: string, ink: string, muted: string, line: string, primary: string, accent: string, dark: string, soft: string, soft2: string, extra: Partial<Pal> = {}): Pal {
	return { bg, surface: '#ffffff', ink, muted, line, primary, onPrimary: '#ffffff', accent, onAccent: '#ffffff', dark, soft, soft2, dim: false, ...extra }
}

/**
 * Hand-picked palettes: each archetype lists the ones that suit its trade.
 * portfolioSvg maps the finished page onto the nearest studio swatches.
 */
export const PALETTES = {
	clinicTeal: pal('#ffffff', '#0f2a2a', '#5b6f6e', '#dbe7e5', '#0f766e', '#f59e0b', '#0b3b3a', '#e7f4f1', '#fff5e0', { onAccent: '#2a1a00' }),
	medBlue: pal('#ffffff', '#0f1e3d', '#5a6781', '#dde4f0', '#1d4ed8', '#0d9488', '#0f1f4a', '#eef3ff', '#e6f8f5'),
	sage: pal('#fbfaf6', '#26302a', '#6b7468', '#e4e2d8', '#4d6b4f', '#c97b4a', '#2b3529', '#eef0e6', '#f6ebe1'),
	terracotta: pal('#fffaf5', '#2d1b14', '#7a6558', '#efe1d6', '#b4532a', '#2f6f73', '#3a1f16', '#f8ebe2', '#e5f0ef'),
	navyGold: pal('#ffffff', '#13213a', '#5f6b80', '#e3e6ec', '#14294d', '#b8892f', '#0b1a30', '#f4f1ea', '#eef1f6'),
	forest: pal('#fdfbf5', '#1d2a22', '#66705f', '#e6e2d3', '#1f4d3a', '#e0a526', '#132b21', '#eef1e6', '#fbf0d6', { onAccent: '#1d1400' }),
	violet: pal('#ffffff', '#1b1640', '#6a6789', '#e6e3f3', '#5b3fd6', '#12a88d', '#18123f', '#f2effe', '#e3f8f4'),
	inkLime: pal('#ffffff', '#111827', '#6b7280', '#e5e7eb', '#111827', '#a3e635', '#0b0f19', '#f3f4f6', '#f2fbe0', { onAccent: '#111827' }),
	ocean: pal('#ffffff', '#0b2436', '#587083', '#dde8ef', '#0e6ba8', '#ff6b57', '#06324f', '#e8f3fa', '#ffeeea'),
	maroon: pal('#fffaf3', '#2e0f14', '#7d5d5f', '#f0e0d6', '#8c1c2c', '#e9a10f', '#3d0c14', '#fbefe3', '#fdf3d9', { onAccent: '#2e1500' }),
	sunset: pal('#ffffff', '#2b1a10', '#7a6252', '#f1e3d8', '#c2410c', '#1864ab', '#2b1a10', '#fff1e6', '#e7f1fb'),
	blush: pal('#fffaf8', '#3a1b26', '#85666f', '#f1e2e2', '#7a2e46', '#b88a5a', '#3b1422', '#f8ebe8', '#f6efe4'),
	sky: pal('#ffffff', '#141d45', '#5d6690', '#e1e5f5', '#3248a8', '#ffb703', '#161f4d', '#eef1fb', '#fff6dc', { onAccent: '#231a00' }),
	emerald: pal('#f8fafc', '#0f172a', '#64748b', '#e2e8f0', '#047857', '#6366f1', '#0f172a', '#ecfdf5', '#eef2ff'),
	steel: pal('#ffffff', '#1b2227', '#5f6b73', '#dfe3e6', '#1f2933', '#ea580c', '#12181d', '#eef0f2', '#fff0e5'),
	rose: pal('#ffffff', '#2a1420', '#7c6470', '#f0e1e7', '#be185d', '#0e7490', '#2a0f1e', '#fdf0f5', '#e6f5f8'),
	redBold: pal('#ffffff', '#1c1917', '#6b6460', '#ece7e4', '#c81e1e', '#003049', '#1c1917', '#fdf0ef', '#e8eef2'),
	mono: pal('#ffffff', '#111111', '#6e6e6e', '#e8e6e3', '#111111', '#c2410c', '#111111', '#f5f3f0', '#f7ede6'),
	petrol: pal('#ffffff', '#102a30', '#58737a', '#dce8ea', '#0f4c5c', '#fb8b24', '#0a2f39', '#e8f2f3', '#fff1e2', { onAccent: '#2a1400' }),
	agri: pal('#ffffff', '#17281d', '#5d7063', '#dfe9e1', '#2d6a4f', '#e76f51', '#143326', '#edf6ef', '#fdece6'),
	royal: pal('#fffdf8', '#24103a', '#6d5f7d', '#ece4f2', '#5a189a', '#f7b801', '#240b40', '#f4edfb', '#fff6d6', { onAccent: '#2a1b00' }),
	coral: pal('#fffdfb', '#30201c', '#7b6a65', '#f1e4de', '#d1431f', '#29335c', '#29335c', '#fdefe9', '#eceef6'),
	coffee: pal('#faf6f0', '#2a1d15', '#7a6a5c', '#ebe1d4', '#6f4e37', '#d98e04', '#24170f', '#f2e9dd', '#f8ecd2'),
	lavender: pal('#ffffff', '#251f3a', '#6f6889', '#e8e4f3', '#6d4fc0', '#f4a259', '#231b3f', '#f3effb', '#fdf0e3', { onAccent: '#2a1600' }),
	midnight: pal('#0b1220', '#e6ebf2', '#8a97ac', '#233049', '#3b82f6', '#22d3ee', '#070c16', '#16213a', '#10263a', { surface: '#131c2e', onAccent: '#03222a', dim: true }),
	graphite: pal('#111315', '#eceff1', '#8d969c', '#2a2f33', '#a3e635', '#f97316', '#0a0b0c', '#1f2428', '#23291d', { surface: '#1b1e21', onPrimary: '#111315', dim: true }),
} satisfies Record<string, Pal>

export type PalName = keyof typeof PALETTES

// ---------------------------------------------------------------- typography

export interface TypeStyle {
	head: string
	body: string
	/** Heading weight. */
	hw: number
	/** Heading letter spacing, in ems. */
	ls: number
	/** Headings in capitals. */
	upper: boolean
	/** Heading width relative to the measuring font (narrow faces below 1). */
	k: number
}

const SERIF = `Georgia, 'Times New Roman', serif`

export const TYPES = {
	sans: { head: SANS, body: SANS, hw: 700, ls: -0.01, upper: false, k: 1 },
	tight: { head: `'Helvetica Neue', Arial, system-ui, sans-serif`, body: SANS, hw: 800, ls: -0.03, upper: false, k: 0.96 },
	serif: { head: SERIF, body: SANS, hw: 700, ls: -0.01, upper: false, k: 1.05 },
	classic: { head: `'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif`, body: SERIF, hw: 400, ls: 0, upper: false, k: 1.04 },
	didone: { head: `Didot, 'Bodoni 72', 'Bodoni MT', Georgia, serif`, body: SANS, hw: 400, ls: 0.01, upper: false, k: 1.02 },
	humanist: { head: `'Trebuchet MS', 'Gill Sans', 'Segoe UI', sans-serif`, body: SANS, hw: 700, ls: 0, upper: false, k: 0.96 },
	condensed: { head: `'Arial Narrow', 'Roboto Condensed', 'Liberation Sans Narrow', sans-serif-condensed, sans-serif`, body: SANS, hw: 700, ls: 0.01, upper: true, k: 0.84 },
	rounded: { head: `'Arial Rounded MT Bold', Nunito, 'Varela Round', 'Trebuchet MS', sans-serif`, body: SANS, hw: 800, ls: 0, upper: false, k: 1 },
	wide: { head: `Verdana, Geneva, 'DejaVu Sans', sans-serif`, body: SANS, hw: 700, ls: -0.02, upper: false, k: 1.04 },
	slab: { head: `Rockwell, 'Roboto Slab', 'Museo Slab', Georgia, serif`, body: SANS, hw: 700, ls: 0, upper: false, k: 1.05 },
} satisfies Record<string, TypeStyle>

export type TypeName = keyof typeof TYPES

// ---------------------------------------------------------------- context

export interface SiteItem {
	title: string
	domain: string
	description: string
	/** Position among earlier items of the same archetype, so siblings get different looks. */
	variant: number
	image: string
}

export interface Ctx {
	rng: Rng
	item: SiteItem
	p: Pal
	t: TypeStyle
	/** Corner radius of cards and pictures. */
	r: number
	/** Corner radius of buttons and fields. */
	br: number
	/** Shape of the client's mark in the header. */
	mark: number
	/** Currency symbol of the client's market. */
	cur: string
	/** The city or region the project names, if any. */
	place?: string
	/** Place names for the client's market, for addresses and routes. */
	india: boolean
	defs: string[]
	ids: Map<string, string>
	uid: number
}

export function newId(c: Ctx, prefix: string): string {
	return `${prefix}${c.uid++}`
}

/** A linear gradient, top to bottom (or left to right), defined once per page; a stop may be "colour@opacity". */
export function grad(c: Ctx, stops: string[], horizontal = false): string {
	const key = `${horizontal ? 'h' : 'v'}${stops.join(',')}`
	let id = c.ids.get(key)
	if (!id) {
		id = newId(c, 'g')
		c.ids.set(key, id)
		const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"'
		const stop = (s: string, i: number) => {
			const [color, opacity] = s.split('@')
			return `<stop offset="${n(i / (stops.length - 1))}" stop-color="${color}"${opacity ? ` stop-opacity="${opacity}"` : ''}/>`
		}
		c.defs.push(`<linearGradient id="${id}" ${dir}>${stops.map(stop).join('')}</linearGradient>`)
	}
	return `url(#${id})`
}

/** Clips content to a (rounded) rectangle. */
export function clip(c: Ctx, x: number, y: number, w: number, h: number, r: number, content: string): string {
	const id = newId(c, 'k')
	c.defs.push(`<clipPath id="${id}">${rect(x, y, w, h, '#000', r)}</clipPath>`)
	return `<g clip-path="url(#${id})">${content}</g>`
}

// ---------------------------------------------------------------------- text

export type Font = 'h' | 'b' | 'm'

export interface TOpt {
	f?: Font
	w?: number
	fill?: string
	a?: 'middle' | 'end'
	/** Letter spacing in pixels. */
	ls?: number
	/** Capitals. */
	up?: boolean
	o?: number
}

function shown(c: Ctx, s: string, o: TOpt): string {
	return o.up || ((o.f ?? 'b') === 'h' && c.t.upper) ? s.toUpperCase() : s
}

/** A line of text in one of the page's three faces. */
export function T(c: Ctx, x: number, y: number, s: string, size: number, o: TOpt = {}): string {
	const f = o.f ?? 'b'
	const ls = o.ls ?? (f === 'h' ? c.t.ls * size : 0)
	let a = `x="${n(x)}" y="${n(y)}"${f === 'b' ? '' : ` class="${f}"`} font-size="${n(size)}"`
	if (o.w && !(f === 'h' && o.w === c.t.hw) && !(f !== 'h' && o.w === 400)) a += ` font-weight="${o.w}"`
	if (o.a) a += ` text-anchor="${o.a}"`
	if (Math.abs(ls) >= 0.5) a += ` letter-spacing="${n(ls)}"`
	if (o.fill && o.fill !== c.p.ink) a += ` fill="${o.fill}"`
	if (o.o !== undefined) a += ` fill-opacity="${o.o}"`
	return `<text ${a}>${esc(shown(c, s, o))}</text>`
}

/** Rendered width of a line set with T. */
export function tw(c: Ctx, s: string, size: number, o: TOpt = {}): number {
	const f = o.f ?? 'b'
	const bold = (o.w ?? (f === 'h' ? c.t.hw : 400)) >= 600
	const k = f === 'h' ? c.t.k : f === 'm' ? 1.06 : 1
	const ls = o.ls ?? (f === 'h' ? c.t.ls * size : 0)
	const str = shown(c, s, o)
	return textWidth(str, size, bold) * k + ls * str.length
}

/** The largest size (at most max) at which the line fits the width. */
export function fit(c: Ctx, s: string, width: number, max: number, min = 11, o: TOpt = {}): number {
	let size = max
	while (size > min && tw(c, s, size, o) > width) size -= 1
	return size
}

/** Word-wrapped lines no wider than width, the last cut with an ellipsis beyond maxLines. */
export function wrap(c: Ctx, s: string, width: number, size: number, o: TOpt = {}, maxLines = 9): string[] {
	const f = o.f ?? 'b'
	const k = f === 'h' ? c.t.k : 1
	const bold = (o.w ?? (f === 'h' ? c.t.hw : 400)) >= 600
	return wrapText(shown(c, s, o), width / k, size, bold, maxLines)
}

/** A wrapped paragraph; returns the markup and its height. */
export function para(c: Ctx, x: number, y: number, s: string, width: number, size: number, o: TOpt = {}, maxLines = 9, lh = 1.5): { svg: string; h: number } {
	const lines = wrap(c, s, width, size, o, maxLines)
	const svg = lines.map((line, i) => T(c, x, y + size + i * size * lh, line, size, o)).join('')
	return { svg, h: lines.length * size * lh }
}

// ---------------------------------------------------------------- controls

export type BtnKind = 'p' | 'a' | 'o' | 'w' | 'ow' | 'soft' | 'ink'

export function btnW(c: Ctx, label: string, size = 16): number {
	return tw(c, label, size, { w: 600 }) + size * 2.5
}

/** A button; kinds: primary, accent, outline, white, outline-on-dark, soft, ink. */
export function btn(c: Ctx, x: number, y: number, label: string, kind: BtnKind = 'p', size = 16, anchor: 'start' | 'middle' | 'end' = 'start'): string {
	const { p } = c
	const w = btnW(c, label, size)
	const h = Math.round(size * 2.9)
	const left = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x
	const r = Math.min(c.br, h / 2)
	const fills: Record<BtnKind, [string, string, string]> = {
		p: [p.primary, p.onPrimary, ''],
		a: [p.accent, p.onAccent, ''],
		o: ['none', p.dim ? p.ink : p.primary, `stroke="${p.dim ? p.ink : p.primary}" stroke-width="2"`],
		w: ['#ffffff', '#1a1a1a', ''],
		ow: ['none', '#ffffff', 'stroke="#ffffff" stroke-width="2"'],
		soft: [p.soft, p.dim ? p.ink : p.primary, ''],
		ink: [p.ink, p.bg, ''],
	}
	const [bg, fg, extra] = fills[kind]
	return rect(left, y, w, h, bg, r, extra) + T(c, left + w / 2, y + h / 2 + size * 0.36, label, size, { w: 600, fill: fg, a: 'middle' })
}

/** A form field with a small label inside its top edge, a value and an optional icon or chevron. */
export function field(c: Ctx, x: number, y: number, w: number, label: string, value: string, o: { h?: number; icon?: string; select?: boolean; muted?: boolean; fill?: string; stroke?: string } = {}): string {
	const { p } = c
	const h = o.h ?? 58
	let g = rect(x, y, w, h, o.fill ?? p.surface, Math.min(c.br, 12), `stroke="${o.stroke ?? p.line}" stroke-width="1.5"`)
	let tx = x + 16
	if (o.icon) {
		g += icon(o.icon, x + 14, y + h / 2 - 10, 20, p.muted)
		tx += 30
	}
	const maxW = w - (tx - x) - (o.select ? 40 : 14)
	if (label) {
		g += T(c, tx, y + h / 2 - 5, label, 12, { fill: p.muted, w: 600 })
		g += T(c, tx, y + h / 2 + 15, value, fit(c, value, maxW, 16, 11), { fill: o.muted ? p.muted : p.ink, w: 500 })
	} else g += T(c, tx, y + h / 2 + 6, value, fit(c, value, maxW, 16, 11), { fill: o.muted ? p.muted : p.ink })
	if (o.select) g += icon('down', x + w - 34, y + h / 2 - 9, 18, p.muted)
	return g
}

/** A pill; returns its markup and width. */
export function chip(c: Ctx, x: number, y: number, label: string, active = false, size = 14, o: { fill?: string; fg?: string } = {}): { svg: string; w: number } {
	const { p } = c
	const w = tw(c, label, size, { w: 600 }) + size * 2
	const h = size * 2.3
	const bg = o.fill ?? (active ? p.primary : p.surface)
	const fg = o.fg ?? (active ? p.onPrimary : p.ink)
	const svg = rect(x, y, w, h, bg, h / 2, active || o.fill ? '' : `stroke="${p.line}" stroke-width="1.5"`) + T(c, x + w / 2, y + h / 2 + size * 0.36, label, size, { w: 600, fill: fg, a: 'middle' })
	return { svg, w }
}

/** A row of pills from x; returns the markup and where it ended. */
export function chips(c: Ctx, x: number, y: number, labels: string[], active = 0, size = 14, maxX = W - X0): string {
	let g = ''
	for (const [i, label] of labels.entries()) {
		const ch = chip(c, x, y, label, i === active, size)
		if (x + ch.w > maxX) break
		g += ch.svg
		x += ch.w + 10
	}
	return g
}

/** A small status pill in a tone: good, warn, bad, info or neutral. */
export function pill(c: Ctx, x: number, y: number, label: string, tone: 'good' | 'warn' | 'bad' | 'info' | 'neutral', size = 12, anchor: 'start' | 'end' = 'start'): string {
	const tones = {
		good: ['#dcfce7', '#166534'],
		warn: ['#fef3c7', '#92400e'],
		bad: ['#fee2e2', '#991b1b'],
		info: ['#dbeafe', '#1e40af'],
		neutral: [c.p.dim ? '#2a3446' : '#eef0f3', c.p.dim ? '#c5cedb' : '#475467'],
	}
	const [bg, fg] = tones[tone]
	const w = tw(c, label, size, { w: 600 }) + size * 1.6
	const left = anchor === 'end' ? x - w : x
	return rect(left, y, w, size * 2, bg!, size) + T(c, left + w / 2, y + size * 1.36, label, size, { w: 600, fill: fg, a: 'middle' })
}

/** Five stars and an optional score after them. */
export function stars(c: Ctx, x: number, y: number, size: number, score?: string, color = '#f5a524'): string {
	let g = T(c, x, y, '★★★★★', size, { fill: color, ls: 1 })
	if (score) g += T(c, x + size * 5.6, y, score, size * 0.9, { w: 600, fill: c.p.muted })
	return g
}

/** A round portrait of a person (head and shoulders) on a tinted disc. */
export function avatar(c: Ctx, cx: number, cy: number, r: number, seed: number, bg = c.p.soft, o: { coat?: string } = {}): string {
	const look = lookFor(new Rng(seed))
	if (o.coat) look.top = o.coat
	const id = c.ids.get('avatar-clip') ?? newId(c, 'av')
	if (!c.ids.has('avatar-clip')) {
		c.ids.set('avatar-clip', id)
		c.defs.push(`<clipPath id="${id}" clipPathUnits="objectBoundingBox"><circle cx=".5" cy=".5" r=".5"/></clipPath>`)
	}
	return `<g clip-path="url(#${id})">${rect(cx - r, cy - r, 2 * r, 2 * r, bg)}${bust(cx, cy + r, r * 1.25, look)}</g>`
}

// ------------------------------------------------------------------ charts

/** A line chart of one or more series scaled into a box, optionally with a filled area under the first. */
export function lineChart(c: Ctx, x: number, y: number, w: number, h: number, series: number[][], colors: string[], o: { area?: boolean; grid?: number; dashed?: number[] } = {}): string {
	const all = series.flat()
	const max = Math.max(...all) * 1.08
	const min = Math.min(0, Math.min(...all))
	let g = ''
	const grid = o.grid ?? 4
	for (let i = 0; i <= grid; i++) g += rect(x, y + (h * i) / grid, w, 1, c.p.line)
	series.forEach((s, k) => {
		const pts = s.map((v, i) => `${n(x + (w * i) / (s.length - 1))} ${n(y + h - ((v - min) / (max - min)) * h)}`)
		if (k === 0 && o.area) g += `<path d="M${pts.join('L')}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}z" fill="${grad(c, [colors[0]!, c.p.dim ? c.p.surface : '#ffffff'])}" fill-opacity=".35"/>`
		g += `<path d="M${pts.join('L')}" fill="none" stroke="${colors[k]}" stroke-width="3" stroke-linejoin="round"${o.dashed?.includes(k) ? ' stroke-dasharray="8 6"' : ''}/>`
	})
	return g
}

/** Vertical bars filling a box; the highlighted bar takes the second colour. */
export function bars(x: number, y: number, w: number, h: number, values: number[], color: string, highlight = -1, other = color, radius = 4): string {
	const max = Math.max(...values)
	const step = w / values.length
	const bw = step * 0.6
	return values.map((v, i) => rect(x + i * step + (step - bw) / 2, y + h - (v / max) * h, bw, (v / max) * h, i === highlight ? other : color, Math.min(radius, bw / 2))).join('')
}

/** A ring chart of parts (fractions summing to at most 1). */
export function donut(cx: number, cy: number, r: number, parts: number[], colors: string[], width: number, track = '#e5e7eb'): string {
	const len = 2 * Math.PI * r
	let g = `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${track}" stroke-width="${n(width)}"/>`
	let offset = 0
	parts.forEach((part, i) => {
		g += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colors[i % colors.length]}" stroke-width="${n(width)}" stroke-dasharray="${n(part * len)} ${n(len)}" stroke-dashoffset="${n(-offset * len)}" transform="rotate(-90 ${n(cx)} ${n(cy)})"/>`
		offset += part
	})
	return g
}

/** A random walk of count values trending upward, for charts. */
export function series(rng: Rng, count: number, start: number, drift: number, noise: number): number[] {
	const out: number[] = []
	let v = start
	for (let i = 0; i < count; i++) {
		v = Math.max(start * 0.2, v + drift + rng.range(-noise, noise))
		out.push(v)
	}
	return out
}

// -------------------------------------------------------------------- maps

export interface MapOpt {
	pins?: { x: number; y: number; label?: string; active?: boolean }[]
	route?: boolean
	water?: boolean
	tone?: 'light' | 'dark' | 'sat'
}

/** A street map: blocks, parks, a river, main roads and optional pins, price tags and a route. */
export function mapView(c: Ctx, x: number, y: number, w: number, h: number, o: MapOpt = {}): string {
	const { rng, p } = c
	const tone = o.tone ?? (p.dim ? 'dark' : 'light')
	const land = tone === 'dark' ? '#1b2536' : tone === 'sat' ? '#5d7a3e' : '#eef0ea'
	const road = tone === 'dark' ? '#2d3a52' : tone === 'sat' ? '#c9b98f' : '#ffffff'
	const park = tone === 'dark' ? '#1f3a33' : tone === 'sat' ? '#3f6b2a' : '#d3e8c8'
	const water = tone === 'dark' ? '#173152' : tone === 'sat' ? '#2f5f7a' : '#b9dcf2'
	let g = rect(x, y, w, h, land)
	if (tone === 'sat') {
		// fields seen from above: patches in greens and browns
		for (let i = 0; i < 16; i++) {
			const fx = x + rng.range(-40, w)
			const fy = y + rng.range(-40, h)
			const fw = rng.range(100, 220)
			const fh = rng.range(70, 160)
			g += `<path d="M${n(fx)} ${n(fy)}l${n(fw)} ${n(rng.range(-14, 14))}l${n(rng.range(-14, 14))} ${n(fh)}l${n(-fw)} ${n(rng.range(-14, 14))}z" fill="${rng.pick(['#6f8f45', '#8aa352', '#a08a55', '#557a35', '#7b6a44', '#9bb061'])}"/>`
		}
	} else {
		for (let i = 0; i < 5; i++) g += rect(x + rng.range(0, w - 120), y + rng.range(0, h - 90), rng.range(70, 160), rng.range(50, 110), park, 6)
	}
	if (o.water !== false) {
		const wy = y + h * rng.range(0.55, 0.8)
		g += `<path d="M${n(x - 10)} ${n(wy)}C${n(x + w * 0.3)} ${n(wy - h * 0.25)} ${n(x + w * 0.6)} ${n(wy + h * 0.2)} ${n(x + w + 10)} ${n(wy - h * 0.1)}" fill="none" stroke="${water}" stroke-width="${n(Math.max(14, h * 0.06))}"/>`
	}
	let roads = ''
	const cols = Math.max(3, Math.round(w / 140))
	const rows = Math.max(2, Math.round(h / 130))
	for (let i = 1; i < cols; i++) {
		const rx = x + (w * i) / cols + rng.range(-20, 20)
		roads += `M${n(rx)} ${n(y)}L${n(rx + rng.range(-40, 40))} ${n(y + h)}`
	}
	for (let i = 1; i < rows; i++) {
		const ry = y + (h * i) / rows + rng.range(-15, 15)
		roads += `M${n(x)} ${n(ry)}L${n(x + w)} ${n(ry + rng.range(-30, 30))}`
	}
	g += `<path d="${roads}" stroke="${road}" stroke-width="${tone === 'sat' ? 3 : 7}" fill="none"/>`
	g += `<path d="M${n(x)} ${n(y + h * 0.2)}Q${n(x + w * 0.5)} ${n(y + h * 0.45)} ${n(x + w)} ${n(y + h * 0.3)}" stroke="${tone === 'dark' ? '#3b4a66' : tone === 'sat' ? '#d8c9a0' : '#ffd98a'}" stroke-width="${tone === 'sat' ? 4 : 10}" fill="none"/>`
	if (o.route && o.pins && o.pins.length > 1) {
		const d = o.pins.map((pt, i) => `${i ? 'L' : 'M'}${n(pt.x)} ${n(pt.y)}`).join('')
		g += `<path d="${d}" fill="none" stroke="${p.primary}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`
	}
	for (const pin of o.pins ?? []) g += mapPin(c, pin.x, pin.y, pin.label, pin.active)
	return clip(c, x, y, w, h, c.r, g)
}

/** A pin, or a price tag when it has a label. */
export function mapPin(c: Ctx, x: number, y: number, label?: string, active = false): string {
	const { p } = c
	if (label) {
		const w = tw(c, label, 14, { w: 700 }) + 20
		const bg = active ? p.primary : p.surface
		return rect(x - w / 2, y - 34, w, 28, bg, 14, active ? '' : `stroke="${p.line}"`) + `<path d="M${n(x - 6)} ${n(y - 7)}l6 7 6-7z" fill="${bg}"/>` + T(c, x, y - 15, label, 14, { w: 700, fill: active ? p.onPrimary : p.ink, a: 'middle' })
	}
	const col = active ? p.accent : p.primary
	return `<path d="M${n(x)} ${n(y)}c-4-9-14-14-14-24a14 14 0 0 1 28 0c0 10-10 15-14 24z" fill="${col}"/>` + `<circle cx="${n(x)}" cy="${n(y - 24)}" r="5" fill="#fff"/>`
}

// -------------------------------------------------------------- the brand

/** The client's mark: a seeded shape with the initial, or a small abstract symbol. */
export function brandMark(c: Ctx, x: number, y: number, s: number, color: string, on: string): string {
	const letter = initials(c.item.title, 1)
	const glyph = (size: number, dy = 0.36) => T(c, x + s / 2, y + s / 2 + size * dy, letter, size, { f: 'h', w: 800, fill: on, a: 'middle' })
	switch (c.mark) {
		case 0:
			return rect(x, y, s, s, color, s * 0.26) + glyph(s * 0.56)
		case 1:
			return `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s / 2)}" fill="${color}"/>` + glyph(s * 0.54)
		case 2: // an arch
			return `<path d="M${n(x)} ${n(y + s)}V${n(y + s / 2)}a${n(s / 2)} ${n(s / 2)} 0 0 1 ${n(s)} 0V${n(y + s)}z" fill="${color}"/>` + glyph(s * 0.5, 0.55)
		case 3: // a leaf
			return `<path d="M${n(x)} ${n(y + s)}C${n(x)} ${n(y + s * 0.3)} ${n(x + s * 0.4)} ${n(y)} ${n(x + s)} ${n(y)}C${n(x + s)} ${n(y + s * 0.6)} ${n(x + s * 0.6)} ${n(y + s)} ${n(x)} ${n(y + s)}z" fill="${color}"/><path d="M${n(x + s * 0.15)} ${n(y + s * 0.85)}L${n(x + s * 0.7)} ${n(y + s * 0.3)}" stroke="${on}" stroke-width="${n(s * 0.07)}" stroke-linecap="round"/>`
		case 4: // three rising bars
			return [0, 1, 2].map((i) => rect(x + i * s * 0.36, y + s * (0.5 - i * 0.25), s * 0.26, s * (0.5 + i * 0.25), color, s * 0.08)).join('')
		case 5: // a ring with a dot
			return `<circle cx="${n(x + s / 2)}" cy="${n(y + s / 2)}" r="${n(s * 0.4)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.16)}"/><circle cx="${n(x + s * 0.82)}" cy="${n(y + s * 0.18)}" r="${n(s * 0.14)}" fill="${color}"/>`
		case 6: // a four-point spark
			return `<path d="M${n(x + s / 2)} ${n(y)}Q${n(x + s * 0.56)} ${n(y + s * 0.44)} ${n(x + s)} ${n(y + s / 2)}Q${n(x + s * 0.56)} ${n(y + s * 0.56)} ${n(x + s / 2)} ${n(y + s)}Q${n(x + s * 0.44)} ${n(y + s * 0.56)} ${n(x)} ${n(y + s / 2)}Q${n(x + s * 0.44)} ${n(y + s * 0.44)} ${n(x + s / 2)} ${n(y)}z" fill="${color}"/>`
		default: // a hexagon with the initial
			return `<path d="M${n(x + s / 2)} ${n(y)}L${n(x + s * 0.93)} ${n(y + s * 0.25)}V${n(y + s * 0.75)}L${n(x + s / 2)} ${n(y + s)}L${n(x + s * 0.07)} ${n(y + s * 0.75)}V${n(y + s * 0.25)}z" fill="${color}"/>` + glyph(s * 0.46)
	}
}

/** Mark and name side by side (or the name alone, for wordmark brands); returns the markup and width. */
export function brandLogo(c: Ctx, x: number, y: number, color: string, markColor: string, on: string, o: { size?: number; maxW?: number; anchor?: 'start' | 'middle' } = {}): { svg: string; w: number } {
	const size = o.size ?? 22
	const maxW = o.maxW ?? 330
	const wordOnly = c.mark === 7 && c.item.title.length < 22
	const s = wordOnly ? 0 : Math.round(size * 1.6)
	const gap = wordOnly ? 0 : 12
	const opt: TOpt = { f: 'h', w: wordOnly ? 800 : 700, fill: color, ls: wordOnly ? -0.5 : undefined }
	const fs = fit(c, c.item.title, maxW - s - gap, size, 13, opt)
	const w = s + gap + tw(c, c.item.title, fs, opt)
	const left = o.anchor === 'middle' ? x - w / 2 : x
	let g = wordOnly ? '' : brandMark(c, left, y, s, markColor, on)
	g += T(c, left + s + gap, y + (wordOnly ? size * 1.1 : s / 2 + fs * 0.36), c.item.title, fs, opt)
	return { svg: g, w }
}

// -------------------------------------------------------------- helpers

/** Whether a #rrggbb colour is dark enough for white text on it. */
export function isDark(hex: string): boolean {
	const v = parseInt(hex.slice(1, 7), 16)
	return ((v >> 16) & 255) * 0.299 + ((v >> 8) & 255) * 0.587 + (v & 255) * 0.114 < 140
}

/** Amount in the client's currency, grouped the local way. */
export function money(c: Ctx, amount: number): string {
	const grouped = Math.round(amount).toLocaleString(c.cur === '₹' ? 'en-IN' : 'en-US')
	return `${c.cur}${grouped}`
}

/** An icon on a tinted square (or circle). */
export function iconTile(c: Ctx, x: number, y: number, s: number, glyph: string, o: { fill?: string; color?: string; round?: boolean } = {}): string {
	const r = o.round ? s / 2 : Math.min(c.r, s / 3)
	return rect(x, y, s, s, o.fill ?? c.p.soft, r) + icon(glyph, x + s * 0.25, y + s * 0.25, s * 0.5, o.color ?? (c.p.dim ? c.p.ink : c.p.primary))
}

/** Eyebrow and heading at (x, y); returns the markup and its height. */
export function heading(c: Ctx, x: number, y: number, title: string, o: { eyebrow?: string; a?: 'middle'; size?: number; width?: number; fill?: string; sub?: string } = {}): { svg: string; h: number } {
	const size = o.size ?? 38
	const width = o.width ?? 760
	let g = ''
	let h = 0
	if (o.eyebrow) {
		g += T(c, x, y + 14, o.eyebrow, 13, { w: 700, up: true, ls: 2, fill: c.p.dim ? c.p.accent : c.p.primary, a: o.a })
		h += 32
	}
	const lines = wrap(c, title, width, size, { f: 'h' }, 2)
	lines.forEach((line, i) => (g += T(c, x, y + h + size * 0.92 + i * size * 1.15, line, size, { f: 'h', a: o.a, fill: o.fill })))
	h += lines.length * size * 1.15
	if (o.sub) {
		const lines2 = wrap(c, o.sub, width, 17, {}, 2)
		lines2.forEach((line, i) => (g += T(c, x, y + h + 34 + i * 26, line, 17, { fill: c.p.muted, a: o.a })))
		h += 16 + lines2.length * 26
	}
	return { svg: g, h }
}

/** The page's faces; text without a fill inherits the ink colour from the page's root group. */
export const css = (c: Ctx): string => `text{font-family:${c.t.body}}.h{font-family:${c.t.head};font-weight:${c.t.hw}}`

