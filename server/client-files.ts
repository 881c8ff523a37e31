import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

/**
 * The client build's files (scripts, styles, icons) at the site's root. Only files that exist at
 * start-up get routes, so every other path falls through to the pages. Hashed names under /assets
 * never change and are kept a year; the rest an hour.
 */
export const clientFilesPlugin = fp(async (app: FastifyInstance, { dir }: { dir: string }) => {
	await app.register(fastifyStatic, {
		root: dir,
		prefix: '/',
		wildcard: false,
		decorateReply: false,
		cacheControl: false,
		setHeaders(res, filePath) {
			const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
			res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
		},
	})
})
