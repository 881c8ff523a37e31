import path from 'node:path'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import fastifyStatic from '@fastify/static'
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { type Env, publicConfig } from '#app/lib/env.server.ts'
import { blogApi } from './api/blog.ts'
import { companyApi } from './api/company.ts'
import { contentApi } from './api/content.ts'
import { portfolioApi } from './api/portfolio.ts'
import { siteApi } from './api/site.ts'
import { type BuildSource, reactRouterPlugin } from './react-router.ts'

export interface ApiOptions {
	db: Kysely<DB>
}

export interface AppOptions {
	env: Env
	db: Kysely<DB>
	/** Where the React Router build comes from; without it only the API and files are served. */
	pages?: { build: BuildSource; clientDir?: string }
	/** Registers extra plugins first (the Vite dev middleware). */
	before?: (app: FastifyInstance) => Promise<void>
	logger?: FastifyServerOptions['logger']
}

const ROOT = path.resolve(import.meta.dirname, '..')
export const MEDIA_DIR = path.join(ROOT, 'content', 'media')

/**
 * Builds the whole HTTP application without listening, so tests can inject
 * requests and the entry point can decide how to listen and shut down.
 */
export async function buildApp({ env, db, pages, before, logger }: AppOptions): Promise<FastifyInstance> {
	const app = Fastify({
		logger: logger ?? { level: env.LOG_LEVEL },
		logController: new LogController({ disableRequestLogging: true }),
		trustProxy: true,
		bodyLimit: 64 * 1024,
		routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
	})

	// One log line per request.
	app.addHook('onResponse', async (request, reply) => {
		request.log.info(
			{ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
			'request',
		)
	})
	app.addHook('onSend', async (_request, reply) => {
		reply.header('x-content-type-options', 'nosniff')
		reply.header('referrer-policy', 'strict-origin-when-cross-origin')
		reply.header('x-frame-options', 'SAMEORIGIN')
		reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()')
	})

	app.setErrorHandler((error: Error & { statusCode?: number; validation?: unknown }, request, reply) => {
		const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500
		if (status >= 500) request.log.error({ err: error }, 'request failed')
		// 4xx from Fastify itself (bad JSON, body too large) keep their message; 5xx never leak details.
		const message = status >= 500 ? 'Something went wrong on our side. Please try again.' : error.message
		return reply.status(status).send({ success: 0, message })
	})

	if (before) await before(app)
	await app.register(compress, { threshold: 1024 })
	await app.register(formbody)

	await app.register(
		async (api) => {
			for (const group of [siteApi, blogApi, portfolioApi, companyApi, contentApi]) {
				await api.register(group, { db })
			}
			api.setNotFoundHandler((_request, reply) => reply.status(404).send({ success: 0, message: 'No such API endpoint' }))
		},
		{ prefix: '/api' },
	)

	await app.register(fastifyStatic, {
		root: MEDIA_DIR,
		prefix: '/media/',
		maxAge: '7d',
		decorateReply: false,
	})

	if (pages?.clientDir) {
		// Only files that exist at start-up get routes, so every other path
		// falls through to the pages. Hashed names under /assets never change.
		await app.register(fastifyStatic, {
			root: pages.clientDir,
			prefix: '/',
			wildcard: false,
			decorateReply: false,
			cacheControl: false,
			setHeaders(res, filePath) {
				const hashed = filePath.includes(`${path.sep}assets${path.sep}`)
				res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
			},
		})
	}

	if (pages) {
		await app.register(reactRouterPlugin, {
			build: pages.build,
			mode: env.NODE_ENV,
			context: { db, siteUrl: env.SITE_URL, config: publicConfig(env) },
		})
	}
	return app
}
