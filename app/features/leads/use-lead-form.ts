import { useCallback, useEffect, useRef, useState } from 'react'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { useCaptcha } from './captcha.tsx'
import type * as FormSchemas from './forms.schema.ts'
import type { LeadFormPost, SubmitResult } from './lead-forms.ts'
import { useProofOfWork } from './proof-of-work.ts'

type Encoding = LeadFormPost['encoding']
export type Extra = Record<string, string | number | undefined>

interface Options<T extends Record<string, string>> {
	/** The values the fields start with (and return to after a success). */
	initial: T
	/** Values added to every submission (ids, the code shown, the human check's answer). */
	extra?: () => Extra
	/** Files to send with a multipart submission. */
	files?: () => Record<string, File | undefined>
	/** Checks the schema does not cover (a chosen file), shown together with the schema's errors. */
	check?: () => FieldErrors
	/**
	 * Whether the form answers a server-issued code (by default as LEAD_FORMS says): its token goes
	 * with the submission, and every answer brings a new code (a code is single-use).
	 */
	captcha?: boolean
	/**
	 * Whether the form sends the invisible proof of work (default: yes; the quote forms with the
	 * human check send the widget's answer instead).
	 */
	proof?: boolean
	/** Called after every answer from the server, whatever it was. */
	onAnswered?: (result: SubmitResult | undefined) => void
}

/**
 * The state machine every lead form shares (spec §4): fields hold their
 * values; the shared zod schema checks them in the browser first (loaded when
 * the visitor starts on the form, see loadSchemas); the server's
 * answer either clears the fields and shows its message, or shows the first
 * error under each field. Failures that are no field's fault (rate limit,
 * network) get a form-level message so nothing is dropped silently.
 */
export function useLeadForm<T extends Record<string, string>>(
	{ name, endpoint, encoding, captcha: usesCaptcha }: LeadFormPost,
	{ initial, extra, files, check, captcha: withCaptcha = usesCaptcha, proof: withProof = true, onAnswered }: Options<T>,
) {
	const captcha = useCaptcha({ enabled: withCaptcha })
	const proof = useProofOfWork(withProof)
	const [checking, setChecking] = useState(false)
	const [values, setValues] = useState<T>(initial)
	const [errors, setErrors] = useState<FieldErrors>({})
	const [submitting, setSubmitting] = useState(false)
	const [success, setSuccess] = useState<{ message: string; key: number } | null>(null)
	const [failure, setFailure] = useState<string | null>(null)
	const [sent, setSent] = useState<string | null>(null)
	const inFlight = useRef(false)
	const attempt = useRef<string | undefined>(undefined)
	// The form whose first invalid field takes the focus, once React has drawn the errors set with it (a new object each time).
	const [focusFirstError, setFocusFirstError] = useState<{ form: HTMLFormElement } | null>(null)
	useEffect(() => {
		focusFirstError?.form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
	}, [focusFirstError])

	const setValue = useCallback((name: string, value: string) => {
		setSent(null)
		setValues((current) => ({ ...current, [name]: value }))
		setErrors((current) => {
			if (!current[name]) return current
			const { [name]: _removed, ...rest } = current
			return rest
		})
	}, [])

	const reset = useCallback(() => {
		setValues(initial)
		setErrors({})
	}, [initial])

	const submit = useCallback(
		async (event?: React.FormEvent<HTMLFormElement>) => {
			event?.preventDefault()
			if (inFlight.current) return
			// Read before any await: React clears an event's currentTarget once its handlers have run.
			const form = event?.currentTarget
			// Usually loaded since the visitor's first focus; without it (the chunk failed to load) the server checks alone.
			const schemas = await loadSchemas()
			if (inFlight.current) return
			setFailure(null)
			// One key per message, kept until it is stored: sending it again after a lost answer is not a second lead.
			attempt.current ??= submissionId()
			const payload = {
				...values,
				...(withCaptcha ? { captcha_token: captcha.token } : {}),
				source_page: window.location.pathname + window.location.search,
				submission_id: attempt.current,
				attribution: visitTouches(),
				...extra?.(),
			}
			const checked = schemas?.LEAD_FORMS[name].schema.safeParse(payload)
			const fileMap = files?.() ?? {}
			// Every invalid field says so at once: the schema's errors and the form's own checks together.
			const problems = { ...(checked && !checked.success ? fieldErrors(checked.error) : {}), ...check?.() }
			if (Object.keys(problems).length > 0) {
				setErrors(problems)
				if (form) setFocusFirstError({ form })
				return
			}
			inFlight.current = true
			setSubmitting(true)
			let result: SubmitResult | undefined
			try {
				if (withProof) {
					// Usually solved while the visitor typed; if not, Submit waits for it.
					setChecking(true)
					const altcha = await proof.take()
					setChecking(false)
					if (!altcha) {
						setFailure(NO_PROOF)
						return
					}
					Object.assign(payload, { altcha })
				}
				const response = await fetch(endpoint, { method: 'POST', ...encode(payload, fileMap, encoding), headers: headersFor(encoding) })
				result = (await response.json().catch(() => undefined)) as SubmitResult | undefined
				if (result?.success === 1) {
					attempt.current = undefined
					setValues(initial)
					setErrors({})
					setSuccess({ message: result.message, key: Date.now() })
					setSent(result.message)
				} else if (result && 'errors' in result && result.errors && Object.keys(result.errors).length > 0) {
					// A refused proof of work is no field's fault: it is said above the Submit button.
					const { altcha: refusedProof, ...fields } = result.errors
					if (withProof && refusedProof?.[0]) setFailure(refusedProof[0])
					setErrors(withProof ? fields : result.errors)
					if (form) setFocusFirstError({ form })
				} else {
					setFailure(result?.message ?? `We could not send your message (error ${response.status}). Please try again.`)
				}
			} catch {
				setFailure('We could not reach the server. Check your connection and try again; your text is still here.')
			} finally {
				inFlight.current = false
				setSubmitting(false)
				setChecking(false)
				if (withCaptcha) captcha.refresh()
				// Each proof is good for one post: the next one is solved while the visitor corrects the form.
				if (result?.success !== 1) proof.start()
				onAnswered?.(result)
			}
		},
		[values, extra, files, check, name, endpoint, encoding, initial, withCaptcha, captcha, withProof, proof, onAnswered],
	)

	const prepare = useCallback(() => {
		proof.start()
		void loadSchemas()
	}, [proof])

	// Stable, so the success alert's five-second timer is not restarted by every render.
	const clearSuccess = useCallback(() => setSuccess(null), [])

	return {
		values, setValue, errors, setErrors, submitting, checking, success, clearSuccess, sent, failure, submit, reset, captcha,
		/** Starts the proof of work and loads the schemas (on the first focus or input, or when the form nears the viewport). */
		prepare,
	}
}

let schemasLoading: Promise<typeof FormSchemas | undefined> | undefined

/**
 * The forms' schemas, with zod: about a quarter of a page's JavaScript, and a long task to
 * evaluate on a phone, so they are not part of any page's first load. Asked for once, when a
 * visitor starts on a form; undefined when the chunk cannot be loaded (the server still checks).
 */
function loadSchemas() {
	schemasLoading ??= import('./forms.schema.ts').catch(() => {
		schemasLoading = undefined
		return undefined
	})
	return schemasLoading
}

const NO_PROOF =
	'Your browser could not complete its automatic check, so nothing was sent; your text is still here. Please try again in a moment, or reach us by e-mail or phone.'

function headersFor(encoding: Encoding): HeadersInit {
	const headers: Record<string, string> = { accept: 'application/json' }
	if (encoding === 'json') headers['content-type'] = 'application/json'
	if (encoding === 'urlencoded') headers['content-type'] = 'application/x-www-form-urlencoded'
	return headers
}

function encode(payload: Record<string, unknown>, files: Record<string, File | undefined>, encoding: Encoding): { body: BodyInit } {
	const entries = Object.entries(payload).filter(([, value]) => value !== undefined && value !== null)
	if (encoding === 'json') return { body: JSON.stringify(Object.fromEntries(entries)) }
	if (encoding === 'urlencoded') return { body: new URLSearchParams(entries.map(([k, v]) => [k, String(v)])) }
	const data = new FormData()
	for (const [key, value] of entries) data.append(key, String(value))
	for (const [key, file] of Object.entries(files)) if (file) data.append(key, file)
	return { body: data }
}

/** 128 random bits as hex (crypto.getRandomValues works on plain http too, unlike randomUUID). */
function submissionId(): string {
	return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * Where the visit came from, as root.tsx recorded it at landing (app/lib/visit.client.ts keeps it
 * under this key; read here rather than imported so the forms' chunks do not split that module
 * out of the root's, decision 043).
 */
function visitTouches(): string | undefined {
	try {
		return sessionStorage.getItem('lf-visit') ?? undefined
	} catch {
		return undefined
	}
}
