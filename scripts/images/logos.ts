/**
 * Client logos (400×400): a geometric emblem plus the client's name, on a
 * white or lightly tinted ground. Six templates: monogram in a shape,
 * overlapping circles, stacked triangles, a circular badge with curved
 * lettering, a wordmark with a symbol, and a Bauhaus-style tile mark.
 */
import { Rng, circle, esc, fitFont, hsl, initials, makePalette, n, rect, svgDoc, text, textWidth, wrapText } from './lib.ts'
import type { Palette } from './lib.ts'

export interface LogoItem {
	image: string
	title: string
	client: string
}

const S = 400

interface Ctx {
	rng: Rng
	p: Palette
	name: string
	upper: boolean
	ink: string
}

/** The client name set under a mark whose bottom edge is at y; one or two lines, centred. */
function nameBlock(c: Ctx, y: number, maxWidth = 340): string {
	const label = c.upper ? c.name.toUpperCase() : c.name
	const spacing = c.upper ? 2 : 0
	const size = fitFont(label, maxWidth, 34, 12, true, spacing)
	if (size >= 22 || !label.includes(' ')) {
		return text(S / 2, y + 26 + size * 0.8, label, { size, fill: c.ink, weight: 700, anchor: 'middle', spacing })
	}
	// two lines: the longer name is split where the halves are most even
	const words = label.split(' ')
	let best = 1
	let bestDiff = Infinity
	for (let i = 1; i < words.length; i++) {
		const diff = Math.abs(textWidth(words.slice(0, i).join(' '), 10, true) - textWidth(words.slice(i).join(' '), 10, true))
		if (diff < bestDiff) [best, bestDiff] = [i, diff]
	}
	const lines = [words.slice(0, best).join(' '), words.slice(best).join(' ')]
	const size2 = Math.min(...lines.map((l) => fitFont(l, maxWidth, 28, 12, true, spacing)))
	return lines
		.map((line, i) => text(S / 2, y + 22 + size2 * 0.8 + i * size2 * 1.2, line, { size: size2, fill: i === 0 ? c.ink : c.p.primary, weight: i === 0 ? 700 : 600, anchor: 'middle', spacing }))
		.join('')
}

function polygon(cx: number, cy: number, r: number, sides: number, rotate = -90): string {
	const pts: string[] = []
	for (let i = 0; i < sides; i++) {
		const a = ((rotate + (360 / sides) * i) * Math.PI) / 180
		pts.push(`${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`)
	}
	return pts.join(' ')
}

function monogram(c: Ctx): string {
	const { p, rng } = c
	const cx = S / 2
	const cy = 150
	const r = 82
	const letters = initials(c.name)
	let g = ''
	switch (rng.int(0, 3)) {
		case 0:
			g += circle(cx, cy, r, p.primary) + `<circle cx="${cx}" cy="${cy}" r="${r - 9}" fill="none" stroke="#fff" stroke-width="2" stroke-opacity=".5"/>`
			break
		case 1:
			g += rect(cx - r, cy - r, r * 2, r * 2, p.primary, 36)
			break
		case 2:
			g += `<polygon points="${polygon(cx, cy, r + 8, 6)}" fill="${p.primary}"/>`
			break
		default:
			g += `<path d="M${cx} ${cy - r - 4}l${r} 24v${n(r * 0.7)}c0 ${n(r * 0.7)}-${n(r * 0.5)} ${n(r * 1.1)}-${r} ${n(r * 1.3)}c-${n(r * 0.5)}-${n(r * 0.2)}-${r}-${n(r * 0.6)}-${r}-${n(r * 1.3)}v-${n(r * 0.7)}z" fill="${p.primary}"/>`
	}
	const size = letters.length > 1 ? 62 : 80
	g += text(cx, cy + size * 0.36, letters, { size, fill: '#fff', weight: 800, anchor: 'middle', spacing: letters.length > 1 ? -2 : 0 })
	g += rect(cx + r * 0.35, cy + r * 0.55, r * 0.5, 8, p.accent, 4)
	return g + nameBlock(c, cy + r + 14)
}

function circles(c: Ctx): string {
	const { p, rng } = c
	const cx = S / 2
	const cy = 148
	const colors = [p.primary, p.secondary, p.accent]
	let g = ''
	if (rng.chance(0.5)) {
		// three overlapping rings arranged in a triangle
		const d = 34
		for (let i = 0; i < 3; i++) {
			const a = ((-90 + i * 120) * Math.PI) / 180
			g += circle(cx + Math.cos(a) * d, cy + 6 + Math.sin(a) * d, 52, colors[i]!, 'fill-opacity=".82" style="mix-blend-mode:multiply"')
		}
	} else {
		// a large disc with an orbiting smaller one and a ring
		g += circle(cx - 14, cy, 70, p.primary)
		g += `<circle cx="${cx - 14}" cy="${cy}" r="88" fill="none" stroke="${p.secondary}" stroke-width="6" stroke-dasharray="300 253" transform="rotate(${rng.int(0, 360)} ${cx - 14} ${cy})"/>`
		g += circle(cx + 52, cy - 46, 26, p.accent)
		g += circle(cx - 34, cy + 18, 22, '#fff', 'fill-opacity=".9"')
	}
	return g + nameBlock(c, 240)
}

function triangles(c: Ctx): string {
	const { p, rng } = c
	const cx = S / 2
	const base = 220
	let g = ''
	if (rng.chance(0.5)) {
		// mountain peaks
		g += `<path d="M${cx - 100} ${base}L${cx - 30} ${base - 120}L${cx + 40} ${base}z" fill="${p.primary}"/>`
		g += `<path d="M${cx - 20} ${base}L${cx + 40} ${base - 86}L${cx + 100} ${base}z" fill="${p.secondary}" fill-opacity=".9"/>`
		g += `<path d="M${cx - 30} ${base - 120}l-20 34 12-6 8 10 8-10 12 6z" fill="#fff" fill-opacity=".9"/>`
		g += circle(cx + 64, base - 118, 14, p.accent)
	} else {
		// an upward arrow made of three stacked chevrons
		for (let i = 0; i < 3; i++) {
			const y = base - 10 - i * 42
			g += `<path d="M${cx - 80} ${y}L${cx} ${y - 56}L${cx + 80} ${y}L${cx + 80} ${y - 24}L${cx} ${y - 80}L${cx - 80} ${y - 24}z" fill="${[p.primary, p.secondary, p.accent][i]}"/>`
		}
	}
	return g + nameBlock(c, base + 6)
}

function badge(c: Ctx): string {
	const { p } = c
	const cx = S / 2
	const cy = S / 2
	const label = c.name.toUpperCase()
	const arcR = 118
	const arcLen = Math.PI * arcR * 0.95
	const size = fitFont(label, arcLen, 26, 11, true, 3)
	let g = circle(cx, cy, 164, p.primary)
	g += `<circle cx="${cx}" cy="${cy}" r="154" fill="none" stroke="#fff" stroke-width="2" stroke-opacity=".6"/>`
	g += circle(cx, cy, 92, '#fff', 'fill-opacity=".12"')
	g += `<path id="arc" d="M${cx - arcR} ${cy}a${arcR} ${arcR} 0 0 1 ${arcR * 2} 0" fill="none"/>`
	g += `<text class="s" font-size="${size}" font-weight="700" letter-spacing="3" fill="#fff"><textPath href="#arc" startOffset="50%" text-anchor="middle">${esc(label)}</textPath></text>`
	const letters = initials(c.name)
	g += text(cx, cy + 26, letters, { size: 72, fill: '#fff', weight: 800, anchor: 'middle' })
	// stars on the lower half
	for (const dx of [-42, 0, 42]) g += star(cx + dx, cy + 100 + (dx === 0 ? 8 : 0), 10, p.accent)
	g += rect(cx - 96, cy + 60, 192, 2, '#fff', 0, 'fill-opacity=".5"')
	return g
}

function star(cx: number, cy: number, r: number, fill: string): string {
	const pts: string[] = []
	for (let i = 0; i < 10; i++) {
		const a = ((-90 + i * 36) * Math.PI) / 180
		const rr = i % 2 ? r * 0.45 : r
		pts.push(`${n(cx + rr * Math.cos(a))},${n(cy + rr * Math.sin(a))}`)
	}
	return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
}

function wordmark(c: Ctx): string {
	const { p, rng } = c
	// the largest size at which the name fits in at most two lines beside the symbol
	let size = 40
	let lines = wrapText(c.name, 230, size, true)
	while (size > 16 && (lines.length > 2 || lines.some((l) => textWidth(l, size, true) > 230))) {
		size -= 2
		lines = wrapText(c.name, 230, size, true)
	}
	lines = wrapText(c.name, 230, size, true, 2)
	const blockH = lines.length * size * 1.1
	const cy = S / 2
	const ms = 92
	const mx = Math.round((S - ms - 24 - Math.max(...lines.map((l) => textWidth(l, size, true)))) / 2)
	let g = ''
	switch (rng.int(0, 2)) {
		case 0: // leaf / spark
			g += `<path d="M${mx} ${cy + ms / 2}C${mx} ${cy - 10} ${mx + 30} ${cy - ms / 2} ${mx + ms} ${cy - ms / 2}C${mx + ms} ${cy + 10} ${mx + 60} ${cy + ms / 2} ${mx} ${cy + ms / 2}z" fill="${p.primary}"/>`
			g += `<path d="M${mx + 8} ${cy + ms / 2 - 8}L${mx + ms - 24} ${cy - ms / 2 + 24}" stroke="#fff" stroke-width="5" stroke-linecap="round"/>`
			break
		case 1: // two interlocking squares
			g += rect(mx, cy - ms / 2, ms * 0.66, ms * 0.66, p.primary, 10) + rect(mx + ms * 0.34, cy - ms / 2 + ms * 0.34, ms * 0.66, ms * 0.66, p.secondary, 10, 'fill-opacity=".85"')
			break
		default: // a sun over a horizon
			g += circle(mx + ms / 2, cy, ms / 2, p.primary)
			for (let i = 0; i < 3; i++) g += rect(mx + 10 + i * 6, cy + 8 + i * 13, ms - 20 - i * 12, 6, '#fff', 3)
	}
	const tx = mx + ms + 24
	lines.forEach((line, i) => {
		g += text(tx, cy - blockH / 2 + size * 0.86 + i * size * 1.1, line, { size, fill: i === 0 ? c.ink : p.primary, weight: i === 0 ? 800 : 600 })
	})
	g += rect(tx, cy + blockH / 2 + 12, 54, 5, p.accent, 2.5)
	return g
}

function tiles(c: Ctx): string {
	const { p, rng } = c
	const t = 56
	const x0 = S / 2 - t
	const y0 = 58
	const colors = rng.shuffle([p.primary, p.secondary, p.accent, p.deep])
	const quarter = (x: number, y: number, corner: number, col: string) => {
		// a quarter disc whose centre is the given corner of the tile (0 tl, 1 tr, 2 bl, 3 br)
		const ox = corner % 2 ? x + t : x
		const oy = corner > 1 ? y + t : y
		const sx = corner % 2 ? -t : t
		const sy = corner > 1 ? -t : t
		return `<path d="M${ox} ${oy}h${sx}A${t} ${t} 0 0 ${corner === 1 || corner === 2 ? 0 : 1} ${ox} ${oy + sy}z" fill="${col}"/>`
	}
	let g = ''
	const pattern = rng.int(0, 2)
	for (let i = 0; i < 4; i++) {
		const x = x0 + (i % 2) * t
		const y = y0 + Math.floor(i / 2) * t
		if (pattern === 0) g += quarter(x, y, 3 - i, colors[i]!) // four quarters meeting in the centre: a split disc
		else if (pattern === 1) g += quarter(x, y, [0, 1, 2, 3][(i + 1) % 4]!, colors[i % 2]!) // a pinwheel
		else g += i === 0 || i === 3 ? circle(x + t / 2, y + t / 2, t / 2, colors[0]!) : rect(x + 4, y + 4, t - 8, t - 8, colors[1]!, 6)
	}
	return g + nameBlock(c, y0 + 2 * t + 10)
}

const TEMPLATES = [monogram, circles, triangles, badge, wordmark, tiles]

export function logoSvg(item: LogoItem): string {
	const rng = new Rng(`logo:${item.image}:${item.client}`)
	const p = makePalette(rng)
	const c: Ctx = { rng, p, name: item.client.trim(), upper: rng.chance(0.35), ink: hsl(p.hue, 30, 14) }
	const template = rng.pick(TEMPLATES)
	const bg = rng.chance(0.6) ? '#ffffff' : hsl(p.hue, 30, 97)
	return svgDoc({
		width: S,
		height: S,
		title: `${item.client} logo`,
		body: rect(0, 0, S, S, bg) + template(c),
	})
}
