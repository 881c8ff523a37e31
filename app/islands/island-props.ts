/**
 * The props the server wrote beside an island's wrapper (./island.tsx: a JSON script right after it),
 * read in the browser by the islands' runtime and by an island that reads them from a page it fetched.
 * Undefined when the wrapper has no such script.
 */
export function islandProps(wrapper: Element | null | undefined): object | undefined {
	const script = wrapper?.nextElementSibling
	if (!(script instanceof HTMLScriptElement) || !script.hasAttribute('data-island-props')) return undefined
	return JSON.parse(script.textContent || '{}') as object
}
