import { useEffect } from 'react'
import { isRouteErrorResponse, type ShouldRevalidateFunctionArgs, useNavigation, useSearchParams } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/list'
import {
	assertPageExists,
	pageCountOf,
	pageHref,
	Pagination,
	PAGE_PARAM,
	pageSuffix,
	relLinks,
	requestedPage,
} from '#app/features/blog/blog-pagination.tsx'
import { BLOG_PATH, BlogSearch, SEARCH_PARAM } from '#app/features/blog/blog-search.tsx'
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx'
import { listCategories, pageOfPosts, POSTS_PER_PAGE, recentPosts } from '#app/features/blog/blog.server.ts'
import { PostList } from '#app/features/blog/post-card.tsx'
import { getMetaPage, getSite } from '#app/features/site/site.server.ts'
import { NotFoundPage } from '#app/components/ui/not-found-page.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import '#app/features/blog/blog.css'

const BLOG_META_PAGE = 10
const TITLE = 'Web Development And Online Marketing Blog'
const SEARCH_FAILED = 'Failed to fetch search results'
const CRUMBS = [{ to: '/', label: 'Home' }, { label: 'Blogs' }]

/** Its loader reads the page number and the search text (the page cache keys on them). */
// Search and pages load in place, with "Searching..." and the failure's message (decision 089).
export const handle = { cacheParams: [PAGE_PARAM, SEARCH_PARAM], islands: false } satisfies PageHandle

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ url, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const q = (url.searchParams.get(SEARCH_PARAM) ?? '').trim().slice(0, 200)
	const page = requestedPage(url)
	const [site, metaPage, { posts, total }, recent, categories] = await Promise.all([
		getSite(app),
		getMetaPage(db, BLOG_META_PAGE),
		pageOfPosts(db, { text: q }, { page }),
		recentPosts(db),
		listCategories(db),
	])
	const pagination = { page, pageCount: pageCountOf(total, POSTS_PER_PAGE), path: BLOG_PATH, query: q ? { q } : undefined }
	assertPageExists(page, pagination.pageCount)
	const title = metaPage?.meta_title ?? TITLE
	const description = metaPage?.description ?? ''
	return {
		q,
		posts,
		total,
		pagination,
		recent,
		categories,
		meta: [
			...pageMeta(site, {
				title: q ? `Search: ${q}${pageSuffix(page)} | ${title}` : `${title}${pageSuffix(page)}`,
				description: page > 1 ? `Page ${page} of ${pagination.pageCount}. ${description}` : description,
				keywords: metaPage?.meta_keywords,
				url: q ? canonicalUrl(siteUrl, BLOG_PATH) : siteUrl + pageHref({ path: BLOG_PATH }, page),
				kind: 'Blog',
				pageType: 'CollectionPage',
				breadcrumb: CRUMBS,
			}),
			// Search results are paged too, but they are not a series for search
			// engines: their canonical URL stays the blog's first page.
			...(q ? [] : relLinks(siteUrl, pagination)),
		],
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
	const { q, posts, total, pagination, recent, categories } = loaderData
	const navigation = useNavigation()
	// Another page of the list is on its way (a search says so on its button).
	const turning =
		navigation.state === 'loading' && !navigation.formData && navigation.location.pathname.toLowerCase() === BLOG_PATH
	return (
		<BlogShell query={q} sidebar={{ recent, categories }}>
			{q ? (
				<div className="blog-results" role="status">
					<p>
						Search results for “{q}”
						{total > 0 ? `: ${total} ${total === 1 ? 'post' : 'posts'}` : null}
						{pagination.page > 1 ? `, page ${pagination.page} of ${pagination.pageCount}` : null}
					</p>
					<Link to="/blog" defaultShouldRevalidate={false}>
						Show all posts
					</Link>
				</div>
			) : null}
			{posts.length > 0 ? (
				<>
					<PostList posts={posts} categories={categories} busy={turning} />
					<Pagination info={pagination} />
				</>
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
 * not only the ones a wrapper anticipates, ends here. A 404 (a page number
 * the list does not have) shows the site's not-found page instead.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
	const [searchParams] = useSearchParams()
	const notFound = isRouteErrorResponse(error) && error.status === 404
	useEffect(() => {
		if (!notFound) console.error(SEARCH_FAILED, error)
	}, [error, notFound])
	// A page beyond the last, or a page parameter that is no page number.
	if (notFound) return <NotFoundPage />
	const previous = loaderData as Route.ComponentProps['loaderData'] | undefined
	return (
		<BlogShell query={searchParams.get(SEARCH_PARAM) ?? ''} sidebar={previous}>
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
				breadcrumb={CRUMBS}
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
