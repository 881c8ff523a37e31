import type { Landing, Touch } from './visit.client.ts'

/**
 * The page-view beacon (decision 043), loaded after the page is idle and only
 * when ANALYTICS is on: one small POST by navigator.sendBeacon, which the
 * browser sends on its own time and never waits for. It names the page, the
 * referring domain of a landing, the visit's source, medium, campaign and
 * device class: nothing that identifies the visitor. Browsers driven by
 * automation do not send it.
 */
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
