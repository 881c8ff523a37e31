import { useState } from 'react'
import { opensInPlace } from '#app/lib/opens-in-place.ts'
import './contact.css'

/**
 * The office map as a click-to-load facade (DESIGN decision 10): a static
 * panel with the address until the visitor asks for the map, so the embed's
 * scripts, cookies and weight never reach a visitor who does not want them.
 */
export function MapFacade({ embedUrl, address, officeName }: { embedUrl: string; address: string; officeName: string }) {
	const [shown, setShown] = useState(false)
	const provider = providerName(embedUrl)
	if (shown) {
		return (
			<div className="contact-map contact-map--loaded">
				<iframe
					className="contact-map__frame"
					src={embedUrl}
					title="Map of our Ahmedabad office"
					loading="lazy"
					referrerPolicy="no-referrer-when-downgrade"
				/>
			</div>
		)
	}
	return (
		<div className="contact-map contact-map--facade">
			<div className="contact-map__art" aria-hidden="true">
				<span className="contact-map__pin" />
			</div>
			<div className="contact-map__card">
				<p className="contact-map__eyebrow">{officeName}</p>
				<p className="contact-map__address">{address}</p>
				{/* A link to the map itself, which the island draws here instead. */}
				<a href={embedUrl} className="button button--primary" {...opensInPlace(() => setShown(true), { dialog: false })}>
					Show map
				</a>
				{provider ? <p className="contact-map__note">Loads an interactive map from {provider}.</p> : null}
			</div>
		</div>
	)
}

function providerName(url: string): string | undefined {
	try {
		return new URL(url).hostname.replace(/^www\./, '')
	} catch {
		return undefined
	}
}
