import { useCallback, useEffect, useId, useState } from 'react'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'

export interface CaptchaState {
	code: string
	token: string
	status: 'loading' | 'ready' | 'error'
	refresh: () => void
}

/**
 * A verification code issued by the server (GET /api/captcha): the code to
 * show and an opaque, signed, single-use token that goes back with the form.
 * The server checks the answer; nothing the browser says about it is trusted.
 */
export function useCaptcha({ enabled = true }: { enabled?: boolean } = {}): CaptchaState {
	const [state, setState] = useState<Omit<CaptchaState, 'refresh'>>({ code: '', token: '', status: 'loading' })
	const [round, setRound] = useState(0)
	useEffect(() => {
		if (!enabled) return
		let current = true
		fetch('/api/captcha', { cache: 'no-store', headers: { accept: 'application/json' } })
			.then((response) => (response.ok ? response.json() : Promise.reject(new Error(String(response.status)))))
			.then((body: { code: string; token: string }) => current && setState({ code: body.code, token: body.token, status: 'ready' }))
			.catch(() => current && setState({ code: '', token: '', status: 'error' }))
		return () => {
			current = false
		}
	}, [round, enabled])
	const refresh = useCallback(() => {
		setState((s) => ({ ...s, status: 'loading' }))
		setRound((n) => n + 1)
	}, [])
	return { ...state, refresh }
}

/** Spells a code for screen readers: "capital A, small b, 3, small x". */
function spell(code: string): string {
	return [...code].map((c) => (/[A-Z]/.test(c) ? `capital ${c}` : /[a-z]/.test(c) ? `small ${c}` : c)).join(', ')
}

interface CaptchaFieldProps {
	captcha: CaptchaState
	name: string
	value: string
	onChange: (name: string, value: string) => void
	errors?: string[]
	/**
	 * 'match': the contact, comment and career forms' helper (spec §5): once the
	 * typed code is complete it says "Captcha Matched" or "Captcha Does Not
	 * Match" and clears a wrong input. The server still checks the answer.
	 */
	helper?: 'match'
}

export function CaptchaField({ captcha, name, value, onChange, errors, helper }: CaptchaFieldProps) {
	const id = useId()
	const errorId = `${id}-error`
	const helperId = `${id}-helper`
	// A verdict belongs to the code it was made for; a new code clears it.
	const [judged, setJudged] = useState<{ code: string; verdict: 'matched' | 'mismatch' | null }>({ code: '', verdict: null })
	const verdict = judged.code === captcha.code ? judged.verdict : null
	const setVerdict = (next: 'matched' | 'mismatch' | null) => setJudged({ code: captcha.code, verdict: next })
	const error = errors?.[0]

	const change = (next: string) => {
		onChange(name, next)
		if (helper !== 'match' || !captcha.code) return
		if (next.length < captcha.code.length) {
			if (next.length > 0) setVerdict(null)
			return
		}
		if (next === captcha.code) {
			setVerdict('matched')
		} else {
			setVerdict('mismatch')
			onChange(name, '')
		}
	}

	const describedBy = [verdict ? helperId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
	return (
		<div className="form-field captcha">
			<FieldLabel htmlFor={id}>Verification code</FieldLabel>
			<div className="captcha__row">
				<span className="captcha__code" aria-live="polite">
					{captcha.status === 'ready' ? (
						<>
							<span aria-hidden="true">{captcha.code}</span>
							<span className="visually-hidden">Code: {spell(captcha.code)}</span>
						</>
					) : captcha.status === 'error' ? (
						<span className="captcha__unavailable">Code unavailable</span>
					) : (
						<span className="captcha__loading">Loading…</span>
					)}
				</span>
				<button type="button" className="captcha__refresh" onClick={captcha.refresh} aria-label="Show a new verification code">
					<span aria-hidden="true">↻</span>
				</button>
				<input
					id={id}
					name={name}
					className={error ? 'form-field__control form-field__control--invalid captcha__input' : 'form-field__control captcha__input'}
					value={value}
					onChange={(e) => change(e.target.value)}
					autoComplete="off"
					autoCapitalize="off"
					spellCheck={false}
					required
					aria-invalid={error ? true : undefined}
					aria-describedby={describedBy}
				/>
			</div>
			{verdict ? (
				<p id={helperId} role="status" className={verdict === 'matched' ? 'captcha__verdict captcha__verdict--ok' : 'captcha__verdict captcha__verdict--bad'}>
					{verdict === 'matched' ? 'Captcha Matched' : 'Captcha Does Not Match'}
				</p>
			) : null}
			<FieldError id={errorId} message={error} />
		</div>
	)
}
