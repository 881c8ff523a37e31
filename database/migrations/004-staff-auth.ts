import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely'
import { engineOf } from '../db.ts'

/**
 * Staff accounts for the back office, in the shape the authentication
 * library (better-auth) expects: users with a role, sessions, password
 * credentials, one-time verification values and TOTP secrets; and the
 * sign-in attempts that lock out guessing. Column names are ours (snake_case); the
 * library is told the mapping in app/server/auth.server.ts, and a test checks
 * that the library finds nothing missing here.
 *
 * Dates are timestamptz on PostgreSQL and ISO text on SQLite, flags boolean
 * on PostgreSQL and 0/1 on SQLite: what the library reads and writes on each.
 */
export async function up(db: Kysely<any>): Promise<void> {
	const pg = engineOf(db) === 'postgres'
	const date = pg ? 'timestamptz' : 'date'
	const flag = pg ? 'boolean' : 'integer'
	const no = pg ? false : 0
	const stamps = (table: CreateTableBuilder<string, string>) =>
		table.addColumn('created_at', date, (c) => c.notNull()).addColumn('updated_at', date, (c) => c.notNull())
	const user = (c: ColumnDefinitionBuilder) => c.notNull().references('staff_users.id').onDelete('cascade')

	await stamps(
		db.schema
			.createTable('staff_users')
			.addColumn('id', 'text', (c) => c.primaryKey())
			.addColumn('name', 'text', (c) => c.notNull())
			.addColumn('email', 'text', (c) => c.notNull().unique())
			.addColumn('email_verified', flag, (c) => c.notNull().defaultTo(no))
			.addColumn('image', 'text')
			/** admin | editor | recruiter */
			.addColumn('role', 'text', (c) => c.notNull().defaultTo('editor'))
			/** A disabled account cannot sign in; its sessions are revoked when it is disabled. */
			.addColumn('disabled', flag, (c) => c.notNull().defaultTo(no))
			.addColumn('two_factor_enabled', flag, (c) => c.defaultTo(no)),
	).execute()

	await stamps(
		db.schema
			.createTable('staff_sessions')
			.addColumn('id', 'text', (c) => c.primaryKey())
			.addColumn('expires_at', date, (c) => c.notNull())
			.addColumn('token', 'text', (c) => c.notNull().unique())
			.addColumn('ip_address', 'text')
			.addColumn('user_agent', 'text')
			.addColumn('user_id', 'text', user),
	).execute()
	await db.schema.createIndex('staff_sessions_user').on('staff_sessions').column('user_id').execute()

	await stamps(
		db.schema
			.createTable('staff_accounts')
			.addColumn('id', 'text', (c) => c.primaryKey())
			.addColumn('account_id', 'text', (c) => c.notNull())
			.addColumn('provider_id', 'text', (c) => c.notNull())
			.addColumn('user_id', 'text', user)
			.addColumn('access_token', 'text')
			.addColumn('refresh_token', 'text')
			.addColumn('id_token', 'text')
			.addColumn('access_token_expires_at', date)
			.addColumn('refresh_token_expires_at', date)
			.addColumn('scope', 'text')
			.addColumn('password', 'text'),
	).execute()
	await db.schema.createIndex('staff_accounts_user').on('staff_accounts').column('user_id').execute()

	await stamps(
		db.schema
			.createTable('staff_verifications')
			.addColumn('id', 'text', (c) => c.primaryKey())
			.addColumn('identifier', 'text', (c) => c.notNull())
			.addColumn('value', 'text', (c) => c.notNull())
			.addColumn('expires_at', date, (c) => c.notNull()),
	).execute()
	await db.schema.createIndex('staff_verifications_identifier').on('staff_verifications').column('identifier').execute()

	await db.schema
		.createTable('staff_two_factors')
		.addColumn('id', 'text', (c) => c.primaryKey())
		.addColumn('secret', 'text', (c) => c.notNull())
		.addColumn('backup_codes', 'text', (c) => c.notNull())
		.addColumn('user_id', 'text', user)
		.addColumn('verified', flag, (c) => c.defaultTo(pg ? true : 1))
		.addColumn('failed_verification_count', 'integer', (c) => c.defaultTo(0))
		.addColumn('locked_until', date)
		.execute()
	await db.schema.createIndex('staff_two_factors_user').on('staff_two_factors').column('user_id').execute()
	await db.schema.createIndex('staff_two_factors_secret').on('staff_two_factors').column('secret').execute()

	// Sign-in attempts by account and by network, shared by every server process.
	await db.schema
		.createTable('staff_sign_in_attempts')
		.addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
		.addColumn('email', 'text', (c) => c.notNull())
		.addColumn('ip', 'text', (c) => c.notNull())
		.addColumn('succeeded', 'integer', (c) => c.notNull())
		.addColumn('created_at', 'text', (c) => c.notNull())
		.execute()
	await db.schema.createIndex('staff_sign_in_attempts_email').on('staff_sign_in_attempts').columns(['email', 'created_at']).execute()
	await db.schema.createIndex('staff_sign_in_attempts_ip').on('staff_sign_in_attempts').columns(['ip', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	for (const name of ['staff_sign_in_attempts', 'staff_two_factors', 'staff_verifications', 'staff_accounts', 'staff_sessions', 'staff_users']) {
		await db.schema.dropTable(name).ifExists().execute()
	}
}
