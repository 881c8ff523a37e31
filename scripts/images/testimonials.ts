/**
 * Poster frames for video testimonials (1280×720): a softly blurred office,
 * the speaker in the left third, a large play button in the centre and the
 * speaker's name and company as a caption.
 */
import { HAIR, Rng, SKIN, circle, fitFont, hsl, rect, svgDoc, text } from './lib.ts'

export interface VideoTestimonial {
	poster_image: string
	posted_by: string
	company: string
}

const W = 1280
const H = 720

function office(rng: Rng, hue: number): string {
	// everything reaches past the edges so the blur has no light fringe
	let g = rect(-40, -40, W + 80, H + 80, hsl(hue, 22, 84))
	// window with blinds on one side, bookshelf on the other
	const windowLeft = rng.chance(0.5)
	const wx = windowLeft ? 60 : 820
	g += rect(wx, 70, 400, 420, hsl(200, 45, 88)) + rect(wx, 70, 400, 420, 'none', 0, `stroke="${hsl(hue, 15, 96)}" stroke-width="14"`)
	let blinds = ''
	for (let i = 0; i < 13; i++) blinds += rect(wx + 7, 84 + i * 31, 386, 12, '#fff')
	g += `<g fill-opacity=".55">${blinds}</g>`
	const sx = windowLeft ? 900 : 80
	g += rect(sx, 120, 300, 380, hsl(30, 30, 40))
	for (let shelf = 0; shelf < 3; shelf++) {
		const y = 140 + shelf * 120
		g += rect(sx + 10, y + 100, 280, 10, hsl(30, 30, 30))
		let x = sx + 20
		while (x < sx + 260) {
			const bw = rng.range(14, 28)
			const bh = rng.range(60, 95)
			g += rect(x, y + 100 - bh, bw, bh, hsl(rng.pick([0, 30, 200, 140, 260, 45]), 45, rng.range(35, 60)))
			x += bw + rng.range(1, 5)
			if (rng.chance(0.12)) x += 30
		}
	}
	// plant
	const px = windowLeft ? 560 : 720
	g += `<path d="M${px - 40} 600h80l-10 90h-60z" fill="${hsl(20, 40, 45)}"/>`
	for (let i = 0; i < 7; i++) g += `<ellipse cx="${px}" cy="520" rx="16" ry="70" fill="${hsl(130, 40, 28 + i * 3)}" transform="rotate(${(i - 3) * 20} ${px} 600)"/>`
	// desk
	g += rect(-40, 620, W + 80, 140, hsl(30, 25, 55))
	return g
}

function speaker(rng: Rng, x: number): string {
	const skin = rng.pick(SKIN)
	const hair = rng.pick(HAIR)
	const jacket = rng.pick(['#1f2937', '#334155', '#1e3a5f', '#4b5563', '#6b2d3e', '#2f4f4f'])
	const shirt = rng.pick(['#f8fafc', '#dbeafe', '#fde68a', '#fbcfe8', '#e2e8f0'])
	const long = rng.chance(0.5)
	const headY = 340
	const r = 78
	let g = ''
	if (long) g += rect(x - r * 1.1, headY - r * 0.6, r * 2.2, r * 2.6, hair, r)
	// shoulders and jacket, with an open collar
	g += `<path d="M${x - 250} ${H}c0-150 60-230 250-250 190 20 250 100 250 250z" fill="${jacket}"/>`
	g += `<path d="M${x - 62} ${headY + 150}L${x} ${headY + 300}L${x + 62} ${headY + 150}z" fill="${shirt}"/>`
	g += `<path d="M${x - 70} ${headY + 146}L${x - 18} ${headY + 300}L${x - 100} ${headY + 200}zM${x + 70} ${headY + 146}L${x + 18} ${headY + 300}L${x + 100} ${headY + 200}z" fill="#000" fill-opacity=".18"/>`
	g += rect(x - 34, headY + 50, 68, 100, skin, 20) + `<path d="M${x - 34} ${headY + 120}q34 26 68 0v30h-68z" fill="#000" fill-opacity=".1"/>`
	g += circle(x, headY, r, skin)
	g += circle(x - r, headY + 10, 14, skin) + circle(x + r, headY + 10, 14, skin)
	// hair on top
	g += `<path d="M${x - r - 2} ${headY + 6}a${r + 2} ${r + 4} 0 0 1 ${2 * r + 4} 0c-30-40-90-52-${2 * r + 4} 0z" fill="${hair}"/>`
	if (rng.chance(0.5)) g += circle(x - 28, headY + 4, 18, 'none', `stroke="${hsl(0, 0, 15)}" stroke-width="4"`) + circle(x + 28, headY + 4, 18, 'none', `stroke="${hsl(0, 0, 15)}" stroke-width="4"`) + rect(x - 10, headY + 2, 20, 4, hsl(0, 0, 15))
	// a friendly face: eyes and smile
	g += circle(x - 28, headY + 6, 5, '#2b1d14') + circle(x + 28, headY + 6, 5, '#2b1d14')
	g += `<path d="M${x - 24} ${headY + 38}q24 20 48 0" fill="none" stroke="#7a3e2b" stroke-width="5" stroke-linecap="round"/>`
	return g
}

export function testimonialSvg(t: VideoTestimonial): string {
	const rng = new Rng(`testimonial:${t.poster_image}:${t.posted_by}`)
	const hue = rng.int(0, 359)
	const accent = hsl(hue + 180, 70, 50)
	const defs =
		`<filter id="blur"><feGaussianBlur stdDeviation="7"/></filter>` +
		`<filter id="sh" x="-50%" y="-50%" width="200%" height="200%"><feDropShadow dx="0" dy="10" stdDeviation="14" flood-opacity=".35"/></filter>` +
		`<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-opacity="0"/><stop offset="1" stop-opacity=".72"/></linearGradient>`
	let body = `<g filter="url(#blur)">${office(rng, hue)}</g>`
	body += rect(0, 0, W, H, hsl(hue, 40, 50), 0, 'fill-opacity=".12"')
	body += speaker(rng, rng.pick([860, 900, 940]))
	body += rect(0, 400, W, 320, 'url(#fade)')
	// play button
	body += circle(W / 2, H / 2, 92, '#fff', 'fill-opacity=".3"')
	body += circle(W / 2, H / 2, 70, '#fff', 'filter="url(#sh)"')
	body += `<path d="M${W / 2 - 20} ${H / 2 - 34}v68l56-34z" fill="${accent}" stroke="${accent}" stroke-width="8" stroke-linejoin="round"/>`
	// caption
	const nameSize = fitFont(t.posted_by, 760, 40, 20, true)
	body += rect(60, 590, 6, 86, accent, 3)
	body += text(88, 628, t.posted_by, { size: nameSize, fill: '#fff', weight: 700 })
	body += text(88, 666, t.company, { size: fitFont(t.company, 760, 24, 14), fill: '#ffffffd9' })
	body += rect(W - 212, 40, 172, 36, '#000', 8, 'fill-opacity=".55"') + text(W - 126, 64, 'Video testimonial', { size: 18, fill: '#fff', weight: 600, anchor: 'middle' })
	return svgDoc({ width: W, height: H, title: `Video testimonial from ${t.posted_by}, ${t.company}`, defs, body })
}
