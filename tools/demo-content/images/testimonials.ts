/**
 * Poster frames for video testimonials (1280×720): title cards, not camera stills (decision 087).
 * The client's name set large on the studio's navy, the company and the place under it, and the
 * speaker drawn as every person on the site is, printed in two inks on a block of the amber spot.
 * The page adds its own play button, so none is drawn here.
 */
import { FORMAL, bust, lookFor } from './people.ts'
import { PRINT, Rng, asPrint, compact, esc, fitFont, halftone, rect, svgDoc } from './lib.ts'

export interface VideoTestimonial {
	poster_image: string
	posted_by: string
	company: string
}

const W = 1280
const H = 720

export function testimonialSvg(t: VideoTestimonial): string {
	const rng = new Rng(`testimonial:${t.poster_image}:${t.posted_by}`)
	const fem = /\b(anjali|priya|emily|sarah|meera|kavya|ananya|hannah|laura|olivia|grace|maria|rachel|megan)\b/i.test(t.posted_by)
	const look = lookFor(rng, { tops: FORMAL, fem: fem ? 1 : 0 })
	const [company, place = ''] = t.company.split(/,\s*(.+)/)
	// A title card as a studio would cut it (decision 087): the client's name set large on the navy ground,
	// the company and place under it, and the speaker printed in the two inks on a block of the amber spot.
	const nameSize = fitFont(t.posted_by, 600, 84, 40, true)
	let body = `<defs>${halftone('poster-dots', 12, 3)}</defs>` + rect(0, 0, W, H, PRINT.ink)
	body += rect(780, 64, 436, H - 64, PRINT.spot)
	body += `<g>${asPrint(bust(998, H + 10, 520, look, { coat: false }))}</g>`
	body += `<path d="M780 64h436v${H - 64}H780z" fill="url(#poster-dots)" opacity=".16"/>`
	body += `<text x="80" y="150" class="s" font-size="26" font-weight="700" fill="${PRINT.spot}">Client story</text>`
	body += `<text x="80" y="360" class="s" font-size="${nameSize}" font-weight="700" fill="${PRINT.paper}" letter-spacing="-1.5">${esc(t.posted_by)}</text>`
	body += `<text x="80" y="420" class="s" font-size="${fitFont(company!, 600, 38, 20)}" fill="${PRINT.paper}">${esc(company!)}</text>`
	if (place) body += `<text x="80" y="466" class="s" font-size="26" fill="${PRINT.spotSoft}">${esc(place)}</text>`
	body += rect(80, 540, 120, 8, PRINT.spot)
	return compact(svgDoc({ width: W, height: H, title: `Poster: video testimonial from ${t.posted_by}, ${t.company}`, body }))
}
