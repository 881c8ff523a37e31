import type { ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { SiteShellContext, type SiteShell } from '#app/lib/site-shell-context.ts'
import { islandTree } from './island.tsx'

/**
 * Hydrates one island's wrapper with the tree the server drew (./island.tsx). Loaded by the
 * islands' runtime (./islands.client.tsx) with the first island it hydrates, so React comes
 * only to a page where the visitor reaches an island or sees one: the runtime itself, on every
 * page, carries none.
 */
export function hydrateIsland(wrapper: HTMLElement, component: ComponentType<object>, props: object, shell: SiteShell, onHydrated: () => void): void {
	hydrateRoot(wrapper, <SiteShellContext value={shell}>{islandTree(component, props, onHydrated)}</SiteShellContext>, {
		onRecoverableError: (error) => console.error(error),
	})
}
