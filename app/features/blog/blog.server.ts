import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'
import { sanitizeHtml } from '#app/server/html.server.ts'
import { idOrSlug, likePattern } from '#app/lib/lookup.ts'
import type { BlogCategory, BlogComment, BlogDetail, BlogListItem } from './blog.types.ts'

const RECENT_COUNT = 5
const RELATED_COUNT = 3
/** Posts per page of the blog list and the category pages (two columns by three rows on a desktop). */
export const POSTS_PER_PAGE = 6

/** Visitors see published posts whose date has come; drafts and scheduled posts stay in the back office. */
const isPublic = () => sql<boolean>`blog_posts.status = 'published' and blog_posts.created_at <= ${new Date().toISOString()}`

/** Which public posts a list shows: those containing a text, those of one category, or both. */
export interface PostFilter {
	text?: string
	categoryId?: number
}

function publicPosts(db: Kysely<DB>, { text, categoryId }: PostFilter = {}) {
	const pattern = text?.trim() ? likePattern(text.trim()) : undefined
	return db
		.selectFrom('blog_posts')
		.where(isPublic())
		.$if(pattern !== undefined, (q) =>
			q.where((eb) =>
				eb.or(
					['blog_posts.title', 'blog_posts.summary', 'blog_posts.body'].map(
						(column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`,
					),
				),
			),
		)
		.$if(categoryId !== undefined, (q) => q.where('blog_posts.category_id', '=', categoryId!))
}

function listColumns(db: Kysely<DB>, filter?: PostFilter) {
	return publicPosts(db, filter).select([
		'blog_posts.id',
		'blog_posts.slug',
		'blog_posts.title as blog_title',
		// List views show the summary; the detail view carries the full body.
		'blog_posts.summary as blog_desc',
		'blog_posts.image',
		'blog_posts.created_at as created_date',
		'blog_posts.category_id',
	])
}

function listQuery(db: Kysely<DB>, filter?: PostFilter) {
	return listColumns(db, filter).orderBy('blog_posts.created_at', 'desc').orderBy('blog_posts.id', 'desc')
}

/** When the next post scheduled for later goes public by itself. */
export async function nextScheduledPost(db: Kysely<DB>, now = new Date()): Promise<Date | undefined> {
	const row = await db
		.selectFrom('blog_posts')
		.select((eb) => eb.fn.min('created_at').as('at'))
		.where('status', '=', 'published')
		.where('created_at', '>', now.toISOString())
		.executeTakeFirst()
	return row?.at ? new Date(row.at) : undefined
}

export async function listPosts(db: Kysely<DB>): Promise<BlogListItem[]> {
	return listQuery(db).execute()
}

export async function recentPosts(db: Kysely<DB>, excludeId?: number): Promise<BlogListItem[]> {
	return listQuery(db)
		.$if(excludeId !== undefined, (q) => q.where('blog_posts.id', '!=', excludeId!))
		.limit(RECENT_COUNT)
		.execute()
}

/** Posts whose title, summary or body contain the text, optionally within one category. */
export async function searchPosts(
	db: Kysely<DB>,
	{ text, categoryId }: { text: string; categoryId?: number },
): Promise<BlogListItem[]> {
	return listQuery(db, { text, categoryId }).execute()
}

/**
 * One page (from 1) of the posts a filter selects, newest first, and how many
 * posts it selects in all: the database counts and pages, so a page costs
 * the same however many posts there are.
 */
export async function pageOfPosts(
	db: Kysely<DB>,
	filter: PostFilter,
	{ page, perPage = POSTS_PER_PAGE }: { page: number; perPage?: number },
): Promise<{ posts: BlogListItem[]; total: number }> {
	const [posts, count] = await Promise.all([
		listQuery(db, filter)
			.limit(perPage)
			.offset((page - 1) * perPage)
			.execute(),
		publicPosts(db, filter)
			.select((eb) => eb.fn.countAll<number | string>().as('total'))
			.executeTakeFirstOrThrow(),
	])
	// PostgreSQL returns count() as a string (bigint).
	return { posts, total: Number(count.total) }
}

/** What to read next after a post: others of its category first, then the newest of the rest. */
export async function relatedPosts(
	db: Kysely<DB>,
	post: { id: number; category_id: number },
	count = RELATED_COUNT,
): Promise<BlogListItem[]> {
	return listColumns(db)
		.where('blog_posts.id', '!=', post.id)
		.orderBy(sql`case when blog_posts.category_id = ${post.category_id} then 0 else 1 end`)
		.orderBy('blog_posts.created_at', 'desc')
		.orderBy('blog_posts.id', 'desc')
		.limit(count)
		.execute()
}

function postByKey(db: Kysely<DB>, key: string, { unpublished = false } = {}) {
	const by = idOrSlug(key)
	return db
		.selectFrom('blog_posts')
		.$if(!unpublished, (q) => q.where(isPublic()))
		.$if('id' in by, (q) => q.where('id', '=', (by as { id: number }).id))
		.$if('slug' in by, (q) => q.where('slug', '=', (by as { slug: string }).slug))
}

export async function findPostId(db: Kysely<DB>, key: string, options: { unpublished?: boolean } = {}): Promise<number | undefined> {
	const row = await postByKey(db, key, options).select('id').executeTakeFirst()
	return row?.id
}

/** A post's id and title by its id or slug: what a comment needs to know of its post. */
export async function findPostTitle(db: Kysely<DB>, key: string): Promise<{ id: number; title: string } | undefined> {
	return postByKey(db, key).select(['id', 'title']).executeTakeFirst()
}

/** A published post by id or slug; a draft or scheduled one too for a preview link (decision 041). */
export async function getPost(db: Kysely<DB>, key: string, options: { unpublished?: boolean } = {}): Promise<BlogDetail | undefined> {
	const id = await findPostId(db, key, options)
	if (id === undefined) return undefined
	const row = await db
		.selectFrom('blog_posts')
		.innerJoin('blog_categories', 'blog_categories.id', 'blog_posts.category_id')
		.select([
			'blog_posts.id',
			'blog_posts.slug',
			'blog_posts.title as blog_title',
			'blog_posts.body as blog_desc',
			'blog_posts.image',
			'blog_posts.created_at as created_date',
			'blog_posts.category_id',
			'blog_posts.author',
			'blog_categories.name as category_name',
			'blog_categories.slug as category_slug',
		])
		.where('blog_posts.id', '=', id)
		.executeTakeFirstOrThrow()
	return { ...row, blog_desc: sanitizeHtml(row.blog_desc) }
}

/** Approved comments only, oldest first. E-mail and phone are never published. */
export async function listApprovedComments(db: Kysely<DB>, blogId: number): Promise<BlogComment[]> {
	return db
		.selectFrom('blog_comments')
		.select(['id', 'name', 'comment', 'created_at as created_date'])
		.where('blog_id', '=', blogId)
		.where('status', '=', 'approved')
		.where('deleted_at', 'is', null)
		.orderBy('created_at')
		.orderBy('id')
		.execute()
}

export async function listCategories(db: Kysely<DB>): Promise<BlogCategory[]> {
	const rows = await db
		.selectFrom('blog_categories')
		.leftJoin('blog_posts', (join) => join.onRef('blog_posts.category_id', '=', 'blog_categories.id').on(isPublic()))
		.select(['blog_categories.id', 'blog_categories.name', 'blog_categories.slug'])
		.select((eb) => eb.fn.count<number | string>('blog_posts.id').as('blog_count'))
		.groupBy(['blog_categories.id', 'blog_categories.name', 'blog_categories.slug', 'blog_categories.sort_order'])
		.orderBy('blog_categories.sort_order')
		.execute()
	// PostgreSQL returns count() as a string (bigint).
	return rows.map((row) => ({ ...row, blog_count: Number(row.blog_count) }))
}

export async function getCategory(db: Kysely<DB>, key: string) {
	const by = idOrSlug(key)
	return db
		.selectFrom('blog_categories')
		.select(['id', 'name', 'slug'])
		.$if('id' in by, (q) => q.where('id', '=', (by as { id: number }).id))
		.$if('slug' in by, (q) => q.where('slug', '=', (by as { slug: string }).slug))
		.executeTakeFirst()
}

export async function postsInCategory(db: Kysely<DB>, categoryId: number): Promise<BlogListItem[]> {
	return listQuery(db, { categoryId }).execute()
}

/** The post's one-paragraph summary: the detail call carries the body, meta tags want the summary. */
export async function getPostSummary(db: Kysely<DB>, id: number): Promise<string | undefined> {
	const row = await db.selectFrom('blog_posts').select('summary').where('id', '=', id).executeTakeFirst()
	return row?.summary
}

/** When a post was last revised, if ever after its publication. */
export async function postRevisedAt(db: Kysely<DB>, id: number): Promise<string | null> {
	const row = await db.selectFrom('blog_posts').select('updated_at').where('id', '=', id).executeTakeFirst()
	return row?.updated_at ?? null
}
