import { Feed } from 'feed'
import { data } from 'react-router'
import type { Route } from './+types/feed'
import { getCategory, getPost, listPosts, postsInCategory } from '#app/features/blog/blog.server.ts'
import { getSiteContact } from '#app/features/site/site.server.ts'
import { appContext } from '#app/server/context.server.ts'

/** The newest posts a feed carries. */
const FEED_SIZE = 20

/** The three formats, by the file name that ends the feed's URL. */
const FORMATS = {
	'rss.xml': { type: 'application/rss+xml; charset=utf-8', render: (feed: Feed) => feed.rss2() },
	'atom.xml': { type: 'application/atom+xml; charset=utf-8', render: (feed: Feed) => feed.atom1() },
	'feed.json': { type: 'application/feed+json; charset=utf-8', render: (feed: Feed) => feed.json1() },
} as const

export type FeedFile = keyof typeof FORMATS

/** Where a listing's feeds live: /blog/rss.xml, /blogs/category/{slug}/atom.xml… */
export const feedPath = (listing: string, file: FeedFile) => `${listing}/${file}`

/**
 * The blog's feeds (RSS 2.0, Atom, JSON Feed), for the whole blog and for each
 * category: the newest posts with their full, sanitised text and absolute links.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
	const format = Object.hasOwn(FORMATS, params.feed) ? FORMATS[params.feed as FeedFile] : undefined
	if (!format) throw data('No such feed', { status: 404 })
	const { db, siteUrl } = context.get(appContext)
	const category = params.categoryId === undefined ? undefined : await getCategory(db, params.categoryId)
	if (params.categoryId !== undefined && !category) throw data('No such category', { status: 404 })

	const [contact, listed] = await Promise.all([getSiteContact(db), category ? postsInCategory(db, category.id) : listPosts(db)])
	const listing = category ? `/blogs/category/${category.slug}` : '/blog'
	const absolute = (html: string) => html.replace(/\b(href|src)="\/(?!\/)/g, `$1="${siteUrl}/`)
	const posts = await Promise.all(listed.slice(0, FEED_SIZE).map((post) => getPost(db, String(post.id))))
	const title = category ? `${category.name} | ${contact.CompanyName} Blog` : `${contact.CompanyName} Blog`
	const feed = new Feed({
		title,
		description: category ? `${category.name} articles from the ${contact.CompanyName} blog.` : `Articles from the developers, designers and marketers of ${contact.CompanyName}.`,
		id: `${siteUrl}${listing}`,
		link: `${siteUrl}${listing}`,
		language: 'en',
		favicon: `${siteUrl}/media/brand/favicon.svg`,
		copyright: `© ${new Date().getFullYear()} ${contact.CompanyName}`,
		updated: posts[0] ? new Date(posts[0].created_date) : new Date(0),
		generator: contact.CompanyName,
		feedLinks: Object.fromEntries(
			(Object.keys(FORMATS) as FeedFile[]).map((file) => [file === 'rss.xml' ? 'rss' : file === 'atom.xml' ? 'atom' : 'json', `${siteUrl}${feedPath(listing, file)}`]),
		),
		author: { name: contact.CompanyName, link: siteUrl },
	})
	for (const post of posts) {
		if (!post) continue
		const url = `${siteUrl}/blogdetail/${post.slug}`
		const summary = listed.find((item) => item.id === post.id)?.blog_desc
		feed.addItem({
			title: post.blog_title,
			id: url,
			link: url,
			description: summary,
			content: absolute(post.blog_desc),
			author: [{ name: post.author }],
			date: new Date(post.created_date),
			category: [{ name: post.category_name, domain: `${siteUrl}/blogs/category/${post.category_slug}` }],
		})
	}
	return new Response(format.render(feed), { headers: { 'content-type': format.type, 'cache-control': 'public, max-age=600' } })
}
