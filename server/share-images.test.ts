import fs from 'node:fs'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createContentEvents } from '#app/server/content-events.server.ts'
import { createLocalStorage } from '#app/server/storage.server.ts'
import { createTestApp, tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'
import { MEDIA_DIR } from './paths.ts'
import { cardSvg, wrapText } from './share-card.ts'
import { pagePathOf, sharePlugin } from './share-images.ts'
import { cardTitle, readShareMeta } from './share-meta.ts'

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const MAX_BYTES = 300 * 1024

interface FakePage {
	title: string
	description?: string
	kind?: string
	picture?: string
}

/** A page's head as React renders it: attributes in either order, text escaped. */
function pageHtml({ title, description, kind, picture }: FakePage): string {
	const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
	return [
		'<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
		`<title>${escape(title)}</title>`,
		description ? `<meta name="description" content="${escape(description)}"/>` : '',
		'<meta property="og:site_name" content="Lanternfish Digital"/>',
		`<meta content="${escape(title)}" property="og:title"/>`,
		'<meta property="og:url" content="https://www.lanternfish.example/x"/>',
		kind ? `<meta content="${escape(kind)}" name="share:kind"/>` : '',
		picture ? `<meta name="share:picture" content="${escape(picture)}"/>` : '',
		'</head><body><meta name="share:kind" content="Not in the head"/></body></html>',
	].join('')
}

/**
 * The plugin over a few fake pages (the real pages' meta is not its concern):
 * each page counts how often it was asked for, which shows when the cache answered.
 */
describe('share cards', () => {
	const dataDir = tempDataDir()
	const cacheDir = path.join(dataDir, 'cache', 'share')
	const uploads = path.join(dataDir, 'media')
	const content = createContentEvents()
	const hits = new Map<string, number>()
	const pages = new Map<string, FakePage>([
		['/fake-post', { title: 'Core Web Vitals for Small Business Sites: What Actually Matters | Lanternfish Digital Blog', description: 'LCP, INP and CLS & what to fix first.', kind: 'Blog', picture: '/media/blog/blog-core-web-vitals.svg' }],
		['/portfolio/fake-work', { title: 'Amdavadi Eats | Restaurant Website | Lanternfish Digital', description: 'A restaurant site.', kind: 'Portfolio', picture: '/media/portfolio/portfolio-amdavadi-eats.svg' }],
		['/about-us', { title: 'About Us | Lanternfish Digital', description: 'Who we are.' }],
		['/missing-picture', { title: 'A post whose cover was deleted', kind: 'Blog', picture: '/media/blog/no-such-cover.svg' }],
		['/broken-picture', { title: 'A post whose cover is not an image', kind: 'Blog', picture: '/media/blog/broken.svg' }],
		['/sneaky-picture', { title: 'A page pointing outside the media folders', picture: '/media/../../../etc/passwd' }],
		['/twice', { title: 'Asked for twice at once' }],
		['/changing', { title: 'Before the edit' }],
	])
	let app: FastifyInstance

	const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: 'site.test', ...headers } })
	const totalHits = () => [...hits.values()].reduce((sum, n) => sum + n, 0)

	beforeAll(async () => {
		fs.mkdirSync(path.join(uploads, 'blog'), { recursive: true })
		fs.writeFileSync(path.join(uploads, 'blog', 'broken.svg'), '<svg this is not xml')
		app = Fastify({ logger: false, routerOptions: { maxParamLength: 500 } })
		await app.register(sharePlugin, { storage: createLocalStorage(dataDir), demoMediaDir: MEDIA_DIR, brandDir: path.join(MEDIA_DIR, 'brand'), content })
		app.get('/*', async (request, reply) => {
			const pathname = request.url.split('?')[0]!
			hits.set(pathname, (hits.get(pathname) ?? 0) + 1)
			if (pathname === '/moved') return reply.redirect('/about-us', 301)
			const page = pages.get(pathname)
			if (!page) return reply.status(404).type('text/html').send(pageHtml({ title: 'Page not found' }))
			return reply.type('text/html; charset=utf-8').send(pageHtml(page))
		})
		await app.ready()
	})
	afterAll(async () => {
		await app?.close()
	})

	it.each([
		['/share/fake-post.png', 'a blog cover'],
		['/share/portfolio/fake-work.png', 'a tall portfolio screenshot'],
		['/share/about-us.png', 'no picture'],
	])('draws %s (%s) as a 1200 × 630 PNG under 300 KB', async (url) => {
		const response = await get(url)
		expect(response.statusCode).toBe(200)
		expect(response.headers['content-type']).toBe('image/png')
		expect(response.headers['cache-control']).toBe('public, max-age=86400')
		expect(response.headers.etag).toMatch(/^"[0-9a-f]{64}"$/)
		const png = response.rawPayload
		expect(png.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
		expect(png.length).toBeLessThan(MAX_BYTES)
		const { format, width, height } = await sharp(png).metadata()
		expect({ format, width, height }).toEqual({ format: 'png', width: 1200, height: 630 })
	})

	it('serves a card again from its file without rendering the page again', async () => {
		const first = await get('/share/fake-post.png')
		const before = hits.get('/fake-post')
		const second = await get('/share/fake-post.png')
		expect(second.statusCode).toBe(200)
		expect(hits.get('/fake-post')).toBe(before)
		expect(second.headers.etag).toBe(first.headers.etag)
		expect(second.rawPayload.equals(first.rawPayload)).toBe(true)
		const key = String(first.headers.etag).slice(1, -1)
		expect(fs.readdirSync(cacheDir)).toContain(`${key}.png`)
	})

	it('answers 304 when the crawler already has the card', async () => {
		const { headers } = await get('/share/about-us.png')
		const again = await get('/share/about-us.png', { 'if-none-match': String(headers.etag) })
		expect(again.statusCode).toBe(304)
		expect(again.rawPayload.length).toBe(0)
		const other = await get('/share/about-us.png', { 'if-none-match': '"something-else"' })
		expect(other.statusCode).toBe(200)
	})

	it('renders a card once when two requests for it arrive together', async () => {
		const [a, b] = await Promise.all([get('/share/twice.png'), get('/share/twice.png')])
		expect([a.statusCode, b.statusCode]).toEqual([200, 200])
		expect(hits.get('/twice')).toBe(1)
	})

	it('draws a new card when the content changes', async () => {
		const before = await get('/share/changing.png')
		pages.set('/changing', { title: 'After the edit' })
		expect((await get('/share/changing.png')).headers.etag).toBe(before.headers.etag)
		content.announce('blog_posts')
		const after = await get('/share/changing.png')
		expect(after.statusCode).toBe(200)
		expect(hits.get('/changing')).toBe(2)
		expect(after.headers.etag).not.toBe(before.headers.etag)
	})

	it.each(['/share/missing-picture.png', '/share/broken-picture.png', '/share/sneaky-picture.png'])(
		'still draws %s without its picture when the picture cannot be read',
		async (url) => {
			const response = await get(url)
			expect(response.statusCode).toBe(200)
			const { width, height } = await sharp(response.rawPayload).metadata()
			expect([width, height]).toEqual([1200, 630])
		},
	)

	it('answers 404 for a page that is missing or redirects', async () => {
		for (const url of ['/share/gone.png', '/share/moved.png']) {
			const response = await get(url)
			expect(response.statusCode, url).toBe(404)
		}
		expect(hits.get('/gone')).toBe(1)
		expect(hits.get('/moved')).toBe(1)
	})

	// The URL parser resolves dot segments (%2e%2e included) before routing: those never reach /share.
	it.each(['/share/../etc/passwd.png', '/share/%2e%2e/x.png', '/share/a/../../b.png'])('gives no card for %s', async (url) => {
		const response = await get(url)
		expect(response.statusCode).toBe(404)
		expect(response.headers['content-type']).not.toBe('image/png')
	})

	it.each([
		'/share/a%2Fb.png',
		'/share/a%2fb.png',
		'/share/.hidden.png',
		'/share/a//b.png',
		'/share/About.png',
		'/share/fake-post.jpg',
		'/share/fake-post',
		'/share/.png',
		'/share/api/site.png',
		'/share/share/home.png',
		`/share/${'a'.repeat(300)}.png`,
	])('refuses %s without asking any page', async (url) => {
		const before = totalHits()
		const response = await get(url)
		expect(response.statusCode).toBe(404)
		expect(totalHits()).toBe(before)
	})

	it('draws the square logo', async () => {
		const response = await get('/share/logo.png')
		expect(response.statusCode).toBe(200)
		expect(response.headers['content-type']).toBe('image/png')
		const { format, width, height } = await sharp(response.rawPayload).metadata()
		expect({ format, width, height }).toEqual({ format: 'png', width: 512, height: 512 })
		const again = await get('/share/logo.png', { 'if-none-match': String(response.headers.etag) })
		expect(again.statusCode).toBe(304)
	})

	it('renders a media file as a PNG for metadata: an SVG cover at 1200 px, an upload at its own size', async () => {
		const before = totalHits()
		const cover = await get('/share/media/blog/blog-core-web-vitals.png')
		expect(cover.statusCode).toBe(200)
		expect(cover.headers['content-type']).toBe('image/png')
		const coverMeta = await sharp(cover.rawPayload).metadata()
		expect({ format: coverMeta.format, width: coverMeta.width }).toEqual({ format: 'png', width: 1200 })

		await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2a6' } }).webp().toFile(path.join(uploads, 'blog', 'u-photo.webp'))
		const upload = await get('/share/media/blog/u-photo.png')
		expect(upload.statusCode).toBe(200)
		expect((await sharp(upload.rawPayload).metadata()).width).toBe(640)
		expect(totalHits()).toBe(before)

		for (const url of ['/share/media/blog/no-such-cover.png', '/share/media/blog/broken.png', '/share/media/../blog/x.png', '/share/media/blog/x.svg', '/share/media/Blog/x.png']) {
			expect((await get(url)).statusCode, url).toBe(404)
		}
	})
})

describe('share card parts', () => {
	it('maps a share URL to its page path', () => {
		expect(pagePathOf('/share/home.png')).toBe('/')
		expect(pagePathOf('/share/blogdetail/some-post.png')).toBe('/blogdetail/some-post')
		expect(pagePathOf('/share/portfolio/php.png?v=2')).toBe('/portfolio/php')
		expect(pagePathOf('/share/a/b.png')).toBe('/a/b')
		for (const bad of ['/share/../x.png', '/share/a%2fb.png', '/share/admin.png', '/share/media/x.png', '/share/x.PNG', '/share/a/.png']) {
			expect(pagePathOf(bad), bad).toBeNull()
		}
	})

	it('reads the share meta whatever the attribute order and quoting, entities decoded', () => {
		const html = `<html><head><title>Fallback</title>
			<meta content="Tom &amp; Jerry&#x27;s &quot;Guide&quot; &lt;2025&gt; &#39;ok&#39; | Lanternfish Digital" property="og:title">
			<meta name='description' content='Fast &amp; friendly'>
			<META NAME="share:kind" CONTENT="Careers" />
			<meta data-x="1" content="/media/events/a.svg" name="share:picture">
			<meta property="og:site_name" content="Lanternfish Digital"></head><body></body></html>`
		expect(readShareMeta(html)).toEqual({
			title: 'Tom & Jerry\'s "Guide" <2025> \'ok\' | Lanternfish Digital',
			description: 'Fast & friendly',
			kind: 'Careers',
			picture: '/media/events/a.svg',
			siteName: 'Lanternfish Digital',
			url: undefined,
		})
		expect(readShareMeta('<head><title>Only a title &amp; more</title></head>')).toMatchObject({ title: 'Only a title & more', kind: undefined, picture: undefined })
	})

	it('drops the company suffixes from the title', () => {
		expect(cardTitle('Web Development | Lanternfish Digital', 'Lanternfish Digital')).toBe('Web Development')
		expect(cardTitle('PHP | Logo Design Portfolio | Lanternfish Digital Portfolio', 'Lanternfish Digital')).toBe('PHP – Logo Design Portfolio')
		expect(cardTitle('Lanternfish Digital | Web Development & SEO Agency', 'Lanternfish Digital')).toBe('Web Development & SEO Agency')
		expect(cardTitle('About Lanternfish Digital | Web & Marketing Agency', 'Lanternfish Digital')).toBe('About Lanternfish Digital – Web & Marketing Agency')
		expect(cardTitle('Lanternfish Digital', 'Lanternfish Digital')).toBe('Lanternfish Digital')
	})

	it('wraps a title into at most three lines and ends a longer one with an ellipsis', () => {
		const short = wrapText('Hello world', { maxWidth: 600, fontSize: 56, maxLines: 3 })
		expect(short).toEqual({ lines: ['Hello world'], truncated: false })
		const long = wrapText('word '.repeat(60), { maxWidth: 600, fontSize: 56, maxLines: 3 })
		expect(long.lines).toHaveLength(3)
		expect(long.truncated).toBe(true)
		expect(long.lines[2]).toMatch(/…$/)
		const dashed = wrapText('Careers at Lanternfish Digital – Jobs in Ahmedabad', { maxWidth: 996, fontSize: 56, maxLines: 3 })
		expect(dashed.lines.some((line) => line.startsWith('–'))).toBe(false)
		const unbroken = wrapText('x'.repeat(80), { maxWidth: 300, fontSize: 40, maxLines: 3 })
		expect(unbroken.lines).toHaveLength(3)
	})

	it('writes the kind and the escaped, wrapped title into the card', () => {
		const svg = cardSvg({
			title: 'Tom & Jerry\'s <Guide> to Core Web Vitals for Small Business Sites: What Actually Matters',
			description: 'A "quick" read',
			kind: 'Blog',
			brand: 'Lanternfish Digital',
			host: 'www.lanternfish.example',
			withPicture: true,
		})
		const lines = [...svg.matchAll(/<text[^>]*font-size="(\d+)" font-weight="700" fill="#ffffff">([^<]*)<\/text>/g)].filter(([, size]) => Number(size) >= 40).map(([, , text]) => text)
		expect(lines.length).toBeGreaterThanOrEqual(2)
		expect(lines.length).toBeLessThanOrEqual(3)
		expect(lines.join(' ')).toContain('Tom &amp; Jerry&apos;s &lt;Guide&gt; to Core')
		expect(svg).not.toContain('<Guide>')
		expect(svg).toContain('>BLOG</text>')
		expect(svg).toContain('A &quot;quick&quot; read')
		expect(svg).toContain('www.lanternfish.example')
		expect(svg).toContain('>Lanternfish</text>')
		expect(svg).toContain('>DIGITAL</text>')
	})

	it('keeps the card valid whatever the page says', async () => {
		const svg = cardSvg({ title: 'Bell\u0007 and null\u0000 characters', kind: 'A kind label far too long to fit on one pill in the card', brand: 'Solo', host: 'site.test', withPicture: false, withMark: false })
		expect(svg).toContain('>Bell and null characters</text>')
		expect(svg).toMatch(/>A KIND LABEL [A-Z ]+…<\/text>/)
		const { width, height } = await sharp(Buffer.from(svg)).metadata()
		expect([width, height]).toEqual([1200, 630])
	})
})

/** The plugin as the application registers it. */
describe('share cards in the application', () => {
	let database: TestDatabase
	let app: FastifyInstance

	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
		app = await createTestApp(database.db)
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('serves the logo and refuses a card for a page that does not exist', async () => {
		const logo = await app.inject({ method: 'GET', url: '/share/logo.png' })
		expect(logo.statusCode).toBe(200)
		expect(logo.headers['content-type']).toBe('image/png')
		const { width, height } = await sharp(logo.rawPayload).metadata()
		expect([width, height]).toEqual([512, 512])
		const missing = await app.inject({ method: 'GET', url: '/share/no-such-page.png' })
		expect(missing.statusCode).toBe(404)
	})
})
