import { entity, type EntityDescriptor, order, required, seo, slug, text } from './entity-descriptor.ts'

/** The blog: posts and their categories. */
export const BLOG_ENTITIES: EntityDescriptor[] = [
	entity({
		key: 'posts',
		label: 'Blog posts',
		singular: 'blog post',
		table: 'blog_posts',
		id: 'id',
		title: 'title',
		columns: ['status', 'created_at'],
		order: [['created_at', 'desc']],
		access: 'content',
		create: true,
		delete: true,
		publicPaths: (value) => [`/blogdetail/${value}`],
		view: (row) => `/blogdetail/${row.slug}`,
		publication: { status: 'status', draft: 'draft', date: 'created_at' },
		fields: [
			slug,
			required(text('title', 'Title', 200)),
			required({ name: 'category_id', label: 'Category', kind: 'ref', ref: { table: 'blog_categories', label: 'name', order: 'sort_order' } }),
			required({
				name: 'status',
				label: 'Status',
				kind: 'select',
				options: [
					{ value: 'published', label: 'Published (scheduled when the date is later)' },
					{ value: 'draft', label: 'Draft' },
				],
			}),
			{ name: 'created_at', label: 'Publication date and time', kind: 'datetime', defaultNow: true, hint: 'Now unless you change it; a later date schedules the post. Left blank, it is the time of saving.' },
			required({ name: 'author', label: 'Author', kind: 'staff', max: 120 }),
			required({ name: 'summary', label: 'Summary', kind: 'textarea', max: 1000 }),
			// Written in the rich-text editor since decision 041; body_markdown keeps what older posts were written in.
			required({ name: 'body', label: 'Article', kind: 'html', max: 200_000 }),
			{ name: 'image', label: 'Cover image', kind: 'image', media: 'blog' },
			...seo,
		],
	}),
	entity({
		key: 'categories',
		label: 'Blog categories',
		singular: 'category',
		table: 'blog_categories',
		id: 'id',
		title: 'name',
		columns: ['slug'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		publicPaths: (value) => [`/blogs/category/${value}`],
		view: (row) => `/blogs/category/${row.slug}`,
		fields: [slug, required(text('name', 'Name', 120)), ...seo, order],
	}),
]
