/** The human check the quote forms of some portfolio pages ask for. */
export type HumanCheckConfig = { provider: 'altcha' } | { provider: 'turnstile'; siteKey: string }

/** The part of the configuration that pages may see: it is sent to the browser. */
export interface PublicConfig {
	subscribeUrls: Record<string, string>
	mapEmbedUrl: string
	humanCheck: HumanCheckConfig
	chatWidgetSrc: string | null
}
