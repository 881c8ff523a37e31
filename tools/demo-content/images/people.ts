/**
 * People for the illustrations: a look (skin, hair, clothes) and figures
 * drawn from a simple skeleton, so the same person can stand, wave, point,
 * sit, crouch, walk with a backpack, bat or bowl. Limbs are round-capped
 * strokes between joints, both legs (and both arms) in one path, which keeps
 * every pose a few short elements.
 * Also a head-and-shoulders bust for portraits and avatars.
 */
import { type Rng, n } from './lib.ts'

export const SKINS = ['#f3cfb3', '#e8b894', '#d69f76', '#b97d55', '#9a6440', '#7a4a2c', '#5e3a24']
export const HAIRS = ['#1f1510', '#2b1d14', '#3b2a20', '#141414', '#5a3a22', '#8a5a2b', '#b58a5a', '#6b6b6b']

export type HairStyle = 'short' | 'side' | 'long' | 'bun' | 'curly' | 'bald' | 'pony' | 'crop'
export type Dress = 'shirt' | 'tee' | 'jacket' | 'kurta' | 'saree' | 'dress' | 'hoodie'

export interface Look {
	skin: string
	hair: string
	style: HairStyle
	top: string
	bottom: string
	shoes: string
	dress: Dress
	longSleeves: boolean
	beard: boolean
	glasses: boolean
	/** Saree border, dupatta, tie or lanyard colour. */
	trim: string
}

export const CASUAL = ['#3b82f6', '#ef4444', '#10b981', '#f59e0b', '#8b5cf6', '#64748b', '#ec4899', '#14b8a6', '#f8fafc', '#1f2937', '#0ea5e9', '#84cc16', '#e76f51', '#264653']
export const FESTIVE = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#c026d3', '#ff8fab', '#ffb703', '#7b2cbf', '#d62828', '#0077b6', '#f72585', '#fb8500']
export const FORMAL = ['#1f2937', '#334155', '#1e3a5f', '#4b5563', '#6b2d3e', '#2f4f4f', '#f8fafc', '#e2e8f0', '#0f3d3e']

export interface LookOpt {
	tops?: readonly string[]
	/** Kurtas and sarees. */
	traditional?: boolean
	/** Feminine (long hair, dresses) with this probability; 0.5 when unset. */
	fem?: number
}

export function lookFor(rng: Rng, o: LookOpt = {}): Look {
	const fem = rng.chance(o.fem ?? 0.5)
	const tops = o.tops ?? CASUAL
	const hairIndex = rng.int(0, 5)
	let dress: Dress = rng.pick(['shirt', 'tee', 'tee', 'jacket', 'hoodie', 'shirt'] as const)
	if (o.traditional) dress = fem ? rng.pick(['saree', 'kurta', 'saree'] as const) : 'kurta'
	else if (fem && rng.chance(0.25)) dress = 'dress'
	return {
		skin: rng.pick(SKINS),
		hair: rng.chance(0.08) ? HAIRS[7]! : HAIRS[hairIndex]!,
		style: fem ? rng.pick(['long', 'bun', 'pony', 'long', 'curly', 'crop'] as const) : rng.pick(['short', 'side', 'short', 'curly', 'bald', 'crop'] as const),
		top: rng.pick(tops),
		bottom: rng.pick(['#2d3142', '#3d405b', '#4a4e69', '#22223b', '#5c4d3c', '#1e3a5f', '#6b705c', '#a3a3a3']),
		shoes: rng.pick(['#1f1f1f', '#3b2f2f', '#f1f1f1', '#5c4033']),
		dress,
		longSleeves: dress === 'jacket' || dress === 'hoodie' || dress === 'kurta' || rng.chance(0.4),
		beard: !fem && rng.chance(0.3),
		glasses: rng.chance(0.22),
		trim: rng.pick(['#ffd166', '#f94144', '#90be6d', '#f8f9fa', '#f3722c', '#577590']),
	}
}

function shade(hex: string, f: number): string {
	const v = parseInt(hex.slice(1), 16)
	const ch = (s: number) => Math.round(Math.min(255, Math.max(0, ((v >> s) & 255) * f)))
	return '#' + [ch(16), ch(8), ch(0)].map((x) => x.toString(16).padStart(2, '0')).join('')
}

/** Hair behind the head (long styles) and over it; r is the head radius. */
function hair(x: number, hy: number, r: number, l: Look, back: boolean): [string, string] {
	const c = l.hair
	let behind = ''
	let front = ''
	const cap = (drop: number) => `<path d="M${n(x - r * 1.04)} ${n(hy + r * drop)}C${n(x - r * 1.1)} ${n(hy - r * 1.25)} ${n(x + r * 1.1)} ${n(hy - r * 1.25)} ${n(x + r * 1.04)} ${n(hy + r * drop)}C${n(x + r * 0.7)} ${n(hy - r * 0.45)} ${n(x - r * 0.5)} ${n(hy - r * 0.6)} ${n(x - r * 1.04)} ${n(hy + r * drop)}z" fill="${c}"/>`
	if (back) return ['', `<circle cx="${n(x)}" cy="${n(hy)}" r="${n(r * 1.04)}" fill="${c}"/>` + (l.style === 'long' ? `<rect x="${n(x - r)}" y="${n(hy)}" width="${n(r * 2)}" height="${n(r * 2)}" rx="${n(r * 0.8)}" fill="${c}"/>` : l.style === 'bun' ? `<circle cx="${n(x)}" cy="${n(hy - r * 0.6)}" r="${n(r * 0.45)}" fill="${c}"/>` : '')]
	switch (l.style) {
		case 'long':
			behind = `<rect x="${n(x - r * 1.12)}" y="${n(hy - r * 0.5)}" width="${n(r * 2.24)}" height="${n(r * 2.9)}" rx="${n(r * 0.9)}" fill="${c}"/>`
			front = cap(0.35)
			break
		case 'bun':
			front = `<circle cx="${n(x)}" cy="${n(hy - r * 1.05)}" r="${n(r * 0.45)}" fill="${c}"/>` + cap(0.1)
			break
		case 'pony':
			behind = `<path d="M${n(x + r * 0.6)} ${n(hy - r * 0.5)}q${n(r * 1.1)} ${n(r * 0.2)} ${n(r * 0.5)} ${n(r * 2)}q${n(-r * 0.2)} ${n(-r)} ${n(-r * 0.9)} ${n(-r * 1.4)}z" fill="${c}"/>`
			front = cap(0.1)
			break
		case 'curly': {
			for (let i = 0; i < 7; i++) {
				const a = Math.PI * (1.05 + (i / 6) * 0.9)
				front += `<circle cx="${n(x + Math.cos(a) * r * 0.92)}" cy="${n(hy + Math.sin(a) * r * 0.92)}" r="${n(r * 0.36)}" fill="${c}"/>`
			}
			front += cap(-0.1)
			break
		}
		case 'bald':
			front = `<path d="M${n(x - r)} ${n(hy + r * 0.1)}q0 ${n(-r * 0.5)} ${n(r * 0.25)} ${n(-r * 0.6)}M${n(x + r)} ${n(hy + r * 0.1)}q0 ${n(-r * 0.5)} ${n(-r * 0.25)} ${n(-r * 0.6)}" stroke="${c}" stroke-width="${n(r * 0.22)}" fill="none"/>`
			break
		case 'crop':
			front = cap(-0.15)
			break
		case 'side':
			front = cap(0) + `<path d="M${n(x - r * 0.2)} ${n(hy - r * 0.95)}q${n(r * 0.9)} ${n(r * 0.05)} ${n(r * 1.15)} ${n(r * 0.75)}" stroke="${c}" stroke-width="${n(r * 0.35)}" fill="none"/>`
			break
		default:
			front = cap(-0.05)
	}
	return [behind, front]
}

/** A head with hair and, when it is large enough, a face. */
export function head(x: number, hy: number, r: number, l: Look, back = false, withBehind = true): string {
	const [behind, front] = hair(x, hy, r, l, back)
	let g = withBehind ? behind : ''
	if (!back) {
		g += `<circle cx="${n(x - r * 0.97)}" cy="${n(hy + r * 0.12)}" r="${n(r * 0.2)}" fill="${l.skin}"/><circle cx="${n(x + r * 0.97)}" cy="${n(hy + r * 0.12)}" r="${n(r * 0.2)}" fill="${l.skin}"/>`
		g += `<ellipse cx="${n(x)}" cy="${n(hy)}" rx="${n(r * 0.93)}" ry="${n(r)}" fill="${l.skin}"/>`
		if (l.beard) g += `<path d="M${n(x - r * 0.9)} ${n(hy + r * 0.05)}q${n(r * 0.1)} ${n(r * 1.05)} ${n(r * 0.9)} ${n(r * 1.02)}q${n(r * 0.8)} 0 ${n(r * 0.9)} ${n(-r * 1.02)}q${n(-r * 0.4)} ${n(r * 0.5)} ${n(-r * 0.9)} ${n(r * 0.45)}q${n(-r * 0.5)} 0 ${n(-r * 0.9)} ${n(-r * 0.45)}z" fill="${l.hair}" fill-opacity=".9"/>`
		if (r >= 9) {
			const eye = shade(l.skin, 0.3)
			g += `<circle cx="${n(x - r * 0.34)}" cy="${n(hy + r * 0.08)}" r="${n(r * 0.09)}" fill="${eye}"/><circle cx="${n(x + r * 0.34)}" cy="${n(hy + r * 0.08)}" r="${n(r * 0.09)}" fill="${eye}"/>`
			g += `<path d="M${n(x - r * 0.22)} ${n(hy + r * 0.5)}q${n(r * 0.22)} ${n(r * 0.16)} ${n(r * 0.44)} 0" stroke="${shade(l.skin, 0.55)}" stroke-width="${n(r * 0.08)}" fill="none" stroke-linecap="round"/>`
			if (l.glasses) g += `<path d="M${n(x - r * 0.62)} ${n(hy + r * 0.08)}a${n(r * 0.27)} ${n(r * 0.27)} 0 1 0 ${n(r * 0.54)} 0a${n(r * 0.27)} ${n(r * 0.27)} 0 1 0 ${n(-r * 0.54)} 0M${n(x + r * 0.08)} ${n(hy + r * 0.08)}a${n(r * 0.27)} ${n(r * 0.27)} 0 1 0 ${n(r * 0.54)} 0a${n(r * 0.27)} ${n(r * 0.27)} 0 1 0 ${n(-r * 0.54)} 0M${n(x - r * 0.08)} ${n(hy + r * 0.08)}h${n(r * 0.16)}" stroke="#222" stroke-width="${n(Math.max(1, r * 0.07))}" fill="none"/>`
		}
	}
	return g + front
}

// ------------------------------------------------------------------ figures

/** Angles in degrees from straight down; positive turns the limb away from the body. */
export interface Pose {
	/** Upper and lower arm, viewer's left then right. */
	la: [number, number]
	ra: [number, number]
	/** Thigh and shin. */
	ll: [number, number]
	rl: [number, number]
	/** Hips this share of the standing height lower (sitting, crouching). */
	drop?: number
	/** Thighs foreshortened (seated facing the viewer). */
	seated?: boolean
}

export const POSES = {
	stand: { la: [8, 4], ra: [8, 4], ll: [3, 0], rl: [3, 0] },
	relaxed: { la: [14, -30], ra: [6, 2], ll: [4, 1], rl: [-2, 0] },
	wave: { la: [8, 4], ra: [140, 170], ll: [3, 0], rl: [3, 0] },
	cheer: { la: [150, 165], ra: [150, 165], ll: [6, 2], rl: [6, 2] },
	point: { la: [8, 4], ra: [95, 92], ll: [3, 0], rl: [3, 0] },
	present: { la: [20, -70], ra: [70, 110], ll: [4, 0], rl: [2, 0] },
	hold: { la: [12, -95], ra: [12, -95], ll: [3, 0], rl: [3, 0] },
	drink: { la: [10, 4], ra: [18, -150], ll: [3, 0], rl: [-4, 0] },
	hips: { la: [40, -40], ra: [40, -40], ll: [6, 0], rl: [6, 0] },
	walk: { la: [-18, -10], ra: [22, 30], ll: [-14, -4], rl: [16, 24] },
	seated: { la: [14, -60], ra: [14, -60], ll: [70, 0], rl: [70, 0], drop: 0.17, seated: true },
	typing: { la: [10, -80], ra: [10, -80], ll: [70, 0], rl: [70, 0], drop: 0.17, seated: true },
	crouch: { la: [30, -40], ra: [40, -20], ll: [95, -10], rl: [70, -20], drop: 0.3 },
	kneel: { la: [25, -50], ra: [20, -10], ll: [10, 90], rl: [70, 0], drop: 0.22 },
	bat: { la: [-30, -130], ra: [30, -110], ll: [-12, 0], rl: [14, 0] },
	bowl: { la: [60, 50], ra: [165, 175], ll: [-20, -10], rl: [22, 6] },
	field: { la: [50, 20], ra: [50, 20], ll: [20, -10], rl: [20, -10], drop: 0.08 },
} satisfies Record<string, Pose>

export type PoseName = keyof typeof POSES

/**
 * A person h tall (standing) with their feet at (x, feetY). `back` draws them
 * from behind; `mirror` swaps left and right so poses can face both ways.
 * Returns the figure and where its hands ended, for props.
 */
export function figure(x: number, feetY: number, h: number, l: Look, poseName: PoseName | Pose = 'stand', o: { back?: boolean; mirror?: boolean; pack?: string } = {}): { svg: string; hands: [number, number][] } {
	const pose: Pose = typeof poseName === 'string' ? POSES[poseName] : poseName
	const u = h / 100
	const drop = (pose.drop ?? 0) * h
	const hipY = feetY - 48 * u + drop
	const shY = hipY - 33 * u
	const hy = shY - 10.5 * u
	const r = 6.6 * u
	const sw = 10.5 * u
	const hw = 7.6 * u
	const flip = o.mirror ? -1 : 1
	const rad = (d: number) => (d * Math.PI) / 180
	let g = ''
	const hands: [number, number][] = []
	// limbs: an angle 0 hangs straight down; positive swings outward (side = -1 left, 1 right)
	const joint = (sx: number, sy: number, side: number, a1: number, a2: number, l1: number, l2: number): [number, number, number, number] => {
		const s = side * flip
		const ex = sx + Math.sin(rad(a1)) * l1 * s
		const ey = sy + Math.cos(rad(a1)) * l1
		const hx = ex + Math.sin(rad(a2)) * l2 * s
		const hy2 = ey + Math.cos(rad(a2)) * l2
		return [ex, ey, hx, hy2]
	}
	// long hair falls behind the shoulders
	if (!o.back) g += hair(x, hy, r, l, false)[0]
	if (o.pack && !o.back) g += `<rect x="${n(x - sw * 1.05)}" y="${n(shY - u)}" width="${n(sw * 2.1)}" height="${n(30 * u)}" rx="${n(6 * u)}" fill="${o.pack}"/>`
	// legs: both in one path, then the shoes
	const legW = 7.2 * u
	let legs = ''
	let shoes = ''
	for (const [side, [a1, a2]] of [[-1, pose.ll], [1, pose.rl]] as const) {
		const lx = x + side * 4 * u
		const thigh = pose.seated ? 9 * u : 24 * u
		const [kx, ky, fx, fy] = joint(lx, hipY, side, pose.seated ? 25 : a1, a2, thigh, 23 * u)
		legs += `M${n(lx)} ${n(hipY)}L${n(kx)} ${n(ky)}L${n(fx)} ${n(fy)}`
		shoes += `<ellipse cx="${n(fx + side * flip * 1.5 * u)}" cy="${n(fy + 1.5 * u)}" rx="${n(4.6 * u)}" ry="${n(2.2 * u)}" fill="${l.shoes}"/>`
	}
	g += `<path d="${legs}" stroke="${l.bottom}" stroke-width="${n(legW)}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` + shoes
	// long garments over the legs
	if (l.dress === 'saree' || l.dress === 'dress') {
		const hem = pose.seated ? hipY + 24 * u : l.dress === 'saree' ? feetY - 2 * u : hipY + 26 * u
		const flare = pose.seated ? 13 * u : 12 * u
		g += `<path d="M${n(x - hw)} ${n(hipY - 6 * u)}L${n(x - flare)} ${n(hem)}H${n(x + flare)}L${n(x + hw)} ${n(hipY - 6 * u)}z" fill="${l.top}"/>`
		if (l.dress === 'saree') g += `<path d="M${n(x - flare)} ${n(hem - 3 * u)}H${n(x + flare)}" stroke="${l.trim}" stroke-width="${n(2.4 * u)}"/>`
	}
	// arms behind the torso when seen from behind are drawn first
	const armW = 5.2 * u
	let upper = ''
	let fore = ''
	let palms = ''
	for (const [side, [a1, a2]] of [[-1, pose.la], [1, pose.ra]] as const) {
		const sx = x + side * flip * (sw - 2 * u)
		const sy = shY + 3 * u
		const [ex, ey, hx, hy2] = joint(sx, sy, side, a1, a2, 16 * u, 15 * u)
		upper += `M${n(sx)} ${n(sy)}L${n(ex)} ${n(ey)}`
		fore += `M${n(ex)} ${n(ey)}L${n(hx)} ${n(hy2)}`
		palms += `<circle cx="${n(hx)}" cy="${n(hy2)}" r="${n(2.9 * u)}" fill="${l.skin}"/>`
		hands.push([hx, hy2])
	}
	const stroke = (d: string, color: string) => `<path d="${d}" stroke="${color}" stroke-width="${n(armW)}" stroke-linecap="round" fill="none"/>`
	// with long sleeves the whole arm is one colour, so it is one path
	const arms = [l.longSleeves ? stroke(upper + fore, l.top) : stroke(upper, l.top) + stroke(fore, l.skin), palms]
	if (o.back) g += arms.join('')
	// torso
	const bottom = l.dress === 'kurta' ? hipY + 22 * u : hipY + 2 * u
	const tw2 = l.dress === 'kurta' ? hw + 3 * u : hw
	g += `<path d="M${n(x - sw)} ${n(shY + 5 * u)}Q${n(x - sw)} ${n(shY)} ${n(x - sw + 5 * u)} ${n(shY)}H${n(x + sw - 5 * u)}Q${n(x + sw)} ${n(shY)} ${n(x + sw)} ${n(shY + 5 * u)}L${n(x + tw2)} ${n(bottom)}H${n(x - tw2)}z" fill="${l.top}"/>`
	if (!o.back) {
		if (l.dress === 'jacket') g += `<path d="M${n(x - 3 * u)} ${n(shY)}L${n(x)} ${n(shY + 14 * u)}L${n(x + 3 * u)} ${n(shY)}z" fill="#f1f1f1"/><path d="M${n(x)} ${n(shY + 14 * u)}V${n(hipY)}" stroke="${shade(l.top, 0.6)}" stroke-width="${n(u * 0.8)}"/>`
		else if (l.dress === 'shirt') g += `<path d="M${n(x - 3.5 * u)} ${n(shY)}l${n(3.5 * u)} ${n(4 * u)}l${n(3.5 * u)} ${n(-4 * u)}" stroke="${shade(l.top, 0.75)}" stroke-width="${n(u)}" fill="none"/>`
		else if (l.dress === 'kurta') g += `<path d="M${n(x)} ${n(shY)}V${n(shY + 12 * u)}" stroke="${l.trim}" stroke-width="${n(1.2 * u)}"/>`
		else if (l.dress === 'saree') g += `<path d="M${n(x + sw - 2 * u)} ${n(shY + u)}L${n(x - hw)} ${n(hipY - 2 * u)}" stroke="${l.trim}" stroke-width="${n(5 * u)}"/>`
		else if (l.dress === 'hoodie') g += `<path d="M${n(x - 4 * u)} ${n(shY + 2 * u)}v${n(7 * u)}M${n(x + 4 * u)} ${n(shY + 2 * u)}v${n(7 * u)}" stroke="${shade(l.top, 0.7)}" stroke-width="${n(u)}"/>`
	} else if (o.pack) g += `<rect x="${n(x - sw * 0.9)}" y="${n(shY + u)}" width="${n(sw * 1.8)}" height="${n(27 * u)}" rx="${n(6 * u)}" fill="${o.pack}"/><rect x="${n(x - sw * 0.6)}" y="${n(shY + 15 * u)}" width="${n(sw * 1.2)}" height="${n(9 * u)}" rx="${n(3 * u)}" fill="${shade(o.pack, 0.75)}"/>`
	// neck and head
	g += `<rect x="${n(x - 2.6 * u)}" y="${n(hy + r * 0.6)}" width="${n(5.2 * u)}" height="${n(6 * u)}" fill="${shade(l.skin, 0.9)}"/>`
	g += head(x, hy, r, l, o.back, false)
	if (!o.back) g += arms.join('')
	if (o.pack && !o.back) g += `<path d="M${n(x - sw + 2 * u)} ${n(shY + u)}L${n(x - sw + 4 * u)} ${n(hipY - 4 * u)}M${n(x + sw - 2 * u)} ${n(shY + u)}L${n(x + sw - 4 * u)} ${n(hipY - 4 * u)}" stroke="${shade(o.pack, 0.7)}" stroke-width="${n(2.2 * u)}"/>`
	return { svg: g, hands }
}

/** Head and shoulders for portraits: the shoulders' bottom edge at baseY, about `size` tall. */
export function bust(x: number, baseY: number, size: number, l: Look, o: { coat?: boolean; tie?: string } = {}): string {
	const r = size * 0.2
	const hy = baseY - size * 0.62
	const sw = size * 0.46
	const top = baseY - size * 0.3
	let g = ''
	const [behind] = hair(x, hy, r, l, false)
	g += behind
	g += `<path d="M${n(x - sw)} ${n(baseY)}C${n(x - sw)} ${n(top + size * 0.02)} ${n(x - sw * 0.7)} ${n(top)} ${n(x - sw * 0.32)} ${n(top - size * 0.02)}H${n(x + sw * 0.32)}C${n(x + sw * 0.7)} ${n(top)} ${n(x + sw)} ${n(top + size * 0.02)} ${n(x + sw)} ${n(baseY)}z" fill="${l.top}"/>`
	g += `<path d="M${n(x - r * 0.5)} ${n(hy + r * 0.5)}V${n(top + size * 0.02)}L${n(x)} ${n(top + size * 0.1)}L${n(x + r * 0.5)} ${n(top + size * 0.02)}V${n(hy + r * 0.5)}z" fill="${shade(l.skin, 0.88)}"/>`
	if (o.coat || l.dress === 'jacket') {
		const inner = o.coat ? '#9fb8d6' : '#f4f4f4'
		g += `<path d="M${n(x - sw * 0.3)} ${n(top - size * 0.01)}L${n(x)} ${n(top + size * 0.2)}L${n(x + sw * 0.3)} ${n(top - size * 0.01)}z" fill="${inner}"/>`
		g += `<path d="M${n(x - sw * 0.3)} ${n(top - size * 0.01)}L${n(x - sw * 0.08)} ${n(baseY)}M${n(x + sw * 0.3)} ${n(top - size * 0.01)}L${n(x + sw * 0.08)} ${n(baseY)}" stroke="${shade(l.top, 0.82)}" stroke-width="${n(size * 0.02)}"/>`
		if (o.tie) g += `<path d="M${n(x - size * 0.02)} ${n(top + size * 0.06)}h${n(size * 0.04)}l${n(size * 0.02)} ${n(size * 0.16)}l${n(-size * 0.04)} ${n(size * 0.04)}l${n(-size * 0.04)} ${n(-size * 0.04)}z" fill="${o.tie}"/>`
	} else g += `<path d="M${n(x - r * 0.75)} ${n(top - size * 0.015)}Q${n(x)} ${n(top + size * 0.1)} ${n(x + r * 0.75)} ${n(top - size * 0.015)}" stroke="${shade(l.top, 0.8)}" stroke-width="${n(size * 0.015)}" fill="none"/>`
	if (o.coat) g += `<path d="M${n(x - sw * 0.42)} ${n(top + size * 0.02)}q${n(-size * 0.04)} ${n(size * 0.18)} ${n(sw * 0.2)} ${n(size * 0.22)}q${n(sw * 0.24)} 0 ${n(sw * 0.25)} ${n(-size * 0.2)}" stroke="#3b4252" stroke-width="${n(size * 0.018)}" fill="none"/><circle cx="${n(x - sw * 0.2)}" cy="${n(top + size * 0.25)}" r="${n(size * 0.025)}" fill="#9aa3b2"/>`
	return g + head(x, hy, r, l, false, false)
}
