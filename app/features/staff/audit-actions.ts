/**
 * The audit log's actions and how the log page names them: the filter lists
 * these same names, so what staff pick is what the table shows. Shared by the
 * server (which writes them) and the page (no server code here).
 */
export const AUDIT_ACTIONS = {
	'sign-in': 'Signed in',
	'sign-in.failed': 'Sign-in failed',
	'sign-in.unlocked': 'Sign-in lock lifted',
	'sign-in.browser-trusted': 'Browser trusted after a reset or a code',
	'sign-out': 'Signed out',
	'password.reset-requested': 'Password reset asked for',
	'password.changed': 'Password changed',
	'two-factor.enabled': 'Two-step sign-in turned on',
	'two-factor.disabled': 'Two-step sign-in turned off',
	'staff.created': 'Staff member added',
	'staff.updated': 'Staff member changed',
	'staff.disabled': 'Staff member disabled',
	'staff.enabled': 'Staff member enabled',
	'staff.sessions-revoked': 'Staff signed out everywhere',
	'staff.invitation-resent': 'Invitation sent again',
	'staff.invitation-revoked': 'Invitation revoked',
	'staff.two-factor-policy': 'Two-step sign-in requirement changed',
	'lead.status': 'Lead status changed',
	'lead.note': 'Lead note added',
	'lead.assigned': 'Lead assigned',
	'lead.reply': 'Reply sent to a lead',
	'lead.export': 'Leads exported',
	'cv.download': 'CV downloaded',
	'cv.view': 'CV opened in the browser',
	'cv.purged': 'CVs deleted (retention)',
	'comment.status': 'Comment moderated',
	'comment.deleted': 'Comment deleted',
	'comment.trashed': 'Comment moved to the trash',
	'comment.restored': 'Comment restored from the trash',
	'content.created': 'Content created',
	'content.updated': 'Content changed',
	'content.drafted': 'Working draft saved',
	'content.draft-discarded': 'Working draft discarded',
	'content.restored': 'Content restored to an earlier version',
	'content.deleted': 'Content deleted',
	'media.uploaded': 'Image uploaded',
	'media.described': 'Image alt text or caption changed',
	'media.replaced': 'Image replaced',
	'media.deleted': 'Image deleted',
	'person.erased': 'Personal data erased',
	'hiring.stages-renamed': 'Application stages renamed',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

export const auditActionLabel = (action: string): string => (AUDIT_ACTIONS as Record<string, string>)[action] ?? action

/** The filter's choices: each group of actions (`content.*`) and each action, in the words the table shows. */
export function auditFilterOptions(): { value: string; label: string }[] {
	const groups: Record<string, string> = { 'sign-in': 'Sign-ins', password: 'Passwords', 'two-factor': 'Two-step sign-in', staff: 'Staff', lead: 'Leads', cv: 'CVs', hiring: 'Hiring', comment: 'Comments', content: 'Content', media: 'Images', person: 'Erasure' }
	const options: { value: string; label: string }[] = [{ value: '', label: 'Any action' }]
	for (const [prefix, name] of Object.entries(groups)) {
		const members = Object.entries(AUDIT_ACTIONS).filter(([action]) => action.split('.')[0] === prefix)
		if (members.length > 1) options.push({ value: `${prefix}.*`, label: `${name}: all` })
		for (const [action, label] of members) options.push({ value: action, label })
	}
	// sign-out is its own group of one.
	for (const [action, label] of Object.entries(AUDIT_ACTIONS)) if (!options.some((option) => option.value === action)) options.push({ value: action, label })
	return options
}
