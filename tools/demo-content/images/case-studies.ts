/**
 * Case-study pictures (decision 030): the client's site, drawn by the portfolio
 * kit (portfolio.ts), shown in devices and boards on the agency's own palette.
 * The screenshot is put once in a <symbol> and shown through several windows
 * of it, so a picture with three phones carries one copy of the page.
 *
 *   cover (1600×1000)  one of three compositions: laptop and phone, a browser
 *                      between two phones, or a tilted stack of browsers
 *   gallery (1200×800) a browser window scrolled to a section, three phones,
 *                      a results board with the study's figures, or a style tile
 *
 * Deterministic: everything is seeded from the file name.
 */
import { Rng, SANS, circle, compact, esc, fitFont, rect, svgDoc, text, wrapText } from './lib.ts'

/** The agency's palette (the site's CSS and brand.ts). */
const NAVY = '#0b2540'
const SEA = '#1d5f8f'
const BRAND = '#0b5cad'
const TEAL = '#1a9bb0'
const GLOW = '#ffb238'
const TINT = '#f2f6fb'
const LINE = '#d9e2ec'
const INK = '#0f1c2b'
const SOFT_INK = '#44546a'

const SHOT_W = 1200
const SHOT_H = 2400

export interface CaseStudyPicture {
	file: string
	client: string
	title: string
	sector: string
	/** The project's screenshot, as portfolioSvg draws it. */
	screenshot: string
	results: { figure: string; label: string }[]
	caption?: string
}

/** The screenshot's drawing as a symbol, its own title dropped. */
function shotSymbol(svg: string): string {
	const inner = svg
		.replace(/^[\s\S]*?<svg[^>]*>/, '')
		.replace(/<\/svg>\s*$/, '')
		.replace(/<title>[\s\S]*?<\/title>/, '')
	return `<symbol id="cs-shot" viewBox="0 0 ${SHOT_W} ${SHOT_H}">${inner}</symbol>`
}

/** A window onto the screenshot: its full width scaled to w, from `top` (screenshot pixels) down. */
function view(x: number, y: number, w: number, h: number, top: number): string {
	const scale = w / SHOT_W
	const visible = Math.min(SHOT_H - top, h / scale)
	return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 ${top} ${SHOT_W} ${visible}" preserveAspectRatio="xMidYMin slice"><use href="#cs-shot" width="${SHOT_W}" height="${SHOT_H}"/></svg>`
}

/** A phone-width window: the middle of the page, as a narrow layout would stack it. */
function phoneView(x: number, y: number, w: number, h: number, top: number, left: number): string {
	const cropW = SHOT_W * 0.42
	const cropH = (h / w) * cropW
	return `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="${left} ${top} ${cropW} ${cropH}" preserveAspectRatio="xMidYMin slice"><use href="#cs-shot" width="${SHOT_W}" height="${SHOT_H}"/></svg>`
}

function browser(x: number, y: number, w: number, h: number, top: number, domain: string, shadow = true): string {
	const bar = Math.max(28, w * 0.045)
	return (
		(shadow ? rect(x + 6, y + 18, w - 12, h, NAVY, 12, 'opacity=".28" filter="url(#cs-blur)"') : '') +
		rect(x, y, w, h, '#ffffff', 12) +
		`<path d="M${x} ${y + bar}V${y + 12}a12 12 0 0 1 12-12h${w - 24}a12 12 0 0 1 12 12v${bar - 12}z" fill="#e8eef5"/>` +
		[0, 1, 2].map((i) => circle(x + bar * 0.55 + i * bar * 0.5, y + bar / 2, bar * 0.14, ['#f87171', '#fbbf24', '#34d399'][i]!)).join('') +
		rect(x + w * 0.3, y + bar * 0.22, w * 0.4, bar * 0.56, '#ffffff', bar * 0.28) +
		text(x + w / 2, y + bar * 0.64, domain, { size: bar * 0.36, fill: SOFT_INK, anchor: 'middle', mono: true }) +
		`<clipPath id="cs-b${Math.round(x)}-${Math.round(y)}"><path d="M${x} ${y + bar}h${w}v${h - bar - 12}a12 12 0 0 1-12 12h-${w - 24}a12 12 0 0 1-12-12z"/></clipPath>` +
		`<g clip-path="url(#cs-b${Math.round(x)}-${Math.round(y)})">${view(x, y + bar, w, h - bar, top)}</g>`
	)
}

function phone(x: number, y: number, w: number, top: number, left: number): string {
	const h = w * 2.05
	const bezel = w * 0.045
	const r = w * 0.16
	const id = `cs-p${Math.round(x)}-${Math.round(y)}`
	return (
		rect(x + 8, y + 22, w - 16, h, NAVY, r, 'opacity=".3" filter="url(#cs-blur)"') +
		rect(x, y, w, h, '#101826', r) +
		`<clipPath id="${id}"><rect x="${x + bezel}" y="${y + bezel}" width="${w - 2 * bezel}" height="${h - 2 * bezel}" rx="${r - bezel}"/></clipPath>` +
		`<g clip-path="url(#${id})">${rect(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, '#ffffff')}${phoneView(x + bezel, y + bezel, w - 2 * bezel, h - 2 * bezel, top, left)}</g>` +
		rect(x + w * 0.36, y + bezel + w * 0.03, w * 0.28, w * 0.07, '#101826', w * 0.035)
	)
}

function laptop(x: number, y: number, w: number, top: number): string {
	const h = w * 0.62
	const lid = w * 0.025
	const id = `cs-l${Math.round(x)}`
	return (
		rect(x + 20, y + 30, w - 40, h, NAVY, 18, 'opacity=".35" filter="url(#cs-blur)"') +
		rect(x, y, w, h, '#1b2433', 18) +
		`<clipPath id="${id}"><rect x="${x + lid}" y="${y + lid}" width="${w - 2 * lid}" height="${h - 2 * lid}" rx="4"/></clipPath>` +
		`<g clip-path="url(#${id})">${view(x + lid, y + lid, w - 2 * lid, h - 2 * lid, top)}</g>` +
		`<path d="M${x - w * 0.08} ${y + h}h${w * 1.16}l-${w * 0.03} ${w * 0.035}h-${w * 1.1}z" fill="#c9d3df"/>` +
		rect(x + w * 0.42, y + h, w * 0.16, w * 0.012, '#aab6c4', 3)
	)
}

function backdrop(width: number, height: number, rng: Rng, dark: boolean): { defs: string; body: string } {
	const glowX = rng.range(0.6, 0.9) * width
	const defs =
		`<linearGradient id="cs-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark ? NAVY : TINT}"/><stop offset="1" stop-color="${dark ? SEA : '#dfeaf5'}"/></linearGradient>` +
		`<radialGradient id="cs-glow"><stop offset="0" stop-color="${GLOW}" stop-opacity="${dark ? 0.35 : 0.28}"/><stop offset="1" stop-color="${GLOW}" stop-opacity="0"/></radialGradient>` +
		`<filter id="cs-blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>`
	const body =
		`<rect width="${width}" height="${height}" fill="url(#cs-bg)"/>` +
		`<circle cx="${glowX}" cy="${height * 0.18}" r="${width * 0.32}" fill="url(#cs-glow)"/>` +
		// a few contour lines, as the brand's sea
		[0, 1, 2, 3]
			.map((i) => {
				const y0 = height * (0.55 + i * 0.12)
				return `<path d="M0 ${y0.toFixed(0)}C${(width * 0.3).toFixed(0)} ${(y0 - rng.range(40, 90)).toFixed(0)} ${(width * 0.6).toFixed(0)} ${(y0 + rng.range(20, 70)).toFixed(0)} ${width} ${(y0 - rng.range(10, 50)).toFixed(0)}" fill="none" stroke="${dark ? TEAL : BRAND}" stroke-opacity="${dark ? 0.18 : 0.1}" stroke-width="2"/>`
			})
			.join('')
	return { defs, body }
}

function tag(x: number, y: number, label: string, dark: boolean): string {
	const size = 22
	const w = label.length * size * 0.62 + 36
	return rect(x, y, w, 44, dark ? 'rgba(255,255,255,.12)' : '#ffffff', 22) + text(x + 18, y + 29, label.toUpperCase(), { size: 16, fill: dark ? GLOW : BRAND, weight: 700, spacing: 2 })
}

function domainOf(svg: string): string {
	return /\(([a-z0-9.-]+\.[a-z]{2,})\)/.exec(svg)?.[1] ?? ''
}

function picture(width: number, height: number, p: CaseStudyPicture, dark: boolean, draw: (rng: Rng) => string): string {
	const rng = new Rng(`case-study:${p.file}`)
	const back = backdrop(width, height, rng, dark)
	const body = draw(rng)
	return compact(
		svgDoc({
			width,
			height,
			title: p.caption ? `${p.client}: ${p.caption}` : `${p.client} case study: ${p.title}`,
			defs: shotSymbol(p.screenshot) + back.defs,
			body: back.body + body,
		}),
	)
}

/** The cover: the site in its devices on the agency's deep sea, with the client named and a result. */
export function caseStudyCoverSvg(p: CaseStudyPicture, layout: number): string {
	const domain = domainOf(p.screenshot)
	return picture(1600, 1000, p, true, (rng) => {
		const first = p.results[0]
		const badge = first
			? rect(96, 740, 440, 180, '#ffffff', 18) +
				text(126, 822, first.figure, { size: fitFont(first.figure, 360, 64, 30, true), fill: BRAND, weight: 700 }) +
				wrapText(first.label, 380, 20, false, 2)
					.map((line, l) => text(128, 862 + l * 28, line, { size: 20, fill: SOFT_INK }))
					.join('')
			: ''
		const name = text(96, 168, p.client, { size: fitFont(p.client, 560, 54, 28, true), fill: '#ffffff', weight: 700 })
		const kind = tag(96, 80, p.sector || 'Case study', true)
		switch (layout % 3) {
			case 0:
				return kind + name + laptop(640, 200, 860, rng.pick([0, 40])) + phone(1330, 430, 200, 820, rng.pick([60, 640])) + badge
			case 1:
				return kind + name + phone(620, 300, 230, 780, 80) + phone(1310, 300, 230, 1320, 640) + browser(760, 220, 660, 620, 0, domain) + badge
			default:
				return (
					kind +
					name +
					`<g transform="rotate(-6 1100 560)">${browser(700, 330, 760, 560, 1100, domain)}</g>` +
					browser(600, 240, 800, 600, 0, domain) +
					badge
				)
		}
	})
}

/** A gallery picture; `kind` chooses the composition. */
export function caseStudyGallerySvg(p: CaseStudyPicture, kind: 'browser' | 'phones' | 'results' | 'style', index: number): string {
	const domain = domainOf(p.screenshot)
	const light = kind !== 'results'
	return picture(1200, 800, p, !light, (rng) => {
		if (kind === 'browser') {
			const top = [640, 1100, 1500, 300][index % 4]!
			return browser(120, 70, 960, 680, top, domain)
		}
		if (kind === 'phones') {
			const w = 230
			return [0, 1, 2].map((i) => phone(165 + i * 320, 90 + (i === 1 ? -30 : 40), w, [60, 760, 1400][i]!, [40, 380, 700][(i + index) % 3]!)).join('')
		}
		if (kind === 'results') {
			const results = p.results.slice(0, 4)
			const cell = 1008 / results.length
			const title = text(96, 128, `${p.client}: the results`, { size: 34, fill: '#ffffff', weight: 700 })
			const cards = results
				.map((result, i) => {
					const x = 96 + i * cell
					const figureSize = fitFont(result.figure, cell - 60, 64, 26, true)
					// a small rising chart under each figure
					const bars = [0, 1, 2, 3, 4, 5]
						.map((b) => {
							const h = 30 + b * rng.range(14, 26)
							return rect(x + 28 + b * ((cell - 76) / 6), 640 - h, (cell - 76) / 6 - 8, h, b === 5 ? GLOW : TEAL, 4, `opacity="${b === 5 ? 1 : 0.55}"`)
						})
						.join('')
					return (
						rect(x, 200, cell - 20, 480, 'rgba(255,255,255,.08)', 16) +
						text(x + 28, 300, result.figure, { size: figureSize, fill: '#ffffff', weight: 700 }) +
						wrapText(result.label, cell - 76, 20, false, 3)
							.map((line, l) => text(x + 28, 348 + l * 28, line, { size: 20, fill: '#c9d6e4' }))
							.join('') +
						bars
					)
				})
				.join('')
			return title + cards
		}
		// style tile: the client's colours as sampled from the site, type and parts
		const colours = [...new Set([...p.screenshot.matchAll(/fill="(#[0-9a-f]{6}|#[0-9a-f]{3})"/g)].map((m) => m[1]!.toLowerCase()))]
			.filter((c) => !['#fff', '#ffffff', '#000', '#000000'].includes(c))
			.slice(0, 5)
		const swatches = colours
			.map((c, i) => rect(120 + i * 130, 470, 110, 110, c, 14) + text(120 + i * 130, 610, c.toUpperCase(), { size: 16, fill: SOFT_INK, mono: true }))
			.join('')
		const fonts = /\.h\{font-family:([^;}]+)/.exec(p.screenshot)?.[1] ?? SANS
		return (
			rect(80, 70, 1040, 660, '#ffffff', 20, `stroke="${LINE}"`) +
			`<text x="120" y="300" font-family="${esc(fonts)}" font-size="200" font-weight="700" fill="${INK}">Aa</text>` +
			text(420, 190, 'Headline', { size: 20, fill: SOFT_INK, weight: 700, spacing: 2 }) +
			`<text x="420" y="250" font-family="${esc(fonts)}" font-size="44" font-weight="700" fill="${INK}">${esc(p.client)}</text>` +
			wrapText(p.title, 620, 24, false, 2)
				.map((line, l) => text(420, 300 + l * 34, line, { size: 24, fill: SOFT_INK }))
				.join('') +
			swatches +
			rect(820, 470, 240, 56, colours[0] ?? BRAND, 28) +
			text(940, 506, 'Get started', { size: 20, fill: '#ffffff', weight: 700, anchor: 'middle' }) +
			rect(820, 546, 240, 56, '#ffffff', 28, `stroke="${colours[0] ?? BRAND}" stroke-width="2"`) +
			text(940, 582, 'Learn more', { size: 20, fill: colours[0] ?? BRAND, weight: 700, anchor: 'middle' }) +
			text(120, 690, `${p.client} · design system`.toUpperCase(), { size: 16, fill: BRAND, weight: 700, spacing: 2 }) +
			`<svg x="820" y="640" width="240" height="60" viewBox="0 0 ${SHOT_W} 300" preserveAspectRatio="xMidYMin slice"><use href="#cs-shot" width="${SHOT_W}" height="${SHOT_H}"/></svg>`
		)
	})
}

/** Which gallery composition a caption asks for; otherwise by position. */
export function galleryKind(caption: string, index: number): 'browser' | 'phones' | 'results' | 'style' {
	if (/design system|identity|visual language|type,|colour|swatch/i.test(caption)) return 'style'
	if (/phone|mobile|on site|consignee/i.test(caption)) return 'phones'
	if (/fleet view|output|results|report/i.test(caption)) return 'results'
	return (['browser', 'phones', 'results', 'style'] as const)[index % 4]!
}
