import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'

/**
 * An accessible modal dialog (Radix): focus is trapped inside and returned to
 * the opener on close, Esc and the close button dismiss it, and the page
 * behind is hidden from screen readers. Opened from outside Radix's own
 * trigger, it remembers what had focus and returns focus there on close.
 * Loaded by `Modal` (modal.tsx) when it first opens.
 */
export default function ModalDialog({
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
	const opener = useRef<HTMLElement | null>(null)
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="modal__overlay" />
				<Dialog.Content
					className={`modal modal--${size}`}
					{...(description ? {} : { 'aria-describedby': undefined })}
					onOpenAutoFocus={() => {
						opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
					}}
					onCloseAutoFocus={(event) => {
						if (!opener.current?.isConnected) return
						event.preventDefault()
						opener.current.focus()
					}}
				>
					<div className="modal__header">
						<Dialog.Title className="modal__title">{title}</Dialog.Title>
						<Dialog.Close className="modal__close" aria-label="Close">
							<span aria-hidden="true">×</span>
						</Dialog.Close>
					</div>
					{description ? <Dialog.Description className="modal__description">{description}</Dialog.Description> : null}
					<div className="modal__body">{children}</div>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}
