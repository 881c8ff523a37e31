import { useCallback, useEffect, useRef, useState } from 'react'
import { type PageInfo, Pagination } from '#app/features/blog/blog-pagination.tsx'
import { BLOG_PATH, BlogSearch } from '#app/features/blog/blog-search.tsx'
import { type PostCardData, PostList } from '#app/features/blog/post-card.tsx'
import { isPlainClick } from '#app/lib/opens-in-place.ts'
import { islandProps } from './island-props.ts'

/** What the island shows: one page of the blog's list (a search's or not) or of a category. */
export interface BlogPostsProps {
	/** `search`: the blog's list at /blog, with its search form; `category`: a category's posts. */
	kind: 'search' | 'category'
	/** The search text (the list's only). */
	q: string
	posts: (PostCardData & { category_id: number })[]
	total: number
	pagination: PageInfo
	/** The categories a list's cards are tagged with (the list's only: a category's cards need none). */
	categories: { id: number; name: string; slug: string }[]
}

/** The island's name, which a fetched page is read for. */
export const BLOG_POSTS = 'blog-posts'
const SEARCH_FAILED = 'Failed to fetch search results'
/** The head's elements that change from page to page of a list. */
const HEAD = ['title', 'meta[name="description"]', 'meta[name="robots"]', 'link[rel="canonical"]', 'link[rel="prev"]', 'link[rel="next"]', 'meta[property="og:url"]', 'meta[property="og:title"]', 'meta[property="og:description"]']

/** What is loading: a search (its button says so), another page of the list, or nothing. */
type Pending = 'search' | 'page' | undefined
/** What the island keeps in its history entries, to show them again without the network. */
interface Entry {
	blogPosts: BlogPostsProps
}

/**
 * The posts of the blog's list or of a category, with the list's search form and the pages'
 * links (decision 098): an island of its page. Without JavaScript, or before it is hydrated, the
 * search is a GET form and the pages are links, each a document. Once hydrated, a search or
 * another page loads in place: the island fetches that page's own document (the page cache
 * answers it), reads its own props from it and the head's title and links, and pushes its URL,
 * so back, forward and reload show the same. While it loads, the search button says
 * "Searching...", a category says "Loading blogs..."; a failure says why and keeps the page.
 */
export function BlogPosts(initial: BlogPostsProps) {
	const [shown, setShown] = useState(initial)
	const [pending, setPending] = useState<Pending>()
	const [failure, setFailure] = useState<string>()
	const root = useRef<HTMLDivElement>(null)
	const input = useRef<HTMLInputElement>(null)
	const latest = useRef(0)
	const { kind, q, posts, total, pagination, categories } = shown

	const show = useCallback((next: BlogPostsProps) => {
		setShown(next)
		setFailure(undefined)
		// The field follows the list shown (back and forward, "Show all posts").
		if (input.current) input.current.value = next.q
	}, [])

	const load = useCallback(
		async (href: string, cause: Exclude<Pending, undefined>, history: 'push' | 'none') => {
			const request = ++latest.current
			setPending(cause)
			try {
				const response = await fetch(href, { headers: { accept: 'text/html' } })
				// A page the list no longer has (or a page that is not the list): the document shows it.
				if (response.status === 404) return location.assign(response.url || href)
				if (!response.ok) throw new Error(`${response.status} ${response.statusText}`)
				const page = new DOMParser().parseFromString(await response.text(), 'text/html')
				const next = propsIn(page)
				if (request !== latest.current) return
				if (!next) return location.assign(response.url || href)
				const url = new URL(response.url || href, location.href)
				if (history === 'push') {
					const same = url.href === location.href
					window.history[same ? 'replaceState' : 'pushState']({ ...(window.history.state as object), blogPosts: next } satisfies Entry, '', url)
				}
				copyHead(page)
				show(next)
				// Another page starts at the top of the list, as a document would.
				if (cause === 'page' && root.current && root.current.getBoundingClientRect().top < 0) root.current.scrollIntoView({ block: 'start' })
			} catch (error) {
				if (request !== latest.current) return
				const message = initial.kind === 'search' ? SEARCH_FAILED : error instanceof TypeError ? 'Network error occurred' : 'Failed to load blogs'
				console.error(message, error)
				setFailure(message)
			} finally {
				if (request === latest.current) setPending(undefined)
			}
		},
		[initial.kind, show],
	)

	useEffect(() => {
		// The document's own entry, so that coming back to it needs no request.
		window.history.replaceState({ ...(window.history.state as object), blogPosts: initial } satisfies Entry, '')
		const popped = (event: PopStateEvent) => {
			const entry = (event.state as Partial<Entry> | null)?.blogPosts
			if (entry) {
				latest.current++
				setPending(undefined)
				return show(entry)
			}
			// An entry of this document the island did not make (a fragment's): load it if it is another page.
			if (samePath(location.pathname, initial.pagination.path)) void load(location.href, 'page', 'none')
		}
		addEventListener('popstate', popped)
		return () => removeEventListener('popstate', popped)
	}, [initial, load, show])

	/** A link to another page of this list ("Next", a page number, "Show all posts") loads in place; any other is the browser's. */
	function clicked(event: React.MouseEvent<HTMLDivElement>) {
		const link = (event.target as Element).closest('a')
		if (!link || event.defaultPrevented || !isPlainClick(event) || link.target) return
		const url = new URL(link.href, location.href)
		if (url.origin !== location.origin || !samePath(url.pathname, pagination.path)) return
		event.preventDefault()
		void load(url.href, 'page', 'push')
	}

	/** A search loads the URL the browser's own submission would open. */
	function searched(event: React.FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const query = new URLSearchParams(new FormData(event.currentTarget) as unknown as Record<string, string>)
		void load(`${BLOG_PATH}?${query}`, 'search', 'push')
	}

	const list =
		posts.length > 0 ? (
			<>
				<PostList posts={posts} categories={categories} busy={pending === 'page'} />
				<Pagination info={pagination} />
			</>
		) : (
			<p className="blog-empty">{kind === 'search' ? (q ? 'No matching blogs found' : 'No blogs available') : 'No blogs found in this category.'}</p>
		)
	return (
		<div ref={root} className="blog-posts" onClick={clicked}>
			{kind === 'search' ? <BlogSearch query={q} searching={pending === 'search'} onSubmit={searched} inputRef={input} /> : null}
			{failure ? (
				<p className="blog-alert" role="alert">
					{failure}
				</p>
			) : kind === 'category' && pending ? (
				<p className="blog-loading" role="status">
					Loading blogs...
				</p>
			) : (
				<>
					{kind === 'search' && q ? (
						<div className="blog-results" role="status">
							<p>
								Search results for “{q}”{total > 0 ? `: ${total} ${total === 1 ? 'post' : 'posts'}` : null}
								{pagination.page > 1 ? `, page ${pagination.page} of ${pagination.pageCount}` : null}
							</p>
							<a href={BLOG_PATH}>Show all posts</a>
						</div>
					) : null}
					{list}
				</>
			)}
		</div>
	)
}

function samePath(a: string, b: string): boolean {
	return a.toLowerCase() === b.toLowerCase()
}

/** The island's props in a fetched page of the list, if it is one. */
function propsIn(page: Document): BlogPostsProps | undefined {
	return islandProps(page.querySelector(`[data-island="${BLOG_POSTS}"]`)) as BlogPostsProps | undefined
}

/** The head's title and the links that change from page to page, as the fetched page has them. */
function copyHead(page: Document): void {
	document.title = page.title
	for (const selector of HEAD.slice(1)) {
		const mine = document.head.querySelector(selector)
		const theirs = page.head.querySelector(selector)
		if (theirs) {
			const copy = document.importNode(theirs, true)
			if (mine) mine.replaceWith(copy)
			else document.head.append(copy)
		} else mine?.remove()
	}
}
