/**
 * Page blocks shared by the portfolio archetypes: headers, heroes, the common
 * sections of a business site (features, story, stats, cards, tables, team,
 * reviews, pricing, steps, FAQ, calls to action) and footers. Every block
 * knows its height before it is drawn, so a page can be filled to exactly
 * 2400 pixels; archetypes pass in their own copy and card renderers.
 */
import { icon } from './icons.ts'
import { circle, n, rect } from './lib.ts'
import {
	CW,
	type Ctx,
	H,
	W,
	X0,
	avatar,
	brandLogo,
	clip,
	btn,
	btnW,
	chip,
	fit,
	grad,
	heading,
	iconTile,
	isDark,
	para,
	stars,
	T,
	tw,
	wrap,
} from './portfolio-kit.ts'
import { type PhotoKind, type PhotoOpt, photo } from './portfolio-photos.ts'

export interface Block {
	h: number
	draw: (y: number) => string
}

export const block = (h: number, draw: (y: number) => string): Block => ({ h, draw })

/** A visual drawn into a box: a photo kind, or custom drawing. */
export type Visual = PhotoKind | { kind: PhotoKind; o: PhotoOpt } | ((x: number, y: number, w: number, h: number) => string)

export function visual(c: Ctx, v: Visual, x: number, y: number, w: number, h: number, r?: number, o: PhotoOpt = {}): string {
	if (typeof v === 'function') return v(x, y, w, h)
	if (typeof v === 'string') return photo(c, v, x, y, w, h, { r, ...o })
	return photo(c, v.kind, x, y, w, h, { r, ...o, ...v.o })
}

// ------------------------------------------------------------------ headers

export interface NavSpec {
	style: 'bar' | 'center' | 'split' | 'overlay' | 'utility' | 'dark'
	menu: string[]
	cta?: string
	icons?: string[]
	/** Left and right texts of a thin bar above the header. */
	util?: [string, string]
}

export function navBar(c: Ctx, s: NavSpec): { svg: string; h: number } {
	const { p } = c
	const dark = s.style === 'overlay' || s.style === 'dark'
	const fg = dark ? '#ffffff' : p.ink
	const soft = dark ? '#ffffffd0' : p.muted
	let g = ''
	let top = 0
	if (s.util) {
		g += rect(0, 0, W, 42, s.style === 'overlay' ? '#00000055' : p.dark)
		g += T(c, X0, 27, s.util[0], 13, { fill: '#ffffffcc' }) + T(c, W - X0, 27, s.util[1], 13, { fill: '#ffffffcc', a: 'end' })
		top = 42
	}
	const cta = s.cta ? btnW(c, s.cta, 15) : 0
	const iconsW = (s.icons?.length ?? 0) * 40
	if (s.style === 'center' || s.style === 'split') {
		const h = 136
		g += rect(0, top, W, h, p.bg) + rect(0, top + h - 1, W, 1, p.line)
		if (s.style === 'center') {
			g += brandLogo(c, W / 2, top + 22, fg, p.primary, p.onPrimary, { anchor: 'middle', size: 26, maxW: 420 }).svg
			const widths = s.menu.map((m) => tw(c, m, 15, { w: 600 }))
			let x = W / 2 - (widths.reduce((a, b) => a + b, 0) + 40 * (widths.length - 1)) / 2
			s.menu.forEach((m, i) => {
				g += T(c, x, top + 108, m, 15, { w: 600, fill: i === 0 ? p.primary : soft })
				x += widths[i]! + 40
			})
			g += icon('search', X0, top + 32, 22, fg)
		} else {
			const half = Math.ceil(s.menu.length / 2)
			g += brandLogo(c, W / 2, top + 44, fg, p.primary, p.onPrimary, { anchor: 'middle', size: 24, maxW: 340 }).svg
			let x = X0
			for (const m of s.menu.slice(0, half)) {
				g += T(c, x, top + 76, m, 15, { w: 600, fill: soft })
				x += tw(c, m, 15, { w: 600 }) + 30
			}
			x = W - X0 - iconsW
			for (const m of s.menu.slice(half).reverse()) {
				x -= tw(c, m, 15, { w: 600 })
				g += T(c, x, top + 76, m, 15, { w: 600, fill: soft })
				x -= 30
			}
		}
		s.icons?.forEach((ic, i) => (g += icon(ic, W - X0 - 24 - i * 40, top + (s.style === 'center' ? 32 : 58), 24, fg)))
		return { svg: g, h: top + h }
	}
	const h = 88
	if (s.style === 'bar' || s.style === 'utility') g += rect(0, top, W, h, p.bg) + rect(0, top + h - 1, W, 1, p.line)
	if (s.style === 'dark') g += rect(0, top, W, h, p.dark)
	const markColor = dark ? (isDark(p.accent) ? '#ffffff' : p.accent) : p.primary
	const logo = brandLogo(c, X0, top + 26, fg, markColor, dark ? (isDark(p.accent) ? p.dark : p.onAccent) : p.onPrimary, { maxW: 330 })
	g += logo.svg
	let right = W - X0
	if (s.cta) {
		g += btn(c, right, top + 22, s.cta, dark ? 'a' : 'p', 15, 'end')
		right -= cta + 28
	}
	s.icons?.forEach((ic) => {
		g += icon(ic, right - 24, top + 32, 24, fg)
		right -= 40
	})
	right -= 10
	let x = right
	for (const m of [...s.menu].reverse()) {
		const w = tw(c, m, 15, { w: 500 })
		if (x - w < X0 + logo.w + 40) break
		x -= w
		g += T(c, x, top + 50, m, 15, { w: 500, fill: soft })
		x -= 30
	}
	return { svg: g, h: top + h }
}

// ------------------------------------------------------------------- heroes

export interface HeroText {
	eyebrow?: string
	title: string
	sub?: string
	ctas?: [string, string?]
}

/** Eyebrow, headline, subline and buttons in a column; returns the markup and the height used. */
export function heroText(c: Ctx, x: number, y: number, width: number, t: HeroText, o: { dark?: boolean; a?: 'middle'; size?: number; lines?: number } = {}): { svg: string; h: number } {
	const { p } = c
	const fg = o.dark ? '#ffffff' : p.ink
	let g = ''
	let yy = y
	if (t.eyebrow) {
		g += T(c, x, yy + 14, t.eyebrow, 14, { w: 700, up: true, ls: 2.5, fill: o.dark ? '#ffffffd9' : p.dim ? p.accent : p.primary, a: o.a })
		yy += 40
	}
	let size = o.size ?? 60
	let lines = wrap(c, t.title, width, size, { f: 'h' })
	while (lines.length > (o.lines ?? 3) && size > 34) {
		size -= 4
		lines = wrap(c, t.title, width, size, { f: 'h' })
	}
	lines.forEach((line, i) => (g += T(c, x, yy + size * 0.9 + i * size * 1.1, line, size, { f: 'h', fill: fg, a: o.a })))
	yy += lines.length * size * 1.1 + 10
	if (t.sub) {
		const s = para(c, x, yy + 8, t.sub, Math.min(width, 560), 19, { fill: o.dark ? '#ffffffd9' : p.muted, a: o.a }, 3)
		g += s.svg
		yy += s.h + 24
	}
	if (t.ctas) {
		const [a, b] = t.ctas
		const wa = btnW(c, a, 17)
		const wb = b ? btnW(c, b, 17) : 0
		let bx = o.a === 'middle' ? x - (wa + (b ? wb + 14 : 0)) / 2 : x
		g += btn(c, bx, yy + 6, a, p.dim || o.dark ? 'a' : 'p', 17)
		bx += wa + 14
		if (b) g += btn(c, bx, yy + 6, b, o.dark ? 'ow' : 'o', 17)
		yy += 62
	}
	return { svg: g, h: yy - y }
}

export interface HeroSpec extends HeroText {
	layout: 'split' | 'image' | 'centered' | 'band'
	visual?: Visual
	/** Height of the hero. */
	h?: number
	/** A card (search form, booking widget) laid over or beside the hero. */
	panel?: { w: number; h: number; draw: (x: number, y: number) => string }
	/** Picture on the left in split layouts. */
	flip?: boolean
	/** Background of split and band heroes. */
	bg?: 'soft' | 'plain' | 'dark' | 'primary'
	/** Extra drawing after the hero, given the hero's top and text bottom. */
	extra?: (top: number, textBottom: number) => string
	align?: 'left' | 'center'
	size?: number
}

/** Draws a hero starting at `top`; `inset` is room left at the top for an overlaid header. */
export function hero(c: Ctx, s: HeroSpec, top: number, inset: number): { svg: string; h: number } {
	const { p } = c
	const h = s.h ?? 640
	let g = ''
	switch (s.layout) {
		case 'image': {
			const full = h + inset
			// no people in a picture that carries the headline
			g += visual(c, s.visual ?? 'abstract', 0, top, W, full, 0, { lite: true })
			const center = s.align === 'center'
			g += rect(0, top, W, full, center ? grad(c, ['#00000088', '#00000040', '#00000099']) : grad(c, ['#000000a6', '#00000030'], true))
			const tx = center ? W / 2 : X0
			const panelH = s.panel ? s.panel.h + 40 : 0
			const text = heroText(c, tx, 0, center ? 900 : 620, s, { dark: true, a: center ? 'middle' : undefined, size: s.size })
			const ty = top + inset + Math.max(60, (h - panelH - text.h) / 2)
			g += `<g transform="translate(0 ${n(ty)})">${text.svg}</g>`
			if (s.panel) g += s.panel.draw(center ? (W - s.panel.w) / 2 : X0, top + full - s.panel.h - 40)
			if (s.extra) g += s.extra(top, ty + text.h)
			return { svg: g, h: full - inset }
		}
		case 'centered': {
			const bg = s.bg === 'dark' ? p.dark : s.bg === 'soft' ? p.soft : p.bg
			g += rect(0, top, W, h + inset, bg)
			if (s.bg === 'dark') g += clip(c, 0, top, W, h + inset, 0, circle(W * 0.85, top + 80, 320, p.primary, 'fill-opacity=".35"') + circle(W * 0.1, top + h, 260, p.accent, 'fill-opacity=".12"'))
			const text = heroText(c, W / 2, top + inset + 70, 900, s, { dark: s.bg === 'dark', a: 'middle', size: s.size, lines: 2 })
			g += text.svg
			if (s.visual) {
				const vy = top + inset + 70 + text.h + 40
				g += visual(c, s.visual, X0 + 60, vy, CW - 120, h + inset - (vy - top) + 60)
			}
			if (s.panel) g += s.panel.draw((W - s.panel.w) / 2, top + inset + 70 + text.h + 30)
			if (s.extra) g += s.extra(top, top + inset + 70 + text.h)
			return { svg: g, h: h + (s.visual ? 60 : 0) }
		}
		default: {
			const dark = s.bg === 'dark' || s.bg === 'primary'
			const bg = s.bg === 'dark' ? p.dark : s.bg === 'primary' ? p.primary : s.bg === 'soft' ? p.soft : p.bg
			g += rect(0, top, W, h + inset, bg)
			const half = s.layout === 'band' ? (s.visual ? 640 : CW) : 520
			const tx = s.flip ? W - X0 - half : X0
			if (s.layout === 'band' && s.visual) {
				// a picture fading into the band from the right
				g += visual(c, s.visual, W * 0.42, top, W * 0.58, h + inset, 0, { lite: true }) + rect(W * 0.42, top, W * 0.58, h + inset, grad(c, [bg, `${bg}@0`], true))
			}
			const text = heroText(c, tx, 0, half, s, { dark, size: s.size })
			const ty = top + inset + Math.max(50, (h - text.h) / 2 - (s.layout === 'band' && s.panel ? s.panel.h / 2 + 10 : 0))
			g += `<g transform="translate(0 ${n(ty)})">${text.svg}</g>`
			const vx = s.flip ? X0 : X0 + half + 50
			const vw = CW - half - 50
			if (s.layout === 'band' && s.panel) g += s.panel.draw(X0, ty + text.h + 20)
			else if (s.panel) g += s.panel.draw(vx + (vw - s.panel.w) / 2, top + inset + (h - s.panel.h) / 2)
			else if (s.visual) g += visual(c, s.visual, vx, top + inset + 50, vw, h - 100)
			if (s.extra) g += s.extra(top + inset, ty + text.h)
			return { svg: g, h }
		}
	}
}

// ----------------------------------------------------------------- sections

export function features(c: Ctx, s: { title: string; eyebrow?: string; items: [string, string, string][]; cols?: 3 | 4; style?: 'card' | 'plain' | 'left'; bg?: string }): Block {
	const cols = s.items.length === 4 ? 4 : (s.cols ?? 3)
	const style = cols === 4 && s.style === 'left' ? 'card' : s.style
	const rows = Math.ceil(s.items.length / cols)
	const cardH = style === 'left' ? 150 : 230
	return block(190 + rows * (cardH + 24) + 40, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, 190 + rows * (cardH + 24) + 40, s.bg) : ''
		g += heading(c, W / 2, y + 80, s.title, { eyebrow: s.eyebrow, a: 'middle', width: CW, size: fit(c, s.title, CW, 38, 26, { f: 'h' }) }).svg
		const gap = 24
		const cw = (CW - gap * (cols - 1)) / cols
		s.items.forEach(([ic, title, text], i) => {
			const x = X0 + (i % cols) * (cw + gap)
			const top = y + 190 + Math.floor(i / cols) * (cardH + gap)
			if (style !== 'plain') g += rect(x, top, cw, cardH, p.surface, c.r, `stroke="${p.line}"`)
			const pad = style === 'plain' ? 0 : 28
			if (style === 'left') {
				g += iconTile(c, x + pad, top + pad, 48, ic)
				g += T(c, x + pad + 68, top + pad + 20, title, fit(c, title, cw - pad * 2 - 68, 19, 14, { w: 700 }), { w: 700 })
				g += para(c, x + pad + 68, top + pad + 30, text, cw - pad * 2 - 68, 15, { fill: p.muted }, 3).svg
			} else {
				g += iconTile(c, x + pad, top + pad, 56, ic, { round: c.r > 12 })
				g += T(c, x + pad, top + pad + 96, title, fit(c, title, cw - pad * 2, 20, 14, { w: 700 }), { w: 700 })
				g += para(c, x + pad, top + pad + 108, text, cw - pad * 2, 15, { fill: p.muted }, 3).svg
			}
		})
		return g
	})
}

export function story(c: Ctx, s: { visual: Visual; eyebrow?: string; title: string; text: string; bullets?: string[]; reverse?: boolean; bg?: string; button?: string }): Block {
	return block(560, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, 560, s.bg) : ''
		const px = s.reverse ? W - X0 - 520 : X0
		const tx = s.reverse ? X0 : X0 + 580
		g += visual(c, s.visual, px, y + 70, 520, 420)
		let ty = y + 100
		const hd = heading(c, tx, ty, s.title, { eyebrow: s.eyebrow, width: 480, size: 34 })
		g += hd.svg
		ty += hd.h + 10
		const body = para(c, tx, ty, s.text, 480, 17, { fill: p.muted }, 4, 1.6)
		g += body.svg
		ty += body.h + 20
		for (const b of s.bullets ?? []) {
			g += icon('check', tx, ty, 22, p.dim ? p.accent : p.primary) + T(c, tx + 34, ty + 17, b, 16, { w: 500 })
			ty += 36
		}
		if (s.button) g += btn(c, tx, ty + 10, s.button, 'o', 16)
		return g
	})
}

export function stats(c: Ctx, values: [string, string][], style: 'band' | 'plain' | 'dark' = 'band'): Block {
	return block(220, (y) => {
		const { p } = c
		const bg = style === 'band' ? p.primary : style === 'dark' ? p.dark : p.soft
		const fg = style === 'plain' ? p.ink : style === 'band' ? p.onPrimary : '#ffffff'
		let g = rect(0, y + 20, W, 180, bg)
		values.forEach(([v, label], i) => {
			const x = X0 + (CW / values.length) * (i + 0.5)
			g += T(c, x, y + 108, v, 48, { f: 'h', fill: fg, a: 'middle' })
			g += T(c, x, y + 142, label, 16, { fill: fg, a: 'middle', o: 0.8 })
		})
		return g
	})
}

/** A titled grid of cards drawn by the archetype. */
export function cards<T>(c: Ctx, s: { title: string; eyebrow?: string; link?: string; items: T[]; cols: number; cardH: number; card: (x: number, y: number, w: number, h: number, item: T, i: number) => string; bg?: string; head?: (y: number) => string }): Block {
	const rows = Math.ceil(s.items.length / s.cols)
	const top = s.head ? 226 : 170
	const h = top + rows * (s.cardH + 24) + 50
	return block(h, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, h, s.bg) : ''
		g += heading(c, X0, y + 70, s.title, { eyebrow: s.eyebrow, width: 800 }).svg
		if (s.link) g += T(c, W - X0, y + (s.eyebrow ? 132 : 100), `${s.link} →`, 16, { w: 600, fill: p.dim ? p.accent : p.primary, a: 'end' })
		if (s.head) g += s.head(y)
		const gap = 24
		const cw = (CW - gap * (s.cols - 1)) / s.cols
		s.items.forEach((item, i) => {
			g += s.card(X0 + (i % s.cols) * (cw + gap), y + top + Math.floor(i / s.cols) * (s.cardH + gap), cw, s.cardH, item, i)
		})
		return g
	})
}

/** A card frame: surface, border and an optional picture on top. */
export function cardFrame(c: Ctx, x: number, y: number, w: number, h: number, pic?: Visual, picH = 0): string {
	let g = rect(x, y, w, h, c.p.surface, c.r, `stroke="${c.p.line}"`)
	if (pic) g += visual(c, pic, x, y, w, picH)
	return g
}

export function quote(c: Ctx, s: { text: string; name: string; role: string; seed: number; style?: 'soft' | 'dark' | 'plain' }): Block {
	return block(380, (y) => {
		const { p } = c
		const style = s.style ?? 'soft'
		const fg = style === 'dark' ? '#ffffff' : p.ink
		let g = style === 'plain' ? '' : rect(0, y + 20, W, 340, style === 'dark' ? p.dark : p.soft)
		g += T(c, W / 2, y + 130, '“', 110, { f: 'h', fill: style === 'dark' ? p.accent : p.primary, a: 'middle' })
		const lines = wrap(c, s.text, 820, 26, { f: 'h', w: 400 }, 3)
		lines.forEach((line, i) => (g += T(c, W / 2, y + 150 + i * 40, line, 26, { f: 'h', w: 400, fill: fg, a: 'middle' })))
		const ay = y + 170 + lines.length * 40
		const nameW = tw(c, s.name, 17, { w: 700 })
		const ax = W / 2 - (nameW + 70) / 2
		g += avatar(c, ax + 24, ay + 20, 24, s.seed, style === 'dark' ? '#ffffff22' : p.surface)
		g += T(c, ax + 60, ay + 16, s.name, 17, { w: 700, fill: fg }) + T(c, ax + 60, ay + 38, s.role, 14, { fill: style === 'dark' ? '#ffffffaa' : p.muted })
		return g
	})
}

export function reviews(c: Ctx, s: { title: string; items: [string, string, string][]; score?: string; bg?: string }): Block {
	return block(460, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, 460, s.bg) : ''
		g += heading(c, X0, y + 70, s.title, { width: 700 }).svg
		if (s.score) g += stars(c, W - X0 - tw(c, s.score, 16, { w: 600 }) - 150, y + 106, 24) + T(c, W - X0, y + 106, s.score, 16, { w: 600, fill: p.muted, a: 'end' })
		const cw = (CW - 48) / 3
		s.items.forEach(([text, name, meta], i) => {
			const x = X0 + i * (cw + 24)
			const top = y + 150
			g += rect(x, top, cw, 260, p.surface, c.r, `stroke="${p.line}"`)
			g += stars(c, x + 28, top + 46, 20)
			g += para(c, x + 28, top + 62, `“${text}”`, cw - 56, 16, {}, 4, 1.55).svg
			g += avatar(c, x + 48, top + 214, 20, i * 7 + c.item.variant * 13 + 3)
			g += T(c, x + 78, top + 210, name, 15, { w: 700 }) + T(c, x + 78, top + 230, meta, 13, { fill: p.muted })
		})
		return g
	})
}

export function logos(c: Ctx, label: string, names: string[]): Block {
	return block(170, (y) => {
		const { p, rng } = c
		let g = T(c, W / 2, y + 60, label, 15, { w: 600, fill: p.muted, a: 'middle' })
		const step = CW / names.length
		const grey = p.dim ? '#5b6678' : '#9aa1a9'
		names.forEach((name, i) => {
			const x = X0 + step * (i + 0.5)
			const shape = rng.int(0, 3)
			const w = tw(c, name, 20, { w: 700 }) + (shape < 3 ? 30 : 0)
			const lx = x - w / 2
			if (shape === 0) g += circle(lx + 10, y + 112, 10, grey)
			else if (shape === 1) g += rect(lx, y + 102, 20, 20, grey, 4)
			else if (shape === 2) g += `<path d="M${n(lx)} ${y + 122}l10-20 10 20z" fill="${grey}"/>`
			g += T(c, lx + (shape < 3 ? 30 : 0), y + 120, name, 20, { w: shape === 3 ? 800 : 700, fill: grey, ls: shape === 3 ? 1.5 : 0, up: shape === 3 })
		})
		return g
	})
}

export function cta(c: Ctx, s: { title: string; sub?: string; button: string; second?: string; style?: 'dark' | 'primary' | 'soft' | 'photo'; visual?: Visual }): Block {
	return block(280, (y) => {
		const { p } = c
		const style = s.style ?? 'dark'
		let g = ''
		if (style === 'photo' && s.visual) g += visual(c, s.visual, X0, y + 40, CW, 200) + rect(X0, y + 40, CW, 200, grad(c, ['#000000b3', '#00000033'], true), c.r)
		else g += rect(X0, y + 40, CW, 200, style === 'dark' ? p.dark : style === 'primary' ? p.primary : p.soft, c.r)
		const dark = style !== 'soft'
		const fg = dark ? (style === 'primary' ? p.onPrimary : '#ffffff') : p.ink
		const size = fit(c, s.title, 620, 36, 22, { f: 'h' })
		g += T(c, X0 + 60, y + (s.sub ? 130 : 150), s.title, size, { f: 'h', fill: fg })
		if (s.sub) g += T(c, X0 + 60, y + 168, s.sub, 17, { fill: fg, o: 0.8 })
		const bw = btnW(c, s.button, 17)
		const sw = s.second ? btnW(c, s.second, 17) + 14 : 0
		g += btn(c, W - X0 - 60 - bw - sw, y + 116, s.button, style === 'primary' ? 'w' : 'a', 17)
		if (s.second) g += btn(c, W - X0 - 60 - sw + 14, y + 116, s.second, dark ? 'ow' : 'o', 17)
		return g
	})
}

export function newsletter(c: Ctx, title: string, sub: string, button = 'Subscribe'): Block {
	return block(250, (y) => {
		const { p } = c
		let g = rect(0, y + 20, W, 210, p.soft)
		g += T(c, X0, y + 112, title, fit(c, title, 540, 32, 20, { f: 'h' }), { f: 'h' }) + T(c, X0, y + 148, sub, 16, { fill: p.muted })
		const fw = 460
		const fx = W - X0 - fw
		g += rect(fx, y + 96, fw, 60, p.surface, Math.min(c.br, 30), `stroke="${p.line}" stroke-width="1.5"`) + T(c, fx + 22, y + 132, 'Your email address', 16, { fill: p.muted })
		g += btn(c, W - X0 - 8, y + 102, button, 'p', 16, 'end')
		return g
	})
}

export function faq(c: Ctx, title: string, questions: string[], answer: string): Block {
	const h = 200 + questions.length * 72 + 80
	return block(h, (y) => {
		const { p } = c
		let g = heading(c, W / 2, y + 70, title, { a: 'middle' }).svg
		let top = y + 170
		questions.forEach((q, i) => {
			const open = i === 0
			const qh = open ? 136 : 60
			g += rect(X0 + 120, top, CW - 240, qh, p.surface, Math.min(c.r, 14), `stroke="${p.line}"`)
			g += T(c, X0 + 150, top + 37, q, 17, { w: 600 }) + icon(open ? 'minus' : 'plus', W - X0 - 164, top + 18, 22, p.dim ? p.accent : p.primary)
			if (open) g += para(c, X0 + 150, top + 50, answer, CW - 320, 15, { fill: p.muted }, 3).svg
			top += qh + 12
		})
		return g
	})
}

export function steps(c: Ctx, s: { title: string; eyebrow?: string; items: [string, string][]; bg?: string }): Block {
	return block(420, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, 420, s.bg) : ''
		g += heading(c, W / 2, y + 70, s.title, { eyebrow: s.eyebrow, a: 'middle' }).svg
		const count = s.items.length
		const step = CW / count
		g += `<path d="M${n(X0 + step / 2)} ${y + 222}H${n(X0 + step * (count - 0.5))}" stroke="${p.line}" stroke-width="3" stroke-dasharray="8 8"/>`
		s.items.forEach(([title, text], i) => {
			const x = X0 + step * (i + 0.5)
			g += circle(x, y + 222, 32, i === 0 ? p.primary : p.surface, i === 0 ? '' : `stroke="${p.primary}" stroke-width="2.5"`)
			g += T(c, x, y + 231, String(i + 1), 24, { f: 'h', fill: i === 0 ? p.onPrimary : p.primary, a: 'middle' })
			g += T(c, x, y + 300, title, fit(c, title, step - 30, 19, 14, { w: 700 }), { w: 700, a: 'middle' })
			wrap(c, text, step - 40, 15, {}, 2).forEach((line, k) => (g += T(c, x, y + 330 + k * 22, line, 15, { fill: p.muted, a: 'middle' })))
		})
		return g
	})
}

export interface Column {
	label: string
	w: number
	align?: 'end' | 'middle'
}

/** A data table; a cell starting with ! draws as a status pill (!good:Paid). */
export function table(c: Ctx, s: { title?: string; eyebrow?: string; cols: Column[]; rows: string[][]; x?: number; w?: number; rowH?: number; tools?: (x: number, y: number) => string }): Block {
	const rowH = s.rowH ?? 56
	const head = s.title ? 150 : 20
	const h = head + 56 + s.rows.length * rowH + 50
	return block(h, (y) => tableAt(c, s.x ?? X0, y + head, s.w ?? CW, s.cols, s.rows, rowH) + (s.title ? heading(c, s.x ?? X0, y + 60, s.title, { eyebrow: s.eyebrow }).svg : '') + (s.tools ? s.tools(s.x ?? X0, y) : ''))
}

export function tableAt(c: Ctx, x: number, y: number, w: number, cols: Column[], rows: string[][], rowH = 56, o: { flat?: boolean } = {}): string {
	const { p } = c
	const total = cols.reduce((a, col) => a + col.w, 0)
	const scale = w / total
	const h = 56 + rows.length * rowH
	let g = o.flat ? '' : rect(x, y, w, h, p.surface, Math.min(c.r, 14), `stroke="${p.line}"`)
	g += rect(x + 1, y + 1, w - 2, 54, p.dim ? '#ffffff08' : p.soft, Math.min(c.r, 13))
	let cx = x + 20
	const xs = cols.map((col) => {
		const at = cx
		cx += col.w * scale
		return at
	})
	const cellX = (i: number) => (cols[i]!.align === 'end' ? xs[i]! + cols[i]!.w * scale - 40 : cols[i]!.align === 'middle' ? xs[i]! + (cols[i]!.w * scale - 20) / 2 : xs[i]!)
	cols.forEach((col, i) => (g += T(c, cellX(i), y + 34, col.label, 13, { w: 700, fill: p.muted, up: true, ls: 1, a: col.align })))
	rows.forEach((row, r) => {
		const ry = y + 56 + r * rowH
		if (r) g += rect(x + 1, ry, w - 2, 1, p.line)
		row.forEach((cell, i) => {
			const cy = ry + rowH / 2
			if (cell.startsWith('!')) {
				const [tone, label] = cell.slice(1).split(':') as ['good' | 'warn' | 'bad' | 'info' | 'neutral', string]
				const pw = tw(c, label, 13, { w: 600 }) + 21
				const px = cols[i]!.align === 'end' ? cellX(i) - pw : cols[i]!.align === 'middle' ? cellX(i) - pw / 2 : cellX(i)
				g += pillAt(c, px, cy - 13, label, tone)
			} else {
				const maxW = cols[i]!.w * scale - 24
				const size = fit(c, cell, maxW, 15, 11, { w: i === 0 ? 600 : 400 })
				g += T(c, cellX(i), cy + 5, cell, size, { w: i === 0 ? 600 : 400, a: cols[i]!.align, fill: i === 0 ? p.ink : p.dim ? '#c5cedb' : '#4b5563' })
			}
		})
	})
	return g
}

function pillAt(c: Ctx, x: number, y: number, label: string, tone: 'good' | 'warn' | 'bad' | 'info' | 'neutral'): string {
	const tones = { good: ['#dcfce7', '#166534'], warn: ['#fef3c7', '#92400e'], bad: ['#fee2e2', '#991b1b'], info: ['#dbeafe', '#1e40af'], neutral: [c.p.dim ? '#2a3446' : '#eef0f3', c.p.dim ? '#c5cedb' : '#475467'] }
	const [bg, fg] = tones[tone]
	const w = tw(c, label, 13, { w: 600 }) + 21
	return rect(x, y, w, 26, bg!, 13) + T(c, x + w / 2, y + 18, label, 13, { w: 600, fill: fg, a: 'middle' })
}

export function team(c: Ctx, s: { title: string; eyebrow?: string; people: [string, string][]; coat?: boolean; link?: string; extra?: (x: number, y: number, w: number, i: number) => string; extraH?: number; bg?: string }): Block {
	const extraH = s.extraH ?? 0
	const h = 180 + 380 + extraH + 40
	return block(h, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, h, s.bg) : ''
		g += heading(c, X0, y + 70, s.title, { eyebrow: s.eyebrow }).svg
		if (s.link) g += T(c, W - X0, y + 130, `${s.link} →`, 16, { w: 600, fill: p.primary, a: 'end' })
		const count = s.people.length
		const cw = (CW - 24 * (count - 1)) / count
		s.people.forEach(([name, role], i) => {
			const x = X0 + i * (cw + 24)
			const top = y + 180
			g += rect(x, top, cw, 380 + extraH, p.surface, c.r, `stroke="${p.line}"`)
			g += photo(c, s.coat ? 'doctor' : 'portrait', x, top, cw, 270, { r: c.r })
			g += T(c, x + 22, top + 308, name, fit(c, name, cw - 44, 19, 13, { w: 700 }), { w: 700 }) + T(c, x + 22, top + 336, role, fit(c, role, cw - 44, 15, 11), { fill: p.muted })
			if (s.extra) g += s.extra(x, top + 366, cw, i)
		})
		return g
	})
}

export interface Plan {
	name: string
	price: string
	per: string
	features: string[]
}

export function pricing(c: Ctx, s: { title: string; eyebrow?: string; plans: Plan[]; bg?: string; button?: string }): Block {
	return block(640, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, 640, s.bg) : ''
		g += heading(c, W / 2, y + 70, s.title, { eyebrow: s.eyebrow, a: 'middle' }).svg
		const count = s.plans.length
		const cw = (CW - 24 * (count - 1)) / count
		s.plans.forEach((plan, i) => {
			const hi = i === 1
			const x = X0 + i * (cw + 24)
			const top = y + 190 - (hi ? 16 : 0)
			const ch = 400 + (hi ? 32 : 0)
			g += rect(x, top, cw, ch, hi ? p.dark : p.surface, c.r, hi ? '' : `stroke="${p.line}"`)
			const fg = hi ? '#ffffff' : p.ink
			g += T(c, x + 32, top + 50, plan.name, 19, { w: 700, fill: fg })
			if (hi) g += rect(x + cw - 132, top + 28, 100, 28, p.accent, 14) + T(c, x + cw - 82, top + 47, 'Popular', 13, { w: 700, fill: p.onAccent, a: 'middle' })
			const ps = fit(c, plan.price, cw - 140, 46, 26, { f: 'h' })
			g += T(c, x + 32, top + 116, plan.price, ps, { f: 'h', fill: fg }) + T(c, x + 40 + tw(c, plan.price, ps, { f: 'h' }), top + 116, plan.per, 16, { fill: hi ? '#ffffffaa' : p.muted })
			plan.features.slice(0, 5).forEach((f, k) => (g += icon('check', x + 32, top + 148 + k * 34, 20, hi ? p.accent : p.primary) + T(c, x + 62, top + 164 + k * 34, f, fit(c, f, cw - 90, 15, 11), { fill: hi ? '#ffffffdd' : p.ink })))
			g += rect(x + 32, top + ch - 80, cw - 64, 52, hi ? p.accent : p.soft, Math.min(c.br, 26)) + T(c, x + cw / 2, top + ch - 48, s.button ?? 'Choose plan', 16, { w: 700, fill: hi ? p.onAccent : p.dim ? p.ink : p.primary, a: 'middle' })
		})
		return g
	})
}

export function gallery(c: Ctx, title: string, kinds: Visual[], o: { eyebrow?: string; captions?: string[] } = {}): Block {
	return block(560, (y) => {
		const { p } = c
		let g = heading(c, X0, y + 70, title, { eyebrow: o.eyebrow }).svg
		const gap = 16
		const top = y + 170
		const colW = (CW - 3 * gap) / 4
		const boxes: [number, number, number, number][] = [
			[X0, top, colW * 2 + gap, 340],
			[X0 + 2 * (colW + gap), top, colW, 162],
			[X0 + 2 * (colW + gap), top + 178, colW, 162],
			[X0 + 3 * (colW + gap), top, colW, 340],
		]
		boxes.forEach(([x, by, w, h], i) => {
			g += visual(c, kinds[i % kinds.length]!, x, by, w, h)
			const cap = o.captions?.[i]
			if (cap) g += rect(x, by + h - 44, w, 44, grad(c, ['#00000000', '#000000aa']), 0) + T(c, x + 16, by + h - 16, cap, fit(c, cap, w - 32, 15, 11), { w: 600, fill: '#ffffff' })
		})
		void p
		return g
	})
}

export function posts(c: Ctx, s: { title: string; items: [string, string, string, Visual][]; side?: { title: string; items: string[] }; bg?: string }): Block {
	return block(560, (y) => {
		const { p } = c
		let g = s.bg ? rect(0, y, W, 560, s.bg) : ''
		g += heading(c, X0, y + 70, s.title).svg
		const listW = s.side ? 700 : CW
		s.items.slice(0, 3).forEach(([tag, title, date, pic], i) => {
			const top = y + 160 + i * 124
			g += visual(c, pic, X0, top, 190, 104)
			g += T(c, X0 + 214, top + 22, tag, 12, { w: 700, up: true, ls: 1.5, fill: p.dim ? p.accent : p.primary })
			const lines = wrap(c, title, listW - 230, 20, { f: 'h' }, 2)
			lines.forEach((line, k) => (g += T(c, X0 + 214, top + 52 + k * 26, line, 20, { f: 'h' })))
			g += T(c, X0 + 214, top + 60 + lines.length * 26, date, 14, { fill: p.muted })
		})
		if (s.side) {
			const sx = X0 + 760
			g += rect(sx, y + 160, CW - 760, 360, p.soft, c.r) + T(c, sx + 30, y + 208, s.side.title, 19, { w: 700 })
			s.side.items.forEach((it, i) => (g += T(c, sx + 30, y + 250 + i * 44, it, 16, { fill: p.ink }) + icon('arrow', X0 + CW - 56, y + 234 + i * 44, 18, p.primary) + (i < s.side!.items.length - 1 ? rect(sx + 30, y + 266 + i * 44, CW - 820, 1, p.line) : '')))
		}
		return g
	})
}

/** A contact or enquiry form beside a short text. */
export function contactForm(c: Ctx, s: { title: string; text: string; fields: [string, string][]; button: string; aside?: [string, string][]; bg?: string; upload?: string }): Block {
	const rows = Math.ceil(s.fields.length / 2)
	const h = 200 + rows * 86 + (s.upload ? 110 : 0) + 120
	return block(h, (y) => {
		const { p } = c
		let g = rect(0, y, W, h, s.bg ?? p.soft)
		g += heading(c, X0, y + 80, s.title, { width: 380, size: 34 }).svg
		g += para(c, X0, y + 180, s.text, 360, 16, { fill: p.muted }, 4).svg
		;(s.aside ?? []).forEach(([ic, label], i) => (g += iconTile(c, X0, y + 300 + i * 64, 44, ic, { fill: p.surface }) + T(c, X0 + 60, y + 328 + i * 64, label, 16, { w: 600 })))
		const fx = X0 + 460
		const fw = CW - 460
		g += rect(fx, y + 60, fw, h - 120, p.surface, c.r, `stroke="${p.line}"`)
		const colW = (fw - 80 - 20) / 2
		s.fields.forEach(([label, value], i) => {
			const x = fx + 40 + (i % 2) * (colW + 20)
			const top = y + 100 + Math.floor(i / 2) * 86
			g += T(c, x, top + 14, label, 14, { w: 600 }) + rect(x, top + 24, colW, 48, p.bg, Math.min(c.br, 10), `stroke="${p.line}" stroke-width="1.5"`) + T(c, x + 16, top + 54, value, 15, { fill: p.muted })
		})
		let by = y + 100 + rows * 86
		if (s.upload) {
			g += rect(fx + 40, by + 10, fw - 80, 84, p.soft, Math.min(c.r, 12), `stroke="${p.primary}" stroke-dasharray="8 6" stroke-width="1.5"`)
			g += icon('upload', fx + 70, by + 38, 26, p.primary) + T(c, fx + 110, by + 48, s.upload, 16, { w: 600 }) + T(c, fx + 110, by + 70, 'Drag and drop, or browse your files', 13, { fill: p.muted })
			by += 110
		}
		g += btn(c, fx + 40, by + 10, s.button, 'p', 17)
		return g
	})
}

/** A band promoting a phone app, with a phone showing `screen`. */
export function appBand(c: Ctx, s: { title: string; text: string; screen: (x: number, y: number, w: number, h: number) => string }): Block {
	return block(460, (y) => {
		const { p } = c
		let g = rect(X0, y + 40, CW, 380, p.dark, c.r)
		g += circle(W - X0 - 240, y + 230, 200, p.primary, 'fill-opacity=".5"')
		g += heading(c, X0 + 60, y + 110, s.title, { width: 520, size: 36, fill: '#ffffff' }).svg
		g += para(c, X0 + 60, y + 210, s.text, 480, 17, { fill: '#ffffffcc' }, 3).svg
		for (const [i, label] of ['App Store', 'Google Play'].entries()) {
			const bx = X0 + 60 + i * 190
			g += rect(bx, y + 320, 176, 56, '#000000', 12, 'stroke="#ffffff55"') + T(c, bx + 20, y + 341, i ? 'GET IT ON' : 'Download on the', 11, { fill: '#ffffffbb' }) + T(c, bx + 20, y + 363, label, 18, { w: 700, fill: '#ffffff' })
		}
		const px = W - X0 - 360
		g += rect(px, y + 70, 240, 390, '#111111', 34) + rect(px + 12, y + 82, 216, 378, '#ffffff', 24)
		g += clipPhone(c, px + 12, y + 82, 216, 338, s.screen)
		return g
	})
}

function clipPhone(c: Ctx, x: number, y: number, w: number, h: number, screen: (x: number, y: number, w: number, h: number) => string): string {
	return screen(x, y, w, h) + rect(x + w / 2 - 40, y + 8, 80, 18, '#111111', 9) + rect(x, y + h - 4, w, 4, c.p.surface)
}

/** A box of chips used as a filter row or category list. */
export function chipRow(c: Ctx, title: string, labels: string[]): Block {
	return block(150, (y) => {
		let g = T(c, X0, y + 60, title, 22, { f: 'h' })
		let x = X0
		labels.forEach((label, i) => {
			const ch = chip(c, x, y + 84, label, i === 0, 15)
			if (x + ch.w < W - X0) g += ch.svg
			x += ch.w + 12
		})
		return g
	})
}

// ------------------------------------------------------------------ footers

export type FooterStyle = 'dark' | 'light' | 'brand' | 'minimal'

export function footer(c: Ctx, top: number, style: FooterStyle, cols: [string, string[]][], tagline: string): string {
	const { p } = c
	const h = H - top
	const bg = style === 'dark' ? p.dark : style === 'brand' ? p.primary : p.dim ? p.surface : p.soft
	const dark = style === 'dark' || style === 'brand' || p.dim
	const fg = dark ? '#ffffff' : p.ink
	const soft = dark ? '#ffffffa6' : p.muted
	let g = rect(0, top, W, h, bg)
	if (style !== 'minimal') g += rect(0, top, W, 1, p.line)
	if (style === 'minimal' || h < 300) {
		const mid = top + Math.min(h / 2, 120)
		g += brandLogo(c, X0, mid - 44, fg, style === 'brand' ? '#ffffff' : p.primary, style === 'brand' ? p.primary : p.onPrimary, { size: 20 }).svg
		let x = W - X0
		for (const link of cols.flatMap(([title]) => title).reverse()) {
			g += T(c, x, mid - 14, link, 15, { w: 600, fill: fg, a: 'end' })
			x -= tw(c, link, 15, { w: 600 }) + 32
		}
		g += rect(X0, mid + 14, CW, 1, dark ? '#ffffff26' : p.line)
		g += T(c, X0, mid + 50, `© 2025 ${c.item.title}. All rights reserved.`, 14, { fill: soft }) + T(c, W - X0, mid + 50, c.item.domain, 14, { fill: soft, a: 'end' })
		return g
	}
	if (h >= 460) {
		// a tall footer opens with a sign-up row rather than empty space
		g += T(c, X0, top + 86, 'Stay in the loop', 28, { f: 'h', fill: fg }) + T(c, X0, top + 118, 'News, offers and updates. No spam, unsubscribe anytime.', 16, { fill: soft })
		const fx = W - X0 - 480
		g += rect(fx, top + 66, 480, 58, dark ? '#ffffff14' : p.surface, Math.min(c.br, 29), `stroke="${dark ? '#ffffff33' : p.line}"`) + T(c, fx + 22, top + 101, 'Email address', 16, { fill: soft })
		g += btn(c, W - X0 - 6, top + 72, 'Sign up', style === 'brand' ? 'w' : 'a', 15, 'end')
		g += rect(X0, top + 166, CW, 1, dark ? '#ffffff26' : p.line)
		return g + footerColumns(c, top + 166, H - top - 166, style, cols, tagline)
	}
	return g + footerColumns(c, top, h, style, cols, tagline)
}

function footerColumns(c: Ctx, top: number, h: number, style: FooterStyle, cols: [string, string[]][], tagline: string): string {
	const { p } = c
	const dark = style === 'dark' || style === 'brand' || p.dim
	const fg = dark ? '#ffffff' : p.ink
	const soft = dark ? '#ffffffa6' : p.muted
	const y = top + Math.min(80, h * 0.22)
	let g = brandLogo(c, X0, y, fg, style === 'brand' ? '#ffffff' : dark ? p.accent : p.primary, style === 'brand' ? p.primary : dark ? p.onAccent : p.onPrimary, { size: 21, maxW: 320 }).svg
	g += para(c, X0, y + 58, tagline, 300, 15, { fill: soft }, 3).svg
	for (let i = 0; i < 4; i++) g += circle(X0 + 18 + i * 46, y + 168, 18, dark ? '#ffffff1f' : p.surface, dark ? '' : `stroke="${p.line}"`)
	cols.forEach(([title, links], i) => {
		const x = 470 + i * ((W - X0 - 470) / cols.length)
		g += T(c, x, y + 20, title, 16, { w: 700, fill: fg })
		const colW = (W - X0 - 470) / cols.length - 20
		links.slice(0, Math.max(2, Math.floor((h - 190) / 34))).forEach((link, k) => (g += T(c, x, y + 60 + k * 34, link, fit(c, link, colW, 15, 11), { fill: soft })))
	})
	g += rect(X0, H - 76, CW, 1, dark ? '#ffffff26' : p.line)
	g += T(c, X0, H - 38, `© 2025 ${c.item.title}. All rights reserved.`, 14, { fill: soft }) + T(c, W - X0, H - 38, c.item.domain, 14, { fill: soft, a: 'end' })
	return g
}
