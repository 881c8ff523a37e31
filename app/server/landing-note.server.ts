/**
 * Where the visit came from, noted as the page is parsed (decision 043): the first touch stays, the
 * last is replaced by each page load that brings campaign parameters or another site's referrer,
 * in the tab's session storage (no cookie). It runs before the app's scripts, so a visitor who
 * follows a link before they arrive keeps their campaign; the app reads what it left
 * (app/lib/visit.client.ts for the page view, the forms for the lead).
 *
 * Self-contained: its text is sent as an inline script (`LANDING_NOTE`), which the render marks as
 * its own so the policy allows it (app/entry.server.tsx, decision 063).
 */
function noteLanding(): void {
	try {
		const url = new URL(location.href)
		const touch: Record<string, string> = { path: url.pathname }
		for (const name of ['source', 'medium', 'campaign', 'term', 'content']) {
			const value = url.searchParams.get(`utm_${name}`)
			if (value) touch[name] = value.slice(0, 100)
		}
		const clicks = ['gclid', 'fbclid', 'msclkid'].filter((name) => url.searchParams.has(name))
		if (clicks.length > 0) touch.clicks = clicks.join(',')
		// The referring site's domain, without www; nothing for this site or none.
		let ref = ''
		try {
			ref = new URL(document.referrer).hostname.replace(/^www\./, '')
		} catch {
			// No referrer, or not a URL.
		}
		if (ref && ref !== location.hostname.replace(/^www\./, '')) touch.ref = ref
		const side = Math.min(screen.width, screen.height)
		touch.device = side < 600 ? 'mobile' : side < 1024 && navigator.maxTouchPoints > 0 ? 'tablet' : 'desktop'
		const saved = sessionStorage.getItem('lf-visit')
		const visit = saved ? (JSON.parse(saved) as { first?: Record<string, string> }) : undefined
		if (!visit || touch.ref || touch.source || touch.campaign || touch.clicks) {
			sessionStorage.setItem('lf-visit', JSON.stringify({ first: visit?.first ?? touch, last: touch }))
		}
		// What the page view counts of this load: whether it began the visit, and the referring domain.
		sessionStorage.setItem('lf-landing', JSON.stringify({ began: !visit, ref: touch.ref }))
	} catch {
		// Storage refused (a private mode, a full quota) or unreadable: the visit goes without attribution.
	}
}

/** The inline script that runs `noteLanding` once, as the page is parsed. */
export const LANDING_NOTE = `(${noteLanding.toString()})()`
