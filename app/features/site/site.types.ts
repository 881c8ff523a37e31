export interface PageMeta {
	meta_title: string
	meta_keywords: string
	description: string
}

export interface ServicePage {
	name: string
	slug: string
	summary: string
	page_description: string
	meta_title: string
	meta_keywords: string
	meta_description: string
	/** The heading it is listed under on /services; '' for none. */
	group_name: string
	/** The hero's picture under /media/pages/; '' for none. */
	hero_image: string
	/** Slugs of the portfolio pages its related work comes from. */
	portfolio_pages: string[]
	testimonial_id: number | null
}

export interface ContentPage {
	slug: string
	title: string
	page_description: string
	meta_title: string
	meta_keywords: string
	meta_description: string
	/** `sections`: a hero with a picture and the text set out in sections; `document`: one reading column. */
	layout: 'sections' | 'document'
	lead: string
	/** The hero's picture under /media/pages/; '' for none. */
	hero_image: string
}

/** A numbered or titled item of a section set out as cards (values, process steps, platforms). */
export interface SectionCard {
	/** The item's title as HTML (its bold opening words or its h3); '' when it has none. */
	title: string
	html: string
}

/**
 * A part of a page's rich text, from one h2 to the next, and the form the page gives it:
 * `text` as it is; `cards` a list whose items open in bold (or h3 subsections) as a grid of
 * cards, numbered when the list was; `figures` a list of items opening with a number as a
 * band of key figures; `closing` a short last section as the page's call to action.
 */
export type PageSection = {
	/** The h2's id, made from its text. */
	id: string
	/** The h2's content (HTML). */
	heading: string
} & SectionBody

export type SectionBody =
	| { kind: 'text' | 'closing'; html: string }
	| { kind: 'cards'; before: string; items: SectionCard[]; after: string; numbered: boolean }
	| { kind: 'figures'; before: string; items: { value: string; label: string }[]; after: string }

export interface PageSections {
	/** The text before the first h2. */
	intro: string
	sections: PageSection[]
}

/** A sibling page for the "More about us" row. */
export interface PageCard {
	slug: string
	title: string
	lead: string
}
