import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react'

const loadDialog = () => import('./modal-dialog.tsx')
const ModalDialog = lazy(loadDialog)

/**
 * An accessible modal dialog (modal-dialog.tsx). Nothing of it is on the page until it first
 * opens, and its code (focus trap, scroll lock, the dialog library) is not in the page's first
 * scripts.
 */
export function Modal(props: ComponentProps<typeof ModalDialog>) {
	const [opened, setOpened] = useState(props.open)
	// Mounted in the browser, it fetches the dialog's code then (an island is hydrated when the visitor
	// reaches for it), so a click opens the modal without waiting for the network.
	useEffect(() => void loadDialog(), [])
	if (props.open && !opened) setOpened(true)
	return opened ? (
		<Suspense fallback={null}>
			<ModalDialog {...props} />
		</Suspense>
	) : null
}
