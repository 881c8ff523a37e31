/**
 * A name set in sentence case ("SEO services", "Web development") put inside a
 * sentence with its article: "an SEO services project", "a web development
 * project". Acronyms (SEO, PHP) and words with inner capitals (WordPress) keep
 * their case; so do the proper names listed here. A module of its own, not in
 * format.ts, which every page's first load carries: only the service page uses it.
 */
const PROPER_NAMES = new Set(['Magento', 'Shopify', 'Laravel', 'CodeIgniter', 'WordPress', 'Angular', 'React', 'Google', 'Facebook'])

export function withArticle(name: string): string {
	const [first = '', ...rest] = name.trim().split(/\s+/)
	const keep = PROPER_NAMES.has(first) || /[A-Z]/.test(first.slice(1))
	const word = keep ? first : first.charAt(0).toLowerCase() + first.slice(1)
	// An acronym is read letter by letter: "an SEO", "an HTML", but "a PHP".
	const acronym = /^[A-Z0-9]{2,}$/.test(first)
	const vowelSound = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(word)
	return [vowelSound ? 'an' : 'a', word, ...rest].join(' ')
}
