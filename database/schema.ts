import type { Generated } from 'kysely'
import type * as G from './schema.generated.ts'

/**
 * Table types of the site's database (decision 049). The columns come from
 * schema.generated.ts, which `npm run db:types` writes from a freshly migrated
 * database: a migration is the one place a column is written, and a test fails
 * while the generated file lags behind the migrations. What a column means is
 * said where the migration makes it.
 *
 * One set serves SQLite and PostgreSQL: dates are ISO-8601 text and flags are
 * 0/1 integers in both, so every query reads the same on either engine. The
 * overrides below are the only refinements on top of the generated columns.
 */
export interface DB extends Omit<G.DB, keyof Overrides>, Overrides {}

/**
 * The staff tables belong to the authentication library's model (migration
 * 004): timestamps are Date on PostgreSQL and ISO text on SQLite, flags
 * boolean on PostgreSQL and 0/1 on SQLite.
 */
type AuthDate = Date | string
type AuthFlag = boolean | number

/** A generated table with some columns' types replaced; naming a column the table lacks does not compile. */
type Override<T, O extends { [K in keyof O]: K extends keyof T ? unknown : never }> = Omit<T, keyof O> & O

interface Overrides {
	staff_users: Override<
		G.StaffUsers,
		{ email_verified: Generated<AuthFlag>; disabled: Generated<AuthFlag>; two_factor_enabled: Generated<AuthFlag | null>; created_at: AuthDate; updated_at: AuthDate }
	>
	staff_sessions: Override<G.StaffSessions, { expires_at: AuthDate; created_at: AuthDate; updated_at: AuthDate }>
	staff_accounts: Override<
		G.StaffAccounts,
		{ access_token_expires_at: AuthDate | null; refresh_token_expires_at: AuthDate | null; created_at: AuthDate; updated_at: AuthDate }
	>
	staff_verifications: Override<G.StaffVerifications, { expires_at: AuthDate; created_at: AuthDate; updated_at: AuthDate }>
	staff_two_factors: Override<G.StaffTwoFactors, { verified: Generated<AuthFlag | null>; locked_until: AuthDate | null }>
	/** The values app/features/staff/sign-in-guard.server.ts writes (migration 012). */
	staff_sign_in_attempts: Override<
		G.StaffSignInAttempts,
		{
			purpose: Generated<'sign-in' | 'password-reset'>
			/** `unlocked`: an admin lifted the account's lock (decision 064). */
			outcome: Generated<'pending' | 'failed' | 'succeeded' | 'refused' | 'second-factor' | 'unchecked' | 'unlocked'>
		}
	>
}

export type TableName = keyof DB & string
/** The column names of a table. */
export type ColumnName<T extends TableName> = keyof DB[T] & string
