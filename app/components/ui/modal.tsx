import { useEffect, useId, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { lockScroll } from '#app/lib/scroll-lock.ts'

/**
 * An accessible modal dialog: the browser's own `<dialog>`, opened with `showModal()` (decision 103).
 * The browser puts it in the top layer, makes the page behind it inert (out of reach of the
 * keyboard, the pointer and screen readers), moves focus into it, and closes it on Escape; this
 * adds the close button, a click on the backdrop, the scroll lock (an attribute on the root that the
 * stylesheet reads, app/lib/scroll-lock.ts) and focus back on what had it before, when that is still
 * on the page.
 *
 * Nothing of it is on the page until it first opens. It is then placed at the end of the body, as
 * a child of nothing on the page, so that it inherits no section's colours or alignment.
 */
export function Modal({
	open,
	onOpenChange,
	title,
	description,
	children,
	size = 'medium',
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	title: string
	description?: string
	children: React.ReactNode
	size?: 'medium' | 'large'
}) {
	const [opened, setOpened] = useState(open)
	if (open && !opened) setOpened(true)
	const dialog = useRef<HTMLDialogElement>(null)
	const opener = useRef<HTMLElement | null>(null)
	const wasOpen = useRef(false)
	const pressedOnBackdrop = useRef(false)
	const id = useId()

	useEffect(() => {
		const element = dialog.current
		if (!element) return
		if (open && !element.open) {
			opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
			element.showModal()
			lockScroll(true)
		} else if (!open && element.open) element.close()
		wasOpen.current = open
	}, [open, opened])
	// A dialog taken off the page open (its owner gone with a navigation) leaves the page free to scroll.
	useEffect(() => () => lockScroll(false), [])

	if (!opened) return null
	return createPortal(
		<dialog
			ref={dialog}
			className={`modal modal--${size}`}
			aria-labelledby={`${id}-title`}
			aria-describedby={description ? `${id}-description` : undefined}
			onClose={() => {
				lockScroll(false)
				if (opener.current?.isConnected) opener.current.focus()
				opener.current = null
				// Closed by the browser (Escape) or by this component: the owner hears of it once.
				if (wasOpen.current) {
					wasOpen.current = false
					onOpenChange(false)
				}
			}}
			// The panel fills the dialog's box: a press whose target is the dialog itself is on the backdrop. A click
			// counts when it began there too (not a selection dragged out of the form).
			onPointerDown={(event) => {
				pressedOnBackdrop.current = event.target === event.currentTarget
			}}
			onClick={(event) => {
				if (pressedOnBackdrop.current && event.target === event.currentTarget) event.currentTarget.close()
				pressedOnBackdrop.current = false
			}}
		>
			<div className="modal__panel">
				<div className="modal__header">
					<h2 className="modal__title" id={`${id}-title`}>
						{title}
					</h2>
					<button type="button" className="modal__close" aria-label="Close" onClick={() => dialog.current?.close()}>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				{description ? (
					<p className="modal__description" id={`${id}-description`}>
						{description}
					</p>
				) : null}
				<div className="modal__body">{children}</div>
			</div>
		</dialog>,
		document.body,
	)
}
