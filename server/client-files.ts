import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { COMPRESSIBLE } from './precompressed-files.ts'

/**
 * The client build's files (scripts, styles, icons) at the site's root. Only files that exist at
 * start-up get routes, so every other path falls through to the pages. Hashed names under /assets
 * never change and are kept a year; the rest an hour. Text files are sent as the build compressed
 * them (`.br`, `.gz` beside each, server/precompressed-files.ts): no compression per request.
 */
export const clientFilesPlugin = fp(async (app: FastifyInstance, { dir }: { dir: string }) => {
	await app.register(fastifyStatic, {
		root: dir,
		prefix: '/',
		wildcard: false,
		decorateReply: false,
		cacheControl: false,
		preCompressed: true,
		// The compressed copies are sent for their file, never under a URL of their own.
		globIgnore: ['**/*.br', '**/*.gz'],
		setHeaders(res, filePath) {
			const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
			res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
			// A shared cache keeps one copy per encoding: the same URL is sent as Brotli, gzip or plain.
			if (COMPRESSIBLE.test(filePath.replace(/\.(?:br|gz)$/, ''))) res.setHeader('vary', 'accept-encoding')
		},
	})
})
