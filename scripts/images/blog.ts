/**
 * Blog covers (1200×630): a two-colour gradient, soft abstract shapes and a
 * central motif chosen by the post's category. No text, since the page sets
 * the post title next to the image.
 */
import { Rng, circle, hsl, n, rect, svgDoc } from './lib.ts'

export interface BlogPost {
	image: string
	title: string
	category: string
}

export type Motif = 'web' | 'wordpress' | 'seo' | 'social' | 'design' | 'ecommerce' | 'abstract'

const W = 1200
const H = 630
const CX = W / 2
const CY = H / 2

const KEYWORDS: [Motif, RegExp][] = [
	['wordpress', /wordpress|\bwp\b|cms|gutenberg|plugin|theme/],
	['ecommerce', /e-?commerce|shop|store|magento|woocommerce|cart|checkout|retail/],
	['seo', /seo|search|rank|keyword|analytics|serp/],
	['social', /social|instagram|facebook|linkedin|twitter|influencer|content marketing|marketing/],
	['design', /\bui\b|\bux\b|ui-ux|design|figma|wireframe|prototype|usability/],
	['web', /web|develop|code|coding|javascript|typescript|react|php|laravel|node|app|api|frontend|backend|performance/],
]

export function motifFor(category: string, title = ''): Motif {
	for (const source of [category.replace(/-/g, ' '), title]) {
		const hay = source.toLowerCase()
		for (const [motif, re] of KEYWORDS) if (re.test(hay)) return motif
	}
	return 'abstract'
}

interface Colors {
	main: string
	second: string
	accent: string
	dark: string
	light: string
}

const SHADOW = 'filter="url(#sh)"'

function browser(c: Colors, rng: Rng): string {
	const w = 520
	const h = 340
	const x = CX - w / 2
	const y = CY - h / 2
	let g = rect(x, y, w, h, '#fff', 18, SHADOW) + rect(x, y + 48, w, 1, '#e5e7eb')
	g += [0, 1, 2].map((i) => circle(x + 28 + i * 20, y + 24, 6, ['#ff6159', '#ffbd2e', '#28c941'][i]!)).join('')
	g += rect(x + 100, y + 14, 320, 20, '#f1f5f9', 10)
	// </> or { } glyph
	const brackets = rng.chance(0.6)
	if (!brackets) for (let i = 0; i < 3; i++) g += rect(x + 210 + (i === 1 ? 24 : 0), y + 150 + i * 34, i === 1 ? 80 : 110, 14, i === 1 ? c.accent : c.second, 7)
	const glyph = brackets
		? `M${x + 130} ${y + 130}l-60 60 60 60M${x + 390} ${y + 130}l60 60-60 60M${x + 290} ${y + 110}l-60 160`
		: `M${x + 170} ${y + 110}c-40 0-40 10-40 40v20c0 15-10 20-30 20 20 0 30 5 30 20v20c0 30 0 40 40 40M${x + 350} ${y + 110}c40 0 40 10 40 40v20c0 15 10 20 30 20-20 0-30 5-30 20v20c0 30 0 40-40 40`
	g += `<path d="${glyph}" fill="none" stroke="${c.main}" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/>`
	// a code card peeking out from one side
	const cx = rng.chance(0.5) ? x + w - 70 : x - 170
	const cy = y + h - 90
	g += rect(cx, cy, 240, 150, c.dark, 14, SHADOW)
	const syntax = [c.accent, '#7dd3fc', '#a3e635', '#f9a8d4']
	for (let i = 0; i < 5; i++) g += rect(cx + 24 + (i % 2) * 18, cy + 26 + i * 22, rng.range(60, 150), 9, syntax[i % 4]!, 4)
	return g
}

function blocks(c: Colors, rng: Rng): string {
	let g = ''
	const w = 360
	const x = CX - w / 2 - 40
	const colors = [c.main, c.second, c.accent, '#fff']
	for (let i = 0; i < 4; i++) {
		const y = CY + 120 - i * 78
		const dx = rng.range(-30, 30)
		g += rect(x + dx, y - 64, w, 68, colors[i]!, 14, SHADOW)
		const fg = i === 3 ? c.main : '#fff'
		g += rect(x + dx + 24, y - 44, 28, 28, fg, 6, 'fill-opacity=".9"') + rect(x + dx + 70, y - 40, rng.range(120, 220), 10, fg, 5, 'fill-opacity=".8"') + rect(x + dx + 70, y - 22, rng.range(80, 160), 8, fg, 4, 'fill-opacity=".55"')
		g += `<path d="M${n(x + dx + w - 36)} ${y - 42}v24M${n(x + dx + w - 26)} ${y - 42}v24" stroke="${fg}" stroke-width="4" stroke-linecap="round" stroke-opacity=".6"/>`
	}
	// the add-block button
	g += circle(x + w + 90, CY + 40, 44, '#fff', SHADOW) + `<path d="M${x + w + 90} ${CY + 18}v44M${x + w + 68} ${CY + 40}h44" stroke="${c.main}" stroke-width="9" stroke-linecap="round"/>`
	return g
}

function seo(c: Colors, rng: Rng): string {
	let g = rect(CX - 300, CY - 170, 460, 330, '#fff', 18, SHADOW)
	const base = CY + 120
	const heights = [60, 100, 90, 150, 190, 240].map((h) => h * rng.range(0.85, 1))
	heights.forEach((h, i) => (g += rect(CX - 260 + i * 64, base - h, 40, h, i === 5 ? c.accent : c.main, 8, i === 5 ? '' : `fill-opacity="${n(0.35 + i * 0.12)}"`)))
	g += `<path d="M${CX - 250} ${base - 90}L${CX - 120} ${base - 150}L${CX - 40} ${base - 120}L${CX + 90} ${base - 250}" fill="none" stroke="${c.dark}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
	g += `<path d="M${CX + 50} ${base - 252}l42-2-2 42" fill="none" stroke="${c.dark}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`
	// magnifier
	const mx = CX + 200
	const my = CY - 20
	g += `<path d="M${mx + 70} ${my + 70}l90 90" stroke="${c.dark}" stroke-width="30" stroke-linecap="round"/>`
	g += circle(mx, my, 104, '#fff', `fill-opacity=".35" stroke="#fff" stroke-width="22" ${SHADOW}`)
	g += circle(mx, my, 104, 'none', `stroke="${c.dark}" stroke-width="4" stroke-opacity=".15"`)
	g += rect(mx - 50, my - 16, 100, 12, c.dark, 6, 'fill-opacity=".5"') + rect(mx - 50, my + 6, 66, 12, c.dark, 6, 'fill-opacity=".35"')
	return g
}

function social(c: Colors, rng: Rng): string {
	let g = ''
	// big bubble with a heart
	g += `<path d="M${CX - 260} ${CY - 150}h300a30 30 0 0 1 30 30v160a30 30 0 0 1-30 30H${CX - 160}l-60 50v-50h-40a30 30 0 0 1-30-30v-160a30 30 0 0 1 30-30z" fill="#fff" ${SHADOW}/>`
	g += `<path d="M${CX - 110} ${CY + 60}s-90-52-90-112a48 48 0 0 1 90-24 48 48 0 0 1 90 24c0 60-90 112-90 112z" fill="${c.accent}"/>`
	// small bubble with typing dots
	g += `<path d="M${CX + 80} ${CY - 20}h190a26 26 0 0 1 26 26v92a26 26 0 0 1-26 26h-40v40l-44-40h-106a26 26 0 0 1-26-26v-92a26 26 0 0 1 26-26z" fill="${c.main}" ${SHADOW}/>`
	g += [0, 1, 2].map((i) => circle(CX + 130 + i * 42, CY + 52, 12, '#fff')).join('')
	// notification and reactions
	g += circle(CX + 50, CY - 150, 34, c.second, SHADOW) + `<path d="M${CX + 38} ${CY - 150}l9 9 18-18" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>`
	for (let i = 0; i < 3; i++) {
		const x = CX + rng.range(150, 330)
		const y = CY - rng.range(90, 200)
		const s = rng.range(0.5, 0.9)
		g += `<path transform="translate(${n(x)} ${n(y)}) scale(${n(s)})" d="M0 20s-30-17-30-37a16 16 0 0 1 30-8 16 16 0 0 1 30 8c0 20-30 37-30 37z" fill="#fff" fill-opacity=".85"/>`
	}
	return g
}

function design(c: Colors, rng: Rng): string {
	const x = CX - 300
	const y = CY - 190
	let g = rect(x, y, 460, 360, '#fff', 18, SHADOW)
	g += rect(x + 28, y + 28, 404, 150, '#f1f5f9', 10) + `<path d="M${x + 28} ${y + 28}l404 150M${x + 432} ${y + 28}l-404 150" stroke="#cbd5e1" stroke-width="3"/>`
	g += rect(x + 28, y + 200, 260, 18, c.dark, 9, 'fill-opacity=".8"') + rect(x + 28, y + 234, 380, 12, '#cbd5e1', 6) + rect(x + 28, y + 256, 320, 12, '#cbd5e1', 6)
	g += rect(x + 28, y + 296, 130, 40, c.main, 10) + rect(x + 172, y + 296, 130, 40, 'none', 10, `stroke="${c.main}" stroke-width="3"`)
	// selection handles around the button
	g += `<rect x="${x + 20}" y="${y + 288}" width="146" height="56" fill="none" stroke="${c.accent}" stroke-width="2" stroke-dasharray="6 5"/>`
	for (const [hx, hy] of [[20, 288], [166, 288], [20, 344], [166, 344]] as const) g += rect(x + hx - 5, y + hy - 5, 10, 10, '#fff', 0, `stroke="${c.accent}" stroke-width="2"`)
	// colour swatches
	const sw = [c.main, c.second, c.accent, c.dark]
	g += rect(CX + 190, CY - 150, 90, 260, '#fff', 16, SHADOW)
	sw.forEach((col, i) => (g += circle(CX + 235, CY - 110 + i * 60, 20, col)))
	// cursor
	const px = CX + rng.range(90, 130)
	const py = CY + rng.range(70, 110)
	g += `<path d="M${n(px)} ${n(py)}l0 84 22-20 16 36 16-7-16-35 30-2z" fill="${c.dark}" stroke="#fff" stroke-width="5" stroke-linejoin="round" ${SHADOW}/>`
	return g
}

function ecommerce(c: Colors, rng: Rng): string {
	let g = ''
	// price tag
	const tx = CX + 90
	const ty = CY - 170
	g += `<path d="M${tx} ${ty}h150a20 20 0 0 1 20 20v150l-140 140a20 20 0 0 1-28 0l-142-142a20 20 0 0 1 0-28z" fill="${c.accent}" ${SHADOW} transform="rotate(${rng.int(-8, 8)} ${tx + 80} ${ty + 100})"/>`
	g += circle(tx + 120, ty + 50, 16, '#fff')
	g += `<path d="M${tx + 10} ${ty + 140}l40-40M${tx + 12} ${ty + 104}h.1M${tx + 48} ${ty + 140}h.1" stroke="#fff" stroke-width="12" stroke-linecap="round"/>`
	// cart
	const x = CX - 300
	const y = CY - 110
	g += `<path d="M${x} ${y}h60l40 190h220l36-140H${x + 80}" fill="none" stroke="#fff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round" ${SHADOW}/>`
	g += rect(x + 116, y + 70, 76, 70, c.main, 8) + rect(x + 204, y + 40, 90, 100, c.second, 8) + rect(x + 240, y + 40, 18, 100, '#fff', 0, 'fill-opacity=".5"')
	g += circle(x + 130, y + 240, 26, c.dark) + circle(x + 300, y + 240, 26, c.dark) + circle(x + 130, y + 240, 9, '#fff') + circle(x + 300, y + 240, 9, '#fff')
	return g
}

function abstract(c: Colors, rng: Rng): string {
	let g = ''
	g += circle(CX - 80, CY, 170, '#fff', `fill-opacity=".9" ${SHADOW}`)
	g += rect(CX - 10, CY - 150, 240, 240, c.accent, 28, `transform="rotate(${rng.int(-20, 20)} ${CX + 110} ${CY - 30})" fill-opacity=".9"`)
	g += `<path d="M${CX - 260} ${CY + 160}l120-210 120 210z" fill="${c.main}" fill-opacity=".85"/>`
	g += circle(CX + 200, CY + 120, 50, c.dark)
	return g
}

const MOTIFS: Record<Motif, (c: Colors, rng: Rng) => string> = { web: browser, wordpress: blocks, seo, social, design, ecommerce, abstract }

/** Hue families that suit each motif, so covers of one category feel related. */
const HUES: Record<Motif, number[]> = {
	web: [210, 230, 250, 190],
	wordpress: [200, 215, 180, 260],
	seo: [150, 165, 120, 190],
	social: [320, 340, 280, 15],
	design: [265, 285, 300, 240],
	ecommerce: [20, 35, 350, 10],
	abstract: [0, 60, 120, 180, 240, 300],
}

export function blogSvg(post: BlogPost): string {
	const rng = new Rng(`blog:${post.image}:${post.title}`)
	const motif = motifFor(post.category, post.title)
	const hue = rng.pick(HUES[motif]) + rng.int(-12, 12)
	let h2 = hue + rng.pick([35, 50, -40])
	// a yellow-green second stop turns muddy at this lightness: go the other way round the wheel
	if ((((h2 % 360) + 360) % 360) > 40 && (((h2 % 360) + 360) % 360) < 100) h2 = hue - 40
	const c: Colors = {
		main: hsl(hue, 70, 50),
		second: hsl(h2, 70, 58),
		accent: hsl(hue + 170, 85, 60),
		dark: hsl(hue, 45, 18),
		light: hsl(hue, 60, 94),
	}
	const angle = rng.pick(['x1="0" y1="0" x2="1" y2="1"', 'x1="1" y1="0" x2="0" y2="1"', 'x1="0" y1="1" x2="1" y2="0"'])
	const defs =
		`<linearGradient id="bg" ${angle}><stop offset="0" stop-color="${hsl(hue, 75, 62)}"/><stop offset="1" stop-color="${hsl(h2, 70, 42)}"/></linearGradient>` +
		`<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="2" fill="#fff" fill-opacity=".35"/></pattern>` +
		`<filter id="sh" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="14" stdDeviation="16" flood-color="${c.dark}" flood-opacity=".28"/></filter>`
	let body = rect(0, 0, W, H, 'url(#bg)')
	// soft background shapes
	body += circle(rng.range(0, 250), rng.range(0, 200), rng.range(180, 260), '#fff', 'fill-opacity=".1"')
	body += circle(rng.range(950, 1200), rng.range(430, 630), rng.range(200, 300), '#fff', 'fill-opacity=".08"')
	body += `<path d="M0 ${n(rng.range(470, 540))}C300 ${n(rng.range(400, 480))} 500 ${n(rng.range(560, 620))} 800 ${n(rng.range(500, 560))}S1100 ${n(rng.range(440, 500))} 1200 ${n(rng.range(480, 520))}V630H0z" fill="#fff" fill-opacity=".08"/>`
	const dx = rng.chance(0.5) ? rng.range(40, 200) : rng.range(880, 1000)
	body += rect(dx, rng.range(40, 120), 196, 140, 'url(#dots)')
	body += rect(rng.range(900, 1100), rng.range(60, 160), 26, 26, '#fff', 6, `fill-opacity=".3" transform="rotate(${rng.int(0, 45)} 1000 100)"`)
	body += `<circle cx="${n(rng.range(120, 300))}" cy="${n(rng.range(420, 560))}" r="${n(rng.range(20, 40))}" fill="none" stroke="#fff" stroke-width="6" stroke-opacity=".35"/>`
	// the motif, nudged off-centre a little so covers of one category differ
	body += `<g transform="translate(${rng.int(-70, 70)} ${rng.int(-16, 16)})">${MOTIFS[motif](c, rng)}</g>`
	return svgDoc({ width: W, height: H, title: `Cover illustration: ${post.title}`, defs, body })
}
