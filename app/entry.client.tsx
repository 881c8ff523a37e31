import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

// The router hydrates the back office's pages whole, as React Router renders them: <Links> and <Scripts>
// untouched (decision 100). Public pages are pages of islands and never load this entry.

startTransition(() => {
	hydrateRoot(
		document,
		<StrictMode>
			<HydratedRouter />
		</StrictMode>,
	)
})
