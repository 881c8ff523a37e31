/**
 * Where this visit came from, kept in the tab's session storage (no cookie,
 * decision 043): the first touch stays, the last is replaced by each landing
 * that brings campaign parameters or another site's referrer. Runs before
 * hydration and stays tiny: it is in every page's first load. The page-view
 * beacon is loaded after the page is idle (beacon.client.ts).
 */

export const VISIT_KEY = 'lf-visit'
const CAMPAIGN = ['source', 'medium', 'campaign', 'term', 'content']
const CLICK_IDS = ['gclid', 'fbclid', 'msclkid']

export type Touch = Partial<Record<'path' | 'ref' | 'source' | 'medium' | 'campaign' | 'term' | 'content' | 'clicks' | 'device', string>>

/** The touch of this landing: the page, the other site's domain, the utm_* values, which click ids, the device class. */
function touchHere(): Touch {
	const query = new URLSearchParams(location.search)
	const touch: Touch = { path: location.pathname }
	for (const name of CAMPAIGN) {
		const value = query.get(`utm_${name}`)
		if (value) touch[name as keyof Touch] = value.slice(0, 100)
	}
	const clicks = CLICK_IDS.filter((name) => query.has(name))
	if (clicks.length) touch.clicks = clicks.join(',')
	const ref = referrerDomain()
	if (ref) touch.ref = ref
	const side = Math.min(screen.width, screen.height)
	touch.device = side < 600 ? 'mobile' : side < 1024 && navigator.maxTouchPoints > 0 ? 'tablet' : 'desktop'
	return touch
}

/** The referring site's domain, without www; nothing for this site or none. */
export function referrerDomain(): string | undefined {
	try {
		const host = new URL(document.referrer).hostname.replace(/^www\./, '')
		return host && host !== location.hostname.replace(/^www\./, '') ? host : undefined
	} catch {
		return undefined
	}
}

/** The visit's touches as the forms send them, or undefined when storage is unavailable. */
export function readVisit(): string | undefined {
	try {
		return sessionStorage.getItem(VISIT_KEY) ?? undefined
	} catch {
		return undefined
	}
}

/** Records this landing; answers whether it began the visit. */
export function captureTouch(): boolean {
	try {
		const touch = touchHere()
		const saved = readVisit()
		const visit = saved ? (JSON.parse(saved) as { first: Touch; last: Touch }) : undefined
		const fresh = touch.ref || touch.source || touch.campaign || touch.clicks
		if (!visit || fresh) sessionStorage.setItem(VISIT_KEY, JSON.stringify({ first: visit?.first ?? touch, last: touch }))
		return !visit
	} catch {
		return false
	}
}

const landed = captureTouch()
let first = true

/** Counts a page view once the page is idle, with the beacon module loaded then (never before). */
export function pageView(): void {
	const landing = first && landed
	first = false
	const later = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 2000))
	later(() => void import('./beacon.client.ts').then((beacon) => beacon.send(landing)).catch(() => undefined))
}
