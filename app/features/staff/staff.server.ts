import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { engineOf } from '#database/db.ts'
import type { DB } from '#database/schema.ts'
import type { Auth } from '#app/server/auth.server.ts'
import { OUTBOX_SECRET_PLACEHOLDER, queueMail } from '#app/server/mail.server.ts'
import { endSignInLinks, issueSignInLink } from '#app/server/sign-in-links.server.ts'
import { INVITE_DAYS, ROLE_LABELS, type StaffRole } from './staff.roles.ts'
import type { NewStaffUser, StaffInvite } from './staff.schema.ts'

export interface StaffUser {
	id: string
	email: string
	name: string
	role: StaffRole
	disabled: boolean
	two_factor: boolean
	/** When the invitation was last sent, while its owner has not chosen a password through it; null otherwise. */
	invited_at: string | null
	created_at: string
}

export class StaffError extends Error {}

/** Creates an account with an e-mail and password credential (hashed by the authentication library). */
export async function createStaffUser(auth: Auth, db: Kysely<DB>, input: NewStaffUser): Promise<StaffUser> {
	const ctx = await auth.$context
	if (await ctx.internalAdapter.findUserByEmail(input.email)) throw new StaffError(`An account for ${input.email} already exists`)
	const user = await ctx.internalAdapter.createUser(
		{ email: input.email, name: input.name, emailVerified: true, role: input.role, disabled: false },
		{ method: 'admin' },
	)
	await ctx.internalAdapter.linkAccount({ userId: user.id, providerId: 'credential', accountId: user.id, password: await ctx.password.hash(input.password) })
	return requireStaffUser(db, input.email)
}

/**
 * Adds an account its owner finishes: it gets a password nobody knows, and
 * they get a link to choose their own. The link is a password-reset token of
 * the same kind (stored hashed, decision 027), used once, valid INVITE_DAYS
 * days, and it leaves through the outbox, which keeps it apart from the text
 * and only until it is sent (decision 064). The account is "invited" until
 * the link (or any reset) sets its password.
 */
export async function inviteStaffUser(auth: Auth, db: Kysely<DB>, input: StaffInvite, siteUrl: string, now = new Date()): Promise<StaffUser> {
	const user = await createStaffUser(auth, db, { ...input, password: randomBytes(48).toString('base64url') })
	await sendInvitation(db, user, siteUrl, now)
	return requireStaffUser(db, user.email)
}

/** A new invitation link for an account still invited; the ones sent before stop working. */
export async function resendInvitation(db: Kysely<DB>, email: string, siteUrl: string, now = new Date()): Promise<StaffUser> {
	const user = await requireInvited(db, email)
	// The new link replaces the account's others (issueSignInLink).
	await sendInvitation(db, user, siteUrl, now)
	return requireStaffUser(db, email)
}

/**
 * Takes an invitation back: the account, which never had a password of its
 * owner's, is removed with its link, and the leads assigned to it go back to
 * nobody. The address can be invited again.
 */
export async function revokeInvitation(db: Kysely<DB>, email: string): Promise<StaffUser> {
	const user = await requireInvited(db, email)
	await db.transaction().execute(async (trx) => {
		for (const table of LEAD_TABLES) await trx.updateTable(table).set({ assignee_id: null }).where('assignee_id', '=', user.id).execute()
		await endSignInLinks(trx, user.id)
		// Sessions, credentials and two-factor secrets go with it (foreign keys, migration 004).
		await trx.deleteFrom('staff_users').where('id', '=', user.id).execute()
	})
	return user
}

/** The lead tables whose rows name an assignee (migration 016). */
const LEAD_TABLES = ['contact_messages', 'quote_requests', 'job_applications'] as const

async function sendInvitation(db: Kysely<DB>, user: StaffUser, siteUrl: string, now: Date): Promise<void> {
	const token = await issueSignInLink(db, user.id, 'invitation', new Date(now.getTime() + INVITE_DAYS * 86_400_000), now)
	await db.updateTable('staff_users').set({ invited_at: now.toISOString() }).where('id', '=', user.id).execute()
	await queueMail(db, {
		kind: 'staff:invitation',
		to: user.email,
		subject: 'Your Lanternfish back-office account',
		body: [
			`Hello ${user.name},`,
			'',
			`An account of the Lanternfish back office was made for you (role: ${ROLE_LABELS[user.role]}). Open this link within ${INVITE_DAYS} days to set your password:`,
			'',
			OUTBOX_SECRET_PLACEHOLDER,
			'',
			'The link works once. If it has expired, ask an admin to send the invitation again.',
		].join('\n'),
		secret: `${siteUrl}/admin/reset-password?token=${encodeURIComponent(token)}`,
	})
}

async function requireInvited(db: Kysely<DB>, email: string): Promise<StaffUser> {
	const user = await requireStaffUser(db, email)
	if (!user.invited_at) throw new StaffError(`${email} has set a password already: the invitation is no longer open`)
	return user
}

/** Renames an account; answers the name it had (the same when nothing changed). Replies to leads are signed with the name of the moment. */
export async function renameStaffUser(db: Kysely<DB>, email: string, name: string): Promise<{ user: StaffUser; was: string }> {
	const user = await requireStaffUser(db, email)
	if (name !== user.name) await db.updateTable('staff_users').set({ name, updated_at: new Date().toISOString() }).where('id', '=', user.id).execute()
	return { user: { ...user, name }, was: user.name }
}

export async function listStaffUsers(db: Kysely<DB>): Promise<StaffUser[]> {
	const rows = await staffQuery(db).orderBy('email').execute()
	return rows.map(toStaffUser)
}

export async function findStaffUser(db: Kysely<DB>, email: string): Promise<StaffUser | undefined> {
	const row = await staffQuery(db).where('email', '=', email.toLowerCase()).executeTakeFirst()
	return row && toStaffUser(row)
}

/** Replaces an account's password and signs it out everywhere. */
export async function setStaffPassword(auth: Auth, db: Kysely<DB>, email: string, password: string): Promise<void> {
	const user = await requireStaffUser(db, email)
	const ctx = await auth.$context
	await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password))
	await db.updateTable('staff_users').set({ invited_at: null }).where('id', '=', user.id).execute()
	// A password set ends the account's invitation and reset links, as one set through a link does.
	await endSignInLinks(db, user.id)
	await revokeStaffSessions(db, user.id)
}

/** A disabled account cannot sign in, and its open sessions end at once. */
export async function setStaffDisabled(db: Kysely<DB>, email: string, disabled: boolean): Promise<void> {
	const user = await requireStaffUser(db, email)
	await db.updateTable('staff_users').set({ disabled: flag(db, disabled), updated_at: new Date().toISOString() }).where('id', '=', user.id).execute()
	if (disabled) await revokeStaffSessions(db, user.id)
}

export async function revokeStaffSessions(db: Kysely<DB>, userId: string): Promise<void> {
	await db.deleteFrom('staff_sessions').where('user_id', '=', userId).execute()
}

async function requireStaffUser(db: Kysely<DB>, email: string): Promise<StaffUser> {
	const user = await findStaffUser(db, email)
	if (!user) throw new StaffError(`No account for ${email}`)
	return user
}

function staffQuery(db: Kysely<DB>) {
	return db.selectFrom('staff_users').select(['id', 'email', 'name', 'role', 'disabled', 'two_factor_enabled', 'invited_at', 'created_at'])
}

function toStaffUser(row: Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>): StaffUser {
	return {
		id: row.id,
		email: row.email,
		name: row.name,
		role: row.role as StaffRole,
		disabled: Boolean(row.disabled),
		two_factor: Boolean(row.two_factor_enabled),
		invited_at: row.invited_at,
		created_at: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
	}
}

/** Flags are boolean on PostgreSQL and 0/1 on SQLite in the authentication tables. */
function flag(db: Kysely<DB>, value: boolean): boolean | number {
	return engineOf(db) === 'postgres' ? value : Number(value)
}

/** When each account last signed in, from the audit log (e-mail → ISO time). */
export async function lastSignIns(db: Kysely<DB>): Promise<Map<string, string>> {
	const rows = await db
		.selectFrom('audit_log')
		.select(['subject', (eb) => eb.fn.max('at').as('at')])
		.where('action', '=', 'sign-in')
		.groupBy('subject')
		.execute()
	return new Map(rows.map((row) => [row.subject, String(row.at)]))
}

/** The back office's settings (migration 025): whether every account must sign in with two factors. */
export interface BackOfficeSettings {
	requireTwoFactor: boolean
}

export async function backOfficeSettings(db: Kysely<DB>): Promise<BackOfficeSettings> {
	const row = await db.selectFrom('back_office_settings').select('require_two_factor').where('id', '=', 1).executeTakeFirst()
	return { requireTwoFactor: Boolean(row?.require_two_factor) }
}

/** Requires two-factor sign-in of everyone, or stops; answers whether it was required before. */
export async function setTwoFactorRequired(db: Kysely<DB>, required: boolean): Promise<boolean> {
	const before = await backOfficeSettings(db)
	await db
		.insertInto('back_office_settings')
		.values({ id: 1, require_two_factor: Number(required), updated_at: new Date().toISOString() })
		.onConflict((oc) => oc.column('id').doUpdateSet({ require_two_factor: Number(required), updated_at: new Date().toISOString() }))
		.execute()
	return before.requireTwoFactor
}
