import { data, isRouteErrorResponse, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router'
import type { Route } from './+types/category'
import { BlogSidebar } from '#app/features/blog/blog-sidebar.tsx'
import { getCategory, listCategories, postsInCategory, recentPosts } from '#app/features/blog/blog.server.ts'
import { PostList } from '#app/features/blog/post-card.tsx'
import { getSiteContact } from '#app/features/site/site.server.ts'
import { NotFoundPage } from '#app/components/ui/not-found-page.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, metaFromLoader } from '#app/lib/meta.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/blog/blog.css'

const CATEGORY_PATH = '/blogs/category/'

export const meta = metaFromLoader

export async function loader({ params, context }: Route.LoaderArgs) {
	const { db, siteUrl } = context.get(appContext)
	const category = await getCategory(db, params.categoryId)
	if (!category) throw data(null, { status: 404 })
	const [posts, categories, recent, contact] = await Promise.all([
		postsInCategory(db, category.id),
		listCategories(db),
		recentPosts(db),
		getSiteContact(db),
	])
	const titles = posts.map((post) => post.blog_title)
	const description = posts.length
		? `${category.name} articles from the ${contact.CompanyName} blog: ${titles.slice(0, 3).join('; ')}.`
		: `${category.name} articles from the ${contact.CompanyName} blog.`
	return {
		category,
		posts,
		categories,
		recent,
		seo: {
			title: `${category.name} Articles | ${contact.CompanyName} Blog`,
			description: description.length > 300 ? `${description.slice(0, 297)}…` : description,
			keywords: [category.name, `${category.name} blog`, ...titles.slice(0, 5)].join(', '),
			url: canonicalUrl(siteUrl, `${CATEGORY_PATH}${category.slug}`),
			image: posts[0] ? mediaUrl('blog', posts[0].image) : undefined,
		},
	}
}

/**
 * Category links ask for no revalidation of the layout (see BlogSidebar), so
 * this route says itself that another category needs its posts.
 */
export function shouldRevalidate({ currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
	return defaultShouldRevalidate || currentParams.categoryId !== nextParams.categoryId
}

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
	const { category, posts, categories, recent } = loaderData
	const navigation = useNavigation()
	// With server rendering the posts are there at first paint; "Loading blogs..."
	// shows while a click on another category fetches its posts.
	const loading =
		navigation.state === 'loading' &&
		navigation.location.pathname.toLowerCase().startsWith(CATEGORY_PATH) &&
		navigation.location.pathname !== `${CATEGORY_PATH}${category.slug}`
	return (
		<CategoryShell
			title={category.name}
			intro={
				posts.length > 0
					? `${posts.length} ${posts.length === 1 ? 'article' : 'articles'} on ${category.name} from our developers, designers and marketers.`
					: undefined
			}
			sidebar={{ categories, recent, currentCategoryId: category.id }}
		>
			{loading ? (
				<p className="blog-loading" role="status">
					Loading blogs...
				</p>
			) : posts.length > 0 ? (
				<PostList posts={posts} />
			) : (
				<p className="blog-empty">No blogs found in this category.</p>
			)}
		</CategoryShell>
	)
}

/**
 * An unknown category is the site's 404 page. Any other failure (a client-side
 * navigation whose request fails) keeps the page and says why, in the words of
 * spec §8: the response's message, else "Failed to load blogs", or for a
 * network failure "Network error occurred".
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
	if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
	const previous = loaderData as Route.ComponentProps['loaderData'] | undefined
	return (
		<CategoryShell
			title={previous?.category.name ?? 'Blog'}
			sidebar={previous && { categories: previous.categories, recent: previous.recent }}
		>
			{previous ? null : <title>Blog category</title>}
			<p className="blog-alert" role="alert">
				{failureMessage(error)}
			</p>
		</CategoryShell>
	)
}

function failureMessage(error: unknown): string {
	if (isRouteErrorResponse(error)) {
		const message = (error.data as { message?: unknown } | null)?.message
		return typeof message === 'string' && message ? message : 'Failed to load blogs'
	}
	// fetch() rejects with a TypeError when the network is unreachable.
	if (error instanceof TypeError) return 'Network error occurred'
	return 'Failed to load blogs'
}

function CategoryShell({
	title,
	intro,
	sidebar,
	children,
}: {
	title: string
	intro?: string
	sidebar?: { categories: Route.ComponentProps['loaderData']['categories']; recent: Route.ComponentProps['loaderData']['recent']; currentCategoryId?: number }
	children: React.ReactNode
}) {
	return (
		<>
			<PageHeader
				title={title}
				breadcrumb={[{ to: '/', label: 'Home' }, { to: '/blog', label: 'Blogs' }, { label: title }]}
				intro={intro ? <p>{intro}</p> : undefined}
			/>
			<div className="container blog-layout">
				<div className="blog-layout__main">{children}</div>
				{sidebar ? <BlogSidebar {...sidebar} /> : null}
			</div>
		</>
	)
}
