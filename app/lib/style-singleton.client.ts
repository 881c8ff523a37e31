/**
 * `react-style-singleton`'s three exports (what react-remove-scroll and react-remove-scroll-bar,
 * under Radix's dialog, import), built on a constructed stylesheet adopted by the document instead
 * of a `<style>` element added to the head. A policy by hashes cannot allow an element whose rules
 * change with the visitor's scrollbar (its width is in them) without 'unsafe-inline', and the
 * nonce the package used (get-nonce) is gone from the pages; a stylesheet made through the CSSOM is
 * not checked by Content-Security-Policy at all (decision 045). Aliased in vite.config.ts.
 */
import { useEffect } from 'react'

/** One sheet, adopted while at least one user holds it, as the package's singleton does. */
export function stylesheetSingleton() {
	let counter = 0
	let sheet: CSSStyleSheet | undefined
	return {
		add(style: string) {
			if (counter === 0 && typeof document !== 'undefined') {
				sheet = new CSSStyleSheet()
				sheet.replaceSync(style)
				document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
			}
			counter += 1
		},
		remove() {
			counter -= 1
			if (counter === 0 && sheet) {
				const gone = sheet
				document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== gone)
				sheet = undefined
			}
		},
	}
}

/** A hook that holds the sheet while the component using it is mounted. */
export function styleHookSingleton() {
	const sheet = stylesheetSingleton()
	return (styles: string, isDynamic?: boolean) => {
		// As the package does: the styles of the first mount stay unless they are said to change.
		const changes = styles && isDynamic
		useEffect(() => {
			sheet.add(styles)
			return () => sheet.remove()
			// eslint-disable-next-line react-hooks/exhaustive-deps
		}, [changes])
	}
}

/** A component that holds the sheet while it is mounted. */
export function styleSingleton() {
	const useStyle = styleHookSingleton()
	return function Sheet({ styles, dynamic }: { styles: string; dynamic?: boolean }) {
		useStyle(styles, dynamic)
		return null
	}
}
