import type { Kysely } from 'kysely'

/**
 * A message that opens an account (a password reset, an invitation) keeps its
 * link apart from its body, only until it is sent (decision 064): `secret`
 * holds the link, the body holds OUTBOX_SECRET_PLACEHOLDER where the link
 * goes, and sending clears `secret`. So a copy of the database holds no
 * working link to an account once its message has left.
 *
 * Rows queued before: a waiting one has its link moved to `secret`; in one
 * already sent or given up, the link is replaced by the words a sent one keeps.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('outbox').addColumn('secret', 'text').execute()
	const rows: { id: number; body: string; status: string }[] = await db.selectFrom('outbox').select(['id', 'body', 'status']).where('kind', 'like', 'staff:%').execute()
	for (const row of rows) {
		const link = LINK.exec(row.body)?.[0]
		if (!link) continue
		const waiting = row.status === 'pending' || row.status === 'sending'
		await db
			.updateTable('outbox')
			.set(waiting ? { body: row.body.replace(link, PLACEHOLDER), secret: link } : { body: row.body.replace(link, PLACEHOLDER) })
			.where('id', '=', row.id)
			.execute()
	}
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('outbox').dropColumn('secret').execute()
}

/** The reset and invitation links the back office wrote (app/server/auth.server.ts, app/features/staff/staff.server.ts). */
const LINK = /\S+\/admin\/reset-password\?token=\S+/
/** The same words as OUTBOX_SECRET_PLACEHOLDER in app/server/mail.server.ts; a migration keeps its own copy, as it never changes. */
const PLACEHOLDER = '[the sign-in link: kept only until the message is sent]'
