/**
 * Poster frames for video testimonials (1280×720), drawn like a still from a
 * recorded interview: the speaker seated on the right third, turned towards
 * an interviewer off camera, in front of an office or studio softened by
 * depth of field (blurred shelves, window light, a lamp's bokeh), with a
 * lower-third caption naming the person and their company. The page adds
 * its own play button, so none is drawn here.
 */
import { HAIRS, SKINS } from './people.ts'
import { Rng, circle, compact, esc, fitFont, hsl, rect, svgDoc, textWidth } from './lib.ts'

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
	const wall = warm ? '#d9c7b0' : '#c9d3da'
	let g = rect(-60, -60, W + 120, H + 120, wall)
	// window light on one side
	const wx = windowLeft ? 40 : 820
	g += rect(wx, 40, 420, 470, warm ? '#fff4dc' : '#eef6fb') + rect(wx, 40, 420, 470, 'none', 0, `stroke="${shade(wall, 0.8)}" stroke-width="18"`) + `<path d="M${wx + 210} 40v470M${wx} 270h420" stroke="${shade(wall, 0.8)}" stroke-width="10"/>`
	g += rect(wx - 40, 20, 60, 560, warm ? '#b89574' : '#8fa2b3') + rect(wx + 400, 20, 60, 560, warm ? '#b89574' : '#8fa2b3')
	// shelves with books and objects on the other side
	const sx = windowLeft ? 560 : 60
	g += rect(sx, 60, 460, 520, shade(wall, 0.7))
	for (let shelf = 0; shelf < 4; shelf++) {
		const y = 80 + shelf * 124
		g += rect(sx + 10, y + 104, 440, 12, shade(wall, 0.5))
		let x = sx + 24
		while (x < sx + 420) {
			if (rng.chance(0.15)) {
				g += circle(x + 24, y + 80, 24, rng.pick(['#e9c46a', '#f4f1de', '#6d597a', '#2a9d8f']))
				x += 60
				continue
			}
			const bw = rng.range(14, 30)
			const bh = rng.range(60, 98)
			g += rect(x, y + 104 - bh, bw, bh, hsl(rng.pick([0, 25, 200, 140, 260, 45]), 40, rng.range(30, 62)))
			x += bw + rng.range(1, 4)
		}
	}
	// a plant and a floor lamp
	const px = windowLeft ? 500 : 740
	g += rect(px - 40, 560, 80, 100, '#7a5230', 8)
	for (let i = 0; i < 9; i++) g += `<ellipse cx="${px}" cy="470" rx="18" ry="90" fill="${hsl(130, 40, 26 + i * 3)}" transform="rotate(${(i - 4) * 17} ${px} 560)"/>`
	g += rect(-60, 640, W + 120, 140, shade(wall, 0.55))
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
	const accent = rng.pick(['#e76f51', '#2a9d8f', '#3b82f6', '#f4a261', '#8b5cf6'])
	const fem = /\b(anjali|priya|emily|sarah|meera|kavya|ananya|hannah|laura|olivia|grace|maria|rachel|megan)\b/i.test(t.posted_by)
	const person: Person = {
		skin: rng.pick(SKINS.slice(0, 6)),
		hair: rng.pick(HAIRS.slice(0, 6)),
		long: fem,
		beard: !fem && rng.chance(0.4),
		glasses: rng.chance(0.4),
		jacket: rng.pick(fem ? ['#7a2e46', '#1f3b57', '#3f5e4a', '#4b3f72'] : ['#1f2937', '#334155', '#1e3a5f', '#4b4f56']),
		shirt: rng.pick(['#f8fafc', '#dbeafe', '#fde2e4', '#e2e8f0', '#f1e4c8']),
	}
	const defs =
		`<filter id="dof" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="9"/></filter>` +
		`<radialGradient id="vig" cx=".55" cy=".45" r=".8"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".45"/></radialGradient>` +
		`<radialGradient id="bokeh"><stop offset="0" stop-color="#fff3d1" stop-opacity=".7"/><stop offset="1" stop-color="#fff3d1" stop-opacity="0"/></radialGradient>` +
		`<linearGradient id="key" x1="${windowLeft ? 0 : 1}" x2="${windowLeft ? 1 : 0}"><stop offset="0" stop-color="#ffffff" stop-opacity=".22"/><stop offset=".6" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`
	let body = `<g filter="url(#dof)">${room(rng, warm, windowLeft)}</g>`
	// out-of-focus lights in the background
	for (let i = 0; i < 6; i++) body += circle(rng.range(60, 700), rng.range(60, 360), rng.range(18, 40), 'url(#bokeh)')
	body += rect(0, 0, W, H, 'url(#key)')
	const sx = rng.pick([860, 900, 920])
	body += speaker(person, sx)
	body += rect(0, 0, W, H, 'url(#vig)')
	// lower third: a coloured tab and a white plate with the name and company
	const nameSize = fitFont(t.posted_by, 560, 36, 20, true)
	const companySize = fitFont(t.company, 560, 22, 12)
	const plateW = Math.max(textWidth(t.posted_by, nameSize, true), textWidth(t.company, companySize)) + 64
	body += rect(64, 566, 10, 100, accent) + rect(74, 566, plateW, 100, '#ffffff', 0, 'fill-opacity=".94"')
	body += `<text x="100" y="610" class="s" font-size="${nameSize}" font-weight="700" fill="#111827">${esc(t.posted_by)}</text>`
	body += `<text x="100" y="644" class="s" font-size="${companySize}" fill="#4b5563">${esc(t.company)}</text>`
	// a recording timecode in the corner, as on an interview still
	body += `<text x="${W - 48}" y="52" class="m" font-size="18" fill="#ffffff" fill-opacity=".75" text-anchor="end">00:00:${String(rng.int(10, 40)).padStart(2, '0')}:${String(rng.int(0, 24)).padStart(2, '0')}</text>`
	return compact(svgDoc({ width: W, height: H, title: `Video testimonial from ${t.posted_by}, ${t.company}`, defs, body }))
}
