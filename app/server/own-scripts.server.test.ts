import { describe, expect, it } from 'vitest'
import { scriptMark, takeOwnScripts } from './own-scripts.server.ts'

describe("a render's own scripts", () => {
	it('are the scripts whose tag carries the mark; the mark leaves the page, every other byte stays', () => {
		const mark = scriptMark()
		const page = [
			`<html><head><link rel="stylesheet" href="/assets/a.css" nonce="${mark}"/></head><body>`,
			// A field rendered without escaping: its script names a nonce, but not this render's mark.
			'<div><script>planted("é")</script><script nonce="guessed">planted(2)</script></div>',
			`<script nonce="${mark}">window.ctx = {"a":"\\u003cscript>é"}</script>`,
			`<script nonce="${mark}" type="module" async="">import "/assets/entry.js"</script>`,
			'<script type="application/ld+json">{"@type":"Thing"}</script>',
			'</body></html>',
		].join('')
		const { page: out, scripts } = takeOwnScripts(Buffer.from(page), mark)
		// Read one character per byte, as the policy reads the page.
		expect(scripts).toEqual([Buffer.from('window.ctx = {"a":"\\u003cscript>é"}').toString('latin1'), 'import "/assets/entry.js"'])
		expect(out.toString()).toBe(page.replaceAll(` nonce="${mark}"`, ''))
		expect(out.toString()).not.toContain(mark)
	})

	it('are none in a page without the mark, which is returned as it was', () => {
		const page = Buffer.from('<p>x</p><script>1</script>')
		expect(takeOwnScripts(page, scriptMark())).toEqual({ page, scripts: [] })
	})

	it('are marked with a value drawn anew for each render', () => {
		const marks = new Set(Array.from({ length: 100 }, scriptMark))
		expect(marks.size).toBe(100)
		for (const mark of marks) expect(mark).toMatch(/^[\w-]{22}$/)
	})
})
