/**
 * Portraits of the team (480×480): an illustrated head and shoulders on a
 * round backdrop in one of the site's colours, the same drawing style as the
 * people of the other illustrations. Illustrations, never meant to pass for
 * photographs; each is seeded from its file name.
 */
import { bust, lookFor } from './people.ts'
import { Rng, compact, svgDoc } from './lib.ts'

export interface TeamPortrait {
	portrait: string
	name: string
	/** Drawn with long hair, a bun and the like (demo content only says who is who by name). */
	fem?: boolean
}

const SIZE = 480
const BACKDROPS = [
	['#cfe0f3', '#4d8fd6'],
	['#fff1d6', '#f2a516'],
	['#d8f1e6', '#3fb68b'],
	['#fde2dd', '#ef6f5e'],
] as const
const TOPS = ['#0b5cad', '#0b2540', '#264653', '#f2a516', '#3fb68b', '#6b2d3e', '#e2e8f0', '#334155']

export function teamSvg(person: TeamPortrait, index: number): string {
	const rng = new Rng(person.portrait)
	// Each row of four starts one colour later, so no column of the team grid is one colour.
	const [back, ring] = BACKDROPS[(index + Math.floor(index / 4)) % BACKDROPS.length]!
	const look = lookFor(rng, { tops: TOPS, fem: person.fem === undefined ? 0.5 : person.fem ? 1 : 0 })
	let body = `<rect width="${SIZE}" height="${SIZE}" fill="${back}"/>`
	body += `<circle cx="${SIZE * 0.78}" cy="${SIZE * 0.2}" r="${SIZE * 0.13}" fill="none" stroke="${ring}" stroke-width="14" stroke-opacity=".55"/>`
	body += `<circle cx="${SIZE * 0.5}" cy="${SIZE * 0.52}" r="${SIZE * 0.36}" fill="#fff" fill-opacity=".55"/>`
	body += bust(SIZE / 2, SIZE + 6, SIZE * 0.88, look, { coat: false })
	return compact(svgDoc({ width: SIZE, height: SIZE, title: `Illustrated portrait of ${person.name}`, body }))
}
