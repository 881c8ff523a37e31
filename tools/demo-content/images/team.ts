/**
 * Portraits of the team (480×480), drawn as the studio draws every person (decision 087): a
 * two-ink print of the head and shoulders on paper, a block of the amber spot colour behind and a
 * halftone screen on the shadow side, like a magazine's contributor portraits. Drawings, never
 * meant to pass for photographs; each is seeded from its file name.
 */
import { bust, lookFor } from './people.ts'
import { PRINT, Rng, asPrint, compact, halftone, svgDoc } from './lib.ts'

export interface TeamPortrait {
	portrait: string
	name: string
	/** Drawn with long hair, a bun and the like (demo content only says who is who by name). */
	fem?: boolean
}

const SIZE = 480
const TOPS = ['#0b5cad', '#0b2540', '#264653', '#f2a516', '#3fb68b', '#6b2d3e', '#e2e8f0', '#334155']

/** Where the spot colour's block sits: four placements, taken in turn along the team grid. */
const BLOCKS = [
	(s: number) => `<rect x="${s * 0.5}" y="${s * 0.08}" width="${s * 0.42}" height="${s * 0.84}" fill="${PRINT.spot}"/>`,
	(s: number) => `<circle cx="${s * 0.5}" cy="${s * 0.46}" r="${s * 0.33}" fill="${PRINT.spot}"/>`,
	(s: number) => `<rect x="${s * 0.08}" y="${s * 0.14}" width="${s * 0.84}" height="${s * 0.5}" fill="${PRINT.spot}"/>`,
	(s: number) => `<path d="M${s * 0.14} ${s}V${s * 0.42}a${s * 0.36} ${s * 0.36} 0 0 1 ${s * 0.72} 0V${s}z" fill="${PRINT.spot}"/>`,
]

export function teamSvg(person: TeamPortrait, index: number): string {
	const rng = new Rng(person.portrait)
	const look = lookFor(rng, { tops: TOPS, fem: person.fem === undefined ? 0.5 : person.fem ? 1 : 0 })
	let body = `<defs>${halftone('team-dots')}</defs><rect width="${SIZE}" height="${SIZE}" fill="${PRINT.paper}"/>`
	body += BLOCKS[index % BLOCKS.length]!(SIZE)
	body += asPrint(bust(SIZE / 2, SIZE + 6, SIZE * 0.88, look, { coat: false }))
	// The screen over the side away from the light, which falls from the upper right.
	body += `<path d="M0 0H${SIZE * 0.42}L${SIZE * 0.3} ${SIZE}H0z" fill="url(#team-dots)" opacity=".22"/>`
	return compact(svgDoc({ width: SIZE, height: SIZE, title: `Portrait of ${person.name}, drawn`, body }))
}
