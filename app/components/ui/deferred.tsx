import { type ComponentType, memo, Suspense, use, useCallback, useEffect, useRef, useState } from 'react'

/** What starts loading a deferred component's code in the browser, besides a visitor reaching for it. */
type Trigger = 'visible' | 'interaction'

const INTERACTIONS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const

/** The longest a deferred component waits for the browser to be idle before its code loads anyway. */
const IDLE_TIMEOUT_MS = 4000

/** Set once the first page has hydrated: a deferred component mounted after that loads at once. */
let pageHydrated = false

/**
 * A component whose browser code is left out of the page's first JavaScript
 * (issue 11). The server renders it in full, so its HTML is on the page from
 * the start, visible, labelled and laid out; in the browser the HTML stays as
 * sent, and React hydrates it only once its code has loaded, which starts when
 * the component comes near the viewport (`visible`) or when the visitor
 * points at, touches or focuses it, or else once the browser is idle. What
 * a visitor typed before the code arrived is kept.
 * Mounted by a client-side navigation, it loads at once. Its props must not
 * change while it waits (memo keeps a re-rendered parent from touching it).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, { until = 'visible' }: { until?: Trigger } = {}) {
	let Loaded: ComponentType<P> | undefined
	let loading: Promise<ComponentType<P>> | undefined
	const start = () =>
		(loading ??= load().then((component) => {
			Loaded = component
			return component
		}))
	// The server has the code at hand: load it with the module, so the first render has it. The
	// browser waits for the first request (a trigger, or a mount after the first hydration).
	let request = () => {}
	const ready = import.meta.env.SSR ? start() : new Promise<void>((resolve) => (request = resolve)).then(start)

	function Content({ props, onReady }: { props: P; onReady: () => void }) {
		// The hook comes before the conditional `use`: when the code arrives while React is still in
		// this render, React replays the component with the hooks it had so far, and `Loaded` is set
		// by then, so `use` is skipped. A hook after it would be one React had not seen (error 467,
		// reported as 422: the boundary thrown away and rendered again in the browser).
		useEffect(onReady, [onReady])
		const Component = Loaded ?? use(ready)
		return <Component {...props} />
	}

	function Deferred(props: P) {
		const ref = useRef<HTMLDivElement>(null)
		// "waiting" in the server's HTML too: hydration keeps what the server wrote, so the mark turns
		// "ready" only once the content's code has run in this browser.
		const [waiting, setWaiting] = useState(true)
		const onReady = useCallback(() => {
			if (ref.current) keepTypedValues(ref.current)
			// Marked ready after the updates its own first effects asked for (a media query read, say).
			setTimeout(() => setWaiting(false), 0)
		}, [])
		useEffect(() => {
			pageHydrated = true
			const element = ref.current
			if (Loaded || !element) return
			const begin = () => {
				stop()
				request()
			}
			INTERACTIONS.forEach((type) => element.addEventListener(type, begin, { passive: true }))
			const target = element.firstElementChild
			const observer = until === 'visible' && target && 'IntersectionObserver' in window ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && begin(), { rootMargin: '300px' }) : undefined
			if (observer && target) observer.observe(target)
			// Otherwise once the page is idle, so a visitor rarely reaches a form whose script is still on its way.
			// (Safari has no requestIdleCallback: a timer there.)
			const idleCallbacks = typeof requestIdleCallback === 'function'
			const idle = idleCallbacks ? requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(begin, IDLE_TIMEOUT_MS)
			function stop() {
				INTERACTIONS.forEach((type) => element!.removeEventListener(type, begin))
				observer?.disconnect()
				if (idleCallbacks) cancelIdleCallback(idle as number)
				else clearTimeout(idle)
			}
			return stop
		}, [])
		// During the first hydration the content waits (its server HTML stays); after it, nothing waits.
		if (!import.meta.env.SSR && pageHydrated) request()
		return (
			<div ref={ref} className="deferred" data-deferred={waiting ? 'waiting' : 'ready'}>
				<Suspense fallback={null}>
					<Content props={props} onReady={onReady} />
				</Suspense>
			</div>
		)
	}
	return memo(Deferred) as unknown as ComponentType<P>
}

/**
 * What a visitor typed into the server's HTML before the script arrived is
 * handed to React as if typed now (React keeps its own, empty, state at
 * hydration), so it is neither lost nor left unchecked. The value is set
 * around React's value tracker, which otherwise would see no change.
 */
function keepTypedValues(root: HTMLElement) {
	for (const control of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type="hidden"], [type="file"], [type="checkbox"], [type="radio"]), textarea')) {
		const typed = control.value
		if (typed === control.defaultValue) continue
		control.value = control.defaultValue
		Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, typed)
		control.dispatchEvent(new Event('input', { bubbles: true }))
	}
}
