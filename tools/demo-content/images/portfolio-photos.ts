/**
 * Pictures inside the portfolio pages: flat, lightly shaded illustrations that
 * stand in for the photographs a real site would show (rooms, landscapes,
 * buildings, people, food, products, vehicles, workplaces). Each is drawn in
 * its own box, translated into place and clipped to the page's corner radius.
 */
import { type Ctx, clip, grad } from './portfolio-kit.ts'
import { circle, hsl, n, rect, type Rng } from './lib.ts'
import { CASUAL, FORMAL, bust, figure, lookFor } from './people.ts'

export type PhotoKind =
	| 'mountains'
	| 'beach'
	| 'room'
	| 'heritage'
	| 'house'
	| 'interior'
	| 'kitchen'
	| 'portrait'
	| 'doctor'
	| 'plate'
	| 'coffee'
	| 'car'
	| 'student'
	| 'campus'
	| 'factory'
	| 'textile'
	| 'field'
	| 'market'
	| 'wedding'
	| 'yoga'
	| 'gym'
	| 'spa'
	| 'bikeshop'
	| 'city'
	| 'robot'
	| 'music'
	| 'truck'
	| 'warehouse'
	| 'solar'
	| 'forest'
	| 'pool'
	| 'desk'
	| 'clinic'
	| 'pharmacy'
	| 'classroom'
	| 'abstract'
	| `product:${ProductKind}`

export type ProductKind =
	| 'tile'
	| 'basin'
	| 'jacket'
	| 'vest'
	| 'boots'
	| 'helmet'
	| 'jar'
	| 'sack'
	| 'bottle'
	| 'tent'
	| 'backpack'
	| 'bike'
	| 'fabric'
	| 'scarf'
	| 'pouch'
	| 'bowl'
	| 'tin'
	| 'giftbox'
	| 'coffeebag'
	| 'kit'
	| 'shirt'

export interface PhotoOpt {
	/** Corner radius; the page's card radius when unset. */
	r?: number
	/** A colour to lean on (product colour, car paint, clothing). */
	tone?: string
	/** Evening light. */
	dusk?: boolean
	/** Number of people, where the scene has people. */
	people?: number
	/** Leave out small details (people far away, sparks): set for thumbnails. */
	lite?: boolean
	vehicle?: VehicleType
}

export type VehicleType = 'hatch' | 'sedan' | 'suv' | 'van' | 'luxury' | 'truck'

type Draw = (c: Ctx, w: number, h: number, o: PhotoOpt) => string

/** A dotted line along a path: zero-length dashes with round caps. */
export const dots = (d: string, color: string, size: number, gap: number) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(size)}" stroke-linecap="round" stroke-dasharray="0 ${n(gap)}"/>`

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`
const ell = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') => `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`

function sky(c: Ctx, w: number, h: number, dusk = false): string {
	return rect(0, 0, w, h, grad(c, dusk ? ['#f6a57a', '#fbd3a6', '#fde9cf'] : ['#6fb7e8', '#b7dcf3', '#e6f3fa']))
}

/** A ridge line across the box at base height, peaks up to amp above it. */
function ridge(rng: Rng, w: number, h: number, base: number, amp: number, fill: string, peaks = 4): string {
	let d = `M0 ${n(h)}V${n(base)}`
	for (let i = 0; i < peaks; i++) {
		const px = (w * (i + rng.range(0.3, 0.7))) / peaks
		d += `Q${n(px - w / peaks / 3)} ${n(base - amp * rng.range(0.5, 1))} ${n(px)} ${n(base - amp * rng.range(0.6, 1))}T${n((w * (i + 1)) / peaks)} ${n(base - amp * rng.range(0, 0.3))}`
	}
	return path(`${d}V${n(h)}z`, fill)
}

/** A mountain range: sharp peaks between base and base - amp, with snow on the tallest. */
function peaks(rng: Rng, w: number, h: number, base: number, amp: number, fill: string, count: number, snow = false): string {
	const pts: [number, number][] = [[-10, base - amp * rng.range(0.1, 0.3)]]
	for (let i = 0; i < count; i++) {
		pts.push([(w * (i + rng.range(0.35, 0.65))) / count, base - amp * rng.range(0.6, 1)])
		pts.push([(w * (i + 1)) / count, base - amp * rng.range(0.1, 0.35)])
	}
	let g = path(`M-10 ${n(h)}${pts.map(([x, y]) => `L${n(x)} ${n(y)}`).join('')}L${n(w + 10)} ${n(h)}z`, fill)
	if (snow) {
		let d = ''
		for (let i = 1; i < pts.length - 1; i += 2) {
			const [px, py] = pts[i]!
			const [lx, ly] = pts[i - 1]!
			const [rx, ry] = pts[i + 1]!
			const t = Math.min(0.35, (amp * 0.22) / Math.max(1, ly - py))
			const t2 = Math.min(0.35, (amp * 0.22) / Math.max(1, ry - py))
			const ax = px + (lx - px) * t
			const ay = py + (ly - py) * t
			const bx = px + (rx - px) * t2
			const by = py + (ry - py) * t2
			d += `M${n(px)} ${n(py)}L${n(ax)} ${n(ay)}L${n(ax + (px - ax) * 0.35)} ${n(ay - (ay - py) * 0.15)}L${n((ax + bx) / 2)} ${n(Math.max(ay, by))}L${n(bx - (bx - px) * 0.35)} ${n(by - (by - py) * 0.15)}L${n(bx)} ${n(by)}z`
		}
		g += path(d, '#f7fbff')
	}
	return g
}

function pine(x: number, base: number, s: number, fill: string): string {
	return path(`M${n(x)} ${n(base - s)}l${n(s * 0.22)} ${n(s * 0.45)}h${n(-s * 0.09)}l${n(s * 0.2)} ${n(s * 0.4)}h${n(-s * 0.26)}v${n(s * 0.15)}h${n(-s * 0.14)}v${n(-s * 0.15)}h${n(-s * 0.26)}l${n(s * 0.2)} ${n(-s * 0.4)}h${n(-s * 0.09)}z`, fill)
}

function roundTree(x: number, base: number, s: number, fill: string): string {
	return rect(x - s * 0.05, base - s * 0.45, s * 0.1, s * 0.45, '#6b4f3a') + circle(x, base - s * 0.62, s * 0.32, fill) + circle(x - s * 0.2, base - s * 0.48, s * 0.22, fill) + circle(x + s * 0.2, base - s * 0.5, s * 0.22, fill)
}

function palm(x: number, base: number, s: number): string {
	let g = `<path d="M${n(x)} ${n(base)}q${n(s * 0.1)} ${n(-s * 0.5)} ${n(s * 0.32)} ${n(-s)}" stroke="#7a5a3a" stroke-width="${n(s * 0.06)}" fill="none"/>`
	const tx = x + s * 0.32
	const ty = base - s
	for (const a of [-160, -120, -60, -20, 20, 200]) {
		const r = (a * Math.PI) / 180
		g += `<path d="M${n(tx)} ${n(ty)}q${n(Math.cos(r) * s * 0.3)} ${n(Math.sin(r) * s * 0.3 - s * 0.1)} ${n(Math.cos(r) * s * 0.5)} ${n(Math.sin(r) * s * 0.3 + s * 0.12)}" stroke="#2f7d4a" stroke-width="${n(s * 0.07)}" fill="none" stroke-linecap="round"/>`
	}
	return g
}

function glow(c: Ctx, cx: number, cy: number, r: number, color = '#ffd98a'): string {
	const id = c.ids.get(`glow${color}`) ?? `gl${c.uid++}`
	if (!c.ids.has(`glow${color}`)) {
		c.ids.set(`glow${color}`, id)
		c.defs.push(`<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".85"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`)
	}
	return circle(cx, cy, r, `url(#${id})`)
}

// ----------------------------------------------------------------- outdoors

const mountains: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk)
	g += glow(c, w * rng.range(0.55, 0.85), h * 0.3, h * 0.3, o.dusk ? '#fff1c9' : '#ffffff') + circle(w * 0.7, h * 0.3, Math.min(w, h) * 0.05, o.dusk ? '#fff4d6' : '#fffbe6')
	const hue = o.dusk ? 265 : 215
	// a snowy far range, a bluer middle one and wooded hills in front
	g += peaks(rng, w, h, h * 0.58, h * 0.4, hsl(hue, 18, o.dusk ? 66 : 70), 3, true)
	g += peaks(rng, w, h, h * 0.68, h * 0.26, hsl(hue, 22, o.dusk ? 52 : 56), 4)
	g += ridge(rng, w, h, h * 0.76, h * 0.12, hsl(150, 25, o.dusk ? 36 : 40), 5)
	for (let i = 0; i < 9; i++) g += pine(rng.range(0, w), h * rng.range(0.78, 0.95), h * rng.range(0.14, 0.26), hsl(150, 35, rng.range(18, 26)))
	g += ridge(rng, w, h, h * 0.92, h * 0.05, hsl(120, 28, 30), 3)
	return g
}

const beach: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk) + glow(c, w * 0.3, h * 0.3, h * 0.25, '#fff6d0')
	g += rect(0, h * 0.5, w, h * 0.2, grad(c, ['#2a8fbd', '#5bc0de']))
	for (let i = 0; i < 4; i++) g += rect(w * rng.range(0, 0.7), h * (0.54 + i * 0.04), w * rng.range(0.1, 0.3), 2, '#ffffff', 1, 'fill-opacity=".6"')
	g += path(`M0 ${n(h * 0.68)}Q${n(w * 0.5)} ${n(h * 0.62)} ${n(w)} ${n(h * 0.7)}V${n(h)}H0z`, '#f1d9a8') + path(`M0 ${n(h * 0.68)}Q${n(w * 0.5)} ${n(h * 0.62)} ${n(w)} ${n(h * 0.7)}`, 'none', `stroke="#fff" stroke-width="${n(h * 0.012)}" stroke-opacity=".8"`)
	g += palm(w * 0.82, h * 0.95, h * 0.7) + palm(w * 0.92, h * 0.98, h * 0.55)
	const ux = w * rng.range(0.25, 0.5)
	g += `<path d="M${n(ux)} ${n(h * 0.62)}v${n(h * 0.28)}" stroke="#555" stroke-width="3"/>` + path(`M${n(ux - h * 0.16)} ${n(h * 0.66)}Q${n(ux)} ${n(h * 0.52)} ${n(ux + h * 0.16)} ${n(h * 0.66)}z`, o.tone ?? '#e76f51')
	g += rect(ux + h * 0.05, h * 0.84, h * 0.22, h * 0.035, '#ffffff', 3) + rect(ux + h * 0.05, h * 0.875, h * 0.02, h * 0.05, '#9a9a9a') + rect(ux + h * 0.25, h * 0.875, h * 0.02, h * 0.05, '#9a9a9a')
	return g
}

const forest: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk) + ridge(rng, w, h, h * 0.5, h * 0.15, hsl(160, 20, 62), 3)
	for (let i = 0; i < 12; i++) g += pine(rng.range(0, w), h * rng.range(0.55, 0.66), h * rng.range(0.2, 0.32), hsl(155, 30, rng.range(28, 38)))
	g += rect(0, h * 0.64, w, h * 0.36, grad(c, ['#7fa65a', '#5d8a42']))
	// a cabin with a porch and lit windows
	const cx = w * rng.range(0.3, 0.55)
	const cw = Math.min(w * 0.36, h * 0.6)
	const cy = h * 0.78
	g += rect(cx - cw / 2, cy - cw * 0.42, cw, cw * 0.42, '#8b5a3c') + path(`M${n(cx - cw * 0.6)} ${n(cy - cw * 0.4)}L${n(cx)} ${n(cy - cw * 0.78)}L${n(cx + cw * 0.6)} ${n(cy - cw * 0.4)}z`, '#4a3326')
	for (let i = 0; i < 5; i++) g += rect(cx - cw / 2, cy - cw * 0.42 + i * cw * 0.084, cw, 1.5, '#6d452e')
	g += rect(cx - cw * 0.34, cy - cw * 0.3, cw * 0.18, cw * 0.14, '#ffd98a') + rect(cx + cw * 0.16, cy - cw * 0.3, cw * 0.18, cw * 0.14, '#ffd98a') + rect(cx - cw * 0.07, cy - cw * 0.3, cw * 0.14, cw * 0.3, '#3a2419')
	g += path(`M0 ${n(h * 0.93)}Q${n(w * 0.4)} ${n(h * 0.85)} ${n(w)} ${n(h * 0.9)}V${n(h)}H0z`, '#5fa8c9')
	for (let i = 0; i < 4; i++) g += pine(rng.chance(0.5) ? rng.range(0, w * 0.2) : rng.range(w * 0.8, w), h * 0.9, h * rng.range(0.35, 0.5), hsl(150, 35, 20))
	return g
}

const field: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk) + ridge(rng, w, h, h * 0.45, h * 0.06, hsl(140, 20, 60), 3)
	g += rect(0, h * 0.45, w, h * 0.55, grad(c, ['#8fb35a', '#5f8f32']))
	// crop rows converging on the horizon
	let d = ''
	for (let i = -8; i <= 8; i++) d += `M${n(w / 2 + i * 8)} ${n(h * 0.46)}L${n(w / 2 + i * w * 0.16)} ${n(h)}`
	g += `<path d="${d}" stroke="#4b7a26" stroke-width="${n(h * 0.025)}"/>`
	g += roundTree(w * rng.range(0.1, 0.3), h * 0.47, h * 0.25, hsl(120, 35, 32))
	if (!o.lite && rng.chance(0.6)) {
		// a farmer in the rows
		const l = lookFor(rng, { tops: ['#f4f1de', '#e9c46a', '#e76f51', '#f8fafc'], fem: 0.4 })
		g += figure(w * 0.66, h * 0.86, h * 0.42, l, 'relaxed').svg + path(`M${n(w * 0.66 - h * 0.06)} ${n(h * 0.86 - h * 0.4)}h${n(h * 0.12)}l${n(-h * 0.02)} ${n(-h * 0.025)}h${n(-h * 0.08)}z`, '#d4a373')
	}
	return g
}

const market: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, ['#d9c7a5', '#bda57d']))
	g += path(`M0 ${n(h * 0.12)}L${n(w * 0.5)} 0L${n(w)} ${n(h * 0.12)}V${n(h * 0.2)}H0z`, '#c0392b') + rect(0, h * 0.2, w, h * 0.02, '#922b21')
	const heaps = ['#e9c46a', '#d4a373', '#f4a261', '#8ab17d', '#c1121f', '#f8f0e3', '#bc6c25']
	if (!o.lite) g += figure(w * rng.range(0.3, 0.7), h * 0.8, h * 0.5, lookFor(rng, { tops: ['#f8fafc', '#e9c46a', '#2a9d8f'] }), 'relaxed').svg
	const cols = Math.max(3, Math.round(w / 130))
	for (let i = 0; i < cols; i++) {
		const x = (w / cols) * (i + 0.5)
		const base = h * 0.78
		const s = w / cols / 2.2
		g += rect(x - s * 1.1, base, s * 2.2, h * 0.22, '#7a5230') + path(`M${n(x - s)} ${n(base)}Q${n(x)} ${n(base - s * 1.3)} ${n(x + s)} ${n(base)}z`, rng.pick(heaps))
	}
	return g
}

const solar: Draw = (c, w, h) => {
	const { rng } = c
	let g = sky(c, w, h) + glow(c, w * 0.82, h * 0.18, h * 0.3, '#fff3b0') + circle(w * 0.82, h * 0.18, h * 0.06, '#fff7cc')
	g += rect(0, h * 0.78, w, h * 0.22, '#86b15a')
	const hx = w * 0.5
	const hw = Math.min(w * 0.7, h * 1.1)
	g += rect(hx - hw / 2, h * 0.5, hw, h * 0.3, '#f3ede2') + path(`M${n(hx - hw * 0.58)} ${n(h * 0.52)}L${n(hx - hw * 0.3)} ${n(h * 0.22)}H${n(hx + hw * 0.3)}L${n(hx + hw * 0.58)} ${n(h * 0.52)}z`, '#6b4f4f')
	// panels on the roof
	let panels = ''
	for (let r = 0; r < 2; r++) for (let i = 0; i < 6; i++) panels += rect(hx - hw * 0.34 + i * hw * 0.11 + r * hw * 0.025, h * 0.27 + r * h * 0.11, hw * 0.1, h * 0.1, '#1e3a5f', 1.5)
	g += panels + `<path d="M${n(hx - hw * 0.34)} ${n(h * 0.32)}h${n(hw * 0.66)}M${n(hx - hw * 0.315)} ${n(h * 0.43)}h${n(hw * 0.66)}" stroke="#5b7fa6" stroke-width="1"/>`
	g += rect(hx - hw * 0.35, h * 0.58, hw * 0.16, h * 0.12, '#a9d6f5') + rect(hx + hw * 0.19, h * 0.58, hw * 0.16, h * 0.12, '#a9d6f5') + rect(hx - hw * 0.06, h * 0.6, hw * 0.12, h * 0.2, '#7b5e57')
	g += roundTree(w * 0.1, h * 0.8, h * 0.4, '#4d8a3c') + roundTree(w * 0.92, h * 0.82, h * 0.32, '#5c9a44')
	void rng
	return g
}

// ----------------------------------------------------------------- buildings

const heritage: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk ?? rng.chance(0.5))
	const stone = rng.pick(['#e8c28e', '#e3b58a', '#f0d2a8', '#d9a066'])
	const dark = '#b07a45'
	const base = h * 0.82
	g += rect(0, h * 0.3, w, base - h * 0.3, stone)
	// domed pavilions on the roofline
	for (const px of [w * 0.15, w * 0.5, w * 0.85]) {
		const s = h * 0.11
		g += rect(px - s * 0.8, h * 0.3 - s * 0.9, s * 1.6, s * 0.9, stone) + path(`M${n(px - s)} ${n(h * 0.3 - s * 0.9)}Q${n(px)} ${n(h * 0.3 - s * 2.3)} ${n(px + s)} ${n(h * 0.3 - s * 0.9)}z`, '#f3dcb7') + rect(px - s * 1.1, h * 0.3 - s * 0.95, s * 2.2, s * 0.12, dark)
	}
	g += rect(0, h * 0.3, w, h * 0.025, dark)
	// rows of arched windows and a grand gate
	const cols = Math.max(4, Math.round(w / 90))
	for (let row = 0; row < 2; row++) {
		for (let i = 0; i < cols; i++) {
			const x = (w / cols) * (i + 0.5)
			if (Math.abs(x - w / 2) < w * 0.12) continue
			const ww = (w / cols) * 0.42
			const y = h * (0.38 + row * 0.2)
			g += path(`M${n(x - ww / 2)} ${n(y + h * 0.13)}V${n(y + ww / 2)}a${n(ww / 2)} ${n(ww / 2)} 0 0 1 ${n(ww)} 0V${n(y + h * 0.13)}z`, row ? '#7a4a25' : '#8f5a30')
		}
	}
	const gw = w * 0.16
	g += path(`M${n(w / 2 - gw / 2)} ${n(base)}V${n(h * 0.5)}a${n(gw / 2)} ${n(gw / 2)} 0 0 1 ${n(gw)} 0V${n(base)}z`, '#5e3a1c') + path(`M${n(w / 2 - gw / 2 - 8)} ${n(h * 0.5)}a${n(gw / 2 + 8)} ${n(gw / 2 + 8)} 0 0 1 ${n(gw + 16)} 0`, 'none', `stroke="${dark}" stroke-width="6"`)
	g += rect(0, base, w, h - base, grad(c, ['#c9a97a', '#a8875a']))
	g += roundTree(w * 0.06, base + 4, h * 0.42, '#3f7a3a')
	return g
}

const house: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk)
	g += rect(0, h * 0.74, w, h * 0.26, grad(c, ['#8cc063', '#6da34a']))
	const wall = rng.pick(['#f5f1ea', '#e9e4da', '#dfe6ea', '#f1e6d6'])
	const trim = rng.pick(['#2f3e46', '#5c4033', '#1f2937', '#7a5c3e'])
	const hx = w * rng.range(0.42, 0.58)
	const s = Math.min(w * 0.8, h * 1.2)
	const glass = o.dusk ? '#ffd98a' : '#9fcbe8'
	if (rng.chance(0.5)) {
		// modern: two offset boxes with flat roofs and wide glazing
		g += rect(hx - s * 0.45, h * 0.42, s * 0.5, h * 0.34, wall) + rect(hx, h * 0.3, s * 0.42, h * 0.46, rng.pick(['#a0785a', '#5b6b73', '#d9cbb3']))
		g += rect(hx - s * 0.47, h * 0.4, s * 0.54, h * 0.03, trim) + rect(hx - s * 0.02, h * 0.28, s * 0.46, h * 0.03, trim)
		g += rect(hx - s * 0.4, h * 0.5, s * 0.38, h * 0.18, glass) + rect(hx + s * 0.05, h * 0.36, s * 0.32, h * 0.14, glass) + rect(hx + s * 0.05, h * 0.56, s * 0.14, h * 0.2, trim)
	} else {
		// pitched roof, porch and chimney
		g += rect(hx - s * 0.4, h * 0.44, s * 0.8, h * 0.32, wall) + path(`M${n(hx - s * 0.48)} ${n(h * 0.46)}L${n(hx)} ${n(h * 0.18)}L${n(hx + s * 0.48)} ${n(h * 0.46)}z`, trim)
		g += rect(hx + s * 0.22, h * 0.22, s * 0.06, h * 0.14, trim)
		for (const dx of [-0.3, -0.12, 0.16]) g += rect(hx + s * dx, h * 0.52, s * 0.12, h * 0.12, glass, 2)
		g += rect(hx + s * 0.3, h * 0.56, s * 0.07, h * 0.2, '#7a4a2c')
		g += path(`M${n(hx - s * 0.2)} ${n(h * 0.36)}h${n(s * 0.12)}v${n(h * 0.07)}h${n(-s * 0.12)}z`, glass)
	}
	g += path(`M${n(hx + s * 0.1)} ${n(h * 0.76)}L${n(hx + s * 0.02)} ${n(h)}H${n(hx + s * 0.3)}L${n(hx + s * 0.2)} ${n(h * 0.76)}z`, '#cfc6b8')
	g += roundTree(w * 0.08, h * 0.78, h * 0.5, '#4d8a3c') + roundTree(w * 0.93, h * 0.8, h * 0.42, '#3f7a3a')
	for (let i = 0; i < 5; i++) g += circle(hx - s * 0.42 + i * s * 0.08, h * 0.77, h * 0.035, hsl(110, 35, 35))
	return g
}

const pool: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk)
	g += rect(0, h * 0.28, w * 0.7, h * 0.42, '#f6f1e7') + path(`M${n(-10)} ${n(h * 0.3)}L${n(w * 0.35)} ${n(h * 0.12)}L${n(w * 0.74)} ${n(h * 0.3)}z`, '#b5653b')
	for (let i = 0; i < 3; i++) g += rect(w * (0.06 + i * 0.22), h * 0.38, w * 0.14, h * 0.24, o.dusk ? '#ffd98a' : '#8ec5e6', 2)
	g += rect(0, h * 0.7, w, h * 0.3, '#e9dcc3') + path(`M${n(w * 0.05)} ${n(h * 0.76)}H${n(w * 0.95)}L${n(w * 0.9)} ${n(h * 0.96)}H${n(w * 0.1)}z`, grad(c, ['#4cc3e0', '#1f8fbf']))
	for (let i = 0; i < 4; i++) g += path(`M${n(w * rng.range(0.15, 0.7))} ${n(h * rng.range(0.8, 0.92))}q${n(w * 0.03)} -5 ${n(w * 0.06)} 0t${n(w * 0.06)} 0`, 'none', 'stroke="#fff" stroke-opacity=".7" stroke-width="2"')
	g += palm(w * 0.84, h * 0.74, h * 0.62)
	g += rect(w * 0.2, h * 0.71, w * 0.12, h * 0.03, '#fff', 3) + rect(w * 0.4, h * 0.71, w * 0.12, h * 0.03, '#fff', 3)
	return g
}

const campus: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk)
	const brick = rng.pick(['#b5563c', '#c9a27e', '#e6dccb', '#a0522d'])
	const bw = w * 0.86
	const bx = (w - bw) / 2
	g += rect(bx, h * 0.34, bw, h * 0.4, brick) + rect(bx - 6, h * 0.32, bw + 12, h * 0.03, '#f1ece3')
	// a clock tower or a pediment at the centre
	if (rng.chance(0.5)) g += rect(w / 2 - w * 0.06, h * 0.1, w * 0.12, h * 0.26, brick) + path(`M${n(w / 2 - w * 0.07)} ${n(h * 0.1)}L${n(w / 2)} ${n(h * 0.02)}L${n(w / 2 + w * 0.07)} ${n(h * 0.1)}z`, '#5b4a42') + circle(w / 2, h * 0.18, w * 0.035, '#f8f5ee')
	else g += path(`M${n(w / 2 - w * 0.18)} ${n(h * 0.34)}L${n(w / 2)} ${n(h * 0.2)}L${n(w / 2 + w * 0.18)} ${n(h * 0.34)}z`, '#f1ece3')
	const cols = Math.max(6, Math.round(bw / 60))
	for (let row = 0; row < 2; row++) for (let i = 0; i < cols; i++) g += rect(bx + (bw / cols) * (i + 0.25), h * (0.4 + row * 0.16), (bw / cols) * 0.5, h * 0.1, '#3d4f63', 2)
	for (let i = 0; i < 6; i++) g += rect(w / 2 - w * 0.15 + i * w * 0.06, h * 0.36, w * 0.02, h * 0.38, '#f1ece3')
	g += rect(0, h * 0.74, w, h * 0.26, '#7fb25a') + path(`M${n(w * 0.44)} ${n(h * 0.74)}L${n(w * 0.3)} ${n(h)}H${n(w * 0.7)}L${n(w * 0.56)} ${n(h * 0.74)}z`, '#e3d9c6')
	g += roundTree(w * 0.1, h * 0.8, h * 0.46, '#3f7a3a') + roundTree(w * 0.9, h * 0.82, h * 0.4, '#4d8a3c')
	const count = o.people ?? 0
	for (let i = 0; i < count; i++) g += figure(w * (0.38 + i * 0.1), h * (0.9 + (i % 2) * 0.05), h * 0.2, lookFor(rng), i % 2 ? 'walk' : 'relaxed', { pack: rng.pick(['#264653', '#e76f51', '#2a9d8f']) }).svg
	return g
}

const city: Draw = (c, w, h, o) => {
	const { rng } = c
	const dusk = o.dusk ?? true
	let g = rect(0, 0, w, h, grad(c, dusk ? ['#1d2b53', '#7e5a9b', '#f6a57a'] : ['#6fb7e8', '#dceefa']))
	let x = 0
	while (x < w) {
		const bw = rng.range(40, 90)
		const bh = h * rng.range(0.3, 0.75)
		g += rect(x, h - bh, bw, bh, dusk ? hsl(240, 25, rng.range(14, 24)) : hsl(210, 15, rng.range(55, 70)))
		for (let i = 0; i < 6; i++) if (rng.chance(0.6)) g += rect(x + rng.range(5, bw - 12), h - bh + rng.range(10, bh - 20), 6, 8, dusk ? '#ffd98a' : '#e8f4fb')
		x += bw + 2
	}
	return g
}

// ------------------------------------------------------------------- indoors

function wallFloor(c: Ctx, w: number, h: number, wall: string, floor: string, at = 0.72): string {
	return rect(0, 0, w, h * at, grad(c, [wall, shadeHex(wall, 0.92)])) + rect(0, h * at, w, h * (1 - at), grad(c, [floor, shadeHex(floor, 0.85)]))
}

function shadeHex(hex: string, f: number): string {
	const v = parseInt(hex.slice(1), 16)
	const ch = (s: number) => Math.round(Math.min(255, ((v >> s) & 255) * f))
	return '#' + [ch(16), ch(8), ch(0)].map((x) => x.toString(16).padStart(2, '0')).join('')
}

function windowView(c: Ctx, x: number, y: number, w: number, h: number, view: 'sea' | 'hills' | 'city'): string {
	let g = rect(x, y, w, h, view === 'city' ? '#9cc3df' : '#a7d4ef')
	if (view === 'sea') g += rect(x, y + h * 0.55, w, h * 0.45, '#3b9ccb')
	else if (view === 'hills') g += path(`M${n(x)} ${n(y + h * 0.7)}Q${n(x + w * 0.3)} ${n(y + h * 0.4)} ${n(x + w * 0.6)} ${n(y + h * 0.6)}T${n(x + w)} ${n(y + h * 0.5)}V${n(y + h)}H${n(x)}z`, '#6f9f5a')
	else for (let i = 0; i < 5; i++) g += rect(x + (w / 5) * i + 4, y + h * c.rng.range(0.3, 0.6), w / 5 - 8, h, '#7d98ad')
	return g + `<path d="M${n(x + w / 2)} ${n(y)}v${n(h)}M${n(x)} ${n(y + h * 0.4)}h${n(w)}" stroke="#fff" stroke-width="5"/>` + rect(x, y, w, h, 'none', 0, 'stroke="#fff" stroke-width="8"')
}

const room: Draw = (c, w, h, o) => {
	const { rng } = c
	const wall = rng.pick(['#efe6da', '#e7ecef', '#f3ead9', '#e9e1ef', '#dfe8e1'])
	let g = wallFloor(c, w, h, wall, rng.pick(['#b08a64', '#c7a57f', '#8d6e53']))
	const view = rng.pick(['sea', 'hills', 'city'] as const)
	const wx = w * rng.range(0.55, 0.65)
	g += windowView(c, wx, h * 0.12, w * 0.3, h * 0.45, view)
	g += rect(wx - w * 0.05, h * 0.08, w * 0.06, h * 0.6, o.tone ?? '#c9a27e', 2) + rect(wx + w * 0.29, h * 0.08, w * 0.06, h * 0.6, o.tone ?? '#c9a27e', 2)
	// the bed, seen from its foot at an angle
	const bx = w * 0.06
	const bw = w * 0.5
	g += rect(bx, h * 0.3, bw, h * 0.36, rng.pick(['#6b4f3a', '#3d4a5c', '#8a6a4a']), 6)
	g += rect(bx - w * 0.02, h * 0.56, bw + w * 0.04, h * 0.26, '#fbfaf7', 8) + rect(bx - w * 0.02, h * 0.7, bw + w * 0.04, h * 0.1, o.tone ?? rng.pick(['#c9a27e', '#7a8f6a', '#a25f4b', '#2f5d7c']), 4)
	g += rect(bx + bw * 0.08, h * 0.46, bw * 0.38, h * 0.14, '#ffffff', 12, 'stroke="#e5e1da"') + rect(bx + bw * 0.54, h * 0.46, bw * 0.38, h * 0.14, '#ffffff', 12, 'stroke="#e5e1da"')
	// bedside lamp
	const lx = bx + bw + w * 0.08
	g += glow(c, lx, h * 0.42, h * 0.22) + rect(lx - w * 0.04, h * 0.6, w * 0.08, h * 0.16, '#7a5c44', 3) + rect(lx - 2, h * 0.45, 4, h * 0.15, '#333') + path(`M${n(lx - w * 0.035)} ${n(h * 0.46)}L${n(lx - w * 0.025)} ${n(h * 0.36)}H${n(lx + w * 0.025)}L${n(lx + w * 0.035)} ${n(h * 0.46)}z`, '#f4e3c1')
	return g
}

const interior: Draw = (c, w, h, o) => {
	const { rng } = c
	const wall = rng.pick(['#ece4d8', '#dfe3dc', '#efe9e1', '#e4dccf'])
	let g = wallFloor(c, w, h, wall, rng.pick(['#c8a882', '#a88462', '#d9c4a5']), 0.7)
	// art or an arched window
	if (rng.chance(0.5)) g += rect(w * 0.36, h * 0.14, w * 0.26, h * 0.26, '#fff', 2) + rect(w * 0.38, h * 0.16, w * 0.22, h * 0.22, grad(c, [hsl(rng.int(0, 360), 35, 70), hsl(rng.int(0, 360), 40, 55)]))
	else g += path(`M${n(w * 0.36)} ${n(h * 0.6)}V${n(h * 0.3)}a${n(w * 0.13)} ${n(w * 0.13)} 0 0 1 ${n(w * 0.26)} 0V${n(h * 0.6)}z`, '#cfe6f2', 'stroke="#fff" stroke-width="6"')
	// sofa
	const sofa = o.tone ?? rng.pick(['#6b7f6a', '#b07d62', '#3f5a6e', '#c9b79c', '#8a4f3a'])
	const sx = w * 0.18
	const sw = w * 0.64
	g += rect(sx, h * 0.46, sw, h * 0.16, sofa, 14) + rect(sx - w * 0.03, h * 0.54, w * 0.07, h * 0.2, shadeHex(sofa, 0.9), 10) + rect(sx + sw - w * 0.04, h * 0.54, w * 0.07, h * 0.2, shadeHex(sofa, 0.9), 10)
	g += rect(sx + w * 0.02, h * 0.58, sw - w * 0.04, h * 0.12, shadeHex(sofa, 1.12), 8)
	g += rect(sx + sw * 0.12, h * 0.5, sw * 0.16, h * 0.1, rng.pick(['#e9c46a', '#f4f1de', '#e76f51']), 8) + rect(sx + sw * 0.72, h * 0.5, sw * 0.16, h * 0.1, rng.pick(['#f4f1de', '#264653', '#e9c46a']), 8)
	g += ell(w * 0.5, h * 0.88, w * 0.34, h * 0.06, rng.pick(['#d8c3a5', '#b9a48a', '#e8dccb']))
	g += rect(w * 0.38, h * 0.78, w * 0.24, h * 0.04, '#5c4434', 4) + rect(w * 0.4, h * 0.82, 4, h * 0.06, '#5c4434') + rect(w * 0.6 - 4, h * 0.82, 4, h * 0.06, '#5c4434')
	// plant and lamp
	g += rect(w * 0.05, h * 0.64, w * 0.07, h * 0.1, '#c2b6a3', 4)
	for (let i = 0; i < 5; i++) g += ell(w * 0.085 + (i - 2) * w * 0.012, h * 0.5, w * 0.014, h * 0.13, hsl(130, 35, 30 + i * 3), `transform="rotate(${(i - 2) * 16} ${n(w * 0.085)} ${n(h * 0.64)})"`)
	g += rect(w * 0.9, h * 0.3, 3, h * 0.42, '#333') + path(`M${n(w * 0.87)} ${n(h * 0.3)}h${n(w * 0.066)}l${n(-w * 0.012)} ${n(-h * 0.08)}h${n(-w * 0.042)}z`, '#f1e4c8')
	return g
}

const kitchen: Draw = (c, w, h, o) => {
	const { rng } = c
	const cab = o.tone ?? rng.pick(['#2f4f4f', '#e8e2d6', '#1f2937', '#8a9a7b', '#355c7d', '#b08968'])
	const light = rng.pick(['#f5f2ec', '#e9edf0'])
	let g = rect(0, 0, w, h, light)
	// wall cabinets, backsplash, counter, base cabinets
	const cols = Math.max(4, Math.round(w / 110))
	const cwid = w / cols
	for (let i = 0; i < cols; i++) {
		if (i === 1) continue
		g += rect(i * cwid + 3, h * 0.06, cwid - 6, h * 0.26, cab, 3) + rect(i * cwid + cwid / 2 - 12, h * 0.28, 24, 3, '#c9c2b5')
	}
	g += rect(cwid + 8, h * 0.1, cwid - 16, h * 0.2, '#fff', 2, 'stroke="#ddd"')
	g += rect(0, h * 0.34, w, h * 0.24, rng.pick(['#dfe7ea', '#efe6d8', '#d6d9cf']))
	let tiles = ''
	for (let r = 0; r < 4; r++) tiles += `M0 ${n(h * (0.34 + r * 0.06))}h${n(w)}`
	g += `<path d="${tiles}" stroke="#fff" stroke-width="2"/>`
	g += rect(0, h * 0.58, w, h * 0.04, rng.pick(['#f5f5f4', '#3f3f46', '#d6c7b0'])) + rect(0, h * 0.62, w, h * 0.38, cab)
	for (let i = 0; i < cols; i++) g += rect(i * cwid + 3, h * 0.64, cwid - 6, h * 0.34, shadeHex(cab, 1.08), 3) + rect(i * cwid + cwid / 2 - 14, h * 0.68, 28, 3, '#c9c2b5')
	// hob, kettle and pendant lights
	g += rect(w * 0.55, h * 0.57, w * 0.16, h * 0.015, '#222') + rect(w * 0.22, h * 0.5, w * 0.06, h * 0.08, '#c0c0c0', 6)
	for (const px of [0.3, 0.5, 0.7]) g += `<path d="M${n(w * px)} 0V${n(h * 0.1)}" stroke="#333" stroke-width="2"/>` + path(`M${n(w * px - 16)} ${n(h * 0.14)}a16 16 0 0 1 32 0z`, '#1f1f1f') + glow(c, w * px, h * 0.16, 40)
	return g
}

const clinic: Draw = (c, w, h) => {
	const { rng } = c
	let g = wallFloor(c, w, h, '#e9f1f3', '#cfd8dc', 0.74)
	g += rect(w * 0.06, h * 0.14, w * 0.3, h * 0.3, '#cfe8f4', 4, 'stroke="#fff" stroke-width="6"')
	g += rect(w * 0.62, h * 0.44, w * 0.32, h * 0.3, '#ffffff', 4) + rect(w * 0.62, h * 0.44, w * 0.32, h * 0.04, '#dfe6ea')
	// a treatment chair with its lamp
	const cx = w * 0.42
	g += path(`M${n(cx - w * 0.2)} ${n(h * 0.64)}Q${n(cx - w * 0.22)} ${n(h * 0.52)} ${n(cx - w * 0.12)} ${n(h * 0.5)}L${n(cx + w * 0.08)} ${n(h * 0.58)}H${n(cx + w * 0.2)}V${n(h * 0.66)}H${n(cx - w * 0.2)}z`, rng.pick(['#2a9d8f', '#3b82f6', '#6d597a']))
	g += rect(cx - w * 0.02, h * 0.66, w * 0.04, h * 0.14, '#9aa5ad') + rect(cx - w * 0.1, h * 0.8, w * 0.2, h * 0.03, '#9aa5ad', 4)
	g += `<path d="M${n(cx + w * 0.16)} ${n(h * 0.1)}v${n(h * 0.08)}q0 ${n(h * 0.1)} ${n(-w * 0.1)} ${n(h * 0.12)}" stroke="#9aa5ad" stroke-width="5" fill="none"/>` + ell(cx + w * 0.05, h * 0.31, w * 0.04, h * 0.025, '#f1f5f9') + glow(c, cx + w * 0.05, h * 0.33, h * 0.12, '#ffffff')
	g += bust(w * 0.8, h * 0.44, h * 0.34, lookFor(rng, { tops: ['#ffffff'] }), { coat: true })
	return g
}

const pharmacy: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, '#eef3f5')
	for (let r = 0; r < 4; r++) {
		const y = h * 0.08 + r * h * 0.17
		g += rect(w * 0.04, y + h * 0.14, w * 0.92, h * 0.015, '#b8c4cc')
		let x = w * 0.05
		while (x < w * 0.9) {
			const bw = rng.range(34, 60)
			const bh = h * rng.range(0.07, 0.12)
			g += rect(x, y + h * 0.14 - bh, bw, bh, rng.pick(['#ffffff', '#dbeafe', '#fde68a', '#fecaca', '#bbf7d0', '#e9d5ff']), 2)
			x += bw + 4
		}
	}
	g += rect(0, h * 0.78, w, h * 0.22, '#2a9d8f') + rect(0, h * 0.78, w, h * 0.03, '#21867a')
	g += rect(w * 0.7, h * 0.64, w * 0.14, h * 0.14, '#fff', 4) + path(`M${n(w * 0.77)} ${n(h * 0.66)}v${n(h * 0.1)}M${n(w * 0.73)} ${n(h * 0.71)}h${n(w * 0.08)}`, 'none', 'stroke="#16a34a" stroke-width="8"')
	return g
}

const factory: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, ['#2b3138', '#3d454e', '#1d2226']))
	// roof trusses and skylight glow
	let truss = ''
	for (let i = 0; i <= 6; i++) truss += `M${n((w / 6) * i)} 0L${n((w / 6) * (i + 0.5))} ${n(h * 0.16)}L${n((w / 6) * (i + 1))} 0`
	g += `<path d="${truss}M0 ${n(h * 0.16)}H${n(w)}" stroke="#59636e" stroke-width="4" fill="none"/>` + rect(w * 0.3, 0, w * 0.4, h * 0.05, '#cfd8e3', 0, 'fill-opacity=".5"')
	// columns, an overhead crane and stacked steel
	for (const px of [0.08, 0.92]) g += rect(w * px - 10, h * 0.16, 20, h * 0.7, '#4b5560')
	g += rect(0, h * 0.26, w, h * 0.04, '#e9b949') + rect(w * 0.55, h * 0.3, 4, h * 0.2, '#999') + rect(w * 0.53, h * 0.5, w * 0.04, h * 0.03, '#e9b949')
	g += rect(0, h * 0.82, w, h * 0.18, '#3a3f45')
	for (let i = 0; i < 4; i++) g += rect(w * 0.06, h * (0.7 + i * 0.03), w * 0.3, h * 0.025, ['#8d99a6', '#7b8794', '#a3afbb'][i % 3]!, 2)
	// a welder at a bench with sparks
	const wx = w * rng.range(0.58, 0.7)
	g += rect(wx - w * 0.16, h * 0.66, w * 0.3, h * 0.04, '#6b7480') + rect(wx - w * 0.14, h * 0.7, 8, h * 0.12, '#555') + rect(wx + w * 0.1, h * 0.7, 8, h * 0.12, '#555')
	const l = lookFor(rng, { tops: ['#f97316', '#facc15', '#ea580c'], fem: 0.2 })
	if (!o.lite) g += figure(wx - w * 0.04, h * 0.84, h * 0.46, l, 'hold').svg + rect(wx - w * 0.04 - h * 0.03, h * 0.84 - h * 0.46, h * 0.06, h * 0.045, '#374151', 4)
	g += glow(c, wx + w * 0.02, h * 0.64, h * 0.18, '#ffb347')
	let sparks = ''
	for (let i = 0; i < 14; i++) {
		const a = rng.range(-Math.PI, 0)
		const len = rng.range(10, h * 0.12)
		sparks += `M${n(wx + w * 0.02)} ${n(h * 0.65)}l${n(Math.cos(a) * len)} ${n(Math.sin(a) * len * 0.7)}`
	}
	g += `<path d="${sparks}" stroke="#ffd166" stroke-width="2" stroke-linecap="round"/>`
	return g
}

const textile: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, ['#e9e4dc', '#cfc6b8']))
	// a loom: warp threads running down into a frame
	const colors = ['#c1121f', '#f4a261', '#2a9d8f', '#e9c46a', '#264653', '#8338ec', '#fb8500']
	const lx = w * 0.08
	const lw = w * 0.6
	g += rect(lx - 8, h * 0.1, lw + 16, h * 0.06, '#6b4f3a') + rect(lx - 8, h * 0.62, lw + 16, h * 0.06, '#6b4f3a')
	for (const [k, col] of colors.entries()) {
		let d = ''
		for (let i = k; i < 40; i += colors.length) d += `M${n(lx + (lw / 40) * i)} ${n(h * 0.16)}V${n(h * 0.62)}`
		g += `<path d="${d}" stroke="${col}" stroke-width="${n(lw / 60)}"/>`
	}
	g += rect(lx, h * 0.45, lw, h * 0.17, grad(c, ['#c1121f', '#e76f51', '#f4a261'], true))
	g += rect(lx - 12, h * 0.16, 12, h * 0.7, '#5a3f2d') + rect(lx + lw, h * 0.16, 12, h * 0.7, '#5a3f2d')
	// fabric rolls stacked on the right
	for (let i = 0; i < 5; i++) {
		const y = h * (0.82 - i * 0.13)
		const col = rng.pick(colors)
		g += rect(w * 0.72, y - h * 0.1, w * 0.24, h * 0.1, col, 6) + ell(w * 0.96, y - h * 0.05, h * 0.02, h * 0.05, shadeHex(col, 0.75))
	}
	g += rect(0, h * 0.86, w, h * 0.14, '#8d7b68')
	return g
}

const warehouse: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, ['#dfe4e8', '#c5ccd3']))
	for (const sx of [0.04, 0.54]) {
		const x = w * sx
		const sw = w * 0.42
		for (let r = 0; r < 3; r++) {
			const y = h * (0.12 + r * 0.24)
			g += rect(x, y + h * 0.2, sw, h * 0.02, '#f08c00')
			let bx = x + 6
			while (bx < x + sw - 40) {
				const bw = Math.min(rng.range(44, 80) * Math.max(1, w / 600), x + sw - bx - 6)
				const bh = h * rng.range(0.1, 0.18)
				g += rect(bx, y + h * 0.2 - bh, bw, bh, rng.pick(['#c8a27a', '#b88c5e', '#d9b88f']))
				bx += bw + 4
			}
		}
		g += rect(x, h * 0.1, 8, h * 0.74, '#2f5d8c') + rect(x + sw - 8, h * 0.1, 8, h * 0.74, '#2f5d8c')
	}
	g += rect(0, h * 0.84, w, h * 0.16, '#9aa3ab')
	// a forklift
	const fx = w * rng.range(0.3, 0.6)
	g += rect(fx, h * 0.7, w * 0.12, h * 0.12, '#f2b705', 6) + rect(fx + w * 0.02, h * 0.6, w * 0.07, h * 0.1, 'none', 0, 'stroke="#333" stroke-width="4"') + rect(fx + w * 0.12, h * 0.56, 6, h * 0.26, '#444') + rect(fx + w * 0.12, h * 0.8, w * 0.06, 6, '#444')
	g += circle(fx + w * 0.025, h * 0.83, h * 0.035, '#222') + circle(fx + w * 0.095, h * 0.83, h * 0.035, '#222')
	return g
}

const desk: Draw = (c, w, h, o) => {
	const { rng, p } = c
	let g = rect(0, 0, w, h, grad(c, ['#eef1f4', '#dfe4ea'])) + rect(w * 0.08, h * 0.08, w * 0.24, h * 0.34, '#cfe3f1', 4, 'stroke="#fff" stroke-width="6"')
	g += rect(0, h * 0.7, w, h * 0.3, rng.pick(['#b08968', '#d4b996', '#8d6e53']))
	// a laptop showing a chart
	const lx = w * 0.5
	const lw = Math.min(w * 0.5, h * 0.9)
	g += path(`M${n(lx - lw / 2)} ${n(h * 0.7)}L${n(lx - lw * 0.45)} ${n(h * 0.34)}H${n(lx + lw * 0.45)}L${n(lx + lw / 2)} ${n(h * 0.7)}z`, '#2b2f36')
	g += rect(lx - lw * 0.41, h * 0.37, lw * 0.82, h * 0.3, '#ffffff')
	for (let i = 0; i < 6; i++) {
		const bh = h * rng.range(0.05, 0.2)
		g += rect(lx - lw * 0.35 + i * lw * 0.12, h * 0.64 - bh, lw * 0.07, bh, i % 2 ? (o.tone ?? p.primary) : p.accent, 2)
	}
	g += rect(lx - lw * 0.58, h * 0.7, lw * 1.16, h * 0.03, '#9aa1ab', 3)
	g += rect(w * 0.82, h * 0.58, w * 0.06, h * 0.12, '#f4f1de', 4) + path(`M${n(w * 0.88)} ${n(h * 0.6)}q${n(w * 0.03)} ${n(h * 0.03)} 0 ${n(h * 0.07)}`, 'none', 'stroke="#f4f1de" stroke-width="4"')
	g += rect(w * 0.1, h * 0.58, w * 0.07, h * 0.12, '#c2b6a3', 3) + circle(w * 0.135, h * 0.52, h * 0.09, '#4d8a3c')
	return g
}

const classroom: Draw = (c, w, h) => {
	const { rng } = c
	let g = wallFloor(c, w, h, '#f3ede2', '#c9b28f', 0.66)
	g += rect(w * 0.2, h * 0.08, w * 0.6, h * 0.32, '#2f4f3f', 4, 'stroke="#8d6e53" stroke-width="8"')
	g += `<path d="M${n(w * 0.26)} ${n(h * 0.18)}h${n(w * 0.2)}M${n(w * 0.26)} ${n(h * 0.25)}h${n(w * 0.3)}M${n(w * 0.26)} ${n(h * 0.32)}h${n(w * 0.14)}" stroke="#f1f1f1" stroke-width="4" stroke-linecap="round"/>`
	for (let i = 0; i < 4; i++) {
		const x = w * (0.14 + i * 0.24)
		const s = h * 0.13
		g += rect(x - w * 0.1, h * 0.74, w * 0.2, h * 0.04, '#8d6e53')
		g += path(`M${n(x - s)} ${n(h)}c0-${n(s * 1.4)} ${n(s * 0.3)}-${n(s * 1.6)} ${n(s)}-${n(s * 1.6)}s${n(s)} ${n(s * 0.2)} ${n(s)} ${n(s * 1.6)}z`, rng.pick(['#f8fafc', '#1e3a8a', '#dbeafe', '#e76f51', '#2a9d8f'])) + circle(x, h - s * 1.9, s * 0.55, rng.pick(['#1f1510', '#2b1d14', '#3b2a20', '#5a3a22']))
	}
	return g
}

// -------------------------------------------------------------------- people

const portrait: Draw = (c, w, h, o) => {
	const { rng } = c
	const bg = rng.pick([['#e6eef5', '#c9d8e6'], ['#efe7df', '#d8c9b9'], ['#e3ece6', '#c3d4c8'], ['#ede6f2', '#d3c6df'], ['#f2ece4', '#ded2c2']])
	let g = rect(0, 0, w, h, grad(c, bg))
	g += circle(w * 0.2, h * 0.25, h * 0.2, '#ffffff', 'fill-opacity=".35"') + rect(w * 0.72, h * 0.1, w * 0.2, h * 0.5, '#ffffff', 4, 'fill-opacity=".25"')
	const look = lookFor(rng, { tops: o.tone ? [o.tone] : FORMAL })
	g += bust(w * 0.5, h, Math.min(h * 0.95, w * 1.1), look, { tie: look.dress === 'jacket' && rng.chance(0.4) ? rng.pick(['#8c1c2c', '#1e3a5f', '#3f6212']) : undefined })
	return g
}

const doctor: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, rng.pick([['#e3f1f1', '#c6e0df'], ['#e8eef8', '#cbd7ea'], ['#eef4f0', '#d2e3d8']])))
	g += rect(w * 0.06, h * 0.08, w * 0.26, h * 0.4, '#ffffff', 4, 'fill-opacity=".45"') + rect(w * 0.7, h * 0.2, w * 0.22, h * 0.3, '#ffffff', 4, 'fill-opacity=".3"')
	g += bust(w * 0.5, h, Math.min(h * 0.95, w * 1.1), lookFor(rng, { tops: ['#ffffff'] }), { coat: true })
	return g
}

const student: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, rng.pick([['#fde9d9', '#f7cdb0'], ['#e0ecff', '#c3d7f7'], ['#e4f4ea', '#c3e4cf'], ['#f1e6fb', '#dac6f0']])))
	g += circle(w * 0.8, h * 0.2, h * 0.25, '#ffffff', 'fill-opacity=".4"')
	const l = lookFor(rng, { tops: CASUAL })
	g += bust(w * 0.42, h * 1.02, Math.min(h * 0.9, w), l)
	// a laptop in front
	g += path(`M${n(w * 0.45)} ${n(h)}L${n(w * 0.52)} ${n(h * 0.58)}H${n(w * 0.92)}L${n(w * 0.88)} ${n(h)}z`, '#2b2f36') + ell(w * 0.71, h * 0.78, w * 0.03, w * 0.03, '#9aa1ab')
	return g
}

const wedding: Draw = (c, w, h, o) => {
	const { rng } = c
	const indian = o.tone === 'indian'
	let g = rect(0, 0, w, h, grad(c, o.dusk ? ['#3a2140', '#7b3f61', '#d98c6a'] : ['#f6e7de', '#efd3c6']))
	// fairy lights
	g += dots(`M0 ${n(h * 0.05)}Q${n(w / 2)} ${n(h * 0.2)} ${n(w)} ${n(h * 0.05)}M0 ${n(h * 0.12)}Q${n(w / 2)} ${n(h * 0.28)} ${n(w)} ${n(h * 0.12)}`, '#fff3c4', 5, 14)
	// a floral arch or a mandap with drapes; in a wide banner the couple stands right of the headline
	const ax = w > 900 ? w * 0.72 : w / 2
	const aw = Math.min(w * 0.6, h * 0.9)
	if (indian) {
		g += rect(ax - aw / 2, h * 0.2, 10, h * 0.7, '#d4a017') + rect(ax + aw / 2 - 10, h * 0.2, 10, h * 0.7, '#d4a017') + path(`M${n(ax - aw / 2 - 20)} ${n(h * 0.22)}Q${n(ax)} ${n(h * 0.02)} ${n(ax + aw / 2 + 20)} ${n(h * 0.22)}z`, '#c1121f')
		g += path(`M${n(ax - aw / 2)} ${n(h * 0.22)}Q${n(ax)} ${n(h * 0.42)} ${n(ax + aw / 2)} ${n(h * 0.22)}`, 'none', 'stroke="#ffb703" stroke-width="10" stroke-dasharray="4 6"')
	} else g += path(`M${n(ax - aw / 2)} ${n(h * 0.92)}V${n(h * 0.45)}a${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${n(aw)} 0V${n(h * 0.92)}`, 'none', 'stroke="#f5f0e6" stroke-width="10"')
	let flowers = ''
	for (let i = 0; i < 26; i++) {
		const a = Math.PI * (1 + i / 25)
		const fx = ax + Math.cos(a) * aw * 0.5
		const fy = (indian ? h * 0.24 : h * 0.45) + Math.sin(a) * aw * (indian ? 0.15 : 0.5)
		flowers += circle(fx + rng.range(-8, 8), fy + rng.range(-8, 8), rng.range(6, 12), rng.pick(indian ? ['#ff9f1c', '#ffbf69', '#e71d36', '#fdfcdc'] : ['#f7cad0', '#fbfaf5', '#f9bec7', '#e8c2ca', '#9fc59a']))
	}
	g += flowers + rect(0, h * 0.9, w, h * 0.1, o.dusk ? '#2a1a2e' : '#e6d3c5')
	// the couple
	const bride = lookFor(rng, { fem: 1, traditional: indian, tops: indian ? ['#c1121f', '#d62828', '#9d0208'] : ['#fbfaf5'] })
	bride.dress = indian ? 'saree' : 'dress'
	bride.trim = '#ffd166'
	const groom = lookFor(rng, { fem: 0, traditional: indian, tops: indian ? ['#f4e3c1', '#fff3d6'] : ['#1f2937', '#2f3e46'] })
	if (!indian) groom.dress = 'jacket'
	g += figure(ax - h * 0.08, h * 0.92, h * 0.52, groom, 'relaxed').svg + figure(ax + h * 0.08, h * 0.92, h * 0.5, bride, 'relaxed', { mirror: true }).svg
	if (!indian) g += path(`M${n(ax + h * 0.08 - h * 0.09)} ${n(h * 0.92)}L${n(ax + h * 0.08)} ${n(h * 0.62)}L${n(ax + h * 0.08 + h * 0.11)} ${n(h * 0.92)}z`, '#fbfaf5')
	return g
}

const yoga: Draw = (c, w, h) => {
	const { rng } = c
	let g = wallFloor(c, w, h, '#f1ebe2', '#d8bf98', 0.7) + rect(w * 0.6, h * 0.08, w * 0.32, h * 0.55, '#dcefe6', 4, 'stroke="#fff" stroke-width="8"') + glow(c, w * 0.76, h * 0.35, h * 0.4, '#ffffff')
	g += rect(w * 0.2, h * 0.86, w * 0.5, h * 0.04, rng.pick(['#7c9a7e', '#b56576', '#6d597a']), 4)
	const l = lookFor(rng, { tops: ['#f4a261', '#2a9d8f', '#e76f51', '#6d597a'], fem: 0.7 })
	l.longSleeves = false
	// tree pose: arms joined overhead, one knee out
	g += figure(w * 0.45, h * 0.87, h * 0.7, l, { la: [165, 195], ra: [165, 195], ll: [0, 0], rl: [70, -100] }).svg
	g += rect(w * 0.06, h * 0.6, w * 0.08, h * 0.1, '#c2b6a3', 4)
	for (let i = 0; i < 5; i++) g += ell(w * 0.1 + (i - 2) * 6, h * 0.46, 6, h * 0.14, hsl(130, 35, 30 + i * 3), `transform="rotate(${(i - 2) * 16} ${n(w * 0.1)} ${n(h * 0.6)})"`)
	return g
}

const gym: Draw = (c, w, h) => {
	const { rng } = c
	let g = wallFloor(c, w, h, '#2b2f36', '#1b1d21', 0.72) + rect(0, h * 0.3, w, h * 0.03, '#e63946')
	for (let i = 0; i < 6; i++) g += rect(w * 0.06 + i * w * 0.05, h * 0.62, w * 0.035, h * 0.08, '#555', 4)
	g += rect(w * 0.04, h * 0.7, w * 0.34, h * 0.02, '#777')
	const l = lookFor(rng, { tops: ['#f8fafc', '#e63946', '#0ea5e9', '#facc15'] })
	l.longSleeves = false
	const f = figure(w * 0.62, h * 0.92, h * 0.66, l, 'cheer')
	const [a, b] = f.hands
	g += f.svg
	if (a && b) g += `<path d="M${n(a[0] - 30)} ${n(a[1])}H${n(b[0] + 30)}" stroke="#bbb" stroke-width="6"/>` + rect(a[0] - 44, a[1] - 22, 14, 44, '#222', 3) + rect(b[0] + 30, b[1] - 22, 14, 44, '#222', 3)
	return g
}

const spa: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, ['#eae4da', '#d9cfc0'])) + glow(c, w * 0.3, h * 0.3, h * 0.5, '#ffffff')
	g += rect(0, h * 0.68, w, h * 0.32, '#b79b7a')
	// stacked stones, rolled towels, a candle and an orchid
	const sx = w * 0.3
	for (const [i, s] of [0.16, 0.13, 0.1, 0.07].entries()) g += ell(sx, h * (0.66 - i * 0.07), w * s * 0.6, h * 0.04, ['#5b5b5b', '#6d6d6d', '#4a4a4a', '#7a7a7a'][i]!)
	for (let i = 0; i < 3; i++) g += rect(w * 0.5 + i * w * 0.09, h * 0.56, w * 0.08, h * 0.12, '#fbfaf7', 18) + circle(w * 0.54 + i * w * 0.09, h * 0.62, w * 0.02, '#ebe6dc')
	g += rect(w * 0.8, h * 0.52, w * 0.06, h * 0.16, '#fff8ea', 3) + path(`M${n(w * 0.83)} ${n(h * 0.44)}q6 8 0 14q-6-6 0-14z`, '#f4a261') + glow(c, w * 0.83, h * 0.46, h * 0.12)
	g += `<path d="M${n(w * 0.14)} ${n(h * 0.68)}q${n(w * 0.02)} ${n(-h * 0.3)} ${n(w * 0.08)} ${n(-h * 0.4)}" stroke="#5a7d4a" stroke-width="3" fill="none"/>`
	for (let i = 0; i < 4; i++) g += circle(w * (0.18 + i * 0.012), h * (0.36 + i * 0.06), h * 0.035, rng.pick(['#f1c6d3', '#ffffff', '#e8a6c1']))
	return g
}

const bikeshop: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = wallFloor(c, w, h, '#e9e4dc', '#6b6b6b', 0.76)
	// a pegboard of tools
	g += rect(w * 0.05, h * 0.08, w * 0.4, h * 0.4, '#c9a77c', 4)
	let holes = ''
	for (let k = 0; k < 6; k++) holes += `M${n(w * 0.07)} ${n(h * 0.11 + k * h * 0.065)}H${n(w * 0.43)}`
	g += dots(holes, '#8d6e53', 3.6, w * 0.05)
	for (let i = 0; i < 5; i++) g += rect(w * 0.09 + i * w * 0.07, h * 0.14, w * 0.012, h * rng.range(0.12, 0.24), rng.pick(['#c1121f', '#333', '#1d4ed8', '#888']), 2)
	// a bike up on a stand
	const bx = w * 0.68
	const by = h * 0.62
	const s = Math.min(w * 0.4, h * 0.6)
	const frame = o.tone ?? rng.pick(['#e63946', '#1d4ed8', '#2a9d8f', '#f4a261', '#111827'])
	g += `<path d="M${n(bx)} ${n(by + s * 0.1)}V${n(h * 0.96)}M${n(bx - s * 0.2)} ${n(h * 0.96)}h${n(s * 0.4)}" stroke="#444" stroke-width="6"/>`
	g += bike(bx, by, s, frame)
	return g
}

/** A bicycle centred at (x, y), s wide. */
function bike(x: number, y: number, s: number, frame: string): string {
	const r = s * 0.22
	const lx = x - s * 0.32
	const rx = x + s * 0.32
	let g = `<circle cx="${n(lx)}" cy="${n(y + s * 0.12)}" r="${n(r)}" fill="none" stroke="#222" stroke-width="${n(s * 0.03)}"/><circle cx="${n(rx)}" cy="${n(y + s * 0.12)}" r="${n(r)}" fill="none" stroke="#222" stroke-width="${n(s * 0.03)}"/>`
	g += `<path d="M${n(lx)} ${n(y + s * 0.12)}L${n(x - s * 0.05)} ${n(y + s * 0.12)}L${n(x + s * 0.2)} ${n(y - s * 0.12)}H${n(x - s * 0.14)}L${n(x - s * 0.05)} ${n(y + s * 0.12)}M${n(lx)} ${n(y + s * 0.12)}L${n(x - s * 0.14)} ${n(y - s * 0.12)}M${n(rx)} ${n(y + s * 0.12)}L${n(x + s * 0.18)} ${n(y - s * 0.2)}" stroke="${frame}" stroke-width="${n(s * 0.035)}" fill="none" stroke-linejoin="round"/>`
	g += `<path d="M${n(x - s * 0.2)} ${n(y - s * 0.16)}h${n(s * 0.1)}M${n(x + s * 0.14)} ${n(y - s * 0.22)}h${n(s * 0.09)}" stroke="#222" stroke-width="${n(s * 0.03)}" stroke-linecap="round"/>`
	return g
}

// ---------------------------------------------------------------------- food

const plate: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, rng.pick([['#8b5e3c', '#6f4a2f'], ['#e8e1d6', '#d6cbbb'], ['#3d4a4f', '#2c3639']])))
	const cx = w * 0.5
	const cy = h * 0.52
	const r = Math.min(w, h) * 0.4
	g += circle(cx + 6, cy + 8, r, '#000', 'fill-opacity=".18"') + circle(cx, cy, r, '#d9d9d9') + circle(cx, cy, r * 0.94, '#c8ccd1')
	if (rng.chance(0.5)) {
		// a thali: small bowls around rice and a roti
		for (let i = 0; i < 5; i++) {
			const a = (i / 5) * Math.PI * 2 - 0.6
			const bx = cx + Math.cos(a) * r * 0.6
			const by = cy + Math.sin(a) * r * 0.6
			g += circle(bx, by, r * 0.24, '#b8bcc2') + circle(bx, by, r * 0.2, ['#e9a23b', '#f4d35e', '#7fb069', '#c1440e', '#f8f1e5'][i]!)
		}
		g += circle(cx, cy, r * 0.26, '#fbf8f0') + ell(cx + r * 0.05, cy + r * 0.02, r * 0.2, r * 0.16, '#e8c07d')
	} else {
		g += circle(cx, cy, r * 0.62, rng.pick(['#c1440e', '#e9a23b', '#8f2d1f']))
		for (let i = 0; i < (o.lite ? 4 : 8); i++) g += circle(cx + rng.range(-r * 0.4, r * 0.4), cy + rng.range(-r * 0.4, r * 0.4), r * 0.07, rng.pick(['#4f772d', '#fefae0', '#f4a261']))
	}
	if (o.lite) return g
	g += rect(cx + r * 1.1, cy - r * 0.7, r * 0.08, r * 1.4, '#c9ccd1', 3)
	g += rect(w * 0.04, h * 0.06, w * 0.16, h * 0.3, '#f1e9db', 4, 'transform="rotate(-8)"')
	return g
}

const coffee: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, rng.pick([['#6b4a33', '#4e3524'], ['#d9cbb8', '#c4b39c'], ['#2f2f2f', '#1e1e1e']])))
	for (let i = 0; i < 14; i++) {
		const bx = rng.range(0, w)
		const by = rng.range(0, h)
		if (Math.hypot(bx - w * 0.45, by - h * 0.5) < Math.min(w, h) * 0.4) continue
		g += rng.chance(0.5) ? ell(bx, by, 9, 6, '#3b2416') : ell(bx, by, 6, 9, '#3b2416')
	}
	const cx = w * 0.45
	const cy = h * 0.5
	const r = Math.min(w, h) * 0.26
	g += circle(cx + 5, cy + 8, r * 1.35, '#000', 'fill-opacity=".2"') + circle(cx, cy, r * 1.35, '#f7f4ee') + circle(cx, cy, r, '#ffffff') + circle(cx, cy, r * 0.84, '#7a4a26') + circle(cx, cy, r * 0.7, '#a8703f')
	g += path(`M${n(cx)} ${n(cy + r * 0.45)}C${n(cx - r * 0.6)} ${n(cy)} ${n(cx - r * 0.35)} ${n(cy - r * 0.5)} ${n(cx)} ${n(cy - r * 0.15)}C${n(cx + r * 0.35)} ${n(cy - r * 0.5)} ${n(cx + r * 0.6)} ${n(cy)} ${n(cx)} ${n(cy + r * 0.45)}z`, '#f3e3cc')
	g += rect(cx + r * 0.95, cy - r * 0.15, r * 0.55, r * 0.3, '#f7f4ee', r * 0.15)
	return g
}

// ------------------------------------------------------------------ vehicles

/** A vehicle in side view, s wide, standing on (x, y). */
export function vehicle(x: number, y: number, s: number, type: VehicleType, paint: string): string {
	const u = s / 100
	const glass = '#bfe0f2'
	let body = ''
	let windows = ''
	switch (type) {
		case 'van':
			body = `M${n(x - 50 * u)} ${n(y - 8 * u)}V${n(y - 40 * u)}q0-6 6-6H${n(x + 28 * u)}q6 0 10 5l11 16q4 3 4 8V${n(y - 8 * u)}z`
			windows = `M${n(x - 44 * u)} ${n(y - 40 * u)}h${n(22 * u)}v${n(12 * u)}h${n(-22 * u)}zM${n(x - 18 * u)} ${n(y - 40 * u)}h${n(22 * u)}v${n(12 * u)}h${n(-22 * u)}zM${n(x + 8 * u)} ${n(y - 40 * u)}h${n(20 * u)}l${n(10 * u)} ${n(12 * u)}h${n(-30 * u)}z`
			break
		case 'truck':
			body = `M${n(x - 50 * u)} ${n(y - 8 * u)}V${n(y - 48 * u)}H${n(x + 18 * u)}V${n(y - 8 * u)}zM${n(x + 20 * u)} ${n(y - 8 * u)}V${n(y - 34 * u)}H${n(x + 36 * u)}l${n(12 * u)} ${n(12 * u)}V${n(y - 8 * u)}z`
			windows = `M${n(x + 24 * u)} ${n(y - 31 * u)}h${n(11 * u)}l${n(9 * u)} ${n(9 * u)}h${n(-20 * u)}z`
			break
		case 'suv':
			body = `M${n(x - 48 * u)} ${n(y - 8 * u)}V${n(y - 22 * u)}q0-5 5-6l6-1l9-13q3-4 8-4H${n(x + 22 * u)}q5 0 8 4l9 12l9 2q4 1 4 6V${n(y - 8 * u)}z`
			windows = `M${n(x - 26 * u)} ${n(y - 30 * u)}l7-10H${n(x - 2 * u)}v10zM${n(x + 2 * u)} ${n(y - 30 * u)}v-10H${n(x + 20 * u)}l7 10z`
			break
		case 'hatch':
			body = `M${n(x - 46 * u)} ${n(y - 8 * u)}V${n(y - 20 * u)}q0-6 6-7l8-2l12-13q3-3 8-3H${n(x + 16 * u)}q5 0 8 5l12 14q10 1 10 8V${n(y - 8 * u)}z`
			windows = `M${n(x - 22 * u)} ${n(y - 29 * u)}l9-11H${n(x)}v11zM${n(x + 4 * u)} ${n(y - 29 * u)}v-11H${n(x + 15 * u)}l8 11z`
			break
		default:
			body = `M${n(x - 50 * u)} ${n(y - 8 * u)}V${n(y - 18 * u)}q0-5 6-6l14-3l12-11q4-3 9-3H${n(x + 14 * u)}q5 0 9 3l12 11l14 3q6 1 6 6V${n(y - 8 * u)}z`
			windows = `M${n(x - 24 * u)} ${n(y - 27 * u)}l10-9H${n(x - 1 * u)}v9zM${n(x + 3 * u)} ${n(y - 27 * u)}v-9H${n(x + 14 * u)}l10 9z`
	}
	let g = ell(x, y + 1 * u, 52 * u, 4 * u, '#000', 'fill-opacity=".18"')
	g += path(body, paint) + path(windows, glass)
	g += rect(x - 48 * u, y - 16 * u, 96 * u, 2 * u, '#000', 0, 'fill-opacity=".12"')
	if (type === 'truck') g += rect(x - 46 * u, y - 42 * u, 56 * u, 22 * u, '#ffffff', 2, 'fill-opacity=".25"')
	for (const wx of [x - 30 * u, x + 30 * u]) g += circle(wx, y - 8 * u, 10.5 * u, shadeHex(paint.length === 7 ? paint : '#777777', 0.55)) + circle(wx, y - 7.5 * u, 8.5 * u, '#1f2328') + circle(wx, y - 7.5 * u, 4.5 * u, '#c7cbd1')
	g += rect(x + 44 * u, y - 19 * u, 5 * u, 3 * u, '#ffe08a', 1) + rect(x - 50 * u, y - 19 * u, 3 * u, 3 * u, '#d62828', 1)
	return g
}

const car: Draw = (c, w, h, o) => {
	const { rng } = c
	const dusk = o.dusk ?? false
	let g = rect(0, 0, w, h, grad(c, dusk ? ['#1f2a44', '#46365c', '#b5706b'] : rng.pick([['#dfe9f1', '#f4f6f8'], ['#f3e6d8', '#faf3ea'], ['#e4ecef', '#f7f9fa']])))
	if (rng.chance(0.5)) g += ridge(rng, w, h, h * 0.62, h * 0.2, dusk ? '#2a2438' : '#c9d6c2', 3)
	else {
		let x = 0
		while (x < w) {
			const bw = rng.range(40, 90)
			g += rect(x, h * rng.range(0.25, 0.5), bw, h, dusk ? '#2b2a3d' : '#d5dbe0')
			x += bw + 6
		}
	}
	g += rect(0, h * 0.72, w, h * 0.28, dusk ? '#2a2a2e' : '#8d939a') + `<path d="M0 ${n(h * 0.86)}H${n(w)}" stroke="#f1f1f1" stroke-width="4" stroke-dasharray="40 30"/>`
	const type = o.vehicle ?? rng.pick(['hatch', 'sedan', 'suv'] as const)
	g += vehicle(w * 0.5, h * 0.8, Math.min(w * 0.78, h * 1.5), type, o.tone ?? rng.pick(['#c1121f', '#1d4ed8', '#f8fafc', '#111827', '#6b7280', '#0f766e']))
	return g
}

const truck: Draw = (c, w, h, o) => {
	const { rng } = c
	let g = sky(c, w, h, o.dusk) + ridge(rng, w, h, h * 0.6, h * 0.12, '#b9c9b0', 3) + rect(0, h * 0.66, w, h * 0.34, '#7d848c') + `<path d="M0 ${n(h * 0.82)}H${n(w)}" stroke="#fff" stroke-width="4" stroke-dasharray="40 30"/>`
	g += vehicle(w * 0.5, h * 0.78, Math.min(w * 0.8, h * 1.4), 'truck', o.tone ?? c.p.primary)
	return g
}

// ------------------------------------------------------------------- objects

const robot: Draw = (c, w, h) => {
	const { rng, p } = c
	let g = rect(0, 0, w, h, grad(c, ['#e8eef6', '#cfd9e6'])) + rect(0, h * 0.72, w, h * 0.28, '#b9a38a')
	const x = w * 0.5
	const s = Math.min(w, h) * 0.5
	g += rect(x - s * 0.35, h * 0.72 - s * 0.55, s * 0.7, s * 0.45, p.accent, 12) + rect(x - s * 0.28, h * 0.72 - s * 0.95, s * 0.56, s * 0.38, '#f8fafc', 14, 'stroke="#94a3b8" stroke-width="3"')
	g += circle(x - s * 0.12, h * 0.72 - s * 0.76, s * 0.06, '#0ea5e9') + circle(x + s * 0.12, h * 0.72 - s * 0.76, s * 0.06, '#0ea5e9') + `<path d="M${n(x)} ${n(h * 0.72 - s * 0.95)}v${n(-s * 0.12)}" stroke="#94a3b8" stroke-width="3"/>` + circle(x, h * 0.72 - s * 1.1, s * 0.04, '#ef4444')
	g += circle(x - s * 0.25, h * 0.72 - s * 0.06, s * 0.1, '#334155') + circle(x + s * 0.25, h * 0.72 - s * 0.06, s * 0.1, '#334155')
	for (let i = 0; i < 3; i++) g += rect(w * 0.08 + i * 34, h * 0.68, 26, 16, rng.pick(['#22c55e', '#f59e0b', '#3b82f6']), 3)
	return g
}

const music: Draw = (c, w, h) => {
	const { rng } = c
	let g = rect(0, 0, w, h, grad(c, ['#3b1f2b', '#5c2a3e'])) + glow(c, w * 0.6, h * 0.4, h * 0.5, '#ffcf8a')
	g += rect(0, h * 0.78, w, h * 0.22, '#8c2f39') + rect(0, h * 0.78, w, h * 0.02, '#e9c46a')
	// a tanpura leaning back and a pair of tablas
	const tx = w * 0.36
	g += `<path d="M${n(tx)} ${n(h * 0.7)}L${n(tx + w * 0.12)} ${n(h * 0.08)}" stroke="#7a4a26" stroke-width="${n(w * 0.03)}" stroke-linecap="round"/>` + circle(tx, h * 0.72, h * 0.14, '#a0642d') + circle(tx, h * 0.72, h * 0.1, '#b87333')
	g += `<path d="M${n(tx)} ${n(h * 0.72)}L${n(tx + w * 0.12)} ${n(h * 0.08)}" stroke="#f1e4c8" stroke-width="1"/>`
	g += path(`M${n(w * 0.62)} ${n(h * 0.8)}l${n(w * 0.02)} ${n(-h * 0.2)}h${n(w * 0.1)}l${n(w * 0.02)} ${n(h * 0.2)}z`, '#5a3a22') + ell(w * 0.68, h * 0.6, w * 0.05, h * 0.02, '#f1e4c8') + circle(w * 0.68, h * 0.6, w * 0.015, '#222')
	g += ell(w * 0.82, h * 0.72, w * 0.08, h * 0.09, '#6b6b6b') + ell(w * 0.82, h * 0.65, w * 0.07, h * 0.025, '#f1e4c8') + circle(w * 0.82, h * 0.65, w * 0.02, '#222')
	void rng
	return g
}

const abstract: Draw = (c, w, h) => {
	const { rng, p } = c
	let g = rect(0, 0, w, h, grad(c, [p.soft, p.soft2], true))
	g += circle(w * rng.range(0.2, 0.5), h * rng.range(0.3, 0.7), Math.min(w, h) * 0.4, p.primary, 'fill-opacity=".25"') + circle(w * rng.range(0.55, 0.85), h * rng.range(0.4, 0.8), Math.min(w, h) * 0.3, p.accent, 'fill-opacity=".35"')
	return g
}

// ------------------------------------------------------------------ products

/** A product on a plain studio ground. */
function product(c: Ctx, w: number, h: number, kind: ProductKind, o: PhotoOpt): string {
	const { rng } = c
	const bgHue = rng.pick([30, 40, 200, 150, 340, 0])
	let g = rect(0, 0, w, h, grad(c, [hsl(bgHue, 25, 93), hsl(bgHue, 20, 86)]))
	const cx = w / 2
	const base = h * 0.84
	const s = Math.min(w, h) * 0.62
	const col = o.tone ?? hsl(rng.int(0, 360), rng.range(35, 60), rng.range(35, 55))
	g += ell(cx, base, s * 0.5, s * 0.06, '#000', 'fill-opacity=".12"')
	const dark = shadeHex(col.startsWith('#') ? col : '#777777', 0.7)
	switch (kind) {
		case 'tile': {
			// a 3×3 patch of patterned tiles seen from above
			// a 3×3 patch of patterned tiles seen from above, each layer one path
			const t = s * 0.34
			const x0 = cx - t * 1.5
			const y0 = h * 0.5 - t * 1.5
			const pattern = rng.int(0, 2)
			g += rect(x0, y0, t * 3, t * 3, pattern === 2 ? '#ddd6cb' : '#f4efe6')
			let motif = ''
			for (let i = 0; i < 9; i++) {
				const tx = x0 + (i % 3) * t
				const ty = y0 + Math.floor(i / 3) * t
				if (pattern === 0) motif += `M${n(tx)} ${n(ty + t / 2)}L${n(tx + t / 2)} ${n(ty)}L${n(tx + t)} ${n(ty + t / 2)}L${n(tx + t / 2)} ${n(ty + t)}zM${n(tx + t * 0.2)} ${n(ty + t / 2)}a${n(t * 0.3)} ${n(t * 0.3)} 0 1 0 ${n(t * 0.6)} 0a${n(t * 0.3)} ${n(t * 0.3)} 0 1 0 ${n(-t * 0.6)} 0`
				else if (pattern === 1) motif += `M${n(tx)} ${n(ty)}h${n(t / 2)}v${n(t / 2)}h${n(-t / 2)}zM${n(tx + t / 2)} ${n(ty + t / 2)}h${n(t / 2)}v${n(t / 2)}h${n(-t / 2)}z`
				else motif += `M${n(tx + t * 0.1)} ${n(ty + t * 0.6)}q${n(t * 0.4)} ${n(-t * 0.3)} ${n(t * 0.8)} 0`
			}
			g += pattern === 1 ? path(motif, col) : path(motif, 'none', `stroke="${pattern === 0 ? col : '#b8b0a2'}" stroke-width="${pattern === 0 ? 2.5 : 1.5}"`)
			let grout = ''
			for (let i = 1; i < 3; i++) grout += `M${n(x0 + t * i)} ${n(y0)}v${n(t * 3)}M${n(x0)} ${n(y0 + t * i)}h${n(t * 3)}`
			return g + path(grout, 'none', 'stroke="#ffffff" stroke-width="2.5"')
		}
		case 'basin':
			return g + rect(cx - s * 0.45, base - s * 0.38, s * 0.9, s * 0.1, '#a07850', 3) + ell(cx, base - s * 0.46, s * 0.34, s * 0.12, '#fbfbfb', 'stroke="#dcdcdc" stroke-width="2"') + ell(cx, base - s * 0.47, s * 0.26, s * 0.07, '#eef1f3') + `<path d="M${n(cx + s * 0.1)} ${n(base - s * 0.52)}v${n(-s * 0.28)}h${n(-s * 0.14)}" stroke="#b8bcc2" stroke-width="${n(s * 0.04)}" fill="none" stroke-linecap="round"/>`
		case 'jacket':
		case 'vest':
		case 'shirt': {
			const sleeve = kind !== 'vest'
			const top = base - s * 0.95
			let d = `M${n(cx - s * 0.12)} ${n(top)}L${n(cx - s * 0.32)} ${n(top + s * 0.08)}`
			d += sleeve ? `L${n(cx - s * 0.5)} ${n(top + s * 0.55)}L${n(cx - s * 0.38)} ${n(top + s * 0.6)}L${n(cx - s * 0.3)} ${n(top + s * 0.3)}` : `Q${n(cx - s * 0.3)} ${n(top + s * 0.35)} ${n(cx - s * 0.36)} ${n(top + s * 0.3)}`
			d += `L${n(cx - s * 0.3)} ${n(base - s * 0.05)}H${n(cx + s * 0.3)}L${n(cx + s * 0.3)} ${n(top + s * 0.3)}`
			d += sleeve ? `L${n(cx + s * 0.38)} ${n(top + s * 0.6)}L${n(cx + s * 0.5)} ${n(top + s * 0.55)}L${n(cx + s * 0.32)} ${n(top + s * 0.08)}` : `Q${n(cx + s * 0.3)} ${n(top + s * 0.35)} ${n(cx + s * 0.36)} ${n(top + s * 0.3)}L${n(cx + s * 0.32)} ${n(top + s * 0.08)}`
			d += `L${n(cx + s * 0.12)} ${n(top)}Q${n(cx)} ${n(top + s * 0.12)} ${n(cx - s * 0.12)} ${n(top)}z`
			g += path(d, col)
			if (kind === 'vest' || rng.chance(0.5)) g += rect(cx - s * 0.3, top + s * 0.5, s * 0.6, s * 0.06, kind === 'vest' ? '#e5e7eb' : '#ffffff', 0, 'fill-opacity=".8"')
			g += `<path d="M${n(cx)} ${n(top + s * 0.1)}V${n(base - s * 0.05)}" stroke="${dark}" stroke-width="2"/>`
			return g
		}
		case 'boots':
			for (const dx of [-0.2, 0.16]) g += path(`M${n(cx + s * dx - s * 0.1)} ${n(base - s * 0.6)}h${n(s * 0.2)}v${n(s * 0.42)}l${n(s * 0.16)} ${n(s * 0.08)}q${n(s * 0.04)} ${n(s * 0.05)} 0 ${n(s * 0.1)}h${n(-s * 0.36)}z`, col) + rect(cx + s * dx - s * 0.1, base - s * 0.02, s * 0.38, s * 0.03, '#222')
			return g
		case 'helmet':
			return g + path(`M${n(cx - s * 0.4)} ${n(base - s * 0.1)}a${n(s * 0.4)} ${n(s * 0.42)} 0 0 1 ${n(s * 0.8)} 0z`, col) + rect(cx - s * 0.48, base - s * 0.12, s * 0.96, s * 0.06, dark, 3) + rect(cx - s * 0.04, base - s * 0.52, s * 0.08, s * 0.4, '#ffffff', 3, 'fill-opacity=".35"')
		case 'jar':
		case 'tin':
		case 'bottle': {
			const count = rng.int(1, 3)
			for (let i = 0; i < count; i++) {
				const x = cx + (i - (count - 1) / 2) * s * 0.36
				const jc = i === 0 ? col : hsl(rng.int(0, 360), 45, 50)
				if (kind === 'bottle') g += rect(x - s * 0.12, base - s * 0.7, s * 0.24, s * 0.7, jc, s * 0.05) + rect(x - s * 0.05, base - s * 0.86, s * 0.1, s * 0.17, dark, 3) + rect(x - s * 0.1, base - s * 0.45, s * 0.2, s * 0.18, '#fffaf0', 2)
				else if (kind === 'tin') g += rect(x - s * 0.15, base - s * 0.42, s * 0.3, s * 0.42, jc, 3) + ell(x, base - s * 0.42, s * 0.15, s * 0.04, shadeHex('#cccccc', 1)) + rect(x - s * 0.15, base - s * 0.3, s * 0.3, s * 0.14, '#fffaf0')
				else g += rect(x - s * 0.15, base - s * 0.5, s * 0.3, s * 0.5, '#f3eee4', s * 0.06) + rect(x - s * 0.14, base - s * 0.36, s * 0.28, s * 0.34, jc, s * 0.04) + rect(x - s * 0.16, base - s * 0.58, s * 0.32, s * 0.09, '#8d6e53', 3) + rect(x - s * 0.11, base - s * 0.3, s * 0.22, s * 0.12, '#fffaf0', 2)
			}
			return g
		}
		case 'sack':
		case 'pouch':
		case 'coffeebag':
			g += path(`M${n(cx - s * 0.3)} ${n(base)}L${n(cx - s * 0.26)} ${n(base - s * 0.8)}H${n(cx + s * 0.26)}L${n(cx + s * 0.3)} ${n(base)}z`, kind === 'sack' ? '#d9c7a1' : col)
			g += rect(cx - s * 0.26, base - s * 0.86, s * 0.52, s * 0.08, kind === 'coffeebag' ? '#222' : dark, 2)
			g += rect(cx - s * 0.18, base - s * 0.56, s * 0.36, s * 0.26, kind === 'sack' ? col : '#fffaf0', 3)
			if (kind === 'pouch') g += circle(cx, base - s * 0.43, s * 0.07, col)
			return g
		case 'tent':
			return g + path(`M${n(cx - s * 0.5)} ${n(base)}L${n(cx)} ${n(base - s * 0.7)}L${n(cx + s * 0.5)} ${n(base)}z`, col) + path(`M${n(cx)} ${n(base - s * 0.7)}L${n(cx - s * 0.12)} ${n(base)}H${n(cx + s * 0.12)}z`, dark)
		case 'backpack':
			return g + rect(cx - s * 0.26, base - s * 0.82, s * 0.52, s * 0.8, col, s * 0.14) + rect(cx - s * 0.2, base - s * 0.36, s * 0.4, s * 0.26, dark, s * 0.06) + path(`M${n(cx - s * 0.12)} ${n(base - s * 0.82)}q${n(s * 0.12)} ${n(-s * 0.14)} ${n(s * 0.24)} 0`, 'none', `stroke="${dark}" stroke-width="${n(s * 0.04)}"`)
		case 'bike':
			return g + bike(cx, base - s * 0.25, s * 1.3, col)
		case 'fabric':
		case 'scarf': {
			const colors = [col, hsl(rng.int(0, 360), 50, 50), hsl(rng.int(0, 360), 45, 60), '#f4efe6']
			for (let i = 0; i < 4; i++) {
				const y = base - (i + 1) * s * 0.17
				g += rect(cx - s * 0.42, y, s * 0.84, s * 0.16, colors[i]!, 6) + `<path d="M${n(cx - s * 0.42)} ${n(y + s * 0.13)}h${n(s * 0.84)}" stroke="#ffffff" stroke-opacity=".5" stroke-dasharray="4 4" stroke-width="2"/>`
			}
			return g
		}
		case 'bowl':
			return g + path(`M${n(cx - s * 0.4)} ${n(base - s * 0.3)}h${n(s * 0.8)}q0 ${n(s * 0.3)} ${n(-s * 0.4)} ${n(s * 0.3)}q${n(-s * 0.4)} 0 ${n(-s * 0.4)} ${n(-s * 0.3)}z`, col) + ell(cx, base - s * 0.3, s * 0.4, s * 0.06, '#8d5a3b') + circle(cx - s * 0.1, base - s * 0.34, s * 0.05, '#6b3f26') + circle(cx + s * 0.08, base - s * 0.35, s * 0.05, '#6b3f26')
		case 'giftbox':
			return g + rect(cx - s * 0.4, base - s * 0.5, s * 0.8, s * 0.5, col, 4) + rect(cx - s * 0.44, base - s * 0.6, s * 0.88, s * 0.12, dark, 3) + rect(cx - s * 0.05, base - s * 0.6, s * 0.1, s * 0.6, '#e9c46a') + path(`M${n(cx)} ${n(base - s * 0.6)}c${n(-s * 0.2)} ${n(-s * 0.2)} ${n(-s * 0.3)} 0 0 0c${n(s * 0.2)} ${n(-s * 0.2)} ${n(s * 0.3)} 0 0 0`, 'none', 'stroke="#e9c46a" stroke-width="5"')
		case 'kit':
			return g + rect(cx - s * 0.45, base - s * 0.5, s * 0.9, s * 0.5, col, 6) + rect(cx - s * 0.36, base - s * 0.42, s * 0.34, s * 0.3, '#f8fafc', 4) + circle(cx + s * 0.2, base - s * 0.27, s * 0.12, '#f8fafc')
	}
	return g
}

const DRAW: Record<Exclude<PhotoKind, `product:${string}`>, Draw> = {
	mountains,
	beach,
	room,
	heritage,
	house,
	interior,
	kitchen,
	portrait,
	doctor,
	plate,
	coffee,
	car,
	student,
	campus,
	factory,
	textile,
	field,
	market,
	wedding,
	yoga,
	gym,
	spa,
	bikeshop,
	city,
	robot,
	music,
	truck,
	warehouse,
	solar,
	forest,
	pool,
	desk,
	clinic,
	pharmacy,
	classroom,
	abstract,
}

/** A picture of the given kind filling the box at (x, y). */
export function photo(c: Ctx, kind: PhotoKind, x: number, y: number, w: number, h: number, o: PhotoOpt = {}): string {
	const opt = { lite: w * h < 110000, ...o }
	const inner = kind.startsWith('product:') ? product(c, w, h, kind.slice(8) as ProductKind, opt) : DRAW[kind as keyof typeof DRAW](c, w, h, opt)
	const r = o.r ?? c.r
	return `<g transform="translate(${n(x)} ${n(y)})">${clip(c, 0, 0, w, h, r, inner)}</g>`
}
