import sanitize from 'sanitize-html'

/**
 * Every piece of HTML that leaves the server (page bodies, service pages, blog
 * posts, FAQ answers, job descriptions) passes through this allowlist, whatever
 * is stored in the database: scripts, event handlers, inline styles, frames and
 * javascript: URLs never reach a browser.
 */
const options: sanitize.IOptions = {
	allowedTags: [
		'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
		'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr',
		'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'span', 'div',
	],
	allowedAttributes: {
		a: ['href', 'title', 'rel', 'target'],
		img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
		abbr: ['title'],
		th: ['scope', 'colspan', 'rowspan'],
		td: ['colspan', 'rowspan'],
		code: ['class'],
		ol: ['start'],
		pre: ['tabindex', 'role', 'aria-label'],
	},
	allowedClasses: { code: [/^language-[\w-]+$/] },
	allowedSchemes: ['http', 'https', 'mailto', 'tel'],
	allowedSchemesAppliedToAttributes: ['href', 'src'],
	allowProtocolRelative: false,
	// An h1 belongs to the page, not to stored content.
	transformTags: {
		h1: 'h2',
		a: (tagName, attribs) => {
			const external = /^https?:\/\//i.test(attribs.href ?? '')
			return {
				tagName,
				attribs: external ? { ...attribs, rel: 'noopener noreferrer', target: '_blank' } : attribs,
			}
		},
		img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
	},
}

const cache = new Map<string, string>()
const CACHE_LIMIT = 500

/**
 * A code block scrolls sideways on a phone, so it takes keyboard focus (arrow keys scroll it) and
 * is a region named for screen readers: "Code example 1", "Code example 2"… in each piece of HTML.
 */
function focusableCodeBlocks(): sanitize.IOptions['transformTags'] {
	let count = 0
	return {
		...options.transformTags,
		pre: (tagName) => ({ tagName, attribs: { tabindex: '0', role: 'region', 'aria-label': `Code example ${++count}` } }),
	}
}

export function sanitizeHtml(html: string): string {
	const hit = cache.get(html)
	if (hit !== undefined) return hit
	const clean = sanitize(html, { ...options, transformTags: focusableCodeBlocks() })
	if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!)
	cache.set(html, clean)
	return clean
}
