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
}

export interface ContentPage {
	slug: string
	title: string
	page_description: string
	meta_title: string
	meta_keywords: string
	meta_description: string
}
