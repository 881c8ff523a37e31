/** The human check the quote forms of some portfolio pages ask for. */
export type HumanCheckConfig = { provider: 'altcha' } | { provider: 'turnstile'; siteKey: string }

/** The part of the configuration that pages may see: it is sent to the browser. */
export interface PublicConfig {
	/** Whether search engines may index the site (false on staging). */
	indexing: boolean
	subscribeUrls: Record<string, string>
	mapEmbedUrl: string
	humanCheck: HumanCheckConfig
	chatWidgetSrc: string | null
	/** Whether pages send the page-view beacon (ANALYTICS). */
	analytics: boolean
	/** The agency's time zone (TIME_ZONE), in which the back office shows and takes times. */
	timeZone: string
}
