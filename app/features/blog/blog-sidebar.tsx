import { Link } from '#app/components/ui/link.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaImage } from '#app/lib/media.ts'
import type { PostCardData } from './post-card.tsx'
import './blog.css'

interface SidebarCategory {
	id: number
	name: string
	slug: string
	blog_count: number
}

/** The blog's sidebar: categories with their post counts, and the most recent posts. */
export function BlogSidebar({
	categories,
	recent,
	currentCategoryId,
}: {
	categories: SidebarCategory[]
	recent: PostCardData[]
	currentCategoryId?: number
}) {
	return (
		<aside className="blog-sidebar" aria-label="Blog sidebar">
			<section className="blog-sidebar__panel" aria-labelledby="blog-sidebar-categories">
				<h2 id="blog-sidebar-categories" className="blog-sidebar__title">
					CATEGORIES
				</h2>
				<ul className="blog-categories">
					{categories.map((category) => (
						<li key={category.id}>
							<Link
								to={`/blogs/category/${category.slug}`}
								aria-current={category.id === currentCategoryId ? 'page' : undefined}
								// Only the category's own loader runs: the layout's data does not
								// change between categories, and a failed request then stays
								// with the category page's error message.
								defaultShouldRevalidate={false}
							>
								<span>{category.name}</span>
								<span className="blog-categories__count">
									{category.blog_count}
									<span className="visually-hidden"> {category.blog_count === 1 ? 'post' : 'posts'}</span>
								</span>
							</Link>
						</li>
					))}
				</ul>
			</section>
			<section className="blog-sidebar__panel" aria-labelledby="blog-sidebar-recent">
				<h2 id="blog-sidebar-recent" className="blog-sidebar__title">
					Recent Post
				</h2>
				<ul className="blog-recent">
					{recent.map((post) => (
						<li key={post.id} className="blog-recent__item">
							{post.image ? (
								<img
									className="blog-recent__image"
									{...mediaImage('blog', post.image, 'thumbnail')}
									alt=""
									width="96"
									height="64"
									loading="lazy"
								/>
							) : null}
							<div>
								<Link className="blog-recent__title" to={`/blogdetail/${post.slug}`}>
									{post.blog_title}
								</Link>
								<time className="blog-recent__date" dateTime={post.created_date}>
									{formatDate(post.created_date)}
								</time>
							</div>
						</li>
					))}
				</ul>
			</section>
		</aside>
	)
}
