import { createContext, useContext } from 'react'
import type { HumanCheckConfig } from './config.types.ts'
import type { SiteContact } from './site-shell.types.ts'

/**
 * What the parts of a page read of the site around them: the contact a form offers when it cannot
 * send, and the human check the quote forms ask for. The root provides it on a page the router
 * hydrates; on a page of islands the islands' runtime provides it from the page (decision 069),
 * so the same components work without the router.
 */
export interface SiteShell {
	contact?: Pick<SiteContact, 'Email' | 'Phone'>
	humanCheck: HumanCheckConfig
}

export const SiteShellContext = createContext<SiteShell>({
	humanCheck: { provider: 'altcha' },
})

export function useSiteShell(): SiteShell {
	return useContext(SiteShellContext)
}
