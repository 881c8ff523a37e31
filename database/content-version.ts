import type { Kysely } from 'kysely'
import type { DB } from './schema.ts'

/**
 * Records in the database that public content changed, so that every server
 * process drops what it cached (they read it every second; see
 * server/content-sync.ts). Writers outside a server, such as `npm run
 * comments` or a seed, call it directly; inside a server, content events do.
 * Answers the new version.
 */
export async function bumpContentVersion(db: Kysely<DB>, what: string): Promise<number> {
	const row = await db
		.updateTable('content_version')
		.set((eb) => ({ version: eb('version', '+', 1), what, changed_at: new Date().toISOString() }))
		.where('id', '=', 1)
		.returning('version')
		.executeTakeFirst()
	return Number(row?.version ?? 0)
}

export async function readContentVersion(db: Kysely<DB>): Promise<number> {
	const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst()
	return Number(row?.version ?? 0)
}
