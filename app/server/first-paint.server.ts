/**
 * What a rendered page's head is made of, rewritten so that a phone on a slow
 * link draws the page after one request, the document itself (decisions 021
 * and 023). Run on every rendered page, never on one the cache serves.
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
 * The rendered page as it goes out: its head rewritten for the first paint (below), its body's
 * bytes passed through as React wrote them. Only the head is read as text, one character per
 * byte (latin1: every pattern here is ASCII, and a title in UTF-8 comes back byte for byte);
 * decoding the whole page's UTF-8 cost more than a millisecond of each render of `/` on Node 20.
 */
export function forFirstPaint(page: Buffer<ArrayBuffer>, stylesheets: StylesheetSource | undefined): Buffer<ArrayBuffer> {
	const headEnd = page.indexOf('</head>')
	if (headEnd < 0) return page
	const head = withoutModulePreloads(page.toString('latin1', 0, headEnd))
	return Buffer.concat([...(stylesheets ? withInlineStylesheets(head, stylesheets) : [Buffer.from(head, 'latin1')]), page.subarray(headEnd)])
}

/**
 * React Router's <Scripts> asks for every module of the page with a
 * `<link rel="modulepreload">`, which React hoists into the head, so 12–17
 * scripts start downloading with the stylesheets and race them, on a phone's
 * slow link, to the first paint. The page is whole and usable without its
 * JavaScript, so it is drawn first and the scripts follow: the bootstrap
 * script's imports fetch the same modules once the document is parsed, and
 * React puts the preload links back as it hydrates (they are hoisted elements,
 * not hydrated in place, so the page still hydrates without a mismatch).
 * Measured with Lighthouse's mobile audit: LCP 2.5 → 1.4 s on `/` (decision 021).
 */
function withoutModulePreloads(head: string): string {
	return head.replace(/<link rel="modulepreload"[^>]*>/g, '')
}

/**
 * Each stylesheet link in the head becomes a `<style>` holding the sheet, with
 * its URL in `data-stylesheet` (allowed by its hash, decision 045): the page is drawn as soon
 * as the document arrives, where a linked sheet costs a phone another round
 * trip (and a connection) before anything shows. The browser's script puts the
 * links back before it hydrates (app/lib/first-paint.client.ts), since React Router's
 * <Links> renders them (decision 023).
 *
 * Returns the head's bytes in parts: each `<style>` is encoded once per link and kept,
 * so a render encodes only its own HTML (encoding the sheets with the page
 * took 0.2 ms of every render of `/`).
 */
function withInlineStylesheets(head: string, source: StylesheetSource): Buffer[] {
	const parts: Buffer[] = []
	let copied = 0
	for (const link of head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)) {
		const style = inlineStyle(link[0], source)
		if (!style) continue
		parts.push(Buffer.from(head.slice(copied, link.index), 'latin1'), style)
		copied = link.index + link[0].length
	}
	parts.push(Buffer.from(copied === 0 ? head : head.slice(copied), 'latin1'))
	return parts
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
