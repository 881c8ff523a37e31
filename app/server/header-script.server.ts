/** The header turns sticky once the page is scrolled this far (spec §9: the state flips at 100 px). */
export const STICKY_THRESHOLD = 100

/**
 * The header's sticky state, kept by a few lines of plain script sent inline (decision 068): the
 * header works before the app's scripts arrive, and on a page that never hydrates. It sets
 * `data-sticky="true"` or `"false"` on the header, which the stylesheet reads; React renders the
 * header without it, so a re-render never undoes it. The header is looked up again when the one
 * it held has left the document (the back office has none; a client navigation back mounts a new one).
 *
 * Self-contained: its text is sent as an inline script (`HEADER_SCRIPT`), which the render marks as
 * its own so the policy allows it (app/entry.server.tsx, decision 063).
 */
function keepHeaderSticky(threshold: number): void {
	let header: HTMLElement | null = null
	const update = () => {
		if (!header?.isConnected) header = document.querySelector<HTMLElement>('header.site-header')
		const sticky = String(window.scrollY >= threshold)
		// Written only when it changes: a scroll event comes every frame, a restyle need not.
		if (header && header.dataset.sticky !== sticky) header.dataset.sticky = sticky
	}
	window.addEventListener('scroll', update, { passive: true })
	update()
}

/** The inline script that runs `keepHeaderSticky` once, as the page is parsed (after the header: it ends the body). */
export const HEADER_SCRIPT = `(${keepHeaderSticky.toString()})(${STICKY_THRESHOLD})`
