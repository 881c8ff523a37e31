/**
 * The inline script of a page of islands (decision 069): it loads the islands' runtime
 * (app/islands/islands.client.tsx, a few kilobytes: React DOM and an island's code come only
 * for an island that is hydrated) once the page is idle, or at once when an island is wanted: one
 * that asks to be hydrated at load (after the first frame, so the page is drawn first), one that
 * comes near the screen, or one the visitor points at, touches or focuses, which it marks
 * `data-wanted` so the runtime hydrates it first.
 *
 * Self-contained: its text is sent inline with the runtime's URL as its argument, marked as the
 * render's own so the policy allows it (app/entry.server.tsx, decision 063).
 */
function loadIslands(runtimeUrl: string): void {
	const islands = document.querySelectorAll<HTMLElement>('[data-island]')
	let requested = false
	const load = () => {
		if (requested) return
		requested = true
		const script = document.createElement('script')
		script.type = 'module'
		script.src = runtimeUrl
		document.head.appendChild(script)
	}
	// Idle after the load: the page view, and the islands wired for when they are wanted.
	const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(load, { timeout: 4000 }) : setTimeout(load, 1000))
	if (document.readyState === 'complete') idle()
	else addEventListener('load', idle, { once: true })
	const kinds = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown']
	const nearing =
		'IntersectionObserver' in window
			? new IntersectionObserver(
					(entries) => {
						if (entries.some((entry) => entry.isIntersecting)) load()
					},
					{ rootMargin: '200px' },
				)
			: undefined
	islands.forEach((island) => {
		const when = island.dataset.hydrate
		if (when === 'load') requestAnimationFrame(() => setTimeout(load, 0))
		else if (when === 'visible') {
			// The wrapper lays nothing out (display: contents): its first element has the box.
			if (nearing) nearing.observe(island.firstElementChild ?? island)
			else load()
		} else {
			const wanted = () => {
				island.dataset.wanted = ''
				load()
			}
			kinds.forEach((kind) =>
				island.addEventListener(kind, wanted, {
					capture: true,
					passive: true,
					once: true,
				}),
			)
		}
		// A button clicked before its island is hydrated would do nothing, and a link the island opens
		// in place (app/lib/opens-in-place.ts) would leave the page: the runtime clicks either again
		// once React handles it (another link, a modified click or a form's own submit goes on as the
		// browser's).
		island.addEventListener(
			'click',
			(event) => {
				if (island.dataset.hydrated === 'true') return
				const target = event.target as Element
				const link = target.closest('a[data-opens-in-place]')
				const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
				if (link && plain) event.preventDefault()
				const button = link && plain ? link : target.closest('button[type="button"]')
				if (!button) return
				button.setAttribute('data-replay-click', '')
				island.dataset.wanted = ''
				load()
			},
			{ capture: true },
		)
	})
}

/** The inline script that loads the islands' runtime from `runtimeUrl` when the page is idle or an island is wanted. */
export function islandsLoader(runtimeUrl: string): string {
	return `(${loadIslands.toString()})(${JSON.stringify(runtimeUrl)})`
}
