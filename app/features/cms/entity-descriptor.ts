import type { Selectable } from 'kysely'
import type { MediaKind } from '#app/lib/media.ts'
import type { EditableTable } from '#database/content-tables.ts'
import type { ColumnName, DB, TableName } from '#database/schema.ts'

/**
 * What describes a kind of content staff edit (entities.ts lists them): its
 * table, its fields and their limits, and the field groups many kinds share.
 *
 * The names are checked against the database's generated types (decision
 * 049): every descriptor goes through entity(), which does not compile when a
 * table or column does not exist, when a field's kind cannot fill its column
 * (a number column takes a whole number, a reference or a choice), or when an
 * optional number, reference or date (blank saves null) targets a NOT NULL column.
 */

/** The tables staff edit here: database/content-tables.ts names them. */
export type { EditableTable }

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
	/** A member of staff, chosen from the list of accounts: the column keeps the name (a byline). */
	| 'staff'

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
	/**
	 * Rows of another table that name a row (a job opening's applications): while any does, the
	 * row cannot be deleted, and `reason` says why and what to do instead.
	 */
	inUse?: { table: TableName; column: string; reason: (count: number) => string }
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
export const entity = <T extends EditableTable>(descriptor: CheckedDescriptor<T>): EntityDescriptor => descriptor

export const text = <N extends string>(name: N, label: string, max: number, more: Partial<Omit<EntityField, 'name' | 'kind' | 'ref'>> = {}) => ({ label, max, ...more, name, kind: 'text' as const })
export const required = <F extends EntityField>(field: F): F & { required: true } => ({ ...field, required: true })
export const order = { name: 'sort_order', label: 'Order', kind: 'int', min: 0, max: 10_000, required: true, hint: 'Lower numbers come first.' } as const satisfies EntityField
/**
 * Search and sharing, the same group on every kind of content with a public
 * page (decision 042); the edit form shows it as one panel with previews.
 */
export const SEO_FIELDS = ['meta_title', 'meta_description', 'canonical_url', 'noindex', 'social_image'] as const
export const seo = [
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
export const meta = [keywords, ...seo]
export const slug = { name: 'slug', label: 'Slug', kind: 'slug', required: true, max: 120, hint: 'Lowercase letters, digits and hyphens; the last part of the page URL.' } as const satisfies EntityField
