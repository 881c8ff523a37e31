import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { listPublicUrls } from '#app/routes/seo/public-urls.server.ts'
import type { ContentEvents } from '#app/server/content-events.server.ts'
import { type BuildSource, type PageBuild, staticPagePaths, templatesOf } from '../react-router.ts'

/**
 * Which page a beacon names (decisions 048 and 065): the template of its path in the page
 * build's route table, for Core Web Vitals; and, for page views, the page itself, in its
 * canonical form, only if the site has it. A path of a route without parameters is its route's;
 * a path with a slug or id is looked up in the public URL registry (the sitemaps' list), held in
 * memory and read again after a content change, so a made-up slug is not a page.
 */
export interface BeaconPaths {
	/** The route pattern of a public page's path (`/services/:slug`, `/*` for not found); none for the back office, a resource route or no build. */
	templateOf(path: string): Promise<string | undefined>
	/** The canonical path of the public page a path names; none when the site has no such page. */
	pageOf(path: string): Promise<string | undefined>
}

export interface BeaconPathsOptions {
	db: Kysely<DB>
	/** The page build whose route table is read; none, no page is known. */
	pages?: BuildSource
	/** Content changes heard by this process: the registry is read again after one. */
	content?: ContentEvents
	log: { warn(object: object, message: string): void }
	now?: () => number
}

/** The registry is read again after this long even without a content change heard (a safety net). */
const MAX_AGE_MS = 10 * 60_000
/** After a failed read, the last list serves this long before another try. */
const RETRY_MS = 10_000

/** A path as compared: no query or fragment, single slashes, no trailing slash, escapes decoded, lowercase (routes match so). */
function comparable(path: string): string | undefined {
	let clean = path.split(/[?#]/, 1)[0]!.replace(/\/{2,}/g, '/')
	if (clean.length > 1) clean = clean.replace(/\/+$/, '')
	try {
		return decodeURIComponent(clean).toLowerCase()
	} catch {
		return undefined
	}
}

export function createBeaconPaths({ db, pages, content, log, now = Date.now }: BeaconPathsOptions): BeaconPaths {
	// Read from the build in use (in development Vite may hand a new one after an edit).
	let routes: { build: PageBuild; templateOf: (pathname: string) => string | undefined; staticPaths: string[] } | undefined
	const routesOf = async () => {
		try {
			const build = pages && (await pages())
			if (!build) return undefined
			if (routes?.build !== build) routes = { build, templateOf: templatesOf(build), staticPaths: staticPagePaths(build) }
			return routes
		} catch (error) {
			log.warn({ err: error }, 'no page known to the beacons: the page build could not be read')
			return undefined
		}
	}

	let known: { version: number; readAt: number; pages: Map<string, string> } | undefined
	let reading: Promise<Map<string, string>> | undefined
	/** The public URL registry by comparable path, with the other spellings the routes answer to. */
	async function read(staticPaths: string[], version: number): Promise<Map<string, string>> {
		try {
			const [urls, events] = await Promise.all([listPublicUrls(db, staticPaths), db.selectFrom('events').select(['id', 'slug']).execute()])
			const paths = new Map<string, string>()
			const add = (spelling: string, canonical: string) => {
				const key = comparable(spelling)
				if (key !== undefined) paths.set(key, canonical)
			}
			for (const { path } of urls) {
				add(path, path)
				// Both readings of a service URL reach the same page (app/routes.ts).
				if (path.startsWith('/service/')) add(`/services/${path.slice('/service/'.length)}`, path)
			}
			// An event's page answers to its slug too; its canonical URL names its id.
			for (const event of events) if (event.slug) add(`/eventdetails/${event.slug}`, `/eventdetails/${event.id}`)
			known = { version, readAt: now(), pages: paths }
			return paths
		} catch (error) {
			log.warn({ err: error }, 'the public URLs could not be read: page views of pages with a slug are checked against the last list')
			const last = known?.pages ?? new Map<string, string>()
			known = { version, readAt: now() - MAX_AGE_MS + RETRY_MS, pages: last }
			return last
		}
	}
	const registry = (staticPaths: string[]) => {
		const version = content?.version() ?? 0
		if (known && known.version === version && now() - known.readAt < MAX_AGE_MS) return Promise.resolve(known.pages)
		// One read at a time, however many beacons ask meanwhile.
		reading ??= read(staticPaths, version).finally(() => {
			reading = undefined
		})
		return reading
	}

	return {
		async templateOf(path) {
			return (await routesOf())?.templateOf(path)
		},
		async pageOf(path) {
			const key = comparable(path)
			const table = key === undefined ? undefined : await routesOf()
			const template = table?.templateOf(path.split(/[?#]/, 1)[0]!)
			if (!table || key === undefined || template === undefined || template === '/*') return undefined
			// A route without parameters is one page: its own path, whatever the spelling.
			if (!/[:*]/.test(template)) return template
			return (await registry(table.staticPaths)).get(key)
		},
	}
}
