/**
 * Poster frames for video testimonials (1280×720), drawn in the studio's flat
 * illustration style rather than faked as a camera still: the speaker seated
 * on the right third, turned towards an interviewer off camera, in front of a
 * window and a bookcase, with a lower-third plate naming the person and their
 * company. The page adds its own play button, so none is drawn here.
 */
import { HAIRS, SKINS } from './people.ts'
import { BRAND, RAMPS, Rng, circle, compact, esc, fitFont, onPalette, rect, svgDoc, textWidth } from './lib.ts'

export interface VideoTestimonial {
	poster_image: string
	posted_by: string
	company: string
}

const W = 1280
const H = 720

function shade(hex: string, f: number): string {
	const v = parseInt(hex.slice(1), 16)
	const ch = (k: number) => Math.round(Math.min(255, ((v >> k) & 255) * f))
	return '#' + [ch(16), ch(8), ch(0)].map((x) => x.toString(16).padStart(2, '0')).join('')
}

/** The room behind the speaker; blurred as a whole by the caller. */
function room(rng: Rng, warm: boolean, windowLeft: boolean): string {
	const wall = warm ? RAMPS.amber[0] : RAMPS.blue[1]
	const frame = BRAND.deep
	let g = rect(0, 0, W, H, wall)
	// a window on one side: sky, two clouds, the frame and its cross bars
	const wx = windowLeft ? 60 : 800
	g += rect(wx, 60, 400, 440, warm ? RAMPS.blue[1] : '#ffffff')
	g += `<path d="M${wx + 70} 200a30 30 0 0 1 56-14 24 24 0 0 1 40 20h-96zM${wx + 230} 330a26 26 0 0 1 48-12 20 20 0 0 1 34 18h-82z" fill="#ffffff"/>`
	g += rect(wx, 60, 400, 440, 'none', 0, `stroke="${frame}" stroke-width="16"`) + `<path d="M${wx + 200} 60v440M${wx} 280h400" stroke="${frame}" stroke-width="10"/>`
	// a bookcase on the other side, its books in the studio colours
	const sx = windowLeft ? 540 : 80
	g += rect(sx, 80, 420, 500, frame, 6)
	const spines = [BRAND.blue, BRAND.accent, RAMPS.teal[3], RAMPS.coral[3], RAMPS.blue[2], '#ffffff']
	for (let shelf = 0; shelf < 4; shelf++) {
		const y = 96 + shelf * 120
		g += rect(sx + 14, y, 392, 104, RAMPS.blue[7])
		let x = sx + 28
		while (x < sx + 370) {
			if (rng.chance(0.12)) {
				g += circle(x + 22, y + 82, 22, rng.pick(spines))
				x += 56
				continue
			}
			const bw = rng.int(16, 28)
			const bh = rng.int(62, 96)
			g += rect(x, y + 104 - bh, bw, bh, rng.pick(spines), 3)
			x += bw + 3
		}
	}
	// a potted plant
	const px = windowLeft ? 480 : 760
	for (let i = 0; i < 7; i++) g += `<ellipse cx="${px}" cy="490" rx="20" ry="80" fill="${i % 2 ? RAMPS.leaf[3] : RAMPS.leaf[4]}" transform="rotate(${(i - 3) * 20} ${px} 570)"/>`
	g += `<path d="M${px - 44} 560h88l-10 100h-68z" fill="${RAMPS.coral[3]}"/>`
	g += rect(0, 640, W, 80, warm ? RAMPS.amber[2] : RAMPS.blue[2])
	return g
}

interface Person {
	skin: string
	hair: string
	long: boolean
	beard: boolean
	glasses: boolean
	jacket: string
	shirt: string
}

/** A seated speaker from the chest up, turned a little to the left, centred at x. */
function speaker(p: Person, x: number): string {
	const headY = 292
	const r = 96
	const lookDx = -10
	let g = ''
	// chair back behind the shoulders
	g += rect(x - 190, 380, 380, 420, '#2b2b2e', 60) + rect(x - 170, 400, 340, 400, '#3a3a3f', 50)
	if (p.long) g += `<path d="M${x - r * 1.05} ${headY - r * 0.3}Q${x - r * 1.3} ${headY + r * 1.6} ${x - r * 0.8} ${headY + r * 2.4}H${x + r * 0.9}Q${x + r * 1.35} ${headY + r * 1.6} ${x + r * 1.05} ${headY - r * 0.3}z" fill="${p.hair}"/>`
	// torso: jacket over a shirt, turned slightly
	g += `<path d="M${x - 250} ${H}C${x - 246} 590 ${x - 232} 520 ${x - 170} 500C${x - 130} 486 ${x - 96} 478 ${x - 62} 468L${x + 56} 466C${x + 92} 476 ${x + 128} 484 ${x + 166} 498C${x + 226} 518 ${x + 240} 590 ${x + 244} ${H}z" fill="${p.jacket}"/>`
	g += `<path d="M${x - 66} 462L${x - 6} 640L${x + 58} 460z" fill="${p.shirt}"/>`
	g += `<path d="M${x - 76} 460L${x - 14} 650L${x - 120} 540zM${x + 66} 458L${x + 4} 650L${x + 112} 536z" fill="${shade(p.jacket, 0.8)}"/>`
	// a clip-on microphone on the lapel
	g += rect(x + 60, 540, 12, 18, '#111111', 4) + `<path d="M${x + 66} 558q-10 60 20 170" stroke="#111111" stroke-width="2" fill="none"/>`
	// neck with a soft shadow under the jaw
	g += rect(x - 40, headY + 60, 80, 118, p.skin, 26) + `<path d="M${x - 40} ${headY + 110}q40 30 80 0v60h-80z" fill="#000000" fill-opacity=".12"/>`
	// ears, face and hair
	g += `<ellipse cx="${x - r * 0.96}" cy="${headY + 12}" rx="16" ry="22" fill="${shade(p.skin, 0.92)}"/><ellipse cx="${x + r * 0.96}" cy="${headY + 12}" rx="16" ry="22" fill="${shade(p.skin, 0.92)}"/>`
	g += `<path d="M${x - r * 0.92} ${headY - 20}C${x - r * 0.95} ${headY + r * 0.9} ${x - r * 0.4} ${headY + r * 1.22} ${x} ${headY + r * 1.22}C${x + r * 0.45} ${headY + r * 1.22} ${x + r * 0.95} ${headY + r * 0.9} ${x + r * 0.92} ${headY - 20}C${x + r * 0.9} ${headY - r * 1.1} ${x - r * 0.9} ${headY - r * 1.1} ${x - r * 0.92} ${headY - 20}z" fill="${p.skin}"/>`
	// light from the window side, shadow on the other cheek
	g += `<path d="M${x + r * 0.3} ${headY - r * 0.9}C${x + r * 0.95} ${headY - r * 0.5} ${x + r * 0.95} ${headY + r * 0.9} ${x + r * 0.25} ${headY + r * 1.2}C${x + r * 0.7} ${headY + r * 0.7} ${x + r * 0.8} ${headY} ${x + r * 0.3} ${headY - r * 0.9}z" fill="#000000" fill-opacity=".08"/>`
	if (p.beard) g += `<path d="M${x - r * 0.9} ${headY + 10}C${x - r * 0.85} ${headY + r * 1.1} ${x - r * 0.4} ${headY + r * 1.3} ${x} ${headY + r * 1.3}C${x + r * 0.4} ${headY + r * 1.3} ${x + r * 0.85} ${headY + r * 1.1} ${x + r * 0.9} ${headY + 10}C${x + r * 0.6} ${headY + r * 0.55} ${x - r * 0.6} ${headY + r * 0.55} ${x - r * 0.9} ${headY + 10}z" fill="${p.hair}" fill-opacity=".85"/>`
	// eyes looking towards the interviewer, brows, nose and a relaxed smile
	const ey = headY + 8
	for (const dx of [-30, 30]) {
		g += `<ellipse cx="${x + dx}" cy="${ey}" rx="13" ry="8" fill="#fbf7f2"/>` + circle(x + dx + lookDx * 0.5, ey, 6.5, '#3b2618') + circle(x + dx + lookDx * 0.5 - 2, ey - 2, 2, '#ffffff')
		g += `<path d="M${x + dx - 16} ${ey - 20}q16 -9 32 0" stroke="${shade(p.hair, 1.1)}" stroke-width="5" fill="none" stroke-linecap="round"/>`
	}
	g += `<path d="M${x - 4} ${ey + 10}q-8 26 2 32q6 3 12 -1" stroke="${shade(p.skin, 0.72)}" stroke-width="3.5" fill="none" stroke-linecap="round"/>`
	g += `<path d="M${x - 28} ${headY + 72}q28 20 56 0" stroke="${shade(p.skin, 0.55)}" stroke-width="5" fill="none" stroke-linecap="round"/>` + `<path d="M${x - 22} ${headY + 74}q22 12 44 0" fill="#ffffff" fill-opacity=".7"/>`
	if (p.glasses) g += `<g stroke="#1f1f1f" stroke-width="4" fill="none"><rect x="${x - 54}" y="${ey - 18}" width="44" height="34" rx="12"/><rect x="${x + 10}" y="${ey - 18}" width="44" height="34" rx="12"/><path d="M${x - 10} ${ey - 4}h20M${x - 54} ${ey - 6}l-26 -4M${x + 54} ${ey - 6}l26 -4"/></g>`
	// hair on top, parted, with volume
	g += p.long
		? `<path d="M${x - r * 1.06} ${headY + 20}C${x - r * 1.2} ${headY - r * 1.3} ${x + r * 1.2} ${headY - r * 1.35} ${x + r * 1.06} ${headY + 24}C${x + r * 0.8} ${headY - r * 0.5} ${x + r * 0.1} ${headY - r * 0.8} ${x - r * 0.2} ${headY - r * 0.55}C${x - r * 0.5} ${headY - r * 0.3} ${x - r * 0.9} ${headY - r * 0.3} ${x - r * 1.06} ${headY + 20}z" fill="${p.hair}"/>`
		: `<path d="M${x - r * 0.98} ${headY - 4}C${x - r * 1.08} ${headY - r * 1.25} ${x + r * 1.08} ${headY - r * 1.3} ${x + r * 0.98} ${headY - 2}C${x + r * 0.8} ${headY - r * 0.55} ${x + r * 0.2} ${headY - r * 0.6} ${x - r * 0.3} ${headY - r * 0.62}C${x - r * 0.6} ${headY - r * 0.55} ${x - r * 0.9} ${headY - r * 0.4} ${x - r * 0.98} ${headY - 4}z" fill="${p.hair}"/>`
	return g
}

export function testimonialSvg(t: VideoTestimonial): string {
	const rng = new Rng(`testimonial:${t.poster_image}:${t.posted_by}`)
	const warm = rng.chance(0.5)
	const windowLeft = rng.chance(0.5)
	const fem = /\b(anjali|priya|emily|sarah|meera|kavya|ananya|hannah|laura|olivia|grace|maria|rachel|megan)\b/i.test(t.posted_by)
	const person: Person = {
		skin: rng.pick(SKINS.slice(0, 6)),
		hair: rng.pick(HAIRS.slice(0, 6)),
		long: fem,
		beard: !fem && rng.chance(0.4),
		glasses: rng.chance(0.4),
		jacket: rng.pick(fem ? [RAMPS.coral[5], RAMPS.teal[5], BRAND.blueStrong] : [BRAND.deep, RAMPS.neutral[6], RAMPS.teal[6]]),
		shirt: rng.pick(['#ffffff', RAMPS.blue[0], RAMPS.amber[0], BRAND.tint]),
	}
	let body = room(rng, warm, windowLeft)
	const sx = rng.pick([860, 900, 920])
	body += speaker(person, sx)
	// lower third: a coloured tab and a white plate with the name and company
	const nameSize = fitFont(t.posted_by, 560, 36, 20, true)
	const companySize = fitFont(t.company, 560, 22, 12)
	const plateW = Math.max(textWidth(t.posted_by, nameSize, true), textWidth(t.company, companySize)) + 64
	body += rect(64, 566, 12, 100, BRAND.accent) + rect(76, 566, plateW, 100, '#ffffff')
	body += `<text x="102" y="610" class="s" font-size="${nameSize}" font-weight="700" fill="${BRAND.deep}">${esc(t.posted_by)}</text>`
	body += `<text x="102" y="644" class="s" font-size="${companySize}" fill="${BRAND.inkSoft}">${esc(t.company)}</text>`
	return compact(onPalette(svgDoc({ width: W, height: H, title: `Illustrated poster: video testimonial from ${t.posted_by}, ${t.company}`, body })))
}
