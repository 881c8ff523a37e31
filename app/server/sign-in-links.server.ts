import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'

/**
 * The links the back office mails to set a password (migration 026, decision 105): a reset link or
 * an invitation. The token is in the message only; the table keeps its SHA-256, so a copy of the
 * database opens no account. An account has one link at a time: a new one replaces the others.
 */
export type SignInLinkPurpose = 'reset' | 'invitation'

/** How long a reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url')

/** A new link for the account, its others ended; answers the token to mail. */
export async function issueSignInLink(db: Kysely<DB>, userId: string, purpose: SignInLinkPurpose, expiresAt: Date, now = new Date()): Promise<string> {
	const token = randomBytes(32).toString('base64url')
	await db.transaction().execute(async (trx) => {
		await trx.deleteFrom('staff_sign_in_links').where('user_id', '=', userId).execute()
		await trx
			.insertInto('staff_sign_in_links')
			.values({ token_hash: hashOf(token), user_id: userId, purpose, expires_at: expiresAt.toISOString(), created_at: now.toISOString() })
			.execute()
	})
	return token
}

/** Whose link this is and what it is for, while it works; null for a token that is unknown, used, replaced or past its time. */
export async function signInLinkOf(db: Kysely<DB>, token: string, now = new Date()): Promise<{ userId: string; purpose: SignInLinkPurpose } | null> {
	if (!token || token.length > 200) return null
	const link = await db
		.selectFrom('staff_sign_in_links')
		.select(['user_id', 'purpose'])
		.where('token_hash', '=', hashOf(token))
		.where('expires_at', '>', now.toISOString())
		.executeTakeFirst()
	return link ? { userId: link.user_id, purpose: link.purpose as SignInLinkPurpose } : null
}

/**
 * Uses the link up: answers whose it was, as signInLinkOf does, and deletes it; of two posts of
 * one link, only the one whose delete took the row goes on, so one link sets one password.
 */
export async function takeSignInLink(db: Kysely<DB>, token: string, now = new Date()): Promise<{ userId: string; purpose: SignInLinkPurpose } | null> {
	const link = await signInLinkOf(db, token, now)
	if (!link) return null
	const taken = await db.deleteFrom('staff_sign_in_links').where('token_hash', '=', hashOf(token)).executeTakeFirst()
	return Number(taken.numDeletedRows) > 0 ? link : null
}

/** Ends every link of the account (a password was set, the invitation was taken back or sent again). */
export async function endSignInLinks(db: Kysely<DB>, userId: string): Promise<void> {
	await db.deleteFrom('staff_sign_in_links').where('user_id', '=', userId).execute()
}
