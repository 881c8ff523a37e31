import { useState } from 'react'

/** The saved state through the real public page, at a phone's and a desktop's width (decision 041). */
export function PreviewPanel({ href }: { href: string }) {
	const [width, setWidth] = useState<375 | 1280 | null>(null)
	return (
		<section className="admin-page-preview" aria-label="Preview of the saved version">
			<p className="admin-item-links">
				<a href={href} target="_blank" rel="noopener">
					Preview (opens in a new tab)
				</a>
				<button type="button" className="button" aria-pressed={width === 375} onClick={() => setWidth(width === 375 ? null : 375)}>
					Phone preview
				</button>
				<button type="button" className="button" aria-pressed={width === 1280} onClick={() => setWidth(width === 1280 ? null : 1280)}>
					Desktop preview
				</button>
			</p>
			{width ? (
				// Scrolls sideways when the page is narrower than the frame: reachable by the keyboard.
				<div className="admin-page-preview__frame" role="region" aria-label={`Preview at ${width} pixels wide`} tabIndex={0}>
					<iframe src={href} title={`Preview at ${width} pixels wide`} width={width} height={width === 375 ? 720 : 800} />
				</div>
			) : null}
			<p className="form-field__hint">The preview shows the last saved version, drafts included; the link works for an hour. Save first to preview your changes.</p>
		</section>
	)
}
