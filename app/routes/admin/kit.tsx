import { useId } from 'react'
import { Form } from 'react-router'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { Link } from '#app/components/ui/link.tsx'
import { shownTimeZone } from '#app/lib/time-zone.ts'
import type { PublicState } from '#app/features/cms/entity-publication.ts'

/**
 * The back office's form parts: server-rendered and uncontrolled fields, so
 * every form works before (and without) JavaScript, with errors under the
 * field as on the public forms and in their classes (forms.css, which the
 * root links on every page).
 *
 * The label and the error are the public forms' own (app/components/ui/form-field.tsx).
 */

/** The input of a code from an authenticator app (six digits, spaces allowed), on every page that asks for one. */
export const AUTHENTICATION_CODE_INPUT = { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', pattern: '[0-9 ]*', maxLength: 7 } as const

/**
 * The danger zone's delete button: posts `intent=delete` to the page's own action, after the
 * browser asks the question (without JavaScript the post goes straight; the action still checks).
 */
export function DeleteForm({ question, busy, children, hint }: { question: string; busy: boolean; children: React.ReactNode; hint?: string }) {
	return (
		<Form method="post" className="admin-danger-zone">
			<button
				type="submit"
				name="intent"
				value="delete"
				className="button button--danger"
				disabled={busy}
				onClick={(event) => {
					if (!window.confirm(question)) event.preventDefault()
				}}
			>
				{children}
			</button>
			{hint ? <p className="form-field__hint">{hint}</p> : null}
		</Form>
	)
}

/** A problem that is no field's fault. */
export function FailureAlert({ message }: { message: string }) {
	return (
		<div role="alert" className="form-alert form-alert--failure">
			{message}
		</div>
	)
}
interface AdminFieldProps {
	name: string
	label: string
	defaultValue?: string | number | null
	errors?: string[]
	type?: 'text' | 'email' | 'number' | 'date' | 'datetime-local' | 'tel' | 'url' | 'password' | 'search'
	multiline?: boolean
	rows?: number
	required?: boolean
	maxLength?: number
	min?: number
	max?: number
	hint?: string
	autoComplete?: string
	/** A menu's choices; a group of them is drawn as an `<optgroup>`. */
	options?: readonly (AdminOption | { group: string; options: readonly AdminOption[] })[]
	className?: string
}

export interface AdminOption {
	value: string
	label: string
}

function OptionOf({ option }: { option: AdminOption }) {
	return <option value={option.value}>{option.label}</option>
}

export function AdminField({ name, label, defaultValue, errors, type = 'text', multiline, rows = 6, required = false, maxLength, min, max, hint, autoComplete, options, className }: AdminFieldProps) {
	const id = useId()
	const error = errors?.[0]
	const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
	const common = {
		id,
		name,
		required,
		defaultValue: defaultValue ?? '',
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy,
		className: error ? 'form-field__control form-field__control--invalid' : 'form-field__control',
	} as const
	return (
		<div className={className ? `form-field ${className}` : 'form-field'}>
			<FieldLabel htmlFor={id} required={required}>
				{label}
			</FieldLabel>
			{options ? (
				<select {...common}>
					{options.map((option) =>
						'group' in option ? (
							<optgroup key={`group-${option.group}`} label={option.group}>
								{option.options.map((member) => (
									<OptionOf key={member.value} option={member} />
								))}
							</optgroup>
						) : (
							<OptionOf key={option.value} option={option} />
						),
					)}
				</select>
			) : multiline ? (
				<textarea {...common} rows={rows} maxLength={maxLength} />
			) : (
				<input {...common} type={type} maxLength={maxLength} min={min} max={max} autoComplete={autoComplete} />
			)}
			{hint ? (
				<p id={`${id}-hint`} className="form-field__hint">
					{hint}
				</p>
			) : null}
			<FieldError id={`${id}-error`} message={error} />
		</div>
	)
}

/** A filter form's buttons: apply it, and a link back to the unfiltered list where there is one. */
export function FilterActions({ submit = 'Filter', reset }: { submit?: string; reset?: { to: string; label: string } }) {
	return (
		<div className="admin-filters__actions">
			<button type="submit" className="button button--primary">
				{submit}
			</button>
			{reset ? <Link to={reset.to}>{reset.label}</Link> : null}
		</div>
	)
}

/** A line that tells what just happened (saved, sent, approved). */
export function Notice({ message }: { message: string | null | undefined }) {
	return message ? (
		<div role="status" className="form-alert form-alert--success">
			{message}
		</div>
	) : null
}

/** A content list's status cell: Draft, Scheduled (its date) or Published. */
export function stateLabel(state: PublicState): string {
	if (state.state === 'draft') return 'Draft'
	if (state.state === 'closed') return state.since ? `Closed (${state.since})` : 'Closed'
	return state.state === 'scheduled' ? `Scheduled (${formatWhen(state.at)})` : 'Published'
}

/** What the public site now does with an item, in one sentence: hides a draft or a closed item, shows a scheduled one later, or shows it. */
export function stateSentence(state: PublicState | undefined): string {
	if (state?.state === 'draft') return 'It is a draft: the public site does not show it.'
	if (state?.state === 'scheduled') return `It will appear on the public site on ${formatWhen(state.at)}.`
	if (state?.state === 'closed') return state.since ? `Its closing day (${state.since}) has passed: the public site does not show it.` : 'It is closed: the public site does not show it.'
	return 'The public site shows it now.'
}

/** What a save says, true to what the public site now does with the item. */
export function savedNotice(state: PublicState | undefined): string {
	if (state?.state === 'draft') return 'Saved as a draft: the public site does not show it.'
	return `Saved. ${stateSentence(state)}`
}

/** When something happened, in the agency's terms: day, month, year and time, in its time zone (TIME_ZONE), named. */
export function formatWhen(iso: string | Date | null | undefined): string {
	if (!iso) return ''
	const date = typeof iso === 'string' ? new Date(iso) : iso
	if (Number.isNaN(date.getTime())) return String(iso)
	const zone = shownTimeZone()
	return `${date.toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: zone })} ${zone}`
}
