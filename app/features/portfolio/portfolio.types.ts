/** A portfolio project with the spec's field names (spec §3). */
export interface PortfolioItem {
	id: number
	product_title: string
	product_domain: string
	technology: string
	image: string
	/** The alt text of the screenshot's media library entry, where a page looked it up (decision 051). */
	alt?: string
	product_description: string
	/** The slug of the item's portfolio page: /portfolio/{category_slug}. */
	category_slug: string
}

export interface IndustryContent {
	headline: string
	features: string[]
	provider: { title: string; text: string }[]
	modules?: string[]
	roles?: string[]
}

/** A line of the industry pages' experience strip, with its icon. */
export interface ExperienceEntry {
	text: string
	icon: 'design' | 'support' | 'projects' | 'trust'
}

export interface PortfolioCategory {
	id: number
	slug: string
	api_key: string
	label: string
	kind: 'technology' | 'industry'
	quote_check: 'captcha' | 'human'
	intro: string
	industry: IndustryContent | null
	meta_title: string
	meta_keywords: string
	meta_description: string
}

export interface LogoDesign {
	id: number
	image: string
	title: string
	client: string
}
