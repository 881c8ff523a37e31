import { oneLine, z } from '#app/lib/zod.ts'
import { PASSWORD_MAX, PASSWORD_MIN, STAFF_ROLES } from './staff.roles.ts'

export const staffEmail = z.email('Enter a valid email address, like name@example.com').max(254).transform((value) => value.toLowerCase())
export const staffPassword = z
	.string({ error: 'Password is required' })
	.min(PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters`)
	.max(PASSWORD_MAX, `Password can be at most ${PASSWORD_MAX} characters`)

/** A staff member's name as replies to leads are signed and colleagues see it. */
export const staffName = oneLine(z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name can be at most 100 characters'), 'Name')

export const NewStaffUserSchema = z.object({
	email: staffEmail,
	password: staffPassword,
	role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` }),
	name: staffName,
})
export type NewStaffUser = z.infer<typeof NewStaffUserSchema>

export const SignInSchema = z.object({
	email: staffEmail,
	password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, `Password can be at most ${PASSWORD_MAX} characters`),
	redirectTo: z.string().max(500).optional(),
	/** A code from the app, asked for beside the password while the account is locked (decision 064); empty when not given. */
	code: z
		.string()
		.max(20, 'Enter the 6-digit code from your authenticator app')
		.transform((value) => value.replace(/\s/g, ''))
		.pipe(z.union([z.literal(''), z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')]))
		.optional(),
})

const repeatPassword = z.string({ error: 'Repeat the new password' }).min(1, 'Repeat the new password').max(PASSWORD_MAX)
const SAME_PASSWORD = 'The two passwords do not match'

/** Six digits from the authenticator app; a space typed in the middle ("123 456") is forgiven. */
const totpCode = z
	.string({ error: 'Enter the 6-digit code from your authenticator app' })
	.transform((value) => value.replace(/\s/g, ''))
	.pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'))

/** The second step of a sign-in: a code from the authenticator app, or one of the backup codes. */
export const TwoFactorCodeSchema = z.discriminatedUnion('method', [
	z.object({
		method: z.literal('totp'),
		code: totpCode,
		redirectTo: z.string().max(500).optional(),
	}),
	z.object({
		method: z.literal('backup-code'),
		code: z.string({ error: 'Enter one of your backup codes' }).trim().min(1, 'Enter one of your backup codes').max(32, 'That code is not valid. Try again.'),
		redirectTo: z.string().max(500).optional(),
	}),
])

export const ForgotPasswordSchema = z.object({ email: staffEmail })

export const ResetPasswordSchema = z
	.object({
		token: z.string().min(1).max(200),
		password: staffPassword,
		confirmPassword: repeatPassword,
	})
	.refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], message: SAME_PASSWORD })

export const ChangePasswordSchema = z
	.object({
		currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(PASSWORD_MAX),
		password: staffPassword,
		confirmPassword: repeatPassword,
	})
	.refine((input) => input.password === input.confirmPassword, { path: ['confirmPassword'], message: SAME_PASSWORD })

/** Turning two-factor sign-in on or off, or renewing the backup codes, asks for the password again. */
export const ConfirmPasswordSchema = z.object({
	password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(PASSWORD_MAX),
})

/** The code that confirms the authenticator app is set up. */
export const ConfirmTwoFactorSchema = z.object({ code: totpCode })

const staffRole = z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` })

/** What an admin does to an account on the staff page, one intent per button. */
export const StaffChangeSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('role'), email: staffEmail, role: staffRole }),
	z.object({ intent: z.literal('disable'), email: staffEmail }),
	z.object({ intent: z.literal('enable'), email: staffEmail }),
	z.object({ intent: z.literal('revoke-sessions'), email: staffEmail }),
	z.object({ intent: z.literal('unlock'), email: staffEmail }),
	z.object({ intent: z.literal('rename'), email: staffEmail, name: staffName }),
	z.object({ intent: z.literal('resend-invitation'), email: staffEmail }),
	z.object({ intent: z.literal('revoke-invitation'), email: staffEmail }),
])

/** The staff page's setting: two-factor sign-in required of every account, or left to each. */
export const TwoFactorPolicySchema = z.object({ intent: z.literal('two-factor-policy'), required: z.enum(['yes', 'no']).transform((value) => value === 'yes') })

/** A staff member renaming themself on their account page. */
export const RenameSchema = z.object({ name: staffName })

/** An invitation: who, with which role; they choose their own password through the link (decision 042). */
export const StaffInviteSchema = NewStaffUserSchema.omit({ password: true })
export type StaffInvite = z.infer<typeof StaffInviteSchema>
