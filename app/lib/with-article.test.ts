import { describe, expect, it } from 'vitest'
import { withArticle } from './with-article.ts'

describe('a service name inside a sentence', () => {
	it.each([
		['SEO services', 'an SEO services'],
		['PHP development', 'a PHP development'],
		['WordPress development', 'a WordPress development'],
		['Magento development', 'a Magento development'],
		['Web development', 'a web development'],
		['Email marketing', 'an email marketing'],
		['PSD to HTML5', 'a PSD to HTML5'],
		['Website maintenance & support', 'a website maintenance & support'],
	])('%s reads "%s"', (name, expected) => {
		expect(withArticle(name)).toBe(expected)
	})
})
