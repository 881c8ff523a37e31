/**
 * A page of islands' stylesheets, carried in the page (decisions 023 and 100). Run on every
 * rendered page of islands, never on one the cache serves.
 */

/**
 * The stylesheet files a page may carry in itself: the build's hashed CSS under /assets. React
 * Router marks some with a bare `#`, which the link keeps (data-stylesheet) and the file does not.
 */
const INLINABLE = /^(\/assets\/[\w.-]+\.css)#?$/
/** Past this size a stylesheet costs more in every page than its round trip does once. */
const INLINE_MAX_CHARS = 64 * 1024

/** Finds the text of one of the build's stylesheets by its URL; undefined leaves its link as it is. */
export type StylesheetSource = (href: string) => string | undefined

/**
 * A page of islands as it goes out: each stylesheet link in its head becomes a `<style>` holding
 * the sheet, with its URL in `data-stylesheet` (allowed by its hash, decision 045), so a phone
 * draws the page as soon as the document arrives, where linked sheets cost it another round trip
 * (and a connection) before anything shows. Such a page never hydrates the router, so nothing in
 * the browser looks for the links again; the back office, which the router hydrates, is sent as
 * React Router wrote it (decision 100, with the figure this buys).
 *
 * Only the head is read as text, one character per byte (latin1: every pattern here is ASCII, and
 * a title in UTF-8 comes back byte for byte); the body's bytes pass through as React wrote them.
 * Each `<style>` is encoded once per link and kept, so a render encodes only its own HTML.
 */
export function withInlineStylesheets(page: Buffer<ArrayBuffer>, source: StylesheetSource): Buffer<ArrayBuffer> {
	const headEnd = page.indexOf('</head>')
	if (headEnd < 0) return page
	const head = page.toString('latin1', 0, headEnd)
	const parts: Buffer[] = []
	let copied = 0
	for (const link of head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)) {
		const style = inlineStyle(link[0], source)
		if (!style) continue
		parts.push(Buffer.from(head.slice(copied, link.index), 'latin1'), style)
		copied = link.index + link[0].length
	}
	if (copied === 0) return page
	parts.push(Buffer.from(head.slice(copied), 'latin1'), page.subarray(headEnd))
	return Buffer.concat(parts)
}

/** The `<style>` for each link seen, by its tag. */
const styles = new WeakMap<StylesheetSource, Map<string, Buffer<ArrayBuffer> | undefined>>()
const STYLES_KEPT = 256

function inlineStyle(link: string, source: StylesheetSource): Buffer<ArrayBuffer> | undefined {
	let kept = styles.get(source)
	if (!kept) styles.set(source, (kept = new Map()))
	if (kept.has(link)) return kept.get(link)
	const href = /\bhref="([^"]*)"/.exec(link)?.[1]
	const file = href && INLINABLE.exec(href)?.[1]
	const css = file ? source(file) : undefined
	let style: Buffer<ArrayBuffer> | undefined
	if (css !== undefined && css.length <= INLINE_MAX_CHARS && !/<\/style/i.test(css)) {
		style = Buffer.from(`<style data-stylesheet="${href}">${css}</style>`)
	}
	if (kept.size < STYLES_KEPT) kept.set(link, style)
	return style
}
