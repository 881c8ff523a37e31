import { data, isRouteErrorResponse } from 'react-router'
import type { Route } from './+types/category'
import { assertPageExists, pageCountOf, pageHref, PAGE_PARAM, pageSuffix, relLinks, requestedPage } from '#app/features/blog/blog-pagination.tsx'
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx'
import { getCategory, listCategories, pageOfPosts, POSTS_PER_PAGE, recentPosts } from '#app/features/blog/blog.server.ts'
import { Island } from '#app/islands/island.tsx'
import { getSite } from '#app/features/site/site.server.ts'
import { NotFoundPage } from '#app/components/ui/not-found-page.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { mediaUrl } from '#app/lib/media.ts'
import { pageMeta, readItemSeo, withItemSeo } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import '#app/features/blog/blog.css'

const CATEGORY_PATH = '/blogs/category/'
const crumbs = (title: string) => [{ to: '/', label: 'Home' }, { to: '/blog', label: 'Blogs' }, { label: title }]

/**
 * Its loader reads the page number (the page cache keys on it). A page of islands: its pages load
 * in place in the `blog-posts` island, with "Loading blogs..." (decision 098).
 */
export const handle = { cacheParams: [PAGE_PARAM] } satisfies PageHandle

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, url, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const category = await getCategory(db, params.categoryId)
	if (!category) {
		// Still the category page, with the API's message (spec §8), answered as a 404.
		const [categories, recent] = await Promise.all([listCategories(db), recentPosts(db)])
		const meta = [{ title: 'Blog category not found' }, { name: 'robots', content: 'noindex' }]
		return data(
			{
				missing: true as const,
				message: 'Blog category not found',
				categories,
				recent,
				meta,
			},
			{ status: 404 },
		)
	}
	const page = requestedPage(url)
	const [{ posts, total }, categories, recent, site] = await Promise.all([
		pageOfPosts(db, { categoryId: category.id }, { page }),
		listCategories(db),
		recentPosts(db),
		getSite(app),
	])
	const { contact } = site
	const pagination = {
		page,
		pageCount: pageCountOf(total, POSTS_PER_PAGE),
		path: `${CATEGORY_PATH}${category.slug}`,
	}
	assertPageExists(page, pagination.pageCount)
	const titles = posts.map((post) => post.blog_title)
	const description =
		(page > 1 ? `Page ${page} of ${pagination.pageCount}. ` : '') +
		(posts.length
			? `${category.name} articles from the ${contact.CompanyName} blog: ${titles.slice(0, 3).join('; ')}.`
			: `${category.name} articles from the ${contact.CompanyName} blog.`)
	return {
		missing: false as const,
		category,
		posts,
		total,
		pagination,
		categories,
		recent,
		meta: [
			...pageMeta(
				site,
				withItemSeo(
					{
						title: `${category.name} Articles${pageSuffix(page)} | ${contact.CompanyName} Blog`,
						description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
						keywords: [category.name, `${category.name} blog`, ...titles.slice(0, 5)].join(', '),
						url: siteUrl + pageHref(pagination, page),
						image: posts[0] ? mediaUrl('blog', posts[0].image) : undefined,
						kind: 'Blog',
						pageType: 'CollectionPage',
						breadcrumb: crumbs(category.name),
					},
					page === 1 ? await readItemSeo(db, 'blog_categories', category.slug) : undefined,
					siteUrl,
				),
			),
			...relLinks(siteUrl, pagination),
		],
	}
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
	if (loaderData.missing) {
		return (
			<CategoryShell
				title="Blog category"
				sidebar={{
					categories: loaderData.categories,
					recent: loaderData.recent,
				}}
			>
				<p className="blog-alert" role="alert">
					{loaderData.message}
				</p>
			</CategoryShell>
		)
	}
	const { category, posts, total, pagination, categories, recent } = loaderData
	// With server rendering the posts are there at first paint; the island shows "Loading blogs..."
	// while another page of this category loads in place.
	return (
		<CategoryShell
			title={category.name}
			intro={total > 0 ? `${total} ${total === 1 ? 'article' : 'articles'} on ${category.name} from our developers, designers and marketers.` : undefined}
			sidebar={{ categories, recent, currentCategoryId: category.id }}
		>
			<Island name="blog-posts" props={{ kind: 'category', q: '', posts, total, pagination, categories: [] }} />
		</CategoryShell>
	)
}

/**
 * An unknown category is answered by the loader itself (a 404 carrying the API's message); a
 * page number the category does not have is thrown as a 404 and shows the site's not-found page.
 * Any other failure of the loader as the server renders the page keeps the page and says so, in
 * the words of spec §8: "Failed to load blogs". A page loaded in place that fails says why in
 * the island (app/islands/blog-posts.tsx): that message, or "Network error occurred".
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	// A page number the category does not have.
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
	return (
		<CategoryShell title="Blog">
			<title>Blog category</title>
			<p className="blog-alert" role="alert">
				Failed to load blogs
			</p>
		</CategoryShell>
	)
}

function CategoryShell({
	title,
	intro,
	sidebar,
	children,
}: {
	title: string
	intro?: string
	sidebar?: {
		categories: Route.ComponentProps['loaderData']['categories']
		recent: Route.ComponentProps['loaderData']['recent']
		currentCategoryId?: number
	}
	children: React.ReactNode
}) {
	return (
		<>
			<PageHeader title={title} breadcrumb={crumbs(title)} intro={intro ? <p>{intro}</p> : undefined} />
			<div className="container blog-layout">
				<div className="blog-layout__main">{children}</div>
				{sidebar ? <BlogSidebar {...sidebar} /> : null}
			</div>
		</>
	)
}
