/** A result of a case study: a figure ("+38%") and what it measures. */
export interface CaseStudyResult {
	figure: string
	label: string
}

/** What a card of a case study shows (home page, portfolio overview, next and previous). */
export interface CaseStudyCard {
	slug: string
	title: string
	client: string
	sector: string
	cover: string
	/** Its first result, the one a card leads with. */
	result: CaseStudyResult | null
}

/** The project a case study tells, as its portfolio page lists it. */
export interface CaseStudyProject {
	id: number
	title: string
	domain: string
	/** Its portfolio page: /portfolio/{category_slug}. */
	category_slug: string
	technology: string
}

export interface CaseStudy extends CaseStudyCard {
	id: number
	year: number
	summary: string
	/** Sanitised HTML. */
	brief: string
	/** Sanitised HTML. */
	approach: string
	results: CaseStudyResult[]
	delivered: string[]
	credits: { role: string; name: string }[]
	quote: { text: string; by: string } | null
	gallery: { image: string; caption: string }[]
	project: CaseStudyProject | null
	meta_title: string
	meta_keywords: string
	meta_description: string
	/** ISO-8601: when the row last changed, null as seeded. */
	updated_at: string | null
}
