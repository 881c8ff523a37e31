/** What a page says about itself for its share card: read from its meta tags. */

export interface ShareMeta {
	title?: string
	description?: string
	kind?: string
	picture?: string
	siteName?: string
	url?: string
}

/** The share-related meta tags of a page, whatever the order of their attributes, entities decoded. */
export function readShareMeta(html: string): ShareMeta {
	const headEnd = html.search(/<\/head\s*>/i)
	const head = headEnd === -1 ? html : html.slice(0, headEnd)
	const tags = new Map<string, string>()
	for (const [tag] of head.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
		const attributes = new Map<string, string>()
		for (const [, name, doubleQuoted, singleQuoted, bare] of tag.matchAll(/([^\s"'<>/=]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/g)) {
			attributes.set(name!.toLowerCase(), doubleQuoted ?? singleQuoted ?? bare ?? '')
		}
		const name = (attributes.get('property') ?? attributes.get('name'))?.toLowerCase()
		const value = attributes.get('content')
		if (name && value !== undefined && !tags.has(name)) tags.set(name, decodeEntities(value).trim())
	}
	const titleTag = /<title\b[^>]*>([^<]*)<\/title>/i.exec(head)?.[1]
	const text = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim() || undefined
	return {
		title: text(tags.get('og:title') ?? (titleTag === undefined ? undefined : decodeEntities(titleTag))),
		description: text(tags.get('description') ?? tags.get('og:description')),
		kind: text(tags.get('share:kind')),
		picture: text(tags.get('share:picture')),
		siteName: text(tags.get('og:site_name')),
		url: text(tags.get('og:url')),
	}
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' }

/** One pass, so `&amp;lt;` stays the text `&lt;`. */
export function decodeEntities(text: string): string {
	return text.replace(/&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[a-zA-Z]+);/g, (entity, body: string) => {
		if (body[0] !== '#') return NAMED_ENTITIES[body.toLowerCase()] ?? entity
		const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10)
		return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity
	})
}

/**
 * The title as the card shows it: without the " | Company…" suffixes a
 * browser tab needs (the card draws the company already), nor a leading
 * "Company | " when something follows. Separators left inside read as dashes.
 */
export function cardTitle(title: string, company: string): string {
	const parts = title.split(' | ').map((part) => part.trim()).filter(Boolean)
	const name = company.trim().toLowerCase()
	while (name && parts.length > 1 && parts.at(-1)!.toLowerCase().includes(name)) parts.pop()
	if (name && parts.length > 1 && parts[0]!.toLowerCase() === name) parts.shift()
	return parts.join(' – ')
}
