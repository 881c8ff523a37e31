import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR, readContent } from '../app-content.ts'
import { blogSvg, motifFor } from './blog.ts'
import { RAMPS } from './lib.ts'

const posts = readContent(CONTENT_DIR).blogPosts

/** A cover with every colour blanked out: what is left is its drawing. */
const shapes = (svg: string) => svg.replace(/#[\da-f]{3,6}\b/gi, '#')

describe('blog covers', () => {
	it('gives every post its own cover file and its own motif', () => {
		const images = posts.map((p) => p.image)
		expect(new Set(images).size).toBe(images.length)
		const motifs = posts.map((p) => motifFor(p.category, p.title, p.image))
		expect(new Set(motifs).size).toBe(motifs.length)
	})

	it('draws posts of one category differently, not only in other colours', () => {
		for (const a of posts)
			for (const b of posts) if (a !== b && a.category === b.category) expect(shapes(blogSvg(a)), `${a.image} and ${b.image}`).not.toBe(shapes(blogSvg(b)))
	})

	it('uses only the studio palette', () => {
		const palette = new Set<string>(Object.values(RAMPS).flat())
		for (const post of posts) {
			const colours = blogSvg(post).match(/#[\da-f]{6}\b|#[\da-f]{3}\b/gi) ?? []
			const full = colours.map((c) => (c.length === 4 ? c.replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3') : c).toLowerCase())
			// the avatars' skin tones are the one exception
			expect(full.filter((c) => !palette.has(c) && !/^#(f3cfb3|d69f76|9a6440|e8b894|7a4a2c)$/.test(c)), post.image).toEqual([])
		}
	})

	it('matches the committed cover files', () => {
		for (const post of posts) expect(fs.readFileSync(path.join(CONTENT_DIR, 'media', 'blog', post.image), 'utf8'), post.image).toBe(blogSvg(post))
	})
})
