/**
 * Client logos (400×400) in four forms, chosen from the logo's title when it
 * names one ("Wordmark for…", "…monogram…", "…emblem/badge/crest…", "…mark/
 * symbol/icon…") and otherwise from the seed: a wordmark in a distinctive type
 * treatment, a monogram of interlocked initials, an emblem with the name set
 * around or under a motif, or a symbol beside or above the name. The motif
 * (compass, tooth, leaf, coffee bean, book, tree, paw, sun, flower, quill…)
 * comes from words in the title and name, the palette and type from a
 * curated set; the finished logo is put on the studio palette (onPalette).
 */
import { Rng, circle, esc, hashString, initials, n, onPalette, rect, svgDoc, textWidth } from './lib.ts'

export interface LogoItem {
	image: string
	title: string
	client: string
}

const S = 400

type Form = 'wordmark' | 'monogram' | 'emblem' | 'symbol'

interface Pal {
	ink: string
	main: string
	second: string
	bg: string
}

const PALS: Record<string, Pal> = {
	bakery: { ink: '#3b2417', main: '#8a5a3b', second: '#6b8f47', bg: '#fbf6ee' },
	saffron: { ink: '#1d2b4f', main: '#e07a1f', second: '#1d2b4f', bg: '#fff8ef' },
	marigold: { ink: '#123b3a', main: '#f2a007', second: '#0f766e', bg: '#ffffff' },
	steel: { ink: '#22292f', main: '#5b6670', second: '#4f8a3c', bg: '#f4f6f7' },
	copper: { ink: '#2b1a12', main: '#b5653b', second: '#2b1a12', bg: '#f7efe6' },
	school: { ink: '#14285a', main: '#14285a', second: '#d4a017', bg: '#ffffff' },
	fitness: { ink: '#1f2328', main: '#f05a3a', second: '#1f2328', bg: '#ffffff' },
	indigo: { ink: '#1c2541', main: '#2b4c9b', second: '#c1352b', bg: '#faf6ef' },
	violet: { ink: '#1e1547', main: '#5b3fd6', second: '#14b8a6', bg: '#ffffff' },
	banyan: { ink: '#1f3b2c', main: '#2f6b47', second: '#c58b2a', bg: '#f8f4ea' },
	playful: { ink: '#4a2c1a', main: '#f28c28', second: '#4a2c1a', bg: '#fff7ee' },
	solar: { ink: '#0f2342', main: '#f5b700', second: '#0f2342', bg: '#ffffff' },
	bluebonnet: { ink: '#1d2a5c', main: '#3b5bdb', second: '#7b61c4', bg: '#ffffff' },
	tea: { ink: '#173d2a', main: '#3f8f4e', second: '#b8860b', bg: '#f6f8f1' },
}

interface Type {
	family: string
	weight: number
	/** Width relative to the measuring font. */
	k: number
	italic?: boolean
}

const TYPE = {
	serif: { family: `Georgia, 'Times New Roman', serif`, weight: 700, k: 1.05 },
	serifItalic: { family: `Georgia, 'Times New Roman', serif`, weight: 700, k: 1.0, italic: true },
	didone: { family: `Didot, 'Bodoni 72', 'Bodoni MT', Georgia, serif`, weight: 400, k: 1.02 },
	sans: { family: `'Helvetica Neue', Arial, system-ui, sans-serif`, weight: 800, k: 0.98 },
	condensed: { family: `'Arial Narrow', 'Roboto Condensed', 'Liberation Sans Narrow', sans-serif-condensed, sans-serif`, weight: 700, k: 0.84 },
	rounded: { family: `'Arial Rounded MT Bold', Nunito, 'Varela Round', 'Trebuchet MS', sans-serif`, weight: 800, k: 1.02 },
	geometric: { family: `Futura, 'Century Gothic', 'Avenir Next', 'Trebuchet MS', sans-serif`, weight: 700, k: 1.0 },
} satisfies Record<string, Type>

type Motif = 'compass' | 'tooth' | 'leaf' | 'bean' | 'book' | 'tlock' | 'weave' | 'quill' | 'tree' | 'paw' | 'sun' | 'flower' | 'tealeaf' | 'fern' | 'house' | 'wave' | 'spark'

/** Keywords in the title or name that pick a motif and a palette. */
const MOTIFS: [RegExp, Motif, keyof typeof PALS][] = [
	[/compass|route|travel|tour/, 'compass', 'saffron'],
	[/smile|dental|tooth/, 'tooth', 'marigold'],
	[/steel|iron|fabricat/, 'leaf', 'steel'],
	[/roast|coffee|bean|café|cafe/, 'bean', 'copper'],
	[/crest|school|academy/, 'book', 'school'],
	[/interlocking t|tandem|fitness|gym/, 'tlock', 'fitness'],
	[/thread|loom|handloom|weav|textile/, 'weave', 'indigo'],
	[/quill|checkmark|invoice/, 'quill', 'violet'],
	[/banyan|tree|courtyard/, 'tree', 'banyan'],
	[/paw|pet|dog/, 'paw', 'playful'],
	[/sun|solar|grid|energy/, 'sun', 'solar'],
	[/flower|bluebonnet|bloom/, 'flower', 'bluebonnet'],
	[/tea\b|tea leaf|nilgiri/, 'tealeaf', 'tea'],
	[/bakery|bread|fern|wheat/, 'fern', 'bakery'],
	[/realty|home|house/, 'house', 'bluebonnet'],
	[/sea|river|harbou?r|wave/, 'wave', 'saffron'],
]

function formFor(title: string, rng: Rng): Form {
	const t = title.toLowerCase()
	if (/wordmark|logotype/.test(t)) return 'wordmark'
	if (/monogram|initials/.test(t)) return 'monogram'
	if (/emblem|badge|crest|seal|stamp/.test(t)) return 'emblem'
	if (/symbol|mark|icon|logo/.test(t)) return 'symbol'
	return rng.pick(['wordmark', 'monogram', 'emblem', 'symbol'] as const)
}

function motifFor(text: string, rng: Rng): [Motif, Pal] {
	const t = text.toLowerCase()
	for (const [re, motif, pal] of MOTIFS) if (re.test(t)) return [motif, PALS[pal]!]
	const keys = Object.keys(PALS)
	return [rng.pick(['spark', 'wave', 'sun', 'leaf'] as const), PALS[keys[rng.int(0, keys.length - 1)]!]!]
}

// --------------------------------------------------------------------- text

function word(x: number, y: number, s: string, size: number, fill: string, t: Type, o: { a?: 'middle' | 'start' | 'end'; ls?: number; weight?: number } = {}): string {
	const attrs = [
		`x="${n(x)}"`,
		`y="${n(y)}"`,
		`font-family="${t.family.replace(/"/g, "'")}"`,
		`font-size="${n(size)}"`,
		`font-weight="${o.weight ?? t.weight}"`,
		t.italic ? 'font-style="italic"' : '',
		o.a && o.a !== 'start' ? `text-anchor="${o.a}"` : '',
		o.ls ? `letter-spacing="${n(o.ls)}"` : '',
		`fill="${fill}"`,
	]
	return `<text ${attrs.filter(Boolean).join(' ')}>${esc(s)}</text>`
}

function width(s: string, size: number, t: Type, ls = 0, weight = t.weight): number {
	return textWidth(s, size, weight >= 600) * t.k + ls * s.length
}

function fitSize(s: string, w: number, max: number, t: Type, ls = 0): number {
	let size = max
	while (size > 10 && width(s, size, t, ls) > w) size -= 1
	return size
}

/**
 * Text set along a circle, one rotated glyph at a time (so it renders the same
 * everywhere): centred on `angle` (degrees, 0 at the top), reading clockwise
 * over the top, or anticlockwise under the bottom when `below`.
 */
function arcText(s: string, cx: number, cy: number, r: number, angle: number, size: number, fill: string, t: Type, ls: number, below = false): string {
	const widths = [...s].map((ch) => width(ch, size, t, ls))
	const total = widths.reduce((a, b) => a + b, 0)
	let at = -total / 2
	let g = ''
	for (const [i, ch] of [...s].entries()) {
		const mid = at + widths[i]! / 2
		at += widths[i]!
		if (ch === ' ') continue
		const deg = angle + ((below ? -mid : mid) / r) * (180 / Math.PI)
		const rad = ((deg - 90) * Math.PI) / 180
		const x = cx + Math.cos(rad) * r
		const y = cy + Math.sin(rad) * r
		const rot = below ? deg + 180 : deg
		g += `<text x="${n(x)}" y="${n(y)}" transform="rotate(${n(rot)} ${n(x)} ${n(y)})" text-anchor="middle" dominant-baseline="middle">${esc(ch)}</text>`
	}
	return `<g font-family="${t.family.replace(/"/g, "'")}" font-size="${n(size)}" font-weight="${t.weight}" fill="${fill}">${g}</g>`
}

/** Splits a name in two lines at the most even word break. */
function split(name: string): [string, string] {
	const words = name.split(' ')
	if (words.length < 2) return [name, '']
	let best = 1
	let diff = Infinity
	for (let i = 1; i < words.length; i++) {
		const d = Math.abs(words.slice(0, i).join(' ').length - words.slice(i).join(' ').length)
		if (d < diff) [best, diff] = [i, d]
	}
	return [words.slice(0, best).join(' '), words.slice(best).join(' ')]
}

/** The name's main word and its descriptor ("Copperline" / "Coffee Roasters"). */
function mainAndRest(name: string): [string, string] {
	const words = name.replace(/^the\s+/i, '').split(' ')
	if (words.length === 1) return [words[0]!, '']
	// the distinctive part is the first word, or the first two when they read as one name
	const take = words.length > 2 && words[0]!.length <= 5 ? 2 : 1
	return [words.slice(0, take).join(' '), words.slice(take).join(' ')]
}

// ------------------------------------------------------------------- motifs

/** A motif drawn in a box of size s centred on (cx, cy). */
function motif(m: Motif, cx: number, cy: number, s: number, p: Pal, on = '#ffffff'): string {
	const u = s / 100
	const P = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
	const at = (x: number, y: number) => `${n(cx + x * u)} ${n(cy + y * u)}`
	switch (m) {
		case 'compass':
			return (
				`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(46 * u)}" fill="none" stroke="${p.second}" stroke-width="${n(4 * u)}"/>` +
				P(`M${at(0, -40)}L${at(9, 0)}L${at(0, 40)}L${at(-9, 0)}z`, p.second) +
				P(`M${at(0, -40)}L${at(9, 0)}L${at(-9, 0)}z`, p.main) +
				P(`M${at(-40, 0)}L${at(0, -7)}L${at(40, 0)}L${at(0, 7)}z`, p.second, 'fill-opacity=".55"') +
				circle(cx, cy, 5 * u, on)
			)
		case 'tooth': {
			const pts = 'M-26 -51C-46 -51 -52 -33 -48 -17C-44 -1 -40 9 -38 27C-36 41 -32 51 -25 51C-16 51 -17 23 0 23C17 23 16 51 25 51C32 51 36 41 38 27C40 9 44 -1 48 -17C52 -33 46 -51 26 -51C14 -51 8 -44 0 -44C-8 -44 -14 -51 -26 -51z'
			const d = pts.replace(/(-?\d+) (-?\d+)/g, (_, x, y) => at(Number(x), Number(y)))
			return P(d, p.main) + `<path d="M${at(-22, -6)}q${n(22 * u)} ${n(18 * u)} ${n(44 * u)} 0" stroke="${on}" stroke-width="${n(6 * u)}" fill="none" stroke-linecap="round"/>`
		}
		case 'leaf':
			// a faceted leaf, like folded sheet steel
			return P(`M${at(-42, 42)}L${at(-38, 2)}L${at(-20, -26)}L${at(8, -42)}L${at(44, -46)}z`, p.main) + P(`M${at(-42, 42)}L${at(44, -46)}L${at(38, -12)}L${at(22, 14)}L${at(-4, 34)}z`, p.second) + `<path d="M${at(-42, 42)}L${at(30, -32)}" stroke="${on}" stroke-width="${n(3 * u)}"/>`
		case 'bean':
			return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(30 * u)}" ry="${n(42 * u)}" fill="${p.main}" transform="rotate(-28 ${n(cx)} ${n(cy)})"/>` + `<path d="M${at(8, -38)}C${at(-14, -12)} ${at(18, 10)} ${at(-8, 38)}" stroke="${on}" stroke-width="${n(6 * u)}" fill="none" stroke-linecap="round"/>`
		case 'book':
			return P(`M${at(-44, -20)}q${n(22 * u)} ${n(-12 * u)} ${n(44 * u)} 0v${n(54 * u)}q${n(-22 * u)} ${n(-12 * u)} ${n(-44 * u)} 0z`, p.main) + P(`M${at(44, -20)}q${n(-22 * u)} ${n(-12 * u)} ${n(-44 * u)} 0v${n(54 * u)}q${n(22 * u)} ${n(-12 * u)} ${n(44 * u)} 0z`, p.main, 'fill-opacity=".8"') + P(`M${at(-8, -48)}q${n(14 * u)} ${n(-12 * u)} ${n(28 * u)} 0q${n(-6 * u)} ${n(6 * u)} ${n(-2 * u)} ${n(14 * u)}l${n(-18 * u)} ${n(4 * u)}z`, p.second) + circle(cx + 14 * u, cy - 52 * u, 2.5 * u, p.ink)
		case 'tlock': {
			const T = (dx: number, dy: number, fill: string) => P(`M${at(dx - 34, dy - 30)}h${n(68 * u)}v${n(18 * u)}h${n(-25 * u)}v${n(50 * u)}h${n(-18 * u)}v${n(-50 * u)}h${n(-25 * u)}z`, fill)
			// the second T laid over the first with a halo, so the two read as linked
			return T(-10, -8, p.main) + T(12, 10, p.second).replace('/>', ` stroke="${p.bg}" stroke-width="${n(6 * u)}" paint-order="stroke"/>`)
		}
		case 'weave': {
			let g = ''
			for (let i = 0; i < 4; i++) {
				g += rect(cx - 44 * u, cy - 40 * u + i * 22 * u, 88 * u, 14 * u, p.main, 3 * u)
				for (let k = 0; k < 4; k++) if ((i + k) % 2 === 0) g += rect(cx - 40 * u + k * 22 * u, cy - 44 * u + i * 22 * u, 14 * u, 22 * u, p.second, 0)
			}
			return g
		}
		case 'quill':
			return P(`M${at(-40, 4)}L${at(-14, 30)}L${at(40, -44)}C${at(20, -40)} ${at(-6, -20)} ${at(-14, 12)}L${at(-28, -2)}z`, p.main) + `<path d="M${at(-14, 30)}L${at(-22, 44)}" stroke="${p.ink}" stroke-width="${n(4 * u)}" stroke-linecap="round"/>` + `<path d="M${at(-8, 8)}L${at(26, -30)}" stroke="${on}" stroke-width="${n(2.5 * u)}"/>`
		case 'tree': {
			let g = rect(cx - 7 * u, cy - 2 * u, 14 * u, 44 * u, p.second, 2 * u)
			for (const [x, y, r] of [[0, -24, 26], [-26, -8, 20], [26, -8, 20], [-14, -34, 16], [16, -34, 16]] as const) g += circle(cx + x * u, cy + y * u, r * u, p.main)
			g += `<path d="M${at(-22, 4)}v${n(30 * u)}M${at(22, 4)}v${n(30 * u)}M${at(-12, 6)}v${n(36 * u)}M${at(12, 6)}v${n(36 * u)}" stroke="${p.second}" stroke-width="${n(3 * u)}"/>`
			return g + rect(cx - 44 * u, cy + 42 * u, 88 * u, 4 * u, p.second, 2 * u)
		}
		case 'paw':
			return `<ellipse cx="${n(cx)}" cy="${n(cy + 14 * u)}" rx="${n(24 * u)}" ry="${n(20 * u)}" fill="${p.main}"/>` + [[-30, -12], [-12, -32], [12, -32], [30, -12]].map(([x, y]) => `<ellipse cx="${n(cx + x! * u)}" cy="${n(cy + y! * u)}" rx="${n(10 * u)}" ry="${n(13 * u)}" fill="${p.main}"/>`).join('')
		case 'sun': {
			let g = ''
			for (let i = 0; i < 3; i++) for (let k = 0; k < 4; k++) g += rect(cx - 44 * u + k * 22.5 * u, cy + 2 * u + i * 14 * u, 19 * u, 11 * u, p.second, 1.5 * u)
			g += P(`M${at(-30, 0)}a${n(30 * u)} ${n(30 * u)} 0 0 1 ${n(60 * u)} 0z`, p.main)
			for (let i = 0; i < 7; i++) {
				const a = Math.PI * (1 + (i + 0.5) / 7)
				g += `<path d="M${n(cx + Math.cos(a) * 36 * u)} ${n(cy + Math.sin(a) * 36 * u)}L${n(cx + Math.cos(a) * 48 * u)} ${n(cy + Math.sin(a) * 48 * u)}" stroke="${p.main}" stroke-width="${n(5 * u)}" stroke-linecap="round"/>`
			}
			return g
		}
		case 'flower': {
			// a bluebonnet spike: stacked petals narrowing to a white tip, over a roof line
			let g = `<path d="M${at(0, 46)}L${at(0, -4)}" stroke="#3f7d3a" stroke-width="${n(4 * u)}"/>`
			for (let i = 0; i < 6; i++) {
				const y = 34 - i * 12
				const w = 20 - i * 2.6
				g += `<ellipse cx="${n(cx - w * 0.55 * u)}" cy="${n(cy + y * u)}" rx="${n(w * 0.5 * u)}" ry="${n(6 * u)}" fill="${i > 3 ? p.second : p.main}"/><ellipse cx="${n(cx + w * 0.55 * u)}" cy="${n(cy + y * u)}" rx="${n(w * 0.5 * u)}" ry="${n(6 * u)}" fill="${i > 3 ? p.second : p.main}"/>`
			}
			g += circle(cx, cy - 40 * u, 6 * u, '#ffffff', `stroke="${p.second}" stroke-width="${n(2 * u)}"`)
			return `<path d="M${at(-46, 14)}L${at(0, -28)}L${at(46, 14)}" stroke="${p.ink}" stroke-width="${n(5 * u)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` + g
		}
		case 'tealeaf':
			return P(`M${at(-34, 40)}C${at(-40, -6)} ${at(-6, -42)} ${at(40, -44)}C${at(38, 0)} ${at(6, 36)} ${at(-34, 40)}z`, p.main) + `<path d="M${at(-30, 36)}Q${at(6, 4)} ${at(34, -38)}M${at(-8, 12)}l${n(-2 * u)} ${n(-18 * u)}M${at(8, -4)}l${n(-2 * u)} ${n(-18 * u)}M${at(0, 6)}l${n(16 * u)} ${n(2 * u)}M${at(16, -10)}l${n(14 * u)} ${n(2 * u)}" stroke="${on}" stroke-width="${n(3 * u)}" fill="none" stroke-linecap="round"/>`
		case 'fern': {
			let g = `<path d="M${at(-44, 20)}Q${at(0, -20)} ${at(46, 10)}" stroke="${p.second}" stroke-width="${n(3 * u)}" fill="none"/>`
			for (let i = 0; i < 7; i++) {
				const t = (i + 1) / 8
				const x = -44 + 90 * t
				const y = 20 - 40 * t * (1 - t) * 2 + 10 * t * t
				g += `<ellipse cx="${n(cx + x * u)}" cy="${n(cy + (y - 8) * u)}" rx="${n(4 * u)}" ry="${n(9 * u)}" fill="${p.second}" transform="rotate(${n(-30 + t * 40)} ${n(cx + x * u)} ${n(cy + y * u)})"/><ellipse cx="${n(cx + x * u)}" cy="${n(cy + (y + 8) * u)}" rx="${n(4 * u)}" ry="${n(9 * u)}" fill="${p.second}" transform="rotate(${n(30 + t * 40)} ${n(cx + x * u)} ${n(cy + y * u)})"/>`
			}
			return g
		}
		case 'house':
			return P(`M${at(-44, 4)}L${at(0, -36)}L${at(44, 4)}`, 'none', `stroke="${p.main}" stroke-width="${n(8 * u)}" stroke-linejoin="round"`) + rect(cx - 28 * u, cy + 4 * u, 56 * u, 40 * u, p.second, 3 * u) + rect(cx - 8 * u, cy + 20 * u, 16 * u, 24 * u, '#ffffff')
		case 'wave':
			return `<path d="M${at(-44, -10)}q${n(11 * u)} ${n(-14 * u)} ${n(22 * u)} 0t${n(22 * u)} 0t${n(22 * u)} 0t${n(22 * u)} 0M${at(-44, 12)}q${n(11 * u)} ${n(-14 * u)} ${n(22 * u)} 0t${n(22 * u)} 0t${n(22 * u)} 0t${n(22 * u)} 0" stroke="${p.main}" stroke-width="${n(8 * u)}" fill="none" stroke-linecap="round"/>`
		default:
			return P(`M${at(0, -46)}Q${at(6, -6)} ${at(46, 0)}Q${at(6, 6)} ${at(0, 46)}Q${at(-6, 6)} ${at(-46, 0)}Q${at(-6, -6)} ${at(0, -46)}z`, p.main)
	}
}

// -------------------------------------------------------------------- forms

interface Ctx {
	rng: Rng
	name: string
	p: Pal
	m: Motif
	t: Type
}

function wordmark(c: Ctx): string {
	const { p, rng } = c
	const [main, rest] = mainAndRest(c.name)
	const t = c.t
	let g = ''
	if (c.m === 'paw') {
		// a playful wordmark: the "o" of the name becomes a paw print
		const label = main
		const i = label.toLowerCase().indexOf('o')
		const size = fitSize(label, 320, 72, t)
		const before = label.slice(0, Math.max(0, i))
		const after = i >= 0 ? label.slice(i + 1) : ''
		const total = width(before, size, t) + size * 0.62 + width(after, size, t)
		const x0 = S / 2 - total / 2
		const y = 200
		g += word(x0, y, before, size, p.main, t)
		g += motif('paw', x0 + width(before, size, t) + size * 0.31, y - size * 0.34, size * 0.62, p)
		g += word(x0 + width(before, size, t) + size * 0.62, y, after, size, p.main, t)
		if (rest) g += word(S / 2, y + 56, rest.toUpperCase(), fitSize(rest.toUpperCase(), 280, 26, TYPE.sans, 6), p.ink, TYPE.sans, { a: 'middle', ls: 6 })
		return g
	}
	// a large name with a small, widely spaced descriptor between rules, and a sprig above
	const size = fitSize(main, 330, 86, t)
	const y = rest ? 214 : 226
	g += motif(c.m, S / 2, y - size - 34, 70, p)
	g += word(S / 2, y, main, size, p.ink, t, { a: 'middle', ls: t.italic ? 0 : -1 })
	if (rest) {
		const label = rest.toUpperCase()
		const ls = rng.pick([5, 7])
		const rs = fitSize(label, 240, 20, TYPE.sans, ls)
		const rw = width(label, rs, TYPE.sans, ls)
		g += word(S / 2 + ls / 2, y + 52, label, rs, p.main, TYPE.sans, { a: 'middle', ls, weight: 700 })
		g += rect(S / 2 - rw / 2 - 70, y + 45, 50, 2, p.main) + rect(S / 2 + rw / 2 + 20, y + 45, 50, 2, p.main)
	}
	return g
}

function monogram(c: Ctx): string {
	const { p, rng } = c
	const letters = initials(c.name, 2)
	const cx = S / 2
	const cy = 168
	const shape = rng.int(0, 2)
	let g = ''
	if (shape === 0) g += circle(cx, cy, 108, 'none', `stroke="${p.main}" stroke-width="6"`) + circle(cx, cy, 96, 'none', `stroke="${p.main}" stroke-width="1.5"`)
	else if (shape === 1) g += rect(cx - 104, cy - 104, 208, 208, p.main, 36)
	else g += `<path d="M${cx} ${cy - 116}L${cx + 100} ${cy - 58}V${cy + 58}L${cx} ${cy + 116}L${cx - 100} ${cy + 58}V${cy - 58}z" fill="none" stroke="${p.main}" stroke-width="5"/>`
	const fg = shape === 1 ? '#ffffff' : p.ink
	// interlocked letters: the second overlaps the first, cut out with a halo in the ground colour
	const t = c.t
	const size = letters.length > 1 ? 128 : 150
	const [a, b] = [letters[0]!, letters[1] ?? '']
	const halo = shape === 1 ? p.main : p.bg
	if (b) {
		const wa = width(a, size, t)
		const wb = width(b, size, t)
		const overlap = Math.min(wa, wb) * 0.28
		const left = cx - (wa + wb - overlap) / 2
		g += word(left, cy + size * 0.36, a, size, fg, t)
		// the second letter overlaps the first, cut out by a halo in the ground colour
		const second = shape === 1 ? (p.second === p.main ? '#ffffff' : p.second) : p.main
		g += word(left + wa - overlap, cy + size * 0.36 + 16, b, size, second, t).replace('<text ', `<text stroke="${halo}" stroke-width="10" stroke-linejoin="round" paint-order="stroke" `)
	} else g += word(cx, cy + size * 0.36, a, size, fg, t, { a: 'middle' })
	// the motif tucked into the monogram as an accent
	g += motif(c.m, cx + 72, cy + 70, 44, { ...p, main: p.second === p.main ? p.ink : p.second, second: p.main }, shape === 1 ? p.main : '#ffffff')
	const label = c.name.toUpperCase()
	const ls = 4
	g += word(cx + ls / 2, 346, label, fitSize(label, 340, 22, TYPE.sans, ls), p.ink, TYPE.sans, { a: 'middle', ls, weight: 700 })
	return g
}

function emblem(c: Ctx): string {
	const { p, rng } = c
	const cx = S / 2
	const crest = c.m === 'book' || /crest|school/.test(c.name.toLowerCase())
	const est = `EST. ${1990 + (hashString(c.name) % 30)}`
	if (crest) {
		// a shield with the motif, a ribbon with the name, stars over the top
		let g = `<path d="M${cx} 40L${cx + 110} 70V170C${cx + 110} 240 ${cx + 60} 280 ${cx} 304C${cx - 60} 280 ${cx - 110} 240 ${cx - 110} 170V70z" fill="${p.main}"/>`
		g += `<path d="M${cx} 56L${cx + 94} 82V168C${cx + 94} 228 ${cx + 50} 262 ${cx} 284C${cx - 50} 262 ${cx - 94} 228 ${cx - 94} 168V82z" fill="none" stroke="${p.second}" stroke-width="3"/>`
		g += motif(c.m, cx, 168, 120, { ...p, main: '#ffffff', second: p.second }, p.main)
		const [l1, l2] = split(c.name.toUpperCase())
		g += `<path d="M${cx - 170} 300h340l-20 24 20 24H${cx - 170}l20-24z" fill="${p.second}"/>` + `<path d="M${cx - 150} 300l30 20V300zM${cx + 150} 300l-30 20V300z" fill="#000000" fill-opacity=".25"/>`
		const size = fitSize(l1, 250, 20, TYPE.serif, 2)
		g += word(cx, 330, l1, size, p.ink, TYPE.serif, { a: 'middle', ls: 2 })
		if (l2) g += word(cx, 374, l2, fitSize(l2, 300, 17, TYPE.sans, 5), p.main, TYPE.sans, { a: 'middle', ls: 5, weight: 700 })
		return g
	}
	if (c.m === 'tree' || rng.chance(0.3)) {
		// an arch with the motif inside and the name set below in serif capitals
		let g = `<path d="M${cx - 92} 250V130a92 92 0 0 1 184 0V250z" fill="none" stroke="${p.main}" stroke-width="5"/>` + `<path d="M${cx - 78} 250V134a78 78 0 0 1 156 0V250z" fill="${p.main}" fill-opacity=".08"/>`
		g += motif(c.m, cx, 160, 120, p)
		const [main, rest] = split(c.name.replace(/^the\s+/i, 'The '))
		const label = main.toUpperCase()
		g += word(cx + 2, 300, label, fitSize(label, 330, 34, c.t, 4), p.ink, c.t, { a: 'middle', ls: 4 })
		if (rest) g += word(cx + 3, 336, rest.toUpperCase(), fitSize(rest.toUpperCase(), 300, 18, TYPE.sans, 6), p.main, TYPE.sans, { a: 'middle', ls: 6, weight: 700 })
		return g
	}
	// a round badge: the name around the top, a date around the bottom, the motif inside
	const label = c.name.toUpperCase()
	const r = 132
	const size = fitSize(label, Math.PI * r * 0.95, 24, TYPE.sans, 4)
	let g = circle(cx, 200, 176, p.main) + circle(cx, 200, 164, 'none', `stroke="${p.bg}" stroke-width="3"`) + circle(cx, 200, 100, p.bg)
	g += arcText(label, cx, 200, r, 0, size, p.bg, TYPE.sans, 4)
	g += arcText(est, cx, 200, r, 180, 18, p.bg, TYPE.sans, 6, true)
	g += motif(c.m, cx, 200, 112, { ...p, main: p.main, second: p.ink }, p.bg)
	for (const dx of [-150, 150]) g += `<path d="M${cx + dx} 192l4 8 9 1-7 6 2 9-8-5-8 5 2-9-7-6 9-1z" fill="${p.bg}"/>`
	return g
}

function symbol(c: Ctx): string {
	const { p, rng } = c
	const [main, rest] = mainAndRest(c.name)
	const stacked = rng.chance(0.45) || c.name.length > 20
	const t = c.t
	let g = ''
	if (stacked) {
		g += motif(c.m, S / 2, 138, 150, p)
		const label = c.t === TYPE.condensed ? main.toUpperCase() : main
		const size = fitSize(label, 330, 58, t)
		g += word(S / 2, 272, label, size, p.ink, t, { a: 'middle', ls: c.t === TYPE.condensed ? 2 : -0.5 })
		if (rest) g += word(S / 2 + 3, 312, rest.toUpperCase(), fitSize(rest.toUpperCase(), 300, 19, TYPE.sans, 6), p.main, TYPE.sans, { a: 'middle', ls: 6, weight: 700 })
		return g
	}
	// symbol on the left, name on the right in two weights
	const ms = 104
	const label = c.t === TYPE.condensed ? main.toUpperCase() : main
	const size = fitSize(label, 210, 54, t)
	const restLabel = rest.toUpperCase()
	const rs = rest ? fitSize(restLabel, 230, 18, TYPE.sans, 4) : 0
	const textW = Math.max(width(label, size, t), rest ? width(restLabel, rs, TYPE.sans, 4, 700) : 0)
	const x0 = S / 2 - (ms + 22 + textW) / 2
	g += motif(c.m, x0 + ms / 2, 200, ms, p)
	g += word(x0 + ms + 22, rest ? 204 : 218, label, size, p.ink, t, { ls: -0.5 })
	if (rest) g += word(x0 + ms + 24, 236, restLabel, rs, p.main, TYPE.sans, { ls: 4, weight: 700 })
	return g
}

const FORMS: Record<Form, (c: Ctx) => string> = { wordmark, monogram, emblem, symbol }

/** Type that suits the form and the trade. */
function typeFor(form: Form, m: Motif, rng: Rng): Type {
	if (m === 'paw') return TYPE.rounded
	if (m === 'tlock' || m === 'leaf') return TYPE.condensed
	if (m === 'quill' || m === 'sun') return TYPE.geometric
	if (form === 'wordmark') return m === 'fern' ? TYPE.serifItalic : rng.pick([TYPE.didone, TYPE.serif])
	if (form === 'monogram') return rng.pick([TYPE.didone, TYPE.serif])
	if (form === 'emblem') return TYPE.serif
	return rng.pick([TYPE.sans, TYPE.geometric, TYPE.serif])
}

export function logoSvg(item: LogoItem): string {
	const rng = new Rng(`logo:${item.image}:${item.client}`)
	const name = item.client.trim()
	const form = formFor(item.title, rng)
	const [m, p] = motifFor(`${item.title} ${name}`, rng)
	const c: Ctx = { rng, name, p, m, t: typeFor(form, m, rng) }
	return onPalette(svgDoc({
		width: S,
		height: S,
		title: `${item.client} logo`,
		body: rect(0, 0, S, S, p.bg) + FORMS[form](c),
	}))
}

