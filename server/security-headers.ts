import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

export interface SecurityHeadersOptions {
	/** The site's public origin; HSTS is sent once it is https. */
	siteUrl: string
	/** Adds `preload` to HSTS. */
	hstsPreload?: boolean
}

/**
 * The staff's pages (the back office, a draft's preview): the only documents whose window holds
 * what the visitor's session may see, so the only ones another site's window must not reach.
 */
const STAFF_PAGES = /^\/(?:admin|preview)(?:[/?#]|$)/

/**
 * Headers every answer carries (decision 018). Pictures (/media, /share) may be shown by other
 * sites (feed readers, link previews); everything else is for this origin only. HSTS once the
 * site is https. The Content-Security-Policy is `cspPlugin`'s (server/content-security-policy.ts).
 *
 * The opener policy is sent with the staff's pages only (decision 102): a public page holds nothing
 * another site could not fetch itself, and a document with the policy opens in a browsing context
 * group of its own, in a new renderer process whose cold start is the longest task of a phone's
 * first load.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, { siteUrl, hstsPreload = false }: SecurityHeadersOptions) => {
	const hsts = siteUrl.startsWith('https://') ? `max-age=31536000; includeSubDomains${hstsPreload ? '; preload' : ''}` : undefined
	app.addHook('onSend', async (request, reply) => {
		reply.header('x-content-type-options', 'nosniff')
		reply.header('referrer-policy', 'strict-origin-when-cross-origin')
		reply.header('x-frame-options', 'SAMEORIGIN')
		reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()')
		if (STAFF_PAGES.test(request.url)) reply.header('cross-origin-opener-policy', 'same-origin')
		reply.header('cross-origin-resource-policy', /^\/(?:media|share)\//.test(request.url) ? 'cross-origin' : 'same-origin')
		if (hsts) reply.header('strict-transport-security', hsts)
	})
})
