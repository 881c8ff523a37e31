/**
 * The server sends a page's stylesheets inside it (app/server/first-paint.server.ts), as
 * `<style data-stylesheet>`; React Router's <Links> renders them as links, and
 * hydration looks for those links in the head. So each link goes back in just
 * before its `<style>`, disabled: the browser neither fetches it nor applies it,
 * and the rules stay where they are. Replacing the `<style>` with a live link
 * would fetch every sheet again and declare the brand font a second time, which
 * the browser treats as a new font and swaps in, moving text (decision 023).
 *
 * From then on the links are the router's: it keeps them, drops them and adds
 * new, live ones as the visitor moves; each `<style>` follows its link
 * (useInlineStylesheetsFollowLinks in inline-stylesheets.ts, decision 046).
 */
export function linkInlinedStylesheets(): void {
	for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-stylesheet]')) {
		const link = document.createElement('link')
		link.rel = 'stylesheet'
		link.href = style.dataset.stylesheet!
		link.setAttribute('disabled', '')
		style.before(link)
	}
}
