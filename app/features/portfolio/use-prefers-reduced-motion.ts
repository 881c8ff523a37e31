import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
	const list = window.matchMedia(QUERY)
	list.addEventListener('change', onChange)
	return () => list.removeEventListener('change', onChange)
}

/** Whether the visitor asks for reduced motion; false on the server, where nothing moves anyway. */
export function usePrefersReducedMotion(): boolean {
	return useSyncExternalStore(
		subscribe,
		() => window.matchMedia(QUERY).matches,
		() => false,
	)
}
