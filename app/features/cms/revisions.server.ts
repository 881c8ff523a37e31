import type { Kysely, Transaction } from 'kysely'
import type { DB } from '#database/schema.ts'
import { editableValues, type Values } from './changes.ts'
import type { EntityDescriptor } from './entity-descriptor.ts'

/**
 * The earlier versions of every content item (decision 035): each save writes
 * the item's editable fields as a revision in the save's own transaction, and
 * only the newest REVISIONS_KEPT of an item are kept. The version of the item
 * before its first recorded save is kept too, as the first revision, so the
 * demo content or an import can always be gone back to.
 */

/** Revisions kept per item, newest first; older ones are deleted on the next save. */
export const REVISIONS_KEPT = 25

/** Who saved: a staff member as named at the time (null id: a script or a test). */
export interface Editor {
	id: string | null
	name: string
}

export interface RevisionSummary {
	version: number
	staffName: string
	createdAt: string
}

export interface Revision extends RevisionSummary {
	values: Values
}

type Db = Kysely<DB> | Transaction<DB>

/** Records the version a save has just written; called inside the save's transaction. */
export async function recordRevision(
	trx: Transaction<DB>,
	entity: EntityDescriptor,
	rowId: number,
	{ before, after, version, editor }: { before: Values | undefined; after: Values; version: number; editor: Editor },
): Promise<void> {
	const now = new Date().toISOString()
	if (before) {
		const any = await trx.selectFrom('content_revisions').select('id').where('entity', '=', entity.key).where('row_id', '=', rowId).limit(1).executeTakeFirst()
		if (!any) {
			await trx
				.insertInto('content_revisions')
				.values({
					entity: entity.key,
					row_id: rowId,
					version: Number(before.version ?? version - 1),
					data: JSON.stringify(editableValues(entity, before)),
					staff_id: null,
					staff_name: '',
					// When it was last changed, if known ('' for content as first loaded).
					created_at: typeof before.updated_at === 'string' ? before.updated_at : '',
				})
				.execute()
		}
	}
	await trx
		.insertInto('content_revisions')
		.values({ entity: entity.key, row_id: rowId, version, data: JSON.stringify(editableValues(entity, after)), staff_id: editor.id, staff_name: editor.name.slice(0, 200), created_at: now })
		.execute()
	await trx
		.deleteFrom('content_revisions')
		.where('entity', '=', entity.key)
		.where('row_id', '=', rowId)
		.where('version', '<=', version - REVISIONS_KEPT)
		.execute()
}

/** An item's revisions, newest first. */
export async function listRevisions(db: Db, entity: EntityDescriptor, rowId: number): Promise<RevisionSummary[]> {
	const rows = await db
		.selectFrom('content_revisions')
		.select(['version', 'staff_name', 'created_at'])
		.where('entity', '=', entity.key)
		.where('row_id', '=', rowId)
		.orderBy('version', 'desc')
		.execute()
	return rows.map((row) => ({ version: Number(row.version), staffName: row.staff_name, createdAt: row.created_at }))
}

export async function getRevision(db: Db, entity: EntityDescriptor, rowId: number, version: number): Promise<Revision | undefined> {
	const row = await db.selectFrom('content_revisions').selectAll().where('entity', '=', entity.key).where('row_id', '=', rowId).where('version', '=', version).executeTakeFirst()
	if (!row) return undefined
	return { version: Number(row.version), staffName: row.staff_name, createdAt: row.created_at, values: JSON.parse(row.data) as Values }
}

/** Who wrote an item's current version and when, as a conflict names them. */
export async function lastEditOf(db: Db, entity: EntityDescriptor, row: Values, rowId: number): Promise<{ by: string; at: string }> {
	const revision = await getRevision(db, entity, rowId, Number(row.version))
	return { by: revision?.staffName || 'someone else', at: revision?.createdAt ?? String(row.updated_at ?? '') }
}

/** A deleted item's revisions go with it. */
export async function forgetRevisions(db: Db, entity: EntityDescriptor, rowId: number): Promise<void> {
	await db.deleteFrom('content_revisions').where('entity', '=', entity.key).where('row_id', '=', rowId).execute()
}
