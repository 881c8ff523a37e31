/**
 * The page-view beacon (decision 043), loaded after the page is idle and only
 * when ANALYTICS is on: one small POST by navigator.sendBeacon, which the
 * browser sends on its own time and never waits for. It names the page, the
 * referring domain of a landing, the visit's source, medium, campaign and
 * device class: nothing that identifies the visitor. Browsers driven by
 * automation do not send it.
 */
/** What a page load brought: whether it began the visit, and the referring site's domain. */
export interface Landing {
	began: boolean
	ref?: string
}

/** What of the visit's last touch (app/lib/visit.client.ts) a view is counted under. */
type Touch = { source?: string; medium?: string; campaign?: string; device?: string }

export function send(path: string, landing: Landing | undefined, visit: string | undefined): void {
	if (navigator.webdriver || !navigator.sendBeacon) return
	let touch: Touch = {}
	try {
		touch = (JSON.parse(visit ?? '{}') as { last?: Touch }).last ?? {}
	} catch {
		// An unreadable visit counts the view without its campaign.
	}
	const view = { p: path, r: landing?.ref, s: touch.source, m: touch.medium, c: touch.campaign, d: touch.device, l: landing?.began ? 1 : undefined }
	navigator.sendBeacon('/api/beacon', JSON.stringify(view))
}
