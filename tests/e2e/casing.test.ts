import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { decodeEntities, serverHtml, useSite } from './site.ts'

/** Headings the spec quotes in capitals, kept as it writes them. */
const SPEC_CAPITALS = new Set(['CATEGORIES', 'PSD TO HTML'])

/** One page of each main template. */
const TEMPLATES = [
	'/',
	'/blog',
	'/service/seo-services',
	'/service/php-development',
	'/services',
	'/portfolio',
	'/portfolio/php',
	'/event',
	'/career',
	'/faq',
	'/about-us',
	'/contact-us',
	'/site-map',
	'/testimonial',
	'/feature-comparison',
]

const text = (html: string) => decodeEntities(html.replace(/<[^>]+>/g, '')).replace(/\s+/g, ' ').trim()

/** The links of a page to a path, by their text. */
const linkTexts = (html: string, href: string) =>
	[...html.matchAll(new RegExp(`<a [^>]*href="${href}"[^>]*>([\\s\\S]*?)</a>`, 'g'))].map((m) => text(m[1]!)).filter(Boolean)

/**
 * One casing style across the site: headings are in
 * sentence case with acronyms in capitals; capitals come from the text, not
 * from CSS; a page's heading, menu and breadcrumb name it alike.
 */
describe('one casing style', () => {
	const site = useSite()

	it('no heading of the main templates is in capitals or writes an acronym in lower case', async () => {
		const blog = (await (await fetch(site.url('/api/Blog/blog'))).json()) as { slug: string }[]
		const found: string[] = []
		for (const pathname of [...TEMPLATES, `/blogdetail/${blog[0]!.slug}`]) {
			const { status, html } = await serverHtml(site, pathname)
			expect(status, pathname).toBe(200)
			for (const [, level, inner] of html.matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)) {
				const heading = text(inner!)
				if (SPEC_CAPITALS.has(heading)) continue
				if (/[A-Z]{2,} [A-Z]{2,}/.test(heading) && heading === heading.toUpperCase()) found.push(`${pathname} h${level} in capitals: ${heading}`)
				if (/\b(seo|php|html|usa|faq|cms)\b/.test(heading)) found.push(`${pathname} h${level} with a lower-case acronym: ${heading}`)
			}
		}
		expect(found).toEqual([])
	})

	it('a service page invites a project in a sentence with its acronyms', async () => {
		expect((await serverHtml(site, '/service/seo-services')).html).toContain('Planning an SEO services project?')
		expect((await serverHtml(site, '/service/web-development')).html).toContain('Planning a web development project?')
	})

	it('the events and blog pages are named alike by their heading, the menu and the breadcrumb', async () => {
		const events = (await serverHtml(site, '/event')).html
		expect(new Set(linkTexts(events, '/event'))).toEqual(new Set(['Event']))
		expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(events)![1]!)).toBe('Event')
		const blog = (await serverHtml(site, '/blog')).html
		// Besides the pager's link to its first page.
		expect(new Set(linkTexts(blog, '/blog').filter((name) => !/^Page \d+$/.test(name)))).toEqual(new Set(['Blogs']))
		expect(text(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/.exec(blog)![0])).toContain('Blogs')
	})

	it('no stylesheet turns text into capitals', () => {
		const sheets = fs.readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.css'))
		const upper = sheets.filter((file) => fs.readFileSync(path.join(ROOT, 'app', file), 'utf8').includes('text-transform: uppercase'))
		expect(upper).toEqual([])
	})
})
