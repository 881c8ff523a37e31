import { lazy, Suspense, useId, useSyncExternalStore } from 'react'
import type { LibraryImage } from './rich-text.ts'

export type { LibraryImage }

// Loaded only in the back office, once the page has hydrated: the public pages never carry the editor (decision 041).
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'))

const noChanges = () => () => {}

/**
 * A text with headings, lists, links, tables and pictures. The page is drawn
 * with a plain textarea of the HTML, which works without JavaScript; once the
 * page runs, the editor takes its place and writes every change back into it,
 * so the form posts the same field either way.
 */
export function RichTextField({
	name,
	label,
	defaultValue,
	errors,
	required,
	hint,
	maxLength,
	library,
}: {
	name: string
	label: string
	defaultValue: string
	errors?: string[]
	required?: boolean
	hint?: string
	maxLength?: number
	library: LibraryImage[]
}) {
	const id = useId()
	// False on the server and while hydrating, true once the page runs: the editor never takes part in hydration.
	const enhanced = useSyncExternalStore(
		noChanges,
		() => true,
		() => false,
	)
	const error = errors?.[0]
	const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')
	return (
		<div className="form-field rich-text">
			<label htmlFor={id} id={`${id}-label`} className="form-field__label">
				{label}
				{required ? (
					<span className="form-field__required" aria-hidden="true">
						{' '}*
					</span>
				) : null}
			</label>
			<textarea
				id={id}
				name={name}
				defaultValue={defaultValue}
				rows={14}
				maxLength={maxLength}
				aria-invalid={error ? true : undefined}
				aria-describedby={describedBy}
				className={`admin-code ${error ? 'form-field__control form-field__control--invalid' : 'form-field__control'}`}
			/>
			{enhanced ? (
				<Suspense fallback={<p className="form-field__hint">Loading the editor…</p>}>
					<RichTextEditor textareaId={id} labelId={`${id}-label`} describedBy={describedBy} invalid={Boolean(error)} library={library} />
				</Suspense>
			) : null}
			<p id={`${id}-hint`} className="form-field__hint">
				{hint ?? 'Headings, lists, links, quotes, tables, code and pictures from the media library.'}
			</p>
			{error ? (
				<p id={`${id}-error`} className="form-field__error">
					{error}
				</p>
			) : null}
		</div>
	)
}
