import { type RefObject, useEffect } from 'react'
import { formatWhen } from '../kit.tsx'
import './action-bar.css'

/**
 * What keeps a save in reach and its outcome in view: a bar that stays at the bottom of the
 * screen with the form's buttons and its state (unsaved changes, saving, saved at a time),
 * Ctrl+S or ⌘S to save from anywhere in the form, and after a refused save an error summary
 * that takes the focus and links to each field (the GOV.UK pattern).
 */
export function ActionBar({ state, savedAt, children }: { state: 'saving' | 'changed' | 'saved'; savedAt: string | null; children: React.ReactNode }) {
	const said = state === 'saving' ? 'Saving…' : state === 'changed' ? 'Unsaved changes' : savedAt ? `Saved ${formatWhen(savedAt)}` : 'No changes yet'
	return (
		<div className="admin-action-bar">
			<div className="admin-action-bar__buttons">{children}</div>
			<p className="admin-action-bar__state" role="status">
				{said}
				<span className="admin-action-bar__keys"> · Ctrl+S or ⌘S saves</span>
			</p>
		</div>
	)
}

/** Ctrl+S (⌘S on a Mac) presses the form's save button, as a click would, instead of saving the web page. */
export function useSaveShortcut(formRef: RefObject<HTMLFormElement | null>) {
	useEffect(() => {
		const onKey = (event: KeyboardEvent) => {
			if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return
			const form = formRef.current
			const save = form?.querySelector<HTMLButtonElement>('button[type="submit"][data-save]')
			if (!form || !save) return
			event.preventDefault()
			if (!save.disabled) form.requestSubmit(save)
		}
		window.addEventListener('keydown', onKey)
		return () => window.removeEventListener('keydown', onKey)
	}, [formRef])
}

/** The fields a refused save named, each a link that takes the focus to its field. */
export function ErrorSummary({ errors, labels, formRef }: { errors: [string, string][]; labels: Record<string, string>; formRef: RefObject<HTMLFormElement | null> }) {
	return (
		<div id="error-summary" className="error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1}>
			<h2 id="error-summary-title">{errors.length === 1 ? 'There is a problem: nothing was saved' : `There are ${errors.length} problems: nothing was saved`}</h2>
			<ul>
				{errors.map(([name, message]) => (
					<li key={name}>
						<a
							href={`#${name}`}
							onClick={(event) => {
								const control = formRef.current?.elements.namedItem(name)
								const field = control instanceof RadioNodeList ? (control[0] as HTMLElement | undefined) : (control as HTMLElement | null)
								// A rich-text field's editor stands in for its hidden textarea.
								const target = field?.closest('.form-field')?.querySelector<HTMLElement>('[contenteditable="true"]') ?? field
								if (!target) return
								event.preventDefault()
								target.focus()
								target.scrollIntoView({ block: 'center' })
							}}
						>
							{labels[name] ? `${labels[name]}: ${message}` : message}
						</a>
					</li>
				))}
			</ul>
		</div>
	)
}
