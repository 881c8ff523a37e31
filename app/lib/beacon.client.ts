import { type MetricType, onCLS, onINP, onLCP } from 'web-vitals'

/**
 * The page-view beacon (decision 043), loaded after the page is idle and only
 * when ANALYTICS is on: one small POST by navigator.sendBeacon, which the
 * browser sends on its own time and never waits for. It names the page, the
 * referring domain of a landing, the visit's source, medium, campaign and
 * device class: nothing that identifies the visitor. Browsers driven by
 * automation do not send it. With it, the page load's Core Web Vitals
 * (decision 048), sent when the page is hidden.
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

/** The page load's metrics not sent yet, each once (a page restored from the back/forward cache measures anew). */
const pending = new Map<string, MetricType>()
const sent = new Set<string>()
let watching = false

/**
 * Measures the page load's LCP, INP and CLS with web-vitals (which reads what the browser
 * buffered before it was loaded) and sends what it has each time the page is hidden, the
 * moment web-vitals reports them, to /api/vitals, under the path the page was loaded at.
 */
export function watchVitals(path: string): void {
	if (watching || navigator.webdriver || !navigator.sendBeacon) return
	watching = true
	const keep = (metric: MetricType) => {
		if (!sent.has(metric.id)) pending.set(metric.id, metric)
	}
	onLCP(keep)
	onINP(keep)
	onCLS(keep)
	// Listened to after web-vitals' own (capturing) listeners have reported the page's final values.
	const flush = () => {
		if (document.visibilityState !== 'hidden' || pending.size === 0) return
		const values: Record<string, number | string> = { p: path }
		for (const metric of pending.values()) {
			values[metric.name.toLowerCase()] = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value)
			sent.add(metric.id)
		}
		pending.clear()
		navigator.sendBeacon('/api/vitals', JSON.stringify(values))
	}
	addEventListener('visibilitychange', flush)
	addEventListener('pagehide', flush)
}
