import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { linkInlinedStylesheets } from '#app/lib/first-paint.client.ts'

// Where this page load came from, noted before a navigation can change the address; the
// visit's touches are made of it after idle (app/lib/visit.client.ts, decision 043).
try {
	sessionStorage.setItem('lf-landing', `${location.href}\n${document.referrer}`)
} catch {
	// Storage refused (a private mode, a full quota): the visit goes without attribution.
}

// Before hydration: React Router's <Links> is to find its stylesheet links in the head.
linkInlinedStylesheets()

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
