import { data, type MetaDescriptor, redirect } from 'react-router'
import './blog.css'

/** The query parameter of a list's page number (a route's cacheParams names it). */
export const PAGE_PARAM = 'page'

/** Where a list is in its pages: what the loader returns for the nav and the head links. */
export interface PageInfo {
	page: number
	pageCount: number
	/** Path of the list's first page, e.g. /blog or /blogs/category/seo. */
	path: string
	/** Other query parameters every page link keeps (the search text). */
	query?: Record<string, string>
}

/**
 * The page a list URL asks for. The first page has no query: ?page=1 redirects
 * (301) to the plain URL. Any other value than a whole number from 2 up
 * (zero, negative, fractional, non-numeric, repeated, absurdly long) is not a
 * page of this list and answers 404, like a page beyond the last (see
 * assertPageExists), so no endless set of duplicate URLs exists for crawlers.
 */
export function requestedPage(url: URL): number {
	const values = url.searchParams.getAll(PAGE_PARAM)
	if (values.length === 0) return 1
	const [value] = values
	if (values.length === 1 && value === '1') {
		const rest = new URLSearchParams(url.searchParams)
		rest.delete(PAGE_PARAM)
		throw redirect(url.pathname + (rest.size ? `?${rest}` : ''), 301)
	}
	if (values.length > 1 || !/^[1-9]\d{0,5}$/.test(value!)) throw data(null, { status: 404 })
	return Number(value)
}

/** The number of pages of a list of `total` items; an empty list still has its (empty) first page. */
export function pageCountOf(total: number, perPage: number): number {
	return Math.max(1, Math.ceil(total / perPage))
}

/** A page beyond the last is not found. */
export function assertPageExists(page: number, pageCount: number) {
	if (page > pageCount) throw data(null, { status: 404 })
}

/** The URL of one page of a list: the first page is the plain path. */
export function pageHref({ path, query = {} }: Pick<PageInfo, 'path' | 'query'>, page: number): string {
	const params = new URLSearchParams(query)
	if (page > 1) params.set(PAGE_PARAM, String(page))
	return params.size ? `${path}?${params}` : path
}

/** "– Page 2" after a title, for every page but the first. */
export function pageSuffix(page: number): string {
	return page > 1 ? ` – Page ${page}` : ''
}

/** The head's links to the neighbouring pages of a series, absolute like the canonical URL. */
export function relLinks(siteUrl: string, info: PageInfo): MetaDescriptor[] {
	const links: MetaDescriptor[] = []
	if (info.page > 1) links.push({ tagName: 'link', rel: 'prev', href: siteUrl + pageHref(info, info.page - 1) })
	if (info.page < info.pageCount) links.push({ tagName: 'link', rel: 'next', href: siteUrl + pageHref(info, info.page + 1) })
	return links
}

/** The page numbers to show: the first, the last and the current one with its neighbours; null marks a gap. */
export function pageItems(page: number, pageCount: number): (number | null)[] {
	const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
	const items: (number | null)[] = []
	let previous = 0
	for (const n of [...shown].sort((a, b) => a - b)) {
		// A gap of one page shows that page rather than an ellipsis standing for it.
		if (n - previous === 2) items.push(n - 1)
		else if (n - previous > 2) items.push(null)
		items.push(n)
		previous = n
	}
	return items
}

/**
 * The page links under a list: Previous, the page numbers (the current one
 * marked with aria-current) and Next. Nothing when the list fits on one page.
 * Plain links, each a document without JavaScript; the blog's island
 * (app/islands/blog-posts.tsx) loads them in place once hydrated.
 */
export function Pagination({ info }: { info: PageInfo }) {
	const { page, pageCount } = info
	if (pageCount <= 1) return null
	return (
		<nav className="blog-pagination" aria-label="Pagination">
			<ul className="blog-pagination__list">
				{page > 1 ? (
					<li className="blog-pagination__step">
						<a className="blog-pagination__link" rel="prev" href={pageHref(info, page - 1)}>
							<span aria-hidden="true">←</span>
							<span className="blog-pagination__label">Previous</span>
						</a>
					</li>
				) : null}
				{pageItems(page, pageCount).map((n, index) =>
					n === null ? (
						<li key={`gap-${index}`} className="blog-pagination__gap" aria-hidden="true">
							…
						</li>
					) : (
						<li key={n}>
							<a className="blog-pagination__link" aria-current={n === page ? 'page' : undefined} href={pageHref(info, n)}>
								<span className="visually-hidden">Page </span>
								{n}
							</a>
						</li>
					),
				)}
				{page < pageCount ? (
					<li className="blog-pagination__step">
						<a className="blog-pagination__link" rel="next" href={pageHref(info, page + 1)}>
							<span className="blog-pagination__label">Next</span>
							<span aria-hidden="true">→</span>
						</a>
					</li>
				) : null}
			</ul>
		</nav>
	)
}
