import { randomBytes } from 'node:crypto'

/**
 * The inline scripts one render emitted itself (React Router's context, route-module and data
 * scripts, its scroll restoration, React's own if it writes any), each by its text as read from
 * the page's bytes one character per byte (latin1), the way the server's policy reads the page
 * (server/content-security-policy.ts). The server hands every render a set of its own
 * (server/react-router.ts); only the scripts in it are allowed by hash (decision 063).
 */
export type OwnScripts = Set<string>

/**
 * A mark for the scripts of one render: 128 random bits, drawn per render and removed from the
 * page before it leaves the render, so markup that ends up in the page (a field rendered without
 * escaping) can neither know it nor copy it from an earlier page.
 */
export function scriptMark(): string {
	return randomBytes(16).toString('base64url')
}

/** React writes every attribute as ` name="value"`, and the mark needs no escaping (base64url). */
const markAttribute = (mark: string) => Buffer.from(` nonce="${mark}"`, 'latin1')

/**
 * The page without the mark, and the text of each `<script>` that carried it. React Router puts
 * the render's nonce on its scripts and links (`<ServerRouter nonce>`), React on its own scripts
 * (`renderToPipeableStream({ nonce })`): a script is the render's own only if its opening tag
 * holds the mark, wherever else its text may also appear.
 *
 * The page stays bytes: the mark is found with a byte search, and only the scripts' texts are
 * read, one character per byte.
 */
export function takeOwnScripts(page: Buffer<ArrayBuffer>, mark: string): { page: Buffer<ArrayBuffer>; scripts: string[] } {
	const attribute = markAttribute(mark)
	const parts: Buffer<ArrayBuffer>[] = []
	const scripts: string[] = []
	let copied = 0
	for (let at = page.indexOf(attribute); at >= 0; at = page.indexOf(attribute, copied)) {
		parts.push(page.subarray(copied, at))
		copied = at + attribute.length
		// The tag the attribute is in starts at the last '<' before it: React writes '<' in an attribute's value as &lt;.
		const tag = page.lastIndexOf('<', at)
		if (!/^<script\s$/i.test(page.toString('latin1', tag, tag + 8))) continue
		const open = page.indexOf('>', copied)
		const close = open < 0 ? -1 : page.indexOf('</script', open)
		if (close >= 0) scripts.push(page.toString('latin1', open + 1, close))
	}
	if (copied === 0) return { page, scripts }
	parts.push(page.subarray(copied))
	return { page: Buffer.concat(parts), scripts }
}
