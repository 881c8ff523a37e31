import type { Landing } from './beacon.client.ts'

/**
 * Where this visit came from, kept in the tab's session storage (no cookie,
 * decision 043): the first touch stays, the last is replaced by each landing
 * that brings campaign parameters or another site's referrer. Loaded after the
 * page is idle: at landing, entry.client.tsx only notes the address and the
 * referrer (LANDING_KEY), before a navigation can change them; this module
 * makes the touches of them and, unless ANALYTICS is off, sends the page view
 * and watches the page load's Core Web Vitals (decision 048).
 */

/** The forms read the touches under this key (use-lead-form.ts). */
export const VISIT_KEY = 'lf-visit'
/** entry.client.tsx writes the address and document.referrer here, a line each, at each page load. */
export const LANDING_KEY = 'lf-landing'
const CAMPAIGN = ['source', 'medium', 'campaign', 'term', 'content']
const CLICK_IDS = ['gclid', 'fbclid', 'msclkid']

export type Touch = Partial<Record<'path' | 'ref' | 'source' | 'medium' | 'campaign' | 'term' | 'content' | 'clicks' | 'device', string>>

/** The touch of a landing: the page, the other site's domain, the utm_* values, which click ids, the device class. */
export function touchOf(address: string, referrer: string, host = location.hostname): Touch {
	const url = new URL(address, 'http://x')
	const touch: Touch = { path: url.pathname }
	for (const name of CAMPAIGN) {
		const value = url.searchParams.get(`utm_${name}`)
		if (value) touch[name as keyof Touch] = value.slice(0, 100)
	}
	const clicks = CLICK_IDS.filter((name) => url.searchParams.has(name))
	if (clicks.length > 0) touch.clicks = clicks.join(',')
	const ref = domainOf(referrer, host)
	if (ref) touch.ref = ref
	const side = Math.min(screen.width, screen.height)
	touch.device = side < 600 ? 'mobile' : side < 1024 && navigator.maxTouchPoints > 0 ? 'tablet' : 'desktop'
	return touch
}

/** The referring site's domain, without www; nothing for this site or none. */
function domainOf(referrer: string, host: string): string | undefined {
	try {
		const domain = new URL(referrer).hostname.replace(/^www\./, '')
		return domain && domain !== host.replace(/^www\./, '') ? domain : undefined
	} catch {
		return undefined
	}
}

/** Makes the touches of the page load noted at landing (once: the note is then removed). */
export function takeLanding(): Landing | undefined {
	try {
		const noted = sessionStorage.getItem(LANDING_KEY)
		if (!noted) return undefined
		sessionStorage.removeItem(LANDING_KEY)
		const [address = '/', referrer = ''] = noted.split('\n')
		const touch = touchOf(address, referrer)
		const saved = sessionStorage.getItem(VISIT_KEY)
		const visit = saved ? (JSON.parse(saved) as { first?: Touch }) : undefined
		if (!visit || touch.ref || touch.source || touch.campaign || touch.clicks) {
			sessionStorage.setItem(VISIT_KEY, JSON.stringify({ first: visit?.first ?? touch, last: touch }))
		}
		return { began: !visit, ref: touch.ref }
	} catch {
		return undefined
	}
}

/** Records the landing, if this page load has not yet, and counts the view of `path` (root.tsx calls it after idle). */
export async function visited(path: string, analytics: boolean): Promise<void> {
	const landing = takeLanding()
	if (!analytics) return
	const beacon = await import('./beacon.client.ts')
	beacon.send(path, landing, sessionStorage.getItem(VISIT_KEY) ?? undefined)
	// The first page view of the document is the page its Core Web Vitals are counted under.
	beacon.watchVitals(path)
}
