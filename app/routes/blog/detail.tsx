import { data } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/detail'
import { AuthorBox } from '#app/features/blog/author-box.tsx'
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx'
import { getPost, getPostSummary, listApprovedComments, postRevisedAt, listCategories, recentPosts, relatedPosts } from '#app/features/blog/blog.server.ts'
import { CommentList } from '#app/features/blog/comment-list.tsx'
import { PostCta, serviceSlugFor } from '#app/features/blog/post-cta.tsx'
import { RelatedPosts } from '#app/features/blog/related-posts.tsx'
import { ShareLinks } from '#app/features/blog/share-links.tsx'
import { Island } from '#app/islands/island.tsx'
import { getService, getSite } from '#app/features/site/site.server.ts'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaImage, mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta, rasterMediaPath, readItemSeo, shareImageUrl, withItemSeo } from '#app/server/meta.server.ts'
import { blogPosting } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { previewContext } from '#app/features/cms/preview.server.ts'
import { altTexts } from '#app/features/media/media.server.ts'
import '#app/features/blog/blog.css'

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	// A signed preview link shows a draft or a scheduled post too (decision 041).
	const post = await getPost(db, params.id, { unpublished: context.get(previewContext) !== null })
	if (!post) throw data(null, { status: 404 })
	const serviceSlug = serviceSlugFor(post.category_slug)
	const [summary, comments, categories, recent, related, site, service, revised, alts] = await Promise.all([
		getPostSummary(db, post.id),
		listApprovedComments(db, post.id),
		listCategories(db),
		recentPosts(db, post.id),
		relatedPosts(db, post),
		getSite(app),
		serviceSlug ? getService(db, { slug: serviceSlug }) : undefined,
		postRevisedAt(db, post.id),
		// The cover's alt text is the media library's (decision 041); a picture without one is decorative.
		altTexts(db, 'blog', [post.image]),
	])
	const url = canonicalUrl(siteUrl, `/blogdetail/${post.slug}`)
	// A post without a cover has no picture: its share card is drawn without one, never a link to a missing file.
	const image = post.image ? mediaUrl('blog', post.image) : undefined
	const description = summary ?? ''
	const modified = revised && revised > post.created_date ? revised : post.created_date
	const breadcrumb = [{ to: '/', label: 'Home' }, { to: '/blog', label: 'Blogs' }, { label: post.blog_title }]
	return {
		post,
		coverAlt: alts[post.image] ?? '',
		comments,
		categories,
		recent,
		related,
		companyName: site.contact.CompanyName,
		service: service && { name: service.name, slug: service.slug },
		url,
		imageUrl: image ? new URL(image, url).href : shareImageUrl(url),
		breadcrumb,
		meta: pageMeta(
			site,
			withItemSeo(
				{
					title: post.blog_title,
					description,
					keywords: [post.category_name, post.blog_title, 'blog'].join(', '),
					url,
					image,
					type: 'article',
					kind: 'Blog',
					published: post.created_date,
					modified,
					breadcrumb,
				},
				await readItemSeo(db, 'blog_posts', post.slug),
				siteUrl,
			),
			[
				blogPosting(site, {
					url,
					title: post.blog_title,
					description,
					image: post.image ? rasterMediaPath('blog', post.image) : shareImageUrl(url),
					author: post.author,
					published: post.created_date,
					modified,
					section: post.category_name,
				}),
			],
		),
	}
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
	const { post, coverAlt, comments, categories, recent, related, companyName, service, url, imageUrl } = loaderData
	return (
		<>
			<PageHeader title={post.blog_title} breadcrumb={loaderData.breadcrumb} />
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
						{post.image ? (
							<img
								className="blog-article__image"
								{...mediaImage('blog', post.image, 'article')}
								alt={coverAlt}
								width="1200"
								height="630"
								fetchPriority="high"
							/>
						) : null}
						<HtmlContent html={post.blog_desc} className="blog-article__body" />
						<AuthorBox author={post.author} companyName={companyName} />
					</article>

					<PostCta service={service} />
					<RelatedPosts posts={related} />

					<section className="blog-comments" aria-labelledby="blog-comments-title">
						<h2 id="blog-comments-title">Comment</h2>
						<CommentList comments={comments} />
					</section>

					<section className="blog-reply" aria-labelledby="blog-reply-title">
						<h2 id="blog-reply-title">Leave a Comment</h2>
						<p className="blog-reply__intro">Share a question or your own experience. Your email address and phone number are never published.</p>
						<Island name="comment-form" props={{ blogId: post.id }} hydrate="visible" />
					</section>
				</div>
				<BlogSidebar categories={categories} recent={recent} />
			</div>
		</>
	)
}
