import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { UPLOADED_NAME } from '#app/lib/media.ts'
import type { FileStorage } from '#app/lib/storage.server.ts'
import { demoMediaVersion } from './media-version.ts'

export interface MediaOptions {
	/** Where back-office uploads are kept (keys `media/{kind}/u-….ext`). */
	storage: FileStorage
	/** The demo files of the repository (content/media), served when the storage has no such file. */
	demoDir: string
	/** Their version as the pages name it (`?v=`, server/media-version.ts); worked out from demoDir if not given. */
	demoVersion?: string
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
export async function mediaPlugin(app: FastifyInstance, { storage, demoDir, demoVersion = demoMediaVersion(demoDir) }: MediaOptions) {
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
			const file = await storage.open(`media/${relative}`)
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
