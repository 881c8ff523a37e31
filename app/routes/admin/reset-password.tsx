import { useId } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/reset-password'
import { FailureAlert } from './kit.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'
import { audit } from '#app/features/staff/audit.server.ts'
import { refuseCrossSite } from '#app/features/staff/session.server.ts'
import { staffDevices } from '#app/features/staff/sign-in-guard.server.ts'
import { authPageHeaders, authPostLimited } from '#app/features/staff/staff-limits.server.ts'
import { PASSWORD_MAX, PASSWORD_MIN } from '#app/features/staff/staff.roles.ts'
import { ResetPasswordSchema } from '#app/features/staff/staff.schema.ts'
import { appContext, requestInfo } from '#app/server/context.server.ts'
import { signInLinkOf } from '#app/server/sign-in-links.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import './admin.css'

/** One page for both links, since a token does not say which it is once it no longer works. */
const INVALID = 'This link is not valid any more: it was used already, it has expired (a reset link after an hour, an invitation after a few days), or a newer one was sent.'

/**
 * The words of the page: an invited account sets its first password, anyone
 * else resets theirs (decision 093). Which one is the account's state, not
 * something the link says.
 */
const WORDS = {
	invitation: { heading: 'Set your password', button: 'Set password', busy: 'Setting…', lead: 'Welcome to the Lanternfish back office. Choose the password you will sign in with.' },
	reset: { heading: 'Reset your password', button: 'Reset password', busy: 'Saving…', lead: null },
} as const

export const handle = { backOffice: true }

export const headers = authPageHeaders

export function meta({ data }: Route.MetaArgs) {
	return [{ title: `${WORDS[data?.kind ?? 'reset'].heading} | Lanternfish back office` }, { name: 'robots', content: 'noindex, nofollow' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const token = new URL(request.url).searchParams.get('token') ?? ''
	// Said at once, rather than after someone has typed a new password twice.
	const link = await signInLinkOf(db, token)
	const account = link && (await db.selectFrom('staff_users').select(['invited_at', 'disabled']).where('id', '=', link.userId).executeTakeFirst())
	const valid = Boolean(account && !account.disabled)
	return { token, valid, kind: valid && account?.invited_at ? ('invitation' as const) : ('reset' as const) }
}

export async function action({ request, context }: Route.ActionArgs) {
	refuseCrossSite(request)
	const { auth, db, siteUrl } = context.get(appContext)
	const { ip } = context.get(requestInfo)
	const flood = await authPostLimited(context)
	if (flood) return data({ errors: {} as FieldErrors, invalid: false, failure: flood.message }, flood.init)
	const input = ResetPasswordSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!input.success) return data({ errors: fieldErrors(input.error), invalid: false, failure: null }, { status: 422 })
	const { token, password } = input.data
	// Uses the link up, replaces the password and ends every session of the account.
	const user = await auth.setPasswordByLink(token, password)
	if (user === 'invalid') return data({ errors: {} as FieldErrors, invalid: true, failure: null }, { status: 400 })
	await audit(db, { id: user.userId, email: user.email, ip }, 'password.changed', user.email, { via: 'reset-link' })
	// The link proved the mailbox: this browser becomes one the account has used, so a guesser's lock on the account does not keep it out (decision 064).
	await audit(db, { id: user.userId, email: user.email, ip }, 'sign-in.browser-trusted', user.email, { via: 'reset-link' })
	return redirect('/admin/login?status=password-changed', { headers: { 'set-cookie': (await staffDevices(auth, siteUrl)).issue(user.email) } })
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
	const id = useId()
	const busy = useNavigation().state === 'submitting'
	const errors: FieldErrors = actionData?.errors ?? {}
	if (!loaderData.valid || actionData?.invalid) {
		return (
			<main id="main" tabIndex={-1} className="admin-sign-in">
				<div className="admin-sign-in__panel">
					<h1>This link no longer works</h1>
					<FailureAlert message={INVALID} />
					<p className="admin-sign-in__aside">
						Invited? Ask an admin to send the invitation again. Otherwise, <Link to="/admin/forgot-password">ask for a new reset link</Link>.
					</p>
				</div>
			</main>
		)
	}
	const words = WORDS[loaderData.kind]
	const field = (name: 'password' | 'confirmPassword') => {
		const error = errors[name]?.[0]
		return {
			id: `${id}-${name}`,
			name,
			type: 'password',
			required: true,
			autoComplete: 'new-password',
			maxLength: PASSWORD_MAX,
			className: error ? 'form-field__control form-field__control--invalid' : 'form-field__control',
			'aria-invalid': error ? true : undefined,
			'aria-describedby': [name === 'password' ? `${id}-hint` : null, error ? `${id}-${name}-error` : null].filter(Boolean).join(' ') || undefined,
		} as const
	}
	return (
		<main id="main" tabIndex={-1} className="admin-sign-in">
			<div className="admin-sign-in__panel">
				<h1>{words.heading}</h1>
				{words.lead ? <p>{words.lead}</p> : null}
				<Form method="post" className="lead-form" noValidate>
					{actionData?.failure ? <FailureAlert message={actionData.failure} /> : null}
					<input type="hidden" name="token" value={loaderData.token} />
					<div className="form-field">
						<FieldLabel htmlFor={`${id}-password`}>New password</FieldLabel>
						<input {...field('password')} autoFocus />
						<p id={`${id}-hint`} className="form-field__hint">{`At least ${PASSWORD_MIN} characters.`}</p>
						<FieldError id={`${id}-password-error`} message={errors.password?.[0]} />
					</div>
					<div className="form-field">
						<FieldLabel htmlFor={`${id}-confirmPassword`}>Repeat new password</FieldLabel>
						<input {...field('confirmPassword')} />
						<FieldError id={`${id}-confirmPassword-error`} message={errors.confirmPassword?.[0]} />
					</div>
					<button type="submit" className="button button--primary" disabled={busy}>
						{busy ? words.busy : words.button}
					</button>
				</Form>
			</div>
		</main>
	)
}
