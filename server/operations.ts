import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { type Kysely, sql } from 'kysely'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { DB } from '#database/schema.ts'
import { LEAD_FORMS } from '#app/features/leads/forms.schema.ts'
import { outboxBacklog } from '#app/server/mail.server.ts'
import type { FileStorage } from '#app/server/storage.server.ts'
import type { ServedRaw } from './page-cache.ts'
import { createReadiness } from './readiness.ts'
import type { LeadSpool } from './lead-spool.ts'

export interface OperationsOptions {
	db: Kysely<DB>
	/** The shared Redis, when one is configured: readiness includes it. */
	redis?: Redis
	/** Where files are stored (the data directory or the bucket): readiness checks it answers. */
	storage: FileStorage
	/** With a token, /metrics answers only `Authorization: Bearer <token>`; without one, only the machine itself. The token also shows /readyz's checks. */
	metricsToken?: string
	/** Submissions waiting for the database: their number is a metric. */
	spool?: LeadSpool
	/** The data directory: below minFreeBytes free there, the server is not ready. */
	dataDir: string
	minFreeBytes: number
	/** In a worker of several server processes (server/cluster.ts): registers its metrics and answers every process's added up. */
	shareMetrics?: (registry: Registry) => () => Promise<string>
}

declare module 'fastify' {
	interface FastifyInstance {
		/** Turns /readyz unready, so a load balancer stops sending new visitors before the server stops. */
		drain(): void
		/** Counts an answer the framework never saw (the page cache's hits) in the request metrics. */
		observeResponse(served: ServedRaw): void
	}
}

const CHECK_TIMEOUT_MS = 2000
/** Entry keys whose hit labels are kept (see observeResponse). */
const HIT_LABELS_KEPT = 4096
const FORM_BY_ENDPOINT = new Map<string, string>(Object.entries(LEAD_FORMS).map(([name, form]) => [form.endpoint, name]))

/**
 * What an operator and a load balancer ask the server: `/healthz` (the
 * process answers), `/readyz` (the database answers and takes a write, the
 * data directory has room, Redis and file storage answer, and the server is
 * not draining for a shutdown; decision 039; each check by name only for the
 * machine itself or the metrics token) and `/metrics` in
 * Prometheus's format: request rates and latencies by route, 5xx answers,
 * the page cache's hits, the outbox's backlog and lead submissions by form
 * and result.
 */
export const operationsPlugin = fp(async (app: FastifyInstance, { db, redis, storage, spool, metricsToken, dataDir, minFreeBytes, shareMetrics }: OperationsOptions) => {
	let draining = false
	const readiness = createReadiness({ db, dataDir, minFreeBytes, log: { warn: (message) => app.log.warn(message), info: (message) => app.log.info(message) }, timeoutMs: CHECK_TIMEOUT_MS })
	app.decorate('drain', () => {
		draining = true
	})

	const registry = new Registry()
	collectDefaultMetrics({ register: registry })
	const everyProcess = shareMetrics?.(registry)
	const duration = new Histogram({
		name: 'http_request_duration_seconds',
		help: 'Time to answer a request, by method, route and status class',
		labelNames: ['method', 'route', 'status'] as const,
		buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
		registers: [registry],
	})
	const serverErrors = new Counter({ name: 'http_server_errors_total', help: 'Answers with a 5xx status, by route', labelNames: ['route'] as const, registers: [registry] })
	const submissions = new Counter({
		name: 'form_submissions_total',
		help: 'Lead form posts by form and result (accepted, invalid, rate_limited, refused, error)',
		labelNames: ['form', 'result'] as const,
		registers: [registry],
	})
	new Gauge({
		name: 'outbox_waiting_messages',
			// The same figure in every process of a machine: not added up.
			aggregator: 'max',
		help: 'Notifications queued and not yet sent',
		registers: [registry],
		async collect() {
			this.set((await outboxBacklog(db)).waiting)
		},
	})
	new Gauge({
		name: 'outbox_oldest_waiting_age_seconds',
			// The same figure in every process of a machine: not added up.
			aggregator: 'max',
		help: 'Age of the oldest notification not yet sent (0 when none waits)',
		registers: [registry],
		async collect() {
			const { oldest } = await outboxBacklog(db)
			this.set(oldest ? Math.max(0, (Date.now() - Date.parse(oldest)) / 1000) : 0)
		},
	})
	if (spool) {
		new Gauge({
			name: 'lead_spool_waiting',
			// The same figure in every process of a machine: not added up.
			aggregator: 'max',
			help: 'Submissions received while the database could not take them, waiting to be stored',
			registers: [registry],
			async collect() {
				this.set(await spool.length())
			},
		})
		new Gauge({
			name: 'lead_spool_set_aside',
			// The same figure in every process of a machine: not added up.
			aggregator: 'max',
			help: 'Spooled submissions that could never be stored as they are (under spool/leads/failed/, for a person to read)',
			registers: [registry],
			async collect() {
				this.set(await spool.setAsideCount())
			},
		})
	}
	new Gauge({
		name: 'data_dir_free_bytes',
			// The same figure in every process of a machine: not added up.
			aggregator: 'max',
		help: 'Space free under DATA_DIR for this process (the spool, uploads, SQLite); absent when the file system cannot say',
		registers: [registry],
		async collect() {
			const { freeBytes } = await readiness.diskSpace()
			if (freeBytes !== undefined) this.set(freeBytes)
		},
	})
	new Gauge({
		name: 'database_last_write_age_seconds',
		aggregator: 'min',
		help: "Time since the database last took this server's readiness write (checked now, at most once a second); -1 if it never has",
		registers: [registry],
		async collect() {
			await readiness.databaseWrites()
			const at = readiness.lastWriteAt()
			this.set(at === undefined ? -1 : (Date.now() - at) / 1000)
		},
	})
	const cacheStats = () => (app.hasDecorator('pageCache') ? app.pageCache.stats() : { hits: 0, misses: 0, coalesced: 0, shared: 0, alone: 0, overtaken: 0, changes: 0, stale: 0, expired: 0, compressions: 0, entries: 0, bytes: 0 })
	for (const [name, help, read] of [
		['page_cache_hits', 'Requests answered from the page cache since start', () => cacheStats().hits],
		['page_cache_misses', 'Cacheable requests that had to be rendered since start', () => cacheStats().misses],
		['page_cache_coalesced', 'Misses answered by the render another request had under way (counted among the hits)', () => cacheStats().coalesced],
		['page_cache_shared', 'Pages another server process rendered, kept here without a render of their own', () => cacheStats().shared],
		['page_cache_rendered_alone', 'Renders made without the other server processes\' answer (none came in time), which they may have rendered too', () => cacheStats().alone],
		['page_cache_overtaken', 'Renders served but not kept, as a content change landed while they were made', () => cacheStats().overtaken],
		['page_cache_stale_served', 'Pages whose render failed answered with the page as it was before the last change (stale if error)', () => cacheStats().stale],
		['page_cache_compressions', 'Responses compressed for the page cache (Brotli and gzip, once per entry kept); hits are never compressed again', () => cacheStats().compressions],
		['page_cache_changes', 'Content changes that emptied the page cache since start', () => cacheStats().changes],
		['page_cache_expired', 'Entries found past their maximum age (PAGE_CACHE_MAX_AGE_SECONDS) and rendered anew', () => cacheStats().expired],
		['page_cache_entries', 'Responses held in the page cache', () => cacheStats().entries],
		['page_cache_bytes', 'Memory the page cache holds, all encodings', () => cacheStats().bytes],
		['page_cache_hit_ratio', 'Hits over hits and misses since start', () => {
			const { hits, misses } = cacheStats()
			return hits + misses === 0 ? 0 : hits / (hits + misses)
		}],
	] as const) {
		// Each process's cache is its own: counts add up, the ratio is their average.
		new Gauge({ name, help, registers: [registry], aggregator: name === 'page_cache_hit_ratio' ? 'average' : 'sum', collect() { this.set(read()) } })
	}

	const observe = (method: string, route: string, status: number, seconds: number) => {
		duration.observe({ method, route, status: `${Math.floor(status / 100)}xx` }, seconds)
		if (status >= 500) serverErrors.inc({ route })
	}
	/**
	 * The labels of the page cache's answers, by entry key, method and status, made on a key's first
	 * hit: a hit looks its labels up and builds none. Bounded: past HIT_LABELS_KEPT keys (each search
	 * is one) it starts again.
	 */
	const hitLabels = new Map<string, Map<number, { method: string; route: string; status: string }>>()
	// Answers the page cache gives before the framework (server/page-cache.ts) are counted the same way.
	app.decorate('observeResponse', ({ method, url, key, status, route, ms }: ServedRaw) => {
		if (status >= 500) return observe(method, routeLabel(route, url, status), status, ms / 1000)
		let byAnswer = hitLabels.get(key)
		if (!byAnswer) {
			if (hitLabels.size >= HIT_LABELS_KEPT) hitLabels.clear()
			hitLabels.set(key, (byAnswer = new Map()))
		}
		// GET and HEAD are all a hit answers: one number for the method and the status.
		const answer = (method === 'GET' ? 0 : 1000) + status
		let labels = byAnswer.get(answer)
		if (!labels) byAnswer.set(answer, (labels = { method, route: routeLabel(route, url, status), status: `${Math.floor(status / 100)}xx` }))
		duration.observe(labels, ms / 1000)
	})
	app.addHook('onResponse', async (request, reply) => {
		const status = reply.statusCode
		const route = routeLabel(request.routeOptions.url, request.url, status)
		observe(request.method, route, status, reply.elapsedTime / 1000)
		const form = request.method === 'POST' ? FORM_BY_ENDPOINT.get(request.url.split('?')[0]!) : undefined
		if (form) submissions.inc({ form, result: submissionResult(status) })
	})

	const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store')
	app.get('/healthz', async (_request, reply) => noStore(reply).send({ status: 'ok' }))
	app.get('/readyz', async (request, reply) => {
		// Which database, cache and storage the site runs on is for its operators: the machine itself
		// or the metrics token. Anyone else (a balancer through the proxy) hears ready or not.
		const detailed = fromThisMachine(request) || (metricsToken !== undefined && request.headers.authorization === `Bearer ${metricsToken}`)
		if (draining) return noStore(reply).status(503).send({ status: detailed ? 'draining' : 'unready' })
		const [database, writes, disk, redisCheck, storageCheck] = await Promise.all([
			check(() => sql`select 1`.execute(db)),
			readiness.databaseWrites(),
			readiness.diskSpace(),
			redis ? check(() => redis.ping()) : ('not used' as const),
			check(() => storage.check()),
		])
		const checks = {
			database,
			databaseWrites: writes.ok ? 'ok' : 'failing',
			diskSpace: disk.ok ? 'ok' : 'failing',
			redis: redisCheck,
			storage: storageCheck,
		}
		const ready = Object.values(checks).every((value) => value !== 'failing')
		const status = ready ? 'ready' : 'unready'
		return noStore(reply).status(ready ? 200 : 503).send(detailed ? { status, checks } : { status })
	})
	app.get('/metrics', async (request, reply) => {
		const allowed = metricsToken ? request.headers.authorization === `Bearer ${metricsToken}` : isLoopback(request.socket.remoteAddress)
		if (!allowed) return reply.status(404).send({ success: 0, message: 'Not found' })
		return noStore(reply).header('content-type', registry.contentType).send(await (everyProcess ?? (() => registry.metrics()))())
	})
})

async function check(probe: () => Promise<unknown>): Promise<'ok' | 'failing'> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<never>((_resolve, reject) => {
		timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS)
	})
	try {
		await Promise.race([probe(), timeout])
		return 'ok'
	} catch {
		return 'failing'
	} finally {
		clearTimeout(timer)
	}
}

/** The route as Fastify matched it; pages (one catch-all route) by their first path segment, so labels stay few. */
function routeLabel(route: string | undefined, url: string, status: number): string {
	if (route && route !== '/*') return route
	if (status === 404 || !route) return 'unmatched'
	const first = url.split(/[?#]/)[0]!.split('/')[1] ?? ''
	return /^[a-z0-9-]{1,40}$/i.test(first) ? `page /${first.toLowerCase()}` : first === '' ? 'page /' : 'page (other)'
}

function submissionResult(status: number): string {
	if (status < 300) return 'accepted'
	if (status === 422) return 'invalid'
	if (status === 429) return 'rate_limited'
	if (status >= 500) return 'error'
	return 'refused'
}

/**
 * A request made on this machine, not passed on by a proxy running here: a loopback address and no
 * forwarding header (nginx adds X-Forwarded-For to every request it passes on).
 */
function fromThisMachine(request: FastifyRequest): boolean {
	const { headers } = request
	return isLoopback(request.socket.remoteAddress) && headers['x-forwarded-for'] === undefined && headers.forwarded === undefined && headers['x-real-ip'] === undefined
}

function isLoopback(address: string | undefined): boolean {
	return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}
