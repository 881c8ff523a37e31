import type { Selectable } from 'kysely'
import { oneLine, withoutControls, z } from '#app/lib/zod.ts'
import type { MediaKind } from '#app/lib/media.ts'
import type { ColumnName, DB, TableName } from '#database/schema.ts'

/**
 * Every kind of content staff edit (spec §3), described once: its table, its
 * fields with their limits, how its list reads, and which public URL a slug
 * gives. The back office's list and edit pages, the server's save and the
 * field checks (the same zod schema in the browser and on the server) are all
 * made from these descriptions, so adding a field is one line here.
 *
 * The names are checked against the database's generated types (decision
 * 049): every descriptor goes through entity(), which does not compile when a
 * table or column does not exist, when a field's kind cannot fill its column
 * (a number column takes a whole number, a reference or a choice), or when an
 * optional number, reference or date (blank saves null) targets a NOT NULL column.
 */

/** The tables staff edit here. */
export type EditableTable =
	| 'site_contact'
	| 'content_pages'
	| 'services'
	| 'meta_pages'
	| 'blog_posts'
	| 'blog_categories'
	| 'portfolio_categories'
	| 'portfolio_items'
	| 'case_studies'
	| 'logo_designs'
	| 'testimonials'
	| 'team_members'
	| 'faqs'
	| 'job_openings'
	| 'events'
	| 'plans'
	| 'plan_feature_groups'
	| 'plan_features'

export type FieldKind =
	| 'text'
	| 'textarea'
	/** HTML, sanitised when pages show it; edited with the rich-text editor (decision 041), a textarea without JavaScript. */
	| 'html'
	/** Markdown (blog posts): the HTML column is made from it on save. */
	| 'markdown'
	| 'slug'
	| 'int'
	| 'date'
	| 'datetime'
	| 'email'
	| 'url'
	/** A phone number people dial and the pages link (tel:): digits, spaces, + - ( ) . and at least 6 digits. */
	| 'phone'
	| 'select'
	/** The id of a row of another table (a category), chosen from a list. */
	| 'ref'
	/** An uploaded image: the column keeps its file name under /media/{media}/. */
	| 'image'

export interface EntityField {
	name: string
	label: string
	kind: FieldKind
	required?: boolean
	max?: number
	min?: number
	hint?: string
	options?: readonly { value: string; label: string }[]
	ref?: { table: EditableTable; label: string; order: string }
	media?: MediaKind
	/** Shown but not changed after creation (a slug the route table fixes). */
	fixed?: boolean
	/** A date and time that is now unless given: a new item's form starts with it, a blank one saves it. */
	defaultNow?: boolean
}

export interface EntityDescriptor {
	/** The URL segment: /admin/content/{key}. */
	key: string
	label: string
	singular: string
	table: EditableTable
	/** The primary-key column (meta pages are keyed by their page number). */
	id: string
	/** The column the list links by. */
	title: string
	/** Further columns the list shows. */
	columns: string[]
	order: [string, 'asc' | 'desc'][]
	fields: EntityField[]
	/** Who may edit: content (admin, editor) or jobs (admin, editor, recruiter). */
	access: 'content' | 'jobs'
	/** One row only (the site's contact record): the list opens it. */
	singleton?: boolean
	create?: boolean
	delete?: boolean
	/** The public URLs a slug gives; a changed slug leaves a 301 from each old URL to its new one. */
	publicPaths?: (slug: string) => string[]
	/** The public page a row is seen on, for a "view" link. */
	view?: (row: Record<string, unknown>) => string
	/** Extra editors below the fields: an event's photos, a plan feature's plans. */
	extra?: 'event-photos' | 'feature-plans'
	/**
	 * Whether the public site shows a row: its status column, whose draft value
	 * hides it, and the date column whose later value schedules it.
	 */
	publication?: { status: string; draft: string; date?: string }
	/**
	 * Whether the public site has stopped showing a row without it being a
	 * draft: its status column's closed value (a job opening), and the date
	 * column after which it leaves the site.
	 */
	closing?: { status: string; closed: string; until?: string }
	intro?: string
}

/** What a column holds as read: a number, a text, or either or null. */
type ColumnValue<T extends TableName, C extends string> = C extends keyof Selectable<DB[T]> ? Selectable<DB[T]>[C] : never
/** The kinds of field that can fill a column holding V. */
type KindFor<V> = [NonNullable<V>] extends [number] ? 'int' | 'ref' | 'select' : [NonNullable<V>] extends [string] ? Exclude<FieldKind, 'int' | 'ref'> : never
/** Kinds whose blank value saves null: only a nullable column takes them unless the field is required. */
type NullWhenBlank = 'int' | 'ref' | 'date'
type FieldFor<C extends string, V> = null extends V
	? EntityField & { name: C; kind: KindFor<V> }
	: (EntityField & { name: C; kind: Exclude<KindFor<V>, NullWhenBlank> }) | (EntityField & { name: C; kind: Extract<KindFor<V>, NullWhenBlank>; required: true })
/** A reference: a table with an id, the column its choices are labelled by and the one they are ordered by. */
type RefTo = { [R in EditableTable]: 'id' extends ColumnName<R> ? { table: R; label: ColumnName<R>; order: ColumnName<R> } : never }[EditableTable]
/** A field of table T: a column of T, of a kind that can fill it. */
type FieldOf<T extends TableName> = { [C in ColumnName<T>]: FieldFor<C, ColumnValue<T, C>> & { ref?: RefTo } }[ColumnName<T>]

/** A descriptor whose table, columns and fields are checked against the generated database types. */
interface CheckedDescriptor<T extends EditableTable> extends Omit<EntityDescriptor, 'table' | 'id' | 'title' | 'columns' | 'order' | 'fields' | 'publication'> {
	table: T
	id: ColumnName<T>
	title: ColumnName<T>
	columns: ColumnName<T>[]
	order: [ColumnName<T>, 'asc' | 'desc'][]
	fields: FieldOf<T>[]
	publication?: { status: ColumnName<T>; draft: string; date?: ColumnName<T> }
}
const entity = <T extends EditableTable>(descriptor: CheckedDescriptor<T>): EntityDescriptor => descriptor

const text = <N extends string>(name: N, label: string, max: number, more: Partial<Omit<EntityField, 'name' | 'kind' | 'ref'>> = {}) => ({ label, max, ...more, name, kind: 'text' as const })
const required = <F extends EntityField>(field: F): F & { required: true } => ({ ...field, required: true })
const order = { name: 'sort_order', label: 'Order', kind: 'int', min: 0, max: 10_000, required: true, hint: 'Lower numbers come first.' } as const satisfies EntityField
/**
 * Search and sharing, the same group on every kind of content with a public
 * page (decision 042); the edit form shows it as one panel with previews.
 */
export const SEO_FIELDS = ['meta_title', 'meta_description', 'canonical_url', 'noindex', 'social_image'] as const
const seo = [
	text('meta_title', 'SEO title', 200, { hint: 'The search result and browser tab title; blank: the title. About 60 characters show.' }),
	{ name: 'meta_description', label: 'Meta description', kind: 'textarea', max: 500, hint: 'The search result text; blank: the summary. About 155 characters show.' },
	{ name: 'canonical_url', label: 'Canonical address', kind: 'url', max: 500, hint: 'Only when another address is the original; blank: this page.' },
	{
		name: 'noindex',
		label: 'Search engines',
		kind: 'select',
		options: [
			{ value: '0', label: 'Show in search results' },
			{ value: '1', label: 'Keep out of search results and the sitemap (noindex)' },
		],
	},
	{ name: 'social_image', label: 'Social image', kind: 'url', max: 500, hint: 'A picture for share cards, 1200 × 630: choose one of the media library above, or give its address (e.g. /media/blog/cover.jpg); blank: the drawn card.' },
] as const satisfies readonly EntityField[]
const keywords = text('meta_keywords', 'Meta keywords', 300)
const meta = [keywords, ...seo]
const slug = { name: 'slug', label: 'Slug', kind: 'slug', required: true, max: 120, hint: 'Lowercase letters, digits and hyphens; the last part of the page URL.' } as const satisfies EntityField

export const ENTITIES: EntityDescriptor[] = [
	entity({
		key: 'site',
		label: 'Contact details and social links',
		singular: 'contact details',
		table: 'site_contact',
		id: 'id',
		title: 'company_name',
		columns: ['email', 'phone'],
		order: [['id', 'asc']],
		access: 'content',
		singleton: true,
		fields: [
			required(text('company_name', 'Company name', 120)),
			text('tagline', 'Tagline', 200),
			required({ name: 'address', label: 'Address', kind: 'textarea', max: 500 }),
			required({ name: 'email', label: 'Email', kind: 'email', max: 254 }),
			required({ name: 'phone', label: 'Phone', kind: 'phone', max: 40 }),
			text('skype', 'Skype', 100),
			{ name: 'usa_address', label: 'USA address', kind: 'textarea', max: 500 },
			{ name: 'usa_email', label: 'USA email', kind: 'email', max: 254 },
			{ name: 'usa_phone', label: 'USA phone', kind: 'phone', max: 40 },
			text('usa_skype', 'USA Skype', 100),
			{ name: 'facebook', label: 'Facebook URL', kind: 'url', max: 300 },
			{ name: 'linkedin', label: 'LinkedIn URL', kind: 'url', max: 300 },
			{ name: 'instagram', label: 'Instagram URL', kind: 'url', max: 300 },
			{ name: 'twitter', label: 'Twitter URL', kind: 'url', max: 300 },
			{ name: 'pinterest', label: 'Pinterest URL', kind: 'url', max: 300 },
			{ name: 'googleplus', label: 'Google+ URL', kind: 'url', max: 300 },
			{ name: 'blog', label: 'Blog URL', kind: 'url', max: 300 },
			{ name: 'testimonial', label: 'Testimonials URL', kind: 'url', max: 300 },
		],
	}),
	entity({
		key: 'pages',
		label: 'Content pages',
		singular: 'page',
		table: 'content_pages',
		id: 'id',
		title: 'title',
		columns: ['slug'],
		order: [['sort_order', 'asc']],
		access: 'content',
		view: (row) => `/${row.slug}`,
		intro: 'The pages of the footer and the site map (About us, Why us, Terms…). Their addresses are fixed.',
		fields: [
			{ ...slug, fixed: true },
			required(text('title', 'Title', 200)),
			required({
				name: 'layout',
				label: 'Layout',
				kind: 'select',
				options: [
					{ value: 'sections', label: 'Sections: a hero with a picture, each h2 of the content a section of its own' },
					{ value: 'document', label: 'Document: one reading column (legal pages)' },
				],
			}),
			{ name: 'lead', label: 'Lead sentence', kind: 'textarea', max: 300, hint: 'One sentence under the heading.' },
			{ name: 'hero_image', label: 'Hero picture', kind: 'image', media: 'pages', hint: 'Shown beside the heading in the sections layout; 4:3.' },
			{
				...required({ name: 'page_description', label: 'Content (HTML)', kind: 'html', max: 100_000 }),
				hint: 'Each h2 starts a section. A list whose items all open in bold becomes cards (numbered if the list is), a list of figures ("10+ years …") a band of key figures, a short last section the closing call to action.',
			},
			...meta,
			order,
		],
	}),
	entity({
		key: 'services',
		label: 'Services',
		singular: 'service',
		table: 'services',
		id: 'id',
		title: 'name',
		columns: ['slug'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		delete: true,
		publicPaths: (value) => [`/service/${value}`, `/services/${value}`],
		view: (row) => `/service/${row.slug}`,
		fields: [
			slug,
			required(text('name', 'Name', 120)),
			{ name: 'summary', label: 'Summary', kind: 'textarea', max: 500, hint: 'One or two sentences for cards and lists.' },
			{ ...text('group_name', 'Group', 60), hint: 'The heading it is listed under on the services page, e.g. Search & marketing.' },
			{ name: 'hero_image', label: 'Hero picture', kind: 'image', media: 'pages', hint: 'Shown beside the heading; 4:3.' },
			{
				...text('portfolio_pages', 'Related portfolio pages', 300),
				hint: 'Slugs of portfolio pages, separated by commas (e.g. laravel, php); the page shows three of their projects.',
			},
			{
				name: 'testimonial_id',
				label: 'Testimonial',
				kind: 'ref',
				ref: { table: 'testimonials', label: 'posted_by', order: 'created_at' },
				hint: 'The client quoted on the page; none quotes the latest one.',
			},
			{ ...required({ name: 'page_description', label: 'Page content (HTML)', kind: 'html', max: 100_000 }), hint: 'Each h2 starts a section, as on content pages.' },
			...meta,
			order,
		],
	}),
	entity({
		key: 'meta',
		label: 'Meta tags per page',
		singular: 'meta tags',
		table: 'meta_pages',
		id: 'page_no',
		title: 'page_name',
		columns: ['page_no', 'meta_title'],
		order: [['page_no', 'asc']],
		access: 'content',
		intro: 'The title, keywords and description of the pages the spec numbers (getMetaData/{page number}).',
		fields: [
			{ ...text('page_name', 'Page', 120), fixed: true },
			required(text('meta_title', 'Meta title', 200)),
			text('meta_keywords', 'Meta keywords', 300),
			{ name: 'description', label: 'Meta description', kind: 'textarea', max: 500 },
		],
	}),
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
			{ name: 'created_at', label: 'Publication date and time (UTC)', kind: 'datetime', defaultNow: true, hint: 'Now unless you change it; a later date schedules the post. Left blank, it is the time of saving.' },
			required(text('author', 'Author', 120)),
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
	entity({
		key: 'portfolio-pages',
		label: 'Portfolio pages',
		singular: 'portfolio page',
		table: 'portfolio_categories',
		id: 'id',
		title: 'label',
		columns: ['kind', 'slug'],
		order: [['sort_order', 'asc']],
		access: 'content',
		view: (row) => `/portfolio/${row.slug}`,
		intro: 'The nineteen technology and industry pages. Their addresses are fixed; their projects are under Portfolio projects.',
		fields: [{ ...slug, fixed: true }, required(text('label', 'Heading label', 120)), { name: 'intro', label: 'Introduction (HTML)', kind: 'html', max: 20_000 }, ...meta, order],
	}),
	entity({
		key: 'portfolio',
		label: 'Portfolio projects',
		singular: 'project',
		table: 'portfolio_items',
		id: 'id',
		title: 'title',
		columns: ['category_id', 'domain'],
		order: [
			['category_id', 'asc'],
			['sort_order', 'asc'],
		],
		access: 'content',
		create: true,
		delete: true,
		fields: [
			required({ name: 'category_id', label: 'Technology or industry', kind: 'ref', ref: { table: 'portfolio_categories', label: 'label', order: 'sort_order' } }),
			required(text('title', 'Title', 200)),
			text('domain', 'Domain', 200, { hint: 'The live site, e.g. www.example.com' }),
			{ name: 'description', label: 'Description', kind: 'textarea', max: 2000 },
			{ name: 'image', label: 'Screenshot', kind: 'image', media: 'portfolio', required: true },
			order,
		],
	}),
	entity({
		key: 'case-studies',
		label: 'Case studies',
		singular: 'case study',
		table: 'case_studies',
		id: 'id',
		title: 'client',
		columns: ['title', 'status'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		delete: true,
		publicPaths: (value) => [`/case-study/${value}`],
		view: (row) => `/case-study/${row.slug}`,
		publication: { status: 'status', draft: 'draft' },
		intro: 'The stories behind portfolio projects: each has a page, a link from its project, a card on the portfolio overview, and the first three are on the home page.',
		fields: [
			slug,
			required({
				name: 'status',
				label: 'Status',
				kind: 'select',
				options: [
					{ value: 'published', label: 'Published' },
					{ value: 'draft', label: 'Draft: no page, in no list' },
				],
			}),
			required({ name: 'portfolio_item_id', label: 'Project', kind: 'ref', ref: { table: 'portfolio_items', label: 'title', order: 'title' }, hint: 'The portfolio project it tells; its entry links here.' }),
			required(text('client', 'Client', 120)),
			required(text('title', 'Headline', 160, { hint: 'What changed for the client, in one line.' })),
			text('sector', 'Sector', 80, { hint: 'e.g. Healthcare, Logistics.' }),
			required({ name: 'year', label: 'Year', kind: 'int', min: 2000, max: 2100 }),
			required({ name: 'summary', label: 'Summary', kind: 'textarea', max: 400, hint: 'Two sentences under the headline and on search results.' }),
			required({ name: 'brief', label: 'The brief (HTML)', kind: 'html', max: 20_000 }),
			required({ name: 'approach', label: 'Our approach (HTML)', kind: 'html', max: 50_000 }),
			...([1, 2, 3, 4] as const).flatMap((n) => [
				{ ...text(`result_${n}_figure` as const, `Result ${n}: figure`, 16, { hint: n === 1 ? 'A number that reads on its own: +38%, 2.1×, 12 min. The first one is shown on cards.' : undefined }), required: n === 1 },
				{ ...text(`result_${n}_label` as const, `Result ${n}: what it measures`, 120), required: n === 1 },
			]),
			{ name: 'delivered', label: 'What we delivered', kind: 'textarea', max: 2000, hint: 'One item a line.' },
			{ name: 'credits', label: 'Credits', kind: 'textarea', max: 2000, hint: 'One person a line, as Role: Name.' },
			{ name: 'quote', label: "Client's quote", kind: 'textarea', max: 600 },
			text('quote_by', 'Quote by', 160, { hint: 'Name, role, company.' }),
			{ name: 'cover', label: 'Cover picture', kind: 'image', media: 'case-studies', required: true },
			...([1, 2, 3, 4] as const).flatMap((n) => [
				{ name: `gallery_${n}` as const, label: `Gallery picture ${n}`, kind: 'image' as const, media: 'case-studies' as const, required: n <= 2 },
				text(`gallery_${n}_caption` as const, `Gallery picture ${n}: caption`, 200, { hint: n === 1 ? 'Says what the picture shows; it is also its text for screen readers.' : undefined }),
			]),
			...meta,
			order,
		],
	}),
	entity({
		key: 'logos',
		label: 'Logo designs',
		singular: 'logo design',
		table: 'logo_designs',
		id: 'id',
		title: 'title',
		columns: ['client'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		delete: true,
		fields: [required(text('title', 'Title', 200)), text('client', 'Client', 200), { name: 'image', label: 'Logo image', kind: 'image', media: 'logos', required: true }, order],
	}),
	entity({
		key: 'testimonials',
		label: 'Testimonials',
		singular: 'testimonial',
		table: 'testimonials',
		id: 'id',
		title: 'posted_by',
		columns: ['kind', 'company'],
		order: [['created_at', 'desc']],
		access: 'content',
		create: true,
		delete: true,
		fields: [
			required({
				name: 'kind',
				label: 'Kind',
				kind: 'select',
				options: [
					{ value: 'text', label: 'Text' },
					{ value: 'video', label: 'Video' },
				],
			}),
			required(text('posted_by', 'Name', 120)),
			text('company', 'Company', 200),
			required({ name: 'description', label: 'Testimonial', kind: 'textarea', max: 3000 }),
			{ name: 'video_url', label: 'Video URL (video testimonials)', kind: 'url', max: 500 },
			{ name: 'poster_image', label: 'Video poster image', kind: 'image', media: 'testimonials' },
			required({ name: 'created_at', label: 'Date', kind: 'datetime' }),
		],
	}),
	entity({
		key: 'team',
		label: 'Team',
		singular: 'person',
		table: 'team_members',
		id: 'id',
		title: 'name',
		columns: ['role'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		delete: true,
		view: () => '/about-us',
		intro: 'The people the about page introduces, in this order.',
		fields: [
			required(text('name', 'Name', 120)),
			required(text('role', 'Role', 120)),
			text('bio', 'One line about them', 200),
			{ name: 'portrait', label: 'Portrait', kind: 'image', media: 'team', required: true, hint: 'Square; an illustration or a photo.' },
			order,
		],
	}),
	entity({
		key: 'faq',
		label: 'FAQ',
		singular: 'question',
		table: 'faqs',
		id: 'id',
		title: 'question',
		columns: ['sort_order'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		delete: true,
		fields: [required(text('question', 'Question', 300)), required({ name: 'answer', label: 'Answer (HTML)', kind: 'html', max: 20_000 }), order],
	}),
	entity({
		key: 'jobs',
		label: 'Job openings',
		singular: 'job opening',
		table: 'job_openings',
		id: 'id',
		title: 'title',
		columns: ['status', 'closes_on'],
		order: [['sort_order', 'asc']],
		access: 'jobs',
		create: true,
		delete: true,
		view: () => '/career',
		closing: { status: 'status', closed: 'closed', until: 'closes_on' },
		fields: [
			required(text('title', 'Title', 200)),
			required({
				name: 'status',
				label: 'Status',
				kind: 'select',
				options: [
					{ value: 'open', label: 'Open: on the career page' },
					{ value: 'closed', label: 'Closed' },
				],
			}),
			{ name: 'closes_on', label: 'Closing date', kind: 'date', hint: 'Optional: after this day the opening leaves the career page.' },
			{ name: 'posted_on', label: 'Posted on', kind: 'date', hint: 'The day the opening was first published; search engines show it.' },
			required({
				name: 'employment_type',
				label: 'Employment type',
				kind: 'select',
				options: [
					{ value: 'FULL_TIME', label: 'Full time' },
					{ value: 'PART_TIME', label: 'Part time' },
					{ value: 'CONTRACTOR', label: 'Contract' },
					{ value: 'INTERN', label: 'Internship' },
				],
			}),
			required({
				name: 'workplace',
				label: 'Workplace',
				kind: 'select',
				options: [
					{ value: 'office', label: 'At the office' },
					{ value: 'hybrid', label: 'Hybrid' },
					{ value: 'remote', label: 'Remote (from India)' },
				],
			}),
			required(text('experience', 'Experience', 120)),
			required({ name: 'vacancies', label: 'Vacancies', kind: 'int', min: 1, max: 999 }),
			{ name: 'desired_profile', label: 'Desired profile', kind: 'textarea', max: 5000 },
			required({ name: 'responsibility', label: 'Responsibilities (HTML)', kind: 'html', max: 20_000 }),
			required({ name: 'send_mail', label: 'Apply-by e-mail', kind: 'email', max: 254 }),
			{ name: 'mob', label: 'Phone', kind: 'phone', max: 40 },
			order,
		],
	}),
	entity({
		key: 'events',
		label: 'Events',
		singular: 'event',
		table: 'events',
		id: 'id',
		title: 'name',
		columns: ['event_date'],
		order: [['event_date', 'desc']],
		access: 'content',
		create: true,
		delete: true,
		publicPaths: (value) => [`/eventdetails/${value}`],
		view: (row) => `/eventdetails/${row.slug}`,
		extra: 'event-photos',
		fields: [
			slug,
			required(text('name', 'Name', 200)),
			required({ name: 'event_date', label: 'Date', kind: 'date' }),
			{ name: 'summary', label: 'Summary', kind: 'textarea', max: 2000 },
			{ name: 'photo', label: 'Cover photo', kind: 'image', media: 'events', required: true },
			...seo,
		],
	}),
	entity({
		key: 'plans',
		label: 'Plans',
		singular: 'plan',
		table: 'plans',
		id: 'id',
		title: 'name',
		columns: ['price'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		delete: true,
		view: () => '/feature-comparison',
		fields: [required(text('name', 'Name', 80)), required({ name: 'price', label: 'Price per month (whole currency units)', kind: 'int', min: 0, max: 1_000_000 }), order],
	}),
	entity({
		key: 'feature-groups',
		label: 'Plan feature groups',
		singular: 'feature group',
		table: 'plan_feature_groups',
		id: 'id',
		title: 'name',
		columns: ['sort_order'],
		order: [['sort_order', 'asc']],
		access: 'content',
		create: true,
		delete: true,
		fields: [required(text('name', 'Name', 120)), order],
	}),
	entity({
		key: 'features',
		label: 'Plan features',
		singular: 'feature',
		table: 'plan_features',
		id: 'id',
		title: 'name',
		columns: ['group_id'],
		order: [
			['group_id', 'asc'],
			['sort_order', 'asc'],
		],
		access: 'content',
		create: true,
		delete: true,
		extra: 'feature-plans',
		intro: 'Each feature is a row of the comparison table; tick the plans that include it.',
		fields: [
			required({ name: 'group_id', label: 'Group', kind: 'ref', ref: { table: 'plan_feature_groups', label: 'name', order: 'sort_order' } }),
			required(text('name', 'Name', 200)),
			{ name: 'description', label: 'Description', kind: 'textarea', max: 1000 },
			order,
		],
	}),
]

export const entityByKey = (key: string) => ENTITIES.find((entity) => entity.key === key)

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MULTI_LINE = new Set<FieldKind>(['textarea', 'html', 'markdown'])
const PHONE_CHARACTERS = /^\+?[\d ().-]+$/
const IMAGE_WITHOUT_ALT = /<img\b(?![^>]*\balt\s*=\s*("[^"]*\S[^"]*"|'[^']*\S[^']*'))[^>]*>/i
const WEB_ADDRESS = /^(?:https?:\/\/[^\s/?#.]+(?:\.[^\s/?#.]+)+(?::\d{1,5})?(?:[/?#]\S*)?|\/(?!\/)\S*)$/

/** The zod check of one field: the same in the browser form and the server's save. */
function fieldSchema(field: EntityField): z.ZodType {
	const label = field.label.replace(/ \(.*\)$/, '')
	const blankToNull = (schema: z.ZodType) => z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable())
	const textual = (base: z.ZodString) => {
		let schema = base
		if (field.max) schema = schema.max(field.max, `${label} can be at most ${field.max} characters`)
		if (field.required) schema = schema.min(1, `${label} is required`)
		// Titles, names, slugs, addresses are one line; a textarea, HTML or Markdown keeps its line breaks.
		return MULTI_LINE.has(field.kind) ? withoutControls(schema, label) : oneLine(schema, label)
	}
	switch (field.kind) {
		case 'int': {
			// Form values are text: blank is "not given", anything else must read as a whole number.
			const number = z
				.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a whole number`) })
				.int(`${label} must be a whole number`)
				.min(field.min ?? 0, `${label} must be at least ${field.min ?? 0}`)
				.max(field.max ?? 1_000_000_000, `${label} can be at most ${field.max ?? 1_000_000_000}`)
			const read = (value: unknown) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value)
			return field.required ? z.preprocess(read, number) : blankToNull(z.preprocess(read, number))
		}
		case 'ref': {
			const ref = z.coerce.number({ error: `Choose a ${label.toLowerCase()}` }).int().positive(`Choose a ${label.toLowerCase()}`)
			// An optional reference may be left at "None".
			return field.required ? ref : blankToNull(ref)
		}
		case 'slug':
			return textual(z.string().trim().toLowerCase()).pipe(z.string().regex(SLUG, 'Use lowercase letters, digits and single hyphens only'))
		case 'email': {
			const text = oneLine(z.string().trim().max(field.max ?? 254, `${label} can be at most ${field.max ?? 254} characters`), label)
			const address = z.email(`Enter a valid email address, like name@example.com`)
			return field.required ? text.min(1, `${label} is required`).pipe(address) : text.pipe(z.union([z.literal(''), address]))
		}
		case 'url': {
			const url = oneLine(z.string().trim().max(field.max ?? 500, `${label} can be at most ${field.max ?? 500} characters`), label)
				// An address on another site (with a host name), or a path on this one (/blog).
				.refine((value) => WEB_ADDRESS.test(value), 'Enter a full address like https://www.example.com, or a path on this site like /blog')
			// An optional address a form did not send at all (one drawn before the field existed) is left as stored.
			return field.required ? url.refine((value) => value !== '', `${label} is required`) : z.union([z.literal(''), url]).optional()
		}
		case 'phone': {
			const text = oneLine(z.string().trim().max(field.max ?? 40, `${label} can be at most ${field.max ?? 40} characters`), label)
			const phone = z
				.string()
				.regex(PHONE_CHARACTERS, 'Enter a phone number with digits, spaces and + - ( ) . only, like +91 79 4890 2210')
				.refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, 'Enter a phone number of at least 6 digits, like +91 79 4890 2210')
			return field.required ? text.min(1, `${label} is required`).pipe(phone) : text.pipe(z.union([z.literal(''), phone]))
		}
		case 'date': {
			const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD').refine((value) => !Number.isNaN(Date.parse(value)), 'Enter a real date')
			return field.required ? z.string({ error: `${label} is required` }).min(1, `${label} is required`).pipe(date) : blankToNull(date)
		}
		case 'datetime': {
			const moment = z
				.string({ error: `${label} is required` })
				.min(1, `${label} is required`)
				.refine((value) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(`${value.slice(0, 16)}:00Z`)), 'Enter a date and time')
				.transform((value) => new Date(`${value.slice(0, 16)}:00Z`).toISOString())
			// Blank is the time of saving where the field defaults to now (a draft needs no date).
			return field.defaultNow ? z.preprocess((value) => (value === '' || value === undefined ? new Date().toISOString().slice(0, 16) : value), moment) : moment
		}
		case 'select': {
			const choice = z.enum((field.options ?? []).map((option) => option.value) as [string, ...string[]], { error: `Choose a ${label.toLowerCase()} from the list` })
			// An optional choice left blank is its first one (a form drawn before the field existed posts none).
			return field.required ? choice : z.preprocess((value) => (value === '' || value === undefined ? field.options?.[0]?.value : value), choice)
		}
		case 'image':
			// The file itself arrives as an upload; the field keeps the current file name.
			return z.string().max(200).optional()
		case 'html':
			// A picture in a text says what it shows (decision 041): an <img> without alt text is refused.
			return textual(z.string().trim()).refine((value) => !IMAGE_WITHOUT_ALT.test(value), 'Every picture in the text needs alt text: select it and add what it shows')
		default:
			return field.required ? textual(z.string().trim()) : textual(z.string().trim()).optional()
	}
}

/** The check of a whole entity's form (images are checked as uploads, not here). */
export function entitySchema(entity: EntityDescriptor) {
	const shape: Record<string, z.ZodType> = {}
	for (const field of entity.fields) if (!field.fixed && field.kind !== 'image') shape[field.name] = fieldSchema(field)
	return z.object(shape)
}

/** A row's value as a form field shows it. */
export function formValue(field: EntityField, value: unknown): string {
	if (value === null || value === undefined) return field.defaultNow ? new Date().toISOString().slice(0, 16) : ''
	if (field.kind === 'datetime') {
		const date = new Date(String(value))
		return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16)
	}
	return String(value)
}

export type PublicState = { state: 'draft' } | { state: 'scheduled'; at: string } | { state: 'published' } | { state: 'closed'; since?: string }

/**
 * Whether the public site shows a row now, will show it from a date, or not
 * (a draft; a closed job opening, or one past its closing day, as the career
 * page decides); undefined for content always shown.
 */
export function publicState(entity: EntityDescriptor, row: Record<string, unknown>, now = new Date()): PublicState | undefined {
	const { publication, closing } = entity
	if (closing) {
		if (row[closing.status] === closing.closed) return { state: 'closed' }
		const until = closing.until ? String(row[closing.until] ?? '') : ''
		// A closing day is shown through its last day (the career page compares days, in UTC).
		if (/^\d{4}-\d{2}-\d{2}$/.test(until) && until < now.toISOString().slice(0, 10)) return { state: 'closed', since: until }
		if (!publication) return { state: 'published' }
	}
	if (!publication) return undefined
	if (row[publication.status] === publication.draft) return { state: 'draft' }
	const at = publication.date ? new Date(String(row[publication.date])) : undefined
	return at && at > now ? { state: 'scheduled', at: at.toISOString() } : { state: 'published' }
}

/** The public page of a row, while the public site shows it (a draft or a scheduled post has none yet). */
export function publicView(entity: EntityDescriptor, row: Record<string, unknown>): string | undefined {
	return (publicState(entity, row)?.state ?? 'published') === 'published' ? entity.view?.(row) : undefined
}

/** Event photos: captions and order, edited below the event. */
export const EventPhotoSchema = z.object({
	title: oneLine(z.string().trim().max(200, 'A caption can be at most 200 characters'), 'A caption'),
	sort_order: z.coerce.number({ error: 'Order must be a whole number' }).int('Order must be a whole number').min(0).max(10_000),
})
