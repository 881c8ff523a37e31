import { setNonce } from 'get-nonce'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { linkInlinedStylesheets } from '#app/lib/first-paint.client.ts'
// Where the visit came from, read before anything can change the address (decision 043).
import '#app/lib/visit.client.ts'

// Radix's dialogs lock scrolling with a <style> element they add (react-remove-scroll); it
// takes the page's nonce, which scripts can still read from a script element (decision 018).
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
if (nonce) setNonce(nonce)

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
