/** The envelope and the handset drawn beside the header's and the phone menu's contact links. */
export const MAIL_ICON = 'M3 6h18v12H3zM3 7l9 6 9-6'
export const PHONE_ICON = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'

export function ContactIcon({ path }: { path: string }) {
	return (
		<svg className="contact-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
			<path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
		</svg>
	)
}
