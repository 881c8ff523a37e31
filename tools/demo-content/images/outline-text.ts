import fs from 'node:fs'
import * as fontkit from 'fontkit'
import wawoff from 'wawoff2'
import { resolveFromApp } from '../app-content.ts'

/** Words set in the brand face and drawn as outlines: an SVG path, and how wide it came out. */
export interface OutlineFont {
	path(text: string, options: { size: number; weight: number; x: number; y: number; tracking?: number }): { d: string; width: number }
}

/**
 * Plus Jakarta Sans, the face the site's stylesheet loads, for drawing words
 * as outlines: an SVG shown by <img> (the logo) cannot use the page's web
 * fonts, and live text there falls back to whatever sans-serif the visitor has.
 * The woff2 is the app's own copy, unpacked to TrueType first, where fontkit can set the weight axis.
 */
export async function loadBrandFont(): Promise<OutlineFont> {
	const file = resolveFromApp('@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2')
	const font = fontkit.create(Buffer.from(await wawoff.decompress(fs.readFileSync(file)))) as fontkit.Font
	return {
		path(text, { size, weight, x, y, tracking = 0 }) {
			const face = font.getVariation({ wght: weight })
			const scale = size / face.unitsPerEm
			const run = face.layout(text)
			let pen = x
			let d = ''
			run.glyphs.forEach((glyph, i) => {
				// Font units point up; SVG's y points down from the baseline.
				const outline = glyph.path.scale(scale, -scale).translate(pen, y)
				d += outline.toSVG().replace(/-?\d*\.\d+/g, (n) => String(Math.round(Number(n) * 100) / 100))
				pen += run.positions[i]!.xAdvance * scale + (i < run.glyphs.length - 1 ? tracking : 0)
			})
			return { d, width: pen - x }
		},
	}
}
