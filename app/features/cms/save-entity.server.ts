import type { Kysely, Transaction } from 'kysely'
import { changeContent } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import type { FieldErrors } from '#app/lib/field-errors.ts'
import { auditChanges, changedFields, type FieldChange, itemName } from './changes.ts'
import { type Conflict, draftsWhenLive, publishDraftIn, type Row, writePlansOfFeature, writeRow, writeWorkingDraft } from './cms.server.ts'
import type { EntityDescriptor } from './entity-descriptor.ts'
import type { Editor } from './revisions.server.ts'

/**
 * One save of the back office's edit form (decision 097): the item's row or its working draft,
 * the plans of a feature, the media library's rows and alt texts of its pictures and the one
 * audit entry that says what changed, written in one transaction, announced as one content
 * change. A save refused (a newer version, a slug taken) writes nothing; one that fails part-way
 * leaves nothing written; one that changes nothing writes nothing and says so.
 */

/** What the form asks to save, checked. */
export interface EntitySave {
	/** The item's own fields, checked by its schema, with the file each image field now shows. */
	values: Row
	/** The image fields given a newly uploaded file (field → file), named in the audit entry. */
	uploaded?: Record<string, string>
	/** The version the form was loaded from: a save over a newer one is refused (decision 035). */
	version?: number
	/** A live item's form: the working draft it was loaded with, null for none (decision 078). */
	draftId?: number | null
	/** A live item: make its working draft live (or schedule it for its later date) rather than keep it. */
	publish?: boolean
	/** A feature of the pricing table: the plans ticked as including it. */
	plans?: number[]
	editor: Editor
}

/** The audit entry of a save. */
export interface SaveAudit {
	action: 'content.created' | 'content.updated' | 'content.drafted'
	subject: string
	detail: Record<string, unknown>
}

/**
 * What the save writes through other features, in its transaction; the route gives them, as it
 * composes features (docs/architecture.md).
 */
export interface SaveSteps {
	/** The media library's rows and alt texts of the item's pictures; answers what changed, as audit lines. */
	pictures?: (trx: Transaction<DB>) => Promise<FieldChange[]>
	/** Writes the save's audit entry. */
	audit: (trx: Transaction<DB>, entry: SaveAudit) => Promise<void>
}

export type EntitySaveResult =
	| { ok: true; id: number; outcome: 'created' | 'saved' | 'unchanged' | 'drafted' | 'published' }
	| { ok: true; id: number; outcome: 'scheduled'; at: string }
	| { ok: false; status: 409 | 422; errors: FieldErrors; conflict?: Conflict }

/** Creates (id null) or saves an item from its edit form: see the module's comment. */
export async function saveEntity(db: Kysely<DB>, entity: EntityDescriptor, id: number | null, save: EntitySave, steps: SaveSteps): Promise<EntitySaveResult> {
	let changed = false
	const write = async (trx: Transaction<DB>): Promise<EntitySaveResult> => {
		const before = id === null ? undefined : await trx.selectFrom(entity.table).selectAll().where(trx.dynamic.ref(entity.id), '=', id).executeTakeFirst()
		const uploaded = save.uploaded && Object.keys(save.uploaded).length > 0 ? { uploaded: save.uploaded } : {}
		const item = (savedId: number) => `${entity.key}/${savedId}`

		if (id !== null && draftsWhenLive(entity, before)) {
			// A live item: the form is kept as its working draft, which publishing makes live (decision 078).
			const drafted = await writeWorkingDraft(trx, entity, id, save.values, { version: save.version, draftId: save.draftId ?? null, editor: save.editor })
			if (!drafted.ok) return { ok: false, status: 409, errors: drafted.errors, conflict: drafted.conflict }
			const pictures = (await steps.pictures?.(trx)) ?? []
			changed = pictures.length > 0
			const published = save.publish ? await publishDraftIn(trx, entity, id, save.editor) : undefined
			if (published && !published.ok) return { ok: false, status: 409, errors: published.errors }
			if (!published || 'scheduled' in published) {
				const draftChanges = changedFields(entity, before, { ...before, ...save.values })
				const lines = auditChanges([...draftChanges, ...pictures])
				const scheduled = published && 'scheduled' in published ? { scheduled: published.scheduled } : {}
				await steps.audit(trx, { action: 'content.drafted', subject: itemName(entity, before), detail: { item: item(id), ...(lines.length > 0 ? { changes: lines } : {}), ...uploaded, ...scheduled } })
				return published && 'scheduled' in published ? { ok: true, id, outcome: 'scheduled', at: published.scheduled } : { ok: true, id, outcome: 'drafted' }
			}
			changed = true
			await steps.audit(trx, {
				action: 'content.updated',
				subject: itemName(entity, published.saved),
				detail: { item: item(id), version: published.version, changes: auditChanges([...published.changes, ...pictures]), ...redirects(published.redirected), ...uploaded },
			})
			return { ok: true, id, outcome: 'published' }
		}

		const result = await writeRow(trx, entity, id, save.values, { version: save.version, editor: save.editor })
		if (!result.ok) return { ok: false, status: result.conflict ? 409 : 422, errors: result.errors, conflict: result.conflict }
		// What is kept beside the row: the plans of a feature, the pictures' rows and alt texts.
		const beside = [...(save.plans && entity.extra === 'feature-plans' ? await writePlansOfFeature(trx, result.id, save.plans) : []), ...((await steps.pictures?.(trx)) ?? [])]
		// A save that changed nothing records nothing: no version, no revision, no audit entry, no content change.
		if (result.unchanged && beside.length === 0 && !uploaded.uploaded) return { ok: true, id: result.id, outcome: 'unchanged' }
		changed = true
		await steps.audit(trx, {
			action: id === null ? 'content.created' : 'content.updated',
			subject: itemName(entity, result.saved),
			detail: { item: item(result.id), version: result.version, changes: auditChanges([...result.changes, ...beside]), ...redirects(result.redirected), ...uploaded },
		})
		return { ok: true, id: result.id, outcome: id === null ? 'created' : 'saved' }
	}
	return changeContent(db, entity.table, write, { changed: () => changed })
}

const redirects = (paths: string[]) => (paths.length > 0 ? { redirects: paths } : {})
