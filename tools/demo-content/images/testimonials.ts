/**
 * Poster frames for video testimonials (1280×720): title cards, not camera stills (decision 087).
 * The client's name set large on the studio's navy, the company and the place under it, and the
 * speaker drawn as every person on the site is, printed in two inks on a block of the amber spot.
 * The words are outlines of the brand face (an SVG shown by <img> cannot load the page's fonts),
 * so the poster is also, pixel for pixel, the film's opening card (films/): the video starts on it.
 * The page adds its own play button, so none is drawn here.
 */
import { FORMAL, type Look, bust, lookFor } from './people.ts'
import { PRINT, Rng, asPrint, compact, halftone, rect, svgDoc } from './lib.ts'
import type { OutlineFont } from './outline-text.ts'

export interface VideoTestimonial {
	poster_image: string
	posted_by: string
	company: string
}

const W = 1280
const H = 720

/** The speaker's look, seeded from the poster's file name: the same person on the poster and in the film. */
export function speakerLook(t: VideoTestimonial): Look {
	const rng = new Rng(`testimonial:${t.poster_image}:${t.posted_by}`)
	const fem = /\b(anjali|priya|emily|sarah|meera|kavya|ananya|hannah|laura|olivia|grace|maria|rachel|megan)\b/i.test(t.posted_by)
	return lookFor(rng, { tops: FORMAL, fem: fem ? 1 : 0 })
}

/** The speaker printed in the two inks: head and shoulders with the shoulders' foot at baseY, about `size` tall. */
export function speakerPrint(t: VideoTestimonial, x: number, baseY: number, size: number): string {
	return asPrint(bust(x, baseY, size, speakerLook(t), { coat: false }))
}

/** The client's company and its place, as content/testimonials.json writes them ("Company, Place"). */
export function companyAndPlace(company: string): [string, string] {
	const [name = company, place = ''] = company.split(/,\s*(.+)/)
	return [name, place]
}

export function testimonialSvg(t: VideoTestimonial, font: OutlineFont): string {
	const [company, place] = companyAndPlace(t.company)
	// Words as outlines, set no wider than `max`.
	const words = (text: string, x: number, y: number, size: number, weight: number, fill: string, max = 600, tracking = 0) => {
		const natural = font.path(text, { size, weight, x: 0, y: 0, tracking }).width
		const fitted = natural > max ? (size * max) / natural : size
		return `<path d="${font.path(text, { size: fitted, weight, x, y, tracking }).d}" fill="${fill}"/>`
	}
	// A title card as a studio would cut it (decision 087): the client's name set large on the navy ground,
	// the company and place under it, and the speaker printed in the two inks on a block of the amber spot.
	let body = `<defs>${halftone('poster-dots', 12, 3)}</defs>` + rect(0, 0, W, H, PRINT.ink)
	body += rect(780, 64, 436, H - 64, PRINT.spot)
	body += `<g>${speakerPrint(t, 998, H + 10, 520)}</g>`
	body += `<path d="M780 64h436v${H - 64}H780z" fill="url(#poster-dots)" opacity=".16"/>`
	body += words('CLIENT STORY', 80, 150, 22, 700, PRINT.spot, 600, 3)
	body += words(t.posted_by, 80, 360, 80, 700, PRINT.paper, 640, -1)
	body += words(company, 80, 420, 38, 500, PRINT.paper)
	if (place) body += words(place, 80, 466, 26, 500, PRINT.spotSoft)
	body += rect(80, 540, 120, 8, PRINT.spot)
	return compact(svgDoc({ width: W, height: H, title: `Poster: video testimonial from ${t.posted_by}, ${t.company}`, body }))
}
