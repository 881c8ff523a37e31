import { isRouteErrorResponse, useSearchParams } from 'react-router'
import type { Route } from './+types/list'
import {
	assertPageExists,
	pageCountOf,
	pageHref,
	PAGE_PARAM,
	pageSuffix,
	relLinks,
	requestedPage,
} from '#app/features/blog/blog-pagination.tsx'
import { BLOG_PATH, BlogSearch, SEARCH_PARAM } from '#app/features/blog/blog-search.tsx'
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx'
import { listCategories, pageOfPosts, POSTS_PER_PAGE, recentPosts } from '#app/features/blog/blog.server.ts'
import { Island } from '#app/islands/island.tsx'
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

/**
 * Its loader reads the page number and the search text (the page cache keys on them). A page of
 * islands: the search and the pages load in place in the `blog-posts` island (decision 098).
 */
export const handle = { cacheParams: [PAGE_PARAM, SEARCH_PARAM] } satisfies PageHandle

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

export default function BlogList({ loaderData }: Route.ComponentProps) {
	const { q, posts, total, pagination, recent, categories } = loaderData
	return (
		<BlogShell sidebar={{ recent, categories }}>
			<Island
				name="blog-posts"
				props={{ kind: 'search', q, posts, total, pagination, categories: categories.map(({ id, name, slug }) => ({ id, name, slug })) }}
			/>
		</BlogShell>
	)
}

/**
 * A failure of the loader while the server renders the page (the database away): the page
 * around the message, with its search form, so the visitor can simply search again. A search
 * or a page loaded in place that fails says so in the island (app/islands/blog-posts.tsx). A
 * 404 (a page number the list does not have) shows the site's not-found page instead.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const [searchParams] = useSearchParams()
	// A page beyond the last, or a page parameter that is no page number.
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
	return (
		<BlogShell>
			<title>{TITLE}</title>
			<BlogSearch query={searchParams.get(SEARCH_PARAM) ?? ''} />
			<p className="blog-alert" role="alert">
				{SEARCH_FAILED}
			</p>
		</BlogShell>
	)
}

function BlogShell({
	sidebar,
	children,
}: {
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
				<div className="blog-layout__main">{children}</div>
				{sidebar ? <BlogSidebar categories={sidebar.categories} recent={sidebar.recent} /> : null}
			</div>
		</>
	)
}
