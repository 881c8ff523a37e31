import { useId } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/login'
import { FailureAlert, FieldError, FieldLabel } from '#app/features/forms/form-kit.tsx'
import { SignInSchema } from '#app/features/staff/staff.schema.ts'
import { recordSignIn, refuseCrossSite, safeRedirect, signInLocked } from '#app/features/staff/session.server.ts'
import { appContext, requestInfo } from '#app/lib/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import './admin.css'

/** One answer for an unknown e-mail and a wrong password, so the form does not reveal who has an account. */
const WRONG = 'Email or password is incorrect.'
const LOCKED = 'Too many failed sign-ins. Wait 15 minutes, then try again.'
const NO_FIELD_ERRORS: FieldErrors = {}

export const handle = { backOffice: true }

export function meta() {
	return [{ title: 'Sign in | Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const { auth } = context.get(appContext)
	const url = new URL(request.url)
	// Already signed in: straight on.
	if (await auth.api.getSession({ headers: request.headers })) throw redirect(safeRedirect(url.searchParams.get('redirectTo')))
	return { redirectTo: safeRedirect(url.searchParams.get('redirectTo')) }
}

export async function action({ request, context }: Route.ActionArgs) {
	refuseCrossSite(request)
	const { auth, db } = context.get(appContext)
	const { ip } = context.get(requestInfo)
	const input = SignInSchema.safeParse(Object.fromEntries(await request.formData()))
	if (!input.success) return data({ errors: fieldErrors(input.error), failure: null }, { status: 422 })
	const { email, password, redirectTo } = input.data
	if (await signInLocked(db, email, ip)) return data({ errors: NO_FIELD_ERRORS, failure: LOCKED }, { status: 429 })
	try {
		const { headers, response } = await auth.api.signInEmail({ body: { email, password }, headers: request.headers, returnHeaders: true })
		await recordSignIn(db, email, ip, true)
		if ('twoFactorRedirect' in response && response.twoFactorRedirect) {
			return data({ errors: NO_FIELD_ERRORS, failure: 'This account uses two-factor sign-in, which the back office cannot take yet. Ask an admin.' }, { status: 501, headers })
		}
		return redirect(safeRedirect(redirectTo), { headers })
	} catch {
		await recordSignIn(db, email, ip, false)
		return data({ errors: NO_FIELD_ERRORS, failure: WRONG }, { status: 401 })
	}
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
		<div className="admin-sign-in">
			<div className="admin-sign-in__panel">
				<h1>Back office sign-in</h1>
				<Form method="post" className="lead-form" noValidate>
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
					<button type="submit" className="button button--primary" disabled={busy}>
						{busy ? 'Signing in…' : 'Sign in'}
					</button>
				</Form>
			</div>
		</div>
	)
}
