import { useEffect, useRef, useState } from 'react'

/** The saved state through the real public page, at a phone's and a desktop's width (decision 041). */
export function PreviewPanel({ href, draft = false }: { href: string; draft?: boolean }) {
	const [width, setWidth] = useState<375 | 1280 | null>(null)
	const height = width === 375 ? 720 : 800
	// The page is drawn at its width and scaled down to the column, so the whole of it shows without scrolling sideways.
	const box = useRef<HTMLDivElement>(null)
	const [scale, setScale] = useState(1)
	useEffect(() => {
		const frame = box.current
		if (!frame || !width) return
		const fit = () => setScale(Math.min(1, frame.clientWidth / width))
		fit()
		const observer = new ResizeObserver(fit)
		observer.observe(frame)
		return () => observer.disconnect()
	}, [width])
	return (
		<section className="admin-page-preview" aria-label={draft ? 'Preview of the working draft' : 'Preview of the saved version'}>
			<p className="admin-item-links">
				<a href={href} target="_blank" rel="noopener">
					{draft ? 'Preview changes (opens in a new tab)' : 'Preview (opens in a new tab)'}
				</a>
				<button type="button" className="button" aria-pressed={width === 375} onClick={() => setWidth(width === 375 ? null : 375)}>
					Phone preview
				</button>
				<button type="button" className="button" aria-pressed={width === 1280} onClick={() => setWidth(width === 1280 ? null : 1280)}>
					Desktop preview
				</button>
			</p>
			{width ? (
				<div ref={box} className="admin-page-preview__frame" role="region" aria-label={`Preview at ${width} pixels wide${scale < 1 ? `, shown at ${Math.round(scale * 100)} %` : ''}`} style={{ height: Math.ceil(height * scale) + 2 }}>
					<iframe
						src={href}
						title={`Preview at ${width} pixels wide`}
						width={width}
						height={height}
						style={scale < 1 ? { transform: `scale(${scale})`, transformOrigin: '0 0' } : undefined}
					/>
				</div>
			) : null}
			<p className="form-field__hint">
				{draft
					? 'The preview shows the working draft as last saved, through the real page; the link works for an hour. Save the draft first to preview newer changes.'
					: 'The preview shows the last saved version, drafts included; the link works for an hour. Save first to preview your changes.'}
			</p>
		</section>
	)
}
