import { describe, expect, it } from 'vitest'
import { CONTENT_DIR } from '#server/paths.ts'
import { readContent } from '#database/content.ts'
import { PROCESS } from '#app/lib/process.ts'

/** Names written as their makers write them: the wrong spellings a reader notices first. */
const MISSPELT = [/\bWordpress\b/, /\bCodeigniter\b/, /\bWoocommerce\b/, /\bJavascript\b/, /\bGithub\b/, /\bYoutube\b/, /\bPaypal\b/, /\bLinkedin\b/, /\bHubspot\b/]

/** Fields that are keys, not words a visitor reads (the API's own names, slugs and file names). */
const KEYS = new Set(['content_key', 'api_key', 'slug', 'image', 'photo', 'cover', 'portrait', 'poster_image', 'video_url', 'hero_image', 'key'])

/** Every string of the demo content a visitor may read, with where it is. */
function* texts(value: unknown, at: string): Generator<[string, string]> {
	if (typeof value === 'string') yield [at, value]
	else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* texts(item, `${at}[${i}]`)
	else if (value && typeof value === 'object') {
		for (const [key, item] of Object.entries(value)) if (!KEYS.has(key)) yield* texts(item, `${at}.${key}`)
	}
}

const content = readContent(CONTENT_DIR)

describe('the demo content', () => {
	it('spells the products and platforms it names as their makers do', () => {
		const found = [...texts(content, 'content')].flatMap(([at, text]) => MISSPELT.filter((word) => word.test(text)).map((word) => `${at}: ${word.source}`))
		expect(found).toEqual([])
	})
})

/** The steps of a page's "How a project runs" list, by their bold names. */
const steps = (markdown: string) => {
	const section = markdown.split(/^## /m).find((part) => part.startsWith('How a project runs'))
	return section ? [...section.matchAll(/^\d+\. \*\*([^*]+?)\.\*\*/gm)].map((match) => match[1]) : undefined
}

describe('one process story', () => {
	it('tells the home page\'s steps, in its order, on the about-us page and every service page that describes how it works', () => {
		const names = PROCESS.map((step) => step.name)
		const about = content.pages.find((page) => page.slug === 'about-us')!
		expect(steps(about.markdown)).toEqual(names)
		const told = content.services.filter((service) => /^## .*(process|how we work)/im.test(service.markdown) || steps(service.markdown))
		expect(told.length).toBeGreaterThanOrEqual(15)
		for (const service of told) expect(steps(service.markdown), service.slug).toEqual(names)
	})
})
