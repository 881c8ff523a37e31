import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { RouteObject, ServerBuild } from 'react-router'
import { CLIENT_ADDRESS_HEADER } from '#app/server/auth.server.ts'
import type { AppContext, RouteTable } from '#app/server/context.server.ts'
import type { PageHandle } from '#app/lib/page-handle.ts'
import type { QueryKept } from './page-cache.ts'
import type * as PageBuildModule from './page-build.ts'

/** The page build's server bundle as loaded (server/page-build.ts): React Router's server build and the router it was bundled with. */
export type PageBuild = typeof PageBuildModule
export type BuildSource = () => Promise<PageBuild>

/**
 * Hands every request that no API or asset route claimed to React Router, and
 * streams its Response back through Fastify so compression and logging apply.
 */
export async function reactRouterPlugin(
	app: FastifyInstance,
	{ build, mode, context, databaseAway }: { build: BuildSource; mode: string; context: AppContext; databaseAway?: () => Promise<boolean> },
) {
	// Page forms may post to route actions: keep their bodies raw for the Request.
	app.removeAllContentTypeParsers()
	app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) => done(null, body))
	// Uploads stay a stream: the action reads them with readUploadForm, which enforces its own limits as the bytes arrive.
	app.addContentTypeParser('multipart/form-data', (_req, payload, done) => done(null, payload))
	// Every action reads a form: another body (text/plain, XML, JSON, none) would fail there as a 500. Refused before it is read.
	app.addHook('onRequest', async (request, reply) => {
		if (request.method === 'POST' && !FORM_BODY.test(request.headers['content-type'] ?? '')) {
			return reply.status(415).send({ success: 0, message: UNSUPPORTED_BODY })
		}
	})

	// One handler per build: in production the build never changes, in development Vite hands a new one after an edit.
	let current: { build: PageBuild; handler: ReturnType<PageBuild['createRequestHandler']>; routes: RouteTable } | undefined
	const handlerFor = async () => {
		const latest = await build()
		if (current?.build !== latest) current = { build: latest, handler: latest.createRequestHandler(latest, mode), routes: { staticPagePaths: staticPagePaths(latest) } }
		return current
	}

	const handle = async (request: FastifyRequest, reply: FastifyReply) => {
		const { build: pages, handler, routes } = await handlerFor()
		const routerContext = new pages.RouterContextProvider()
		routerContext.set(pages.appContext, context)
		routerContext.set(pages.requestInfo, { ip: request.ip })
		routerContext.set(pages.routeTable, routes)
		// The render names its own inline scripts here; only those are allowed by the page's policy (decision 063).
		const scripts = new Set<string>()
		routerContext.set(pages.ownScripts, scripts)
		request.ownScripts = scripts
		const response = await handler(toWebRequest(request, reply, context.siteUrl), routerContext)
		// A page that failed because the database is away is unavailable for now, not broken: 503 and
		// when to try again, so a load balancer or a crawler comes back (decision 040).
		const unavailable = response.status >= 500 && response.status !== 503 && (await databaseAway?.())
		reply.status(unavailable ? 503 : response.status)
		if (unavailable) reply.header('retry-after', '30')
		response.headers.forEach((value, key) => {
			if (key === 'set-cookie') return
			// Every text answer names its charset (pages come as plain text/html from React Router).
			reply.header(key, key === 'content-type' && /^text\/[\w.+-]+$/i.test(value) ? `${value}; charset=utf-8` : value)
		})
		const cookies = response.headers.getSetCookie()
		if (cookies.length > 0) reply.header('set-cookie', cookies)
		// HEAD was rendered as GET for its headers; its body is dropped. No body (redirects): send nothing.
		if (request.method === 'HEAD' || !response.body) {
			await response.body?.cancel()
			return reply.send()
		}
		// A page comes whole (app/entry.server.tsx): sent as one buffer, it skips the stream adapters.
		if (/^text\/html/i.test(response.headers.get('content-type') ?? '')) return reply.send(Buffer.from(await response.arrayBuffer()))
		return reply.send(response.body)
	}
	app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler: handle })
	app.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: handle })
}

/** The bodies a page's form sends: its own encodings, the only ones an action reads. */
const FORM_BODY = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i
const UNSUPPORTED_BODY = 'Send the form as application/x-www-form-urlencoded or multipart/form-data: no other body is accepted here.'

/** React Router's own address for the route manifest (lazy route discovery): its query is its question. */
const MANIFEST_PATH = '/__manifest'
/** The parameter of a data request that names the routes whose loaders run. */
const DATA_ROUTES_PARAM = '_routes'

/**
 * The query parameters each path's page reads, from the `handle.cacheParams` of the build's route
 * modules (app/lib/page-handle.ts), for the page cache's keys. A data request (/blog.data, /_.data)
 * reads its page's and the routes it asks for; the route manifest reads all of its query; every
 * other path (the API, feeds, a page that declares none) reads none.
 */
export function queryParamsOf(build: Pick<ServerBuild, 'routes'> | undefined): (pathname: string) => QueryKept {
	const routes = build?.routes ?? {}
	const patterns: { path: RegExp; params: readonly string[] }[] = []
	for (const route of Object.values(routes)) {
		const params = (route?.module.handle as PageHandle | undefined)?.cacheParams
		if (!route || !params?.length) continue
		const segments = fullPathOf(routes, route.id).split('/').filter(Boolean)
		const pattern = segments.map((segment) => (segment.startsWith(':') ? '[^/]+' : segment === '*' ? '.*' : escapeRegExp(segment))).join('/')
		patterns.push({ path: new RegExp(`^/${pattern}/?$`, 'i'), params })
	}
	const paramsOf = (pathname: string) => patterns.find(({ path }) => path.test(pathname))?.params ?? []
	return (pathname) => {
		if (pathname === MANIFEST_PATH) return 'all'
		if (!pathname.endsWith('.data')) return paramsOf(pathname)
		const page = pathname.slice(0, -'.data'.length).replace(/\/_$/, '/').replace(/^\/_root$/, '/')
		return [...paramsOf(page), DATA_ROUTES_PARAM]
	}
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function fullPathOf(routes: ServerBuild['routes'], id: string): string {
	const route = routes[id]!
	const parent = route.parentId ? fullPathOf(routes, route.parentId) : ''
	return route.path ? `${parent.replace(/\/$/, '')}/${route.path}` : parent
}

/**
 * The template of a public page's path: the pattern of the route React Router matches it with,
 * such as `/services/:slug`, `/` or `/*` (a page not found); nothing for the back office, a
 * resource route (a sitemap, a feed) or a path no route matches. Core Web Vitals are counted
 * per template (decision 048), so what is kept is bounded by the route table.
 */
export function templatesOf(build: Pick<PageBuild, 'routes' | 'matchRoutes'>): (pathname: string) => string | undefined {
	type Node = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Node[] }
	const nodes = new Map<string, Node>()
	for (const route of Object.values(build.routes)) if (route) nodes.set(route.id, { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive })
	const tops: Node[] = []
	for (const route of Object.values(build.routes)) {
		if (!route) continue
		const parent = route.parentId ? nodes.get(route.parentId) : undefined
		if (parent) (parent.children ??= []).push(nodes.get(route.id)!)
		else tops.push(nodes.get(route.id)!)
	}
	const templates = new Map<string, string | undefined>()
	for (const route of Object.values(build.routes)) {
		if (!route) continue
		const template = fullPathOf(build.routes, route.id) || '/'
		const page = route.id !== 'root' && Boolean(route.module.default) && template !== '/admin' && !template.startsWith('/admin/')
		templates.set(route.id, page ? template : undefined)
	}
	return (pathname) => {
		// The manifest's shape is React Router's own (an index route never has children).
		const id = build.matchRoutes(tops as RouteObject[], pathname)?.at(-1)?.route.id
		return id === undefined ? undefined : templates.get(id)
	}
}

/**
 * The build's page routes that name one URL: a route with a component (not
 * a resource route such as /sitemap.xml), no parameter or splat, outside the
 * back office.
 */
export function staticPagePaths(build: Pick<ServerBuild, 'routes'>): string[] {
	const routes = build.routes
	const fullPath = (id: string) => fullPathOf(routes, id)
	const paths = Object.values(routes)
		.filter((route) => route && route.id !== 'root' && (route.path !== undefined || route.index) && route.module.default)
		.map((route) => fullPath(route!.id) || '/')
		.filter((path) => !/[:*]/.test(path) && path !== '/admin' && !path.startsWith('/admin/'))
	return [...new Set(paths)]
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply, siteUrl: string): Request {
	// The Host was checked on arrival; an HTTP/1.0 request may have none, and then the site's own
	// origin stands in. (Pages name SITE_URL in what they output, never this.) Concatenated rather
	// than resolved, so a path starting with // cannot name another host.
	const origin = request.host ? `${request.protocol}://${request.host}` : siteUrl
	// A page the cache will keep is rendered for its key: the URL less the parameters its route does
	// not read, so that what is kept is the clean URL's page, never one echoing a stranger's query.
	const path = request.pageCacheMiss?.key ?? request.url
	const url = new URL(`${origin}${path.startsWith('/') ? '' : '/'}${path}`)
	const headers = new Headers()
	for (const [key, value] of Object.entries(request.headers)) {
		if (value === undefined) continue
		for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item)
	}
	// Loaders, actions and better-auth get the client's address as TRUST_PROXY read it, never the
	// forwarding headers, whose left-most entries the visitor writes (decision 062).
	for (const name of ['forwarded', 'x-forwarded-for', 'x-real-ip']) headers.delete(name)
	headers.set(CLIENT_ADDRESS_HEADER, request.ip)
	const controller = new AbortController()
	// The client went away before its answer was sent: tell the loaders. (Once sent, nobody listens,
	// and an abort would build an error with its stack trace for every request.)
	reply.raw.on('close', () => {
		if (!reply.raw.writableFinished) controller.abort()
	})
	const method = request.method === 'HEAD' ? 'GET' : request.method
	if (method !== 'GET' && request.body instanceof Readable) {
		// duplex 'half' is what lets a Request take a stream that is still arriving.
		const body = Readable.toWeb(request.body) as ReadableStream<Uint8Array>
		return new Request(url, { method, headers, signal: controller.signal, body, duplex: 'half' } as RequestInit)
	}
	const hasBody = method !== 'GET' && Buffer.isBuffer(request.body)
	return new Request(url, {
		method,
		headers,
		signal: controller.signal,
		body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
	})
}
