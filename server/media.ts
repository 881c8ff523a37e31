import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADED_NAME } from '#app/lib/media.ts'
import { type FileStorage, PRIVATE_DIR, PRIVATE_FILE } from '#app/server/storage.server.ts'
import { demoMediaVersion } from './media-version.ts'

export interface MediaOptions {
	/** Where back-office uploads are kept (keys `media/{kind}/u-….ext`). */
	storage: FileStorage
	/** The demo files of the repository (content/media), served when the storage has no such file. */
	demoDir: string
	/** Their version as the pages name it (`?v=`, server/media-version.ts); worked out from demoDir if not given. */
	demoVersion?: string
	/**
	 * With the uploads in a bucket: a local copy of each one served, so that the pictures already
	 * seen keep being served while the bucket is away. Bounded by cacheBytes.
	 */
	cacheDir?: string
	cacheBytes?: number
}

const TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' }
const FOR_GOOD = 'public, max-age=31536000, immutable'
const FOR_A_WEEK = 'public, max-age=604800'

/**
 * `/media/*`: uploads from the file storage (the data directory or the bucket, read by the
 * server: the bucket stays private), cached for good since an uploaded name never changes;
 * otherwise the demo files: cached for good when asked for with the current version of
 * the demo pictures (as every page names them), for a week without it. A CDN in front
 * keeps them as long.
 */
export async function mediaPlugin(app: FastifyInstance, { storage, demoDir, demoVersion = demoMediaVersion(demoDir), cacheDir, cacheBytes = 256 * 1024 * 1024 }: MediaOptions) {
	const copies = storage.engine === 's3' && cacheDir ? createCopies(cacheDir, cacheBytes) : undefined
	// Said once when the storage stops answering and once when it is back, not for every picture.
	let awaySince: number | undefined
	await app.register(fastifyStatic, {
		root: demoDir,
		serve: false,
		cacheControl: false,
	})

	app.get('/media/*', async (request, reply) => {
		const relative = (request.params as { '*': string })['*']
		const segments = relative.split('/')
		const name = segments.at(-1) ?? ''
		const uploaded = UPLOADED_NAME.exec(name)
		// Only the folders the pages use (one level, as media/{kind}/{name}), never a path of the visitor's making.
		if (uploaded && segments.length === 2 && /^[a-z0-9-]+$/.test(segments[0]!)) {
			let file: Awaited<ReturnType<FileStorage['open']>>
			try {
				file = await storage.open(`media/${relative}`)
				if (file && copies) file = await copies.keep(relative, file)
				if (awaySince !== undefined) {
					request.log.info(`media: the file storage answers again after ${Math.round((Date.now() - awaySince) / 1000)} s`)
					awaySince = undefined
				}
			} catch (error) {
				if (awaySince === undefined) {
					awaySince = Date.now()
					request.log.warn({ err: error }, 'media: the file storage does not answer; pictures already served come from their local copies meanwhile')
				}
				// The bucket is away: the copy kept here when it was last served, else a 503 to try again.
				const copy = await copies?.open(relative)
				if (copy) file = copy
				else {
					return reply.status(503).header('retry-after', '30').header('cache-control', 'no-store').send({ success: 0, message: 'This picture is not available just now. Please try again in a moment.' })
				}
			}
			if (file) {
				// A browser asking again after a year gets "not modified": the name's bytes never change.
				const since = Date.parse(request.headers['if-modified-since'] ?? '')
				if (since >= Math.floor(file.modified.getTime() / 1000) * 1000) {
					file.stream.destroy()
					return reply.status(304).header('cache-control', FOR_GOOD).send()
				}
				return reply
					.header('cache-control', FOR_GOOD)
					.header('content-length', file.bytes)
					.header('last-modified', file.modified.toUTCString())
					.type(TYPES[uploaded[1]!]!)
					.send(file.stream)
			}
		}
		const { v } = request.query as { v?: string }
		return reply.header('cache-control', v === demoVersion ? FOR_GOOD : FOR_A_WEEK).sendFile(relative)
	})
}

/**
 * Local copies of the uploads served from a bucket, under their own (never reused) names, the
 * least recently written going first past the size given. A copy is written whole or not at all.
 */
function createCopies(dir: string, maxBytes: number) {
	const fileOf = (relative: string) => path.join(dir, relative.replace('/', '__'))
	let pruning = false
	async function prune(): Promise<void> {
		if (pruning) return
		pruning = true
		try {
			const files = await Promise.all(
				(await fs.promises.readdir(dir)).map(async (name) => ({ name, ...(await fs.promises.stat(path.join(dir, name)).catch(() => ({ size: 0, mtimeMs: 0 }))) })),
			)
			let total = files.reduce((sum, file) => sum + file.size, 0)
			for (const file of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
				if (total <= maxBytes) break
				await fs.promises.rm(path.join(dir, file.name), { force: true })
				total -= file.size
			}
		} finally {
			pruning = false
		}
	}
	return {
		/** Reads the file from the bucket whole, keeps a copy, and hands the bytes on. */
		async keep(relative: string, file: NonNullable<Awaited<ReturnType<FileStorage['open']>>>) {
			const bytes = await buffer(file.stream)
			const target = fileOf(relative)
			if (!fs.existsSync(target)) {
				await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR })
				const temporary = `${target}.${process.pid}.tmp`
				await fs.promises
					.writeFile(temporary, bytes, { mode: PRIVATE_FILE })
					.then(() => fs.promises.rename(temporary, target))
					.then(() => prune())
					.catch(() => fs.promises.rm(temporary, { force: true }))
			}
			return { ...file, stream: Readable.from([bytes]) }
		},
		async open(relative: string) {
			const target = fileOf(relative)
			const stats = await fs.promises.stat(target).catch(() => undefined)
			if (!stats) return null
			return { key: `media/${relative}`, bytes: stats.size, modified: stats.mtime, stream: fs.createReadStream(target) }
		},
	}
}
