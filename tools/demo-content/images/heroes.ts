/**
 * Hero illustrations of the inner pages (960×720): flat drawings in the
 * site's palette, one scene per page. Every scene shares the same stage (a
 * soft disc, a dotted field, an accent ring) and a main object — a browser
 * window, a phone or an artboard — with two small cards floating over its
 * edges, so the pages read as one family. What fills the window says what the
 * page is about: a layout, code, search results, a shop, an inbox, a feed.
 * Text in the drawings is bars, not words, so nothing needs translating.
 */
import { bust, lookFor } from './people.ts'
import { PRINT, Rng, asPrint, circle, compact, n, rect, svgDoc } from './lib.ts'

export type HeroScene =
	| 'layout'
	| 'code'
	| 'search'
	| 'shop'
	| 'mail'
	| 'social'
	| 'mobile'
	| 'logo'
	| 'article'
	| 'uptime'
	| 'ads'
	| 'team'
	| 'checks'
	| 'models'
	| 'branches'

export interface Hero {
	file: string
	title: string
	scene: HeroScene
}

/** A content box: x, y, width, height. */
type Box = [number, number, number, number]

const W = 960
const H = 720

/** The palette of app/styles/app.css, with two lighter blues for depth. */
const C = {
	deep: '#0b2540',
	stage: '#133f6b',
	brand: '#0b5cad',
	sky: '#4d8fd6',
	mist: '#cfe0f3',
	tint: '#f2f6fb',
	line: '#d9e2ec',
	accent: '#f2a516',
	coral: '#ef6f5e',
	mint: '#3fb68b',
	white: '#ffffff',
	ink: '#0f1c2b',
}

const bar = (x: number, y: number, w: number, fill = C.line, h = 12) => rect(x, y, w, h, fill, h / 2)
const shadow = (x: number, y: number, w: number, h: number, r: number) => rect(x + 10, y + 16, w, h, C.deep, r, 'fill-opacity=".28"')

/** A card with a soft shadow. */
function card(x: number, y: number, w: number, h: number, fill = C.white, r = 18): string {
	return shadow(x, y, w, h, r) + rect(x, y, w, h, fill, r)
}

/** A browser window; returns its drawing and the content box. */
function browser(x: number, y: number, w: number, h: number): { svg: string; box: Box } {
	let g = card(x, y, w, h)
	g += `<path d="M${x} ${y + 18}a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v26h-${w}z" fill="${C.tint}"/>`
	g += circle(x + 24, y + 22, 6, C.coral) + circle(x + 44, y + 22, 6, C.accent) + circle(x + 64, y + 22, 6, C.mint)
	g += bar(x + 92, y + 15, w * 0.5, C.white, 14)
	return { svg: g, box: [x + 24, y + 66, w - 48, h - 88] }
}

/** The stage every scene stands on. */
function stage(rng: Rng): string {
	let g = `<circle cx="480" cy="380" r="320" fill="${C.stage}"/>`
	g += `<circle cx="480" cy="380" r="250" fill="none" stroke="${C.sky}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="4 12"/>`
	const ax = rng.pick([150, 800])
	g += `<circle cx="${ax}" cy="${rng.int(110, 170)}" r="46" fill="none" stroke="${C.accent}" stroke-width="10"/>`
	g += `<g fill="${C.sky}" fill-opacity=".45">`
	const dx = ax < 480 ? 760 : 70
	for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) g += `<circle cx="${dx + i * 26}" cy="${520 + j * 26}" r="3.5"/>`
	return g + '</g>'
}

// ------------------------------------------------------------ small cards

function chartCard(x: number, y: number, rising = true): string {
	let g = card(x, y, 200, 150, C.white, 16)
	const heights = rising ? [30, 46, 40, 64, 88] : [60, 42, 74, 50, 86]
	heights.forEach((h, i) => (g += rect(x + 24 + i * 32, y + 124 - h, 20, h, i === 4 ? C.accent : C.sky, 4)))
	g += `<path d="M${x + 30} ${y + 70}L${x + 70} ${y + 58}L${x + 110} ${y + 62}L${x + 150} ${y + 38}L${x + 180} ${y + 24}" stroke="${C.brand}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
	return g
}

/** Small glyphs in white on a coloured tile, drawn in a 120 px box whose corner is (x, y). */
const ICON: Record<string, (x: number, y: number) => string> = {
	check: (x, y) => `<path d="M${x + 32} ${y + 62}l20 20 38-40" stroke="#fff" stroke-width="12" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
	code: (x, y) => `<path d="M${x + 44} ${y + 36}l-20 24 20 24M${x + 76} ${y + 36}l20 24-20 24" stroke="#fff" stroke-width="11" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
	heart: (x, y) => `<path d="M${x + 60} ${y + 92}c-34-22-42-40-34-54 8-14 26-14 34 2 8-16 26-16 34-2 8 14 0 32-34 54z" fill="#fff"/>`,
	mail: (x, y) => `<path d="M${x + 26} ${y + 38}h68v46h-68zM${x + 26} ${y + 38}l34 28 34-28" stroke="#fff" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
	cart: (x, y) => `<path d="M${x + 22} ${y + 32}h14l10 40h42l8-28h-58" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` + circle(x + 52, y + 88, 7, '#fff') + circle(x + 84, y + 88, 7, '#fff'),
	pen: (x, y) => `<path d="M${x + 30} ${y + 90}l10-30 40-40 20 20-40 40zM${x + 40} ${y + 60}l20 20" stroke="#fff" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
	bell: (x, y) => `<path d="M${x + 36} ${y + 78}h48l-6-10V${y + 52}a18 18 0 0 0-36 0v16zM${x + 52} ${y + 86}a8 8 0 0 0 16 0" stroke="#fff" stroke-width="8" fill="none" stroke-linejoin="round"/>`,
	star: (x, y) => `<path d="M${x + 60} ${y + 24}l11 24 26 3-19 18 5 26-23-13-23 13 5-26-19-18 26-3z" fill="#fff"/>`,
	shield: (x, y) => `<path d="M${x + 60} ${y + 22}l34 12v26c0 22-14 36-34 44-20-8-34-22-34-44V${y + 34}z" fill="#fff"/><path d="M${x + 44} ${y + 62}l12 12 22-22" stroke="${C.mint}" stroke-width="9" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
}

function icon(name: keyof typeof ICON, x: number, y: number, fill: string): string {
	return card(x, y, 120, 120, fill, 28) + ICON[name]!(x, y)
}

// ------------------------------------------------------------ window contents

function layoutContent([x, y, w, h]: Box, rng: Rng): string {
	let g = rect(x, y, w, h * 0.42, C.mist, 12)
	g += bar(x + 28, y + 34, w * 0.45, C.brand, 18) + bar(x + 28, y + 66, w * 0.32, C.white) + bar(x + 28, y + 88, w * 0.26, C.white)
	g += rect(x + 28, y + h * 0.42 - 56, 110, 32, C.accent, 16)
	g += circle(x + w * 0.78, y + h * 0.21, h * 0.14, C.sky) + rect(x + w * 0.68, y + h * 0.24, h * 0.2, h * 0.12, C.brand, 6)
	const cols = 3
	const cw = (w - 2 * 20) / cols
	for (let i = 0; i < cols; i++) {
		const cx = x + i * (cw + 20)
		g += rect(cx, y + h * 0.5, cw, h * 0.5, C.tint, 12) + rect(cx + 14, y + h * 0.5 + 14, cw - 28, h * 0.22, [C.sky, C.accent, C.mint][(i + rng.int(0, 2)) % 3]!, 8)
		g += bar(cx + 14, y + h * 0.78, cw * 0.7) + bar(cx + 14, y + h * 0.78 + 22, cw * 0.5)
	}
	return g
}

function codeContent([x, y, w, h]: Box, rng: Rng): string {
	let g = rect(x, y, w, h, C.deep, 12)
	const colours = [C.sky, C.accent, C.mint, C.coral, C.mist]
	for (let i = 0; i < Math.floor((h - 30) / 30); i++) {
		const indent = [0, 1, 2, 2, 1, 2, 3, 1, 0][i % 9]! * 28
		g += bar(x + 24, y + 24 + i * 30, 18, '#2f5478')
		let cx = x + 60 + indent
		for (let k = 0; k < rng.int(1, 3); k++) {
			const bw = rng.int(40, 120)
			if (cx + bw > x + w - 24) break
			g += bar(cx, y + 24 + i * 30, bw, rng.pick(colours))
			cx += bw + 12
		}
	}
	return g
}

function searchContent([x, y, w, h]: Box): string {
	let g = rect(x, y, w, 48, C.tint, 24) + circle(x + 28, y + 24, 10, 'none', `stroke="${C.brand}" stroke-width="4"`) + bar(x + 52, y + 18, w * 0.4, C.line)
	const rows = 3
	for (let i = 0; i < rows; i++) {
		const ry = y + 76 + i * ((h - 76) / rows)
		if (i === 0) g += rect(x - 10, ry - 12, w + 20, (h - 76) / rows - 8, '#fff7e6', 12, `stroke="${C.accent}" stroke-width="3"`)
		g += bar(x + 4, ry, w * 0.3, C.mint, 10) + bar(x + 4, ry + 22, w * 0.62, C.brand, 16) + bar(x + 4, ry + 50, w * 0.8) + bar(x + 4, ry + 70, w * 0.55)
	}
	return g
}

function shopContent([x, y, w, h]: Box, rng: Rng): string {
	let g = ''
	const cw = (w - 40) / 3
	const ch = (h - 20) / 2
	for (let r = 0; r < 2; r++)
		for (let c = 0; c < 3; c++) {
			const cx = x + c * (cw + 20)
			const cy = y + r * (ch + 20)
			g += rect(cx, cy, cw, ch, C.tint, 12)
			const fill = rng.pick([C.sky, C.accent, C.coral, C.mint, C.brand])
			g += circle(cx + cw / 2, cy + ch * 0.36, ch * 0.22, fill)
			g += bar(cx + 14, cy + ch * 0.7, cw * 0.6) + rect(cx + 14, cy + ch * 0.7 + 22, 54, 18, C.deep, 9)
		}
	return g
}

function mailContent([x, y, w, h]: Box): string {
	let g = rect(x, y, w * 0.28, h, C.tint, 12)
	for (let i = 0; i < 4; i++) g += bar(x + 16, y + 24 + i * 34, w * 0.28 - 32, i === 0 ? C.brand : C.line)
	const lx = x + w * 0.28 + 20
	const lw = w * 0.72 - 20
	const rows = 4
	for (let i = 0; i < rows; i++) {
		const ry = y + i * (h / rows)
		g += rect(lx, ry, lw, h / rows - 12, i === 1 ? '#fff7e6' : C.white, 10, `stroke="${C.line}" stroke-width="2"`)
		g += circle(lx + 28, ry + (h / rows - 12) / 2, 14, [C.sky, C.accent, C.mint, C.coral][i]!)
		g += bar(lx + 56, ry + 14, lw * 0.35, C.ink, 10) + bar(lx + 56, ry + 34, lw * 0.6)
	}
	return g
}

function articleContent([x, y, w, h]: Box): string {
	let g = bar(x, y + 6, w * 0.7, C.ink, 20) + bar(x, y + 38, w * 0.5, C.ink, 20)
	g += rect(x, y + 78, w * 0.46, h - 78, C.mist, 12) + `<path d="M${x + 20} ${y + h - 20}l${w * 0.12} -${h * 0.25} ${w * 0.08} ${h * 0.12} ${w * 0.1} -${h * 0.2} ${w * 0.12} ${h * 0.33}z" fill="${C.sky}"/>` + circle(x + w * 0.34, y + 120, 18, C.accent)
	for (let i = 0; i < 7; i++) g += bar(x + w * 0.5 + 10, y + 84 + i * 28, (w * 0.5 - 10) * (i % 3 === 2 ? 0.6 : 0.95))
	return g
}

function uptimeContent([x, y, w, h]: Box): string {
	let g = ''
	const tiles = [C.mint, C.brand, C.accent]
	const tw = (w - 40) / 3
	tiles.forEach((fill, i) => {
		g += rect(x + i * (tw + 20), y, tw, 84, C.tint, 12) + bar(x + i * (tw + 20) + 16, y + 18, tw * 0.5) + bar(x + i * (tw + 20) + 16, y + 44, tw * 0.35, fill, 22)
	})
	g += rect(x, y + 104, w, h - 104, C.tint, 12)
	let d = `M${x + 20} ${y + h - 60}`
	for (let i = 1; i <= 12; i++) d += `L${n(x + 20 + (i * (w - 40)) / 12)} ${n(y + h - 60 - [8, 20, 14, 30, 26, 40, 36, 52, 48, 64, 70, 82][i - 1]!)}`
	g += `<path d="${d}" stroke="${C.mint}" stroke-width="6" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`
	for (let i = 0; i < 24; i++) g += rect(x + 20 + i * ((w - 40) / 24), y + h - 34, (w - 40) / 24 - 4, 16, i === 17 ? C.accent : C.mint, 3)
	return g
}

function adsContent([x, y, w, h]: Box): string {
	let g = searchContent([x, y, w, h * 0.55])
	g += rect(x, y + h * 0.62, w * 0.48, h * 0.38, C.tint, 12) + rect(x + w * 0.52, y + h * 0.62, w * 0.48, h * 0.38, C.tint, 12)
	g += `<circle cx="${x + w * 0.24}" cy="${y + h * 0.81}" r="${h * 0.13}" fill="none" stroke="${C.line}" stroke-width="18"/>`
	g += `<circle cx="${x + w * 0.24}" cy="${y + h * 0.81}" r="${h * 0.13}" fill="none" stroke="${C.accent}" stroke-width="18" stroke-dasharray="${n(h * 0.13 * 6.283 * 0.68)} 999" transform="rotate(-90 ${x + w * 0.24} ${y + h * 0.81})"/>`
	for (let i = 0; i < 3; i++) g += bar(x + w * 0.56, y + h * 0.68 + i * 26, w * 0.36 * (1 - i * 0.25), [C.brand, C.sky, C.mist][i]!, 14)
	return g
}

// ------------------------------------------------------------ scenes

function windowScene(rng: Rng, fill: (box: Box, rng: Rng) => string, left: string, right: string): string {
	const win = browser(170, 170, 620, 420)
	return win.svg + fill(win.box, rng) + left + right
}

function phoneScene(_rng: Rng): string {
	let g = card(360, 110, 240, 480, C.ink, 40) + rect(374, 124, 212, 452, C.white, 28) + rect(440, 134, 80, 14, C.ink, 7)
	g += rect(390, 166, 180, 110, C.mist, 14) + circle(480, 221, 34, C.sky)
	for (let i = 0; i < 3; i++) g += rect(390, 292 + i * 76, 180, 62, C.tint, 12) + circle(420, 323 + i * 76, 16, [C.accent, C.mint, C.coral][i]!) + bar(446, 310 + i * 76, 100, C.ink, 10) + bar(446, 330 + i * 76, 70)
	g += rect(390, 530, 180, 30, C.brand, 15)
	g += icon('bell', 180, 190, C.accent) + chartCard(620, 400) + rect(640, 200, 170, 64, C.white, 32) + circle(672, 232, 18, C.mint) + bar(700, 226, 86, C.line)
	return g
}

function logoScene(_rng: Rng): string {
	let g = card(200, 150, 560, 440, C.white, 20)
	g += `<g stroke="${C.line}" stroke-width="2">` + [1, 2, 3].map((i) => `<path d="M${200 + i * 140} 150v440M200 ${150 + i * 110}h560"/>`).join('') + '</g>'
	g += circle(480, 350, 120, C.brand) + `<path d="M420 410c30-90 90-130 150-120-40 20-70 70-80 150z" fill="${C.accent}"/>` + circle(520, 300, 22, C.white)
	g += `<rect x="340" y="210" width="280" height="280" fill="none" stroke="${C.sky}" stroke-width="3" stroke-dasharray="10 8"/>`
	for (const [cx, cy] of [[340, 210], [620, 210], [340, 490], [620, 490]] as const) g += rect(cx - 8, cy - 8, 16, 16, C.white, 0, `stroke="${C.sky}" stroke-width="3"`)
	g += icon('pen', 100, 420, C.coral)
	g += card(690, 120, 180, 70, C.white, 35) + [C.brand, C.accent, C.mint, C.coral].map((f, i) => circle(728 + i * 36, 155, 14, f)).join('')
	return g
}

function socialScene(_rng: Rng): string {
	let g = card(300, 110, 360, 500, C.white, 22)
	g += circle(344, 156, 22, C.accent) + bar(378, 142, 140, C.ink, 12) + bar(378, 162, 90)
	g += rect(324, 196, 312, 250, C.mist, 14) + `<path d="M324 420l90-110 70 70 50-50 102 90v26H324z" fill="${C.sky}"/>` + circle(560, 260, 30, C.accent)
	g += `<path d="M344 482c-14-9-18-17-14-23 4-6 11-6 14 1 3-7 10-7 14-1 4 6 0 14-14 23z" fill="${C.coral}"/>` + bar(372, 468, 60, C.line) + bar(324, 510, 280) + bar(324, 534, 200)
	g += icon('heart', 140, 200, C.coral) + icon('star', 700, 420, C.accent)
	g += card(650, 160, 210, 90, C.white, 45) + circle(696, 205, 24, C.mint) + bar(732, 190, 100, C.ink, 10) + bar(732, 210, 70)
	return g
}

function teamScene(rng: Rng): string {
	let g = ''
	// two offices joined by a dotted arc
	g += `<path d="M180 560Q480 330 780 560" stroke="${C.accent}" stroke-width="5" fill="none" stroke-dasharray="2 14" stroke-linecap="round"/>`
	for (const [x, fill] of [[180, C.accent], [780, C.mint]] as const) g += `<path d="M${x} 600c-26-30-40-52-40-72a40 40 0 0 1 80 0c0 20-14 42-40 72z" fill="${fill}"/>` + circle(x, 528, 15, C.white)
	const spots: [number, number, number][] = [
		[300, 220, 200],
		[520, 180, 220],
		[410, 360, 210],
	]
	const tops = ['#0b5cad', '#f2a516', '#3fb68b', '#ef6f5e', '#264653']
	// The people are printed as the team's portraits are (two inks, the amber as spot colour, decision 087):
	// the page's hero shows the same team, not a second manner of drawing them.
	spots.forEach(([x, y, s], i) => {
		g += card(x, y, s, s, [PRINT.paper, PRINT.spotSoft, PRINT.paper][i]!, 28)
		const look = lookFor(new Rng(`team-hero-${i}-${rng.int(0, 9)}`), { tops, fem: i === 1 ? 1 : i === 0 ? 0 : 0.5 })
		g += `<clipPath id="t${i}"><rect x="${x}" y="${y}" width="${s}" height="${s}" rx="28"/></clipPath><g clip-path="url(#t${i})">${asPrint(bust(x + s / 2, y + s + 4, s * 0.86, look))}</g>`
	})
	return g
}

function checksScene(_rng: Rng): string {
	let g = card(250, 130, 460, 460, C.white, 24)
	g += bar(290, 172, 220, C.ink, 20) + bar(290, 204, 150)
	for (let i = 0; i < 5; i++) {
		const y = 252 + i * 62
		g += rect(290, y, 36, 36, i < 4 ? C.mint : C.tint, 10, i < 4 ? '' : `stroke="${C.line}" stroke-width="3"`)
		if (i < 4) g += `<path d="M298 ${y + 18}l8 8 14-16" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
		g += bar(344, y + 6, 240 - (i % 2) * 70, C.ink, 10) + bar(344, y + 24, 180 - (i % 3) * 30)
	}
	g += icon('shield', 120, 170, C.brand) + icon('star', 730, 380, C.accent)
	g += card(650, 150, 200, 84, C.white, 42) + [0, 1, 2, 3, 4].map((i) => `<path d="M${690 + i * 30} 176l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="${C.accent}"/>`).join('')
	return g
}

function modelsScene(_rng: Rng): string {
	let g = ''
	const tiles: [string, string][] = [
		[C.brand, `<path d="M0 -34h34l26 26-34 34-26-26z" fill="#fff"/><circle cx="12" cy="-20" r="6" fill="${C.brand}"/>`],
		[C.mint, `<circle cx="-14" cy="-12" r="14" fill="#fff"/><circle cx="18" cy="-12" r="14" fill="#fff"/><path d="M-40 30c0-22 52-22 52 0M-6 30c0-22 52-22 52 0" fill="#fff"/>`],
		[C.accent, `<circle cx="0" cy="0" r="38" fill="none" stroke="#fff" stroke-width="9"/><path d="M0 -20v20l14 12" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`],
		[C.coral, `<path d="M-24 -36h48M-24 36h48M-18 -36c0 24 36 24 36 36s-36 12-36 36M18 -36c0 24-36 24-36 36" stroke="#fff" stroke-width="8" fill="none" stroke-linecap="round"/>`],
	]
	tiles.forEach(([fill, glyph], i) => {
		const x = 250 + (i % 2) * 240
		const y = 140 + Math.floor(i / 2) * 240
		g += card(x, y, 210, 210, C.white, 24) + rect(x + 24, y + 24, 96, 96, fill, 22) + `<g transform="translate(${x + 72} ${y + 72}) scale(.8)">${glyph}</g>`
		g += bar(x + 24, y + 144, 150, C.ink, 14) + bar(x + 24, y + 172, 110)
	})
	g += `<path d="M460 245h40M460 485h40M355 350v30M595 350v30" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/>`
	return g
}

function branchesScene(rng: Rng): string {
	const win = browser(250, 150, 500, 420)
	let g = win.svg + codeContent(win.box, rng)
	g += card(90, 220, 200, 300, C.white, 20)
	g += `<path d="M150 250v240M150 300c0 40 80 30 80 80v60M150 420c0-30-0 0 0 0" stroke="${C.brand}" stroke-width="8" fill="none" stroke-linecap="round"/>`
	for (const [x, y, f] of [[150, 260, C.brand], [150, 330, C.brand], [230, 400, C.accent], [150, 470, C.brand], [230, 450, C.mint]] as const) g += circle(x, y, 14, f, `stroke="#fff" stroke-width="5"`)
	g += icon('code', 700, 130, C.accent) + icon('heart', 690, 460, C.coral)
	return g
}

export function heroSvg(hero: Hero): string {
	const rng = new Rng(hero.file)
	let body = stage(rng)
	switch (hero.scene) {
		case 'layout':
			body += windowScene(rng, layoutContent, icon('pen', 90, 420, C.accent), chartCard(690, 120))
			break
		case 'code':
			body += windowScene(rng, codeContent, icon('code', 90, 200, C.accent), icon('check', 740, 440, C.mint))
			break
		case 'search':
			body += windowScene(rng, searchContent, chartCard(80, 400), icon('star', 740, 120, C.accent))
			break
		case 'shop':
			body += windowScene(rng, shopContent, icon('cart', 90, 190, C.accent), chartCard(690, 420))
			break
		case 'mail':
			body += windowScene(rng, mailContent, icon('mail', 90, 420, C.coral), chartCard(700, 110))
			break
		case 'article':
			body += windowScene(rng, articleContent, icon('pen', 90, 180, C.accent), chartCard(700, 430))
			break
		case 'uptime':
			body += windowScene(rng, uptimeContent, icon('shield', 90, 190, C.brand), icon('check', 740, 440, C.mint))
			break
		case 'ads':
			body += windowScene(rng, adsContent, icon('star', 90, 190, C.accent), chartCard(690, 430))
			break
		case 'mobile':
			body += phoneScene(rng)
			break
		case 'logo':
			body += logoScene(rng)
			break
		case 'social':
			body += socialScene(rng)
			break
		case 'team':
			body += teamScene(rng)
			break
		case 'checks':
			body += checksScene(rng)
			break
		case 'models':
			body += modelsScene(rng)
			break
		case 'branches':
			body += branchesScene(rng)
			break
	}
	return compact(svgDoc({ width: W, height: H, title: hero.title, body }))
}

/** The scene of a page or service, by its slug; pages the list does not name get a layout. */
export function heroScene(slug: string): HeroScene {
	const scenes: Record<string, HeroScene> = {
		'about-us': 'team',
		'why-us': 'checks',
		'business-model': 'models',
		'open-source-development': 'branches',
		'web-development': 'code',
		'php-development': 'code',
		'wordpress-development': 'layout',
		'magento-development': 'shop',
		'shopify-development': 'shop',
		'mobile-app-development': 'mobile',
		'web-designing': 'layout',
		'psd-to-html5': 'layout',
		'seo-services': 'search',
		'seo-service-usa': 'search',
		'search-engine-marketing': 'ads',
		'social-media-marketing': 'social',
		'email-marketing': 'mail',
		'content-marketing': 'article',
		'logo-designing': 'logo',
		'website-maintenance': 'uptime',
	}
	return scenes[slug] ?? 'layout'
}
