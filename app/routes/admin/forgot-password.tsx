import { useId } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/forgot-password'
import { FailureAlert } from './kit.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { audit } from '#app/features/staff/audit.server.ts'
import { refuseCrossSite } from '#app/features/staff/session.server.ts'
import { resetRequestAllowed } from '#app/features/staff/sign-in-guard.server.ts'
import { authPageHeaders, authPostLimited } from '#app/features/staff/staff-limits.server.ts'
import { ForgotPasswordSchema } from '#app/features/staff/staff.schema.ts'
import { findStaffUser } from '#app/features/staff/staff.server.ts'
import { appContext, requestInfo } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import './admin.css'

/** One answer whatever happened, so the form does not reveal who has an account. */
const SENT = 'If an account exists for that address, a reset link is on its way.'

export const handle = { backOffice: true }

export const headers = authPageHeaders

export function meta() {
	return [{ title: 'Forgot your password? | Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { auth } = context.get(appContext)
	if (await auth.api.getSession({ headers: request.headers })) throw redirect('/admin/account')
	return null
}

export async function action({ request, context }: Route.ActionArgs) {
	refuseCrossSite(request)
	const { auth, db } = context.get(appContext)
	const { ip } = context.get(requestInfo)
	const flood = await authPostLimited(context)
	if (flood) return data({ errors: {} as FieldErrors, sent: null, failure: flood.message }, flood.init)
	const input = ForgotPasswordSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!input.success) return data({ errors: fieldErrors(input.error), sent: null, failure: null }, { status: 422 })
	const { email } = input.data
	// Five links per account and twenty per network within 15 minutes, so the form cannot flood a mailbox or the outbox.
	const limited = !(await resetRequestAllowed(db, email, ip))
	const user = await findStaffUser(db, email)
	let outcome = 'sent'
	if (limited) outcome = 'rate-limited'
	else if (!user) outcome = 'no-account'
	else if (user.disabled) outcome = 'disabled'
	// The library does the same work for an unknown address, so timing tells nothing either; a disabled account gets no link.
	if (!limited && !user?.disabled) await auth.api.requestPasswordReset({ body: { email }, headers: request.headers })
	await audit(db, { id: user?.id ?? null, email, ip }, 'password.reset-requested', email, { outcome })
	return { errors: {} as FieldErrors, sent: SENT, failure: null }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
	const id = useId()
	const busy = useNavigation().state === 'submitting'
	const error = actionData?.errors.email?.[0]
	return (
		<main id="main" tabIndex={-1} className="admin-sign-in">
			<div className="admin-sign-in__panel">
				<h1>Forgot your password?</h1>
				<p>Enter the email address of your back-office account. We will send it a link to choose a new password; the link works for an hour.</p>
				<Form method="post" className="lead-form" noValidate>
					{actionData?.failure ? <FailureAlert message={actionData.failure} /> : null}
					{actionData?.sent ? (
						<div role="status" className="form-alert form-alert--success">
							{actionData.sent}
						</div>
					) : null}
					<div className="form-field">
						<FieldLabel htmlFor={`${id}-email`}>Email</FieldLabel>
						<input
							id={`${id}-email`}
							name="email"
							type="email"
							required
							autoComplete="username"
							maxLength={254}
							autoFocus
							className={error ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
							aria-invalid={error ? true : undefined}
							aria-describedby={error ? `${id}-email-error` : undefined}
						/>
						<FieldError id={`${id}-email-error`} message={error} />
					</div>
					<button type="submit" className="button button--primary" disabled={busy}>
						{busy ? 'Sending…' : 'Send reset link'}
					</button>
				</Form>
				<p className="admin-sign-in__aside">
					<Link to="/admin/login">Back to sign-in</Link>
				</p>
			</div>
		</main>
	)
}
