const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "March 5, 2024": the date style of the spec (month day, year), the same on server and browser. */
export function formatDate(iso: string): string {
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/** The first moment after a YYYY-MM-DD day (UTC), to make a "to" date inclusive. */
export function nextDay(day: string): string {
	const date = new Date(`${day}T00:00:00.000Z`)
	date.setUTCDate(date.getUTCDate() + 1)
	return date.toISOString()
}

/** A phone number as a tel: link (digits and a leading +). */
export function telHref(phone: string): string {
	return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/**
 * A name set in sentence case ("SEO services", "Web development") put inside a
 * sentence with its article: "an SEO services project", "a web development
 * project". Acronyms (SEO, PHP) and words with inner capitals (WordPress) keep
 * their case; so do the proper names listed here.
 */
const PROPER_NAMES = new Set(['Magento', 'Shopify', 'Laravel', 'Codeigniter', 'Angular', 'React', 'Google', 'Facebook'])

export function withArticle(name: string): string {
	const [first = '', ...rest] = name.trim().split(/\s+/)
	const keep = PROPER_NAMES.has(first) || /[A-Z]/.test(first.slice(1))
	const word = keep ? first : first.charAt(0).toLowerCase() + first.slice(1)
	// An acronym is read letter by letter: "an SEO", "an HTML", but "a PHP".
	const acronym = /^[A-Z0-9]{2,}$/.test(first)
	const vowelSound = acronym ? /^[AEFHILMNORSX]/.test(first) : /^[aeiou]/i.test(word)
	return [vowelSound ? 'an' : 'a', word, ...rest].join(' ')
}
