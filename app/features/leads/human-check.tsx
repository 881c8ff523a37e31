import { useEffect, useRef } from 'react'
import { useSiteShell } from '#app/lib/site-shell-context.ts'
import 'altcha/altcha.css'

declare module 'react' {
	// eslint-disable-next-line @typescript-eslint/no-namespace
	namespace JSX {
		interface IntrinsicElements {
			'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
				challenge?: string
				name?: string
				auto?: string
			}
		}
	}
}

declare global {
	interface Window {
		turnstile?: {
			render: (el: HTMLElement, options: Record<string, unknown>) => string
			remove: (id: string) => void
		}
	}
}

/**
 * The human verification of the Laravel, Angular and Magento quote forms
 * (spec §2): ALTCHA's self-hosted proof of work by default, Cloudflare
 * Turnstile when configured. Reports the widget's answer (or null) so the
 * form keeps Submit disabled until it has one.
 */
export function HumanCheck({ onChange }: { onChange: (field: string, answer: string | null) => void }) {
	const config = useSiteShell().humanCheck
	return config.provider === 'turnstile' ? <Turnstile siteKey={config.siteKey} onChange={onChange} /> : <Altcha onChange={onChange} />
}

let altchaLoaded: Promise<void> | undefined
function loadAltcha(): Promise<void> {
	altchaLoaded ??= Promise.all([import('altcha/external'), import('altcha/workers/pbkdf2?worker')]).then(([, { default: Pbkdf2Worker }]) => {
		const registry = (globalThis as typeof globalThis & { $altcha: { algorithms: Map<string, () => Worker> } }).$altcha
		// The challenges are PBKDF2/SHA-256 (app/server/challenges.server.ts).
		registry.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
	})
	return altchaLoaded
}

function Altcha({ onChange }: { onChange: (field: string, answer: string | null) => void }) {
	const ref = useRef<HTMLElement>(null)
	useEffect(() => {
		// The widget is a web component; it is loaded in the browser only. Its CSP-clean build: the
		// styles come with ours (no <style> element) and the proof of work runs in a worker file
		// under /assets (no blob: URL), so the strict Content-Security-Policy holds (decision 018).
		void loadAltcha()
		const element = ref.current
		if (!element) return
		const listener = (event: Event) => {
			const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail
			onChange('altcha', detail.state === 'verified' && detail.payload ? detail.payload : null)
		}
		element.addEventListener('statechange', listener)
		return () => element.removeEventListener('statechange', listener)
	}, [onChange])
	return (
		<div className="human-check">
			<altcha-widget ref={ref} challenge="/api/altcha/challenge" name="altcha" />
		</div>
	)
}

function Turnstile({ siteKey, onChange }: { siteKey: string; onChange: (field: string, answer: string | null) => void }) {
	const ref = useRef<HTMLDivElement>(null)
	useEffect(() => {
		let widgetId: string | undefined
		const render = () => {
			if (!ref.current || !window.turnstile) return
			widgetId = window.turnstile.render(ref.current, {
				sitekey: siteKey,
				callback: (token: string) => onChange('cf-turnstile-response', token),
				'expired-callback': () => onChange('cf-turnstile-response', null),
				'error-callback': () => onChange('cf-turnstile-response', null),
			})
		}
		if (window.turnstile) {
			render()
		} else {
			const script = document.createElement('script')
			script.src = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
			script.async = true
			script.onload = render
			document.head.append(script)
		}
		return () => {
			if (widgetId && window.turnstile) window.turnstile.remove(widgetId)
		}
	}, [siteKey, onChange])
	return (
		<div className="human-check">
			<div ref={ref} />
			<noscript>Please enable JavaScript to verify that you are human.</noscript>
		</div>
	)
}
