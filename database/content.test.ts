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
