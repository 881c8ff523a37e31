import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ContentEvents } from '#app/server/content-events.server.ts'
import { redactUrl } from './request-log.ts'
import { loadSharp } from '#app/server/images.server.ts'
import { type CardText, drawCard, drawLogo, pictureLayer, rasterise } from './share-card.ts'
import { cardTitle, decodeEntities, readShareMeta, type ShareMeta } from './share-meta.ts'
import type { FileStorage } from '#app/server/storage.server.ts'

export interface ShareOptions {
	/** Keeps drawn cards (cache/share/{content hash}.png) and holds uploaded `/media/…` pictures (media/…). */
	storage: FileStorage
	/** The demo `/media/…` files, looked up after the storage (as the /media route does). */
	demoMediaDir: string
	/** Holds favicon.svg (the mark) and logo.svg (whose title names the company). */
	brandDir: string
	/** When given, a content change makes the next request read the page again at once. */
	content?: ContentEvents
}

/** Goes up whenever the drawing changes, so every cached card is drawn again. */
export const RENDERER_VERSION = 1

const PICTURE_TYPES = new Set(['.svg', '.webp', '.jpg', '.jpeg', '.png'])
const PICTURE_MAX_BYTES = 20 * 1024 * 1024
/** How long a page's meta is trusted without asking the page again (content events cut it short). */
const META_TTL_MS = 10 * 60 * 1000
const META_MAX_ENTRIES = 5000
/** Where drawn cards are kept in the file storage. */
const SHARE_PREFIX = 'cache/share/'
const SHARE_PATH = /^\/share\/([a-z0-9][a-z0-9/._-]{0,199})\.png$/
/** Not public pages, or this route itself: never drawn. */
const NOT_PAGES = /^\/(api|admin|assets|media|share)(\/|$)/

/**
 * Serves the share cards the pages name in og:image: `/share/home.png` for
 * the home page, `/share/{path}.png` for any other, drawn from what the page
 * itself says (its og:title, description, share:kind and share:picture), and
 * `/share/logo.png`, the square mark structured data points to.
 */
export async function sharePlugin(app: FastifyInstance, { storage, demoMediaDir, brandDir, content }: ShareOptions) {
	const brand = brandAssets(brandDir, app)
	const metaCache = new Map<string, { meta: ShareMeta; at: number; version: number }>()
	const inFlight = new Map<string, Promise<Card | undefined>>()

	const cached = async (key: string, draw: () => Promise<Buffer>): Promise<Card> => {
		// Drawn once for every server sharing the storage; a card is the same bytes whoever draws it.
		const file = `${SHARE_PREFIX}${key}.png`
		if (!(await storage.exists(file))) await storage.put(file, await draw())
		return { key, file }
	}

	/** The page's meta: remembered for a while, so a crawler's repeated fetches cost no page render. */
	const metaOf = async (pagePath: string, host: string): Promise<ShareMeta | undefined> => {
		const memoKey = `${host} ${pagePath}`
		const version = content?.version() ?? 0
		const memo = metaCache.get(memoKey)
		if (memo && memo.version === version && Date.now() - memo.at < META_TTL_MS) return memo.meta
		const page = await app.inject({ method: 'GET', url: pagePath, headers: { host, accept: 'text/html' } })
		if (page.statusCode !== 200 || !String(page.headers['content-type'] ?? '').startsWith('text/html')) return undefined
		const meta = readShareMeta(page.body)
		if (!meta.title) return undefined
		metaCache.delete(memoKey)
		metaCache.set(memoKey, { meta, at: Date.now(), version })
		if (metaCache.size > META_MAX_ENTRIES) metaCache.delete(metaCache.keys().next().value!)
		return meta
	}

	const pageCard = async (pagePath: string, host: string): Promise<Card | undefined> => {
		const meta = await metaOf(pagePath, host)
		if (!meta?.title) return undefined
		const [mark, brandName] = await Promise.all([brand.mark(), brand.name()])
		const siteName = meta.siteName || brandName
		const picture = meta.picture ? await findMedia(meta.picture, storage, demoMediaDir) : undefined
		const text: Omit<CardText, 'withPicture'> = {
			title: cardTitle(meta.title, siteName),
			description: meta.description,
			kind: meta.kind,
			brand: siteName,
			host: hostOf(meta.url) ?? host.replace(/:\d+$/, ''),
			withMark: Boolean(mark),
		}
		const key = sha256([RENDERER_VERSION, pagePath, text, meta.picture ?? '', picture?.stamp ?? '', mark ? sha256(mark) : ''])
		return cached(key, async () => {
			const layer = picture && (await picture.read().then(pictureLayer).catch((error: unknown) => {
				app.log.warn({ err: error, picture: meta.picture }, 'share card drawn without its picture')
				return undefined
			}))
			return drawCard({ ...text, withPicture: Boolean(layer) }, mark, layer)
		})
	}

	const send = async (request: FastifyRequest, reply: FastifyReply, card: Card) => {
		const etag = `"${card.key}"`
		reply.header('cache-control', 'public, max-age=86400').header('etag', etag)
		if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send()
		const png = await storage.open(card.file)
		if (!png) throw new Error(`share card ${card.file} is gone from the storage`)
		return reply.type('image/png').header('content-length', png.bytes).send(png.stream)
	}
	const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('Not found')

	app.get('/share/logo.png', async (request, reply) => {
		try {
			const source = await brand.markSource()
			if (!source) return notFound(reply)
			const card = await cached(sha256([RENDERER_VERSION, 'logo', source]), () => drawLogo(source))
			return await send(request, reply, card)
		} catch (error) {
			request.log.error({ err: error }, 'share logo failed')
			return notFound(reply)
		}
	})

	// A raster rendering of a media file (an SVG cover, a WebP upload) for metadata that wants PNG:
	// /share/media/{folder}/{name}.png renders /media/{folder}/{name}.{svg,webp,jpg,jpeg,png}.
	app.get('/share/media/*', async (request, reply) => {
		const match = /^\/share\/media\/([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9._-]{0,150})\.png$/.exec(request.url)
		if (!match) return notFound(reply)
		const [, folder, name] = match
		try {
			for (const extension of ['.svg', '.webp', '.jpg', '.jpeg', '.png']) {
				const found = await findMedia(`/media/${folder}/${name}${extension}`, storage, demoMediaDir)
				if (!found) continue
				const card = await cached(sha256([RENDERER_VERSION, 'raster', folder, name, extension, found.stamp]), async () => rasterise(await found.read()))
				return await send(request, reply, card)
			}
			return notFound(reply)
		} catch (error) {
			request.log.error({ err: error, url: redactUrl(request.url) }, 'raster media failed')
			return notFound(reply)
		}
	})

	app.get('/share/*', async (request, reply) => {
		const pagePath = pagePathOf(request.url)
		if (!pagePath) return notFound(reply)
		const flightKey = `${request.host} ${pagePath}`
		let job = inFlight.get(flightKey)
		if (!job) {
			job = pageCard(pagePath, request.host).finally(() => inFlight.delete(flightKey))
			inFlight.set(flightKey, job)
		}
		try {
			const card = await job
			return card ? await send(request, reply, card) : notFound(reply)
		} catch (error) {
			// A card is decoration: whatever went wrong, the crawler hears "no image", never a 500.
			request.log.error({ err: error, pagePath }, 'share card failed')
			return notFound(reply)
		}
	})
}

interface Card {
	key: string
	/** Its key in the file storage. */
	file: string
}

/** The page a share URL names (`/share/home.png` → `/`), or null for anything that is not a plain page path. */
export function pagePathOf(url: string): string | null {
	const pathname = url.split('?', 1)[0]!
	const match = SHARE_PATH.exec(pathname)
	if (!match) return null
	const inner = match[1]!
	if (inner.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return null
	const pagePath = inner === 'home' ? '/' : `/${inner}`
	return NOT_PAGES.test(pagePath) ? null : pagePath
}

/** The brand's files, read once when first needed; a missing file means a card without it, not an error. */
function brandAssets(brandDir: string, app: FastifyInstance) {
	let source: Promise<Buffer | undefined> | undefined
	let mark: Promise<Buffer | undefined> | undefined
	let name: Promise<string> | undefined
	const markSource = () =>
		(source ??= fs.readFile(path.join(brandDir, 'favicon.svg')).catch((error: unknown) => {
			app.log.warn({ err: error }, 'share cards: no brand mark (favicon.svg)')
			return undefined
		}))
	return {
		markSource,
		mark: () =>
			(mark ??= markSource().then(async (svg) => (svg ? (await loadSharp())(svg, { density: 72 * 4 }).resize(60, 60).png().toBuffer() : undefined))),
		name: () =>
			(name ??= fs
				.readFile(path.join(brandDir, 'logo.svg'), 'utf8')
				.then((svg) => decodeEntities(/<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? '').trim())
				.catch(() => '')),
	}
}

/** A `/media/…` picture, uploaded (in the storage) or a demo file, with what changes when its bytes do; undefined when it is not there. */
async function findMedia(picture: string, storage: FileStorage, demoDir: string): Promise<{ read: () => Promise<Buffer>; stamp: string } | undefined> {
	let pathname: string
	try {
		pathname = new URL(picture, 'http://x').pathname
	} catch {
		return undefined
	}
	const match = /^\/media\/([A-Za-z0-9][A-Za-z0-9/._-]*)$/.exec(pathname)
	if (!match || match[1]!.split('/').some((segment) => segment === '' || segment.startsWith('.'))) return undefined
	const relative = match[1]!
	if (!PICTURE_TYPES.has(path.extname(relative).toLowerCase())) return undefined
	const usable = (bytes: number) => bytes > 0 && bytes <= PICTURE_MAX_BYTES
	const stored = await storage.stat(`media/${relative}`)
	if (stored && usable(stored.bytes)) {
		return {
			stamp: `${stored.modified.getTime()}:${stored.bytes}`,
			read: async () => {
				const stream = await storage.get(stored.key)
				if (!stream) throw new Error(`${stored.key} is gone from the storage`)
				return buffer(stream)
			},
		}
	}
	const root = path.resolve(demoDir)
	const file = path.resolve(root, relative)
	if (!file.startsWith(root + path.sep)) return undefined
	const stat = await fs.stat(file).catch(() => undefined)
	if (stat?.isFile() && usable(stat.size)) return { stamp: `${stat.mtimeMs}:${stat.size}`, read: () => fs.readFile(file) }
	return undefined
}

function hostOf(url: string | undefined): string | undefined {
	if (!url) return undefined
	try {
		return new URL(url).hostname || undefined
	} catch {
		return undefined
	}
}

function matchesEtag(header: string | undefined, etag: string): boolean {
	if (!header) return false
	return header.trim() === '*' || header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}

function sha256(value: unknown): string {
	return createHash('sha256')
		.update(Buffer.isBuffer(value) ? value : JSON.stringify(value))
		.digest('hex')
}
