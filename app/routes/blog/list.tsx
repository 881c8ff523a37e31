import { useEffect } from 'react'
import { Link, type ShouldRevalidateFunctionArgs, useSearchParams } from 'react-router'
import type { Route } from './+types/list'
import { BlogSearch } from '#app/features/blog/blog-search.tsx'
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx'
import { listCategories, listPosts, recentPosts, searchPosts } from '#app/features/blog/blog.server.ts'
import { PostList } from '#app/features/blog/post-card.tsx'
import { getMetaPage } from '#app/features/site/site.server.ts'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { canonicalUrl, metaFromLoader } from '#app/lib/meta.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/blog/blog.css'

const BLOG_META_PAGE = 10
const TITLE = 'Web Development And Online Marketing Blog'
const SEARCH_FAILED = 'Failed to fetch search results'

export const meta = metaFromLoader

export async function loader({ url, context }: Route.LoaderArgs) {
	const { db, siteUrl } = context.get(appContext)
	const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200)
	const [meta, posts, recent, categories] = await Promise.all([
		getMetaPage(db, BLOG_META_PAGE),
		q ? searchPosts(db, { text: q }) : listPosts(db),
		recentPosts(db),
		listCategories(db),
	])
	const title = meta?.meta_title ?? TITLE
	return {
		q,
		posts,
		recent,
		categories,
		seo: {
			title: q ? `Search: ${q} | ${title}` : title,
			description: meta?.description ?? '',
			keywords: meta?.meta_keywords,
			url: canonicalUrl(siteUrl, '/blog'),
		},
	}
}

/**
 * The search form asks for no revalidation of the layout (see BlogSearch), so
 * this route says itself when its data is stale: a new query, or the same
 * search submitted again (a retry after a failure).
 */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return defaultShouldRevalidate || currentUrl.search !== nextUrl.search || currentUrl.href === nextUrl.href
}

export default function BlogList({ loaderData }: Route.ComponentProps) {
	const { q, posts, recent, categories } = loaderData
	return (
		<BlogShell query={q} sidebar={{ recent, categories }}>
			{q ? (
				<div className="blog-results" role="status">
					<p>
						Search results for “{q}”
						{posts.length > 0 ? `: ${posts.length} ${posts.length === 1 ? 'post' : 'posts'}` : null}
					</p>
					<Link to="/blog" defaultShouldRevalidate={false}>
						Show all posts
					</Link>
				</div>
			) : null}
			{posts.length > 0 ? (
				<PostList posts={posts} categories={categories} />
			) : (
				<p className="blog-empty">{q ? 'No matching blogs found' : 'No blogs available'}</p>
			)}
		</BlogShell>
	)
}

/**
 * A search is a navigation to /blog?q=…; when its data request fails (network
 * down, server error), React Router renders this boundary instead of the
 * page. It keeps the page around the message (heading, search form and, when
 * the previous data is still at hand, the sidebar), so the visitor can simply
 * search again. A boundary rather than a clientLoader wrapper: the server
 * render and the JSON navigation share one loader, and any failure of it,
 * not only the ones a wrapper anticipates, ends here.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
	const [searchParams] = useSearchParams()
	useEffect(() => {
		console.error(SEARCH_FAILED, error)
	}, [error])
	const previous = loaderData as Route.ComponentProps['loaderData'] | undefined
	return (
		<BlogShell query={searchParams.get('q') ?? ''} sidebar={previous}>
			{previous ? null : <title>{TITLE}</title>}
			<p className="blog-alert" role="alert">
				{SEARCH_FAILED}
			</p>
		</BlogShell>
	)
}

function BlogShell({
	query,
	sidebar,
	children,
}: {
	query: string
	sidebar?: Pick<Route.ComponentProps['loaderData'], 'recent' | 'categories'>
	children: React.ReactNode
}) {
	return (
		<>
			<PageHeader
				title={TITLE}
				breadcrumb={[{ to: '/', label: 'Home' }, { label: 'Blog' }]}
				intro={<p>Practical notes from our developers, designers and marketers on building, ranking and growing websites.</p>}
			/>
			<div className="container blog-layout">
				<div className="blog-layout__main">
					<BlogSearch query={query} />
					{children}
				</div>
				{sidebar ? <BlogSidebar categories={sidebar.categories} recent={sidebar.recent} /> : null}
			</div>
		</>
	)
}
