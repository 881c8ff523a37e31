import { isAPIError } from 'better-auth/api'
import { useId } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { encode } from 'uqr'
import type { Route } from './+types/account'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole, staffContext } from '#app/features/staff/session.server.ts'
import { beginSignIn, endSignIn, staffDevices } from '#app/features/staff/sign-in-guard.server.ts'
import { PASSWORD_MAX, PASSWORD_MIN, STAFF_ROLES } from '#app/features/staff/staff.roles.ts'
import { ChangePasswordSchema, ConfirmPasswordSchema, ConfirmTwoFactorSchema, RenameSchema } from '#app/features/staff/staff.schema.ts'
import { backOfficeSettings, findStaffUser, renameStaffUser } from '#app/features/staff/staff.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { AdminField, AUTHENTICATION_CODE_INPUT, FailureAlert, Notice } from './kit.tsx'
import { FieldError, FieldLabel } from '#app/components/ui/form-field.tsx'

const INTENTS = ['rename', 'change-password', 'enable-two-factor', 'confirm-two-factor', 'disable-two-factor', 'backup-codes'] as const
type Intent = (typeof INTENTS)[number]

const WRONG_PASSWORD = 'That password is not correct.'
const WRONG_CODE = 'That code is not valid. Try again.'
const LOCKED = 'Too many wrong passwords. Wait 15 minutes, then try again.'
const REQUIRED = 'An admin requires two-factor sign-in for every account: it cannot be turned off.'

/** What the authenticator app needs: drawn as a QR code, and the secret to type in by hand. */
interface Enrolment {
	totpURI: string
	secret: string
	qr: { size: number; path: string }
	/** Shown once, with the QR code; a wrong confirmation code does not show them again. */
	backupCodes: string[] | null
}

interface AccountResult {
	intent: Intent
	errors: FieldErrors
	failure: string | null
	notice: string | null
	enrolment: Enrolment | null
	backupCodes: string[] | null
}

export function meta() {
	return [{ title: 'Your account | Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context.get(appContext)
	const staff = context.get(staffContext)
	// From the database rather than the session: an action on this page may just have replaced the session.
	const user = await findStaffUser(db, staff.email)
	return { name: user?.name ?? staff.name, email: staff.email, role: staff.role, twoFactor: Boolean(user?.two_factor), mustSetUpTwoFactor: staff.mustSetUpTwoFactor && !user?.two_factor }
}

export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context, STAFF_ROLES)
	const { auth, db, siteUrl } = context.get(appContext)
	const actor = actorOf(context)
	const form = Object.fromEntries(await request.formData())
	const intent = INTENTS.find((name) => name === form.intent)
	if (!intent) throw data('Unknown action.', { status: 400 })
	const reply = (result: Partial<AccountResult>, init: { status?: number; headers?: Headers } = {}) =>
		data<AccountResult>({ intent, errors: {}, failure: null, notice: null, enrolment: null, backupCodes: null, ...result }, init)
	const headers = request.headers

	if (intent === 'rename') {
		const input = RenameSchema.safeParse(form)
		if (!input.success) return reply({ errors: fieldErrors(input.error) }, { status: 422 })
		const { was } = await renameStaffUser(db, actor.email, input.data.name)
		if (was === input.data.name) return reply({ notice: 'Your name is unchanged.' })
		await audit(db, actor, 'staff.updated', actor.email, { changes: [{ label: 'Name', from: was, to: input.data.name }] })
		return reply({ notice: `Your name is now ${input.data.name}. Your replies to leads are signed with it.` })
	}

	// A stolen session must not be enough to guess the password that guards these changes: each check counts as a sign-in would.
	const device = (await staffDevices(auth, siteUrl)).trusted(request, actor.email)
	const attempt = intent === 'confirm-two-factor' ? null : await beginSignIn(db, { email: actor.email, ip: actor.ip, device })
	if (attempt?.locked) return reply({ failure: LOCKED }, { status: 429 })
	let outcome: 'succeeded' | 'failed' | 'unchecked' = 'unchecked'
	const wrongPassword = async (field: string) => {
		outcome = 'failed'
		return reply({ errors: { [field]: [WRONG_PASSWORD] } }, { status: 400 })
	}
	try {
		const response = await change()
		// Only a change that went through proved the password; a form sent back with errors proved nothing.
		if (outcome === 'unchecked' && (response.init?.status ?? 200) < 400) outcome = 'succeeded'
		return response
	} finally {
		// An error that is not a wrong password (the database gone) neither counts nor unlocks.
		if (attempt) await endSignIn(db, attempt.id, outcome)
	}

	async function change() {
		if (intent === 'change-password') {
			const input = ChangePasswordSchema.safeParse(form)
			if (!input.success) return reply({ errors: fieldErrors(input.error) }, { status: 422 })
			try {
				const result = await auth.api.changePassword({
					body: { currentPassword: input.data.currentPassword, newPassword: input.data.password, revokeOtherSessions: true },
					headers,
					returnHeaders: true,
				})
				await audit(db, actor, 'password.changed', actor.email, { via: 'account' })
				return reply({ notice: 'Your password was changed. Your other sessions were signed out.' }, { headers: result.headers })
			} catch (error) {
				if (passwordRefused(error)) return wrongPassword('currentPassword')
				throw error
			}
		}

		if (intent === 'confirm-two-factor') {
			const input = ConfirmTwoFactorSchema.safeParse(form)
			// The QR code again after a wrong code, redrawn from the page's own copy; the code is checked against the stored secret.
			const again = enrolmentFromForm(form.totpURI)
			if (!input.success) return reply({ errors: fieldErrors(input.error), enrolment: again }, { status: 422 })
			try {
				// The first right code marks the secret verified and turns two-factor sign-in on (with a new session cookie).
				const result = await auth.api.verifyTOTP({ body: { code: input.data.code }, headers, returnHeaders: true })
				await audit(db, actor, 'two-factor.enabled', actor.email, { changes: [{ label: 'Two-factor sign-in', from: 'off', to: 'on' }] })
				return reply({ notice: 'Two-factor sign-in is on. From now on, signing in asks for a code from your app.' }, { headers: result.headers })
			} catch (error) {
				const reason = isAPIError(error) ? error.body?.code : undefined
				if (reason === 'INVALID_CODE') return reply({ errors: { code: [WRONG_CODE] }, enrolment: again }, { status: 400 })
				if (reason === 'TOTP_NOT_ENABLED') return reply({ failure: 'Setting up two-factor sign-in was not finished. Start again.' }, { status: 400 })
				throw error
			}
		}

		const input = ConfirmPasswordSchema.safeParse(form)
		if (!input.success) return reply({ errors: fieldErrors(input.error) }, { status: 422 })
		const { password } = input.data
		try {
			if (intent === 'enable-two-factor') {
				// Stores a new, not yet verified secret: nothing changes at sign-in until a code from the app confirms it.
				const response = await auth.api.enableTwoFactor({ body: { password }, headers })
				if (!('totpURI' in response) || !response.totpURI) throw new Error('The authentication library returned no TOTP URI')
				return reply({ enrolment: enrolmentOf(response.totpURI, response.backupCodes ?? []) })
			}
			if (intent === 'disable-two-factor') {
				if ((await backOfficeSettings(db)).requireTwoFactor) return reply({ failure: REQUIRED }, { status: 409 })
				const result = await auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true })
				await audit(db, actor, 'two-factor.disabled', actor.email, { changes: [{ label: 'Two-factor sign-in', from: 'on', to: 'off' }] })
				return reply({ notice: 'Two-factor sign-in is off. Signing in asks for your password only.' }, { headers: result.headers })
			}
			const response = await auth.api.generateBackupCodes({ body: { password }, headers })
			await audit(db, actor, 'staff.updated', actor.email, { changes: [{ label: 'Backup codes', from: 'earlier codes', to: 'new codes' }] })
			return reply({ notice: 'New backup codes were made; the old ones no longer work.', backupCodes: response.backupCodes })
		} catch (error) {
			if (passwordRefused(error)) return wrongPassword('password')
			if (isAPIError(error) && error.body?.code === 'TOTP_ALREADY_ENABLED') return reply({ failure: 'Two-factor sign-in is already on.' }, { status: 409 })
			throw error
		}
	}
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
	const busy = useNavigation().state === 'submitting'
	const result = actionData
	const errorsFor = (intent: Intent) => (result?.intent === intent ? result.errors : {})
	return (
		<>
			<h1>Your account</h1>
			{loaderData.mustSetUpTwoFactor ? (
				<div role="status" className="form-alert form-alert--failure admin-account__required">
					<strong>Turn on two-factor sign-in to go on.</strong> An admin requires it for every account: the rest of the back office opens once it is on. <a href="#account-two-factor">Set it up below</a>,
					or sign out.
				</div>
			) : null}
			<dl className="admin-account__facts">
				<dt>Name</dt>
				<dd>{loaderData.name}</dd>
				<dt>Email</dt>
				<dd>{loaderData.email}</dd>
				<dt>Role</dt>
				<dd>{loaderData.role}</dd>
			</dl>
			{result?.failure ? <FailureAlert message={result.failure} /> : null}
			<Notice message={result?.notice} />

			<section className="admin-account__section" aria-labelledby="account-name">
				<h2 id="account-name">Your name</h2>
				<Form method="post" className="lead-form admin-account__inline" noValidate key={loaderData.name}>
					<input type="hidden" name="intent" value="rename" />
					<AdminField name="name" label="Name" required maxLength={100} autoComplete="name" defaultValue={loaderData.name} hint="Colleagues see it, and your replies to leads are signed with it." errors={errorsFor('rename').name} />
					<button type="submit" className="button" disabled={busy}>
						Save name
					</button>
				</Form>
			</section>

			<section className="admin-account__section" aria-labelledby="account-password">
				<h2 id="account-password">Change password</h2>
				<Form method="post" className="lead-form" noValidate>
					<input type="hidden" name="intent" value="change-password" />
					<AdminField name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} required errors={errorsFor('change-password').currentPassword} />
					<AdminField
						name="password"
						label="New password"
						type="password"
						autoComplete="new-password"
						maxLength={PASSWORD_MAX}
						required
						hint={`At least ${PASSWORD_MIN} characters. Your other sessions are signed out.`}
						errors={errorsFor('change-password').password}
					/>
					<AdminField name="confirmPassword" label="Repeat new password" type="password" autoComplete="new-password" maxLength={PASSWORD_MAX} required errors={errorsFor('change-password').confirmPassword} />
					<button type="submit" className="button button--primary" disabled={busy}>
						Change password
					</button>
				</Form>
			</section>

			<section className="admin-account__section" aria-labelledby="account-two-factor">
				<h2 id="account-two-factor">Two-factor sign-in</h2>
				{result?.enrolment ? (
					<TwoFactorSetup email={loaderData.email} enrolment={result.enrolment} error={errorsFor('confirm-two-factor').code?.[0]} busy={busy} />
				) : loaderData.twoFactor ? (
					<>
						<p>On: signing in asks for your password and a code from your authenticator app.</p>
						{result?.backupCodes ? <BackupCodes codes={result.backupCodes} email={loaderData.email} /> : null}
						<Form method="post" className="lead-form admin-account__inline" noValidate aria-label="New backup codes">
							<input type="hidden" name="intent" value="backup-codes" />
							<AdminField name="password" label="Password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} required errors={errorsFor('backup-codes').password} />
							<button type="submit" className="button" disabled={busy}>
								New backup codes
							</button>
						</Form>
						<Form method="post" className="lead-form admin-account__inline" noValidate aria-label="Turn off two-factor sign-in">
							<input type="hidden" name="intent" value="disable-two-factor" />
							<AdminField name="password" label="Password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} required errors={errorsFor('disable-two-factor').password} />
							<button type="submit" className="button" disabled={busy}>
								Turn off
							</button>
						</Form>
					</>
				) : (
					<>
						<p>Off: signing in asks for your password only. With two-factor sign-in on, it also asks for a code from an authenticator app on your phone.</p>
						<Form method="post" className="lead-form admin-account__inline" noValidate aria-label="Turn on two-factor sign-in">
							<input type="hidden" name="intent" value="enable-two-factor" />
							<AdminField name="password" label="Password" type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} required errors={errorsFor('enable-two-factor').password} />
							<button type="submit" className="button button--primary" disabled={busy}>
								Turn on two-factor sign-in
							</button>
						</Form>
					</>
				)}
			</section>
		</>
	)
}

function TwoFactorSetup({ enrolment, error, busy, email }: { enrolment: Enrolment; error: string | undefined; busy: boolean; email: string }) {
	const id = useId()
	return (
		<div className="admin-account__setup">
			<ol>
				<li>
					<p>Scan this QR code with your authenticator app, or type the key below into it.</p>
					<svg className="admin-account__qr" viewBox={`0 0 ${enrolment.qr.size} ${enrolment.qr.size}`} role="img" aria-label="QR code for your authenticator app" shapeRendering="crispEdges">
						<rect width={enrolment.qr.size} height={enrolment.qr.size} fill="#fff" />
						<path d={enrolment.qr.path} fill="#000" />
					</svg>
					<p>
						Key: <code className="admin-account__secret">{enrolment.secret}</code>
					</p>
				</li>
				{enrolment.backupCodes ? (
					<li>
						<BackupCodes codes={enrolment.backupCodes} email={email} />
					</li>
				) : null}
				<li>
					<Form method="post" className="lead-form" noValidate>
						<input type="hidden" name="intent" value="confirm-two-factor" />
						<input type="hidden" name="totpURI" value={enrolment.totpURI} />
						<div className="form-field">
							<FieldLabel htmlFor={`${id}-code`}>Authentication code</FieldLabel>
							<input
								id={`${id}-code`}
								name="code"
								{...AUTHENTICATION_CODE_INPUT}
								required
								className={error ? 'form-field__control form-field__control--invalid' : 'form-field__control'}
								aria-invalid={error ? true : undefined}
								aria-describedby={[`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
							/>
							<p id={`${id}-hint`} className="form-field__hint">
								The 6-digit code the app now shows. Two-factor sign-in is on only once this code is accepted.
							</p>
							<FieldError id={`${id}-error`} message={error} />
						</div>
						<button type="submit" className="button button--primary" disabled={busy}>
							Confirm and turn on
						</button>
					</Form>
				</li>
			</ol>
		</div>
	)
}

/** The codes as a text file to save: made in the page itself, so they are never sent again nor kept anywhere on the server. */
function backupCodesFile(codes: string[], email: string, at = new Date()): string {
	return [`Lanternfish back office: backup codes for ${email}`, `Made ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC. Each works once.`, '', ...codes, ''].join('\n')
}

function BackupCodes({ codes, email }: { codes: string[]; email: string }) {
	const file = `data:text/plain;charset=utf-8,${encodeURIComponent(backupCodesFile(codes, email))}`
	return (
		<div className="admin-account__backup">
			<p>
				<strong>Your backup codes.</strong> Keep them somewhere safe now: they are not shown again. Each signs you in once if you lose your phone.
			</p>
			<ul className="admin-account__codes">
				{codes.map((code) => (
					<li key={code}>
						<code>{code}</code>
					</li>
				))}
			</ul>
			<p>
				<a href={file} download="lanternfish-backup-codes.txt" className="button">
					Download the codes (.txt)
				</a>
			</p>
		</div>
	)
}

function passwordRefused(error: unknown): boolean {
	return isAPIError(error) && error.body?.code === 'INVALID_PASSWORD'
}

/** The QR code as one SVG path (a run of dark modules per rectangle), drawn on the server; the key in groups of four. */
function enrolmentOf(totpURI: string, backupCodes: string[] | null): Enrolment {
	const { data: modules } = encode(totpURI, { border: 4, ecc: 'M' })
	let path = ''
	modules.forEach((row, y) => {
		for (let x = 0; x < row.length; x++) {
			if (!row[x]) continue
			const start = x
			while (row[x + 1]) x++
			path += `M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`
		}
	})
	const secret = (new URL(totpURI).searchParams.get('secret') ?? '').replace(/(.{4})(?=.)/g, '$1 ')
	return { totpURI, secret, qr: { size: modules.length, path }, backupCodes }
}

function enrolmentFromForm(value: FormDataEntryValue | undefined): Enrolment | null {
	return typeof value === 'string' && value.startsWith('otpauth://totp/') && value.length <= 500 ? enrolmentOf(value, null) : null
}
