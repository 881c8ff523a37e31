/**
 * The agency's own brand images: the header logo (a lanternfish whose lure is
 * a small glowing light, plus the wordmark), the favicon (the mark alone on a
 * tile) and the default social-share image.
 */
import { Rng, circle, rect, svgDoc, text, wrapText } from './lib.ts'
import type { OutlineFont } from './outline-text.ts'

const NAVY = '#0f2747'
const SEA = '#1d5f8f'
const TEAL = '#1a9bb0'
const GLOW = '#ffb238'
const GLOW_LIGHT = '#ffe1a1'

interface MarkColors {
	body: string
	fin: string
	belly: string
	eye: string
}

/** Gradient and glow definitions the mark needs; `p` prefixes the ids. */
function markDefs(p: string, c: MarkColors): string {
	return (
		`<linearGradient id="${p}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.body}"/><stop offset="1" stop-color="${c.belly}"/></linearGradient>` +
		`<radialGradient id="${p}g"><stop offset="0" stop-color="${GLOW_LIGHT}"/><stop offset=".35" stop-color="${GLOW}" stop-opacity=".7"/><stop offset="1" stop-color="${GLOW}" stop-opacity="0"/></radialGradient>`
	)
}

/**
 * The lanternfish on a 48×48 grid, facing right: a rounded body with a forked
 * tail, a row of light organs along the belly, and a lure arching forward
 * from the head to a glowing bulb in front of the mouth.
 */
function mark(p: string, c: MarkColors): string {
	return (
		// glow halo behind the bulb
		`<circle cx="41.5" cy="9" r="8.5" fill="url(#${p}g)"/>` +
		// lure stem
		`<path d="M28.5 17.5C30 10.5 35 7.2 40 8.4" fill="none" stroke="${c.fin}" stroke-width="1.8" stroke-linecap="round"/>` +
		// tail fin
		`<path d="M11 27.5L3.2 19.5c-.6-.6-1.6-.1-1.4.8L3.6 27.5 1.8 34.7c-.2.9.8 1.4 1.4.8z" fill="${c.fin}"/>` +
		// body
		`<path d="M9.5 27.5C13 20.5 19.5 16.5 27 16.5c7.2 0 12.6 3.8 15.5 9.4.3.6.3 1.3 0 1.9C39.6 33.4 34.2 37.5 27 37.5c-7.5 0-14-4-17.5-10z" fill="url(#${p}b)"/>` +
		// dorsal fin
		`<path d="M20 18.3l2.5-4.3c.4-.6 1.2-.6 1.5 0l1.6 2.6z" fill="${c.fin}"/>` +
		// mouth
		`<path d="M41.6 28.6q-1.8 1-3.6.5" fill="none" stroke="${c.fin}" stroke-width="1.1" stroke-linecap="round"/>` +
		// eye
		`<circle cx="35" cy="23.6" r="2.6" fill="${c.eye}"/><circle cx="35.6" cy="23.4" r="1.2" fill="${NAVY}"/>` +
		// light organs along the belly
		`<g fill="${GLOW}"><circle cx="17" cy="30.5" r="1.1"/><circle cx="21.5" cy="32.4" r="1.1"/><circle cx="26" cy="33.5" r="1.1"/><circle cx="30.5" cy="33.4" r="1.1"/></g>` +
		// the bulb itself
		`<circle cx="41.5" cy="9" r="3.2" fill="${GLOW}"/><circle cx="40.7" cy="8.2" r="1.2" fill="#fff" fill-opacity=".85"/>`
	)
}

const ON_LIGHT: MarkColors = { body: SEA, fin: NAVY, belly: NAVY, eye: '#fff' }
const ON_DARK: MarkColors = { body: '#5cc3e0', fin: '#bfe9f5', belly: TEAL, eye: '#fff' }

/**
 * Header logo: the mark and the two-line wordmark, 240×48. The words are drawn
 * as outlines of the brand face: shown by <img>, an SVG's live text could only
 * use a system font.
 */
export function brandLogoSvg(font: OutlineFont, name = 'Lanternfish Digital'): string {
	const [first = name, ...rest] = name.split(' ')
	const second = rest.join(' ').toUpperCase()
	// The name fills the 172 units the layout gives it; the second line is spaced out under it.
	const natural = font.path(first, { size: 27, weight: 700, x: 0, y: 0 }).width
	const tracking = first.length > 1 ? Math.max(0, (172 - natural) / (first.length - 1)) : 0
	const title = font.path(first, { size: 27, weight: 700, x: 56, y: 27, tracking })
	const subtitle = second ? font.path(second, { size: 10.5, weight: 600, x: 57, y: 42.5, tracking: 6 }) : undefined
	const body =
		`<g>${mark('m', ON_LIGHT)}</g>` +
		`<path d="${title.d}" fill="${NAVY}"/>` +
		(subtitle ? `<path d="${subtitle.d}" fill="${TEAL}"/>` : '')
	return svgDoc({ width: 240, height: 48, title: name, defs: markDefs('m', ON_LIGHT), body })
}

/** Favicon: the mark alone on a rounded navy tile. */
export function faviconSvg(name = 'Lanternfish Digital'): string {
	const body = rect(0, 0, 64, 64, NAVY, 14) + `<g transform="translate(5 6) scale(1.1)">${mark('f', ON_DARK)}</g>`
	return svgDoc({ width: 64, height: 64, title: name, defs: markDefs('f', ON_DARK), body })
}

/** Default social-share image (1200×630): the mark glowing in a deep sea, with name and tagline. */
export function ogDefaultSvg(name = 'Lanternfish Digital', tagline = ''): string {
	const rng = new Rng('brand:og-default')
	const W = 1200
	const H = 630
	const defs =
		markDefs('o', ON_DARK) +
		`<linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0d3a63"/><stop offset="1" stop-color="#06142a"/></linearGradient>` +
		`<radialGradient id="halo"><stop offset="0" stop-color="${GLOW}" stop-opacity=".45"/><stop offset="1" stop-color="${GLOW}" stop-opacity="0"/></radialGradient>`
	let body = rect(0, 0, W, H, 'url(#sea)')
	// light rays from the surface
	body += `<path d="M120 0h90L520 630H330zM420 0h60l260 630H600zM760 0h110l200 630H930z" fill="#fff" fill-opacity=".035"/>`
	// drifting particles
	let specks = ''
	for (let i = 0; i < 60; i++) specks += circle(rng.range(0, W), rng.range(0, H), rng.range(0.8, 2.6), '#bfe9f5')
	body += `<g fill-opacity=".35">${specks}</g>`
	// the mark, large, with a warm halo around its lure
	const s = 6.2
	const mx = 110
	const my = 150
	body += circle(mx + 41.5 * s, my + 9 * s, 200, 'url(#halo)')
	body += `<g transform="translate(${mx} ${my}) scale(${s})">${mark('o', ON_DARK)}</g>`
	// name and tagline
	const [first, ...rest] = name.split(' ')
	const tx = 450
	body += text(tx, 300, first ?? name, { size: 86, fill: '#fff', weight: 800, spacing: -1 })
	if (rest.length) body += text(tx + 4, 352, rest.join(' ').toUpperCase(), { size: 30, fill: GLOW, weight: 600, spacing: 12 })
	const lines = wrapText(tagline, 660, 28, false, 3)
	lines.forEach((line, i) => (body += text(tx, 430 + i * 40, line, { size: 28, fill: '#cfe3f2' })))
	body += rect(tx, 540 + (lines.length > 2 ? 20 : 0) - 40, 64, 5, GLOW, 2.5)
	return svgDoc({ width: W, height: H, title: `${name}${tagline ? ': ' + tagline : ''}`, defs, body })
}
