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
		const any = await trx.selectFrom('content_revisions').select('id').where('entity', '=', entity.key).where('row_id', '=', rowId).where('state', '=', 'saved').limit(1).executeTakeFirst()
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
		.where('state', '=', 'saved')
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
		.where('state', '=', 'saved')
		.orderBy('version', 'desc')
		.execute()
	return rows.map((row) => ({ version: Number(row.version), staffName: row.staff_name, createdAt: row.created_at }))
}

export async function getRevision(db: Db, entity: EntityDescriptor, rowId: number, version: number): Promise<Revision | undefined> {
	const row = await db
		.selectFrom('content_revisions')
		.selectAll()
		.where('entity', '=', entity.key)
		.where('row_id', '=', rowId)
		.where('state', '=', 'saved')
		.where('version', '=', version)
		.executeTakeFirst()
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

/**
 * The working draft of a live item (decision 078): the changes staff write and preview while the
 * public site goes on showing the published row, at most one per item, kept as a revision in the
 * `draft` state. `base` is the live version it was started from; `id` changes with every save of
 * the draft, so a form or a preview link of an older draft is known to be one.
 */
export interface WorkingDraft {
	id: number
	base: number
	values: Values
	staffName: string
	savedAt: string
	/** When it goes live by itself, once someone published it for a later date; null until then. */
	publishAt: string | null
}

export async function getDraft(db: Db, entity: EntityDescriptor, rowId: number): Promise<WorkingDraft | undefined> {
	const row = await db.selectFrom('content_revisions').selectAll().where('entity', '=', entity.key).where('row_id', '=', rowId).where('state', '=', 'draft').executeTakeFirst()
	if (!row) return undefined
	return { id: Number(row.id), base: Number(row.version), values: JSON.parse(row.data) as Values, staffName: row.staff_name, savedAt: row.created_at, publishAt: row.publish_at }
}

/** Keeps the item's working draft (in place of any earlier one); answers its new id. */
export async function writeDraft(trx: Db, entity: EntityDescriptor, rowId: number, draft: { base: number; values: Values; editor: Editor; publishAt?: string | null }): Promise<number> {
	await dropDraft(trx, entity, rowId)
	const inserted = await trx
		.insertInto('content_revisions')
		.values({
			entity: entity.key,
			row_id: rowId,
			version: draft.base,
			state: 'draft',
			publish_at: draft.publishAt ?? null,
			data: JSON.stringify(editableValues(entity, draft.values)),
			staff_id: draft.editor.id,
			staff_name: draft.editor.name.slice(0, 200),
			created_at: new Date().toISOString(),
		})
		.returning('id')
		.executeTakeFirstOrThrow()
	return Number(inserted.id)
}

export async function dropDraft(db: Db, entity: EntityDescriptor, rowId: number): Promise<boolean> {
	const result = await db.deleteFrom('content_revisions').where('entity', '=', entity.key).where('row_id', '=', rowId).where('state', '=', 'draft').executeTakeFirst()
	return Number(result.numDeletedRows) > 0
}

/** The drafts published for a time that has come: the scheduled task makes them live. */
export async function dueDrafts(db: Db, now = new Date()): Promise<{ entity: string; rowId: number }[]> {
	const rows = await db
		.selectFrom('content_revisions')
		.select(['entity', 'row_id'])
		.where('state', '=', 'draft')
		.where('publish_at', 'is not', null)
		.where('publish_at', '<=', now.toISOString())
		.orderBy('publish_at')
		.execute()
	return rows.map((row) => ({ entity: row.entity, rowId: Number(row.row_id) }))
}
