import type { LeadKind, LeadTableKey } from '#app/features/leads/inbox.labels.ts'
import type { StaffRole } from '#app/features/staff/staff.roles.ts'

/**
 * What each role may do in the back office, in one table. Pages check it on
 * the server with `requireStaff(ROLES.x)` in their middleware, and the
 * navigation shows only what a role may open.
 *   admin      everything, including accounts, the audit log and erasure
 *   editor     content, comments, and the enquiries (contact and quote leads)
 *   recruiter  job applications and their CVs, and the job openings
 *   sales      the enquiries (contact and quote leads) and the insights: reads and works leads, edits no content
 */
export const ROLES = {
	enquiries: ['admin', 'editor', 'sales'],
	applications: ['admin', 'recruiter'],
	leads: ['admin', 'editor', 'recruiter', 'sales'],
	comments: ['admin', 'editor'],
	insights: ['admin', 'editor', 'sales'],
	content: ['admin', 'editor'],
	jobs: ['admin', 'editor', 'recruiter'],
	admin: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>

/** The kinds of lead a role reads in the inbox. */
export function readableKinds(role: StaffRole): LeadKind[] {
	const kinds: LeadKind[] = []
	if ((ROLES.enquiries as readonly StaffRole[]).includes(role)) kinds.push('quick', 'contact', 'quote')
	if ((ROLES.applications as readonly StaffRole[]).includes(role)) kinds.push('career')
	return kinds
}

export const mayReadTable = (role: StaffRole, table: LeadTableKey) =>
	table === 'career' ? (ROLES.applications as readonly StaffRole[]).includes(role) : (ROLES.enquiries as readonly StaffRole[]).includes(role)

export const mayDo = (role: StaffRole, what: keyof typeof ROLES) => (ROLES[what] as readonly StaffRole[]).includes(role)
