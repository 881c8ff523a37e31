/** A blog post as the spec's list calls return it (spec §3). */
export interface BlogListItem {
	id: number
	slug: string
	blog_title: string
	blog_desc: string
	image: string
	created_date: string
	category_id: number
}

export interface BlogDetail extends BlogListItem {
	author: string
	category_name: string
	category_slug: string
}

export interface BlogComment {
	id: number
	name: string
	comment: string
	created_date: string
}

export interface BlogCategory {
	id: number
	name: string
	slug: string
	blog_count: number
}
