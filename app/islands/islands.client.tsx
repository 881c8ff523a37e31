import type { ComponentType } from 'react'
import type { SiteShell } from '#app/lib/site-shell-context.ts'
import type { Hydrate } from './island.tsx'
import { islandProps } from './island-props.ts'
import { ISLANDS, type IslandName } from './registry.ts'

/**
 * The browser's side of a page of islands (decision 069), loaded by the page's inline loader
 * (app/server/islands-loader.server.ts) once the page is idle, or at once when an island is
 * wanted. It counts the page view, and hydrates each wrapper the server drew (./island.tsx) by
 * itself as its `data-hydrate` asks: at once, when it nears the screen, or when the visitor
 * points at, touches or focuses it. React, React DOM and an island's code are loaded only for an
 * island that is hydrated (./hydrate.client.tsx); the router never is: links are plain links and
 * each page is a document.
 */
const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const

/** The page view and the visit's landing, as the root's effect does on a page the router hydrates (decision 043). */
const analytics = document.documentElement.dataset.analytics
if (analytics !== undefined) void import('#app/lib/visit.client.ts').then((visit) => visit.visited(location.pathname, analytics === 'true'))

// A configured third-party chat widget: this module comes once the page is idle, and so does the widget.
const chatWidget = document.documentElement.dataset.chatWidget
if (chatWidget && !document.querySelector('script[data-chat-widget]')) {
	const script = document.createElement('script')
	script.src = chatWidget
	script.async = true
	script.dataset.chatWidget = 'true'
	document.body.append(script)
}

let shell: SiteShell | undefined
/** What the islands read of the site around them, written once in the page by the root. */
function siteShell(): SiteShell {
	return (shell ??= JSON.parse(document.getElementById('site-shell')?.textContent || '{"humanCheck":{"provider":"altcha"}}') as SiteShell)
}

function hydrateIsland(wrapper: HTMLElement): void {
	if (wrapper.dataset.hydrated !== undefined) return
	wrapper.dataset.hydrated = 'loading'
	const name = wrapper.dataset.island as IslandName
	const load = ISLANDS[name]
	const props = islandProps(wrapper)
	if (!load || !props) return console.error(`No island named ${name}`)
	void Promise.all([import('./hydrate.client.tsx'), load()]).then(([{ hydrateIsland: hydrate }, component]) =>
		hydrate(wrapper, component as ComponentType<object>, props, siteShell(), () => hydrated(wrapper)),
	)
}

/**
 * Marks the wrapper hydrated once React has hydrated the island, then clicks again what the
 * visitor clicked while it was not: the page's loader marked that button or link
 * (app/server/islands-loader.server.ts).
 */
function hydrated(wrapper: HTMLElement): void {
	wrapper.dataset.hydrated = 'true'
	for (const control of wrapper.querySelectorAll<HTMLElement>('[data-replay-click]')) {
		control.removeAttribute('data-replay-click')
		control.click()
	}
}

/** The element watched for an island nearing the screen: its wrapper lays nothing out (`display: contents`), so it has no box to watch. */
const watched = new Map<Element, HTMLElement>()
const nearing = new IntersectionObserver(
	(entries) => {
		for (const entry of entries) {
			const wrapper = watched.get(entry.target)
			if (!entry.isIntersecting || !wrapper) continue
			nearing.unobserve(entry.target)
			hydrateIsland(wrapper)
		}
	},
	{ rootMargin: '200px' },
)

for (const wrapper of document.querySelectorAll<HTMLElement>('[data-island]')) {
	const when = (wrapper.dataset.hydrate ?? 'interaction') as Hydrate
	// Wanted already: the visitor reached for it before this module arrived (the page's loader marked it).
	if (when === 'load' || wrapper.dataset.wanted !== undefined || wrapper.matches(':focus-within')) {
		hydrateIsland(wrapper)
		continue
	}
	if (when === 'visible') {
		const box = wrapper.firstElementChild ?? wrapper
		watched.set(box, wrapper)
		nearing.observe(box)
	}
	// Reached for before it is seen (or before it nears the screen): wanted at once.
	const wanted = () => {
		for (const type of INTERACTIONS) wrapper.removeEventListener(type, wanted, true)
		hydrateIsland(wrapper)
	}
	for (const type of INTERACTIONS) wrapper.addEventListener(type, wanted, { capture: true, passive: true })
}
// Browser tests wait for this: every island is wired and the page view is on its way.
document.documentElement.dataset.islandsReady = 'true'
