import { createHmac } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BeaconSchema, VitalsBeaconSchema } from '#app/features/insights/beacon.schema.ts'
import type { PageViewCounter } from '#app/features/insights/page-views.server.ts'
import type { VitalsCounter } from '#app/features/insights/vitals.server.ts'
import type { WindowCounter } from '#app/server/window-counter.server.ts'
import type { BeaconPaths } from './beacon-paths.ts'

export interface BeaconOptions {
	counter: PageViewCounter
	/** Beacons (page views and vitals together) counted per address a minute; the rest get 429. */
	perMinute: number
	/** Where those minutes are counted: Redis, or this machine's windows shared by its server processes (decision 065). */
	windows: WindowCounter
	/** The pages the site has (decision 065) and the templates of Core Web Vitals (decision 048). */
	paths: Pick<BeaconPaths, 'pageOf' | 'templateOf'>
	/** Core Web Vitals (decision 048): where they are counted. */
	vitals: VitalsCounter
	/** Keys the address's token for the day's budgets of page-view keys, so that no address is held as such. */
	secret: string
}

/**
 * Browsers and tools that are not a person reading (decision 043): crawlers, link previews,
 * headless and automated browsers, command-line clients.
 */
const NOT_A_VISITOR =
	/bot|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|webdriver|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|undici|axios|preview|facebookexternalhit|monitor|uptime/i

const MINUTE_MS = 60_000

/** A request's body as JSON, or undefined. */
function json(body: unknown): unknown {
	try {
		return typeof body === 'string' ? JSON.parse(body) : undefined
	} catch {
		return undefined
	}
}

/**
 * POST /api/beacon: one page view (decision 043). Answers 204 whether or not it
 * was counted (a bot is not told it was spotted), 400 to anything that is not a
 * beacon, 429 past the per-address limit, which every server process (and, with
 * Redis, every server) counts together. Only a page the site has is counted,
 * under its canonical path; its referrer and campaign only within the day's
 * budgets (decision 065). Nothing of the request is kept but the counted key:
 * its address is used for the rate limit for a minute, and, as a keyed token
 * in this process's memory, for the day's budget of keys it may add.
 * POST /api/vitals (decision 048): a page load's LCP, INP and CLS, answered and
 * limited alike, counted under the page's template, never its path.
 */
export async function beaconApi(app: FastifyInstance, { counter, perMinute, windows, paths, vitals, secret }: BeaconOptions) {
	// sendBeacon posts text/plain; whatever type a body claims, it is read as text here, up to 2 KB.
	app.removeAllContentTypeParsers()
	app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => done(null, body))

	/** Whether the address is past its limit this minute (counting this request). */
	const limited = async (request: FastifyRequest) => (await windows.hit(request.ip, MINUTE_MS)).count > perMinute
	/** A beacon from another site's page (Sec-Fetch-Site says so) or from a tool is not a visit. */
	const fromAVisitor = (request: FastifyRequest) => {
		const agent = request.headers['user-agent'] ?? ''
		const site = request.headers['sec-fetch-site']
		return agent !== '' && !NOT_A_VISITOR.test(agent) && (site === undefined || site === 'same-origin')
	}
	const tooMany = (reply: FastifyReply) => reply.status(429).header('retry-after', '60').send({ success: 0, message: 'Too many page views from your network.' })
	const senderOf = (request: FastifyRequest) => createHmac('sha256', secret).update(`beacon-sender\u0000${request.ip}`).digest('base64url').slice(0, 16)

	app.post('/beacon', async (request, reply) => {
		if (await limited(request)) return tooMany(reply)
		const beacon = BeaconSchema.safeParse(json(request.body))
		if (!beacon.success) return reply.status(400).send({ success: 0, message: 'Not a page view.' })

		const path = fromAVisitor(request) ? await paths.pageOf(beacon.data.p) : undefined
		if (path !== undefined) {
			const { r, s, m, c, d, l } = beacon.data
			// The counter keeps of the referrer and campaign only host names and plain names (decision 065).
			counter.count({ path, referrer: r ?? '', source: s ?? '', medium: m ?? '', campaign: c ?? '', device: d ?? '', landing: l === 1 }, senderOf(request))
		}
		return reply.status(204).send()
	})

	app.post('/vitals', async (request, reply) => {
		if (await limited(request)) return tooMany(reply)
		const beacon = VitalsBeaconSchema.safeParse(json(request.body))
		if (!beacon.success) return reply.status(400).send({ success: 0, message: 'Not a page\'s Core Web Vitals.' })

		const template = fromAVisitor(request) ? await paths.templateOf(beacon.data.p) : undefined
		if (template !== undefined) {
			const { lcp, inp, cls } = beacon.data
			if (lcp !== undefined) vitals.count(template, 'LCP', lcp)
			if (inp !== undefined) vitals.count(template, 'INP', inp)
			if (cls !== undefined) vitals.count(template, 'CLS', cls)
		}
		return reply.status(204).send()
	})
}

declare module 'fastify' {
	interface FastifyInstance {
		/** The page-view counts held in memory (absent with ANALYTICS=off). */
		pageViews?: PageViewCounter
		/** The Core Web Vitals histograms held in memory (absent with ANALYTICS=off). */
		vitals?: VitalsCounter
	}
}
