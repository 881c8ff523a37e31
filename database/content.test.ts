import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTENT_DIR } from '#server/paths.ts'
import { readContent } from './content.ts'
import { PortfolioItemsSchema, SiteSchema } from './content.schema.ts'

const content = readContent(CONTENT_DIR)

describe('the demo content sends visitors to nothing dead or borrowed', () => {
	it('keeps the closed networks (Skype, Google+) in the contact record, empty', () => {
		expect(content.site.india.skype).toBe('')
		expect(content.site.usa.skype).toBe('')
		expect(content.site.social.googleplus).toBe('')
		const filled = { ...content.site, social: { ...content.site.social, googleplus: 'https://plus.google.com/+lanternfishdigital' } }
		expect(SiteSchema.safeParse(filled).success).toBe(false)
	})

	it('gives every project an address under the domain reserved for examples, the case studies included', () => {
		const domains = content.portfolioItems.map((item) => item.domain)
		expect(domains.filter((domain) => !domain.endsWith('.example'))).toEqual([])
		expect(new Set(domains).size).toBe(domains.length)
		expect(content.caseStudies.map((study) => study.project).filter((project) => !domains.includes(project))).toEqual([])
		const [first] = content.portfolioItems
		expect(PortfolioItemsSchema.safeParse([{ ...first, domain: 'marigolddentalcare.in' }]).success).toBe(false)
	})
})

describe('the demo blog', () => {
	const words = (markdown: string) => markdown.split(/\s+/).filter(Boolean).length

	it('writes about search as an SEO agency should: eleven posts or more on SEO among the rest', () => {
		expect(content.blogPosts.filter((post) => post.category === 'seo').length).toBeGreaterThanOrEqual(11)
		const slugs = content.blogPosts.map((post) => post.slug)
		expect(new Set(slugs).size).toBe(slugs.length)
	})

	it('gives every post 700 to 1,200 words, a summary and its own drawn cover', () => {
		for (const post of content.blogPosts) {
			expect(words(post.markdown), post.slug).toBeGreaterThanOrEqual(700)
			expect(words(post.markdown), post.slug).toBeLessThanOrEqual(1200)
			expect(fs.existsSync(path.join(CONTENT_DIR, 'media', 'blog', post.image)), post.image).toBe(true)
		}
		const covers = content.blogPosts.map((post) => post.image)
		expect(new Set(covers).size).toBe(covers.length)
	})
})
