/**
 * Event photos (1200×800) as flat, lightly shaded illustrations. The scene is
 * chosen from keywords in the photo's caption (or, for a cover, the event's
 * name): a trek, a campfire, a cricket match, a river challenge, an
 * open-air meeting, group photos, Diwali nights with rangoli and diyas, a
 * prize giving, a video call on the big screen, registration desks, talks
 * from the stage and questions from the floor, a taco patio, hands-on
 * workshop tables, whiteboard and pair-programming nights, a pizza break and
 * demos to judges. People are posed figures scaled by distance. The finished
 * scene is printed in the studio's two inks (asPrint, decision 087).
 */
import { PRINT, Rng, asPrint, circle, compact, esc, fitFont, halftone, hsl, n, rect, svgDoc } from './lib.ts'
import { CASUAL, FESTIVE, FORMAL, type Look, type Pose, type PoseName, bust, figure, lookFor } from './people.ts'

export interface EventPhoto {
	/** File name of the image. */
	photo: string
	/** Caption of this photo (or the event name for a cover). */
	title: string
	/** Name of the event the photo belongs to. */
	event: string
}

export type Scene =
	| 'trek'
	| 'campfire'
	| 'cricket'
	| 'river'
	| 'meeting'
	| 'group'
	| 'festival'
	| 'rangoli'
	| 'diyas'
	| 'sweets'
	| 'videocall'
	| 'prize'
	| 'registration'
	| 'talk'
	| 'questions'
	| 'patio'
	| 'workshop'
	| 'review'
	| 'whiteboard'
	| 'pair'
	| 'lounge'
	| 'demo'
	| 'hackathon'

const W = 1200
const H = 800

/** Checked in order against the caption, then the event's name. */
const KEYWORDS: [Scene, RegExp][] = [
	['group', /group photo|whole group|winning team|with their trophy|organisers and speakers|participants with|end of the evening|dress day/],
	['trek', /\btrek|hike|hiking|trail|ruins|offsite|forest/],
	['campfire', /campfire|bonfire|stories|music and/],
	['cricket', /cricket|match\b|football|volleyball/],
	['river', /river|lake|team-building|challenge/],
	['meeting', /strategy|open-air|meeting space|retreat/],
	['prize', /prize|award|winners?\b|trophy/],
	['rangoli', /rangoli/],
	['diyas', /diyas?\b|terrace|lamps/],
	['sweets', /sweets|snacks|families/],
	['videocall', /big screen|joining remotely|remote|video call/],
	['registration', /badges|arriving|registration|check-in/],
	['questions', /questions|q&a|audience/],
	['patio', /tacos|drinks|patio|networking/],
	['review', /reviews? with|small-group|one-to-one/],
	['workshop', /hands-on|setting up|workshop|participants|welcome session/],
	['whiteboard', /whiteboard|planning/],
	['pair', /pair programming|pairing|developers (?:pair|coding)/],
	['lounge', /pizza|chai|break|lounge/],
	['demo', /demos?\b|judg/],
	['talk', /speaking|talks?\b|presenting|pitch|keynote|meetup|kick-off|lightning/],
	['festival', /diwali|festival|celebration|holi|navratri|christmas|party/],
	['hackathon', /hack|coding|build/],
]

export function sceneFor(title: string, event: string): Scene {
	for (const source of [title, event]) {
		const hay = source.toLowerCase()
		for (const [scene, re] of KEYWORDS) if (re.test(hay)) return scene
	}
	return 'group'
}

// ---------------------------------------------------------------- drawing kit

interface S {
	rng: Rng
	defs: string[]
	ids: Map<string, string>
	/** Caption and event, lower-cased, for details (night, festive dress, …). */
	hint: string
}

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`

function grad(s: S, stops: string[], horizontal = false): string {
	const key = `${horizontal ? 'h' : 'v'}${stops.join()}`
	let id = s.ids.get(key)
	if (!id) {
		id = `g${s.ids.size}`
		s.ids.set(key, id)
		s.defs.push(`<linearGradient id="${id}" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops.map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`).join('')}</linearGradient>`)
	}
	return `url(#${id})`
}

function glow(s: S, cx: number, cy: number, r: number, color = '#ffd98a', opacity = 0.85): string {
	const key = `glow${color}${opacity}`
	let id = s.ids.get(key)
	if (!id) {
		id = `r${s.ids.size}`
		s.ids.set(key, id)
		s.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`)
	}
	return circle(cx, cy, r, `url(#${id})`)
}

/** A dotted line along a path: zero-length dashes with round caps. */
const dots = (d: string, color: string, size: number, gap: number) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${n(gap)}"/>`

/** A person with a seeded look; `depth` 0 (front) to 1 (back) sets size and feet line. */
interface Placed {
	x: number
	feet: number
	h: number
	look: Look
	pose: PoseName | Pose
	back?: boolean
	mirror?: boolean
	pack?: string
	prop?: (hands: [number, number][], h: number) => string
	/** A chair under a seated person: behind them, or in front when seen from behind. */
	chair?: string
}

function chairBack(p: Placed): string {
	const u = p.h / 100
	return rect(p.x - 13 * u, p.feet - 60 * u, 26 * u, 30 * u, p.chair!, 5 * u)
}

function chairSeat(p: Placed): string {
	const u = p.h / 100
	return rect(p.x - 14 * u, p.feet - 34 * u, 28 * u, 6 * u, shade(p.chair!, 0.8), 2 * u) + `<path d="M${n(p.x - 11 * u)} ${n(p.feet - 28 * u)}V${n(p.feet)}M${n(p.x + 11 * u)} ${n(p.feet - 28 * u)}V${n(p.feet)}" stroke="${shade(p.chair!, 0.6)}" stroke-width="${n(2 * u)}"/>`
}

function drawPeople(list: Placed[]): string {
	return [...list]
		.sort((a, b) => a.feet - b.feet)
		.map((p) => {
			const f = figure(p.x, p.feet, p.h, p.look, p.pose, { back: p.back, mirror: p.mirror, pack: p.pack })
			const before = p.chair && !p.back ? chairSeat(p) + chairBack(p) : ''
			const after = p.chair && p.back ? chairSeat(p) + chairBack(p) : ''
			return before + f.svg + after + (p.prop ? p.prop(f.hands, p.h) : '')
		})
		.join('')
}

/** Looks for the scene: festive or traditional clothes when the caption asks for them. */
function look(s: S, o: { fem?: number } = {}): Look {
	const traditional = /traditional|diwali|dress day/.test(s.hint) && s.rng.chance(/traditional|dress day/.test(s.hint) ? 0.9 : 0.5)
	return lookFor(s.rng, { tops: /diwali|festiv/.test(s.hint) ? FESTIVE : /speaker|organis|judg/.test(s.hint) ? [...CASUAL, ...FORMAL] : CASUAL, traditional, fem: o.fem })
}

/** Seated audience seen from behind: rows of heads and shoulders. */
function audience(s: S, rows: { y: number; size: number; count: number; shift?: number }[], tops = CASUAL): string {
	let g = ''
	for (const row of rows) {
		const step = W / row.count
		for (let i = 0; i < row.count; i++) {
			const x = step * (i + 0.5) + (row.shift ?? 0) + s.rng.range(-14, 14)
			const sz = row.size * s.rng.range(0.92, 1.08)
			const l = lookFor(s.rng, { tops })
			g += path(`M${n(x - sz)} ${n(row.y + sz * 2.2)}c0-${n(sz * 1.1)} ${n(sz * 0.3)}-${n(sz * 1.3)} ${n(sz)}-${n(sz * 1.3)}s${n(sz)} ${n(sz * 0.2)} ${n(sz)} ${n(sz * 1.3)}z`, l.top)
			g += circle(x, row.y + sz * 0.25, sz * 0.5, l.hair)
			if (l.style === 'long' || l.style === 'pony') g += rect(x - sz * 0.4, row.y + sz * 0.2, sz * 0.8, sz * 0.8, l.hair, sz * 0.3)
			if (l.style === 'bun') g += circle(x, row.y - sz * 0.25, sz * 0.22, l.hair)
		}
	}
	return g
}

function wall(s: S, color: string, floorY: number, floor: string): string {
	return rect(0, 0, W, floorY, grad(s, [color, shade(color, 0.88)])) + rect(0, floorY, W, H - floorY, grad(s, [floor, shade(floor, 0.8)]))
}

function shade(hex: string, f: number): string {
	const v = parseInt(hex.slice(1), 16)
	const ch = (k: number) => Math.round(Math.min(255, ((v >> k) & 255) * f))
	return '#' + [ch(16), ch(8), ch(0)].map((x) => x.toString(16).padStart(2, '0')).join('')
}

/** A window with a city outside, by day or night. */
function cityWindow(s: S, x: number, y: number, w: number, h: number, night: boolean): string {
	let g = rect(x, y, w, h, night ? grad(s, ['#0b1330', '#1f2b57']) : grad(s, ['#9fd0f0', '#dff0fa']))
	let bx = x
	while (bx < x + w) {
		const bw = Math.min(s.rng.range(26, 60), x + w - bx)
		const bh = h * s.rng.range(0.25, 0.7)
		g += rect(bx, y + h - bh, bw, bh, night ? '#151c38' : '#b4c6d4')
		if (night) for (let i = 0; i < 4; i++) if (s.rng.chance(0.6)) g += rect(bx + s.rng.range(4, Math.max(5, bw - 8)), y + h - bh + s.rng.range(6, bh - 10), 4, 5, '#ffd98a')
		bx += bw + 3
	}
	return g + `<path d="M${n(x + w / 2)} ${n(y)}v${n(h)}M${n(x)} ${n(y + h * 0.45)}h${n(w)}" stroke="#e8edf2" stroke-width="6"/>` + rect(x, y, w, h, 'none', 0, 'stroke="#e8edf2" stroke-width="10"')
}

function plant(x: number, base: number, s: number): string {
	let g = path(`M${n(x - s * 0.22)} ${n(base - s * 0.4)}h${n(s * 0.44)}l${n(-s * 0.05)} ${n(s * 0.4)}h${n(-s * 0.34)}z`, '#b45309')
	for (let i = 0; i < 5; i++) g += ell(x + (i - 2) * s * 0.08, base - s * 0.78, s * 0.07, s * 0.32, hsl(130, 40, 30 + i * 3), `transform="rotate(${(i - 2) * 18} ${n(x)} ${n(base - s * 0.4)})"`)
	return g
}

/** A projection screen or TV with content: a slide, a form, a checklist, code, a call grid or one face. */
function screen(s: S, x: number, y: number, w: number, h: number, content: 'chart' | 'form' | 'checklist' | 'code' | 'grid' | 'face' | 'title' | 'website', accent: string, label = ''): string {
	const { rng } = s
	let g = rect(x - 8, y - 8, w + 16, h + 16, '#1f2328', 6) + rect(x, y, w, h, content === 'code' ? '#0f172a' : '#f8fafc')
	switch (content) {
		case 'chart':
			g += rect(x + w * 0.08, y + h * 0.12, w * 0.5, h * 0.08, '#1e293b', 4)
			for (let i = 0; i < 6; i++) {
				const bh = h * rng.range(0.15, 0.5)
				g += rect(x + w * (0.1 + i * 0.08), y + h * 0.85 - bh, w * 0.05, bh, i === 4 ? accent : '#94a3b8', 2)
			}
			g += path(`M${n(x + w * 0.62)} ${n(y + h * 0.7)}l${n(w * 0.08)} ${n(-h * 0.15)}l${n(w * 0.08)} ${n(h * 0.05)}l${n(w * 0.1)} ${n(-h * 0.25)}`, 'none', `stroke="${accent}" stroke-width="4"`)
			break
		case 'form':
			g += rect(x + w * 0.08, y + h * 0.1, w * 0.45, h * 0.08, '#1e293b', 4)
			for (let i = 0; i < 3; i++) g += rect(x + w * 0.08, y + h * (0.26 + i * 0.2), w * 0.2, h * 0.04, '#475569', 2) + rect(x + w * 0.08, y + h * (0.32 + i * 0.2), w * 0.5, h * 0.09, '#ffffff', 3, `stroke="${i === 1 ? accent : '#94a3b8'}" stroke-width="${i === 1 ? 3 : 1.5}"`)
			g += rect(x + w * 0.08, y + h * 0.88, w * 0.2, h * 0.08, accent, 4) + rect(x + w * 0.65, y + h * 0.3, w * 0.27, h * 0.4, '#e0f2fe', 6) + path(`M${n(x + w * 0.72)} ${n(y + h * 0.5)}l${n(w * 0.04)} ${n(h * 0.06)}l${n(w * 0.08)} ${n(-h * 0.12)}`, 'none', `stroke="${accent}" stroke-width="5"`)
			break
		case 'checklist':
			g += rect(x + w * 0.08, y + h * 0.1, w * 0.55, h * 0.08, '#1e293b', 4)
			for (let i = 0; i < 5; i++) g += rect(x + w * 0.08, y + h * (0.28 + i * 0.13), h * 0.07, h * 0.07, i < 3 ? accent : '#ffffff', 3, i < 3 ? '' : 'stroke="#94a3b8" stroke-width="2"') + rect(x + w * 0.16, y + h * (0.3 + i * 0.13), w * rng.range(0.35, 0.6), h * 0.035, '#64748b', 2)
			break
		case 'code':
			for (let i = 0; i < 10; i++) {
				let cx = x + w * 0.06 + (i % 3 ? rng.int(1, 3) * w * 0.04 : 0)
				for (let k = 0; k < rng.int(1, 3); k++) {
					const lw = w * rng.range(0.08, 0.22)
					g += rect(cx, y + h * (0.08 + i * 0.085), lw, h * 0.035, rng.pick(['#7dd3fc', '#f472b6', '#a3e635', '#fbbf24', '#c4b5fd', '#94a3b8']), 2)
					cx += lw + w * 0.02
				}
			}
			break
		case 'grid': {
			// a video call: six tiles, each a person at their desk
			let tiles = ''
			for (let i = 0; i < 6; i++) {
				const cx = x + (i % 3) * (w / 3)
				const cy = y + Math.floor(i / 3) * (h / 2)
				tiles += rect(cx + 3, cy + 3, w / 3 - 6, h / 2 - 6, hsl(rng.int(180, 240), 20, rng.range(70, 85)))
				tiles += bust(cx + w / 6, cy + h / 2 - 3, h * 0.4, lookFor(rng, { tops: CASUAL }))
				if (i % 2) tiles += `<path d="M${n(cx + w / 6 + h * 0.14)} ${n(cy + h / 2 - 6)}l${n(h * 0.05)} ${n(-h * 0.2)}" stroke="${rng.pick(['#f3cfb3', '#d69f76', '#9a6440'])}" stroke-width="${n(h * 0.04)}" stroke-linecap="round"/>`
				tiles += rect(cx + 8, cy + h / 2 - 22, w * 0.1, 14, '#00000088', 3)
			}
			g += clipped(s, x, y, w, h, tiles)
			break
		}
		case 'face': {
			const l = lookFor(rng, { tops: CASUAL, fem: 0.9 })
			let face = rect(x, y, w, h, grad(s, ['#dbe7f3', '#b8cde0'])) + rect(x + w * 0.62, y + h * 0.1, w * 0.3, h * 0.55, '#ffffff', 4, 'fill-opacity=".4"') + plant(x + w * 0.12, y + h, h * 0.6)
			face += bust(x + w * 0.48, y + h, h * 0.95, l)
			g += clipped(s, x, y, w, h, face) + rect(x + 10, y + h - 34, w * 0.32, 24, '#00000099', 4) + (label ? `<text x="${n(x + 20)}" y="${n(y + h - 17)}" font-size="15" fill="#fff" class="s">${esc(label)}</text>` : '')
			break
		}
		case 'website':
			g += rect(x, y, w, h * 0.1, '#e2e8f0') + rect(x + w * 0.05, y + h * 0.18, w * 0.4, h * 0.08, '#1e293b', 4) + rect(x + w * 0.05, y + h * 0.32, w * 0.35, h * 0.05, '#94a3b8', 3)
			g += rect(x + w * 0.05, y + h * 0.45, w * 0.18, h * 0.09, accent, 5) + rect(x + w * 0.52, y + h * 0.16, w * 0.43, h * 0.42, hsl(rng.int(0, 360), 40, 75), 6)
			for (let i = 0; i < 3; i++) g += rect(x + w * (0.05 + i * 0.31), y + h * 0.66, w * 0.28, h * 0.26, '#e2e8f0', 6)
			break
		default:
			g += rect(x, y, w, h, grad(s, [accent, shade(accent, 0.6)], true))
			if (label) g += `<text x="${n(x + w / 2)}" y="${n(y + h * 0.55)}" font-size="${fitFont(label, w - 60, Math.round(h * 0.16), 10, true)}" font-weight="800" fill="#fff" text-anchor="middle" class="s">${esc(label)}</text>`
	}
	return g
}

function clipped(s: S, x: number, y: number, w: number, h: number, content: string): string {
	const id = `k${s.ids.size}`
	s.ids.set(id, id)
	s.defs.push(`<clipPath id="${id}">${rect(x, y, w, h, '#000')}</clipPath>`)
	return `<g clip-path="url(#${id})">${content}</g>`
}

/** A table seen slightly from above: top and front edge. */
function table(x: number, y: number, w: number, depth: number, color = '#b08968'): string {
	return path(`M${n(x + depth * 0.4)} ${n(y)}H${n(x + w - depth * 0.4)}L${n(x + w)} ${n(y + depth)}H${n(x)}z`, color) + rect(x, y + depth, w, 14, shade(color, 0.75)) + rect(x + 10, y + depth + 14, 10, 70, shade(color, 0.6)) + rect(x + w - 20, y + depth + 14, 10, 70, shade(color, 0.6))
}

/** An open laptop seen from the front (screen towards the viewer) or the back (lid towards the viewer). */
function laptop(x: number, y: number, w: number, back: boolean, glowColor = '#7dd3fc'): string {
	const h = w * 0.62
	if (back) return rect(x - w / 2, y - h, w, h, '#c7ccd3', 5) + circle(x, y - h / 2, w * 0.07, '#eef1f4') + rect(x - w * 0.55, y - 3, w * 1.1, 6, '#9aa1ab', 3)
	return rect(x - w / 2, y - h, w, h, '#2b2f36', 5) + rect(x - w / 2 + 4, y - h + 4, w - 8, h - 8, glowColor) + rect(x - w * 0.6, y - 3, w * 1.2, 7, '#9aa1ab', 3)
}

function cup(x: number, y: number, s: number, color = '#f8fafc'): string {
	return path(`M${n(x - s / 2)} ${n(y - s)}h${n(s)}l${n(-s * 0.1)} ${n(s)}h${n(-s * 0.8)}z`, color) + path(`M${n(x + s * 0.45)} ${n(y - s * 0.8)}q${n(s * 0.35)} ${n(s * 0.1)} ${n(s * 0.05)} ${n(s * 0.5)}`, 'none', `stroke="${color}" stroke-width="${n(s * 0.12)}"`)
}

function banner(x: number, y: number, w: number, h: number, label: string, bg: string, fg = '#ffffff'): string {
	const size = fitFont(label, w - 36, Math.round(h * 0.48), 10, true, 1)
	return rect(x, y, w, h, bg, 6) + `<text x="${n(x + w / 2)}" y="${n(y + h / 2 + size * 0.36)}" font-size="${size}" font-weight="800" letter-spacing="1" fill="${fg}" text-anchor="middle" class="s">${esc(label)}</text>`
}

function stringLights(s: S, y0: number, sag: number, bulbs: string[]): string {
	let g = `<path d="M-20 ${n(y0)}Q${W / 2} ${n(y0 + sag * 2)} ${W + 20} ${n(y0)}" fill="none" stroke="#2a2230" stroke-width="2"/>`
	for (let i = 1; i < 18; i++) {
		const t = i / 18
		const bx = -20 + (W + 40) * t
		const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0
		const col = bulbs[i % bulbs.length]!
		g += glow(s, bx, by + 8, 18, col, 0.5) + circle(bx, by + 8, 4.5, col)
	}
	return g
}

function tree(s: S, x: number, base: number, h: number, green: string): string {
	if (s.rng.chance(0.5)) return rect(x - h * 0.04, base - h * 0.3, h * 0.08, h * 0.3, '#5b4636') + path(`M${n(x)} ${n(base - h)}L${n(x + h * 0.26)} ${n(base - h * 0.2)}H${n(x - h * 0.26)}z`, green)
	return rect(x - h * 0.04, base - h * 0.45, h * 0.08, h * 0.45, '#6b4f3a') + circle(x, base - h * 0.62, h * 0.3, green) + circle(x - h * 0.17, base - h * 0.5, h * 0.2, green) + circle(x + h * 0.17, base - h * 0.52, h * 0.2, green)
}

function sky(s: S, kind: 'day' | 'morning' | 'dusk' | 'night'): string {
	const stops = { day: ['#62b3e8', '#b5dcf4', '#e8f5fc'], morning: ['#9ccbe8', '#f3dcc0', '#fbeede'], dusk: ['#33305e', '#b0607a', '#f3a66f'], night: ['#070b1f', '#182048', '#2c2f5e'] }[kind]
	let g = rect(0, 0, W, H, grad(s, stops))
	if (kind === 'night') {
		let stars = ''
		for (let i = 0; i < 40; i++) stars += `M${n(s.rng.range(0, W))} ${n(s.rng.range(0, 380))}h0`
		g += dots(stars, '#ffffff', 2.4, 1)
	}
	return g
}

function hills(s: S, base: number, color: string, amp = 60): string {
	let d = `M0 ${H}V${n(base)}`
	for (let i = 0; i < 4; i++) d += `Q${n(W * (i + 0.5) / 4)} ${n(base - amp * s.rng.range(0.5, 1.2))} ${n((W * (i + 1)) / 4)} ${n(base + s.rng.range(-15, 15))}`
	return path(`${d}V${H}z`, color)
}

// ------------------------------------------------------------------ outdoors

function trek(s: S): string {
	const { rng } = s
	const ruins = /ruins|temple/.test(s.hint)
	let g = sky(s, rng.chance(0.5) ? 'morning' : 'day')
	g += hills(s, 330, '#9fb3c8', 120) + hills(s, 420, '#6f9a74', 90)
	const rx = rng.range(700, 900)
	if (!ruins) {
		// a forest walk: tall trees on both sides of a sunlit path, the group heading in
		for (let i = 0; i < 26; i++) {
			const x = rng.chance(0.5) ? rng.range(-40, 420) : rng.range(780, 1240)
			g += tree(s, x, rng.range(440, 560), rng.range(260, 460), hsl(rng.range(110, 150), 35, rng.range(22, 34)))
		}
		g += rect(0, 520, W, 280, grad(s, ['#7fa653', '#5d8a3a'])) + path('M380 800C480 700 560 620 600 520h40C660 620 760 700 900 800z', '#d9c49a')
		g += glow(s, 620, 430, 260, '#fff6d0', 0.6)
		const people: Placed[] = []
		for (let i = 0; i < 6; i++) people.push({ x: 470 + (i % 3) * 110 + rng.range(-20, 20), feet: 780 - Math.floor(i / 3) * 120, h: 330 - Math.floor(i / 3) * 90, look: look(s), pose: i === 0 ? 'wave' : 'walk', back: i !== 0, pack: rng.pick(['#c0392b', '#2c3e50', '#16a085', '#e67e22']) })
		g += drawPeople(people)
		return g + banner(40, 40, 300, 50, 'POLO FOREST · DAY 1', '#1f4d3a')
	}
	// temple ruins on the hill: broken columns and an arch
	g += rect(rx - 120, 300, 240, 18, '#b8a17e') + rect(rx - 110, 210, 26, 90, '#c8b08a') + rect(rx + 84, 230, 26, 70, '#c8b08a') + rect(rx - 40, 180, 80, 120, '#c8b08a') + path(`M${n(rx - 24)} 300v-70a24 24 0 0 1 48 0v70z`, '#7d6a4f') + path(`M${n(rx - 52)} 182h104l-12-26h-80z`, '#b8a17e')
	for (let i = 0; i < 10; i++) g += tree(s, rng.range(0, W), rng.range(430, 470), rng.range(80, 150), hsl(rng.range(110, 150), 35, rng.range(28, 38)))
	g += rect(0, 470, W, 330, grad(s, ['#8fae5d', '#6c8f44']))
	// the trail winding up towards the ruins
	g += path(`M220 800C420 700 300 600 560 540S${n(rx)} 460 ${n(rx)} 320`, 'none', 'stroke="#d8c49a" stroke-width="60" stroke-linecap="round"')
	const people: Placed[] = []
	const count = rng.int(5, 7)
	for (let i = 0; i < count; i++) {
		const t = i / count
		people.push({ x: 330 + t * 380 + rng.range(-20, 20), feet: 760 - t * 230, h: 300 - t * 160, look: look(s), pose: 'walk', back: true, pack: rng.pick(['#c0392b', '#2c3e50', '#16a085', '#e67e22', '#8e44ad']) })
	}
	g += drawPeople(people)
	g += tree(s, 60, 800, 320, '#2f5d3a') + tree(s, 1140, 790, 280, '#3a6b40')
	return g
}

function campfire(s: S): string {
	const { rng } = s
	let g = sky(s, 'night') + hills(s, 430, '#101a2e', 60)
	for (let i = 0; i < 12; i++) g += tree(s, rng.range(0, W), rng.range(440, 470), rng.range(140, 240), '#0d1a16')
	g += rect(0, 470, W, 330, '#1d2a1a') + glow(s, 600, 600, 420, '#ff9f43', 0.55)
	// people on logs around the fire, some facing it from the front row
	const seats: Placed[] = []
	const around = rng.int(6, 8)
	for (let i = 0; i < around; i++) {
		const a = Math.PI * (0.05 + (0.9 * i) / (around - 1))
		const x = 600 - Math.cos(a) * 360
		const feet = 600 - Math.sin(a) * 70
		seats.push({ x, feet, h: 230 - Math.sin(a) * 40, look: look(s), pose: i === 2 ? { la: [20, -70], ra: [30, -100], ll: [70, 0], rl: [70, 0], drop: 0.17, seated: true } : 'seated', mirror: x > 600 })
	}
	g += rect(180, 560, 300, 26, '#5b3a22', 12) + rect(720, 560, 300, 26, '#5b3a22', 12)
	g += drawPeople(seats)
	// a guitar in the third pair of hands
	const gp = seats[2]!
	g += ell(gp.x + 10, gp.feet - gp.h * 0.36, 30, 22, '#b5651d') + `<path d="M${n(gp.x + 30)} ${n(gp.feet - gp.h * 0.38)}l70 -30" stroke="#5b3a22" stroke-width="8" stroke-linecap="round"/>`
	// the fire
	g += rect(540, 680, 120, 18, '#5b3a22', 9, 'transform="rotate(-14 600 690)"') + rect(540, 680, 120, 18, '#6b4428', 9, 'transform="rotate(14 600 690)"')
	g += path('M600 560c44 44 56 92 34 128h-68c-22-36-10-84 34-128z', '#f77f00') + path('M600 606c26 30 30 58 16 82h-32c-14-24-10-52 16-82z', '#fcbf49')
	g += dots('M560 560l-10-40M640 550l14-50M610 520l6-40', '#ffd166', 4, 18)
	// two in the foreground from behind
	g += drawPeople([
		{ x: 330, feet: 830, h: 300, look: look(s), pose: 'seated', back: true },
		{ x: 880, feet: 840, h: 310, look: look(s), pose: 'seated', back: true },
	])
	return g
}

function cricket(s: S): string {
	const { rng } = s
	let g = sky(s, 'day') + hills(s, 360, '#9db8a0', 40)
	for (let i = 0; i < 8; i++) g += tree(s, rng.range(0, W), rng.range(370, 390), rng.range(90, 160), hsl(rng.range(110, 140), 35, 32))
	g += rect(0, 390, W, 410, grad(s, ['#86b95a', '#5f9a3a']))
	// mowed stripes and the pitch in perspective
	for (let i = 0; i < 6; i++) g += path(`M${-200 + i * 300} 800L${150 + i * 200} 390h60L${-60 + i * 300} 800z`, '#ffffff', 'fill-opacity=".05"')
	g += path('M540 420h120l110 380H430z', '#d9c48f')
	g += rect(586, 436, 28, 30, 'none', 0, 'stroke="#f5f5f5" stroke-width="3"') + `<path d="M586 436v30M600 436v30M614 436v30" stroke="#f3e2b3" stroke-width="4"/>`
	g += `<path d="M560 730v-68M600 730v-68M640 730v-68" stroke="#f3e2b3" stroke-width="7"/><path d="M556 662h88" stroke="#e9c46a" stroke-width="5"/>`
	const whites = ['#f8fafc', '#f1f5f9', '#e2e8f0']
	const team = ['#1d4ed8', '#2563eb']
	const batter = lookFor(rng, { tops: whites })
	const people: Placed[] = [
		{ x: 680, feet: 760, h: 330, look: batter, pose: 'bat', prop: (hands) => `<path d="M${n(hands[1]![0])} ${n(hands[1]![1])}l-70 -120" stroke="#d4a373" stroke-width="14" stroke-linecap="round"/>` },
		{ x: 600, feet: 470, h: 140, look: lookFor(rng, { tops: team }), pose: 'bowl' },
		{ x: 520, feet: 790, h: 310, look: lookFor(rng, { tops: team }), pose: 'crouch', mirror: true },
	]
	for (let i = 0; i < 4; i++) people.push({ x: rng.pick([rng.range(80, 420), rng.range(800, 1140)]), feet: rng.range(430, 560), h: rng.range(120, 190), look: lookFor(rng, { tops: team }), pose: 'field', mirror: rng.chance(0.5) })
	people.push({ x: 640, feet: 440, h: 110, look: lookFor(rng, { tops: ['#111827'] }), pose: 'stand' })
	g += drawPeople(people)
	g += circle(1080, 120, 70, '#fff7c2', 'fill-opacity=".6"')
	return g
}

function river(s: S): string {
	const { rng } = s
	let g = sky(s, 'day') + hills(s, 320, '#a7bccd', 90)
	for (let i = 0; i < 12; i++) g += tree(s, rng.range(0, W), rng.range(350, 380), rng.range(110, 200), hsl(rng.range(110, 150), 35, rng.range(26, 36)))
	g += path(`M0 380Q600 420 1200 370V520Q600 560 0 500z`, grad(s, ['#5fa8d3', '#3d85b8']))
	for (let i = 0; i < 7; i++) g += rect(rng.range(0, 1100), rng.range(400, 510), rng.range(40, 120), 3, '#ffffff', 1, 'fill-opacity=".5"')
	g += path('M0 500Q600 560 1200 520V800H0z', grad(s, ['#c9b48a', '#a8935f']))
	for (let i = 0; i < 10; i++) g += ell(rng.range(0, W), rng.range(560, 780), rng.range(14, 30), rng.range(8, 14), '#8d8d86')
	// tug of war: two teams leaning back on one rope
	const left: Placed[] = []
	const right: Placed[] = []
	const per = rng.int(3, 4)
	for (let i = 0; i < per; i++) {
		left.push({ x: 500 - i * 110, feet: 700 + i * 14, h: 280 + i * 10, look: lookFor(rng, { tops: ['#e63946', '#f4a261'] }), pose: { la: [80, 80], ra: [80, 80], ll: [-18, 0], rl: [12, 0] }, mirror: true })
		right.push({ x: 700 + i * 110, feet: 700 + i * 14, h: 280 + i * 10, look: lookFor(rng, { tops: ['#118ab2', '#06d6a0'] }), pose: { la: [80, 80], ra: [80, 80], ll: [-18, 0], rl: [12, 0] } })
	}
	g += `<path d="M${500 - per * 110} 560Q600 575 ${700 + per * 110} 560" stroke="#d4a373" stroke-width="7" fill="none"/>` + rect(596, 566, 8, 30, '#e63946')
	g += drawPeople([...left, ...right])
	g += drawPeople([{ x: 600, feet: 790, h: 300, look: lookFor(rng, { tops: ['#111827'] }), pose: 'cheer' }])
	return g
}

function meeting(s: S): string {
	const { rng } = s
	let g = sky(s, 'morning') + hills(s, 330, '#a8bfa6', 60)
	for (let i = 0; i < 14; i++) g += tree(s, rng.range(0, W), rng.range(330, 380), rng.range(140, 260), hsl(rng.range(110, 150), 35, rng.range(28, 40)))
	g += rect(0, 380, W, 420, grad(s, ['#9cc06c', '#77a04b']))
	// a canopy over the meeting space
	g += path('M150 150L600 90L1050 150L1000 200H200z', '#f4f1de') + `<path d="M210 200v260M990 200v260" stroke="#8d6e53" stroke-width="10"/>`
	// a flip chart on an easel
	g += `<path d="M880 560l40-260M960 560l-40-260M920 300v260" stroke="#6b4f3a" stroke-width="7"/>` + rect(850, 300, 140, 170, '#ffffff', 4) + `<path d="M870 340h90M870 370h60M870 400h80M870 430h50" stroke="${rng.pick(['#1d4ed8', '#c1121f'])}" stroke-width="5" stroke-linecap="round"/>`
	const people: Placed[] = [{ x: 800, feet: 560, h: 250, look: look(s), pose: 'present', mirror: true }]
	for (let i = 0; i < 7; i++) {
		const a = Math.PI * (0.15 + (0.7 * i) / 6)
		const x = 500 - Math.cos(a) * 380
		const feet = 580 + Math.sin(a) * 180
		people.push({ x, feet, h: 200 + Math.sin(a) * 80, look: look(s), pose: 'seated', back: feet > 700, chair: '#3f3f46' })
	}
	g += drawPeople(people)
	return g
}

function group(s: S): string {
	const { rng } = s
	const h = s.hint
	let g: string
	let floorY = 600
	const outdoor = /morning|offsite|forest|trek/.test(h)
	const diwali = /diwali|traditional|dress/.test(h)
	const night = /evening|organisers/.test(h)
	if (outdoor) {
		g = sky(s, 'morning') + hills(s, 340, '#9fb39a', 70)
		for (let i = 0; i < 16; i++) g += tree(s, rng.range(0, W), rng.range(380, 420), rng.range(180, 300), hsl(rng.range(110, 150), 35, rng.range(26, 36)))
		g += rect(0, 420, W, 380, grad(s, ['#8fb566', '#6f9748']))
		floorY = 720
	} else {
		g = wall(s, diwali ? '#f3e0c7' : night ? '#2c2f4a' : '#e7ecef', 560, diwali ? '#c9a27e' : night ? '#3a3a48' : '#b9b1a6')
		if (diwali) {
			g += stringLights(s, 60, 60, ['#ffd166', '#ff7b9c', '#fff3b0'])
			for (let i = 0; i < 3; i++) g += path(`M${n(200 + i * 400)} 0v90`, 'none', 'stroke="#7a4a25" stroke-width="2"') + path(`M${n(200 + i * 400)} 90l30 34-30 34-30-34z`, ['#ef476f', '#ffd166', '#f78c6b'][i]!)
			g += banner(380, 170, 440, 70, 'HAPPY DIWALI', '#b5179e')
		} else if (night) g += banner(260, 110, 680, 150, 'AUSTIN WEB MEETUP', '#2563eb') + stringLights(s, 40, 40, ['#fff3b0'])
		else g += banner(300, 120, 600, 110, /hack|trophy|winning/.test(h) ? 'HACK DAY 2024' : 'DIGITAL GROWTH WORKSHOP', /hack|trophy|winning/.test(h) ? '#7c3aed' : '#0f766e') + cityWindow(s, 60, 90, 200, 300, false) + cityWindow(s, 940, 90, 200, 300, false)
		floorY = 720
	}
	// two rows: standing at the back, crouching or standing closer in front
	const back = rng.int(6, 8)
	const front = rng.int(4, 5)
	const people: Placed[] = []
	const trophy = /trophy|winning|winner/.test(h)
	const papers = /action plans|certificates|participants with/.test(h)
	for (let i = 0; i < back; i++) people.push({ x: 140 + (920 * (i + 0.5)) / back + rng.range(-12, 12), feet: floorY - 90, h: rng.range(300, 340), look: look(s), pose: rng.pick(['stand', 'relaxed', 'stand', 'hips', 'wave'] as const), mirror: rng.chance(0.5) })
	for (let i = 0; i < front; i++) {
		const middle = i === Math.floor(front / 2)
		people.push({
			x: 200 + (800 * (i + 0.5)) / front + rng.range(-10, 10),
			feet: floorY + 40,
			h: rng.range(320, 350),
			look: look(s),
			pose: trophy && middle ? 'hold' : papers ? 'hold' : outdoor ? 'kneel' : rng.pick(['stand', 'relaxed', 'cheer'] as const),
			prop: trophy && middle ? (hands) => trophyProp((hands[0]![0] + hands[1]![0]) / 2, hands[0]![1]) : papers ? (hands) => rect((hands[0]![0] + hands[1]![0]) / 2 - 26, hands[0]![1] - 40, 52, 38, '#ffffff', 2, 'stroke="#d1d5db"') + rect((hands[0]![0] + hands[1]![0]) / 2 - 18, hands[0]![1] - 30, 36, 4, '#3b82f6') : undefined,
		})
	}
	g += drawPeople(people)
	if (!outdoor) g += plant(60, 720, 220) + plant(1140, 730, 200)
	return g
}

function trophyProp(x: number, y: number): string {
	return path(`M${n(x - 26)} ${n(y - 70)}h52v18a26 26 0 0 1-52 0z`, '#f2c14e') + rect(x - 5, y - 30, 10, 20, '#d4a017') + rect(x - 18, y - 12, 36, 12, '#8d6e53', 2) + path(`M${n(x - 26)} ${n(y - 64)}q-16 2-10 18M${n(x + 26)} ${n(y - 64)}q16 2 10 18`, 'none', 'stroke="#f2c14e" stroke-width="4"')
}

// ------------------------------------------------------------------- diwali

function festival(s: S): string {
	const { rng } = s
	let g = rect(0, 0, W, H, grad(s, ['#1c0f33', '#3d1f4f', '#5a2a4a']))
	let x = 0
	let d = 'M0 560'
	while (x < W) {
		const bw = rng.range(80, 170)
		d += `V${n(560 - rng.range(100, 240))}H${n(x + bw)}`
		x += bw
	}
	g += path(`${d}V560z`, '#140b24')
	let lit = ''
	for (let i = 0; i < 24; i++) lit += `M${n(rng.range(10, W - 10))} ${n(rng.range(360, 540))}h0`
	g += dots(lit, '#ffcf70', 8, 1)
	for (let k = 0; k < 3; k++) {
		const fx = rng.range(150, 1050)
		const fy = rng.range(80, 220)
		let fw = ''
		for (let i = 0; i < 16; i++) {
			const a = (i / 16) * Math.PI * 2
			fw += `M${n(fx + Math.cos(a) * 18)} ${n(fy + Math.sin(a) * 18)}L${n(fx + Math.cos(a) * 64)} ${n(fy + Math.sin(a) * 64)}`
		}
		g += `<path d="${fw}" stroke="${rng.pick(['#ffd166', '#ef476f', '#06d6a0', '#c77dff'])}" stroke-width="3" stroke-linecap="round"/>`
	}
	g += rect(0, 560, W, 240, '#2a1830') + stringLights(s, 30, 80, ['#ffd166', '#ffb347', '#ff7b9c', '#fff3b0', '#7ee8fa'])
	const people: Placed[] = []
	for (let i = 0; i < 7; i++) people.push({ x: 110 + i * 160 + rng.range(-20, 20), feet: 700 + rng.range(-20, 30), h: rng.range(290, 330), look: look(s), pose: rng.pick(['cheer', 'wave', 'stand', 'relaxed', 'drink'] as const), mirror: rng.chance(0.5) })
	g += drawPeople(people)
	g += glow(s, 600, 770, 200, '#ffb347', 0.5)
	for (let i = 0; i < 9; i++) g += diya(s, 70 + i * 132, 772)
	return g
}

function diya(s: S, x: number, y: number, scale = 1): string {
	return glow(s, x, y - 30 * scale, 46 * scale) + path(`M${n(x - 24 * scale)} ${n(y - 10 * scale)}h${n(48 * scale)}q-6 20-24 20t-24-20z`, '#c8553d') + rect(x - 26 * scale, y - 14 * scale, 52 * scale, 6 * scale, '#e07a3f', 3) + path(`M${n(x)} ${n(y - 42 * scale)}q${n(9 * scale)} ${n(16 * scale)} 0 ${n(26 * scale)}q${n(-9 * scale)} ${n(-10 * scale)} 0 ${n(-26 * scale)}z`, '#ffd166')
}

/** A rangoli in perspective: rings of petals in bright powders. */
function rangoliShape(s: S, x: number, y: number, r: number): string {
	const colors = s.rng.shuffle(['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b', '#c77dff', '#ffffff'])
	let g = ''
	const petals = s.rng.pick([8, 10, 12])
	for (let i = 0; i < petals; i++) g += `<ellipse cx="0" cy="${n(-r * 0.62)}" rx="${n(r * 0.2)}" ry="${n(r * 0.42)}" fill="${colors[i % 2]}" transform="rotate(${n((i * 360) / petals)})"/>`
	g += circle(0, 0, r * 0.55, colors[2]!) + circle(0, 0, r * 0.38, colors[3]!) + circle(0, 0, r * 0.2, colors[4]!)
	g += `<circle r="${n(r * 1.02)}" fill="none" stroke="${colors[5]}" stroke-width="${n(r * 0.06)}" stroke-dasharray="${n(r * 0.1)} ${n(r * 0.08)}"/>`
	return `<g transform="translate(${n(x)} ${n(y)}) scale(1 .42)">${g}</g>`
}

function rangoli(s: S): string {
	const { rng } = s
	let g = wall(s, '#f1e3cf', 380, '#d8c3a5')
	// the office entrance: glass doors, a marigold toran above
	g += rect(420, 60, 360, 320, '#cfe3ef', 4, 'stroke="#8d99a6" stroke-width="10"') + `<path d="M600 60v320" stroke="#8d99a6" stroke-width="6"/>`
	g += dots('M400 60Q600 130 800 60', '#f4a261', 16, 14) + dots('M400 60Q600 110 800 60', '#ffd166', 14, 14)
	for (let i = 0; i < 8; i++) g += `<path d="M${430 + i * 48} 80v40" stroke="#2a9d8f" stroke-width="6"/>`
	g += banner(150, 130, 220, 60, 'RANGOLI 2025', '#e76f51')
	g += rangoliShape(s, 300, 520, 150) + rangoliShape(s, 640, 600, 190) + rangoliShape(s, 980, 530, 140)
	for (const [x, y] of [[300, 520], [640, 600], [980, 530]] as const) for (const dx of [-1, 1]) g += diya(s, x + dx * 170, y + 20, 0.8)
	const people: Placed[] = [
		{ x: 820, feet: 760, h: 260, look: look(s), pose: 'kneel', mirror: true },
		{ x: 140, feet: 700, h: 300, look: look(s), pose: 'point' },
		{ x: 1120, feet: 690, h: 290, look: look(s), pose: 'hold', mirror: true, prop: (hands) => rect(hands[0]![0] - 4, hands[0]![1] - 34, 44, 34, '#ffffff', 2) + rect(hands[0]![0] + 2, hands[0]![1] - 26, 30, 4, '#e76f51') },
	]
	g += drawPeople(people)
	void rng
	return g
}

function diyas(s: S): string {
	const { rng } = s
	let g = sky(s, 'dusk')
	let x = 0
	let d = 'M0 470'
	while (x < W) {
		const bw = rng.range(70, 150)
		d += `V${n(470 - rng.range(60, 200))}H${n(x + bw)}`
		x += bw
	}
	g += path(`${d}V470z`, '#2b2347')
	let lit = ''
	for (let i = 0; i < 30; i++) lit += `M${n(rng.range(0, W))} ${n(rng.range(300, 460))}h0`
	g += dots(lit, '#ffd98a', 6, 1)
	// the terrace: a parapet wall with diyas along it, lanterns overhead
	g += rect(0, 470, W, 330, '#5c4a5e') + rect(0, 470, W, 60, '#7a6478') + rect(0, 466, W, 10, '#8f7a8c')
	for (let i = 0; i < 12; i++) g += diya(s, 50 + i * 100, 470, 0.8)
	g += stringLights(s, 20, 40, ['#ffd166', '#ff7b9c', '#fff3b0'])
	for (let i = 0; i < 3; i++) g += path(`M${n(250 + i * 350)} 0v${n(120 + i * 20)}`, 'none', 'stroke="#1a1420" stroke-width="2"') + path(`M${n(250 + i * 350)} ${n(120 + i * 20)}l28 32-28 32-28-32z`, ['#ef476f', '#ffd166', '#c77dff'][i]!) + glow(s, 250 + i * 350, 152 + i * 20, 60)
	const people: Placed[] = []
	for (let i = 0; i < 5; i++) {
		const crouch = i % 2 === 0
		people.push({ x: 160 + i * 220 + rng.range(-20, 20), feet: 740 + rng.range(-10, 20), h: 300, look: look(s), pose: crouch ? 'kneel' : 'hold', mirror: i > 2, prop: crouch ? undefined : (hands) => diya(s, (hands[0]![0] + hands[1]![0]) / 2, hands[0]![1] + 6, 0.6) })
	}
	g += drawPeople(people)
	for (let i = 0; i < 6; i++) g += diya(s, 120 + i * 200 + rng.range(-30, 30), 780, 0.9)
	return g
}

function sweets(s: S): string {
	const { rng } = s
	let g = wall(s, '#f5e6d3', 520, '#b9a58a') + stringLights(s, 40, 50, ['#ffd166', '#ff7b9c', '#fff3b0'])
	g += cityWindow(s, 80, 110, 260, 280, false) + cityWindow(s, 860, 110, 260, 280, false)
	g += banner(420, 150, 360, 60, 'SHUBH DEEPAVALI', '#e76f51')
	// adults and children behind the table
	const people: Placed[] = []
	for (let i = 0; i < 6; i++) people.push({ x: 170 + i * 170 + rng.range(-20, 20), feet: 640, h: rng.range(300, 340), look: look(s), pose: rng.pick(['hold', 'relaxed', 'drink', 'point'] as const), mirror: i > 2 })
	for (let i = 0; i < 2; i++) people.push({ x: 360 + i * 460, feet: 660, h: 190, look: look(s), pose: 'wave', mirror: i === 1 })
	g += drawPeople(people)
	g += table(120, 560, 960, 70, '#f4efe6')
	// plates of sweets and snack bowls on the table
	const sweetsCols = ['#f4a261', '#ffd166', '#e9c46a', '#fefae0', '#f28482', '#d4a373']
	for (let i = 0; i < 7; i++) {
		const px = 190 + i * 135
		const py = 590 + (i % 2) * 16
		g += ell(px, py, 52, 16, '#e5e7eb') + ell(px, py - 3, 44, 12, '#f8fafc')
		for (let k = 0; k < 5; k++) g += circle(px - 24 + k * 12, py - 8 - (k % 2) * 6, 8, rng.pick(sweetsCols))
	}
	g += rect(520, 540, 160, 40, '#b5179e', 4) + rect(596, 540, 8, 40, '#ffd166')
	return g
}

function videocall(s: S): string {
	const { rng } = s
	const diwali = /diwali|celebration/.test(s.hint)
	let g = wall(s, diwali ? '#3a1f3d' : '#2f3a4a', 560, diwali ? '#4a2f3a' : '#3c4350')
	if (diwali) g += stringLights(s, 30, 40, ['#ffd166', '#ff7b9c', '#fff3b0'])
	const remote = /joining remotely|social media session/.test(s.hint)
	g += screen(s, 230, 90, 740, 400, remote ? 'face' : 'grid', '#2563eb', remote ? 'Hannah Brooks · Austin' : '')
	if (!remote) g += rect(250, 100, 160, 30, '#00000099', 4) + `<text x="262" y="121" font-size="16" fill="#fff" class="s">Austin office · live</text>`
	g += rect(560, 500, 80, 60, '#1f2328') + rect(500, 556, 200, 10, '#1f2328', 4)
	g += audience(s, [{ y: 560, size: 46, count: 9 }, { y: 650, size: 60, count: 7, shift: 40 }], diwali ? FESTIVE : CASUAL)
	// some in the front row wave back
	for (let i = 0; i < 3; i++) {
		const x = rng.range(200, 1000)
		g += `<path d="M${n(x)} 700l${n(rng.range(-20, 20))} -110" stroke="${rng.pick(['#f3cfb3', '#d69f76', '#9a6440'])}" stroke-width="16" stroke-linecap="round"/>`
	}
	return g
}

function prize(s: S): string {
	const { rng } = s
	const diwali = /diwali|rangoli|quiz/.test(s.hint)
	let g = wall(s, diwali ? '#f3e0c7' : '#e7ecef', 540, diwali ? '#c9a27e' : '#9aa3ad')
	if (diwali) g += stringLights(s, 40, 50, ['#ffd166', '#ff7b9c', '#fff3b0'])
	g += banner(260, 110, 680, 90, diwali ? 'DIWALI 2025 · PRIZE GIVING' : 'AWARDS', diwali ? '#9d0208' : '#1d4ed8')
	// a small stage with the winner receiving a trophy
	g += rect(240, 520, 720, 40, '#7a4a25') + rect(240, 512, 720, 12, '#a0652d')
	const people: Placed[] = [
		{ x: 500, feet: 520, h: 330, look: look(s), pose: 'point', prop: (hands) => trophyProp(hands[1]![0] + 8, hands[1]![1] + 10) },
		{ x: 690, feet: 520, h: 320, look: look(s), pose: 'hold', mirror: true, prop: (hands) => rect(hands[0]![0] - 10, hands[0]![1] - 36, 56, 40, '#ffffff', 2, 'stroke="#e5e7eb"') + rect(hands[0]![0] - 2, hands[0]![1] - 26, 40, 4, '#c1121f') },
		{ x: 360, feet: 520, h: 310, look: look(s), pose: 'relaxed' },
	]
	g += drawPeople(people)
	// the audience clapping, seen from behind
	g += audience(s, [{ y: 600, size: 50, count: 8 }, { y: 690, size: 64, count: 7, shift: 30 }], diwali ? FESTIVE : CASUAL)
	for (let i = 0; i < 4; i++) {
		const x = rng.range(150, 1050)
		g += `<path d="M${n(x - 10)} 650l6-60M${n(x + 10)} 650l-6-60" stroke="${rng.pick(['#f3cfb3', '#d69f76', '#9a6440'])}" stroke-width="13" stroke-linecap="round"/>`
	}
	return g
}

// ------------------------------------------------------------------- meetups

function registration(s: S): string {
	const { rng } = s
	let g = wall(s, '#e9e4dc', 520, '#b6aa98') + banner(300, 90, 600, 110, 'AUSTIN WEB MEETUP', '#2563eb') + plant(100, 520, 240) + plant(1100, 520, 220)
	// volunteers behind the desk, guests queuing in front
	const crew: Placed[] = [
		{ x: 480, feet: 560, h: 300, look: look(s), pose: 'hold', prop: (hands) => rect(hands[0]![0] - 4, hands[0]![1] - 24, 40, 28, '#ffffff', 3) },
		{ x: 720, feet: 560, h: 310, look: look(s), pose: 'point', mirror: true },
	]
	g += drawPeople(crew)
	g += table(300, 540, 600, 60, '#1d4ed8') + rect(300, 614, 600, 90, '#1e40af')
	for (let i = 0; i < 10; i++) g += rect(350 + i * 52, 556 + (i % 2) * 18, 38, 28, '#ffffff', 3) + rect(354 + i * 52, 560 + (i % 2) * 18, 30, 6, '#f59e0b')
	const guests: Placed[] = []
	for (let i = 0; i < 5; i++) guests.push({ x: 120 + i * 240 + rng.range(-30, 30), feet: 780 + rng.range(-10, 20), h: 340, look: look(s), pose: rng.pick(['stand', 'relaxed', 'drink'] as const), back: i % 2 === 0, mirror: i > 2 })
	g += drawPeople(guests)
	return g
}

/** A speaker on a stage by a screen, seen from the back of the room. */
function talk(s: S): string {
	const { rng } = s
	const h = s.hint
	const lightning = /lightning/.test(h)
	const pitch = /pitch|kick-off/.test(h)
	const workshop = /seo|presenting|checklist|workshop/.test(h)
	const hue = rng.pick([220, 250, 200, 340, 20])
	let g = rect(0, 0, W, H, grad(s, [hsl(hue, 30, workshop ? 78 : 16), hsl(hue, 35, workshop ? 68 : 26)]))
	g += `<path d="M180 0h40l220 560H-20zM980 0h40l200 560H780z" fill="#fff" fill-opacity=".05"/>`
	const content = /accessible|forms/.test(h) ? 'form' : workshop ? 'checklist' : pitch ? 'title' : lightning ? 'code' : /wordpress|performance/.test(h) ? 'chart' : rng.pick(['chart', 'title'] as const)
	const sx = lightning ? 360 : 300
	g += screen(s, sx, 60, 600, 330, content, hsl(hue + 160, 70, 50), pitch ? 'IDEA: CLINIC REMINDERS' : content === 'title' ? 'BUILDING FOR EVERYONE' : '')
	if (lightning) g += rect(80, 120, 200, 110, '#111827', 8) + `<text x="180" y="200" font-size="64" font-weight="800" fill="#ef4444" text-anchor="middle" class="m">4:59</text>`
	g += rect(0, 500, W, 20, hsl(hue, 25, 12)) + rect(0, 520, W, 60, hsl(25, 30, 32))
	const podium = rng.chance(0.5) ? 190 : 1010
	const speaker: Placed = { x: podium === 190 ? 300 : 900, feet: 510, h: 260, look: look(s), pose: workshop || pitch ? 'present' : 'point', mirror: podium !== 190 }
	g += path(`M${podium - 55} 390h110l-14 120h-82z`, hsl(25, 30, 28)) + rect(podium - 62, 384, 124, 14, hsl(25, 30, 36), 4)
	g += drawPeople([speaker])
	g += rect(0, 580, W, H - 580, hsl(hue, 20, workshop ? 55 : 14))
	g += audience(s, [{ y: 600, size: 44, count: 10 }, { y: 690, size: 60, count: 8, shift: 30 }])
	return g
}

function questions(s: S): string {
	const { rng } = s
	let g = rect(0, 0, W, H, grad(s, ['#1f2937', '#374151']))
	// the stage far away on the left, the room seen from the side
	g += screen(s, 120, 90, 360, 200, 'chart', '#22c55e') + rect(0, 330, 560, 20, '#111827') + drawPeople([{ x: 380, feet: 335, h: 150, look: look(s), pose: 'point', mirror: true }])
	g += rect(0, 350, W, 450, grad(s, ['#4b5563', '#374151']))
	// rows of seated people in three-quarter view, one standing with the mic
	const people: Placed[] = []
	const rows = [440, 560, 690]
	rows.forEach((fy, r) => {
		const count = 3 + r
		for (let i = 0; i < count; i++) {
			const x = 320 + r * -60 + i * (900 / count) + rng.range(-15, 15)
			people.push({ x, feet: fy + 60, h: 200 + r * 50, look: look(s), pose: 'seated', mirror: true, chair: '#1f2937' })
		}
	})
	const asker = people[6]!
	asker.pose = 'drink'
	asker.h += 40
	asker.feet -= 10
	const hands = rng.int(1, 2)
	for (let i = 0; i < hands; i++) people[rng.int(7, 11)]!.pose = { la: [14, -60], ra: [160, 180], ll: [70, 0], rl: [70, 0], drop: 0.17, seated: true }
	g += drawPeople(people)
	// the microphone in the asker's hand
	g += rect(asker.x + asker.h * 0.05, asker.feet - asker.h * (1 - 0.27) - 20, 10, 40, '#111827', 4)
	return g
}

function patio(s: S): string {
	const { rng } = s
	let g = sky(s, 'dusk') + rect(0, 420, W, 380, grad(s, ['#8a6f5a', '#6b5444']))
	// a taco truck and a fence of fairy lights
	g += rect(760, 200, 380, 230, '#f4a261', 14) + rect(800, 240, 220, 100, '#2b2f36', 4) + banner(790, 206, 320, 34, 'TACOS · AGUAS FRESCAS', '#e63946') + circle(820, 440, 30, '#222') + circle(1080, 440, 30, '#222')
	g += stringLights(s, 40, 70, ['#fff3b0', '#ffd166'])
	g += stringLights(s, 120, 50, ['#fff3b0', '#ffb347'])
	const people: Placed[] = []
	const clusters = [
		[180, 560],
		[460, 620],
		[720, 580],
		[330, 760],
		[900, 760],
	]
	for (const [cx, cy] of clusters) {
		const count = rng.int(2, 3) - (cy! < 600 ? 1 : 0)
		for (let i = 0; i < count; i++) {
			const x = cx! + (i - (count - 1) / 2) * 70
			people.push({ x, feet: cy! + rng.range(-10, 10), h: 180 + (cy! - 500) * 0.7, look: look(s), pose: rng.pick(['drink', 'relaxed', 'drink', 'point'] as const), mirror: i % 2 === 1, prop: (hands, hh) => cup(hands[1]![0], hands[1]![1], hh * 0.06, rng.pick(['#f8fafc', '#fbbf24', '#ef4444'])) })
		}
	}
	g += drawPeople(people)
	// a high table with a plate of tacos
	g += rect(560, 660, 140, 14, '#3f3f46', 4) + rect(624, 674, 12, 120, '#3f3f46') + ell(630, 656, 46, 12, '#f8fafc') + path('M605 656q12-22 24 0zM628 652q12-22 24 0z', '#f4d35e')
	return g
}

// ---------------------------------------------------------------- workshops

function workshopRoom(s: S, night = false): string {
	return wall(s, night ? '#2d3340' : '#eef0ea', 470, night ? '#3a3f4c' : '#c7bca9') + cityWindow(s, 60, 70, 280, 300, night) + cityWindow(s, 860, 70, 280, 300, night)
}

function workshop(s: S): string {
	const { rng } = s
	const h = s.hint
	const welcome = /welcome/.test(h)
	let g = workshopRoom(s)
	if (welcome) {
		// rows of participants facing the presenter
		g += screen(s, 400, 80, 400, 230, 'title', '#0f766e', 'WELCOME!')
		g += drawPeople([{ x: 860, feet: 520, h: 270, look: look(s), pose: 'present', mirror: true }])
		g += audience(s, [{ y: 520, size: 40, count: 9 }, { y: 600, size: 50, count: 8, shift: 30 }, { y: 690, size: 62, count: 7 }])
		return g
	}
	if (/hands-on|setting up/.test(h)) {
		// close in on one table: participants facing us behind their laptops, a helper leaning over
		g += screen(s, 420, 70, 360, 210, 'website', '#2563eb')
		const seated: Placed[] = [0, 1, 2].map((i) => ({ x: 260 + i * 340, feet: 680, h: 320, look: look(s), pose: 'typing' as const }))
		g += drawPeople([...seated, { x: 760, feet: 580, h: 350, look: look(s), pose: 'point', mirror: true }])
		g += table(60, 560, 1080, 110, '#b08968')
		for (const p of seated) g += laptop(p.x, 640, 150, true) + cup(p.x + 120, 640, 26)
		g += rect(480, 600, 90, 60, '#ffffff', 2, 'transform="rotate(-6 525 630)"') + rect(492, 612, 60, 5, '#2563eb', 0, 'transform="rotate(-6 525 630)"')
		return g
	}
	// tables of participants with laptops and a helper leaning in
	g += screen(s, 430, 70, 340, 200, /google|profile/.test(h) ? 'website' : 'checklist', '#2563eb')
	const tables = [
		{ x: 80, y: 480, w: 460 },
		{ x: 660, y: 480, w: 460 },
	]
	for (const t of tables) {
		const seated: Placed[] = []
		// feet under the table, so the hips sit just below its top edge
		for (let i = 0; i < 3; i++) seated.push({ x: t.x + 80 + i * 150, feet: t.y + 80, h: 230, look: look(s), pose: 'typing' })
		g += drawPeople(seated)
		g += table(t.x, t.y, t.w, 50)
		for (let i = 0; i < 3; i++) g += laptop(t.x + 80 + i * 150, t.y + 30, 90, true) + cup(t.x + 140 + i * 150, t.y + 30, 18)
	}
	g += drawPeople([
		{ x: 560, feet: 720, h: 330, look: look(s), pose: 'point', mirror: true },
		{ x: rng.pick([200, 1000]), feet: 790, h: 340, look: look(s), pose: 'typing', back: true },
	])
	return g
}

function review(s: S): string {
	let g = workshopRoom(s)
	// a big monitor on a table, a developer pointing, three participants around
	g += screen(s, 420, 180, 360, 220, 'website', '#e76f51') + rect(590, 408, 20, 80, '#1f2328') + rect(540, 484, 120, 10, '#1f2328', 4)
	const people: Placed[] = [
		{ x: 330, feet: 640, h: 280, look: look(s), pose: 'typing' },
		{ x: 870, feet: 640, h: 280, look: look(s), pose: 'seated', mirror: true },
		{ x: 960, feet: 600, h: 310, look: look(s), pose: 'point', mirror: true },
		{ x: 230, feet: 600, h: 300, look: look(s), pose: 'hips' },
	]
	g += drawPeople(people)
	g += table(220, 500, 760, 90, '#a47551')
	g += laptop(360, 560, 110, true) + rect(600, 540, 70, 50, '#ffffff', 2, 'transform="rotate(-8 635 565)"') + cup(760, 560, 26, '#ef4444') + cup(820, 550, 22)
	g += drawPeople([{ x: 600, feet: 820, h: 340, look: look(s), pose: 'seated', back: true, chair: '#374151' }])
	return g
}

function whiteboard(s: S): string {
	const { rng } = s
	let g = workshopRoom(s, true)
	g += rect(380, 80, 560, 360, '#f8fafc', 6, 'stroke="#9aa1ab" stroke-width="8"')
	// boxes and arrows of a booking flow, with sticky notes
	const boxes = [
		[420, 120, 'Search'],
		[560, 120, 'Pick slot'],
		[700, 120, 'Details'],
		[840, 120, 'Pay'],
	] as const
	for (const [x, y, label] of boxes) g += rect(x, y, 90, 50, 'none', 6, 'stroke="#1d4ed8" stroke-width="3"') + `<text x="${x + 45}" y="${y + 31}" font-size="15" fill="#1d4ed8" text-anchor="middle" class="s">${label}</text>`
	g += `<path d="M512 145h44M652 145h44M792 145h44" stroke="#1d4ed8" stroke-width="3" marker-end="none"/>`
	g += `<path d="M605 170v70h-150M605 240h180v60" stroke="#c1121f" stroke-width="3" fill="none" stroke-dasharray="8 6"/>`
	for (let i = 0; i < 7; i++) g += rect(420 + (i % 4) * 120 + rng.range(-10, 10), 300 + Math.floor(i / 4) * 66, 56, 56, rng.pick(['#fde047', '#f9a8d4', '#86efac', '#93c5fd']), 2, `transform="rotate(${rng.int(-6, 6)} ${470 + (i % 4) * 120} ${330 + Math.floor(i / 4) * 66})"`)
	const people: Placed[] = [
		{ x: 900, feet: 720, h: 360, look: look(s), pose: { la: [8, 4], ra: [150, 175], ll: [3, 0], rl: [3, 0] }, back: true },
		{ x: 300, feet: 700, h: 340, look: look(s), pose: 'hold', prop: (hands) => rect(hands[0]![0] - 6, hands[0]![1] - 40, 50, 36, '#fde047', 2) },
		{ x: 140, feet: 760, h: 350, look: look(s), pose: 'drink', prop: (hands, hh) => cup(hands[1]![0], hands[1]![1], hh * 0.06) },
		{ x: 620, feet: 790, h: 360, look: look(s), pose: 'hips', back: true },
	]
	g += drawPeople(people)
	g += `<text x="1120" y="60" font-size="28" font-weight="700" fill="#cbd5e1" text-anchor="end" class="s">11:48 PM</text>`
	return g
}

function pair(s: S): string {
	const { rng } = s
	let g = wall(s, '#2b3240', 520, '#4a4f5c') + cityWindow(s, 80, 60, 300, 300, true) + glow(s, 620, 300, 360, '#7dd3fc', 0.25)
	// one desk, two monitors of code, two developers seen from behind
	g += screen(s, 300, 160, 330, 200, 'code', '#22d3ee') + screen(s, 660, 170, 300, 190, 'code', '#a3e635')
	g += rect(450, 370, 20, 80, '#1f2328') + rect(800, 370, 20, 80, '#1f2328')
	g += table(160, 440, 900, 90, '#8d6e53')
	g += rect(520, 470, 200, 20, '#d1d5db', 4) + cup(900, 480, 30, '#f59e0b') + rect(300, 468, 110, 70, '#ffffff', 2, 'transform="rotate(6 355 500)"')
	g += drawPeople([
		{ x: 440, feet: 860, h: 440, look: look(s), pose: 'typing', back: true, chair: '#111827' },
		{ x: 770, feet: 860, h: 430, look: look(s), pose: { la: [10, -80], ra: [40, -150], ll: [70, 0], rl: [70, 0], drop: 0.17, seated: true }, back: true, chair: '#1f2937' },
	])
	g += `<text x="1120" y="60" font-size="24" fill="#94a3b8" text-anchor="end" class="m">clinic-reminders · main</text>`
	void rng
	return g
}

function lounge(s: S): string {
	const { rng } = s
	let g = wall(s, '#3b3345', 560, '#5a4e4a') + cityWindow(s, 100, 70, 360, 320, true) + glow(s, 860, 160, 200, '#ffd98a', 0.4)
	g += `<path d="M860 0v120" stroke="#111" stroke-width="3"/>` + path('M830 150a30 30 0 0 1 60 0z', '#1f1f1f')
	// a sofa, a low table with pizza boxes and chai
	g += rect(300, 420, 640, 140, '#4f6d7a', 24) + rect(270, 480, 60, 150, '#43606c', 20) + rect(910, 480, 60, 150, '#43606c', 20) + rect(320, 520, 600, 90, '#5c7d8a', 16)
	const people: Placed[] = [
		{ x: 460, feet: 660, h: 330, look: look(s), pose: 'seated' },
		{ x: 640, feet: 660, h: 340, look: look(s), pose: { la: [14, -60], ra: [20, -150], ll: [70, 0], rl: [70, 0], drop: 0.17, seated: true }, prop: (hands, hh) => cup(hands[1]![0], hands[1]![1], hh * 0.06, '#f8fafc') },
		{ x: 800, feet: 660, h: 330, look: look(s), pose: 'seated', mirror: true },
		{ x: 1080, feet: 700, h: 340, look: look(s), pose: 'drink', mirror: true, prop: (hands, hh) => path(`M${n(hands[1]![0] - 4)} ${n(hands[1]![1])}l${n(hh * 0.12)} -${n(hh * 0.05)}l-${n(hh * 0.04)} ${n(hh * 0.08)}z`, '#f4a261') },
		{ x: 150, feet: 720, h: 330, look: look(s), pose: 'relaxed' },
	]
	g += drawPeople(people)
	g += table(360, 604, 520, 70, '#6b4f3a')
	for (let i = 0; i < 3; i++) {
		const bx = 420 + i * 140
		g += rect(bx, 600, 110, 22, '#d6b98c', 2) + (i === 1 ? path(`M${bx} 600l55-40 55 40z`, '#f4d35e') + circle(bx + 40, 592, 6, '#c1121f') + circle(bx + 66, 586, 6, '#c1121f') : '')
	}
	for (let i = 0; i < 4; i++) g += cup(400 + i * 130 + rng.range(-10, 10), 664, 24, '#f8fafc')
	g += rect(780, 620, 40, 50, '#b87333', 6) + `<text x="1120" y="60" font-size="28" font-weight="700" fill="#cbd5e1" text-anchor="end" class="s">12:20 AM</text>`
	return g
}

function demo(s: S): string {
	let g = rect(0, 0, W, H, grad(s, ['#1e1b4b', '#312e81']))
	g += screen(s, 340, 60, 520, 300, 'website', '#a855f7')
	g += rect(0, 430, W, 370, '#3f3a6b')
	g += drawPeople([
		{ x: 960, feet: 480, h: 280, look: look(s), pose: 'present', mirror: true },
		{ x: 1080, feet: 470, h: 260, look: look(s), pose: 'hold', mirror: true, prop: (hands) => rect(hands[0]![0] - 20, hands[0]![1] - 30, 60, 36, '#c7ccd3', 4) },
	])
	// the judges' table in the foreground, seen from behind, with score sheets
	const judges: Placed[] = [0, 1, 2].map((i) => ({ x: 300 + i * 300, feet: 900, h: 420, look: look(s), pose: 'typing' as const, back: true, chair: '#1e293b' }))
	g += table(100, 640, 1000, 60, '#f8fafc')
	for (let i = 0; i < 3; i++) g += rect(230 + i * 300, 650, 90, 44, '#ffffff', 2, 'stroke="#d1d5db"') + rect(240 + i * 300, 660, 60, 4, '#6366f1') + rect(350 + i * 300, 648, 40, 10, '#111827', 3)
	g += drawPeople(judges)
	g += banner(40, 40, 220, 50, 'FINAL DEMOS', '#a855f7')
	return g
}

function hackathon(s: S): string {
	const { rng } = s
	let g = workshopRoom(s, true) + banner(440, 40, 320, 56, 'HACK DAY 2024', '#7c3aed')
	g += screen(s, 420, 120, 360, 200, 'code', '#a3e635')
	const rows = [
		{ y: 500, h: 240, laptop: 96, count: 4 },
		{ y: 700, h: 330, laptop: 130, count: 3 },
	]
	for (const row of rows) {
		const step = W / row.count
		const seated: Placed[] = []
		for (let i = 0; i < row.count; i++) seated.push({ x: step * (i + 0.5) + rng.range(-20, 20), feet: row.y + row.h * 0.34, h: row.h, look: look(s), pose: 'typing' })
		g += drawPeople(seated) + table(20, row.y, W - 40, 40, '#8d6e53')
		for (const p of seated) g += laptop(p.x, row.y + 24, row.laptop, true) + (rng.chance(0.4) ? cup(p.x + row.laptop * 0.8, row.y + 24, row.laptop * 0.2, rng.pick(['#f8fafc', '#ef4444'])) : '')
	}
	return g
}

const SCENES: Record<Scene, (s: S) => string> = {
	trek,
	campfire,
	cricket,
	river,
	meeting,
	group,
	festival,
	rangoli,
	diyas,
	sweets,
	videocall,
	prize,
	registration,
	talk,
	questions,
	patio,
	workshop,
	review,
	whiteboard,
	pair,
	lounge,
	demo,
	hackathon,
}

export function eventSvg(photo: EventPhoto): string {
	const scene = sceneFor(photo.title, photo.event)
	const s: S = { rng: new Rng(`event:${photo.photo}:${photo.title}`), defs: [], ids: new Map(), hint: `${photo.title} | ${photo.event}`.toLowerCase() }
	const body = SCENES[scene](s)
	// One series (decision 087): the scene printed in the studio's two inks, a halftone screen on its left
	// edge, and the same paper margin with the amber rule at its foot on every picture of every event.
	const frame =
		`<path d="M0 0H${W * 0.34}L${W * 0.22} ${H}H0z" fill="url(#event-dots)" opacity=".2"/>` +
		`<path d="M0 0H${W}V${H}H0z M${MARGIN} ${MARGIN}V${H - MARGIN}H${W - MARGIN}V${MARGIN}z" fill="${PRINT.paper}" fill-rule="evenodd"/>` +
		`<rect x="${MARGIN}" y="${H - MARGIN - 10}" width="${W * 0.18}" height="10" fill="${PRINT.spot}"/>`
	return compact(
		svgDoc({
			width: W,
			height: H,
			title: photo.title === photo.event ? photo.event : `${photo.event}: ${photo.title}`,
			defs: asPrint(s.defs.join('')) + halftone('event-dots', 10, 2.4),
			body: asPrint(body) + frame,
		}),
	)
}

/** The paper margin round every event picture. */
const MARGIN = 18
