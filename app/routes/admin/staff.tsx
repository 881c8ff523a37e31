import { useEffect, useRef } from 'react'
import { data, Form, useNavigation } from 'react-router'
import type { Route } from './+types/staff'
import { audit } from '#app/features/staff/audit.server.ts'
import { actorOf, requireRole } from '#app/features/staff/session.server.ts'
import { lockedAccounts, unlockSignIn } from '#app/features/staff/sign-in-guard.server.ts'
import { INVITE_DAYS, PASSWORD_MAX, PASSWORD_MIN, ROLE_LABELS, STAFF_ROLES } from '#app/features/staff/staff.roles.ts'
import { NewStaffUserSchema, StaffChangeSchema, StaffInviteSchema, TwoFactorPolicySchema } from '#app/features/staff/staff.schema.ts'
import {
	backOfficeSettings,
	createStaffUser,
	findStaffUser,
	inviteStaffUser,
	lastSignIns,
	listStaffUsers,
	renameStaffUser,
	resendInvitation,
	revokeInvitation,
	revokeStaffSessions,
	setStaffDisabled,
	setTwoFactorRequired,
	StaffError,
} from '#app/features/staff/staff.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { type FieldErrors, fieldErrors } from '#app/lib/field-errors.ts'
import { ROLES } from './access.ts'
import { AdminTable } from './admin-table.tsx'
import { AdminField, FailureAlert, formatWhen, Notice } from './kit.tsx'

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))

interface StaffResult {
	errors: FieldErrors
	failure: string | null
	notice: string | null
	/** What the add form held when it was refused (never the password). */
	values: Record<string, string>
	/** Set after an account was added, so the add form starts empty again. */
	created: string | null
	/** A change asked about first (a second form that works without JavaScript): disabling, or an invitation sent again or revoked. */
	confirm: { intent: ConfirmedIntent; email: string } | null
}

type ConfirmedIntent = 'disable' | 'resend-invitation' | 'revoke-invitation'

/** What each change asked about first says, and its button. */
const CONFIRMS: Record<ConfirmedIntent, { question: (email: string) => string; explain: string; button: string; danger: boolean }> = {
	disable: {
		question: (email) => `Disable ${email}?`,
		explain: 'They are signed out everywhere at once and cannot sign in until an admin enables the account again.',
		button: 'Disable the account',
		danger: true,
	},
	'resend-invitation': {
		question: (email) => `Send the invitation to ${email} again?`,
		explain: `They get a new link, which works for ${INVITE_DAYS} days; the link sent before stops working.`,
		button: 'Send a new link',
		danger: false,
	},
	'revoke-invitation': {
		question: (email) => `Revoke the invitation of ${email}?`,
		explain: 'The account is removed and its link stops working. Leads assigned to them go back to nobody. You can invite the address again later.',
		button: 'Revoke the invitation',
		danger: true,
	},
}

export function meta() {
	return [{ title: 'Staff accounts | Lanternfish back office' }, { name: 'robots', content: 'noindex, nofollow' }]
}

export async function loader({ context }: Route.LoaderArgs) {
	const me = requireRole(context, ROLES.admin)
	const { db } = context.get(appContext)
	const [users, signIns, locked, settings] = await Promise.all([listStaffUsers(db), lastSignIns(db), lockedAccounts(db), backOfficeSettings(db)])
	return { me: me.id, settings, users: users.map((user) => ({ ...user, last_sign_in: signIns.get(user.email) ?? null, locked: locked.has(user.email) })) }
}

export async function action({ request, context }: Route.ActionArgs) {
	requireRole(context, ROLES.admin)
	const { auth, db, siteUrl } = context.get(appContext)
	const actor = actorOf(context)
	const form = Object.fromEntries(await request.formData())
	const reply = (result: Partial<StaffResult>, status = 200) => data<StaffResult>({ errors: {}, failure: null, notice: null, values: {}, created: null, confirm: null, ...result }, { status })

	if (form.intent === 'invite') {
		const values = { name: String(form.name ?? ''), email: String(form.email ?? ''), role: String(form.role ?? ''), intent: 'invite' }
		const input = StaffInviteSchema.safeParse(form)
		if (!input.success) return reply({ errors: fieldErrors(input.error), values }, 422)
		try {
			const user = await inviteStaffUser(auth, db, input.data, siteUrl)
			await audit(db, actor, 'staff.created', user.email, { changes: accountAdded(user, 'invited') })
			return reply({ notice: `${user.email} (${user.role}) was invited: the e-mail's link lets them choose a password within ${INVITE_DAYS} days.`, created: user.email })
		} catch (error) {
			if (error instanceof StaffError) return reply({ errors: { email: ['An account with this email already exists'] }, values }, 409)
			throw error
		}
	}

	if (form.intent === 'create') {
		const values = { name: String(form.name ?? ''), email: String(form.email ?? ''), role: String(form.role ?? '') }
		const input = NewStaffUserSchema.safeParse(form)
		if (!input.success) return reply({ errors: fieldErrors(input.error), values }, 422)
		try {
			const user = await createStaffUser(auth, db, input.data)
			await audit(db, actor, 'staff.created', user.email, { changes: accountAdded(user, 'active') })
			return reply({ notice: `Account ${user.email} (${user.role}) was added. Give them the initial password in person or by phone.`, created: user.email })
		} catch (error) {
			if (error instanceof StaffError) return reply({ errors: { email: ['An account with this email already exists'] }, values }, 409)
			throw error
		}
	}

	if (form.intent === 'two-factor-policy') {
		const input = TwoFactorPolicySchema.safeParse(form)
		if (!input.success) return reply({ failure: 'Choose whether two-factor sign-in is required.' }, 422)
		const required = input.data.required
		// At least one admin who can still reach this page once it is required: the one who requires it.
		if (required && !(await findStaffUser(db, actor.email))?.two_factor) {
			return reply({ failure: 'Turn on two-factor sign-in for your own account first (on your account page): once it is required, nobody without it gets past their account page.' }, 409)
		}
		const was = await setTwoFactorRequired(db, required)
		if (was === required) return reply({ notice: required ? 'Two-factor sign-in is required already.' : 'Two-factor sign-in is not required already.' })
		await audit(db, actor, 'staff.two-factor-policy', 'every account', { changes: [{ label: 'Two-factor sign-in', from: policyWords(was), to: policyWords(required) }] })
		const users = await listStaffUsers(db)
		const without = users.filter((user) => !user.two_factor && !user.disabled && !user.invited_at).length
		return reply({
			notice: required
				? `Two-factor sign-in is now required. ${without === 0 ? 'Every active account has it on.' : `${without === 1 ? 'The one account' : `The ${without} accounts`} without it ${without === 1 ? 'is' : 'are'} sent to set it up before any other page.`}`
				: 'Two-factor sign-in is no longer required: each person chooses on their account page.',
		})
	}

	const input = StaffChangeSchema.safeParse(form)
	if (!input.success) return reply({ failure: Object.values(fieldErrors(input.error)).flat().join(' ') }, 422)
	const change = input.data
	const user = await findStaffUser(db, change.email)
	if (!user) return reply({ failure: `There is no account for ${change.email}.` }, 404)
	const self = user.id === actor.id
	// An admin cannot lock themself out; another admin has to do it.
	if (self && change.intent === 'disable') return reply({ failure: 'You cannot disable your own account.' }, 409)
	if (self && change.intent === 'role' && change.role !== user.role) return reply({ failure: 'You cannot change your own role. Ask another admin.' }, 409)

	switch (change.intent) {
		case 'role': {
			if (change.role === user.role) return reply({ notice: `${user.email} is already ${user.role}.` })
			const ctx = await auth.$context
			// The role is read from the database on every request, so it applies at once without signing them out.
			await ctx.internalAdapter.updateUser(user.id, { role: change.role })
			await audit(db, actor, 'staff.updated', user.email, { changes: [{ label: 'Role', from: ROLE_LABELS[user.role], to: ROLE_LABELS[change.role] }] })
			return reply({ notice: `${user.email} is now ${change.role}.` })
		}
		case 'rename': {
			const { was } = await renameStaffUser(db, user.email, change.name)
			if (was === change.name) return reply({ notice: `${user.email} is called ${change.name} already.` })
			await audit(db, actor, 'staff.updated', user.email, { changes: [{ label: 'Name', from: was, to: change.name }] })
			return reply({ notice: `${was} is now called ${change.name}.` })
		}
		case 'resend-invitation':
		case 'revoke-invitation': {
			if (!user.invited_at) return reply({ failure: `${user.email} has set a password already: there is no open invitation.` }, 409)
			if (form.confirmed !== 'yes') return reply({ confirm: { intent: change.intent, email: user.email } })
			if (change.intent === 'resend-invitation') {
				await resendInvitation(db, user.email, siteUrl)
				await audit(db, actor, 'staff.invitation-resent', user.email, { changes: [{ label: 'Invitation link', from: 'the link sent before', to: 'a new link' }] })
				return reply({ notice: `A new invitation was sent to ${user.email}; the link sent before no longer works.` })
			}
			await revokeInvitation(db, user.email)
			await audit(db, actor, 'staff.invitation-revoked', user.email, { changes: [{ label: 'Account', from: 'invited', to: 'removed' }] })
			return reply({ notice: `The invitation of ${user.email} was revoked: the account is removed and its link no longer works.` })
		}
		case 'disable':
			// Disabling signs them out everywhere: it is asked about first.
			if (form.confirmed !== 'yes') return reply({ confirm: { intent: 'disable', email: user.email } })
			await setStaffDisabled(db, user.email, true)
			await audit(db, actor, 'staff.disabled', user.email, { changes: [{ label: 'Account', from: 'active', to: 'disabled' }] })
			return reply({ notice: `${user.email} is disabled and was signed out everywhere.` })
		case 'enable':
			await setStaffDisabled(db, user.email, false)
			await audit(db, actor, 'staff.enabled', user.email, { changes: [{ label: 'Account', from: 'disabled', to: 'active' }] })
			return reply({ notice: `${user.email} can sign in again.` })
		case 'revoke-sessions':
			await revokeStaffSessions(db, user.id)
			await audit(db, actor, 'staff.sessions-revoked', user.email)
			return reply({ notice: self ? 'All your sessions were signed out, this one too.' : `${user.email} was signed out everywhere.` })
		case 'unlock':
			// Failed sign-ins count from now; someone who goes on guessing locks it again after five (decision 064).
			await unlockSignIn(db, user.email, actor.ip)
			await audit(db, actor, 'sign-in.unlocked', user.email)
			return reply({ notice: `${user.email} can sign in again from any browser. If someone goes on guessing, the lock comes back; a password reset lets them in from the browser they reset it in.` })
	}
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
	const busy = useNavigation().state === 'submitting'
	const invited = actionData?.values.intent === 'invite'
	// A refused form shows its errors and values under itself only.
	const errors = invited ? {} : (actionData?.errors ?? {})
	const values = invited ? {} : (actionData?.values ?? {})
	const inviteErrors: FieldErrors = invited ? (actionData?.errors ?? {}) : {}
	const inviteValues: Record<string, string> = invited ? (actionData?.values ?? {}) : {}
	return (
		<>
			<h1>Staff accounts</h1>
			{actionData?.failure ? <FailureAlert message={actionData.failure} /> : null}
			<Notice message={actionData?.notice} />
			{actionData?.confirm ? <Confirm {...actionData.confirm} busy={busy} /> : null}
			<AdminTable
				label="Staff accounts"
				className="admin-staff"
				rows={loaderData.users}
				rowKey={(user) => user.id}
				columns={[
					{
						header: 'Name',
						cell: (user) => (
							<Form method="post" className="admin-staff__inline" key={user.name}>
								<input type="hidden" name="email" value={user.email} />
								<input name="name" defaultValue={user.name} required maxLength={100} aria-label={`Name of ${user.email}`} className="form-field__control admin-staff__name" />
								<button type="submit" name="intent" value="rename" className="button" disabled={busy} aria-label={`Rename ${user.email}`}>
									Rename
								</button>
								{user.id === loaderData.me ? <span>(you)</span> : null}
							</Form>
						),
					},
					{ header: 'Email', cell: (user) => user.email },
					{
						header: 'Role',
						cell: (user) =>
							user.id === loaderData.me ? (
								user.role
							) : (
								<Form method="post" className="admin-staff__inline">
									<input type="hidden" name="email" value={user.email} />
									<select name="role" defaultValue={user.role} aria-label={`Role of ${user.email}`} className="form-field__control">
										{ROLE_OPTIONS.map((option) => (
											<option key={option.value} value={option.value}>
												{option.label}
											</option>
										))}
									</select>
									<button type="submit" name="intent" value="role" className="button" disabled={busy} aria-label={`Change role of ${user.email}`}>
										Change role
									</button>
								</Form>
							),
					},
					{ header: 'Two-factor', cell: (user) => (user.two_factor ? 'On' : loaderData.settings.requireTwoFactor ? 'Off (required)' : 'Off') },
					{ header: 'Status', cell: (user) => statusOf(user) },
					{ header: 'Last sign-in', cell: (user) => (user.last_sign_in ? formatWhen(user.last_sign_in) : 'Never') },
					{
						header: 'Actions',
						cell: (user) => (
							<Form method="post" className="admin-staff__inline">
								<input type="hidden" name="email" value={user.email} />
								{user.invited_at ? (
									<>
										<button type="submit" name="intent" value="resend-invitation" className="button" disabled={busy} aria-label={`Resend the invitation of ${user.email}`}>
											Resend invitation
										</button>
										<button type="submit" name="intent" value="revoke-invitation" className="button" disabled={busy} aria-label={`Revoke the invitation of ${user.email}`}>
											Revoke invitation
										</button>
									</>
								) : user.id === loaderData.me ? null : user.disabled ? (
									<button type="submit" name="intent" value="enable" className="button" disabled={busy} aria-label={`Enable ${user.email}`}>
										Enable
									</button>
								) : (
									<button type="submit" name="intent" value="disable" className="button" disabled={busy} aria-label={`Disable ${user.email}`}>
										Disable
									</button>
								)}
								{user.invited_at ? null : (
									<button type="submit" name="intent" value="revoke-sessions" className="button" disabled={busy} aria-label={`Revoke sessions of ${user.email}`}>
										Revoke sessions
									</button>
								)}
								{user.locked ? (
									<button type="submit" name="intent" value="unlock" className="button" disabled={busy} aria-label={`Lift the sign-in lock of ${user.email}`}>
										Unlock sign-in
									</button>
								) : null}
							</Form>
						),
					},
				]}
			/>

			<TwoFactorPolicy required={loaderData.settings.requireTwoFactor} withIt={loaderData.users.filter((user) => user.two_factor).length} accounts={loaderData.users.filter((user) => !user.disabled && !user.invited_at).length} busy={busy} />

			<section className="admin-account__section" aria-labelledby="staff-invite">
				<h2 id="staff-invite">Invite someone</h2>
				<p>They get an e-mail with a link to choose their own password; it works once, for {INVITE_DAYS} days.</p>
				<Form method="post" className="lead-form" noValidate key={actionData?.created ? `invite-${actionData.created}` : 'invite'}>
					<input type="hidden" name="intent" value="invite" />
					<AdminField name="name" label="Name" required maxLength={100} defaultValue={inviteValues.name} errors={inviteErrors.name} />
					<AdminField name="email" label="Email" type="email" required maxLength={254} autoComplete="off" defaultValue={inviteValues.email} errors={inviteErrors.email} />
					<AdminField name="role" label="Role" required options={ROLE_OPTIONS} defaultValue={inviteValues.role || 'editor'} errors={inviteErrors.role} />
					<button type="submit" className="button button--primary" disabled={busy}>
						Send the invitation
					</button>
				</Form>
			</section>

			<section className="admin-account__section" aria-labelledby="staff-add">
				<h2 id="staff-add">Add an account with a password</h2>
				<Form method="post" className="lead-form" noValidate key={actionData?.created ?? 'add'}>
					<input type="hidden" name="intent" value="create" />
					<AdminField name="name" label="Name" required maxLength={100} defaultValue={values.name} errors={errors.name} />
					<AdminField name="email" label="Email" type="email" required maxLength={254} autoComplete="off" defaultValue={values.email} errors={errors.email} />
					<AdminField name="role" label="Role" required options={ROLE_OPTIONS} defaultValue={values.role || 'editor'} errors={errors.role} />
					<AdminField
						name="password"
						label="Initial password"
						type="password"
						required
						maxLength={PASSWORD_MAX}
						autoComplete="new-password"
						hint={`At least ${PASSWORD_MIN} characters. They can change it on their account page.`}
						errors={errors.password}
					/>
					<button type="submit" className="button button--primary" disabled={busy}>
						Add account
					</button>
				</Form>
			</section>
		</>
	)
}

const policyWords = (required: boolean) => (required ? 'required for everyone' : 'each person chooses')

/** A new account in the log's words: what it was (nothing) and what it is now. */
function accountAdded(user: { name: string; role: keyof typeof ROLE_LABELS }, state: 'invited' | 'active') {
	return [
		{ label: 'Account', from: 'none', to: state },
		{ label: 'Name', from: '', to: user.name },
		{ label: 'Role', from: '', to: ROLE_LABELS[user.role] },
	]
}

function statusOf(user: { disabled: boolean; locked: boolean; invited_at: string | null }): string {
	if (user.invited_at) return `Invited (sent ${formatWhen(user.invited_at)})`
	if (user.disabled) return 'Disabled'
	return user.locked ? 'Active, sign-in locked' : 'Active'
}

/** The question, brought into view and focused: the button that asked it may be far down the table. */
function Confirm({ intent, email, busy }: { intent: ConfirmedIntent; email: string; busy: boolean }) {
	const words = CONFIRMS[intent]
	const ref = useRef<HTMLElement>(null)
	useEffect(() => ref.current?.focus(), [intent, email])
	return (
		<section ref={ref} tabIndex={-1} className="admin-confirm" aria-labelledby="confirm-change">
			<h2 id="confirm-change">{words.question(email)}</h2>
			<p>{words.explain}</p>
			<Form method="post" className="admin-form-actions">
				<input type="hidden" name="email" value={email} />
				<input type="hidden" name="confirmed" value="yes" />
				<button type="submit" name="intent" value={intent} className={words.danger ? 'button button--danger' : 'button button--primary'} disabled={busy}>
					{words.button}
				</button>
				<a href="/admin/staff" className="button">
					Cancel
				</a>
			</Form>
		</section>
	)
}

/** The setting that requires a second factor of everyone, and how many have one. */
function TwoFactorPolicy({ required, withIt, accounts, busy }: { required: boolean; withIt: number; accounts: number; busy: boolean }) {
	return (
		<section className="admin-account__section" aria-labelledby="staff-two-factor">
			<h2 id="staff-two-factor">Two-factor sign-in</h2>
			<p>
				{required
					? 'Required for everyone: an account without it is sent to set it up, and no other page opens until it is on.'
					: 'Optional: each person chooses on their account page. Once required, an account without it is sent to set it up, and no other page opens until it is on.'}{' '}
				{`${withIt} of ${accounts} active ${accounts === 1 ? 'account has' : 'accounts have'} it on (the Two-factor column).`}
			</p>
			<Form method="post">
				<input type="hidden" name="intent" value="two-factor-policy" />
				<input type="hidden" name="required" value={required ? 'no' : 'yes'} />
				<button type="submit" className={required ? 'button' : 'button button--primary'} disabled={busy}>
					{required ? 'Stop requiring two-factor sign-in' : 'Require two-factor sign-in for everyone'}
				</button>
			</Form>
		</section>
	)
}
