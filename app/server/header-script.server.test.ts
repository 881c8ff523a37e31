import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { SCROLL_LOCK_ATTRIBUTE } from '#app/lib/scroll-lock.ts'
import { HEADER_SCRIPT, STICKY_THRESHOLD } from './header-script.server.ts'

/**
 * A page as the inline script sees it: a scroll position, its scroll listeners and the header (or
 * none), run up to its first frame; `readsBeforeFrame` counts the scroll position's reads before it
 * (each would lay the page out inside the parser's task).
 */
function page(scrollY: number, hasHeader = true) {
	const listeners: (() => void)[] = []
	let header: { isConnected: boolean; dataset: Record<string, string>; writes: number } | null = hasHeader ? makeHeader() : null
	let reads = 0
	const frames: (() => void)[] = []
	const window = {
		get scrollY() {
			reads++
			return scrollY
		},
		set scrollY(y: number) {
			scrollY = y
		},
		addEventListener: (type: string, listener: () => void, options: { passive?: boolean }) => {
			expect(type).toBe('scroll')
			expect(options.passive).toBe(true)
			listeners.push(listener)
		},
	}
	// The menus' key and focus listeners (checked by the header's browser journeys) are on the document.
	const documentListeners: string[] = []
	let toggled: ((event: { target: unknown; newState: string }) => void) | undefined
	const rootAttributes = new Set<string>()
	const document = {
		querySelector: (selector: string) => (selector === 'header.site-header' ? header : null),
		addEventListener: (type: string, listener: (event: { target: unknown; newState: string }) => void, capture?: boolean) => {
			documentListeners.push(type)
			if (type === 'toggle') {
				// A popover's toggle event does not bubble: only a listener on the way down hears it.
				expect(capture).toBe(true)
				toggled = listener
			}
		},
		documentElement: {
			toggleAttribute: (name: string, force: boolean) => (force ? rootAttributes.add(name) : rootAttributes.delete(name)),
		},
	}
	vm.runInNewContext(HEADER_SCRIPT, { window, document, String, requestAnimationFrame: (frame: () => void) => frames.push(frame) })
	expect(documentListeners).toEqual(['toggle', 'keydown', 'focusin', 'click', 'pointerleave'])
	const readsBeforeFrame = reads
	for (const frame of frames.splice(0)) frame()
	return {
		readsBeforeFrame,
		scrollTo(y: number) {
			window.scrollY = y
			for (const listener of listeners) listener()
		},
		get header() {
			return header
		},
		replaceHeader() {
			if (header) header.isConnected = false
			header = makeHeader()
		},
		listeners,
		/** A popover toggled: the phone menu (`.mobile-nav`) or another. */
		toggle(selector: string, newState: 'open' | 'closed') {
			toggled!({ target: { matches: (query: string) => query === selector }, newState })
		},
		rootAttributes,
	}
}

function makeHeader() {
	const dataset: Record<string, string> = {}
	const header = { isConnected: true, writes: 0, dataset: {} as Record<string, string> }
	// Counts the writes, to show an unchanged state is not written again.
	header.dataset = new Proxy(dataset, {
		set(target, key: string, value: string) {
			header.writes++
			target[key] = value
			return true
		},
	})
	return header
}

describe('the header script run as the page is parsed', () => {
	it('marks the header sticky from 100 px of scroll, not before, and back', () => {
		expect(STICKY_THRESHOLD).toBe(100)
		const shown = page(0)
		expect(shown.header!.dataset.sticky).toBe('false')
		shown.scrollTo(99)
		expect(shown.header!.dataset.sticky).toBe('false')
		shown.scrollTo(100)
		expect(shown.header!.dataset.sticky).toBe('true')
		shown.scrollTo(2000)
		expect(shown.header!.dataset.sticky).toBe('true')
		shown.scrollTo(0)
		expect(shown.header!.dataset.sticky).toBe('false')
		// One write per change of state, however many scroll events came.
		expect(shown.header!.writes).toBe(3)
	})

	it('starts sticky on a page loaded already scrolled (a reload, a link to a fragment), from its first frame', () => {
		const restored = page(640)
		expect(restored.header!.dataset.sticky).toBe('true')
		// Nothing read as the page is parsed: the first layout waits for the first frame.
		expect(restored.readsBeforeFrame).toBe(0)
	})

	it('does nothing on a page without the header, and finds a header mounted later', () => {
		const bare = page(300, false)
		bare.scrollTo(400)
		expect(bare.header).toBeNull()
		const shown = page(300)
		shown.replaceHeader()
		shown.scrollTo(350)
		expect(shown.header!.dataset.sticky).toBe('true')
		expect(shown.listeners).toHaveLength(1)
	})

	it('locks the page behind the phone menu while it is open, and only for that menu', () => {
		const shown = page(0)
		shown.toggle('.mobile-nav', 'open')
		expect([...shown.rootAttributes]).toEqual([SCROLL_LOCK_ATTRIBUTE])
		shown.toggle('.mobile-nav', 'closed')
		expect(shown.rootAttributes.size).toBe(0)
		// A desktop menu's popover leaves the page free.
		shown.toggle('.main-nav__panel', 'open')
		expect(shown.rootAttributes.size).toBe(0)
	})
})
