import type { Kysely } from 'kysely'

/**
 * The links the back office mails to set a password (decision 105): a reset link, valid an hour,
 * and an invitation, valid a few days. One row per link the site sent: the SHA-256 of its token
 * (the token itself is only in the message), the account, which kind of link, and until when it
 * works ('reset' or 'invitation'; the times ISO text). A new link of an account replaces its others; a password set by any of them ends them
 * all; the account's removal takes them with it.
 *
 * The authentication library keeps its own short-lived reset tokens in `staff_verifications`, which
 * the site no longer reads or deletes. Links mailed before this migration (kept only there) stop
 * working: an invitation is sent again, a reset asked again.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('staff_sign_in_links')
		.addColumn('token_hash', 'text', (c) => c.primaryKey())
		.addColumn('user_id', 'text', (c) => c.notNull().references('staff_users.id').onDelete('cascade'))
		.addColumn('purpose', 'text', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('staff_sign_in_links_user').on('staff_sign_in_links').column('user_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('staff_sign_in_links').execute()
}
