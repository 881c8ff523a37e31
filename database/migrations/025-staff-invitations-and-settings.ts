import type { Kysely } from 'kysely'

/**
 * Staff accounts as an admin runs them (decision 093):
 *
 * - `staff_users.invited_at`: when the account's invitation was last sent
 *   (ISO text), while its owner has not yet chosen a password through it;
 *   null for an account with a password of its owner's. The staff page shows
 *   such an account as "Invited", and the link's page says "Set your password".
 * - `back_office_settings`: the back office's settings, one row (id 1).
 *   `require_two_factor` (0/1): every staff member must turn two-factor
 *   sign-in on before any page but their account page opens.
 *
 * Accounts invited before this migration whose owner has neither signed in
 * nor set a password since (as the audit log tells) are marked invited.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('staff_users').addColumn('invited_at', 'text').execute()
	await db.schema
		.createTable('back_office_settings')
		.addColumn('id', 'integer', (c) => c.primaryKey())
		.addColumn('require_two_factor', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('updated_at', 'text')
		.execute()
	await db.insertInto('back_office_settings').values({ id: 1, require_two_factor: 0 }).execute()

	const invitations: { subject: string; at: string }[] = await db
		.selectFrom('audit_log')
		.select(['subject', 'at'])
		.where('action', '=', 'staff.created')
		.where('detail', 'like', '%"invited":true%')
		.execute()
	for (const { subject, at } of invitations) {
		const since = await db
			.selectFrom('audit_log')
			.select('id')
			.where('subject', '=', subject)
			.where('action', 'in', ['sign-in', 'password.changed'])
			.where('at', '>=', at)
			.executeTakeFirst()
		if (!since) await db.updateTable('staff_users').set({ invited_at: at }).where('email', '=', subject).execute()
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('back_office_settings').execute()
	await db.schema.alterTable('staff_users').dropColumn('invited_at').execute()
}
