import type { Extensions } from '@tiptap/core'
import Image from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import StarterKit from '@tiptap/starter-kit'

/** A picture of the media library that may go into a text. */
export interface LibraryImage {
	url: string
	alt: string
	file: string
	width: number | null
	height: number | null
}

/**
 * The rich-text editor's document model (decision 041), shared by the
 * back office's editor and the tests that pass every stored body through it.
 * What it cannot hold (styles, classes, spans, fonts) never enters a body;
 * what it holds is written back as the plain HTML the pages have always
 * shown, and the pages still sanitise it (app/server/html.server.ts).
 */
export const richTextExtensions: Extensions = [
	StarterKit.configure({
		// The page's title is its h1.
		heading: { levels: [2, 3, 4] },
		// Links keep only their address; the sanitiser adds rel and target to external ones when a page shows them.
		link: { openOnClick: false, autolink: true, HTMLAttributes: { target: null, rel: null, class: null } },
		underline: false,
	}),
	Image.configure({ inline: false }),
	TableKit.configure({ table: { resizable: false } }),
]

/**
 * A document without a browsing context, where HTML is parsed to be tidied: nothing in it loads
 * or runs. (Chromium still holds its style attributes to the page's policy: the editor's own HTML
 * comes without them, rich-text-editor.tsx.)
 */
function inert(page: Document): Document {
	return page.implementation.createHTMLDocument('')
}

/**
 * The editor writes list items, table cells and tables its own way
 * (`<li><p>…</p></li>`, a colgroup, inline widths, header rows in the body);
 * the pages read the plain form (a list of items that open in bold becomes
 * cards, a table's first row of th its head). Everything else is kept.
 */
export function tidyEditorHtml(html: string, page: Document): string {
	const doc = inert(page)
	const root = doc.createElement('div')
	root.innerHTML = html
	for (const colgroup of [...root.querySelectorAll('colgroup')]) colgroup.remove()
	for (const element of [...root.querySelectorAll('[style]')]) element.removeAttribute('style')
	for (const cell of [...root.querySelectorAll('td, th')]) {
		for (const name of ['colspan', 'rowspan']) if (cell.getAttribute(name) === '1') cell.removeAttribute(name)
		if (cell.hasAttribute('colwidth')) cell.removeAttribute('colwidth')
	}
	// A single paragraph inside an item or a cell is its text.
	for (const holder of [...root.querySelectorAll('li, td, th')]) {
		const only = holder.children.length === 1 ? holder.children[0]! : undefined
		if (only?.tagName === 'P' && holder.childNodes.length === 1) holder.replaceChildren(...only.childNodes)
	}
	// A table's leading rows of header cells are its head.
	for (const table of [...root.querySelectorAll('table')]) {
		const body = [...table.children].find((child) => child.tagName === 'TBODY')
		if (!body || [...table.children].some((child) => child.tagName === 'THEAD')) continue
		const heads = []
		for (const row of [...body.children]) {
			if (row.children.length > 0 && [...row.children].every((cell) => cell.tagName === 'TH')) heads.push(row)
			else break
		}
		if (heads.length === 0 || heads.length === body.children.length) continue
		const head = doc.createElement('thead')
		for (const row of heads) {
			for (const cell of [...row.children]) if (!cell.hasAttribute('scope')) cell.setAttribute('scope', 'col')
			head.append(row)
		}
		table.insertBefore(head, body)
	}
	// The editor's empty document.
	return root.innerHTML === '<p></p>' ? '' : root.innerHTML
}

/**
 * Word and Google Docs put their styling in the pasted HTML: Word's lists are
 * paragraphs with a drawn bullet (class MsoListParagraph…, mso-list styles),
 * Docs wraps everything in a <b style="font-weight:normal">. This turns Word's
 * list paragraphs into lists and drops Office markup; the editor's model then
 * drops every style, class and span.
 */
export function cleanPastedHtml(html: string, page: Document): string {
	const doc = inert(page)
	const root = doc.createElement('div')
	root.innerHTML = html
		.replace(/<!--[\s\S]*?-->/g, '')
		.replace(/<\/?o:p>/g, '')
		.replace(/<style[\s\S]*?<\/style>/gi, '')
	const isListParagraph = (node: Element) => node.tagName === 'P' && (/MsoListParagraph/.test(node.className) || /mso-list:/i.test(node.getAttribute('style') ?? ''))
	for (const paragraph of [...root.querySelectorAll('p')]) {
		if (!isListParagraph(paragraph)) continue
		// Word draws the bullet or number ("·", "1.") in a span marked mso-list:Ignore; it says which kind of list.
		const markers = [...paragraph.querySelectorAll('span')].filter((span) => /mso-list:\s*ignore/i.test(span.getAttribute('style') ?? ''))
		const numbered = /^\s*\(?[0-9a-z]{1,3}[.)]/i.test(markers.map((span) => span.textContent).join(''))
		for (const marker of markers) marker.remove()
		const previous = paragraph.previousElementSibling
		const kind = numbered ? 'OL' : 'UL'
		let list: Element
		if (previous?.tagName === kind && previous.hasAttribute('data-word-list')) list = previous
		else {
			list = doc.createElement(kind.toLowerCase())
			list.setAttribute('data-word-list', '')
			paragraph.before(list)
		}
		const item = doc.createElement('li')
		item.append(...paragraph.childNodes)
		list.append(item)
		paragraph.remove()
	}
	for (const list of [...root.querySelectorAll('[data-word-list]')]) list.removeAttribute('data-word-list')
	return root.innerHTML
}
