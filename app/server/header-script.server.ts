import { SCROLL_LOCK_ATTRIBUTE } from '#app/lib/scroll-lock.ts'

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
function keepHeaderSticky(threshold: number, scrollLock: string): void {
	let header: HTMLElement | null = null
	const update = () => {
		if (!header?.isConnected) header = document.querySelector<HTMLElement>('header.site-header')
		const sticky = String(window.scrollY >= threshold)
		// Written only when it changes: a scroll event comes every frame, a restyle need not.
		if (header && header.dataset.sticky !== sticky) header.dataset.sticky = sticky
	}
	window.addEventListener('scroll', update, { passive: true })
	// Read at the first frame, not now: reading the scroll position as the page is parsed would lay
	// out the whole document inside the parser's task (the longest task of a first load, measured).
	// A page opened at the top needs nothing; one restored further down turns sticky with its first frame.
	requestAnimationFrame(update)

	// The page behind the open phone menu does not scroll: the stylesheet reads the attribute on the root
	// (a rule on `html:has(…:popover-open)` did the same, at the cost of the root's style being looked at
	// again for every element the parser adds). A popover's toggle event does not bubble: heard on the way down.
	document.addEventListener(
		'toggle',
		(event) => {
			if ((event.target as Element).matches?.('.mobile-nav')) document.documentElement.toggleAttribute(scrollLock, (event as ToggleEvent).newState === 'open')
		},
		true,
	)

	// The desktop menus by keyboard (the disclosure navigation pattern), on every page alike: Down, Up,
	// Home and End move between the open menu's links (from its button: Down to the first, Up to the
	// last); Escape closes a menu the pointer shows (an open popover closes by itself); focus moving
	// out of the open menu's group closes it.
	document.addEventListener('keydown', (event) => {
		const target = event.target as HTMLElement
		const group = target.closest?.<HTMLElement>('#main-nav .main-nav__group')
		const trigger = group?.querySelector<HTMLElement>('.main-nav__trigger')
		const panel = group?.querySelector<HTMLElement>('.main-nav__panel')
		if (!group || !trigger || !panel?.checkVisibility({ visibilityProperty: true })) return
		if (event.key === 'Escape') {
			if (panel.matches(':popover-open')) return
			if (group.matches(':hover')) group.dataset.dismissed = ''
			trigger.focus()
			return
		}
		const links = [...panel.querySelectorAll<HTMLElement>('a')]
		const at = links.indexOf(target)
		const last = links.length - 1
		const moves: Record<string, number> =
			target === trigger ? { ArrowDown: 0, ArrowUp: last } : at < 0 ? {} : { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1, Home: 0, End: last }
		const to = moves[event.key]
		if (to === undefined) return
		event.preventDefault()
		links[to]?.focus()
	})
	document.addEventListener('focusin', (event) => {
		const panel = document.querySelector<HTMLElement>('#main-nav .main-nav__panel:popover-open')
		if (panel && !panel.parentElement!.contains(event.target as Node)) panel.hidePopover()
	})

	// A menu closed by a click stays closed while the pointer is still on its group (the stylesheet shows
	// a hovered group's menu unless it is marked dismissed), until the pointer leaves it: a click on its
	// button that closes its open menu (the browser toggles the popover after the click's listeners), or
	// on a link of the site inside it (a client-side navigation leaves the document, and the menu, in place).
	document.addEventListener('click', (event) => {
		const target = event.target as Element
		const group = target.closest?.<HTMLElement>('#main-nav .main-nav__group')
		const panel = group?.querySelector<HTMLElement>('.main-nav__panel')
		if (!group || !panel) return
		if (target.closest('.main-nav__trigger')) {
			if (panel.matches(':popover-open') && group.matches(':hover')) group.dataset.dismissed = ''
			return
		}
		if (!target.closest('a[href^="/"]')) return
		if (panel.matches(':popover-open')) panel.hidePopover()
		if (group.matches(':hover')) group.dataset.dismissed = ''
		if (panel.contains(document.activeElement)) group.querySelector<HTMLElement>('.main-nav__trigger')?.focus()
	})
	// pointerleave does not bubble, but it passes the document on its way down to the group.
	document.addEventListener(
		'pointerleave',
		(event) => {
			const target = event.target as HTMLElement
			if (target.matches?.('#main-nav .main-nav__group')) delete target.dataset.dismissed
		},
		true,
	)
}

/** The inline script that runs `keepHeaderSticky` once, as the page is parsed (after the header: it ends the body): the sticky state, the menus' keys and the phone menu's scroll lock. */
export const HEADER_SCRIPT = `(${keepHeaderSticky.toString()})(${STICKY_THRESHOLD}, ${JSON.stringify(SCROLL_LOCK_ATTRIBUTE)})`
