/**
 * The page behind the phone menu or a modal dialog does not scroll while one is open: the root element
 * carries this attribute, which the stylesheet reads (`html[data-scroll-locked]`, modal.css). The phone
 * menu's is set by the header's inline script, a modal's by the dialog itself (modal.tsx).
 */
export const SCROLL_LOCK_ATTRIBUTE = 'data-scroll-locked'

/** Locks or frees the page's scroll. */
export function lockScroll(locked: boolean): void {
	document.documentElement.toggleAttribute(SCROLL_LOCK_ATTRIBUTE, locked)
}
