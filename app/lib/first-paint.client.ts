/**
 * The server sends a page's stylesheets inside it (first-paint.server.ts), as
 * `<style data-stylesheet>`; React Router's <Links> renders them as links, and
 * hydration looks for those links in the head. So each link goes back in just
 * before its `<style>`, disabled: the browser neither fetches it nor applies it,
 * and the rules stay where they are. Replacing the `<style>` with a live link
 * would fetch every sheet again and declare the brand font a second time, which
 * the browser treats as a new font and swaps in, moving text (decision 023).
 *
 * When the router drops a link (the visitor went to a page without that sheet),
 * its `<style>` goes with it; a link the router later renders again is its own,
 * live one, fetched as usual.
 */
export function linkInlinedStylesheets(): void {
	const inlined = new Map<Node, HTMLStyleElement>()
	for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-stylesheet]')) {
		const link = document.createElement('link')
		link.rel = 'stylesheet'
		link.href = style.dataset.stylesheet!
		link.setAttribute('disabled', '')
		style.before(link)
		inlined.set(link, style)
	}
	if (inlined.size === 0) return
	new MutationObserver((records, observer) => {
		for (const record of records) {
			for (const node of record.removedNodes) {
				const style = inlined.get(node)
				// A link React moved is still in the document.
				if (!style || node.isConnected) continue
				style.remove()
				inlined.delete(node)
			}
		}
		if (inlined.size === 0) observer.disconnect()
	}).observe(document.head, { childList: true })
}
