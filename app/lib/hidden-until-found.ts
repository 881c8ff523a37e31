/**
 * Props for `hidden="until-found"` (or none when shown): the content is in the document
 * for crawlers, find-in-page and visitors without script, and not drawn; the browser
 * reveals it when find-in-page or a fragment link lands in it, after firing
 * `beforematch` on it. React 19.3 writes `hidden` as a boolean (`hidden=""`, plain
 * hidden, which find-in-page skips) on the server and in the browser alike, so the
 * attribute goes under its upper-case name, which React passes through as it is and
 * HTML reads without regard to case (decision 028).
 */
export function hiddenUntilFound(hidden: boolean): { HIDDEN?: 'until-found' } {
	return hidden ? { HIDDEN: 'until-found' } : {}
}
