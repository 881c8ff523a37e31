import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BeaconSchema, VitalsBeaconSchema } from '#app/features/insights/beacon.schema.ts'
import type { PageViewCounter } from '#app/features/insights/page-views.server.ts'
import type { VitalsCounter } from '#app/features/insights/vitals.server.ts'

export interface BeaconOptions {
	counter: PageViewCounter
	/** Beacons (page views and vitals together) counted per address a minute; the rest get 429. */
	perMinute: number
	/** Core Web Vitals (decision 048): where they are counted, and the template of a page's path (none: not counted). */
	vitals: { counter: VitalsCounter; templateOf: (pathname: string) => Promise<string | undefined> }
}

/**
 * Browsers and tools that are not a person reading (decision 043): crawlers, link previews,
 * headless and automated browsers, command-line clients.
 */
const NOT_A_VISITOR =
	/bot|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|webdriver|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|undici|axios|preview|facebookexternalhit|monitor|uptime/i

/** The most distinct addresses a minute's rate counts hold; beyond, a newcomer is counted in the next minute. */
const MAX_ADDRESSES = 100_000

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
 * beacon, 429 past the per-address limit. Nothing of the request is kept but
 * the counted key: its address is used for the rate limit, in memory, for a minute.
 * POST /api/vitals (decision 048): a page load's LCP, INP and CLS, answered and
 * limited alike, counted under the page's template, never its path.
 */
export async function beaconApi(app: FastifyInstance, { counter, perMinute, vitals }: BeaconOptions) {
	// sendBeacon posts text/plain; whatever type a body claims, it is read as text here, up to 2 KB.
	app.removeAllContentTypeParsers()
	app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => done(null, body))

	let hits = new Map<string, number>()
	const window = setInterval(() => {
		hits = new Map()
	}, 60_000)
	window.unref()
	app.addHook('onClose', async () => clearInterval(window))

	/** Whether the address is past its limit this minute (counting this request). */
	const limited = (request: FastifyRequest) => {
		const used = hits.get(request.ip) ?? 0
		if (used >= perMinute) return true
		if (used > 0 || hits.size < MAX_ADDRESSES) hits.set(request.ip, used + 1)
		return false
	}
	/** A beacon from another site's page (Sec-Fetch-Site says so) or from a tool is not a visit. */
	const fromAVisitor = (request: FastifyRequest) => {
		const agent = request.headers['user-agent'] ?? ''
		const site = request.headers['sec-fetch-site']
		return agent !== '' && !NOT_A_VISITOR.test(agent) && (site === undefined || site === 'same-origin')
	}
	const tooMany = (reply: FastifyReply) => reply.status(429).header('retry-after', '60').send({ success: 0, message: 'Too many page views from your network.' })

	app.post('/beacon', async (request, reply) => {
		if (limited(request)) return tooMany(reply)
		const beacon = BeaconSchema.safeParse(json(request.body))
		if (!beacon.success) return reply.status(400).send({ success: 0, message: 'Not a page view.' })

		if (fromAVisitor(request)) {
			const { p, r, s, m, c, d, l } = beacon.data
			counter.count({ path: p, referrer: (r ?? '').toLowerCase(), source: s ?? '', medium: m ?? '', campaign: c ?? '', device: d ?? '', landing: l === 1 })
		}
		return reply.status(204).send()
	})

	app.post('/vitals', async (request, reply) => {
		if (limited(request)) return tooMany(reply)
		const beacon = VitalsBeaconSchema.safeParse(json(request.body))
		if (!beacon.success) return reply.status(400).send({ success: 0, message: 'Not a page\'s Core Web Vitals.' })

		const template = fromAVisitor(request) ? await vitals.templateOf(beacon.data.p) : undefined
		if (template !== undefined) {
			const { lcp, inp, cls } = beacon.data
			if (lcp !== undefined) vitals.counter.count(template, 'LCP', lcp)
			if (inp !== undefined) vitals.counter.count(template, 'INP', inp)
			if (cls !== undefined) vitals.counter.count(template, 'CLS', cls)
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
