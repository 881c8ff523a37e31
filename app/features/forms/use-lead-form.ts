import { useCallback, useRef, useState } from 'react'
import type { z } from 'zod'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import type { SubmitResult } from './forms.schema.ts'

export type Encoding = 'urlencoded' | 'json' | 'multipart'

interface Options<T extends Record<string, string>> {
	endpoint: string
	encoding: Encoding
	schema: z.ZodType
	initial: T
	/** Values added to every submission (ids, the captcha token, the human check's answer). */
	extra?: () => Record<string, string | number | undefined>
	/** Files to send with a multipart submission. */
	files?: () => Record<string, File | undefined>
	/** Called after every answer from the server, whatever it was (a captcha is single-use). */
	onAnswered?: (result: SubmitResult | undefined) => void
}

/**
 * The state machine every lead form shares (spec §4): fields hold their
 * values; the shared zod schema checks them in the browser first; the server's
 * answer either clears the fields and shows its message, or shows the first
 * error under each field. Failures that are no field's fault (rate limit,
 * network) get a form-level message so nothing is dropped silently.
 */
export function useLeadForm<T extends Record<string, string>>({ endpoint, encoding, schema, initial, extra, files, onAnswered }: Options<T>) {
	const [values, setValues] = useState<T>(initial)
	const [errors, setErrors] = useState<FieldErrors>({})
	const [submitting, setSubmitting] = useState(false)
	const [success, setSuccess] = useState<{ message: string; key: number } | null>(null)
	const [failure, setFailure] = useState<string | null>(null)
	const inFlight = useRef(false)

	const setValue = useCallback((name: string, value: string) => {
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
			setFailure(null)
			const payload = { ...values, ...extra?.() }
			const checked = schema.safeParse(payload)
			const fileMap = files?.() ?? {}
			if (!checked.success) {
				setErrors(fieldErrors(checked.error))
				focusFirstError(event?.currentTarget)
				return
			}
			inFlight.current = true
			setSubmitting(true)
			let result: SubmitResult | undefined
			try {
				const response = await fetch(endpoint, { method: 'POST', ...encode(payload, fileMap, encoding), headers: headersFor(encoding) })
				result = (await response.json().catch(() => undefined)) as SubmitResult | undefined
				if (result?.success === 1) {
					setValues(initial)
					setErrors({})
					setSuccess({ message: result.message, key: Date.now() })
				} else if (result && 'errors' in result && result.errors && Object.keys(result.errors).length > 0) {
					setErrors(result.errors)
					focusFirstError(event?.currentTarget)
				} else {
					setFailure(result?.message ?? `We could not send your message (error ${response.status}). Please try again.`)
				}
			} catch {
				setFailure('We could not reach the server. Check your connection and try again; your text is still here.')
			} finally {
				inFlight.current = false
				setSubmitting(false)
				onAnswered?.(result)
			}
		},
		[values, extra, files, schema, endpoint, encoding, initial, onAnswered],
	)

	return { values, setValue, errors, setErrors, submitting, success, clearSuccess: () => setSuccess(null), failure, submit, reset }
}

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

function focusFirstError(form: HTMLFormElement | undefined | null) {
	if (!form) return
	requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
}
