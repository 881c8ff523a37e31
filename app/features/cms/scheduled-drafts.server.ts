import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { auditChanges, itemName } from './changes.ts'
import { publishDraft } from './cms.server.ts'
import { entityByKey } from './entities.ts'
import { dueDrafts } from './revisions.server.ts'

export type DuePublication = { ok: true; item: string; subject: string; version: number; changes: ReturnType<typeof auditChanges> } | { ok: false; item: string; problem: string }

/**
 * Publishes every working draft whose scheduled time has come (decision 078), each as its own
 * save with a revision named for the schedule. One that cannot be published (its published
 * version changed since, its slug taken) is left as an unscheduled draft and reported.
 */
export async function publishDueDrafts(db: Kysely<DB>, now = new Date()): Promise<DuePublication[]> {
	const done: DuePublication[] = []
	for (const due of await dueDrafts(db, now)) {
		const entity = entityByKey(due.entity)
		const item = `${due.entity}/${due.rowId}`
		if (!entity) {
			done.push({ ok: false, item, problem: 'no such kind of content' })
			continue
		}
		const result = await publishDraft(db, entity, due.rowId, { id: null, name: 'Scheduled publication' }, now)
		if (result.ok && 'saved' in result) done.push({ ok: true, item, subject: itemName(entity, result.saved), version: result.version, changes: auditChanges(result.changes) })
		else if (!result.ok) {
			await db.updateTable('content_revisions').set({ publish_at: null }).where('entity', '=', entity.key).where('row_id', '=', due.rowId).where('state', '=', 'draft').execute()
			done.push({ ok: false, item, problem: Object.values(result.errors).flat().join(' ') })
		}
	}
	return done
}

