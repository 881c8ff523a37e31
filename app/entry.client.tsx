import { setNonce } from 'get-nonce'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { linkInlinedStylesheets } from '#app/lib/first-paint.client.ts'

// Radix's dialogs lock scrolling with a <style> element they add (react-remove-scroll); it
// takes the page's nonce, which scripts can still read from a script element (decision 018).
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
if (nonce) setNonce(nonce)

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
