import type { Landing } from './beacon.client.ts'

/**
 * What this page load brought to the visit, as the inline script that runs while the page is
 * parsed noted it (app/server/landing-note.server.ts, decision 043): it keeps the visit's first and
 * last touch in the tab's session storage (no cookie), which the forms send with a lead. Loaded
 * after the page is idle, this module sends the page view of it and, unless ANALYTICS is off,
 * watches the page load's Core Web Vitals (decision 048).
 */

/** The forms read the touches under this key (use-lead-form.ts). */
export const VISIT_KEY = 'lf-visit'
/** The note of this page load: whether it began the visit, the referring domain. */
export const LANDING_KEY = 'lf-landing'

/** The page load's note, taken once: a later page view of the same document is no landing. */
export function takeLanding(): Landing | undefined {
	try {
		const noted = sessionStorage.getItem(LANDING_KEY)
		if (!noted) return undefined
		sessionStorage.removeItem(LANDING_KEY)
		const landing = JSON.parse(noted) as Partial<Landing>
		return { began: landing.began === true, ref: typeof landing.ref === 'string' ? landing.ref : undefined }
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
