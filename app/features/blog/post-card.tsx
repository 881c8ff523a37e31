import { formatDate } from '#app/lib/format.ts'
import { mediaImage } from '#app/lib/media.ts'
import type { BlogListItem } from './blog.types.ts'
import './blog.css'

/** What a card shows of a post (the list calls' shape, whatever category it is in). */
export type PostCardData = Omit<BlogListItem, 'category_id'>

/**
 * One post in a list: cover, date, title, summary and a Read More link to its page. Its links
 * are plain `<a>`: the cards are drawn inside the blog's island (decision 089).
 */
export function PostCard({
	post,
	category,
	eager = false,
}: {
	post: PostCardData
	category?: { name: string; slug: string }
	/** The first cards are above the fold: load their images at once. */
	eager?: boolean
}) {
	const href = `/blogdetail/${post.slug}`
	return (
		<article className="tile blog-card">
			{/* The cover illustrates the title beside it: decorative, so screen readers skip it. */}
			{post.image ? (
				<img
					className="blog-card__image"
					{...mediaImage('blog', post.image, 'card')}
					alt=""
					width="1200"
					height="630"
					loading={eager ? 'eager' : 'lazy'}
				/>
			) : null}
			<div className="blog-card__body">
				<p className="blog-card__meta">
					<time dateTime={post.created_date}>{formatDate(post.created_date)}</time>
					{category ? (
						<>
							<span aria-hidden="true"> · </span>
							<a className="blog-card__category" href={`/blogs/category/${category.slug}`}>
								{category.name}
							</a>
						</>
					) : null}
				</p>
				<h2 className="blog-card__title">
					<a href={href}>{post.blog_title}</a>
				</h2>
				<p className="blog-card__summary">{post.blog_desc}</p>
				<a className="blog-card__more" href={href}>
					Read More<span className="visually-hidden">: {post.blog_title}</span>
					<span aria-hidden="true"> →</span>
				</a>
			</div>
		</article>
	)
}

/** The cards of a list of posts, each tagged with its category when the categories are known. */
export function PostList({
	posts,
	categories = [],
	busy = false,
}: {
	posts: (PostCardData & { category_id: number })[]
	categories?: { id: number; name: string; slug: string }[]
	/** Another page of the list is loading: the cards shown are about to be replaced. */
	busy?: boolean
}) {
	const byId = new Map(categories.map((category) => [category.id, category]))
	return (
		<ul className="auto-grid card-grid blog-list" aria-busy={busy || undefined}>
			{posts.map((post, index) => (
				<li key={post.id}>
					<PostCard post={post} category={byId.get(post.category_id)} eager={index < 2} />
				</li>
			))}
		</ul>
	)
}
