import { isAPIError } from 'better-auth/api'
import { useId } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/two-factor'
import { AUTHENTICATION_CODE_INPUT, FailureAlert } from './kit.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { audit } from '#app/features/staff/audit.server.ts'
import { pendingChallenge, refuseCrossSite, safeRedirect } from '#app/features/staff/session.server.ts'
import { beginSignIn, claimCode, endSignIn, releaseCode, staffDevices } from '#app/features/staff/sign-in-guard.server.ts'
import { authPageHeaders, authPostLimited } from '#app/features/staff/staff-limits.server.ts'
import { TwoFactorCodeSchema } from '#app/features/staff/staff.schema.ts'
import { storedIdentifier } from '#app/server/auth.server.ts'
import { appContext, requestInfo } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import './admin.css'

const WRONG_CODE = 'That code is not valid. Try again.'
const USED_CODE = 'That code was used already. Wait for your app to show the next one.'
const LOCKED = 'Too many failed sign-ins. Wait 15 minutes, then try again.'
const EXPIRED = '/admin/login?status=two-factor-expired'

type Method = 'totp' | 'backup-code'

export const handle = { backOffice: true }

export const headers = authPageHeaders

export function meta() {
	return [{ title: 'Two-factor sign-in | Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { auth } = context.get(appContext)
	const url = new URL(request.url)
	const redirectTo = safeRedirect(url.searchParams.get('redirectTo'))
	if (await auth.api.getSession({ headers: request.headers })) throw redirect(redirectTo)
	// Only someone who has just given the right password has a challenge to answer.
	if (!(await pendingChallenge(auth, request))) throw redirect('/admin/login')
	const method: Method = url.searchParams.get('method') === 'backup-code' ? 'backup-code' : 'totp'
	return { redirectTo, method }
}

export async function action({ request, context }: Route.ActionArgs) {
	refuseCrossSite(request)
	const { auth, db, siteUrl } = context.get(appContext)
	const { ip } = context.get(requestInfo)
	const flood = await authPostLimited(context)
	if (flood) return data({ errors: {}, failure: flood.message }, flood.init)
	const pending = await pendingChallenge(auth, request)
	if (!pending) return redirect(EXPIRED)
	const input = TwoFactorCodeSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!input.success) return data({ errors: fieldErrors(input.error), failure: null }, { status: 422 })
	const { method, code, redirectTo } = input.data
	const who = { id: null, email: pending.email, ip }
	// The same limits as the password: wrong codes count against the account (or this trusted browser) and the address.
	const devices = await staffDevices(auth, siteUrl)
	const device = devices.trusted(request, pending.email)
	const attempt = await beginSignIn(db, { email: pending.email, ip, device })
	if (attempt.locked) {
		await audit(db, who, 'sign-in.failed', pending.email, { reason: 'locked', method })
		return data({ errors: {}, failure: LOCKED }, { status: 429 })
	}
	// A wrong code is a guess and counts; a backup code refused unchecked (`busy`, below) is not, and says only "not valid".
	const wrong = async (reason: 'code' | 'replay' | 'busy') => {
		await endSignIn(db, attempt.id, reason === 'busy' ? 'unchecked' : 'failed')
		await audit(db, who, 'sign-in.failed', pending.email, { reason, method })
		return data({ errors: { code: [reason === 'replay' ? USED_CODE : WRONG_CODE] } as FieldErrors, failure: null }, { status: 401 })
	}
	// A code from the app opens one sign-in, on whichever server it reaches first (RFC 6238 §5.2). A backup code
	// is single-use in the library, which refuses a second use only once the first is stored: the same one sent
	// again at the same moment is claimed here first (by its hash), and is not valid for the later ones.
	const claim = method === 'totp' ? code : storedIdentifier(`backup-code:${code}`)
	if (!(await claimCode(db, pending.userId, claim))) return wrong(method === 'totp' ? 'replay' : 'busy')
	try {
		const call = { body: { code }, headers: request.headers, returnHeaders: true } as const
		const { headers, response } = method === 'totp' ? await auth.api.verifyTOTP(call) : await auth.api.verifyBackupCode(call)
		await endSignIn(db, attempt.id, 'succeeded')
		await audit(db, { id: response.user.id, email: pending.email, ip }, 'sign-in', pending.email, { method })
		headers.append('set-cookie', devices.issue(pending.email))
		return redirect(safeRedirect(redirectTo), { headers })
	} catch (error) {
		// Not accepted: the code stays free for its rightful use.
		await releaseCode(db, pending.userId, claim)
		const reason = isAPIError(error) ? error.body?.code : undefined
		if (reason === 'INVALID_CODE' || reason === 'INVALID_BACKUP_CODE') return wrong('code')
		// Two different backup codes of the account used at the same moment: the library stores one and refuses the
		// other (409), which is answered like a wrong code (the code stays unused) rather than failing the page.
		if (method === 'backup-code' && isAPIError(error) && error.statusCode === 409) return wrong('busy')
		await endSignIn(db, attempt.id, 'unchecked')
		// The library's own limits: its per-account lock, and a challenge used up by wrong codes (start again).
		if (reason === 'ACCOUNT_TEMPORARILY_LOCKED') return data({ errors: {}, failure: LOCKED }, { status: 429 })
		if (reason === 'INVALID_TWO_FACTOR_COOKIE' || reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE') return redirect(EXPIRED)
		throw error
	}
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
	const id = useId()
	const busy = useNavigation().state === 'submitting'
	const { method, redirectTo } = loaderData
	const error = (actionData?.errors as FieldErrors | undefined)?.code?.[0]
	const control = {
		id: `${id}-code`,
		name: 'code',
		required: true,
		autoFocus: true,
		className: error ? 'form-field__control form-field__control--invalid' : 'form-field__control',
		'aria-invalid': error ? true : undefined,
		'aria-describedby': [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' '),
	} as const
	const other = new URLSearchParams({ redirectTo, ...(method === 'totp' ? { method: 'backup-code' } : {}) })
	return (
		<main id="main" tabIndex={-1} className="admin-sign-in">
			<div className="admin-sign-in__panel">
				<h1>Two-factor sign-in</h1>
				<Form method="post" className="lead-form" noValidate>
					{actionData?.failure ? <FailureAlert message={actionData.failure} /> : null}
					<input type="hidden" name="redirectTo" value={redirectTo} />
					<input type="hidden" name="method" value={method} />
					<div className="form-field">
						{method === 'totp' ? (
							<>
								<FieldLabel htmlFor={control.id}>Authentication code</FieldLabel>
								<input {...control} {...AUTHENTICATION_CODE_INPUT} />
								<p id={`${id}-hint`} className="form-field__hint">
									The 6-digit code your authenticator app shows for Lanternfish Digital.
								</p>
							</>
						) : (
							<>
								<FieldLabel htmlFor={control.id}>Backup code</FieldLabel>
								<input {...control} type="text" autoComplete="off" spellCheck={false} maxLength={32} />
								<p id={`${id}-hint`} className="form-field__hint">
									One of the backup codes you saved when you turned on two-factor sign-in. Each works once.
								</p>
							</>
						)}
						<FieldError id={`${id}-error`} message={error} />
					</div>
					<button type="submit" className="button button--primary" disabled={busy}>
						{busy ? 'Checking…' : 'Verify'}
					</button>
				</Form>
				<p className="admin-sign-in__aside">
					<Link to={`?${other}`}>{method === 'totp' ? 'Use a backup code instead' : 'Use the code from your app instead'}</Link>
				</p>
				<p className="admin-sign-in__aside">
					<Link to="/admin/login">Start again</Link>
				</p>
			</div>
		</main>
	)
}
