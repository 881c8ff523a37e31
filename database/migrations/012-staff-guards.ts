import { type Kysely, sql } from 'kysely'

/**
 * What the staff side's guards keep (decision 027):
 *
 * - Sign-in attempts are recorded before the password is checked (outcome
 *   `pending`), so simultaneous guesses see each other; each then ends
 *   `failed`, `succeeded`, `refused` (locked, never checked),
 *   `second-factor` (right password, code awaited) or `unchecked` (the form
 *   came back with errors before anything was checked). `device` names the
 *   trusted browser an attempt came from, if any; `purpose` keeps password
 *   reset requests apart from sign-ins. The 0/1 `succeeded` column goes.
 * - Two-factor codes already accepted, per account, until they can no longer
 *   be valid: a code opens one sign-in (RFC 6238 §5.2).
 * - The audit log is indexed by action: each account's last sign-in is read
 *   there, since attempts are kept only for their window.
 * - Reset links stored in plain text are dropped: from now on only a hash of
 *   a link's token is kept, and an hour-old link expires anyway.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('staff_sign_in_attempts').addColumn('purpose', 'text', (c) => c.notNull().defaultTo('sign-in')).execute()
	await db.schema.alterTable('staff_sign_in_attempts').addColumn('outcome', 'text', (c) => c.notNull().defaultTo('failed')).execute()
	await db.schema.alterTable('staff_sign_in_attempts').addColumn('device', 'text').execute()
	await db.updateTable('staff_sign_in_attempts').set({ outcome: 'succeeded' }).where('succeeded', '=', 1).execute()
	await db.updateTable('staff_sign_in_attempts').set({ purpose: 'password-reset', email: sql`substr(email, 7)` }).where('email', 'like', 'reset:%').execute()
	await db.schema.alterTable('staff_sign_in_attempts').dropColumn('succeeded').execute()
	await db.schema.createIndex('staff_sign_in_attempts_device').on('staff_sign_in_attempts').columns(['device', 'created_at']).execute()

	await db.schema
		.createTable('staff_used_codes')
		.addColumn('user_id', 'text', (c) => c.notNull())
		.addColumn('code', 'text', (c) => c.notNull())
		.addColumn('expires_at', 'text', (c) => c.notNull())
		.addPrimaryKeyConstraint('staff_used_codes_pk', ['user_id', 'code'])
		.execute()

	// The staff page reads each account's last sign-in from the audit log, now that attempts are kept for their window only.
	await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute()

	await db.deleteFrom('staff_verifications').where('identifier', 'like', 'reset-password:%').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('staff_used_codes').execute()
	await db.schema.dropIndex('audit_log_action').execute()
	await db.schema.dropIndex('staff_sign_in_attempts_device').execute()
	await db.schema.alterTable('staff_sign_in_attempts').addColumn('succeeded', 'integer', (c) => c.notNull().defaultTo(0)).execute()
	await db.updateTable('staff_sign_in_attempts').set({ succeeded: 1 }).where('outcome', '=', 'succeeded').execute()
	await db.updateTable('staff_sign_in_attempts').set({ email: sql`'reset:' || email` }).where('purpose', '=', 'password-reset').execute()
	for (const column of ['device', 'outcome', 'purpose']) await db.schema.alterTable('staff_sign_in_attempts').dropColumn(column).execute()
}
