import type { MouseEvent } from 'react'

/** A click with the main button and no modifier: one a page may take over (another is a new tab, a download). */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
	return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

/**
 * The props of a link that an island's script opens in place (decision 099): the event gallery's
 * photos, the video testimonials, the office map, "Apply for this Position" and "Request a Quote".
 * Without script the link is followed to what it opens (the photo, the film, the map, an e-mail);
 * once the island is hydrated a plain click calls `open` instead, and a click with a modifier
 * (a new tab, a download) stays the browser's. A plain click made before the island is hydrated
 * is held by the page's loader and made again once it is (app/server/islands-loader.server.ts).
 */
export function opensInPlace(open: () => void, { dialog = true }: { dialog?: boolean } = {}) {
	return {
		'data-opens-in-place': '',
		'aria-haspopup': dialog ? ('dialog' as const) : undefined,
		onClick: (event: MouseEvent<HTMLAnchorElement>) => {
			if (!isPlainClick(event)) return
			event.preventDefault()
			open()
		},
	}
}
