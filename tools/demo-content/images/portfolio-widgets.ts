/**
 * Interactive-looking parts that several archetypes share: a search bar card,
 * an appointment slot picker, a month calendar, KPI cards, an app window with
 * a sidebar, a shipment timeline and small phone screens.
 */
import { icon } from './icons.ts'
import { circle, n, rect } from './lib.ts'
import { type Ctx, avatar, bars, btn, btnW, chip, field, fit, lineChart, series, T, tw } from './portfolio-kit.ts'

export interface Panel {
	w: number
	h: number
	draw: (x: number, y: number) => string
}

/** A horizontal search card: labelled fields and a button, with optional tabs above. */
export function searchPanel(c: Ctx, fields: [string, string, string?][], button: string, o: { w?: number; tabs?: string[]; title?: string; weights?: number[] } = {}): Panel {
	const w = o.w ?? 1080
	const tabsH = o.tabs ? 54 : 0
	const titleH = o.title ? 44 : 0
	const h = 110 + tabsH + titleH
	return {
		w,
		h,
		draw: (x, y) => {
			const { p } = c
			let g = ''
			if (o.tabs) {
				let tx = x
				o.tabs.forEach((t, i) => {
					const tw2 = tw(c, t, 15, { w: 600 }) + 44
					g += rect(tx, y, tw2, 54 + 12, i === 0 ? p.surface : '#ffffffcc', Math.min(c.r, 12)) + T(c, tx + tw2 / 2, y + 34, t, 15, { w: 600, fill: i === 0 ? p.primary : '#333333', a: 'middle' })
					tx += tw2 + 6
				})
			}
			const top = y + tabsH
			g += rect(x, top, w, h - tabsH, p.surface, Math.min(c.r, 16), 'stroke="#00000014"')
			if (o.title) g += T(c, x + 28, top + 40, o.title, 18, { w: 700 })
			const bw = btnW(c, button, 17) + 10
			const weights = o.weights ?? fields.map(() => 1)
			const total = weights.reduce((a, b) => a + b, 0)
			const avail = w - 56 - bw - 14 * fields.length
			let fx = x + 28
			fields.forEach(([label, value, ic], i) => {
				const fw = (avail * weights[i]!) / total
				g += field(c, fx, top + titleH + 26, fw, label, value, { icon: ic, h: 60 })
				fx += fw + 14
			})
			g += rect(x + w - 28 - bw, top + titleH + 26, bw, 60, p.dim ? p.accent : p.primary, Math.min(c.br, 12)) + T(c, x + w - 28 - bw / 2, top + titleH + 62, button, 17, { w: 700, fill: p.dim ? p.onAccent : p.onPrimary, a: 'middle' })
			return g
		},
	}
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']

/** An appointment card: a service, who with, a strip of days, time slots and a confirm button (about 540 tall). */
export function slotPicker(c: Ctx, w: number, o: { title: string; service: [string, string]; who?: [string, string]; slots: string[]; button: string; seed: number; note?: string }): Panel {
	const rows = Math.ceil(Math.min(9, o.slots.length) / 3)
	const h = 70 + 74 + (o.who ? 90 : 0) + 90 + 16 + rows * 52 + (o.note ? 30 : 6) + 76
	return {
		w,
		h,
		draw: (x, y) => {
			const { p, rng } = c
			let g = rect(x + 6, y + 10, w, h, '#000000', c.r, 'fill-opacity=".06"') + rect(x, y, w, h, p.surface, c.r, `stroke="${p.line}"`)
			g += T(c, x + 28, y + 46, o.title, 22, { f: 'h' })
			let top = y + 70
			g += field(c, x + 28, top, w - 56, o.service[0], o.service[1], { select: true })
			top += 74
			if (o.who) {
				g += rect(x + 28, top, w - 56, 72, p.soft, Math.min(c.r, 12)) + avatar(c, x + 64, top + 36, 24, o.seed, p.surface)
				g += T(c, x + 100, top + 32, o.who[0], 16, { w: 700 }) + T(c, x + 100, top + 54, o.who[1], 14, { fill: p.muted }) + T(c, x + w - 48, top + 42, 'Change', 14, { w: 600, fill: p.primary, a: 'end' })
				top += 90
			}
			const start = rng.int(3, 20)
			const dw = (w - 56 - 6 * 8) / 7
			const active = rng.int(1, 3)
			for (let i = 0; i < 7; i++) {
				const dx = x + 28 + i * (dw + 8)
				const on = i === active
				const off = i === 6
				g += rect(dx, top, dw, 66, on ? p.primary : p.surface, Math.min(c.r, 12), on ? '' : `stroke="${p.line}"`)
				g += T(c, dx + dw / 2, top + 26, DAYS[(i + 1) % 7]!, 13, { fill: on ? p.onPrimary : p.muted, a: 'middle' }) + T(c, dx + dw / 2, top + 50, String(start + i), 19, { w: 700, fill: on ? p.onPrimary : off ? p.muted : p.ink, a: 'middle' })
			}
			top += 90
			g += T(c, x + 28, top, 'Available times', 14, { w: 700, fill: p.muted })
			top += 16
			const cols = 3
			const sw = (w - 56 - (cols - 1) * 10) / cols
			const pick = rng.int(1, o.slots.length - 2)
			o.slots.slice(0, 9).forEach((s, i) => {
				const sx = x + 28 + (i % cols) * (sw + 10)
				const sy = top + Math.floor(i / cols) * 52
				const taken = i !== pick && rng.chance(0.25)
				const on = i === pick
				g += rect(sx, sy, sw, 42, on ? p.primary : taken ? p.soft : p.surface, Math.min(c.br, 10), on || taken ? '' : `stroke="${p.primary}" stroke-opacity=".5"`)
				g += T(c, sx + sw / 2, sy + 27, s, 15, { w: 600, fill: on ? p.onPrimary : taken ? p.muted : p.primary, a: 'middle' })
			})
			const by = y + h - 76
			g += rect(x + 28, by, w - 56, 54, p.dim ? p.accent : p.primary, Math.min(c.br, 14)) + T(c, x + w / 2, by + 34, o.button, 17, { w: 700, fill: p.dim ? p.onAccent : p.onPrimary, a: 'middle' })
			if (o.note) g += T(c, x + w / 2, by - 14, o.note, 13, { fill: p.muted, a: 'middle' })
			return g
		},
	}
}

/** A month grid with a range or single days marked; returns the markup (about 330 tall for w 380). */
export function calendar(c: Ctx, x: number, y: number, w: number, month: string, o: { start?: number; days?: number; range?: [number, number]; picked?: number[]; off?: number[]; prices?: boolean } = {}): string {
	const { p, rng } = c
	const start = o.start ?? 2
	const days = o.days ?? 30
	const cell = w / 7
	let g = T(c, x, y + 20, month, 18, { w: 700 }) + icon('arrow', x + w - 24, y + 4, 20, p.muted)
	DAYS.forEach((d, i) => (g += T(c, x + cell * (i + 0.5), y + 58, d.slice(0, 2), 13, { fill: p.muted, a: 'middle' })))
	for (let d = 1; d <= days; d++) {
		const k = d - 1 + start
		const cx = x + cell * ((k % 7) + 0.5)
		const cy = y + 96 + Math.floor(k / 7) * (cell * 0.86)
		const inRange = o.range && d >= o.range[0] && d <= o.range[1]
		const end = o.range && (d === o.range[0] || d === o.range[1])
		const picked = o.picked?.includes(d)
		const off = o.off?.includes(d)
		if (inRange && !end) g += rect(cx - cell / 2, cy - cell * 0.36, cell, cell * 0.72, p.soft)
		if (end || picked) g += circle(cx, cy, cell * 0.36, p.primary)
		g += T(c, cx, cy + 5, String(d), 15, { w: end || picked ? 700 : 400, fill: end || picked ? p.onPrimary : off ? p.line : p.ink, a: 'middle' })
		if (o.prices && !off && !end && rng.chance(0.5)) g += T(c, cx, cy + 22, String(rng.int(4, 9)) + 'k', 10, { fill: '#15803d', a: 'middle' })
	}
	return g
}

/** A KPI card: label, big value, change and a sparkline. */
export function kpi(c: Ctx, x: number, y: number, w: number, h: number, label: string, value: string, delta: string, o: { up?: boolean; color?: string } = {}): string {
	const { p, rng } = c
	const up = o.up ?? !delta.startsWith('-')
	let g = rect(x, y, w, h, p.surface, Math.min(c.r, 14), `stroke="${p.line}"`)
	g += T(c, x + 22, y + 36, label, 14, { fill: p.muted, w: 500 })
	g += T(c, x + 22, y + 80, value, fit(c, value, w - 44, 32, 18, { f: 'h' }), { f: 'h' })
	const d = `${up ? '▲' : '▼'} ${delta.replace(/^-/, '')}`
	g += T(c, x + 22, y + h - 22, d, fit(c, d, w - 130, 13, 10, { w: 600 }), { w: 600, fill: up ? '#16a34a' : '#dc2626' })
	const s = series(rng, 12, 10, up ? 1 : -0.6, 3)
	const max = Math.max(...s)
	const min = Math.min(...s)
	const sx = x + w - 96
	const pts = s.map((v, i) => `${n(sx + i * 7)} ${n(y + h - 20 - ((v - min) / (max - min || 1)) * 30)}`)
	g += `<path d="M${pts.join('L')}" fill="none" stroke="${o.color ?? (up ? '#16a34a' : '#dc2626')}" stroke-width="2.5"/>`
	return g
}

/** A browser or desktop window frame; returns the markup and the content box. */
export function appWindow(c: Ctx, x: number, y: number, w: number, h: number, o: { url?: string; dark?: boolean; shadow?: boolean } = {}): string {
	const { p } = c
	const bg = o.dark ? '#0f172a' : p.dim ? p.surface : '#ffffff'
	let g = o.shadow === false ? '' : rect(x + 10, y + 18, w, h, '#000000', 14, 'fill-opacity=".16"')
	g += rect(x, y, w, h, bg, 14, `stroke="${o.dark ? '#1e293b' : p.line}"`)
	g += [0, 1, 2].map((i) => circle(x + 22 + i * 18, y + 21, 6, ['#ff5f57', '#febc2e', '#28c840'][i]!)).join('')
	if (o.url) g += rect(x + w / 2 - 160, y + 9, 320, 24, o.dark ? '#1e293b' : '#f1f3f5', 12) + T(c, x + w / 2, y + 26, o.url, 13, { fill: o.dark ? '#94a3b8' : '#6b7280', a: 'middle' })
	g += rect(x, y + 42, w, 1, o.dark ? '#1e293b' : p.line)
	return g
}

/** A compact dashboard inside a box: sidebar, KPIs, a line chart and bars. */
export function miniDashboard(c: Ctx, x: number, y: number, w: number, h: number, o: { labels: string[]; values: string[]; menu: string[]; title: string }): string {
	const { p, rng } = c
	const side = Math.min(190, w * 0.24)
	let g = rect(x, y, side, h, p.dim ? '#0b1220' : p.soft)
	g += rect(x + 18, y + 20, 30, 30, p.primary, 8) + T(c, x + 58, y + 41, o.title, fit(c, o.title, side - 70, 15, 10, { w: 700 }), { w: 700 })
	o.menu.forEach((m, i) => {
		const on = i === 0
		if (on) g += rect(x + 10, y + 74 + i * 40, side - 20, 34, p.dim ? '#1e293b' : p.surface, 8)
		g += rect(x + 22, y + 86 + i * 40, 12, 12, on ? p.primary : p.muted, 3, on ? '' : 'fill-opacity=".5"') + T(c, x + 44, y + 97 + i * 40, m, 14, { w: on ? 600 : 400, fill: on ? p.ink : p.muted })
	})
	const cx = x + side + 22
	const cw = w - side - 44
	const kw = (cw - 2 * 14) / 3
	o.labels.slice(0, 3).forEach((label, i) => {
		const kx = cx + i * (kw + 14)
		g += rect(kx, y + 22, kw, 88, p.surface, 10, `stroke="${p.line}"`) + T(c, kx + 16, y + 48, label, 13, { fill: p.muted }) + T(c, kx + 16, y + 86, o.values[i] ?? '', fit(c, o.values[i] ?? '', kw - 32, 26, 14, { f: 'h' }), { f: 'h' })
	})
	const chartH = Math.max(120, h - 150 - 150)
	g += rect(cx, y + 126, cw, chartH, p.surface, 10, `stroke="${p.line}"`)
	g += lineChart(c, cx + 20, y + 150, cw - 40, chartH - 48, [series(rng, 12, 20, 2, 6), series(rng, 12, 18, 1, 4)], [p.primary, p.accent], { area: true, dashed: [1] })
	const by = y + 126 + chartH + 14
	const bh = y + h - by - 16
	if (bh > 60) {
		g += rect(cx, by, cw * 0.58, bh, p.surface, 10, `stroke="${p.line}"`) + bars(cx + 20, by + 20, cw * 0.58 - 40, bh - 36, Array.from({ length: 9 }, () => rng.range(20, 100)), p.primary, 6, p.accent)
		const rx = cx + cw * 0.58 + 14
		const rw = cw * 0.42 - 14
		g += rect(rx, by, rw, bh, p.surface, 10, `stroke="${p.line}"`)
		for (let i = 0; i < Math.min(4, Math.floor((bh - 20) / 34)); i++) g += circle(rx + 26, by + 30 + i * 34, 9, [p.primary, p.accent, '#f59e0b', '#94a3b8'][i]!) + rect(rx + 46, by + 25 + i * 34, rw * rng.range(0.3, 0.55), 10, p.line, 5) + rect(rx + rw - 56, by + 25 + i * 34, 36, 10, p.line, 5)
	}
	return g
}

/** Steps of a shipment or application, with the current one highlighted. */
export function timeline(c: Ctx, x: number, y: number, w: number, stepsList: [string, string][], current: number, vertical = false): string {
	const { p } = c
	let g = ''
	if (vertical) {
		stepsList.forEach(([title, meta], i) => {
			const cy = y + i * 64
			const done = i <= current
			if (i < stepsList.length - 1) g += rect(x + 11, cy + 14, 3, 50, i < current ? p.primary : p.line)
			g += circle(x + 12, cy + 6, 11, done ? p.primary : p.surface, done ? '' : `stroke="${p.line}" stroke-width="2.5"`)
			if (done) g += icon('check', x + 4, cy - 2, 16, p.onPrimary)
			g += T(c, x + 38, cy + 4, title, 16, { w: i === current ? 700 : 500, fill: done ? p.ink : p.muted }) + T(c, x + 38, cy + 26, meta, 13, { fill: p.muted })
		})
		return g
	}
	const step = w / (stepsList.length - 1)
	g += rect(x, y + 10, w, 4, p.line, 2) + rect(x, y + 10, step * current, 4, p.primary, 2)
	stepsList.forEach(([title, meta], i) => {
		const cx = x + i * step
		const done = i <= current
		g += circle(cx, y + 12, 13, done ? p.primary : p.surface, done ? '' : `stroke="${p.line}" stroke-width="3"`)
		if (done) g += icon('check', cx - 8, y + 4, 16, p.onPrimary)
		const a = i === 0 ? undefined : i === stepsList.length - 1 ? 'end' : 'middle'
		g += T(c, cx + (i === 0 ? -12 : i === stepsList.length - 1 ? 12 : 0), y + 52, title, 15, { w: i === current ? 700 : 500, a, fill: done ? p.ink : p.muted })
		g += T(c, cx + (i === 0 ? -12 : i === stepsList.length - 1 ? 12 : 0), y + 74, meta, 13, { fill: p.muted, a })
	})
	return g
}

/** A list of items in a phone screen: a header bar and rows with a status on the right. */
export function phoneList(c: Ctx, title: string, rows: [string, string, string][]): (x: number, y: number, w: number, h: number) => string {
	return (x, y, w, h) => {
		const { p } = c
		let g = rect(x, y, w, 96, p.primary) + T(c, x + 18, y + 72, title, 18, { w: 700, fill: p.onPrimary })
		rows.forEach(([a, b, s], i) => {
			const ry = y + 110 + i * 62
			if (ry + 56 > y + h) return
			g += rect(x + 12, ry, w - 24, 54, p.soft, 10) + T(c, x + 24, ry + 23, a, 13, { w: 700 }) + T(c, x + 24, ry + 42, b, 11, { fill: p.muted })
			g += T(c, x + w - 22, ry + 33, s, 12, { w: 700, fill: s.startsWith('Due') || s.startsWith('Late') ? '#dc2626' : '#16a34a', a: 'end' })
		})
		return g
	}
}

/** Chips drawn in a row inside a panel, the first one active. */
export function chipLine(c: Ctx, x: number, y: number, labels: string[], maxX: number, size = 14): string {
	let g = ''
	for (const [i, label] of labels.entries()) {
		const ch = chip(c, x, y, label, i === 0, size)
		if (x + ch.w > maxX) break
		g += ch.svg
		x += ch.w + 10
	}
	return g
}

/** A floating note card with an icon, a title and a line: for heroes. */
export function floatCard(c: Ctx, x: number, y: number, w: number, glyph: string, title: string, sub: string): string {
	const { p } = c
	return (
		rect(x + 4, y + 8, w, 78, '#000000', 14, 'fill-opacity=".1"') +
		rect(x, y, w, 78, p.surface, 14) +
		rect(x + 16, y + 17, 44, 44, p.soft, 12) +
		icon(glyph, x + 27, y + 28, 22, p.primary) +
		T(c, x + 76, y + 35, title, fit(c, title, w - 92, 16, 11, { w: 700 }), { w: 700 }) +
		T(c, x + 76, y + 58, sub, fit(c, sub, w - 92, 13, 10), { fill: p.muted })
	)
}

/** A price line: amount in the accent and a unit after it. */
export function priceTag(c: Ctx, x: number, y: number, amount: string, unit: string, size = 22, anchor: 'start' | 'end' = 'start'): string {
	const aw = tw(c, amount, size, { f: 'h' })
	const uw = tw(c, unit, 13)
	const left = anchor === 'end' ? x - aw - uw - 6 : x
	return T(c, left, y, amount, size, { f: 'h', fill: c.p.dim ? c.p.accent : c.p.primary }) + T(c, left + aw + 6, y, unit, 13, { fill: c.p.muted })
}

/** A "Book now"-style button at the bottom right of a card. */
export function cardButton(c: Ctx, x: number, y: number, label: string): string {
	return btn(c, x, y, label, 'soft', 14, 'end')
}
