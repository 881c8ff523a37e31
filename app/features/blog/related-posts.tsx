import { Link } from '#app/components/ui/link.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaImage } from '#app/lib/media.ts'
import type { PostCardData } from './post-card.tsx'
import './blog.css'

/** Up to three posts to read next, each with its cover, title and date. */
export function RelatedPosts({ posts }: { posts: PostCardData[] }) {
	if (posts.length === 0) return null
	return (
		<section className="blog-related" aria-labelledby="blog-related-title">
			<h2 id="blog-related-title">Related posts</h2>
			<ul className="blog-related__list auto-grid">
				{posts.map((post) => (
					<li key={post.id} className="blog-related__item">
						<Link className="blog-related__link" to={`/blogdetail/${post.slug}`}>
							{post.image ? (
								<img
									className="blog-related__image"
									{...mediaImage('blog', post.image, 'related')}
									alt=""
									width="1200"
									height="630"
									loading="lazy"
								/>
							) : null}
							<span className="blog-related__title">{post.blog_title}</span>
						</Link>
						<time className="blog-related__date" dateTime={post.created_date}>
							{formatDate(post.created_date)}
						</time>
					</li>
				))}
			</ul>
		</section>
	)
}
