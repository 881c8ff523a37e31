import { data, Link } from 'react-router'
import type { Route } from './+types/detail'
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx'
import {
	getPost,
	getPostSummary,
	listApprovedComments,
	listCategories,
	recentPosts,
} from '#app/features/blog/blog.server.ts'
import { CommentList } from '#app/features/blog/comment-list.tsx'
import { ShareLinks } from '#app/features/blog/share-links.tsx'
import { CommentForm } from '#app/features/forms/comment-form.tsx'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, metaFromLoader } from '#app/lib/meta.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/blog/blog.css'

export const meta = metaFromLoader

export async function loader({ params, context }: Route.LoaderArgs) {
	const { db, siteUrl } = context.get(appContext)
	const post = await getPost(db, params.id)
	if (!post) throw data(null, { status: 404 })
	const [summary, comments, categories, recent] = await Promise.all([
		getPostSummary(db, post.id),
		listApprovedComments(db, post.id),
		listCategories(db),
		recentPosts(db, post.id),
	])
	const url = canonicalUrl(siteUrl, `/blogdetail/${post.slug}`)
	const image = mediaUrl('blog', post.image)
	return {
		post,
		comments,
		categories,
		recent,
		url,
		imageUrl: new URL(image, url).href,
		seo: {
			title: post.blog_title,
			description: summary ?? '',
			keywords: [post.category_name, post.blog_title, 'blog'].join(', '),
			url,
			image,
			type: 'article' as const,
		},
	}
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
	const { post, comments, categories, recent, url, imageUrl } = loaderData
	return (
		<>
			<PageHeader
				title={post.blog_title}
				breadcrumb={[{ to: '/', label: 'Home' }, { to: '/blog', label: 'Blogs' }, { label: post.blog_title }]}
			/>
			<div className="container blog-layout">
				<div className="blog-layout__main">
					<article className="blog-article">
						<div className="blog-article__bar">
							<p className="blog-article__meta">
								By <span className="blog-article__author">{post.author}</span>
								<span aria-hidden="true"> · </span>
								<time dateTime={post.created_date}>{formatDate(post.created_date)}</time>
								<span aria-hidden="true"> · </span>
								<Link to={`/blogs/category/${post.category_slug}`}>{post.category_name}</Link>
							</p>
							<ShareLinks url={url} title={post.blog_title} image={imageUrl} />
						</div>
						<img
							className="blog-article__image"
							src={mediaUrl('blog', post.image)}
							alt=""
							width="1200"
							height="630"
							fetchPriority="high"
						/>
						<HtmlContent html={post.blog_desc} className="blog-article__body" />
					</article>

					<section className="blog-comments" aria-labelledby="blog-comments-title">
						<h2 id="blog-comments-title">Comment</h2>
						<CommentList comments={comments} />
					</section>

					<section className="blog-reply" aria-labelledby="blog-reply-title">
						<h2 id="blog-reply-title">Leave a Comment</h2>
						<p className="blog-reply__intro">
							Share a question or your own experience. Your email address and phone number are never published.
						</p>
						<CommentForm blogId={post.id} />
					</section>
				</div>
				<BlogSidebar categories={categories} recent={recent} />
			</div>
		</>
	)
}
