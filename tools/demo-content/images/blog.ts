/**
 * Blog covers (1200×630) in the studio's flat style: one ground from the
 * studio palette, a few quiet shapes, and a motif drawn for the post's own
 * subject (a form with a focus ring, three speed gauges, a content calendar,
 * a balance between two frameworks …), so no two covers share a picture.
 * Posts with no motif of their own fall back on their category's. No text,
 * since the page sets the post title next to the image.
 */
import { BRAND, RAMPS, Rng, circle, compact, n, rect, svgDoc } from './lib.ts'

export interface BlogPost {
	image: string
	title: string
	category: string
}

export type Motif =
	| 'forms'
	| 'cart'
	| 'vitals'
	| 'system'
	| 'email'
	| 'versus'
	| 'network'
	| 'local'
	| 'upgrade'
	| 'migration'
	| 'rank'
	| 'calendar'
	| 'testing'
	| 'maintenance'
	| 'security'
	| 'headless'
	| 'links'
	| 'indexing'
	| 'keywords'
	| 'schema'
	| 'snippet'
	| 'hreflang'
	| 'images'
	| 'enquiries'

const W = 1200
const H = 630
const CX = W / 2
const CY = H / 2

/** Checked in order against the file name and title; earlier subjects win. */
const SUBJECTS: [Motif, RegExp][] = [
	['headless', /headless|decoupled/],
	['security', /security|harden|malware/],
	['maintenance', /maintenance|updates?\b|backups?/],
	['forms', /accessib|\bforms?\b/],
	['cart', /\bcart|abandon|checkout/],
	['vitals', /web vitals|page speed|performance/],
	['system', /design system|component/],
	['email', /e-?mail|deliverab|inbox/],
	['versus', /\bvs\b|framework|\bor\b.*\?/],
	['network', /linkedin|\bb2b\b|network/],
	['local', /\blocal\b|maps?\b/],
	['migration', /migrat|redesign/],
	['upgrade', /upgrade|magento/],
	['rank', /\brank|serp|service pages/],
	['calendar', /calendar|schedul|content plan/],
	['testing', /usability|user test|testing/],
	['links', /internal link/],
	['indexing', /indexing|search console/],
	['keywords', /keyword research/],
	['schema', /structured data|rich results/],
	['snippet', /title tags|meta descriptions?/],
	['hreflang', /hreflang/],
	['images', /image seo|alt text/],
	['enquiries', /enquir|\bga4\b/],
]

/** A category's own motif, for posts whose subject has none. */
const BY_CATEGORY: [RegExp, Motif][] = [
	[/wordpress|cms/, 'maintenance'],
	[/e-?commerce|shop|store/, 'cart'],
	[/seo|search/, 'rank'],
	[/social|marketing/, 'calendar'],
	[/design|ui|ux/, 'system'],
	[/web|develop/, 'vitals'],
]

export function motifFor(category: string, title = '', image = ''): Motif {
	const hay = `${image.replace(/[-.]/g, ' ')} ${title}`.toLowerCase()
	for (const [motif, re] of SUBJECTS) if (re.test(hay)) return motif
	const cat = category.toLowerCase()
	for (const [re, motif] of BY_CATEGORY) if (re.test(cat)) return motif
	return 'system'
}

interface Colors {
	bg: string
	/** Quiet shapes on the ground. */
	decor: string
	/** Cards and windows. */
	paper: string
	main: string
	accent: string
	second: string
	/** Outlines, text bars and dark parts. */
	ink: string
	/** Faint bars and hairlines on paper. */
	faint: string
}

type Ground = 'deep' | 'blue' | 'sky' | 'amber' | 'teal' | 'coral'

const GROUNDS: Record<Ground, Colors> = {
	deep: { bg: BRAND.deep, decor: RAMPS.blue[7], paper: '#ffffff', main: RAMPS.blue[4], accent: BRAND.accent, second: RAMPS.teal[2], ink: BRAND.deep, faint: RAMPS.blue[1] },
	blue: { bg: BRAND.blue, decor: RAMPS.blue[4], paper: '#ffffff', main: BRAND.deep, accent: BRAND.accent, second: RAMPS.coral[3], ink: BRAND.deep, faint: RAMPS.blue[1] },
	sky: { bg: RAMPS.blue[1], decor: RAMPS.blue[2], paper: '#ffffff', main: BRAND.blue, accent: BRAND.accent, second: RAMPS.coral[3], ink: BRAND.deep, faint: RAMPS.blue[1] },
	amber: { bg: RAMPS.amber[1], decor: RAMPS.amber[2], paper: '#ffffff', main: BRAND.blue, accent: RAMPS.coral[3], second: RAMPS.teal[3], ink: BRAND.deep, faint: RAMPS.amber[0] },
	teal: { bg: RAMPS.teal[1], decor: RAMPS.teal[2], paper: '#ffffff', main: BRAND.blue, accent: BRAND.accent, second: RAMPS.coral[3], ink: BRAND.deep, faint: RAMPS.teal[0] },
	coral: { bg: RAMPS.coral[1], decor: RAMPS.coral[2], paper: '#ffffff', main: BRAND.blue, accent: BRAND.accent, second: RAMPS.teal[3], ink: BRAND.deep, faint: RAMPS.coral[0] },
}

/** Each motif's ground, chosen so that covers of one category sit on different grounds. */
const GROUND: Record<Motif, Ground> = {
	system: 'amber',
	forms: 'deep',
	testing: 'teal',
	vitals: 'deep',
	email: 'blue',
	versus: 'sky',
	calendar: 'coral',
	network: 'blue',
	local: 'sky',
	migration: 'deep',
	rank: 'amber',
	cart: 'teal',
	upgrade: 'blue',
	maintenance: 'sky',
	security: 'deep',
	headless: 'coral',
	links: 'teal',
	indexing: 'blue',
	keywords: 'coral',
	schema: 'deep',
	snippet: 'sky',
	hreflang: 'amber',
	images: 'coral',
	enquiries: 'teal',
}

// ------------------------------------------------------------------ drawing

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
const line = (d: string, stroke: string, width: number, extra = '') =>
	`<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra.includes('linecap') ? '' : ' stroke-linecap="round"'} stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`

/** A flat card: a solid offset shadow in the ink colour, then the card. */
function card(c: Colors, x: number, y: number, w: number, h: number, fill = c.paper, r = 18): string {
	return rect(x + 12, y + 14, w, h, c.ink, r, 'fill-opacity=".16"') + rect(x, y, w, h, fill, r)
}

/** A round badge with a tick. */
function tick(c: Colors, x: number, y: number, r: number, fill = c.accent): string {
	return circle(x, y, r, fill) + line(`M${n(x - r * 0.42)} ${n(y + r * 0.02)}l${n(r * 0.3)} ${n(r * 0.3)} ${n(r * 0.55)}-${n(r * 0.6)}`, c.ink, r * 0.18)
}

/** A browser window's frame with its three dots; the content area starts 56 below y. */
function windowFrame(c: Colors, x: number, y: number, w: number, h: number): string {
	let g = card(c, x, y, w, h) + rect(x, y + 44, w, 3, c.faint)
	for (let i = 0; i < 3; i++) g += circle(x + 26 + i * 20, y + 22, 6, [RAMPS.coral[3], BRAND.accent, RAMPS.teal[3]][i]!)
	return g
}

/** Placeholder text: rounded bars. */
function bars(x: number, y: number, widths: number[], fill: string, h = 12, gap = 22): string {
	return widths.map((w, i) => rect(x, y + i * gap, w, h, fill, h / 2)).join('')
}

/** A head-and-shoulders avatar in a circle. */
function avatar(c: Colors, x: number, y: number, r: number, ring: string, skin: string): string {
	return circle(x, y, r, ring) + circle(x, y - r * 0.18, r * 0.36, skin) + path(`M${n(x - r * 0.62)} ${n(y + r * 0.72)}a${n(r * 0.62)} ${n(r * 0.5)} 0 0 1 ${n(r * 1.24)} 0z`, skin)
}

const SKINS = ['#f3cfb3', '#d69f76', '#9a6440', '#e8b894', '#7a4a2c']

const MOTIFS: Record<Motif, (c: Colors, rng: Rng) => string> = {
	forms(c) {
		const x = CX - 330
		const y = 110
		let g = card(c, x, y, 440, 410)
		for (let i = 0; i < 3; i++) {
			const fy = y + 40 + i * 92
			g += rect(x + 36, fy, 110 + i * 30, 12, c.ink, 6, 'fill-opacity=".7"')
			g += rect(x + 36, fy + 24, 368, 46, c.paper, 10, `stroke="${i === 1 ? c.main : RAMPS.neutral[3]}" stroke-width="${i === 1 ? 4 : 2}"`)
			if (i === 1) g += rect(x + 28, fy + 16, 384, 62, 'none', 16, `stroke="${c.accent}" stroke-width="5"`) + rect(x + 54, fy + 36, 4, 22, c.ink)
		}
		g += rect(x + 36, y + 316, 26, 26, c.main, 6) + line(`M${x + 42} ${y + 329}l6 6 10-12`, '#fff', 4) + rect(x + 76, y + 323, 180, 12, c.faint, 6)
		g += rect(x + 36, y + 360, 170, 30, c.main, 10)
		// the accessibility figure
		const ax = CX + 250
		const ay = CY - 10
		g += circle(ax, ay, 110, c.accent) + circle(ax, ay, 86, 'none', `stroke="${c.ink}" stroke-width="8"`)
		g += circle(ax, ay - 46, 14, c.ink) + line(`M${ax - 52} ${ay - 20}h104M${ax} ${ay - 20}v46M${ax} ${ay + 26}l-30 44M${ax} ${ay + 26}l30 44`, c.ink, 14)
		return g
	},

	cart(c) {
		let g = ''
		const x = CX - 330
		const y = CY - 120
		// the cart, with one parcel still in it and two leaving along a dashed arc
		g += rect(x + 110, y + 70, 90, 80, c.main, 10) + rect(x + 148, y + 70, 14, 80, '#fff', 0, 'fill-opacity=".45"')
		g += line(`M${x - 10} ${y}h64l44 200h230l40-150H${x + 80}`, c.ink, 20)
		g += circle(x + 130, y + 250, 26, c.ink) + circle(x + 310, y + 250, 26, c.ink) + circle(x + 130, y + 250, 9, c.bg) + circle(x + 310, y + 250, 9, c.bg)
		g += line(`M${x + 280} ${y + 20}C${x + 360} ${y - 120} ${x + 520} ${y - 120} ${x + 600} ${y - 20}`, c.ink, 6, 'stroke-dasharray="4 18" stroke-opacity=".55"')
		g += rect(x + 400, y - 110, 64, 58, c.second, 8, `transform="rotate(-14 ${x + 432} ${y - 81})"`)
		g += rect(x + 520, y - 90, 58, 52, c.accent, 8, `transform="rotate(12 ${x + 549} ${y - 64})"`)
		// the checkout card: three steps, the last one still open
		const kx = CX + 150
		const ky = CY - 20
		g += card(c, kx, ky, 300, 200)
		for (let i = 0; i < 3; i++) g += circle(kx + 60 + i * 90, ky + 60, 22, i < 2 ? c.main : 'none', i < 2 ? '' : `stroke="${c.main}" stroke-width="5" stroke-dasharray="8 7"`)
		g += line(`M${kx + 82} ${ky + 60}h46M${kx + 172} ${ky + 60}h46`, c.main, 5)
		g += bars(kx + 38, ky + 116, [200, 140], c.faint, 14, 30)
		return g
	},

	vitals(c) {
		let g = ''
		const colours = [RAMPS.leaf[3], c.accent, RAMPS.coral[3]]
		for (let i = 0; i < 3; i++) {
			const x = CX - 330 + i * 330
			const y = CY + 30
			const r = 120 - (i === 1 ? 0 : 16)
			g += card(c, x - r - 30, y - r - 50, 2 * r + 60, r + 150, c.paper, 24)
			g += line(`M${x - r} ${y}a${r} ${r} 0 0 1 ${2 * r} 0`, c.faint, 26, 'stroke-linecap="butt"')
			const share = [0.78, 0.5, 0.22][i]!
			const a = Math.PI * (1 - share)
			g += line(`M${x - r} ${y}A${r} ${r} 0 0 1 ${n(x + r * Math.cos(a))} ${n(y - r * Math.sin(a))}`, colours[i]!, 26, 'stroke-linecap="butt"')
			g += line(`M${x} ${y}L${n(x + (r - 34) * Math.cos(a))} ${n(y - (r - 34) * Math.sin(a))}`, c.ink, 10) + circle(x, y, 14, c.ink)
			g += rect(x - 50, y + 40, 100, 14, c.ink, 7, 'fill-opacity=".75"') + rect(x - 34, y + 66, 68, 10, c.faint, 5)
		}
		return g
	},

	system(c, rng) {
		let g = ''
		const x = CX - 330
		const y = 80
		// a bento of components: type specimen, swatches, buttons, a toggle, icons
		g += card(c, x, y, 250, 230, c.main)
		g += `<text x="${x + 40}" y="${y + 160}" class="s" font-size="120" font-weight="700" fill="#fff">Aa</text>`
		g += card(c, x + 280, y, 380, 110)
		const sw = [BRAND.deep, BRAND.blue, RAMPS.blue[2], c.second, BRAND.accent]
		sw.forEach((col, i) => (g += circle(x + 330 + i * 70, y + 55, 26, col)))
		g += card(c, x + 280, y + 140, 180, 90)
		g += rect(x + 310, y + 170, 120, 30, c.main, 15)
		g += card(c, x + 490, y + 140, 170, 90)
		g += rect(x + 520, y + 166, 84, 40, c.second, 20) + circle(x + 584, y + 186, 16, '#fff')
		g += card(c, x, y + 260, 420, 150)
		g += bars(x + 36, y + 296, [rng.range(240, 320), 340, rng.range(200, 280)], c.faint, 14, 30)
		g += card(c, x + 450, y + 260, 210, 150, c.ink)
		for (let i = 0; i < 3; i++) for (let j = 0; j < 2; j++) g += rect(x + 484 + i * 54, y + 290 + j * 54, 36, 36, [c.accent, RAMPS.blue[3], c.second][(i + j) % 3]!, (i + j) % 2 ? 18 : 6)
		return g
	},

	email(c) {
		let g = ''
		// a dashed flight path from the left, ending at the envelope
		g += line(`M120 ${CY + 150}C260 ${CY + 40} 300 ${CY + 220} 440 ${CY + 60}`, '#fff', 6, 'stroke-dasharray="4 18" stroke-opacity=".7"')
		const x = CX - 160
		const y = CY - 90
		g += rect(x + 40, y - 90, 240, 200, c.paper, 10, `stroke="${c.faint}" stroke-width="3"`) + bars(x + 76, y - 56, [160, 120, 168], c.faint, 14, 30)
		g += rect(x + 12, y + 14, 320, 210, c.ink, 16, 'fill-opacity=".16"')
		g += path(`M${x} ${y + 20}l160 110 160-110v190a16 16 0 0 1-16 16H${x + 16}a16 16 0 0 1-16-16z`, RAMPS.blue[1])
		g += path(`M${x} ${y + 226}l130-104M${x + 320} ${y + 226}l-130-104`, 'none', `stroke="${RAMPS.blue[2]}" stroke-width="6"`)
		g += path(`M${x} ${y + 20}l160 110 160-110`, 'none', `stroke="${c.main}" stroke-width="8" stroke-linejoin="round"`)
		g += tick(c, x + 320, y + 20, 48)
		// the inbox tray on the right
		const tx = CX + 250
		const ty = CY + 20
		g += card(c, tx, ty, 200, 150, c.paper, 14) + path(`M${tx + 20} ${ty + 70}h50l16 26h48l16-26h30`, 'none', `stroke="${c.main}" stroke-width="8" stroke-linejoin="round"`)
		return g
	},

	versus(c) {
		let g = ''
		// a balance with a framework on each pan
		g += path(`M${CX - 70} 560h140l-40-60h-60z`, c.ink) + rect(CX - 10, 170, 20, 340, c.ink, 6)
		g += line(`M${CX - 300} 200L${CX + 300} 170`, c.ink, 16) + circle(CX, 185, 26, c.accent)
		for (const side of [-1, 1]) {
			const px = CX + side * 300
			const py = side < 0 ? 200 : 170
			g += line(`M${px} ${py}l-90 160M${px} ${py}l90 160`, c.ink, 5)
			g += path(`M${px - 130} ${py + 160}h260a130 40 0 0 1-260 0z`, c.main)
			const wx = px - 110
			const wy = py + 20
			g += card(c, wx, wy, 220, 130, side < 0 ? c.paper : BRAND.deep, 14)
			const ink = side < 0 ? c.main : c.accent
			g += side < 0 ? line(`M${wx + 70} ${wy + 40}l-30 26 30 26M${wx + 150} ${wy + 40}l30 26-30 26`, ink, 12) : line(`M${wx + 80} ${wy + 36}c-20 0-20 6-20 18v8c0 7-5 10-14 10 9 0 14 3 14 10v8c0 12 0 18 20 18M${wx + 140} ${wy + 36}c20 0 20 6 20 18v8c0 7 5 10 14 10-9 0-14 3-14 10v8c0 12 0 18-20 18`, ink, 10)
		}
		return g
	},

	network(c, rng) {
		let g = ''
		const centre: [number, number] = [CX - 40, CY]
		const nodes: [number, number][] = [
			[CX - 330, CY - 150],
			[CX - 360, CY + 110],
			[CX - 120, CY + 200],
			[CX + 160, CY + 170],
			[CX + 240, CY - 60],
			[CX - 40, CY - 220],
		]
		g += line(nodes.map(([x, y], i) => `M${centre[0]} ${centre[1]}L${x} ${y}` + (i ? `M${nodes[i - 1]![0]} ${nodes[i - 1]![1]}L${x} ${y}` : '')).join(''), '#fff', 5, 'stroke-opacity=".5"')
		nodes.forEach(([x, y], i) => (g += avatar(c, x, y, 46, i % 2 ? c.paper : RAMPS.blue[1], SKINS[(i + rng.int(0, 4)) % SKINS.length]!)))
		g += circle(centre[0], centre[1], 92, c.accent) + avatar(c, centre[0], centre[1], 74, c.paper, SKINS[1]!)
		// an enquiry arriving: a speech bubble with a rising line
		const bx = CX + 300
		const by = CY + 40
		g += card(c, bx, by - 150, 230, 150, c.paper, 18) + path(`M${bx + 40} ${by}l-10 40 50-40z`, c.paper)
		g += line(`M${bx + 30} ${by - 40}l50-30 40 18 70-60`, c.main, 10) + circle(bx + 190, by - 112, 12, c.accent)
		return g
	},

	local(c) {
		let g = ''
		// a folded map with roads and a river
		const x = CX - 380
		const y = 120
		const folds = [0, 150, 300, 450]
		g += rect(x + 12, y + 20, 450, 380, c.ink, 0, 'fill-opacity=".16"')
		for (let i = 0; i < 3; i++) g += path(`M${x + folds[i]!} ${y + (i % 2 ? 20 : 0)}h150v${380}h-150z`, i % 2 ? RAMPS.leaf[1] : RAMPS.leaf[0])
		g += line(`M${x} ${y + 250}C${x + 120} ${y + 200} ${x + 300} ${y + 330} ${x + 450} ${y + 270}`, RAMPS.blue[2], 22)
		g += line(`M${x + 40} ${y + 20}L${x + 200} ${y + 390}M${x} ${y + 120}H${x + 450}M${x + 330} ${y}V${y + 400}`, '#fff', 14)
		// the pin
		const px = x + 240
		const py = y + 190
		g += path(`M${px} ${py + 120}c-60-80-90-120-90-170a90 90 0 0 1 180 0c0 50-30 90-90 170z`, RAMPS.coral[3]) + circle(px, py - 50, 34, '#fff')
		// the checklist
		const kx = CX + 130
		const ky = 130
		g += card(c, kx, ky, 300, 370)
		for (let i = 0; i < 5; i++) g += (i < 4 ? tick({ ...c, accent: RAMPS.leaf[3], ink: '#fff' }, kx + 56, ky + 56 + i * 66, 20) : circle(kx + 56, ky + 56 + i * 66, 20, 'none', `stroke="${RAMPS.neutral[3]}" stroke-width="4"`)) + rect(kx + 96, ky + 50 + i * 66, [160, 130, 170, 120, 150][i]!, 12, c.faint, 6)
		return g
	},

	upgrade(c) {
		let g = ''
		// a shop front on rising steps, an arrow climbing with it
		const x = CX - 360
		const base = 540
		for (let i = 0; i < 4; i++) g += rect(x - 60 + i * 150, base - 40 - i * 40, 150, 40 + i * 40, i % 2 ? BRAND.deep : RAMPS.blue[7])
		const sx = CX - 40
		const sy = base - 160 - 270
		g += card(c, sx, sy + 70, 300, 200, c.paper, 8)
		for (let i = 0; i < 6; i++) g += path(`M${sx - 20 + i * 56} ${sy + 20}h56v60a28 28 0 0 1-56 0z`, i % 2 ? c.paper : c.accent)
		g += rect(sx - 20, sy, 340, 24, c.ink, 6)
		g += rect(sx + 30, sy + 130, 100, 140, c.main, 6) + rect(sx + 160, sy + 120, 110, 80, RAMPS.blue[1], 6) + circle(sx + 112, sy + 200, 6, c.accent)
		g += line(`M${x - 40} ${base - 90}L${x + 150} ${base - 190}L${x + 230} ${base - 150}L${x + 330} ${base - 330}`, c.accent, 16) + path(`M${x + 300} ${base - 330}l44-34 6 56z`, c.accent, `transform="rotate(20 ${x + 330} ${base - 330})"`)
		return g
	},

	migration(c) {
		let g = ''
		// two site maps: the old one on the left, the new on the right, pages mapped across
		const tree = (x: number, fill: string, paper: string) => {
			const t = card(c, x - 60, 100, 120, 70, fill, 12)
			let links = `M${x} 170v40`
			let pages = ''
			for (let i = 0; i < 3; i++) {
				const cx = x - 140 + i * 140
				links += `M${cx} 210v30M${cx} 304v40`
				pages += rect(cx - 50, 240, 100, 64, paper, 10) + rect(cx - 30, 262, 60, 10, RAMPS.neutral[3], 5) + rect(cx - 40, 344, 80, 52, paper, 10)
			}
			return t + line(`${links}M${x - 140} 210h280`, RAMPS.blue[3], 5) + pages
		}
		g += tree(CX - 300, RAMPS.blue[4], RAMPS.blue[1]) + tree(CX + 300, c.accent, '#fff')
		for (let i = 0; i < 3; i++) {
			const col = [c.accent, RAMPS.teal[2], '#fff'][i]!
			g += line(`M${CX - 160 + i * 20} ${430 + i * 26}C${CX - 60} ${520 + i * 10} ${CX + 60} ${520 + i * 10} ${CX + 160 - i * 20} ${430 + i * 26}`, col, 6) + path(`M${CX + 150 - i * 20} ${412 + i * 26}l20 18-24 10z`, col)
		}
		return g
	},

	rank(c) {
		let g = ''
		// a search bar, results under it with the first one lifted, and a podium
		const x = CX - 380
		g += card(c, x, 80, 520, 70, c.paper, 35) + circle(x + 50, 115, 16, 'none', `stroke="${c.main}" stroke-width="6"`) + line(`M${x + 62} ${127}l14 14`, c.main, 6) + rect(x + 90, 109, 240, 12, c.faint, 6)
		for (let i = 0; i < 3; i++) {
			const y = 190 + i * 110 + (i ? 10 : 0)
			const lift = i === 0
			g += card(c, x + (lift ? -16 : 0), y, 520 + (lift ? 32 : 0), 90, lift ? c.main : c.paper, 14)
			g += rect(x + 30, y + 24, 260, 14, lift ? '#fff' : c.main, 7, lift ? '' : 'fill-opacity=".6"') + rect(x + 30, y + 52, 380, 10, lift ? RAMPS.blue[2] : c.faint, 5)
		}
		g += circle(x + 500, 234, 30, c.accent) + path(`M${x + 500} ${216}l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z`, '#fff')
		const px = CX + 220
		g += rect(px, 330, 110, 200, c.main, 6) + rect(px - 110, 400, 110, 130, RAMPS.blue[3], 6) + rect(px + 110, 440, 110, 90, RAMPS.blue[2], 6)
		g += circle(px + 55, 290, 30, c.accent) + path(`M${px + 35} 312l-8 40 28-14 28 14-8-40z`, RAMPS.coral[3])
		return g
	},

	calendar(c, rng) {
		let g = ''
		const x = CX - 330
		const y = 100
		const w = 560
		g += card(c, x, y, w, 420) + path(`M${x} ${y + 18}a18 18 0 0 1 18-18h${w - 36}a18 18 0 0 1 18 18v62H${x}z`, c.main)
		for (let i = 0; i < 4; i++) g += rect(x + 90 + i * 120, y - 24, 16, 52, c.ink, 8)
		const cols = 7
		const cw = (w - 60) / cols
		const kinds = [c.second, c.accent, RAMPS.teal[3], RAMPS.blue[3]]
		// the empty days are one patterned area; the planned posts are drawn over it
		g += rect(x + 30, y + 110, cw * cols, 74 * 4, 'url(#day)')
		for (let r = 0; r < 4; r++)
			for (let k = 0; k < cols; k++) {
				if (!(rng.chance(0.3) || (r === 1 && k === 3))) continue
				const cx = x + 30 + k * cw
				const cy = y + 110 + r * 74
				g += rect(cx + 4, cy, cw - 8, 62, kinds[(r + k) % 4]!, 10) + circle(cx + cw / 2, cy + 31, 10, '#fff')
			}
		// a pencil resting across the corner
		g += `<g transform="rotate(-38 ${CX + 330} ${CY + 120})">${rect(CX + 180, CY + 100, 250, 40, c.accent, 6)}${path(`M${CX + 430} ${CY + 100}l50 20-50 20z`, RAMPS.amber[1])}${path(`M${CX + 462} ${CY + 113}l18 7-18 7z`, c.ink)}${rect(CX + 160, CY + 100, 30, 40, RAMPS.coral[2], 6)}</g>`
		return g
	},

	testing(c, rng) {
		let g = ''
		// five testers above a laptop, a stopwatch for the afternoon
		const lx = CX - 260
		const ly = 260
		g += card(c, lx, ly, 420, 260, BRAND.deep, 16) + rect(lx + 20, ly + 20, 380, 220, c.paper, 6)
		g += rect(lx + 44, ly + 44, 180, 14, c.main, 7) + rect(lx + 44, ly + 76, 330, 90, RAMPS.blue[1], 8) + rect(lx + 44, ly + 184, 110, 34, c.accent, 10)
		g += circle(lx + 200, ly + 200, 28, 'none', `stroke="${RAMPS.coral[3]}" stroke-width="6"`)
		g += path(`M${lx - 60} ${ly + 260}h540l-30 40h-480z`, c.ink)
		for (let i = 0; i < 5; i++) g += avatar(c, lx + 20 + i * 95, 150 + (i % 2) * 16, 40, [c.paper, RAMPS.blue[1], c.paper, RAMPS.amber[1], c.paper][i]!, SKINS[(i + rng.int(0, 4)) % SKINS.length]!)
		const sx = CX + 320
		const sy = CY + 60
		g += rect(sx - 16, sy - 150, 32, 30, c.ink, 6) + circle(sx, sy, 120, c.ink) + circle(sx, sy, 100, c.paper)
		g += path(`M${sx} ${sy}V${sy - 100}A100 100 0 0 1 ${n(sx + 100 * Math.sin(Math.PI * 0.6))} ${n(sy - 100 * Math.cos(Math.PI * 0.6))}z`, c.accent) + line(`M${sx} ${sy}V${sy - 76}`, c.ink, 10) + circle(sx, sy, 12, c.ink)
		return g
	},

	maintenance(c) {
		let g = ''
		const x = CX - 360
		const y = 90
		g += windowFrame(c, x, y, 480, 400)
		for (let i = 0; i < 4; i++) {
			const by = y + 80 + i * 76
			g += rect(x + 30, by, 420, 58, i === 1 ? RAMPS.blue[1] : c.faint, 10) + rect(x + 48, by + 17, 24, 24, i === 1 ? c.main : RAMPS.neutral[3], 6) + rect(x + 90, by + 23, [220, 180, 260, 150][i]!, 12, RAMPS.neutral[3], 6)
			g += i < 3 ? tick({ ...c, accent: RAMPS.leaf[3], ink: '#fff' }, x + 412, by + 29, 16) : circle(x + 412, by + 29, 16, 'none', `stroke="${RAMPS.neutral[3]}" stroke-width="4"`)
		}
		// a gear and a wrench in front
		const gx = CX + 230
		const gy = CY - 10
		let teeth = ''
		for (let i = 0; i < 8; i++) teeth += rect(gx - 22, gy - 140, 44, 50, c.main, 8, `transform="rotate(${i * 45} ${gx} ${gy})"`)
		g += teeth + circle(gx, gy, 110, c.main) + circle(gx, gy, 44, c.bg)
		g += `<g transform="rotate(-40 ${gx} ${gy + 40})">${rect(gx - 24, gy - 60, 48, 260, c.accent, 24)}${path(`M${gx - 60} ${gy - 60}a60 60 0 1 0 120 0l-30 0v30h-60v-30z`, c.accent)}</g>`
		return g
	},

	security(c) {
		let g = ''
		// stacked content blocks behind a shield with a padlock
		for (let i = 0; i < 4; i++) {
			const y = 150 + i * 90
			g += rect(CX - 440 + (i % 2) * 30, y, 300, 64, RAMPS.blue[7], 14) + rect(CX - 410 + (i % 2) * 30, y + 22, 180, 20, RAMPS.blue[6], 10)
			g += rect(CX + 170 - (i % 2) * 30, y, 280, 64, RAMPS.blue[7], 14) + rect(CX + 200 - (i % 2) * 30, y + 22, 160, 20, RAMPS.blue[6], 10)
		}
		g += circle(CX, CY, 250, 'none', `stroke="${RAMPS.blue[4]}" stroke-width="4" stroke-dasharray="2 22" stroke-opacity=".8"`)
		const shield = `M${CX} 80l200 70v140c0 130-90 210-200 260-110-50-200-130-200-260V150z`
		g += path(shield, c.ink, `transform="translate(14 16)" fill-opacity=".4"`) + path(shield, c.main) + path(`M${CX} 80l200 70v140c0 130-90 210-200 260z`, RAMPS.blue[5], 'fill-opacity=".6"')
		g += path(`M${CX - 44} 290v-40a44 44 0 0 1 88 0v40`, 'none', `stroke="${c.paper}" stroke-width="18"`) + rect(CX - 72, 280, 144, 120, c.accent, 16) + circle(CX, 330, 14, c.ink) + rect(CX - 6, 334, 12, 36, c.ink, 6)
		return g
	},

	headless(c) {
		let g = ''
		// one content store, its content flowing out to three screens
		const bx = CX - 320
		const by = CY
		const cube = (x: number, y: number, s: number) =>
			path(`M${x} ${y - s}l${s} ${s / 2}-${s} ${s / 2}-${s}-${s / 2}z`, RAMPS.blue[2]) + path(`M${x - s} ${y - s / 2}l${s} ${s / 2}v${s}l-${s}-${s / 2}z`, c.main) + path(`M${x + s} ${y - s / 2}l-${s} ${s / 2}v${s}l${s}-${s / 2}z`, BRAND.deep)
		g += cube(bx, by + 40, 130)
		const targets: [number, number][] = [
			[CX + 90, 170],
			[CX + 360, CY + 70],
			[CX + 110, 500],
		]
		for (const [tx, ty] of targets) g += line(`M${bx + 130} ${by}C${bx + 300} ${by} ${tx - 200} ${ty} ${tx - 70} ${ty}`, c.ink, 6, 'stroke-dasharray="2 16"')
		// a laptop, a phone and a watch
		const [l, p, w] = targets as [[number, number], [number, number], [number, number]]
		g += card(c, l[0] - 60, l[1] - 90, 260, 160, BRAND.deep, 12) + rect(l[0] - 46, l[1] - 76, 232, 132, c.paper, 4) + bars(l[0] - 26, l[1] - 50, [120, 180, 150], c.faint, 14, 30) + path(`M${l[0] - 90} ${l[1] + 70}h320l-20 24h-280z`, c.ink)
		g += card(c, p[0] - 50, p[1] - 110, 130, 230, BRAND.deep, 22) + rect(p[0] - 38, p[1] - 90, 106, 180, c.paper, 8) + rect(p[0] - 24, p[1] - 70, 78, 60, c.accent, 8) + bars(p[0] - 24, p[1] + 6, [78, 56], c.faint, 12, 26)
		g += rect(w[0] - 6, w[1] - 80, 72, 160, c.ink, 16) + card(c, w[0] - 30, w[1] - 60, 120, 120, BRAND.deep, 28) + circle(w[0] + 30, w[1], 40, c.second)
		return g
	},

	links(c) {
		let g = ''
		// a hub page in the middle, its pages around it, each linked up to it and the hub down to each
		const hub: [number, number] = [CX - 60, CY]
		const pages: [number, number][] = [
			[CX - 390, CY - 170],
			[CX - 420, CY + 120],
			[CX - 90, CY - 250],
			[CX + 250, CY - 170],
			[CX + 300, CY + 110],
			[CX - 40, CY + 230],
		]
		for (const [x, y] of pages) g += line(`M${hub[0]} ${hub[1]}L${x} ${y}`, c.ink, 6, 'stroke-opacity=".55"')
		for (const [i, [x, y]] of pages.entries()) {
			g += card(c, x - 70, y - 48, 140, 96, c.paper, 12) + rect(x - 46, y - 26, 60 + (i % 3) * 14, 12, c.main, 6) + bars(x - 46, y - 2, [92, 70], c.faint, 10, 20)
			g += circle(x + 52, y - 30, 12, i % 2 ? c.second : c.accent)
		}
		g += card(c, hub[0] - 130, hub[1] - 90, 260, 180, c.main, 18) + rect(hub[0] - 96, hub[1] - 56, 150, 18, '#fff', 9) + bars(hub[0] - 96, hub[1] - 18, [190, 150, 170], RAMPS.blue[2], 12, 26)
		g += circle(hub[0] + 112, hub[1] - 74, 30, c.accent) + line(`M${hub[0] + 98} ${hub[1] - 70}l10 10 18-22`, c.ink, 6)
		return g
	},

	indexing(c) {
		let g = ''
		// a report: a stacked column chart of pages indexed and not, and a magnifier over one column
		const x = CX - 380
		const y = 100
		g += card(c, x, y, 560, 420) + rect(x + 36, y + 36, 200, 16, c.ink, 8, 'fill-opacity=".7"') + rect(x + 36, y + 66, 120, 10, c.faint, 5)
		const heights = [120, 150, 170, 160, 200, 230, 250]
		heights.forEach((h, i) => {
			const bx = x + 50 + i * 68
			const base = y + 380
			g += rect(bx, base - h, 44, h, RAMPS.leaf[3], 6) + rect(bx, base - h - 70 + i * 6, 44, 64 - i * 6, RAMPS.neutral[3], 6)
		})
		g += rect(x + 36, y + 386, 488, 4, c.faint, 2)
		const mx = CX + 300
		const my = CY - 20
		g += line(`M${mx + 70} ${my + 70}l90 90`, c.ink, 34) + circle(mx, my, 110, c.paper) + circle(mx, my, 110, 'none', `stroke="${c.ink}" stroke-width="22"`)
		g += rect(mx - 40, my - 30, 80, 26, RAMPS.neutral[3], 6) + rect(mx - 40, my + 2, 80, 60, RAMPS.leaf[3], 6)
		return g
	},

	keywords(c, rng) {
		let g = ''
		// many phrases poured into a funnel, one plan coming out of it
		const colours = [c.paper, RAMPS.blue[1], c.second, c.paper, RAMPS.amber[1]]
		for (let i = 0; i < 14; i++) {
			const row = Math.floor(i / 5)
			const x = CX - 430 + (i % 5) * 150 + row * 40 + rng.int(-10, 10)
			const y = 60 + row * 56
			g += rect(x, y, rng.range(90, 130), 36, colours[i % colours.length]!, 18) + rect(x + 18, y + 13, 50, 10, c.ink, 5, 'fill-opacity=".35"')
		}
		g += path(`M${CX - 340} 250h520l-200 150v90h-120v-90z`, c.main) + path(`M${CX - 340} 250h520l-40 30h-440z`, RAMPS.blue[2])
		g += line(`M${CX - 80} 490v40`, c.ink, 6, 'stroke-dasharray="2 12"')
		const kx = CX + 170
		g += card(c, kx, 330, 250, 200, c.paper, 16) + rect(kx + 30, 360, 150, 16, c.main, 8) + bars(kx + 30, 396, [190, 160, 120], c.faint, 12, 26) + tick(c, kx + 210, 350, 30)
		return g
	},

	schema(c) {
		let g = ''
		// a block of braces and fields on the left, the result it earns on the right: a listing with stars and a price
		const x = CX - 420
		const y = 110
		g += card(c, x, y, 380, 400, RAMPS.blue[6], 18)
		g += line(`M${x + 60} ${y + 50}c-24 0-24 10-24 28v40c0 14-8 20-20 20 12 0 20 6 20 20v40c0 18 0 28 24 28`, c.accent, 10)
		const fields = [150, 210, 120, 180, 160, 100]
		fields.forEach((w, i) => (g += rect(x + 80 + (i % 3 === 2 ? 30 : 0), y + 60 + i * 50, 70, 14, RAMPS.teal[2], 7) + rect(x + 170 + (i % 3 === 2 ? 30 : 0), y + 60 + i * 50, w - 60, 14, RAMPS.blue[4], 7)))
		g += line(`M${CX - 20} ${CY}h90`, c.accent, 12) + path(`M${CX + 70} ${CY - 22}l36 22-36 22z`, c.accent)
		const rx = CX + 130
		const ry = CY - 130
		g += card(c, rx, ry, 320, 260, c.paper, 16) + rect(rx + 30, ry + 34, 200, 16, c.main, 8) + rect(rx + 30, ry + 62, 240, 10, c.faint, 5)
		for (let i = 0; i < 5; i++) {
			const sx = rx + 44 + i * 34
			g += path(`M${sx} ${ry + 96}l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z`, i < 4 ? RAMPS.amber[3] : RAMPS.neutral[3])
		}
		g += rect(rx + 30, ry + 150, 90, 36, RAMPS.leaf[3], 10) + bars(rx + 140, ry + 156, [130, 90], c.faint, 10, 22) + bars(rx + 30, ry + 210, [250], c.faint, 10, 22)
		return g
	},

	snippet(c) {
		let g = ''
		// one search result being rewritten: its title struck through, the new one above it, a ruler for the length
		const x = CX - 400
		const y = 120
		g += card(c, x, y, 620, 300, c.paper, 18)
		g += rect(x + 40, y + 40, 240, 12, c.faint, 6) + rect(x + 40, y + 80, 420, 22, c.main, 11)
		g += rect(x + 40, y + 124, 380, 18, RAMPS.neutral[3], 9) + line(`M${x + 30} ${y + 133}h400`, RAMPS.coral[3], 6)
		g += bars(x + 40, y + 176, [520, 480, 300], c.faint, 12, 28)
		// the ruler: sixty marks, the title ending before the last
		const ry = y + 340
		g += rect(x, ry, 620, 50, RAMPS.amber[2], 8)
		for (let i = 0; i <= 30; i++) g += rect(x + 10 + i * 20, ry, 3, i % 5 ? 14 : 26, c.ink, 1)
		g += rect(x + 10, ry + 34, 440, 8, c.main, 4)
		// the pencil
		g += `<g transform="rotate(-40 ${CX + 320} ${CY})">${rect(CX + 170, CY - 20, 260, 44, c.accent, 8)}${path(`M${CX + 430} ${CY - 20}l56 22-56 22z`, RAMPS.amber[1])}${path(`M${CX + 466} ${CY - 6}l20 8-20 8z`, c.ink)}${rect(CX + 150, CY - 20, 30, 44, RAMPS.coral[2], 6)}</g>`
		return g
	},

	hreflang(c) {
		let g = ''
		// a globe with two pinned places, each with its own page, and the two pages pointing at each other
		const gx = CX - 40
		const gy = CY + 10
		g += circle(gx, gy, 200, c.main) + circle(gx, gy, 200, 'none', `stroke="${c.ink}" stroke-width="6"`)
		g += line(`M${gx - 200} ${gy}h400M${gx} ${gy - 200}v400`, RAMPS.blue[3], 4) + path(`M${gx} ${gy - 200}a90 200 0 0 0 0 400a90 200 0 0 0 0-400z`, 'none', `stroke="${RAMPS.blue[3]}" stroke-width="4"`)
		g += path(`M${gx - 150} ${gy - 90}c40-30 90-20 110 10s-10 80-60 90-70-60-50-100z`, RAMPS.leaf[3]) + path(`M${gx + 70} ${gy - 40}c30-10 70 0 80 30s-20 60-50 70-60-20-40-60z`, RAMPS.leaf[3])
		const pin = (x: number, y: number, fill: string) => path(`M${x} ${y}c-24-32-36-48-36-68a36 36 0 0 1 72 0c0 20-12 36-36 68z`, fill) + circle(x, y - 68, 13, '#fff')
		g += pin(gx - 110, gy - 30, RAMPS.coral[3]) + pin(gx + 110, gy + 10, c.accent)
		const page = (x: number, y: number, fill: string) => card(c, x, y, 170, 210, c.paper, 14) + rect(x + 24, y + 26, 90, 14, fill, 7) + bars(x + 24, y + 60, [120, 96, 110, 70], c.faint, 10, 24) + rect(x + 24, y + 160, 70, 26, fill, 8)
		g += page(CX - 480, 90, RAMPS.coral[3]) + page(CX + 300, 300, c.accent)
		g += line(`M${CX - 300} 140C${CX - 100} 40 ${CX + 200} 120 ${CX + 380} 290`, c.ink, 5, 'stroke-dasharray="2 14"')
		return g
	},

	images(c) {
		let g = ''
		// a large product photo shrinking into a small one, a line of alt text under it
		const photo = (x: number, y: number, w: number, h: number) =>
			card(c, x, y, w, h, RAMPS.blue[1], 14) +
			circle(x + w * 0.74, y + h * 0.28, h * 0.11, c.accent) +
			path(`M${x} ${y + h * 0.8}l${w * 0.3}-${h * 0.4} ${w * 0.22} ${h * 0.26} ${w * 0.16}-${h * 0.14} ${w * 0.32} ${h * 0.28}v${h * 0.2}H${x}z`, c.main, 'fill-opacity=".85"') +
			rect(x + w * 0.36, y + h * 0.48, w * 0.22, h * 0.3, c.second, 6)
		g += photo(CX - 460, 100, 440, 320)
		g += bars(CX - 460, 460, [360, 260], c.ink, 14, 30).replace(/fill="/g, 'fill-opacity=".35" fill="')
		g += line(`M${CX} ${CY - 20}h120`, c.ink, 10, 'stroke-dasharray="2 18"') + path(`M${CX + 120} ${CY - 44}l40 24-40 24z`, c.ink)
		g += photo(CX + 190, CY - 110, 230, 170)
		g += rect(CX + 190, CY + 90, 130, 40, RAMPS.leaf[3], 20) + rect(CX + 210, CY + 104, 90, 12, '#fff', 6)
		return g
	},

	enquiries(c) {
		let g = ''
		// a chart of enquiries rising month by month, the newest one arriving as a message with a tick
		const x = CX - 420
		const y = 110
		g += card(c, x, y, 520, 400)
		const points = [300, 280, 290, 250, 240, 200, 170, 130]
		const d = points.map((py, i) => `${i ? 'L' : 'M'}${x + 50 + i * 60} ${y + py}`).join('')
		g += path(`${d}L${x + 470} ${y + 340}H${x + 50}z`, RAMPS.teal[1]) + line(d, c.main, 10)
		points.forEach((py, i) => (g += circle(x + 50 + i * 60, y + py, i === points.length - 1 ? 16 : 9, i === points.length - 1 ? c.accent : c.main)))
		g += rect(x + 50, y + 350, 420, 4, c.faint, 2) + rect(x + 40, y + 40, 180, 16, c.ink, 8, 'fill-opacity=".7"')
		const mx = CX + 220
		const my = CY - 60
		g += card(c, mx - 20, my - 20, 300, 200, c.paper, 16) + path(`M${mx} ${my}h260v150H${mx}z`, RAMPS.blue[1]) + line(`M${mx} ${my}l130 80 130-80`, c.main, 8)
		g += tick(c, mx + 260, my - 10, 40)
		g += rect(mx + 10, my + 220, 120, 40, c.main, 12) + rect(mx + 150, my + 220, 100, 40, RAMPS.blue[2], 12)
		return g
	},
}

/** Quiet shapes on the ground: one large disc, a dot grid, a ring and a small square. */
function ground(c: Colors, rng: Rng): string {
	const corner = rng.int(0, 3)
	const dx = corner % 2 ? W - rng.range(60, 200) : rng.range(60, 200)
	const dy = corner < 2 ? rng.range(20, 120) : H - rng.range(20, 120)
	let g = rect(0, 0, W, H, c.bg) + circle(dx, dy, rng.range(220, 300), c.decor, 'fill-opacity=".55"')
	g += rect(corner % 2 ? rng.range(40, 140) : rng.range(900, 1010), rng.range(380, 460), 170, 140, 'url(#dots)')
	g += circle(corner % 2 ? rng.range(1020, 1140) : rng.range(60, 180), rng.range(80, 200), rng.range(18, 30), 'none', `stroke="${c.decor}" stroke-width="8"`)
	return g
}

export function blogSvg(post: BlogPost): string {
	const rng = new Rng(`blog:${post.image}:${post.title}`)
	const motif = motifFor(post.category, post.title, post.image)
	const c = GROUNDS[GROUND[motif]]
	let defs = `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="3" fill="${c.decor}"/></pattern>`
	// the calendar's empty days, one cell of its grid
	if (motif === 'calendar') defs += `<pattern id="day" width="${n(500 / 7)}" height="74" patternUnits="userSpaceOnUse" x="${n(CX - 300)}" y="210"><rect x="4" width="${n(500 / 7 - 8)}" height="62" rx="10" fill="${c.faint}"/></pattern>`
	const body = ground(c, rng) + `<g transform="translate(${rng.int(-30, 30)} ${rng.int(-8, 8)})">${MOTIFS[motif](c, rng)}</g>`
	return compact(svgDoc({ width: W, height: H, title: `Cover illustration: ${post.title}`, defs, body }))
}
