import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { useSiteShell } from '#app/lib/site-shell-context.ts'
import { HONEYPOT_FIELD } from './honeypot.ts'

/** The spec's success alert fades after this long (spec §9). */
export const ALERT_FADE_MS = 5000

/** Free-text fields with a limit this short show how much of it is used, so nothing is cut without a word. */
const COUNTED_UP_TO = 300

type KeyFilter = 'digits' | 'digits-and-dot'

interface FieldProps {
	name: string
	label: string
	value: string
	onChange: (name: string, value: string) => void
	errors?: string[]
	maxLength?: number
	/** The fewest characters the schema accepts, when more than one. */
	minLength?: number
	type?: 'text' | 'email' | 'tel'
	/** Phone-like fields block any key that is not a digit (the dot too on quote forms). */
	keys?: KeyFilter
	autoComplete?: string
	multiline?: boolean
	rows?: number
	hint?: string
	required?: boolean
}

/**
 * A labelled input or textarea: the asterisk of a required field, the first
 * server or schema error under it, aria-invalid and aria-describedby.
 */
export function Field({ name, label, value, onChange, errors, maxLength, minLength, type = 'text', keys, autoComplete, multiline, rows = 4, hint, required = true }: FieldProps) {
	const id = useId()
	const errorId = `${id}-error`
	const hintId = `${id}-hint`
	const countId = `${id}-count`
	const error = errors?.[0]
	const counted = multiline && maxLength !== undefined && maxLength <= COUNTED_UP_TO
	const describedBy = [hint ? hintId : null, counted ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
	const common = {
		id,
		name,
		value,
		maxLength,
		minLength,
		required,
		'aria-invalid': error ? true : undefined,
		'aria-describedby': describedBy,
		className: error ? 'form-field__control form-field__control--invalid' : 'form-field__control',
	} as const
	return (
		<div className="form-field">
			<FieldLabel htmlFor={id} required={required}>
				{label}
			</FieldLabel>
			{multiline ? (
				<textarea {...common} rows={rows} onChange={(e) => onChange(name, e.target.value)} />
			) : (
				<input
					{...common}
					type={type}
					autoComplete={autoComplete}
					inputMode={keys ? (keys === 'digits' ? 'numeric' : 'decimal') : undefined}
					onKeyDown={keys ? (e) => blockKey(e, keys) : undefined}
					onChange={(e) => onChange(name, keys ? keepAllowed(e.target.value, keys) : e.target.value)}
				/>
			)}
			{hint ? (
				<p id={hintId} className="form-field__hint">
					{hint}
				</p>
			) : null}
			{counted ? <CharacterCount id={countId} length={value.length} max={maxLength} /> : null}
			<FieldError id={errorId} message={error} />
		</div>
	)
}

/**
 * "12 / 50" under a field, in the server's HTML too (it tells the limit before anyone types).
 * Screen readers hear the count as the field's description, and the live part speaks only
 * twice: when little room is left and when none is.
 */
function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
	const near = Math.max(10, Math.round(max / 10))
	const left = max - length
	return (
		<p id={id} className="form-field__count">
			<span aria-hidden="true">
				{length} / {max}
			</span>
			<span className="visually-hidden">
				{length} of {max} characters used.
			</span>
			<span className="visually-hidden" aria-live="polite">
				{left <= 0 ? `Limit of ${max} characters reached.` : left <= near ? `${near} characters or fewer left.` : ''}
			</span>
		</p>
	)
}

function blockKey(event: React.KeyboardEvent<HTMLInputElement>, keys: KeyFilter) {
	if (event.ctrlKey || event.metaKey || event.altKey || event.key.length > 1) return
	const allowed = keys === 'digits' ? /\d/ : /[\d.]/
	if (!allowed.test(event.key)) event.preventDefault()
}

/** Pasted or autofilled text loses what the key filter would have blocked. */
function keepAllowed(value: string, keys: KeyFilter): string {
	return value.replace(keys === 'digits' ? /\D/g : /[^\d.]/g, '')
}

/** A field people never see or fill: off-screen, out of the tab order, unnamed to screen readers. */
export function Honeypot({ value, onChange }: { value: string; onChange: (name: string, value: string) => void }) {
	return (
		<div className="form-honeypot" aria-hidden="true">
			<label>
				Leave this field empty
				<input name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(HONEYPOT_FIELD, e.target.value)} />
			</label>
		</div>
	)
}

/**
 * Brings a form's alert into view once it appears: the form may be scrolled away or reset
 * under it. `nearest` leaves a visible alert where it is; the page's scroll-behavior makes
 * the scroll smooth, or instant when the visitor prefers reduced motion, and the alert's
 * scroll-margin keeps it clear of the sticky header.
 */
function useRevealed() {
	const ref = useRef<HTMLDivElement>(null)
	useEffect(() => {
		// A block, not an arrow's value: newer browsers answer scrollIntoView with a promise, which React would call as a cleanup.
		ref.current?.scrollIntoView({ block: 'nearest' })
	}, [])
	return ref
}

/**
 * The green success alert with the server's message; it fades out after five seconds. The sent
 * line above it brings both into view (two smooth scrolls at once would leave one of them short).
 */
export function SuccessAlert({ message, onDone }: { message: string; onDone: () => void }) {
	const [fading, setFading] = useState(false)
	useEffect(() => {
		const fade = window.setTimeout(() => setFading(true), ALERT_FADE_MS)
		const done = window.setTimeout(onDone, ALERT_FADE_MS + 600)
		return () => {
			window.clearTimeout(fade)
			window.clearTimeout(done)
		}
	}, [onDone])
	return (
		<div className={fading ? 'form-alert form-alert--success form-alert--fading' : 'form-alert form-alert--success'}>
			{message}
		</div>
	)
}

interface LeadFormShellProps {
	/** The state of useLeadForm. */
	form: {
		values: Record<string, string>
		setValue: (name: string, value: string) => void
		success: { message: string; key: number } | null
		clearSuccess: () => void
		/** The last success's message, until the visitor types again. */
		sent: string | null
		failure: string | null
		submitting: boolean
		/** Waiting for the proof of work before sending. */
		checking?: boolean
		/** Starts the proof of work. */
		prepare?: () => void
		submit: (event: React.FormEvent<HTMLFormElement>) => void
	}
	label: string
	className?: string
	submitLabel: string
	/** What happens next and when, said after "Sent." at the top of the form once a message is sent and the fields are cleared. */
	sentNote: string
	submitDisabled?: boolean
	/** Replaces the form's own submit (the career form checks its file first). */
	onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void
	children: React.ReactNode
}

/**
 * What every lead form has around its fields: the alerts, the honeypot, the
 * proof of work started on the first focus or input or as the form nears the
 * viewport, its "Checking your browser…" status, and the submit button, which
 * works once the page's JavaScript runs (without it, a note says how else to
 * reach us).
 */
export function LeadFormShell({ form, label, className = 'lead-form', submitLabel, sentNote, submitDisabled, onSubmit, children }: LeadFormShellProps) {
	const ref = useRef<HTMLFormElement>(null)
	// False in the server's HTML (Submit disabled: without JavaScript the form cannot send), true once hydrated.
	const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
	const { prepare } = form
	useEffect(() => {
		const element = ref.current
		if (!prepare || !element || typeof IntersectionObserver === 'undefined') return
		const observer = new IntersectionObserver(
			(entries) => {
				if (!entries.some((entry) => entry.isIntersecting)) return
				observer.disconnect()
				prepare()
			},
			{ rootMargin: '300px 0px' },
		)
		observer.observe(element)
		return () => observer.disconnect()
	}, [prepare])
	return (
		<form ref={ref} className={className} onSubmit={onSubmit ?? form.submit} onFocus={prepare} onInput={prepare} noValidate aria-label={label}>
			{form.sent ? <SentNote note={sentNote} /> : null}
			{/* The live regions are on the page before their message, so screen readers announce it. */}
			<div className="form-alerts" role="status">
				{form.success ? <SuccessAlert key={form.success.key} message={form.success.message} onDone={form.clearSuccess} /> : null}
			</div>
			<div className="form-alerts" role="alert">
				{form.failure ? <FailureAlert message={form.failure} /> : null}
			</div>
			<noscript>
				<NeedsJavaScript />
			</noscript>
			{children}
			<Honeypot value={form.values[HONEYPOT_FIELD] ?? ''} onChange={form.setValue} />
			<p className="form-status" role="status">
				{form.checking ? 'Checking your browser…' : ''}
			</p>
			<SubmitButton submitting={form.submitting} disabled={submitDisabled || !hydrated} label={submitLabel} />
		</form>
	)
}

const noSubscription = () => () => {}

/**
 * What stays once the green alert has faded: at the top of the form, next to where the visitor
 * began, and focused as it appears (focus would otherwise be left on the Submit button, which is
 * disabled while sending, and so fall to the page), which brings it into view below the sticky
 * header. It goes when the visitor types again.
 */
function SentNote({ note }: { note: string }) {
	const ref = useRef<HTMLParagraphElement>(null)
	useEffect(() => {
		// Scrolled by hand: scrollIntoView keeps its scroll-margin clear of the sticky header, focus's own scroll may not.
		ref.current?.focus({ preventScroll: true })
		ref.current?.scrollIntoView({ block: 'nearest' })
	}, [])
	return (
		<p ref={ref} className="form-sent" tabIndex={-1}>
			<strong>Sent.</strong> {note}
		</p>
	)
}

/** Shown at a form when JavaScript is off: sending needs it (decision 019), and here is how else to reach us. */
function NeedsJavaScript() {
	const { contact } = useSiteShell()
	return (
		<p className="form-alert form-alert--failure">
			Sending this form needs JavaScript, which is off in your browser.
			{contact ? (
				<>
					{' '}
					Write to us at <ContactLink href={mailtoHref(contact.Email)}>{contact.Email}</ContactLink> or call{' '}
					<ContactLink href={telHref(contact.Phone)}>{contact.Phone}</ContactLink> instead.
				</>
			) : null}
		</p>
	)
}

/** A problem that is no field's fault (too many requests, no connection), inside the form's alert region. */
export function FailureAlert({ message }: { message: string }) {
	const ref = useRevealed()
	return (
		<div ref={ref} className="form-alert form-alert--failure">
			{message}
		</div>
	)
}

export function SubmitButton({ submitting, disabled, label = 'Submit', busyLabel = 'Sending…' }: { submitting: boolean; disabled?: boolean; label?: string; busyLabel?: string }) {
	return (
		<button type="submit" className="button button--primary form-submit" disabled={submitting || disabled} aria-disabled={submitting || disabled}>
			{submitting ? (
				<>
					<span className="form-submit__spinner" aria-hidden="true" />
					{busyLabel}
				</>
			) : (
				label
			)}
		</button>
	)
}
