/**
 * Event photos (1200×800) as flat illustrations. The scene type follows
 * keywords in the photo title or event name: a festival night with string
 * lights and diyas, a hackathon room with laptops, a talk with a stage and
 * audience, an outdoor offsite, or (by default) an office get-together.
 */
import { HAIR, Rng, SKIN, circle, hsl, n, rect, svgDoc } from './lib.ts'

export interface EventPhoto {
	/** File name of the image. */
	photo: string
	/** Caption of this photo (or the event name for a cover). */
	title: string
	/** Name of the event the photo belongs to. */
	event: string
}

export type Scene = 'festival' | 'hackathon' | 'talk' | 'outdoor' | 'office'

const W = 1200
const H = 800

/** Checked in this order, first against the photo's title and then the event's name. */
const KEYWORDS: [Scene, RegExp][] = [
	['festival', /festiv|diwali|deepavali|holi\b|navratri|garba|christmas|celebrat|diyas?\b|rangoli|\blanterns?\b|string lights|\beid\b|pongal|onam|lohri|new year|\bparty|dandiya|fireworks|sweets/],
	['outdoor', /offsite|off-site|\btrip|outdoors?|open-air|picnic|retreat|\btrek|hike|hiking|beach|\bcamp|campfire|bonfire|sports|cricket|football|volleyball|excursion|resort|plantation|marathon|\brun\b|adventure|\blake|\bhills?\b|river|forest/],
	['office', /trophy|award|prize|winners?\b|\bcake|anniversary|birthday|farewell|networking|drinks|lunch|dinner|potluck/],
	['hackathon', /hack|\bcode|coding|sprint|prototype|demo day|developers?|programming|whiteboard|build night|game jam/],
	['talk', /meetup|talks?\b|workshop|seminar|conference|session|speakers?\b|speaking|keynote|panel|training|webinar|present|summit|lecture|bootcamp|pitch|q&a/],
]

export function sceneFor(title: string, event: string): Scene {
	for (const source of [title, event]) {
		const hay = source.toLowerCase()
		for (const [scene, re] of KEYWORDS) if (re.test(hay)) return scene
	}
	return 'office'
}

interface PersonStyle {
	skin: string
	hair: string
	top: string
	bottom: string
	long: boolean
	back: boolean
}

function personStyle(rng: Rng, tops: readonly string[], back = false): PersonStyle {
	return {
		skin: rng.pick(SKIN),
		hair: rng.pick(HAIR),
		top: rng.pick(tops),
		bottom: rng.pick(['#2d3142', '#3d405b', '#4a4e69', '#22223b', '#5c4d3c']),
		long: rng.chance(0.45),
		back,
	}
}

/** A standing figure of total height h with its feet at (x, feetY). */
function person(x: number, feetY: number, h: number, s: PersonStyle): string {
	const headR = h * 0.085
	const headY = feetY - h + headR
	const neckY = headY + headR * 0.8
	const shoulderY = headY + headR * 1.35
	const tw = h * 0.25
	const th = h * 0.36
	const aw = h * 0.065
	const legTop = shoulderY + th - h * 0.03
	let g = ''
	if (s.long && !s.back) g += rect(x - headR * 1.05, headY - headR * 0.2, headR * 2.1, headR * 2.3, s.hair, headR * 0.8)
	g += rect(x - tw * 0.4, legTop, tw * 0.36, feetY - legTop, s.bottom, aw * 0.4)
	g += rect(x + tw * 0.04, legTop, tw * 0.36, feetY - legTop, s.bottom, aw * 0.4)
	g += rect(x - tw / 2 - aw * 0.75, shoulderY + h * 0.02, aw, th * 0.92, s.top, aw / 2)
	g += rect(x + tw / 2 - aw * 0.25, shoulderY + h * 0.02, aw, th * 0.92, s.top, aw / 2)
	if (!s.back) g += circle(x - tw / 2 - aw * 0.25, shoulderY + th * 0.95, aw * 0.5, s.skin) + circle(x + tw / 2 + aw * 0.25, shoulderY + th * 0.95, aw * 0.5, s.skin)
	g += rect(x - headR * 0.35, neckY, headR * 0.7, headR, s.skin)
	g += rect(x - tw / 2, shoulderY, tw, th, s.top, tw * 0.32)
	if (s.back) return g + circle(x, headY, headR, s.hair)
	g += circle(x, headY, headR, s.skin)
	g += `<path d="M${n(x - headR * 1.02)} ${n(headY + headR * 0.1)}a${n(headR * 1.02)} ${n(headR * 1.05)} 0 0 1 ${n(headR * 2.04)} 0q-${n(headR * 0.9)}-${n(headR * 0.75)}-${n(headR * 2.04)} 0z" fill="${s.hair}"/>`
	return g
}

/** A seated figure seen from behind: head and shoulders only (audiences, desks). */
function backView(x: number, y: number, size: number, s: PersonStyle): string {
	return `<path d="M${n(x - size)} ${n(y + size * 1.9)}c0-${n(size * 0.9)} ${n(size * 0.3)}-${n(size * 1.1)} ${n(size)}-${n(size * 1.1)}s${n(size)} ${n(size * 0.2)} ${n(size)} ${n(size * 1.1)}z" fill="${s.top}"/>` + circle(x, y, size * 0.55, s.hair)
}

function gradient(id: string, stops: string[], vertical = true): string {
	const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"'
	return `<linearGradient id="${id}" ${dir}>${stops.map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`).join('')}</linearGradient>`
}

const GLOW = `<radialGradient id="glow"><stop offset="0" stop-color="#ffd98a" stop-opacity=".9"/><stop offset="1" stop-color="#ffb347" stop-opacity="0"/></radialGradient>`

/** People standing in a loose row between x0 and x1, tallest in front. */
function crowd(rng: Rng, count: number, x0: number, x1: number, feetY: number, h: number, tops: readonly string[]): string {
	const slots = Array.from({ length: count }, (_, i) => x0 + ((x1 - x0) * (i + 0.5)) / count + rng.range(-20, 20))
	const people = slots.map((x) => ({ x, dy: rng.range(-14, 14), hh: h * rng.range(0.9, 1.08), s: personStyle(rng, tops) }))
	people.sort((a, b) => a.dy - b.dy)
	return people.map((p) => person(p.x, feetY + p.dy, p.hh, p.s)).join('')
}

// ---------------------------------------------------------------- festival

function festival(rng: Rng, defs: string[]): string {
	const outdoor = rng.chance(0.45)
	const hue = rng.pick([265, 280, 300, 340, 15])
	// one glowing bulb, reused along the strands with <use> (its core takes the use's fill)
	defs.push(GLOW, gradient('sky', [hsl(hue, 55, 12), hsl(hue + 20, 50, 26)]), `<g id="bulb"><circle r="16" fill="url(#glow)" fill-opacity=".55"/><circle r="5"/></g>`)
	let g = rect(0, 0, W, H, 'url(#sky)')
	const floorY = 560
	if (outdoor) {
		let stars = ''
		for (let i = 0; i < 24; i++) stars += circle(rng.range(0, W), rng.range(0, 330), rng.range(0.8, 2), '#fff')
		g += `<g fill-opacity=".7">${stars}</g>`
		for (let k = 0; k < 3; k++) {
			const fx = rng.range(150, 1050)
			const fy = rng.range(90, 220)
			const col = rng.pick(['#ffd166', '#ef476f', '#06d6a0', '#f78c6b', '#c77dff'])
			let d = ''
			for (let i = 0; i < 16; i++) {
				const a = (i / 16) * Math.PI * 2
				d += `M${n(fx + Math.cos(a) * 18)} ${n(fy + Math.sin(a) * 18)}L${n(fx + Math.cos(a) * 62)} ${n(fy + Math.sin(a) * 62)}`
			}
			g += `<path d="${d}" stroke="${col}" stroke-width="3" stroke-linecap="round"/>` + circle(fx, fy, 6, '#fff')
		}
		// rooftops
		let x = 0
		let d = `M0 ${floorY}`
		while (x < W) {
			const bw = rng.range(80, 160)
			const bh = rng.range(120, 260)
			d += `V${n(floorY - bh)}H${n(x + bw)}`
			x += bw
		}
		g += `<path d="${d}V${floorY}z" fill="${hsl(hue, 40, 9)}"/>`
		let lit = ''
		for (let i = 0; i < 14; i++) lit += rect(rng.range(10, W - 20), rng.range(floorY - 110, floorY - 30), 10, 14, '#ffcf70', 2)
		g += `<g fill-opacity=".7">${lit}</g>`
	} else {
		g += rect(0, 0, W, floorY, hsl(hue + 10, 35, 22))
		for (let i = 0; i < 6; i++) g += rect(60 + i * 190, 120, 120, 300, hsl(hue + 10, 30, 26), 60)
	}
	g += rect(0, floorY, W, H - floorY, hsl(hue - 10, 30, 16))
	// string lights, two or three sagging strands
	const strands = 2
	for (let s = 0; s < strands; s++) {
		const y0 = 30 + s * 70
		const sag = rng.range(60, 120)
		g += `<path d="M-20 ${y0}Q${W / 2} ${n(y0 + sag * 2)} ${W + 20} ${y0}" fill="none" stroke="#1a1420" stroke-width="2"/>`
		for (let i = 1; i < 16; i++) {
			const t = i / 16
			const bx = -20 + (W + 40) * t
			const by = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0
			const col = rng.pick(['#ffd166', '#ffb347', '#ff7b9c', '#fff3b0', '#7ee8fa'])
			g += `<use href="#bulb" x="${n(bx)}" y="${n(by + 8)}" fill="${col}"/>`
		}
	}
	// hanging lanterns (akash kandil)
	for (let i = 0; i < rng.int(2, 3); i++) {
		const lx = rng.range(120, 1080)
		const ly = rng.range(150, 230)
		const col = rng.pick(['#ef476f', '#f78c6b', '#ffd166', '#c77dff'])
		g += `<path d="M${n(lx)} 0V${n(ly - 34)}" stroke="#1a1420" stroke-width="2"/>` + circle(lx, ly, 70, 'url(#glow)', 'fill-opacity=".5"')
		g += `<path d="M${n(lx)} ${n(ly - 34)}l30 34-30 34-30-34z" fill="${col}"/>` + rect(lx - 30, ly - 3, 60, 6, '#ffd166')
		g += `<path d="M${n(lx - 10)} ${n(ly + 34)}v26M${n(lx)} ${n(ly + 34)}v34M${n(lx + 10)} ${n(ly + 34)}v26" stroke="${col}" stroke-width="3"/>`
	}
	// people in festive colours
	g += crowd(rng, rng.int(4, 6), 80, 1120, floorY + 40, 300, ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#d62ad1', '#ff8fab', '#ffb703'])
	// rangoli on the floor, in perspective
	const rx = rng.range(420, 780)
	const ry = 662
	let rangoli = ''
	const colors = rng.shuffle(['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#f78c6b', '#c77dff'])
	for (let i = 0; i < 12; i++) rangoli += `<ellipse cx="0" cy="-62" rx="20" ry="44" fill="${colors[i % 2]}" transform="rotate(${i * 30})"/>`
	rangoli += circle(0, 0, 60, colors[2]!) + circle(0, 0, 40, colors[3]!) + circle(0, 0, 20, colors[4]!)
	g += `<g transform="translate(${n(rx)} ${ry}) scale(1 .36)">${rangoli}</g>`
	// a row of diyas: one drawn in <defs>, placed with <use>
	defs.push(
		'<g id="diya"><circle cy="-30" r="50" fill="url(#glow)" fill-opacity=".8"/><path d="M-24-10h48q-6 20-24 20t-24-20z" fill="#c8553d"/>' +
			'<rect x="-26" y="-14" width="52" height="6" rx="3" fill="#e07a3f"/><path d="M0-42q9 16 0 26q-9-10 0-26z" fill="#ffd166"/></g>',
	)
	for (let i = 0; i < 9; i++) g += `<use href="#diya" x="${n(70 + i * 132 + rng.range(-12, 12))}" y="${n(760 + rng.range(-6, 6))}"/>`
	return g
}

// --------------------------------------------------------------- hackathon

function hackathon(rng: Rng, defs: string[]): string {
	const hue = rng.pick([200, 215, 230, 250, 170])
	defs.push(gradient('wall', [hsl(hue, 25, 30), hsl(hue, 30, 22)]))
	let g = rect(0, 0, W, H, 'url(#wall)')
	// ceiling lights
	for (let i = 0; i < 4; i++) g += rect(90 + i * 290, 18, 150, 10, '#e8f1ff', 5) + `<path d="M${95 + i * 290} 28h140l50 120H45z" fill="#fff" fill-opacity=".04"/>`
	// big screen with code
	const sx = rng.range(330, 470)
	g += rect(sx, 70, 420, 240, '#111827', 10) + rect(sx + 12, 82, 396, 216, '#0b1020', 4)
	const syntax = ['#7dd3fc', '#f472b6', '#a3e635', '#fbbf24', '#c4b5fd', '#94a3b8']
	for (let i = 0; i < 9; i++) {
		let x = sx + 30 + (i % 3 === 0 ? 0 : rng.int(1, 3) * 22)
		for (let k = 0; k < rng.int(1, 3); k++) {
			const w = rng.range(30, 110)
			g += rect(x, 98 + i * 22, w, 9, rng.pick(syntax), 4)
			x += w + 10
		}
	}
	// whiteboard with sticky notes
	const wx = sx > 400 ? 70 : 900
	g += rect(wx, 100, 230, 170, '#f8fafc', 6)
	for (let row = 0; row < 2; row++) {
		let notes = ''
		for (let i = 0; i < 4; i++) notes += rect(wx + 20 + i * 52, 120 + row * 62, 40, 40, rng.pick(['#fde047', '#f9a8d4', '#86efac', '#93c5fd']), 2)
		g += `<g transform="rotate(${rng.int(-3, 3)} ${wx + 115} ${140 + row * 62})">${notes}</g>`
	}
	// wall clock on the other side
	const cx = wx < 400 ? 1050 : 150
	g += circle(cx, 150, 44, '#f8fafc') + `<path d="M${cx} 150V122M${cx} 150l18 10" stroke="#1f2937" stroke-width="4" stroke-linecap="round"/>`
	const tops = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#64748b', '#ec4899', '#14b8a6']
	// back row of people behind a desk
	const rows = [
		{ y: 470, h: 250, desk: 480, laptopW: 110 },
		{ y: 690, h: 330, desk: 690, laptopW: 150 },
	]
	for (const [ri, row] of rows.entries()) {
		const count = ri === 0 ? rng.int(4, 5) : 3
		const step = W / count
		for (let i = 0; i < count; i++) {
			const px = step * (i + 0.5) + rng.range(-25, 25)
			if (!rng.chance(0.85)) continue
			g += person(px, row.y + row.h * 0.45, row.h, personStyle(rng, tops))
		}
		g += rect(0, row.desk, W, 16, hsl(30, 35, ri ? 52 : 45)) + rect(0, row.desk + 16, W, ri ? H - row.desk : 30, hsl(30, 25, ri ? 38 : 32))
		for (let i = 0; i < count; i++) {
			const lx = step * (i + 0.5) + rng.range(-12, 12)
			const lw = row.laptopW
			const lh = lw * 0.66
			g += rect(lx - lw / 2, row.desk - lh, lw, lh, '#cbd5e1', 6) + circle(lx, row.desk - lh / 2, lw * 0.07, '#f8fafc')
			g += rect(lx - lw * 0.6, row.desk - 6, lw * 1.2, 8, '#94a3b8', 3)
			if (rng.chance(0.4)) g += rect(lx + lw * 0.7, row.desk - 34, 22, 28, rng.pick(['#f8fafc', '#ef4444', '#1f2937']), 4)
		}
		if (ri === 0 && rng.chance(0.8)) {
			// pizza box on the back desk
			const bx = rng.range(100, 1000)
			g += rect(bx, row.desk - 12, 120, 12, '#d6b98c', 2)
		}
	}
	return g
}

// -------------------------------------------------------------------- talk

/** A slide on a screen: a title bar, a bar chart and a few bullet lines. */
function slide(rng: Rng, x: number, y: number, w: number, h: number, hue: number, accent: string): string {
	let g = rect(x, y, w, h, '#0f172a', 8) + rect(x + 10, y + 10, w - 20, h - 20, '#f8fafc', 4)
	g += rect(x + w * 0.08, y + h * 0.14, w * 0.42, h * 0.07, hsl(hue, 40, 30), 6) + rect(x + w * 0.08, y + h * 0.25, w * 0.3, h * 0.04, '#cbd5e1', 5)
	const base = y + h * 0.88
	for (let i = 0; i < 5; i++) {
		const bh = h * rng.range(0.15, 0.5)
		g += rect(x + w * (0.1 + i * 0.085), base - bh, w * 0.055, bh, i === 3 ? accent : hsl(hue, 45, 55), 3)
	}
	for (let i = 0; i < 3; i++) g += circle(x + w * 0.6, y + h * (0.45 + i * 0.13), h * 0.018, accent) + rect(x + w * 0.63, y + h * (0.43 + i * 0.13), w * rng.range(0.18, 0.28), h * 0.04, '#94a3b8', 5)
	return g
}

const AUDIENCE = ['#334155', '#7f1d1d', '#1e3a8a', '#065f46', '#a16207', '#6b21a8', '#475569', '#9d174d']
const SPEAKER = ['#1f2937', '#7c3aed', '#0e7490', '#b91c1c', '#f8fafc', '#d97706']

/**
 * Talks come in three set-ups, chosen from the caption: a panel behind a
 * table, a hands-on workshop around tables, or (by default) a speaker on a
 * stage in front of a seated audience.
 */
function talk(rng: Rng, defs: string[], hint: string): string {
	const caption = hint.split('|')[0] ?? ''
	if (/panel|judg|organisers|speakers\b|questions|q&a/.test(caption)) return panel(rng, defs)
	if (/workshop|hands-on|participants|session|review|badges|guests|training|action plan/.test(caption)) return workshop(rng, defs)
	return stage(rng, defs)
}

function stage(rng: Rng, defs: string[]): string {
	const hue = rng.pick([220, 250, 200, 340, 20])
	defs.push(gradient('wall', [hsl(hue, 30, 18), hsl(hue, 35, 28)]))
	const accent = hsl(hue + 160, 70, 55)
	let g = rect(0, 0, W, H, 'url(#wall)') + slide(rng, 300, 60, 600, 330, hue, accent)
	// spotlights
	g += `<path d="M180 0h40l220 560H-20z" fill="#fff" fill-opacity=".05"/><path d="M980 0h40l200 560H780z" fill="#fff" fill-opacity=".05"/>`
	// stage
	g += rect(0, 500, W, 20, hsl(hue, 25, 12)) + rect(0, 520, W, 60, hsl(25, 30, 32))
	const podiumX = rng.chance(0.5) ? 190 : 1010
	const speakerX = rng.chance(0.5) ? podiumX + (podiumX < 600 ? 110 : -110) : podiumX
	g += person(speakerX, 510, 250, personStyle(rng, SPEAKER))
	g += `<path d="M${podiumX - 55} 390h110l-14 120h-82z" fill="${hsl(25, 30, 28)}"/>` + rect(podiumX - 62, 384, 124, 14, hsl(25, 30, 36), 4)
	g += circle(podiumX, 450, 14, accent)
	g += rect(0, 580, W, H - 580, hsl(hue, 20, 14))
	// audience seen from behind, two rows
	for (const [ri, row] of [{ y: 640, size: 46, count: 9 }, { y: 730, size: 60, count: 7 }].entries()) {
		for (let i = 0; i < row.count; i++) {
			const x = (W / row.count) * (i + 0.5) + rng.range(-16, 16) + (ri ? 30 : 0)
			g += backView(x, row.y + rng.range(-6, 6), row.size, personStyle(rng, AUDIENCE, true))
		}
	}
	return g
}

function panel(rng: Rng, defs: string[]): string {
	const hue = rng.pick([210, 260, 190, 330])
	defs.push(gradient('wall', [hsl(hue, 35, 22), hsl(hue, 30, 32)]))
	const accent = hsl(hue + 150, 70, 58)
	let g = rect(0, 0, W, H, 'url(#wall)')
	// backdrop banner with soft shapes, and the slide above the panel
	g += rect(120, 40, 960, 400, hsl(hue, 40, 40), 10) + circle(980, 150, 100, accent, 'fill-opacity=".25"') + circle(180, 380, 110, '#fff', 'fill-opacity=".08"')
	g += slide(rng, 390, 70, 420, 220, hue, accent)
	g += rect(0, 470, W, 110, hsl(25, 28, 30))
	// panellists behind a draped table, with name plates and microphones
	const count = rng.int(3, 4)
	const step = 760 / count
	for (let i = 0; i < count; i++) g += person(220 + step * (i + 0.5), 536, 240, personStyle(rng, SPEAKER))
	g += rect(200, 430, 800, 14, hsl(hue, 20, 85), 3) + rect(210, 444, 780, 96, hsl(hue, 45, 30))
	for (let i = 0; i < count; i++) {
		const x = 220 + step * (i + 0.5)
		g += rect(x - 40, 404, 80, 26, '#f8fafc', 3) + rect(x - 28, 414, 56, 6, hsl(hue, 30, 40), 3)
		g += `<path d="M${n(x + 50)} 430l10-40" stroke="#111827" stroke-width="4" stroke-linecap="round"/>` + circle(x + 60, 388, 7, '#111827')
	}
	g += rect(0, 580, W, H - 580, hsl(hue, 20, 14))
	for (let i = 0; i < 8; i++) g += backView((W / 8) * (i + 0.5) + rng.range(-16, 16), 700 + rng.range(-8, 8), 58, personStyle(rng, AUDIENCE, true))
	return g
}

function workshop(rng: Rng, defs: string[]): string {
	const hue = rng.pick([35, 200, 160, 20, 260])
	defs.push(gradient('wall', [hsl(hue, 30, 86), hsl(hue, 25, 76)]))
	const accent = hsl(hue + 170, 65, 50)
	let g = rect(0, 0, W, H, 'url(#wall)')
	const left = rng.chance(0.5)
	const sx = left ? 70 : 700
	g += slide(rng, sx, 70, 430, 250, hue, accent)
	// a wall of pinned notes on the other side
	const nx = left ? 620 : 80
	g += rect(nx, 90, 460, 200, hsl(30, 35, 65), 6)
	for (let i = 0; i < 10; i++) g += rect(nx + 24 + (i % 5) * 86, 112 + Math.floor(i / 5) * 86, 64, 64, rng.pick(['#fde047', '#f9a8d4', '#86efac', '#93c5fd', '#fff']), 2)
	g += rect(0, 470, W, H - 470, hsl(hue, 15, 58))
	// the presenter beside the slide
	g += person(left ? 560 : 640, 500, 270, personStyle(rng, SPEAKER))
	// two tables with people around them
	for (const t of [{ x: rng.range(250, 330), y: 610, rx: 190 }, { x: rng.range(850, 950), y: 640, rx: 200 }]) {
		for (let i = 0; i < 3; i++) g += person(t.x - t.rx * 0.6 + i * t.rx * 0.6, t.y + 60, 210, personStyle(rng, AUDIENCE))
		g += `<ellipse cx="${n(t.x)}" cy="${t.y}" rx="${t.rx}" ry="46" fill="${hsl(30, 40, 48)}"/><ellipse cx="${n(t.x)}" cy="${t.y - 6}" rx="${t.rx}" ry="46" fill="${hsl(30, 45, 60)}"/>`
		g += rect(t.x - 90, t.y - 30, 70, 44, '#cbd5e1', 4) + rect(t.x + 20, t.y - 22, 50, 34, '#fff', 2, `transform="rotate(-8 ${n(t.x + 45)} ${t.y - 5})"`) + rect(t.x + 100, t.y - 30, 18, 24, accent, 4)
		for (let i = 0; i < 2; i++) g += backView(t.x - t.rx * 0.45 + i * t.rx * 0.9, t.y + 80, 62, personStyle(rng, AUDIENCE, true))
	}
	return g
}

// ----------------------------------------------------------------- outdoor

function tree(rng: Rng, x: number, baseY: number, h: number, green: string): string {
	if (rng.chance(0.5)) {
		return rect(x - h * 0.04, baseY - h * 0.35, h * 0.08, h * 0.35, '#5b4636') + `<path d="M${n(x)} ${n(baseY - h)}L${n(x + h * 0.28)} ${n(baseY - h * 0.25)}H${n(x - h * 0.28)}z" fill="${green}"/>`
	}
	return rect(x - h * 0.04, baseY - h * 0.45, h * 0.08, h * 0.45, '#6b4f3a') + circle(x, baseY - h * 0.62, h * 0.3, green) + circle(x - h * 0.16, baseY - h * 0.5, h * 0.2, green) + circle(x + h * 0.17, baseY - h * 0.52, h * 0.2, green)
}

function outdoor(rng: Rng, defs: string[], hint: string): string {
	const night = /night|bonfire|campfire|evening|stargaz/.test(hint)
	const sunset = !night && rng.chance(0.35)
	defs.push(gradient('sky', night ? ['#0b1026', '#1c2452', '#3a3f6b'] : sunset ? ['#ff9a76', '#ffc89b', '#ffe5c2'] : ['#6ec6f5', '#bfe6fb', '#eaf7ff']))
	let g = rect(0, 0, W, H, 'url(#sky)')
	const sx = rng.range(200, 1000)
	if (night) {
		let stars = ''
		for (let i = 0; i < 40; i++) stars += circle(rng.range(0, W), rng.range(0, 360), rng.range(0.8, 2.2), '#fff')
		g += `<g fill-opacity=".75">${stars}</g>` + circle(sx, 120, 70, '#fff', 'fill-opacity=".08"') + circle(sx, 120, 38, '#f4f1de')
	} else {
		g += circle(sx, sunset ? 330 : 140, 120, '#fff', 'fill-opacity=".25"') + circle(sx, sunset ? 330 : 140, 60, sunset ? '#ffdd94' : '#fff7c2')
		for (let i = 0; i < rng.int(2, 4); i++) {
			const cx = rng.range(80, 1120)
			const cy = rng.range(60, 200)
			g += `<g fill="#fff" fill-opacity=".85">${rect(cx - 70, cy, 140, 32, '#fff', 16)}${circle(cx - 20, cy, 30, '#fff')}${circle(cx + 22, cy + 4, 22, '#fff')}</g>`
		}
	}
	const hillHue = sunset ? 280 : night ? 230 : 140
	const dim = night ? 0.4 : 1
	g += `<path d="M0 420Q250 300 500 400T1000 370T1200 390V800H0z" fill="${hsl(hillHue, 25, (sunset ? 55 : 60) * dim)}"/>`
	g += `<path d="M0 470Q300 380 600 460T1200 440V800H0z" fill="${hsl(hillHue - 20, 35, (sunset ? 42 : 48) * dim)}"/>`
	const lake = !night && rng.chance(0.35)
	if (lake) g += `<ellipse cx="${n(rng.range(300, 900))}" cy="520" rx="330" ry="34" fill="${sunset ? '#f6b89a' : '#7cc6e8'}"/>`
	g += rect(0, 540, W, 260, night ? '#2c4428' : sunset ? '#6b8f4e' : '#7dbb5a')
	for (let i = 0; i < 9; i++) {
		const x = rng.range(0, W)
		if (Math.abs(x - W / 2) < 300 && rng.chance(0.7)) continue
		g += tree(rng, x, 545 + rng.range(-4, 10), rng.range(120, 230), hsl(rng.range(95, 140), 45, rng.range(28, 40) * (night ? 0.5 : 1)))
	}
	if (night) {
		defs.push(GLOW)
	} else if (rng.chance(0.5)) {
		const tx = rng.chance(0.5) ? 150 : 960
		g += `<path d="M${tx} 600l90-130 90 130z" fill="${rng.pick(['#f4a261', '#e76f51', '#2a9d8f'])}"/><path d="M${tx + 90} 470l-26 130h52z" fill="#00000033"/>`
	} else {
		g += `<path d="M${n(W / 2 - 250)} 720l40-60h420l40 60z" fill="#e63946" fill-opacity=".85"/>`
	}
	g += crowd(rng, rng.int(5, 7), 230, 970, 700, 260, ['#ef476f', '#118ab2', '#06d6a0', '#ffd166', '#f8f9fa', '#073b4c', '#8338ec', '#fb8500'])
	if (night) {
		// the campfire, in front of the group
		g += circle(600, 700, 260, 'url(#glow)', 'fill-opacity=".55"')
		g += rect(540, 752, 120, 16, '#5b3a22', 8, 'transform="rotate(-12 600 760)"') + rect(540, 752, 120, 16, '#6b4428', 8, 'transform="rotate(12 600 760)"')
		g += '<path d="M600 640c40 40 50 80 30 115h-60c-20-35-10-75 30-115z" fill="#f77f00"/><path d="M600 680c22 26 26 50 14 75h-28c-12-25-8-49 14-75z" fill="#fcbf49"/>'
	}
	for (let i = 0; i < 30; i++) {
		const gx = rng.range(0, W)
		const gy = rng.range(600, 790)
		g += `<path d="M${n(gx)} ${n(gy)}l4-14 4 14" fill="none" stroke="${night ? '#1f331c' : '#4f7d3a'}" stroke-width="2"/>`
	}
	return g
}

// ------------------------------------------------------------------ office

function office(rng: Rng, defs: string[]): string {
	const hue = rng.pick([30, 190, 210, 160, 350, 45])
	defs.push(gradient('wall', [hsl(hue, 30, 88), hsl(hue, 28, 80)]))
	let g = rect(0, 0, W, H, 'url(#wall)')
	// windows with a skyline
	for (let i = 0; i < 3; i++) {
		const wx = 80 + i * 370
		g += rect(wx, 70, 300, 300, '#cfe8f7', 6)
		let x = wx
		while (x < wx + 300) {
			const bw = Math.min(rng.range(30, 70), wx + 300 - x)
			const bh = rng.range(60, 200)
			g += rect(x, 370 - bh, bw, bh, hsl(210, 20, rng.range(60, 75)))
			x += bw
		}
		g += `<path d="M${wx + 150} 70v300M${wx} 220h300" stroke="#f8fafc" stroke-width="8"/>` + `<rect x="${wx}" y="70" width="300" height="300" rx="6" fill="none" stroke="#f8fafc" stroke-width="10"/>`
	}
	// bunting
	let flags = `<path d="M0 40Q600 130 1200 40" fill="none" stroke="#6b7280" stroke-width="2"/>`
	for (let i = 1; i < 20; i++) {
		const t = i / 20
		const fx = W * t
		const fy = (1 - t) * (1 - t) * 40 + 2 * (1 - t) * t * 130 + t * t * 40
		flags += `<path d="M${n(fx - 16)} ${n(fy)}h32l-16 34z" fill="${['#ef476f', '#ffd166', '#06d6a0', '#118ab2'][i % 4]}"/>`
	}
	g += flags
	// balloons
	for (let i = 0; i < rng.int(2, 4); i++) {
		const bx = rng.chance(0.5) ? rng.range(30, 120) : rng.range(1080, 1170)
		const by = rng.range(200, 330)
		g += `<path d="M${n(bx)} ${n(by + 40)}q10 60-6 140" fill="none" stroke="#9ca3af" stroke-width="1.5"/>` + `<ellipse cx="${n(bx)}" cy="${n(by)}" rx="30" ry="38" fill="${rng.pick(['#ef476f', '#ffd166', '#06d6a0', '#118ab2', '#8338ec'])}"/>`
	}
	// floor
	g += rect(0, 560, W, H - 560, hsl(hue, 15, 60))
	// plants
	for (const px of [40, 1120]) {
		g += `<path d="M${px - 24} 560h48l-6 60h-36z" fill="#b45309"/>`
		for (let i = 0; i < 5; i++) g += `<ellipse cx="${n(px + (i - 2) * 12)}" cy="${n(520 - (i % 2) * 20)}" rx="10" ry="36" fill="${hsl(130, 40, 32 + i * 3)}" transform="rotate(${(i - 2) * 18} ${px} 560)"/>`
	}
	const tops = ['#0ea5e9', '#f97316', '#84cc16', '#a855f7', '#f43f5e', '#14b8a6', '#eab308', '#64748b']
	g += crowd(rng, rng.int(5, 7), 120, 1080, 700, 330, tops)
	// table with cake and snacks in front
	g += rect(200, 640, 800, 22, hsl(30, 40, 45), 4) + rect(220, 662, 760, 150, hsl(30, 35, 38))
	const cake = rng.range(450, 750)
	g += rect(cake - 70, 560, 140, 80, '#fde2e4', 10) + rect(cake - 70, 580, 140, 14, '#f472b6') + rect(cake - 80, 632, 160, 10, '#e5e7eb', 5)
	for (let i = 0; i < 3; i++) g += rect(cake - 30 + i * 26, 530, 6, 30, ['#60a5fa', '#facc15', '#34d399'][i]!) + `<path d="M${n(cake - 27 + i * 26)} 516q6 8 0 14q-6-6 0-14z" fill="#f59e0b"/>`
	for (let i = 0; i < 4; i++) {
		const x = 260 + i * 200 + (i >= 2 ? 100 : 0)
		if (Math.abs(x - cake) < 120) continue
		g += `<ellipse cx="${x}" cy="634" rx="44" ry="10" fill="#f8fafc"/>` + circle(x - 10, 626, 9, rng.pick(['#f59e0b', '#dc2626', '#84cc16'])) + circle(x + 10, 627, 8, rng.pick(['#f59e0b', '#fbbf24', '#b45309']))
		g += rect(x + 56, 600, 20, 34, rng.pick(['#ef4444', '#f97316', '#22c55e']), 4)
	}
	return g
}

const SCENES: Record<Scene, (rng: Rng, defs: string[], hint: string) => string> = { festival, hackathon, talk, outdoor, office }

export function eventSvg(photo: EventPhoto): string {
	const scene = sceneFor(photo.title, photo.event)
	const rng = new Rng(`event:${photo.photo}:${photo.title}`)
	const defs: string[] = []
	const body = SCENES[scene](rng, defs, `${photo.title}|${photo.event}`.toLowerCase())
	return svgDoc({
		width: W,
		height: H,
		title: photo.title === photo.event ? photo.event : `${photo.event}: ${photo.title}`,
		defs: defs.join(''),
		body,
	})
}
