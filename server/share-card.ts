import type { OverlayOptions, PngOptions } from 'sharp'
import { loadSharp } from '#app/server/images.server.ts'

/**
 * How a share card, the square logo and a raster copy of a media picture are
 * drawn: an SVG of the card's text, composited with the mark and the page's
 * picture, and written as a PNG small enough for crawlers.
 */

export const CARD = { width: 1200, height: 630 } as const
export const LOGO_SIZE = 512
/** Raster renderings of media files are at most this wide. */
export const RASTER_MAX_WIDTH = 1200

const COLORS = { from: '#0b2540', to: '#0b3d5c', accent: '#f5a524', teal: '#5cc3e0', text: '#ffffff', muted: '#b7cadc', faint: '#8eabc4' }
const FONT = 'DejaVu Sans, Liberation Sans, sans-serif'
const MARGIN = 72
/** The picture's frame on the right; a portfolio screenshot shows its top, anything else its middle. */
const FRAME = { x: 724, y: 40, width: 416, height: 550, radius: 22 }
/** Crawlers give up on large images (X: 5 MB, but LinkedIn and chat previews prefer small ones). */
const CARD_MAX_BYTES = 250 * 1024
const PNG_LADDER: PngOptions[] = [
	{ compressionLevel: 9 },
	{ palette: true, quality: 90, compressionLevel: 9 },
	{ palette: true, colours: 96, quality: 75, compressionLevel: 9 },
]
const TITLE_SIZES = [56, 50, 44, 40]
const TITLE_LINES = 3

export interface CardText {
	title: string
	description?: string
	kind?: string
	/** The company name drawn beside the mark. */
	brand: string
	host: string
	withPicture: boolean
	/** Whether the mark is composited at the top left (the name moves right of it). */
	withMark?: boolean
}

/** Advance widths of DejaVu Sans Bold for U+0020…U+007E, in hundredths of an em (read from the font's hmtx table). */
const BOLD_WIDTHS = [
	35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40, 40, 84, 84, 84, 58, 100, 77, 76, 73,
	83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72,
	71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84,
]

/** The estimated width of a line in pixels; the regular weight runs about 9% narrower than the bold. */
export function textWidth(text: string, fontSize: number, { bold = true, letterSpacing = 0 } = {}): number {
	let ems = 0
	for (const char of text) {
		const code = char.codePointAt(0)!
		if (code >= 0x20 && code <= 0x7e) ems += BOLD_WIDTHS[code - 0x20]! / 100
		else if (code >= 0x2e80) ems += 1 // CJK and the like are full width
		else if (char === '…' || char === '—') ems += 1
		else if ('‘’‚'.includes(char)) ems += 0.38
		else ems += 0.72
	}
	const chars = [...text].length
	return ems * fontSize * (bold ? 1 : 0.91) + letterSpacing * chars
}

/**
 * Greedy word wrap into at most `maxLines` lines of `maxWidth` pixels; a word
 * wider than a line is cut, and text left over ends the last line with "…".
 */
export function wrapText(text: string, { maxWidth, fontSize, maxLines, bold = true }: { maxWidth: number; fontSize: number; maxLines: number; bold?: boolean }): { lines: string[]; truncated: boolean } {
	const fits = (line: string) => textWidth(line, fontSize, { bold }) <= maxWidth
	// A lone dash stays with the word before it, so no line starts with one.
	const words: string[] = []
	for (const word of text.split(/\s+/).filter(Boolean)) {
		if (/^[–—-]$/.test(word) && words.length) words[words.length - 1] += ` ${word}`
		else words.push(word)
	}
	const lines: string[] = []
	let current = ''
	for (let word of words) {
		const candidate = current ? `${current} ${word}` : word
		if (fits(candidate)) {
			current = candidate
			continue
		}
		if (current) {
			lines.push(current)
			current = ''
		}
		// A single word too long for a line is cut where it overflows.
		while (!fits(word)) {
			const chars = [...word]
			let cut = chars.length - 1
			while (cut > 1 && !fits(chars.slice(0, cut).join(''))) cut--
			lines.push(chars.slice(0, cut).join(''))
			word = chars.slice(cut).join('')
		}
		current = word
	}
	if (current) lines.push(current)
	if (lines.length <= maxLines) return { lines, truncated: false }
	const kept = lines.slice(0, maxLines)
	let last = kept[maxLines - 1]!
	while (last && !fits(`${last}…`)) last = last.includes(' ') ? last.slice(0, last.lastIndexOf(' ')) : last.slice(0, -1)
	kept[maxLines - 1] = `${last.replace(/[\s,;:.–—-]+$/, '')}…`
	return { lines: kept, truncated: true }
}

/** Escaped for SVG text, without the control characters XML forbids (they would fail the whole card). */
export function escapeXml(text: string): string {
	// eslint-disable-next-line no-control-regex
	return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!)
}

/**
 * The card without its bitmaps: background, company name, kind, title,
 * description, host, and the picture frame's shadow. The mark and the
 * picture are laid over it by drawCard.
 */
export function cardSvg({ title, description, kind, brand, host, withPicture, withMark = true }: CardText): string {
	const textWidthMax = withPicture ? FRAME.x - 56 - MARGIN : CARD.width - 2 * MARGIN - 60
	const { size: titleSize, lines: titleLines } = fitTitle(title, textWidthMax)
	const titleLeading = Math.round(titleSize * 1.18)
	const descriptionSize = 24
	const descriptionLeading = 34
	const descriptionLines = description ? wrapText(description, { maxWidth: textWidthMax, fontSize: descriptionSize, maxLines: titleLines.length > 2 ? 1 : 2, bold: false }).lines : []

	// The kind, the title and the description, centred as one block between the header and the footer.
	const kindLabel = kind && wrapText(kind.toUpperCase(), { maxWidth: 420, fontSize: 22, maxLines: 1 }).lines[0]
	const kindHeight = kindLabel ? 38 + 26 : 0
	const descriptionHeight = descriptionLines.length ? 22 + descriptionLines.length * descriptionLeading : 0
	const blockHeight = kindHeight + titleLines.length * titleLeading + descriptionHeight
	const top = Math.round(148 + (530 - 148 - blockHeight) / 2)

	const parts: string[] = []
	if (kindLabel) {
		const width = Math.round(textWidth(kindLabel, 18, { letterSpacing: 2.5 }) + 36)
		parts.push(
			`<rect x="${MARGIN}" y="${top}" width="${width}" height="38" rx="19" fill="${COLORS.accent}" fill-opacity=".14" stroke="${COLORS.accent}" stroke-opacity=".55" stroke-width="1.5"/>`,
			`<text x="${MARGIN + 18}" y="${top + 25.5}" font-size="18" font-weight="700" letter-spacing="2.5" fill="${COLORS.accent}">${escapeXml(kindLabel)}</text>`,
		)
	}
	const titleTop = top + kindHeight
	titleLines.forEach((line, i) => {
		const y = titleTop + i * titleLeading + Math.round(titleSize * 0.9)
		parts.push(`<text x="${MARGIN}" y="${y}" font-size="${titleSize}" font-weight="700" fill="${COLORS.text}">${escapeXml(line)}</text>`)
	})
	const descriptionTop = titleTop + titleLines.length * titleLeading + 22
	descriptionLines.forEach((line, i) => {
		const y = descriptionTop + i * descriptionLeading + Math.round(descriptionSize * 0.9)
		parts.push(`<text x="${MARGIN}" y="${y}" font-size="${descriptionSize}" fill="${COLORS.muted}">${escapeXml(line)}</text>`)
	})

	const [first = '', ...rest] = brand.trim().split(/\s+/)
	const nameX = withMark ? MARGIN + 76 : MARGIN
	const name = rest.length
		? `<text x="${nameX}" y="88" font-size="30" font-weight="700" fill="${COLORS.text}">${escapeXml(first)}</text>` +
			`<text x="${nameX + 1}" y="109" font-size="13" font-weight="700" letter-spacing="5.5" fill="${COLORS.teal}">${escapeXml(rest.join(' ').toUpperCase())}</text>`
		: `<text x="${nameX}" y="97" font-size="30" font-weight="700" fill="${COLORS.text}">${escapeXml(first)}</text>`

	const shadow = withPicture
		? `<rect x="${FRAME.x}" y="${FRAME.y + 18}" width="${FRAME.width}" height="${FRAME.height}" rx="${FRAME.radius}" fill="#020c18" fill-opacity=".6" filter="url(#shadow)"/>`
		: ''
	// Without a picture, a soft glow fills the right-hand side.
	const glow = withPicture
		? `<circle cx="${FRAME.x + FRAME.width / 2}" cy="${CARD.height / 2}" r="420" fill="url(#glow)" opacity=".55"/>`
		: `<circle cx="1080" cy="120" r="520" fill="url(#glow)"/>`

	return `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD.width}" height="${CARD.height}" viewBox="0 0 ${CARD.width} ${CARD.height}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${COLORS.from}"/><stop offset="1" stop-color="${COLORS.to}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${COLORS.teal}" stop-opacity=".22"/><stop offset=".55" stop-color="${COLORS.teal}" stop-opacity=".06"/><stop offset="1" stop-color="${COLORS.teal}" stop-opacity="0"/></radialGradient>
<linearGradient id="bar" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${COLORS.accent}"/><stop offset="1" stop-color="${COLORS.teal}"/></linearGradient>
<filter id="shadow" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="18"/></filter>
</defs>
<rect width="${CARD.width}" height="${CARD.height}" fill="url(#bg)"/>
<g fill="#ffffff" fill-opacity=".035"><path d="M120 0h150l330 630H450z"/><path d="M420 0h70l300 630h-70z"/><path d="M760 0h130l280 630H1040z"/></g>
${glow}
${shadow}
<g font-family="${FONT}">
${name}
${parts.join('\n')}
<circle cx="${MARGIN + 5}" cy="566" r="5" fill="${COLORS.accent}"/>
<text x="${MARGIN + 20}" y="574" font-size="22" fill="${COLORS.faint}">${escapeXml(host)}</text>
</g>
<rect y="${CARD.height - 6}" width="${CARD.width}" height="6" fill="url(#bar)"/>
</svg>`
}

/** The largest title size at which the whole title fits in three lines; the smallest, cut with "…", otherwise. */
function fitTitle(title: string, maxWidth: number): { size: number; lines: string[] } {
	for (const size of TITLE_SIZES) {
		const wrapped = wrapText(title, { maxWidth, fontSize: size, maxLines: TITLE_LINES })
		if (!wrapped.truncated) return { size, lines: wrapped.lines }
	}
	const size = TITLE_SIZES.at(-1)!
	return { size, lines: wrapText(title, { maxWidth, fontSize: size, maxLines: TITLE_LINES }).lines }
}

export async function drawCard(text: CardText, mark: Buffer | undefined, picture: Buffer | undefined): Promise<Buffer> {
	const sharp = await loadSharp()
	const layers: OverlayOptions[] = []
	if (mark) layers.push({ input: mark, left: MARGIN, top: 52 })
	if (picture) layers.push({ input: picture, left: FRAME.x, top: FRAME.y })
	const card = await sharp(Buffer.from(cardSvg(text))).composite(layers).raw().toBuffer({ resolveWithObject: true })
	// Lossless while small; a photo has too many colours for that, and a dithered palette keeps it light.
	for (const options of PNG_LADDER) {
		const png = await sharp(card.data, { raw: card.info }).png(options).toBuffer()
		if (png.length <= CARD_MAX_BYTES || options === PNG_LADDER.at(-1)) return png
	}
	throw new Error('unreachable')
}

/** The page's picture, cropped into the frame with rounded corners and a hairline border. */
export async function pictureLayer(file: Buffer): Promise<Buffer> {
	const sharp = await loadSharp()
	const { width = 0, height = 0, format } = await sharp(file, { limitInputPixels: 40_000_000 }).metadata()
	if (!width || !height) throw new Error('picture has no size')
	// A small vector is rasterised at a higher density, so it is not upscaled blurry.
	const density = format === 'svg' ? Math.min(576, Math.max(72, Math.ceil((72 * FRAME.width * 1.5) / width))) : undefined
	const tall = height > width * 1.3
	const { width: w, height: h, radius: r } = FRAME
	const mask = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" rx="${r}" fill="#fff"/></svg>`)
	const border = Buffer.from(
		`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect x=".75" y=".75" width="${w - 1.5}" height="${h - 1.5}" rx="${r - 0.75}" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="1.5"/></svg>`,
	)
	const cropped = await sharp(file, { density, limitInputPixels: 40_000_000 })
		.timeout({ seconds: 20 })
		.flatten({ background: '#ffffff' })
		.resize(w, h, { fit: 'cover', position: tall ? 'top' : 'centre' })
		.png()
		.toBuffer()
	return sharp(cropped).ensureAlpha().composite([{ input: mask, blend: 'dest-in' }, { input: border }]).png().toBuffer()
}

/** A media file as a PNG at most 1200 px wide (vectors drawn at that width, not upscaled blurry). */
export async function rasterise(file: Buffer): Promise<Buffer> {
	const sharp = await loadSharp()
	const { width = 0, format } = await sharp(file, { limitInputPixels: 40_000_000 }).metadata()
	if (!width) throw new Error('media file has no size')
	const target = Math.min(RASTER_MAX_WIDTH, format === 'svg' ? RASTER_MAX_WIDTH : width)
	const density = format === 'svg' ? Math.min(576, Math.max(72, Math.ceil((72 * target) / width))) : undefined
	return sharp(file, { density, limitInputPixels: 40_000_000 })
		.timeout({ seconds: 20 })
		.flatten({ background: '#ffffff' })
		.resize({ width: target, withoutEnlargement: format !== 'svg' })
		.png({ compressionLevel: 9, palette: true, quality: 90 })
		.toBuffer()
}

/** The square logo: the mark centred on white, with room around it for round crops. */
export async function drawLogo(markSvg: Buffer): Promise<Buffer> {
	const sharp = await loadSharp()
	const inner = Math.round(LOGO_SIZE * 0.72)
	const mark = await sharp(markSvg, { density: 72 * 8 }).resize(inner, inner, { fit: 'contain', background: '#ffffff00' }).png().toBuffer()
	return sharp({ create: { width: LOGO_SIZE, height: LOGO_SIZE, channels: 3, background: '#ffffff' } })
		.composite([{ input: mark, gravity: 'centre' }])
		.png({ compressionLevel: 9 })
		.toBuffer()
}
