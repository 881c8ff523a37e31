import { z } from 'zod'

/** The back-office roles: admin (everything), editor (content, comments), recruiter (applications, CVs, jobs). */
export const STAFF_ROLES = ['admin', 'editor', 'recruiter'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

export const staffEmail = z.email('Enter a valid email address, like name@example.com').max(254).transform((value) => value.toLowerCase())
export const staffPassword = z
	.string({ error: 'Password is required' })
	.min(PASSWORD_MIN, `Password must have at least ${PASSWORD_MIN} characters`)
	.max(PASSWORD_MAX, `Password can be at most ${PASSWORD_MAX} characters`)

export const NewStaffUserSchema = z.object({
	email: staffEmail,
	password: staffPassword,
	role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` }),
	name: z.string().trim().min(1, 'Name is required').max(100, 'Name can be at most 100 characters'),
})
export type NewStaffUser = z.infer<typeof NewStaffUserSchema>

export const SignInSchema = z.object({
	email: staffEmail,
	password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX, `Password can be at most ${PASSWORD_MAX} characters`),
	redirectTo: z.string().max(500).optional(),
})
