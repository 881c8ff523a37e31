import { useLayoutEffect } from 'react'

/**
 * A stylesheet the server put inside the page (app/server/first-paint.server.ts) lives as
 * long as the router's link to it: when a move to another page has made
 * React Router's <Links> drop that link, its `<style>` goes too, before the
 * next page is painted; a link the router renders again later is a new, live
 * one, fetched as usual (decisions 023 and 046). Called by the root's layout
 * with the path shown, after whose change <Links> has rendered the new page's
 * links.
 */
export function useInlineStylesheetsFollowLinks(pathname: string): void {
	useLayoutEffect(() => {
		const linked = new Set([...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')))
		for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-stylesheet]')) {
			if (!linked.has(style.dataset.stylesheet!)) style.remove()
		}
	}, [pathname])
}
