import type { Kysely } from 'kysely'
import { isAPIError } from 'better-auth/api'
import { useId } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/login'
import { AUTHENTICATION_CODE_INPUT, FailureAlert } from './kit.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { audit } from '#app/features/staff/audit.server.ts'
import { SignInSchema } from '#app/features/staff/staff.schema.ts'
import { findStaffUser } from '#app/features/staff/staff.server.ts'
import { refuseCrossSite, safeRedirect } from '#app/features/staff/session.server.ts'
import { beginSignIn, type DeviceCookies, endSignIn, freshCodeOf, staffDevices } from '#app/features/staff/sign-in-guard.server.ts'
import { authPageHeaders, authPostLimited } from '#app/features/staff/staff-limits.server.ts'
import type { DB } from '#database/schema.ts'
import type { Auth } from '#app/server/auth.server.ts'
import { appContext, requestInfo } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import './admin.css'

/** One answer for an unknown e-mail and a wrong password, so the form does not reveal who has an account. */
const WRONG = 'Email or password is incorrect.'
const LOCKED = 'Too many failed sign-ins. Wait 15 minutes, then try again.'
/** Said only after the right password (decision 093). */
const DISABLED = 'This account is disabled. Ask an admin of the back office to enable it again.'
const NO_FIELD_ERRORS: FieldErrors = {}

/** What the pages that send people back here may say (`?status=`): fixed texts, never one taken from the URL. */
const STATUS_MESSAGES: Record<string, string> = {
	'password-changed': 'Your password was changed. Sign in with the new one.',
	'two-factor-expired': 'Your sign-in took too long. Enter your email and password again.',
}

export const handle = { backOffice: true }

export const headers = authPageHeaders

export function meta() {
	return [{ title: 'Sign in | Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { auth } = context.get(appContext)
	const url = new URL(request.url)
	// Already signed in: straight on.
	if (await auth.api.getSession({ headers: request.headers })) throw redirect(safeRedirect(url.searchParams.get('redirectTo')))
	return { redirectTo: safeRedirect(url.searchParams.get('redirectTo')), status: STATUS_MESSAGES[url.searchParams.get('status') ?? ''] ?? null }
}

export async function action({ request, context }: Route.ActionArgs) {
	refuseCrossSite(request)
	const { auth, db, siteUrl } = context.get(appContext)
	const { ip } = context.get(requestInfo)
	const flood = await authPostLimited(context)
	if (flood) return data({ errors: NO_FIELD_ERRORS, failure: flood.message, locked: false }, flood.init)
	const form = Object.fromEntries(await request.formData())
	const input = SignInSchema.safeParse(form)
	// A code field is on the form only past a lock: its error keeps it there.
	if (!input.success) return data({ errors: fieldErrors(input.error), failure: null, locked: 'code' in form }, { status: 422 })
	const { email, password, redirectTo, code } = input.data
	const who = { id: null, email, ip }
	// Recorded before the password is checked, so that simultaneous guesses count each other (decision 027).
	const devices = await staffDevices(auth, siteUrl)
	const device = devices.trusted(request, email)
	const attempt = await beginSignIn(db, { email, ip, device })
	if (attempt.locked) {
		// The account's lock, not this address's: the password with a fresh code from the app gets past it (decision 064).
		const past = attempt.lock === 'account' && code ? await signInPastLock(auth, db, request, devices, { email, password, code, ip }) : null
		if (past) return redirect(safeRedirect(redirectTo), { headers: past })
		await audit(db, who, 'sign-in.failed', email, { reason: 'locked', trustedDevice: device !== null, ...(code ? { withCode: true } : {}) })
		return data({ errors: NO_FIELD_ERRORS, failure: LOCKED, locked: true }, { status: 429 })
	}
	let signedIn
	try {
		signedIn = await auth.api.signInEmail({ body: { email, password }, headers: request.headers, returnHeaders: true })
	} catch (error) {
		await endSignIn(db, attempt.id, 'failed')
		// The library makes a session only once the password is right, and a disabled account gets none (auth.server.ts):
		// so this answer reaches only someone who knows the password; any wrong one reads as WRONG.
		if (isAPIError(error) && error.body?.code === 'FAILED_TO_CREATE_SESSION' && (await findStaffUser(db, email))?.disabled) {
			await audit(db, who, 'sign-in.failed', email, { reason: 'disabled', trustedDevice: device !== null })
			return data({ errors: NO_FIELD_ERRORS, failure: DISABLED, locked: false }, { status: 403 })
		}
		await audit(db, who, 'sign-in.failed', email, { reason: 'password', trustedDevice: device !== null })
		return data({ errors: NO_FIELD_ERRORS, failure: WRONG, locked: false }, { status: 401 })
	}
	const { headers, response } = signedIn
	if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
		// Half-way: the library set its short-lived two-factor cookie instead of a session. Success is recorded after the code, so the lock keeps counting wrong codes.
		await endSignIn(db, attempt.id, 'second-factor')
		return redirect(`/admin/two-factor?redirectTo=${encodeURIComponent(safeRedirect(redirectTo))}`, { headers })
	}
	await endSignIn(db, attempt.id, 'succeeded')
	await audit(db, { id: response.user.id, email, ip }, 'sign-in', email, { method: 'password' })
	// This browser is now one the account has used: failures elsewhere no longer lock it out.
	headers.append('set-cookie', devices.issue(email))
	return redirect(safeRedirect(redirectTo), { headers })
}

/**
 * A sign-in while the account is locked for browsers it has not used: the
 * code is checked first, without the password, so a guesser (who has no code)
 * learns nothing of the password, whatever the answer or its time. With the
 * code right, the password goes through the library, then the same code ends
 * the library's two-factor step. Answers the session's and the device
 * cookie's headers, or null (the caller answers as for any locked attempt).
 */
async function signInPastLock(auth: Auth, db: Kysely<DB>, request: Request, devices: DeviceCookies, { email, password, code, ip }: { email: string; password: string; code: string; ip: string }): Promise<Headers | null> {
	const fresh = await freshCodeOf(auth, db, email, code)
	if (!fresh) return null
	let challenge
	try {
		challenge = await auth.api.signInEmail({ body: { email, password }, headers: request.headers, returnHeaders: true })
	} catch {
		return null
	}
	// With two-factor sign-in on, the library answers a right password with its challenge's cookie, never a session.
	if (!('twoFactorRedirect' in challenge.response && challenge.response.twoFactorRedirect)) return null
	const headers = new Headers(request.headers)
	headers.set('cookie', challenge.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!).join('; '))
	let verified
	try {
		verified = await auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true })
	} catch {
		return null
	}
	const who = { id: verified.response.user.id, email, ip }
	await audit(db, who, 'sign-in', email, { method: 'totp', pastLock: true })
	await audit(db, who, 'sign-in.browser-trusted', email, { via: 'two-factor' })
	verified.headers.append('set-cookie', devices.issue(email))
	return verified.headers
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
	const id = useId()
	const busy = useNavigation().state === 'submitting'
	const errors: FieldErrors = actionData?.errors ?? {}
	const field = (name: 'email' | 'password') => {
		const error = errors[name]?.[0]
		return {
			id: `${id}-${name}`,
			name,
			required: true,
			className: error ? 'form-field__control form-field__control--invalid' : 'form-field__control',
			'aria-invalid': error ? true : undefined,
			'aria-describedby': error ? `${id}-${name}-error` : undefined,
		} as const
	}
	return (
		<main id="main" tabIndex={-1} className="admin-sign-in">
			<div className="admin-sign-in__panel">
				<h1>Back office sign-in</h1>
				<Form method="post" className="lead-form" noValidate>
					{loaderData.status && !actionData ? (
						<div role="status" className="form-alert form-alert--success">
							{loaderData.status}
						</div>
					) : null}
					{actionData?.failure ? <FailureAlert message={actionData.failure} /> : null}
					<input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
					<div className="form-field">
						<FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
						<input {...field('email')} type="email" autoComplete="username" maxLength={254} autoFocus />
						<FieldError id={`${id}-email-error`} message={errors.email?.[0]} />
					</div>
					<div className="form-field">
						<FieldLabel htmlFor={`${id}-password`}>Password</FieldLabel>
						<input {...field('password')} type="password" autoComplete="current-password" maxLength={128} />
						<FieldError id={`${id}-password-error`} message={errors.password?.[0]} />
					</div>
					{actionData?.locked ? (
						<div className="form-field">
							<FieldLabel htmlFor={`${id}-code`} required={false}>
								Authentication code
							</FieldLabel>
							<input
								id={`${id}-code`}
								name="code"
								{...AUTHENTICATION_CODE_INPUT}
								className={errors.code ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
								aria-invalid={errors.code ? true : undefined}
								aria-describedby={[`${id}-code-hint`, errors.code ? `${id}-code-error` : null].filter(Boolean).join(' ')}
							/>
							<p id={`${id}-code-hint`} className="form-field__hint">
								With two-factor sign-in on, your password and the code your app shows sign you in now.
							</p>
							<FieldError id={`${id}-code-error`} message={errors.code?.[0]} />
						</div>
					) : null}
					<button type="submit" className="button button--primary" disabled={busy}>
						{busy ? 'Signing in…' : 'Sign in'}
					</button>
				</Form>
				<p className="admin-sign-in__aside">
					<Link to="/admin/forgot-password">Forgot your password?</Link>
				</p>
			</div>
		</main>
	)
}
