import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { POSTS_PER_PAGE } from '#app/features/blog/blog.server.ts'
import { DESKTOP, expectAccessible, expectNoSidewaysScroll, hydrated, PHONE, serverHtml, useSite } from './site.ts'

interface Post {
	id: number
	slug: string
	blog_title: string
	category_id: number
}
interface Category {
	id: number
	name: string
	slug: string
	blog_count: number
}
interface Comment {
	name: string
	comment: string
}
interface EventItem {
	id: number
	event_name: string
}
interface EventPhoto {
	photo_title: string
}

// The server gets a data folder of our own, so the test can add rows to its SQLite file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-e2e-blog-'))
const site = useSite({ DATA_DIR: dataDir })

const EMPTY_CATEGORY = { slug: 'empty-test-category', name: 'Empty Test Category' }
const HTML_COMMENT = '<b>Bold claim</b> <img src=x onerror=alert(1)>'

let posts: Post[]
let categories: Category[]
let events: EventItem[]

beforeAll(async () => {
	const db = new Database(path.join(dataDir, 'site.db'))
	try {
		db.prepare('insert into blog_categories (slug, name, sort_order) values (?, ?, ?)').run(
			EMPTY_CATEGORY.slug,
			EMPTY_CATEGORY.name,
			999,
		)
		const first = db.prepare('select id from blog_posts order by created_at desc, id desc limit 1').get() as { id: number }
		db.prepare(
			"insert into blog_comments (blog_id, name, email, phone, comment, status, created_at) values (?, ?, ?, ?, ?, 'approved', ?)",
		).run(first.id, 'Markup Tester', 'markup@example.com', '5550100', HTML_COMMENT, '2099-01-01')
		// Nothing is cached yet but the header data the start-up check read; tell the server all the same.
		db.prepare('update content_version set version = version + 1 where id = 1').run()
	} finally {
		db.close()
	}
	posts = await api<Post[]>('/api/Blog/blog')
	categories = await api<Category[]>(`/api/BlogCategoryListing/${posts[0]!.id}`)
	events = await api<EventItem[]>('/api/Events')
})

afterAll(() => {
	fs.rmSync(dataDir, { recursive: true, force: true })
})

async function api<T>(pathname: string): Promise<T> {
	const response = await fetch(site.url(pathname))
	expect(response.status, pathname).toBe(200)
	return (await response.json()) as T
}

function titleOf(html: string): string {
	return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''
}

function canonicalOf(html: string): string {
	return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''
}

function h1Of(html: string): string {
	return (/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '').trim()
}

function decode(text: string): string {
	return text
		.replace(/&amp;/g, '&')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&quot;/g, '"')
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
}

async function open(pathname: string, viewport = DESKTOP): Promise<Page> {
	const page = await site.page(viewport)
	await page.goto(pathname)
	await hydrated(page)
	return page
}

/** Holds matching requests until release() is called, so a loading state can be seen. */
async function holdRequests(page: Page, pattern: string | RegExp) {
	let release!: () => void
	const released = new Promise<void>((resolve) => (release = resolve))
	await page.route(pattern, async (route: Route) => {
		await released
		await route.continue()
	})
	return release
}

/** The island's request for a search's results: the results' own document (decision 098). */
const SEARCH_REQUEST = /\/blog\?q=/
/** The island's request for another page of a category. */
const CATEGORY_PAGE_REQUEST = /\/blogs\/category\/[^/?]+\?page=/

/** Marks the document, to tell a list loaded in place (the mark stays) from a document load (it goes). */
const markDocument = (page: Page) => page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
const stayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true)

/** A word of a post title that is long enough to be a real search term. */
function searchWordFrom(title: string): string {
	return title.split(/\W+/).find((word) => word.length >= 6)!
}

describe('server-rendered pages', () => {
	it('every blog, contact and event page answers 200 with its heading in the HTML and a title of its own', async () => {
		const post = posts[0]!
		const category = categories.find((c) => c.blog_count > 0)!
		const event = events[0]!
		const pages: { path: string; heading: string }[] = [
			{ path: '/blog', heading: 'Web Development And Online Marketing Blog' },
			{ path: `/blogs/category/${category.slug}`, heading: category.name },
			{ path: `/blogdetail/${post.slug}`, heading: post.blog_title },
			{ path: '/contact-us', heading: 'Get In Touch With Us' },
			{ path: '/event', heading: 'Event' },
			{ path: `/eventdetails/${event.id}`, heading: event.event_name },
		]
		const titles: string[] = []
		for (const { path: pathname, heading } of pages) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(200)
			expect(decode(h1Of(html)), pathname).toBe(heading)
			expect(titleOf(html), pathname).not.toBe('')
			expect(html, pathname).toMatch(/<meta name="description" content="[^"]+"/)
			expect(canonicalOf(html), pathname).toMatch(/^https?:\/\//)
			titles.push(titleOf(html))
		}
		expect(new Set(titles).size).toBe(titles.length)
	})

	it('a category and a post answer by id and by slug with one canonical URL', async () => {
		const category = categories.find((c) => c.blog_count > 0)!
		const [byId, bySlug] = await Promise.all([
			serverHtml(site, `/blogs/category/${category.id}`),
			serverHtml(site, `/blogs/category/${category.slug}`),
		])
		expect(byId.status).toBe(200)
		expect(bySlug.status).toBe(200)
		expect(decode(h1Of(byId.html))).toBe(category.name)
		expect(canonicalOf(byId.html)).toBe(canonicalOf(bySlug.html))
		expect(canonicalOf(byId.html)).toMatch(new RegExp(`/blogs/category/${category.slug}$`))

		const post = posts[1]!
		const [postById, postBySlug] = await Promise.all([
			serverHtml(site, `/blogdetail/${post.id}`),
			serverHtml(site, `/blogdetail/${post.slug}`),
		])
		expect(postById.status).toBe(200)
		expect(postBySlug.status).toBe(200)
		expect(decode(h1Of(postById.html))).toBe(post.blog_title)
		expect(canonicalOf(postById.html)).toBe(canonicalOf(postBySlug.html))
		expect(canonicalOf(postById.html)).toMatch(new RegExp(`/blogdetail/${post.slug}$`))
		expect(postById.html).toContain('<meta property="og:type" content="article"/>')
		expect(postById.html).toMatch(/<meta property="og:image" content="[^"]*\/share\/blogdetail\/[^"]+\.png"/)
	})

	it('unknown posts answer 404 with the not-found page', async () => {
		for (const pathname of ['/blogdetail/no-such-post', '/blogdetail/99999']) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(404)
			expect(html, pathname).toContain('Oops! Page not found.')
		}
	})

	it('an unknown category answers 404 with the category page and the API\'s message', async () => {
		for (const pathname of ['/blogs/category/no-such-category', '/blogs/category/99999']) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(404)
			expect(html, pathname).not.toContain('Oops! Page not found.')
			expect(html, pathname).toMatch(/<p class="blog-alert" role="alert">Blog category not found<\/p>/)
			expect(html, pathname).toContain('<meta name="robots" content="noindex"/>')
			expect(html, pathname).toContain('id="blog-sidebar-categories"')
		}
	})

	it('an unknown event answers 404 with the event page saying No List Found in red', async () => {
		for (const pathname of ['/eventdetails/99999', '/eventdetails/no-such-event']) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(404)
			expect(html, pathname).not.toContain('Oops! Page not found.')
			expect(html, pathname).toContain('<p class="no-list-found" role="status">No List Found</p>')
			expect(html, pathname).toContain('<meta name="robots" content="noindex"/>')
		}
		const page = await site.page(PHONE)
		await page.goto('/eventdetails/99999')
		const colour = await page.locator('.no-list-found').evaluate((element) => getComputedStyle(element).color)
		const [red, green, blue] = colour.match(/\d+/g)!.map(Number)
		expect(red).toBeGreaterThan(150)
		expect(green! + blue!).toBeLessThan(red!)
	})

	it('a search works without JavaScript as a GET form on /blog', async () => {
		const { html } = await serverHtml(site, '/blog')
		const form = /<form[^>]*role="search"[^>]*>/.exec(html)?.[0] ?? ''
		expect(form).toContain('method="get"')
		expect(form).toContain('action="/blog"')
		const word = searchWordFrom(posts[2]!.blog_title)
		const found = await serverHtml(site, `/blog?q=${encodeURIComponent(word)}`)
		expect(found.status).toBe(200)
		expect(decode(found.html)).toContain(posts[2]!.blog_title)
		const none = await serverHtml(site, '/blog?q=zzqxnonsenseqq')
		expect(none.html).toContain('No matching blogs found')
	})
})

describe('blog list and search', () => {
	it('a visitor searches the blog: the button says Searching... while the results load, then the results replace the list', async () => {
		const page = await open('/blog')
		const target = posts[3]!
		const word = searchWordFrom(target.blog_title)
		const expected = (await api<Post[]>(`/api/BlogSearch/${encodeURIComponent(word)}`)).map((p) => p.blog_title)
		expect(expected.length).toBeLessThan(posts.length)

		await expect.poll(() => page.locator('.blog-card').count()).toBe(Math.min(posts.length, POSTS_PER_PAGE))
		await markDocument(page)
		const release = await holdRequests(page, SEARCH_REQUEST)
		await page.getByLabel('Search blogs').fill(word)
		await page.getByRole('button', { name: 'SEARCH', exact: true }).click()

		const busy = page.getByRole('button', { name: 'Searching...', exact: true })
		await busy.waitFor()
		expect(await busy.isDisabled()).toBe(true)

		release()
		await page.getByRole('button', { name: 'SEARCH', exact: true }).waitFor()
		expect(await page.getByRole('button', { name: 'SEARCH', exact: true }).isEnabled()).toBe(true)
		expect(new URL(page.url()).searchParams.get('q')).toBe(word)
		const titles = await page.locator('.blog-card__title').allInnerTexts()
		expect(titles).toEqual(expected.slice(0, POSTS_PER_PAGE))
		expect(titles).toContain(target.blog_title)
		// In place: the same document, its title that of the results.
		expect(await stayed(page)).toBe(true)
		expect(await page.title()).toContain(`Search: ${word}`)
	})

	it('a search that matches nothing says "No matching blogs found"', async () => {
		const page = await open('/blog')
		await page.getByLabel('Search blogs').fill('zzqxnonsenseqq')
		await page.getByRole('button', { name: 'SEARCH', exact: true }).click()
		await page.getByText('No matching blogs found', { exact: true }).waitFor()
		expect(await page.locator('.blog-card').count()).toBe(0)
	})

	it('a failed search request shows "Failed to fetch search results" and logs it, and searching again works', async () => {
		const page = await open('/blog')
		const errors: string[] = []
		page.on('console', (message) => {
			if (message.type() === 'error') errors.push(message.text())
		})
		await page.route(SEARCH_REQUEST, (route) => route.abort())
		const word = searchWordFrom(posts[0]!.blog_title)
		await page.getByLabel('Search blogs').fill(word)
		await page.getByRole('button', { name: 'SEARCH', exact: true }).click()

		await page.getByRole('alert').filter({ hasText: 'Failed to fetch search results' }).waitFor()
		expect(errors.some((text) => text.includes('Failed to fetch search results'))).toBe(true)
		// The page is still there around the message: heading and search form.
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Web Development And Online Marketing Blog')

		await page.unroute(SEARCH_REQUEST)
		await page.getByRole('button', { name: 'SEARCH', exact: true }).click()
		await page.locator('.blog-card').first().waitFor()
		expect(await page.getByText('Failed to fetch search results').count()).toBe(0)
	})

	it('the list shows each post with date, title, summary, Read More link and cover, and the sidebars', async () => {
		const page = await open('/blog')
		const first = page.locator('.blog-card').first()
		expect(await first.locator('time').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
		expect(await first.getByRole('link', { name: /^Read More/ }).getAttribute('href')).toBe(`/blogdetail/${posts[0]!.slug}`)
		expect(await first.locator('img').getAttribute('src')).toMatch(/^\/media\/blog\/.+/)
		const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
		await sidebar.getByRole('heading', { name: 'Recent Post' }).waitFor()
		expect(await sidebar.locator('.blog-recent__item').count()).toBe(5)
		for (const category of categories) {
			expect(await categoryLink(page, category).getAttribute('href')).toBe(`/blogs/category/${category.slug}`)
		}
	})
})

describe('blog category', () => {
	it('a category page shows its name and exactly its posts', async () => {
		const category = categories.find((c) => c.blog_count > 0)!
		const page = await open(`/blogs/category/${category.id}`)
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(category.name)
		const expected = posts.filter((p) => p.category_id === category.id).map((p) => p.blog_title)
		expect(await page.locator('.blog-card__title').allInnerTexts()).toEqual(expected)
	})

	it('an empty category says "No blogs found in this category."', async () => {
		const page = await open(`/blogs/category/${EMPTY_CATEGORY.slug}`)
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(EMPTY_CATEGORY.name)
		await page.getByText('No blogs found in this category.', { exact: true }).waitFor()
		expect(await page.locator('.blog-card').count()).toBe(0)
	})

	it('another category is a document: its link in the sidebar opens its page with its posts', async () => {
		const [from, to] = categories.filter((c) => c.blog_count > 0)
		const page = await open(`/blogs/category/${from!.slug}`)
		await markDocument(page)
		await categoryLink(page, to!).click()
		await page.getByRole('heading', { level: 1, name: to!.name }).waitFor()
		expect(await stayed(page)).toBe(false)
		expect(await page.locator('.blog-card').count()).toBe(to!.blog_count)
	})
})

describe('blog detail', () => {
	it('a post shows breadcrumb, share links, image, body, comments as text, the comment form and both sidebars', async () => {
		const post = posts[0]!
		const page = await open(`/blogdetail/${post.slug}`)

		const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
		expect(await breadcrumb.getByRole('listitem').allInnerTexts()).toEqual(['Home', 'Blogs', post.blog_title])
		expect(await breadcrumb.getByRole('link', { name: 'Blogs' }).getAttribute('href')).toBe('/blog')

		const canonical = canonicalOf(await page.content())
		for (const network of ['Facebook', 'X (Twitter)', 'LinkedIn', 'Pinterest']) {
			const link = page.getByRole('link', { name: `Share on ${network} (opens in a new tab)` })
			expect(await link.getAttribute('target')).toBe('_blank')
			expect(await link.getAttribute('rel')).toContain('noopener')
			expect(await link.getAttribute('href')).toContain(encodeURIComponent(canonical))
		}
		expect(await page.locator('.blog-article__image').getAttribute('src')).toMatch(/^\/media\/blog\/.+/)
		expect(await page.locator('.blog-article__body p').count()).toBeGreaterThan(1)

		const comments = await api<Comment[]>(`/api/BlogCommentsListing/${post.id}`)
		const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Comment', exact: true }) })
		const names = await section.locator('.blog-comment__name').allInnerTexts()
		expect(names).toEqual(comments.map((c) => c.name))
		expect(names).toContain('Markup Tester')
		// Comment text is shown as text, never as HTML.
		const markup = section.locator('.blog-comment', { hasText: 'Markup Tester' }).locator('.blog-comment__text')
		expect(await markup.innerText()).toBe(HTML_COMMENT)
		expect(await section.locator('.blog-comment b, .blog-comment img').count()).toBe(0)

		const reply = page.locator('section', { has: page.getByRole('heading', { level: 2, name: 'Leave a Comment' }) })
		expect(await reply.locator('form').count()).toBe(1)

		const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' })
		await sidebar.getByRole('heading', { name: 'CATEGORIES', exact: true }).waitFor()
		for (const category of categories) {
			expect(await categoryLink(page, category).getAttribute('href')).toBe(`/blogs/category/${category.slug}`)
		}
		const recent = await api<Post[]>(`/api/BlogRecentPost/${post.id}`)
		expect(await sidebar.locator('.blog-recent__title').allInnerTexts()).toEqual(recent.map((p) => p.blog_title))
		expect(recent.map((p) => p.id)).not.toContain(post.id)
	})
})

describe('blog pagination', () => {
	it('the blog list is split into pages, each with its own canonical URL, prev/next links, title and pagination nav', async () => {
		const pageCount = Math.ceil(posts.length / POSTS_PER_PAGE)
		expect(pageCount, 'the demo content fills at least two pages').toBeGreaterThanOrEqual(2)

		const first = await serverHtml(site, '/blog')
		expect(first.status).toBe(200)
		expect(cardSlugs(first.html)).toEqual(posts.slice(0, POSTS_PER_PAGE).map((p) => p.slug))
		expect(pathOf(canonicalOf(first.html))).toBe('/blog')
		expect(relOf(first.html, 'prev')).toBeUndefined()
		expect(pathOf(relOf(first.html, 'next'))).toBe('/blog?page=2')
		expect(titleOf(first.html)).not.toContain('Page')
		const nav = paginationOf(first.html)
		expect(nav).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/blog"/)
		expect(nav).toContain('href="/blog?page=2"')
		expect(nav).not.toContain('Previous')
		expect(nav).toContain('Next')

		const second = await serverHtml(site, '/blog?page=2')
		expect(second.status).toBe(200)
		expect(cardSlugs(second.html)).toEqual(posts.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE).map((p) => p.slug))
		expect(pathOf(canonicalOf(second.html))).toBe('/blog?page=2')
		expect(pathOf(relOf(second.html, 'prev'))).toBe('/blog')
		expect(relOf(second.html, 'next') && pathOf(relOf(second.html, 'next'))).toBe(pageCount > 2 ? '/blog?page=3' : undefined)
		expect(titleOf(second.html)).toContain('Page 2')
		expect(titleOf(second.html)).not.toBe(titleOf(first.html))
		expect(decode(h1Of(second.html))).toBe('Web Development And Online Marketing Blog')
		expect(paginationOf(second.html)).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/blog\?page=2"/)
		expect(paginationOf(second.html)).toContain('Previous')

		const last = await serverHtml(site, `/blog?page=${pageCount}`)
		expect(last.status).toBe(200)
		expect(cardSlugs(last.html)).toEqual(posts.slice((pageCount - 1) * POSTS_PER_PAGE).map((p) => p.slug))
		expect(relOf(last.html, 'next')).toBeUndefined()
		expect(paginationOf(last.html)).not.toContain('Next')
	})

	it('a page beyond the last answers 404 with the not-found page, and ?page=1 redirects to the plain URL', async () => {
		const pageCount = Math.ceil(posts.length / POSTS_PER_PAGE)
		const single = categories.find((c) => c.blog_count > 0 && c.blog_count <= POSTS_PER_PAGE)!
		for (const pathname of [`/blog?page=${pageCount + 1}`, '/blog?page=999999', `/blogs/category/${single.slug}?page=2`]) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(404)
			expect(html, pathname).toContain('Oops! Page not found.')
		}
		for (const [pathname, target] of [
			['/blog?page=1', '/blog'],
			['/blog?q=wordpress&page=1', '/blog?q=wordpress'],
			[`/blogs/category/${single.slug}?page=1`, `/blogs/category/${single.slug}`],
		] as const) {
			const response = await fetch(site.url(pathname), { redirect: 'manual' })
			expect(response.status, pathname).toBe(301)
			expect(pathOf(response.headers.get('location') ?? ''), pathname).toBe(target)
		}
	})

	it('garbage page values (words, zero, negatives, fractions, broken escapes) answer 404, never 500', async () => {
		const category = categories.find((c) => c.blog_count > 0)!
		const values = ['abc', '%', '%zz', '%E0%A4%A', '0', '-1', '1.5', '', '2abc', '1e3', '+2', '02', ' 2', '2&page=3', '9'.repeat(400)]
		for (const base of ['/blog', '/blog?q=wordpress&', `/blogs/category/${category.slug}`]) {
			for (const value of values) {
				const pathname = `${base}${base.endsWith('&') ? '' : '?'}page=${value.replace(/ /g, '%20')}`
				const { status, html } = await serverHtml(site, pathname)
				expect(status, pathname).toBe(404)
				expect(html, pathname).toContain('Oops! Page not found.')
			}
		}
	})

	it('a category that fits on one page has no pagination nav and no prev/next links', async () => {
		const category = categories.find((c) => c.blog_count > 0 && c.blog_count <= POSTS_PER_PAGE)!
		const { status, html } = await serverHtml(site, `/blogs/category/${category.slug}`)
		expect(status).toBe(200)
		expect(cardSlugs(html)).toHaveLength(category.blog_count)
		expect(paginationOf(html)).toBe('')
		expect(relOf(html, 'prev')).toBeUndefined()
		expect(relOf(html, 'next')).toBeUndefined()
		expect(pathOf(canonicalOf(html))).toBe(`/blogs/category/${category.slug}`)
	})

	it('search results are paged like the list: page links keep the query, the count is of all results, the canonical stays /blog', async () => {
		const word = 'the'
		const results = await api<Post[]>(`/api/BlogSearch/${word}`)
		expect(results.length).toBeGreaterThan(POSTS_PER_PAGE)

		const first = await serverHtml(site, `/blog?q=${word}`)
		expect(first.status).toBe(200)
		expect(cardSlugs(first.html)).toEqual(results.slice(0, POSTS_PER_PAGE).map((p) => p.slug))
		expect(decode(first.html.replace(/<!-- -->/g, ''))).toContain(`Search results for “${word}”: ${results.length} posts`)
		expect(paginationOf(first.html)).toContain(`href="/blog?q=${word}&amp;page=2"`)
		expect(pathOf(canonicalOf(first.html))).toBe('/blog')
		expect(relOf(first.html, 'next')).toBeUndefined()

		const second = await serverHtml(site, `/blog?q=${word}&page=2`)
		expect(second.status).toBe(200)
		expect(cardSlugs(second.html)).toEqual(results.slice(POSTS_PER_PAGE, 2 * POSTS_PER_PAGE).map((p) => p.slug))
		expect(titleOf(second.html)).toContain('Page 2')
		expect(pathOf(canonicalOf(second.html))).toBe('/blog')
		// The search box still holds the query, and a new search starts again at page 1.
		expect(second.html).toMatch(new RegExp(`<input[^>]*name="q"[^>]*value="${word}"`))
		expect(/<form[^>]*role="search"[^>]*>([\s\S]*?)<\/form>/.exec(second.html)?.[1]).not.toContain('name="page"')
	})

	it('a visitor pages through the blog by clicking after hydration: Next, a page number and Previous load the right posts in place', async () => {
		const page = await open('/blog')
		await markDocument(page)
		const nav = page.getByRole('navigation', { name: 'Pagination' })
		const titlesOn = (n: number) => posts.slice((n - 1) * POSTS_PER_PAGE, n * POSTS_PER_PAGE).map((p) => p.blog_title)

		await nav.getByRole('link', { name: 'Next' }).click()
		await page.waitForURL((url) => url.search === '?page=2')
		await expect.poll(() => page.locator('.blog-card__title').allInnerTexts()).toEqual(titlesOn(2))
		expect(await nav.getByRole('link', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page')
		await expect.poll(() => page.title()).toContain('Page 2')
		expect(pathOf(await page.locator('link[rel="canonical"]').getAttribute('href') ?? '')).toBe('/blog?page=2')
		expect(pathOf(await page.locator('link[rel="prev"]').getAttribute('href') ?? '')).toBe('/blog')

		await nav.getByRole('link', { name: 'Page 1', exact: true }).click()
		await page.waitForURL((url) => url.pathname === '/blog' && url.search === '')
		await expect.poll(() => page.locator('.blog-card__title').allInnerTexts()).toEqual(titlesOn(1))

		await nav.getByRole('link', { name: 'Page 2', exact: true }).click()
		await page.waitForURL((url) => url.search === '?page=2')
		await nav.getByRole('link', { name: 'Previous' }).click()
		await page.waitForURL((url) => url.search === '')
		await expect.poll(() => page.locator('.blog-card__title').allInnerTexts()).toEqual(titlesOn(1))
		expect(await nav.getByRole('link', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page')
		// Turning a page is not a search: the search button never said "Searching...".
		expect(await page.getByRole('button', { name: 'SEARCH', exact: true }).isEnabled()).toBe(true)
		// All of it happened without a full page load.
		expect(await stayed(page)).toBe(true)
	})

	it('on a 360 px phone the pagination links are at least 44×44 px, fit the screen and keep their names', async () => {
		const page = await open('/blog?page=2', PHONE)
		const nav = page.getByRole('navigation', { name: 'Pagination' })
		for (const name of ['Previous', 'Page 1', 'Page 2', 'Next']) {
			const box = (await nav.getByRole('link', { name, exact: true }).boundingBox())!
			expect(box.width, name).toBeGreaterThanOrEqual(44)
			expect(box.height, name).toBeGreaterThanOrEqual(44)
			expect(box.x, name).toBeGreaterThanOrEqual(0)
			expect(box.x + box.width, name).toBeLessThanOrEqual(PHONE.width)
		}
		await expectNoSidewaysScroll(page)
	})

	for (const [label, viewport] of [
		['phone', PHONE],
		['desktop', DESKTOP],
	] as const) {
		it(`the second page of the blog has no serious axe violations on a ${label}`, async () => {
			const page = await open('/blog?page=2', viewport)
			await page.getByRole('navigation', { name: 'Pagination' }).waitFor()
			await expectAccessible(page)
		})
	}
})

describe('the end of a post', () => {
	it('after the article come an author box, a call to action to /contact-us and the related service, related posts, then the comments and the form', async () => {
		const post = posts.find((p) => p.category_id === categories.find((c) => c.slug === 'wordpress')?.id) ?? posts[0]!
		const page = await open(`/blogdetail/${post.slug}`)

		const author = await page.locator('.blog-article__author').innerText()
		const box = page.getByRole('region', { name: 'About the author' })
		expect(await box.locator('.blog-author__name').innerText()).toBe(author)
		const parts = author.split(/\s+/)
		expect(await box.locator('.blog-author__avatar').innerText()).toBe(`${parts[0]![0]}${parts.at(-1)![0]}`.toUpperCase())
		expect(await box.locator('.blog-author__bio').innerText()).toContain(author)

		const cta = page.getByRole('region', { name: 'Planning a project like this?' })
		expect(await cta.getByRole('link', { name: 'Get a quote' }).getAttribute('href')).toBe('/contact-us')
		const service = await cta.getByRole('link', { name: /^Explore / }).getAttribute('href')
		expect(service).toMatch(/^\/service\/[a-z0-9-]+$/)
		expect((await serverHtml(site, service!)).status).toBe(200)

		// The order of the sections: article (with the author box), call to action, related posts, comments, form.
		const order = await page.evaluate(() =>
			[...document.querySelectorAll('.blog-layout__main > *')].map((el) => el.className.split(' ')[0]),
		)
		expect(order).toEqual(['blog-article', 'blog-cta', 'blog-related', 'blog-comments', 'blog-reply'])
		expect(await page.locator('.blog-article .blog-author').count()).toBe(1)
		expect(await page.locator('.blog-reply form').count()).toBe(1)
	})

	it('related posts are up to three others, from the same category first and then the newest, each with image, title and date', async () => {
		for (const post of [posts[0]!, posts.at(-1)!, posts[Math.floor(posts.length / 2)]!]) {
			const same = posts.filter((p) => p.category_id === post.category_id && p.id !== post.id)
			const others = posts.filter((p) => p.category_id !== post.category_id)
			const expected = [...same, ...others].slice(0, 3)

			const page = await open(`/blogdetail/${post.slug}`, PHONE)
			const related = page.getByRole('region', { name: 'Related posts' })
			const items = related.getByRole('listitem')
			expect(await items.count()).toBe(expected.length)
			for (const [i, want] of expected.entries()) {
				const item = items.nth(i)
				const link = item.getByRole('link', { name: want.blog_title, exact: true })
				expect(await link.getAttribute('href')).toBe(`/blogdetail/${want.slug}`)
				expect(await item.locator('img').getAttribute('src')).toMatch(/^\/media\/blog\/.+/)
				expect(await item.locator('time').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
			}
			const hrefs = await related.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
			expect(hrefs).not.toContain(`/blogdetail/${post.slug}`)
			for (const href of hrefs) expect((await serverHtml(site, href!)).status, href!).toBe(200)
		}
	})
})

describe('contact page', () => {
	it('shows the India and USA offices and loads the map only when asked', async () => {
		const contact = (await api<Record<string, string>[]>('/api/ContactUs/contactus'))[0]!
		const page = await open('/contact-us')
		for (const [name, address, email] of [
			['India', contact.Address, contact.Email],
			['USA', contact.UsaAddress, contact.UsaEmail],
		] as const) {
			const block = page.getByRole('region', { name, exact: true })
			expect(await block.innerText()).toContain(address)
			expect(await block.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`)
			expect(await block.locator('a[href^="tel:"]').count()).toBe(1)
		}
		expect(await page.locator('form').count()).toBeGreaterThanOrEqual(1)

		expect(await page.locator('iframe').count()).toBe(0)
		await page.getByRole('link', { name: 'Show map' }).click()
		const map = page.locator('iframe[title="Map of our Ahmedabad office"]')
		await map.waitFor({ state: 'attached' })
		expect(await map.getAttribute('loading')).toBe('lazy')
		expect(await map.getAttribute('src')).toMatch(/^https:\/\//)
	})

	it('a visitor coming from a pricing plan sees which plan they asked about', async () => {
		const { html } = await serverHtml(site, '/contact-us?plan=Standard')
		expect(html.replace(/<[^>]+>/g, '')).toContain('You asked about the Standard plan')
		const plain = await serverHtml(site, '/contact-us')
		expect(plain.html).not.toContain('You asked about')
	})
})

describe('events', () => {
	it('the event list links each event card to its details', async () => {
		const page = await open('/event')
		const cards = page.locator('.event-card')
		expect(await cards.count()).toBe(events.length)
		for (const [i, event] of events.entries()) {
			const link = cards.nth(i).getByRole('link', { name: event.event_name })
			expect(await link.getAttribute('href')).toBe(`/eventdetails/${event.id}`)
			expect(await cards.nth(i).locator('time').innerText()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
		}
		expect(await page.getByText('No List Found').count()).toBe(0)
		await cards.first().getByRole('link').click()
		await page.getByRole('heading', { level: 1, name: events[0]!.event_name }).waitFor()
	})

	it('a visitor opens a photo in the lightbox, moves to the next with the arrow key and closes it with Escape', async () => {
		const event = events[0]!
		const photos = await api<EventPhoto[]>(`/api/eventDetails/${event.id}`)
		expect(photos.length).toBeGreaterThan(2)
		const page = await open(`/eventdetails/${event.id}`)
		const thumb = page.getByRole('link', { name: photos[1]!.photo_title, exact: true })
		await thumb.click()

		const dialog = page.getByRole('dialog')
		await dialog.waitFor()
		const caption = page.locator('.yarl__slide_current .event-lightbox__title')
		await expect.poll(() => caption.innerText()).toBe(photos[1]!.photo_title)

		await page.keyboard.press('ArrowRight')
		await expect.poll(() => caption.innerText()).toBe(photos[2]!.photo_title)

		await page.keyboard.press('Escape')
		await dialog.waitFor({ state: 'detached' })
		await expect.poll(() => thumb.evaluate((el) => el === document.activeElement)).toBe(true)
	})
})

describe('accessibility', () => {
	const templates: [string, () => string][] = [
		['the blog list', () => '/blog'],
		['a blog category', () => `/blogs/category/${categories.find((c) => c.blog_count > 0)!.slug}`],
		['a blog post', () => `/blogdetail/${posts[0]!.slug}`],
		['the contact page', () => '/contact-us'],
		['the event list', () => '/event'],
		['an event', () => `/eventdetails/${events[0]!.id}`],
	]

	for (const [label, viewport] of [
		['phone', PHONE],
		['desktop', DESKTOP],
	] as const) {
		for (const [name, pathname] of templates) {
			it(`${name} has no serious axe violations on a ${label}`, async () => {
				const page = await open(pathname(), viewport)
				await expectAccessible(page)
			})
		}

		it(`an event with its lightbox open has no serious axe violations on a ${label}`, async () => {
			const page = await open(`/eventdetails/${events[0]!.id}`, viewport)
			await page.locator('.event-gallery__thumb').first().click()
			await page.getByRole('dialog').waitFor()
			await page.locator('.yarl__slide_current img').waitFor()
			await expectAccessible(page)
		})
	}
})

/** The absolute URL of a head link (rel="prev" or "next"), if the page has one. */
function relOf(html: string, rel: 'prev' | 'next'): string | undefined {
	return new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&')
}

/** Path and query of an absolute URL. */
function pathOf(url: string | undefined): string | undefined {
	if (url === undefined) return undefined
	const { pathname, search } = new URL(url, 'http://localhost')
	return pathname + search
}

/** The slugs of the posts a server-rendered list shows, in order. */
function cardSlugs(html: string): string[] {
	return [...html.matchAll(/class="blog-card__title"><a href="\/blogdetail\/([^"]+)"/g)].map((m) => m[1]!)
}

/** The server-rendered pagination nav, or '' when the page has none. */
function paginationOf(html: string): string {
	return /<nav class="blog-pagination" aria-label="Pagination">[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
}

/** A category's link in the sidebar, named with its post count: "SEO 3 posts". */
function categoryLink(page: Page, category: Category) {
	const count = `${category.blog_count} ${category.blog_count === 1 ? 'post' : 'posts'}`
	return page.locator('.blog-categories').getByRole('link', { name: `${category.name} ${count}`, exact: true })
}

describe('a category with more posts than a page', () => {
	const PAGED = { slug: 'paging-test-category', name: 'Paging Test Category' }
	const extra = POSTS_PER_PAGE + 1
	let paged: Post[]
	let pagedId: number

	beforeAll(async () => {
		// Runs after every test above, so the extra posts change nothing they count.
		const db = new Database(path.join(dataDir, 'site.db'))
		try {
			const { id } = db
				.prepare('insert into blog_categories (slug, name, sort_order) values (?, ?, ?) returning id')
				.get(PAGED.slug, PAGED.name, 998) as { id: number }
			pagedId = id
			const { image } = db.prepare('select image from blog_posts limit 1').get() as { image: string }
			const insert = db.prepare(
				'insert into blog_posts (slug, category_id, title, summary, body, image, author, created_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
			)
			for (let i = 1; i <= extra; i++) {
				const day = String(i).padStart(2, '0')
				const created = `2019-01-${day}T09:00:00.000Z`
				insert.run(`paging-test-post-${i}`, id, `Paging test post ${i}`, `Summary ${i}.`, `<p>Body ${i}.</p>`, image, 'Test Author', created)
			}
			// Written behind the server's back: tell it, as docs/operations.md says, so its page cache is dropped.
			db.prepare('update content_version set version = version + 1 where id = 1').run()
		} finally {
			db.close()
		}
		await vi.waitFor(
			async () => {
				paged = (await api<Post[]>('/api/Blog/blog')).filter((p) => p.category_id === pagedId)
				expect(paged).toHaveLength(extra)
			},
			{ timeout: 5000, interval: 100 },
		)
	})

	it('is split into pages with their own canonical URL, prev/next links and "Page 2" title', async () => {
		const base = `/blogs/category/${PAGED.slug}`
		const first = await serverHtml(site, base)
		expect(cardSlugs(first.html)).toEqual(paged.slice(0, POSTS_PER_PAGE).map((p) => p.slug))
		expect(pathOf(canonicalOf(first.html))).toBe(base)
		expect(pathOf(relOf(first.html, 'next'))).toBe(`${base}?page=2`)
		expect(relOf(first.html, 'prev')).toBeUndefined()
		expect(paginationOf(first.html)).toContain(`href="${base}?page=2"`)

		const second = await serverHtml(site, `${base}?page=2`)
		expect(second.status).toBe(200)
		expect(decode(h1Of(second.html))).toBe(PAGED.name)
		expect(cardSlugs(second.html)).toEqual(paged.slice(POSTS_PER_PAGE).map((p) => p.slug))
		expect(pathOf(canonicalOf(second.html))).toBe(`${base}?page=2`)
		expect(pathOf(relOf(second.html, 'prev'))).toBe(base)
		expect(relOf(second.html, 'next')).toBeUndefined()
		expect(titleOf(second.html)).toContain('Page 2')
		// The intro counts every post of the category, not those of the page.
		expect(second.html).toContain(`${extra} articles on ${PAGED.name}`)

		// By id, the page links and the canonical URL still name the category by its slug.
		const byId = await serverHtml(site, `/blogs/category/${pagedId}?page=2`)
		expect(pathOf(canonicalOf(byId.html))).toBe(`${base}?page=2`)

		expect((await serverHtml(site, `${base}?page=3`)).status).toBe(404)
	})

	it('a visitor turns to page 2 of the category: "Loading blogs..." shows until its posts arrive', async () => {
		const page = await open(`/blogs/category/${PAGED.slug}`, PHONE)
		await markDocument(page)
		const release = await holdRequests(page, CATEGORY_PAGE_REQUEST)
		await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
		await page.getByText('Loading blogs...', { exact: true }).waitFor()
		release()
		await page.waitForURL((url) => url.search === '?page=2')
		await expect.poll(() => page.locator('.blog-card__title').allInnerTexts()).toEqual(paged.slice(POSTS_PER_PAGE).map((p) => p.blog_title))
		expect(await page.getByText('Loading blogs...').count()).toBe(0)
		expect(await stayed(page)).toBe(true)
		await expectAccessible(page)
	})

	it('a page of the category that fails to load on the network says "Network error occurred", and the page stays', async () => {
		const page = await open(`/blogs/category/${PAGED.slug}`)
		await page.route(CATEGORY_PAGE_REQUEST, (route) => route.abort())
		await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click()
		await page.getByRole('alert').filter({ hasText: 'Network error occurred' }).waitFor()
		expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(PAGED.name)
		expect(new URL(page.url()).search).toBe('')
	})
})
