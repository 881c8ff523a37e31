/**
 * What the back office's pages show of staff accounts, kept apart from the
 * zod schemas so a page that only needs a role name or a length does not
 * ship the validation library to the browser.
 */

/** The back-office roles: admin (everything), editor (content, comments), recruiter (applications, CVs, jobs), sales (enquiries, insights). */
export const STAFF_ROLES = ['admin', 'editor', 'recruiter', 'sales'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/** Each role as staff read it, in the role menus and the audit log. */
export const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', editor: 'Editor', recruiter: 'Recruiter', sales: 'Sales' }

export const PASSWORD_MIN = 12
export const PASSWORD_MAX = 128

/** How long an invitation link works, in days (decision 042). */
export const INVITE_DAYS = 3
