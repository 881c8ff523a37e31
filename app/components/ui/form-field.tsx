/**
 * A form field's label and error, the same on the public forms (app/features/leads/form-kit.tsx) and
 * in the back office (app/routes/admin/kit.tsx), in the classes of forms.css, which the root links
 * on every page. Shared by both, the module is a chunk of its own (about 0.4 KB): a form's island
 * asks for it beside the other small chunks its form kit imports, in the same round, and a page's
 * first load does not load it.
 */

/** A field's label, with the asterisk of a required field hidden from screen readers (they hear "required"). */
export function FieldLabel({ htmlFor, required = true, children }: { htmlFor: string; required?: boolean; children: React.ReactNode }) {
	return (
		<label htmlFor={htmlFor} className="form-field__label">
			{children}
			{required ? (
				<span className="form-field__required" aria-hidden="true">
					{' *'}
				</span>
			) : null}
		</label>
	)
}

/** The first error of a field, under it; its id is what the control's aria-describedby names. */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
	return message ? (
		<p id={id} className="form-field__error">
			{message}
		</p>
	) : null
}
