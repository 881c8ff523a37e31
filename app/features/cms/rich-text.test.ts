import { generateHTML, generateJSON } from '@tiptap/html/server'
import { Window } from 'happy-dom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { sanitizeHtml } from '#app/server/html.server.ts'
import { listRows } from './cms.server.ts'
import { ENTITIES } from './entities.ts'
import { cleanPastedHtml, richTextExtensions, tidyEditorHtml } from './rich-text.ts'

/**
 * The rich-text editor's model against every stored body: each demo HTML
 * field, read into the editor and written back as it saves, keeps its text,
 * links, lists, headings and tables (decision 041); a paste from Word or
 * Google Docs keeps its structure and loses its styling.
 */

const window = new Window()
const doc = window.document as unknown as Document

/** What the editor stores for a body it was opened with, untouched. */
const throughEditor = (html: string) => tidyEditorHtml(generateHTML(generateJSON(html, richTextExtensions), richTextExtensions), doc)

/** What a page shows of a body, reduced to what a reader gets from it. */
function essence(html: string) {
	const root = doc.createElement('div')
	root.innerHTML = sanitizeHtml(html)
	const all = (selector: string) => [...root.querySelectorAll(selector)]
	const words = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim()
	return {
		// Blocks written one per line or back to back read the same; every word and character stays.
		text: (root.textContent ?? '').replace(/\s+/g, ''),
		paragraphs: all('p').filter((p) => !p.closest('li, td, th')).map(words),
		links: all('a').map((a) => [a.getAttribute('href'), words(a)]),
		headings: all('h2, h3, h4').map((h) => `${h.tagName} ${words(h)}`),
		lists: all('ul, ol').map((list) => `${list.tagName} ${[...list.children].map(words).join(' | ')}`),
		tables: all('table').map((table) => all('th, td').filter((cell) => table.contains(cell)).map((cell) => `${cell.tagName} ${words(cell)}`)),
		headRows: all('thead tr').length,
		images: all('img').map((img) => [img.getAttribute('src'), img.getAttribute('alt')]),
		quotes: all('blockquote').map(words),
		code: all('pre').map(words),
		emphasis: all('strong, b').map(words),
	}
}

describe.each(ENGINES)('the rich-text editor on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	it('keeps the text, links, lists, headings and tables of every demo body it opens and saves', async () => {
		let bodies = 0
		for (const entity of ENTITIES) {
			const fields = entity.fields.filter((field) => field.kind === 'html')
			if (fields.length === 0) continue
			for (const row of await listRows(database.db, entity)) {
				for (const field of fields) {
					const stored = String(row[field.name] ?? '')
					if (!stored.trim()) continue
					bodies++
					const saved = throughEditor(stored)
					// A body of bare text (no block of its own) is one paragraph in the editor.
					const source = /<(?:p|h[1-6]|ul|ol|table|blockquote|pre|div|figure)\b/i.test(stored) ? stored : `<p>${stored}</p>`
					expect(essence(saved), `${entity.key} #${row[entity.id]} ${field.name}`).toEqual(essence(source))
					// Opened again, the saved form is stable: a re-save changes nothing.
					expect(throughEditor(saved), `${entity.key} #${row[entity.id]} ${field.name} again`).toBe(saved)
				}
			}
		}
		expect(bodies).toBeGreaterThan(40)
	})
})

describe('a paste into the editor', () => {
	const paste = (html: string) => tidyEditorHtml(generateHTML(generateJSON(cleanPastedHtml(html, doc), richTextExtensions), richTextExtensions), doc)

	it('keeps the headings, lists, links and tables of a Word document and drops its styling', () => {
		const word = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{margin:0}</style></head><body>
<!--StartFragment--><h2 style="mso-margin-top-alt:auto"><span style="font-family:Calibri;color:#2F5496">Our approach</span></h2>
<p class="MsoNormal" style="margin:0cm;line-height:115%"><span style="font-size:11pt;font-family:Calibri">We start with a <b><span style="color:red">two-week</span></b> discovery, see <a href="https://example.com/plan"><span style="color:#0563C1">the plan</span></a>.<o:p></o:p></span></p>
<p class="MsoListParagraphCxSpFirst" style="text-indent:-18pt;mso-list:l0 level1 lfo1"><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7pt 'Times New Roman'">&nbsp;&nbsp; </span></span><span>Interviews</span></p>
<p class="MsoListParagraphCxSpLast" style="text-indent:-18pt;mso-list:l0 level1 lfo1"><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7pt 'Times New Roman'">&nbsp;&nbsp; </span></span><span>Prototypes</span></p>
<p class="MsoListParagraphCxSpFirst" style="text-indent:-18pt;mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">1.<span>&nbsp;</span></span><span>Measure</span></p>
<p class="MsoListParagraphCxSpLast" style="text-indent:-18pt;mso-list:l1 level1 lfo2"><span style="mso-list:Ignore">2.<span>&nbsp;</span></span><span>Ship</span></p>
<table class="MsoTableGrid" style="border-collapse:collapse"><tr><td style="width:100pt"><p class="MsoNormal"><b>Week</b></p></td><td><p class="MsoNormal"><b>Goal</b></p></td></tr><tr><td><p class="MsoNormal">1</p></td><td><p class="MsoNormal">Interviews</p></td></tr></table>
<!--EndFragment--></body></html>`
		const html = paste(word)
		expect(html).not.toMatch(/style=|class=|<span|mso|<o:p|Calibri|font/i)
		expect(html).toContain('<h2>Our approach</h2>')
		expect(html).toContain('<strong>two-week</strong>')
		expect(html).toContain('<a href="https://example.com/plan">the plan</a>')
		expect(html).toContain('<ul><li>Interviews</li><li>Prototypes</li></ul>')
		expect(html).toContain('<ol><li>Measure</li><li>Ship</li></ol>')
		expect(html).toMatch(/<table><tbody><tr><td><strong>Week<\/strong><\/td><td><strong>Goal<\/strong><\/td><\/tr><tr><td>1<\/td><td>Interviews<\/td><\/tr><\/tbody><\/table>/)
	})

	it('keeps the structure of a Google Docs paste and drops its wrapper and styles', () => {
		const docs = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h3 dir="ltr" style="line-height:1.38;margin-top:16pt"><span style="font-size:13pt;font-family:Arial;color:#434343;font-weight:400">Results</span></h3>
<p dir="ltr" style="line-height:1.38"><span style="font-size:11pt;font-family:Arial;background-color:transparent;font-weight:400">Sign-ups rose by a third.</span></p>
<ul style="margin-top:0;margin-bottom:0"><li dir="ltr" style="list-style-type:disc;font-size:11pt"><p dir="ltr" role="presentation" style="line-height:1.38"><span style="font-size:11pt;font-family:Arial">Faster pages</span></p></li><li dir="ltr" style="list-style-type:disc"><p dir="ltr" role="presentation"><span style="font-size:11pt">Clearer forms</span></p></li></ul>
<blockquote><p><span style="font-style:italic">It paid for itself.</span></p></blockquote></b>`
		const html = paste(docs)
		expect(html).not.toMatch(/style=|class=|<span|dir=|role=|docs-internal|<b\b/i)
		expect(html).toBe('<h3>Results</h3><p>Sign-ups rose by a third.</p><ul><li>Faster pages</li><li>Clearer forms</li></ul><blockquote><p><em>It paid for itself.</em></p></blockquote>')
	})
})
