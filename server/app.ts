import { randomBytes } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify'
import type { Redis } from 'ioredis'
import type { Kysely } from 'kysely'
import { engineOf } from '#database/db.ts'
import type { DB } from '#database/schema.ts'
import { createAuth } from '#app/server/auth.server.ts'
import { type ContentEvents, createContentEvents } from '#app/server/content-events.server.ts'
import { createContentMemo } from '#app/server/content-memo.server.ts'
import { type Env, publicConfig } from '#app/server/env.server.ts'
import { trustProxyOption, trustProxyWarning } from '#app/server/trust-proxy.server.ts'
import { createStorage, type FileStorage } from '#app/server/storage.server.ts'
import type { CvStore } from '#app/server/uploads.server.ts'
import type { AppContext } from '#app/server/context.server.ts'
import { createWindowCounter, type LocalWindows, memoryWindows } from '#app/server/window-counter.server.ts'
import { apiPlugin } from './api/index.ts'
import { clientFilesPlugin } from './client-files.ts'
import { wholeBodyCompression } from './compression.ts'
import { createContentSecurityPolicy, cspPlugin } from './content-security-policy.ts'
import { cspReportPlugin } from './csp-report.ts'
import { startContentSync } from './content-sync.ts'
import { mediaPlugin } from './media.ts'
import { operationsPlugin } from './operations.ts'
import { cvStoreOf } from './cv-store.ts'
import { createLeadSpool } from './lead-spool.ts'
import { databaseAnswers } from './readiness.ts'
import { pageCachePlugin } from './page-cache.ts'
import type { ServerPeers } from './cluster.ts'
import { connectRedis, rateLimitPlugin } from './rate-limit-store.ts'
import { logRequest, logsAt, requestLogPlugin } from './request-log.ts'
import { MEDIA_DIR } from './paths.ts'
import { islandsRuntimeUrl } from './islands-runtime.ts'
import { readStylesheets } from './stylesheets.ts'
import { type BuildSource, queryParamsOf, reactRouterPlugin } from './react-router.ts'
import { badRequestLine, requestGuardsPlugin } from './request-guards.ts'
import { securityHeadersPlugin } from './security-headers.ts'
import { sharePlugin } from './share-images.ts'

export interface AppOptions {
	env: Env
	db: Kysely<DB>
	/** Where the React Router build comes from; without it only the API and files are served. */
	pages?: { build: BuildSource; clientDir?: string }
	/** Registers extra plugins first (the Vite dev middleware). */
	before?: (app: FastifyInstance) => Promise<void>
	logger?: FastifyServerOptions['logger']
	/** The fetch used to reach Turnstile's verification API (replaced in tests). */
	turnstileFetch?: typeof fetch
	/** Told of every content change (the page cache listens); one is made when none is given. */
	content?: ContentEvents
	/** How often the database's content change counter is read (ms); tests shorten or lengthen it. */
	contentPollMs?: number
	/** Where files are kept (CVs, uploads, share cards); the configured engine is made when none is given. */
	storage?: FileStorage
	/** The CVs' store over that storage (server/serve.ts gives the one its clean-up and tasks use); made when none is given. */
	cvStore?: CvStore
	/** How often page views and Core Web Vitals are written (ms, default 5 s); tests shorten or lengthen it. */
	pageViewFlushMs?: number
	/** The clock the page cache reads its entries' age on (ms; tests move it past the maximum age). */
	pageCacheClock?: () => number
	/** In a worker of several server processes (server/cluster.ts): what it shares with the others of its machine. */
	peers?: ServerPeers
}

/** Idle keep-alive connections are let go this soon. */
const KEEP_ALIVE_MS = 5000

/**
 * Builds the whole HTTP application without listening, so tests can inject
 * requests and the entry point can decide how to listen and shut down.
 * Plugins are registered in the order their hooks must run (see docs/architecture.md).
 */
export async function buildApp({ env, db, pages, before, logger, turnstileFetch, content = createContentEvents(), contentPollMs, storage: given, cvStore: givenCvStore, pageViewFlushMs, pageCacheClock, peers }: AppOptions): Promise<FastifyInstance> {
	const storage = given ?? (await createStorage(env))
	// The page cache answers most requests itself, before the framework (decision 024), once it is registered.
	let fromMemory: ((request: IncomingMessage, response: ServerResponse) => boolean) | undefined
	const app = Fastify(serverOptions(env, logger, (request, response) => fromMemory?.(request, response) ?? false))
	// TRUST_PROXY=true, once "believe every hop", is read as one (decision 062): said at every start until it is changed.
	const trustWarning = trustProxyWarning(env.TRUST_PROXY)
	if (trustWarning) app.log.warn(trustWarning)

	await app.register(requestLogPlugin, { slowMs: env.LOG_SLOW_MS })
	await app.register(securityHeadersPlugin, { siteUrl: env.SITE_URL, hstsPreload: env.HSTS_PRELOAD })
	// Before the page cache: what these hooks refuse never reaches it (acceptsRaw says the same).
	// No canonical redirects in development, where Vite serves its own module paths.
	await app.register(requestGuardsPlugin, { requestTimeoutSeconds: env.REQUEST_TIMEOUT_SECONDS, canonical: env.NODE_ENV !== 'development' ? { db } : undefined })
	if (before) await before(app)

	// Pages are allowed their inline scripts and styles by hashes, kept with each page (decision 045).
	const csp = createContentSecurityPolicy(env)
	// Rendered once, served from memory until content changes; before compress, which skips what it encoded.
	// (Not in development, where every edit must show.)
	if (env.PAGE_CACHE_MB > 0 && env.NODE_ENV !== 'development') {
		await app.register(pageCachePlugin, {
			content,
			csp,
			maxBytes: env.PAGE_CACHE_MB * 1024 * 1024,
			maxAgeMs: env.PAGE_CACHE_MAX_AGE_SECONDS * 1000,
			now: pageCacheClock,
			acceptsRaw: (request) => badRequestLine(request.headers.host, request.url ?? '') === undefined,
			queryKept: queryParamsOf(pages && (await pages.build())),
			shared: peers?.renders,
			servedRaw: (served) => {
				app.observeResponse(served)
				// A hit's line is at debug unless it failed or was slow (requestLogLevel): at the default level none is built.
				if (served.status >= 500 || served.ms >= env.LOG_SLOW_MS || logsAt(app.log, 'debug')) logRequest(app.log, { ...served, fromCache: true }, env.LOG_SLOW_MS)
			},
		})
		fromMemory = app.pageCache.serveRaw
	}
	// After the cache, before compression. No policy in development, where Vite adds inline scripts of its own.
	await app.register(cspPlugin, { csp, enforce: env.NODE_ENV !== 'development' })
	app.addHook('onClose', await startContentSync({ db, content, log: app.log, redisUrl: env.REDIS_URL, pollMs: contentPollMs, relay: peers?.relay }))
	// A body whole in memory (every rendered page) is compressed in one call; streams by @fastify/compress.
	await app.register(wholeBodyCompression, { threshold: 1024 })
	await app.register(compress, { threshold: 1024 })
	await app.register(formbody)

	const redis = await connectRedis(app, env.REDIS_URL)
	// Limits count in Redis when there is one; on this machine otherwise, one count for all its server processes.
	const windows = peers?.windows ?? memoryWindows()
	await app.register(rateLimitPlugin, { redis, local: windows })
	await app.register(cspReportPlugin, { path: csp.reportPath })
	// Submissions the database cannot take wait here (decision 040); /healthz, /readyz and /metrics count them.
	const spool = createLeadSpool(path.join(env.dataDir, 'spool', 'leads'))
	app.decorate('leadSpool', spool)
	await app.register(operationsPlugin, { db, redis, storage, spool, metricsToken: env.METRICS_TOKEN, dataDir: env.dataDir, minFreeBytes: env.READY_MIN_FREE_MB * 1024 * 1024, shareMetrics: peers?.shareMetrics })

	const secret = appSecret(env, app.log)
	const cvStore = givenCvStore ?? cvStoreOf(env, storage)
	await app.register(apiPlugin, { env, db, redis, windows, spool, cvStore, secret, pages: pages?.build, content, turnstileFetch, pageViewFlushMs })
	// Uploads (from the file storage) and the demo files share the /media/ URLs the pages build.
	await app.register(mediaPlugin, { storage, demoDir: MEDIA_DIR, cacheDir: path.join(env.dataDir, 'cache', 'media') })
	await app.register(sharePlugin, { storage, brandDir: path.join(MEDIA_DIR, 'brand'), demoMediaDir: MEDIA_DIR, content })
	if (pages?.clientDir) await app.register(clientFilesPlugin, { dir: pages.clientDir })
	if (pages) {
		const context = pageContext({ env, db, content, storage, cvStore, redis, windows, secret, clientDir: pages.clientDir, log: app.log })
		await app.register(reactRouterPlugin, { build: pages.build, mode: env.NODE_ENV, databaseAway: async () => !(await databaseAnswers(db)), context })
	}
	return app
}

/** Fastify's options: the HTTP server (with the page cache's raw answers in front), the logger, limits and timeouts. */
function serverOptions(env: Env, logger: FastifyServerOptions['logger'], fromMemory: (request: IncomingMessage, response: ServerResponse) => boolean): FastifyServerOptions {
	return {
		serverFactory: (handler) => {
			const server = http.createServer((request, response) => {
				if (!fromMemory(request, response)) handler(request, response)
			})
			// What Fastify sets on a server it makes itself.
			server.keepAliveTimeout = KEEP_ALIVE_MS
			server.requestTimeout = env.REQUEST_TIMEOUT_SECONDS * 1000
			return server
		},
		logger: logger ?? { level: env.LOG_LEVEL },
		logController: new LogController({ disableRequestLogging: true }),
		trustProxy: trustProxyOption(env.TRUST_PROXY),
		bodyLimit: 64 * 1024,
		// A client trickling its request cannot hold a connection (or a shutdown) for long,
		// and idle keep-alive connections are let go soon and closed at once on shutdown.
		requestTimeout: env.REQUEST_TIMEOUT_SECONDS * 1000,
		keepAliveTimeout: KEEP_ALIVE_MS,
		forceCloseConnections: 'idle',
		routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
	}
}

/** The key that signs codes and staff sessions; in production, a warning when it (or SITE_URL) is left at its default. */
function appSecret(env: Env, log: FastifyBaseLogger): string {
	if (env.NODE_ENV === 'production' && /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(env.SITE_URL)) {
		log.warn(`SITE_URL is ${env.SITE_URL}: canonical URLs, sitemaps, feeds and share links name this origin; set SITE_URL to the public address`)
	}
	if (!env.APP_SECRET && env.NODE_ENV === 'production') {
		log.warn('APP_SECRET is not set: verification codes and staff sessions are signed with a random key that changes at every restart')
	}
	return env.APP_SECRET ?? randomBytes(32).toString('hex')
}

interface PageContextOptions {
	env: Env
	db: Kysely<DB>
	content: ContentEvents
	storage: FileStorage
	cvStore: CvStore
	redis?: Redis
	windows: LocalWindows
	secret: string
	clientDir?: string
	log: FastifyBaseLogger
}

/** What every loader and action is given (React Router's context). */
function pageContext({ env, db, content, storage, cvStore, redis, windows, secret, clientDir, log }: PageContextOptions): AppContext {
	return {
		db,
		siteUrl: env.SITE_URL,
		config: publicConfig(env),
		auth: createAuth({ db, engine: engineOf(db), secret, siteUrl: env.SITE_URL }),
		cvStore,
		media: storage,
		// Off where pages must show every write at once: development, and tests that write to the database directly.
		memo: createContentMemo(env.NODE_ENV === 'production' ? content : undefined),
		stylesheets: clientDir ? readStylesheets(clientDir) : undefined,
		islandsRuntime: islandsRuntimeUrl(clientDir),
		counters: createWindowCounter({ redis, log, prefix: 'agency-staff:', local: windows }),
		staffAuthLimit: env.STAFF_AUTH_RATE_LIMIT,
		secret,
	}
}
