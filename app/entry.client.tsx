import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { linkInlinedStylesheets } from '#app/lib/first-paint.client.ts'

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
