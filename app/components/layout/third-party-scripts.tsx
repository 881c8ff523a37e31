import { useEffect } from 'react'

/**
 * Loads a configured third-party chat widget (spec §1) once the browser is
 * idle, so it never delays the first paint and the site works without it.
 */
export function ChatWidget({ src }: { src: string | null }) {
	useEffect(() => {
		if (!src) return
		const load = () => {
			if (document.querySelector(`script[data-chat-widget]`)) return
			const script = document.createElement('script')
			script.src = src
			script.async = true
			script.dataset.chatWidget = 'true'
			document.body.append(script)
		}
		// Safari has no requestIdleCallback: wait a few seconds instead.
		if (typeof window.requestIdleCallback === 'function') {
			const id = window.requestIdleCallback(load, { timeout: 5000 })
			return () => window.cancelIdleCallback(id)
		}
		const timer = setTimeout(load, 3000)
		return () => clearTimeout(timer)
	}, [src])
	return null
}
