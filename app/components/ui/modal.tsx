import { type ComponentProps, lazy, Suspense, useState } from 'react'

const ModalDialog = lazy(() => import('./modal-dialog.tsx'))

/**
 * An accessible modal dialog (modal-dialog.tsx). Nothing of it is on the page
 * until it first opens, so its code (focus trap, scroll lock, the dialog
 * library) loads then, not with the page (issue 11).
 */
export function Modal(props: ComponentProps<typeof ModalDialog>) {
	const [opened, setOpened] = useState(props.open)
	if (props.open && !opened) setOpened(true)
	return opened ? (
		<Suspense fallback={null}>
			<ModalDialog {...props} />
		</Suspense>
	) : null
}
