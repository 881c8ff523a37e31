import type { FastifyInstance } from 'fastify'
import { BeaconSchema } from '#app/features/insights/beacon.schema.ts'
import type { PageViewCounter } from '#app/features/insights/page-views.server.ts'

export interface BeaconOptions {
	counter: PageViewCounter
	/** Beacons counted per address a minute; the rest get 429. */
	perMinute: number
}

/**
 * Browsers and tools that are not a person reading (decision 043): crawlers, link previews,
 * headless and automated browsers, command-line clients.
 */
const NOT_A_VISITOR =
	/bot|crawl|spider|slurp|scrap|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|webdriver|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|undici|axios|preview|facebookexternalhit|monitor|uptime/i

/** The most distinct addresses a minute's rate counts hold; beyond, a newcomer is counted in the next minute. */
const MAX_ADDRESSES = 100_000

/**
 * POST /api/beacon: one page view (decision 043). Answers 204 whether or not it
 * was counted (a bot is not told it was spotted), 400 to anything that is not a
 * beacon, 429 past the per-address limit. Nothing of the request is kept but
 * the counted key: its address is used for the rate limit, in memory, for a minute.
 */
export async function beaconApi(app: FastifyInstance, { counter, perMinute }: BeaconOptions) {
	// sendBeacon posts text/plain; whatever type a body claims, it is read as text here, up to 2 KB.
	app.removeAllContentTypeParsers()
	app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 2048 }, (_request, body, done) => done(null, body))

	let hits = new Map<string, number>()
	const window = setInterval(() => {
		hits = new Map()
	}, 60_000)
	window.unref()
	app.addHook('onClose', async () => clearInterval(window))

	app.post('/beacon', async (request, reply) => {
		const used = hits.get(request.ip) ?? 0
		if (used >= perMinute) return reply.status(429).header('retry-after', '60').send({ success: 0, message: 'Too many page views from your network.' })
		if (used > 0 || hits.size < MAX_ADDRESSES) hits.set(request.ip, used + 1)

		let input: unknown
		try {
			input = typeof request.body === 'string' ? JSON.parse(request.body) : undefined
		} catch {
			input = undefined
		}
		const beacon = BeaconSchema.safeParse(input)
		if (!beacon.success) return reply.status(400).send({ success: 0, message: 'Not a page view.' })

		const agent = request.headers['user-agent'] ?? ''
		// A beacon from another site's page (Sec-Fetch-Site says so) or from a tool is not a visit.
		const site = request.headers['sec-fetch-site']
		if (agent && !NOT_A_VISITOR.test(agent) && (site === undefined || site === 'same-origin')) {
			const { p, r, s, m, c, d, l } = beacon.data
			counter.count({ path: p, referrer: (r ?? '').toLowerCase(), source: s ?? '', medium: m ?? '', campaign: c ?? '', device: d ?? '', landing: l === 1 })
		}
		return reply.status(204).send()
	})
}

declare module 'fastify' {
	interface FastifyInstance {
		/** The page-view counts held in memory (absent with ANALYTICS=off). */
		pageViews?: PageViewCounter
	}
}
