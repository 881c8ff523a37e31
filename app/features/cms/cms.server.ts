import { type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely'
import { marked } from 'marked'
import { changeContent } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import type { FieldErrors } from '#app/lib/field-errors.ts'
import { changedFields, editableFields, type FieldChange } from './changes.ts'
import type { EditableTable, EntityDescriptor, EntityField } from './entity-descriptor.ts'
import { publicState } from './entity-publication.ts'
import { dropDraft, type Editor, forgetRevisions, getDraft, lastEditOf, recordRevision, writeDraft } from './revisions.server.ts'

/**
 * Reads and writes the content staff edit, for any entity ENTITIES describes.
 * The public pages read the same tables through their own feature modules;
 * every write here goes through changeContent (decision 047), so a save shows
 * on the next request, whoever made it: the `write…` forms in the caller's
 * transaction, which says the change once (saveEntity, decision 097). A
 * changed slug leaves 301s behind.
 */

// The entity descriptions name columns at run time. Kysely checks the table (one of the editable
// tables of the generated types); entity() in entities.ts checks, when ENTITIES compiles, that every
// column a description names is one of its table's, of a kind that fits (decision 049); the queries
// reach those columns through dynamic references; and a row's values were checked by the entity's
// zod schema, which is made from the same description.
type Db = Kysely<DB> | Transaction<DB>
/** A column an entity description names. */
const col = (db: Db, name: string) => db.dynamic.ref(name)
/** Checked values as an insert into, or an update of, an editable table takes them. */
const insertable = (row: Row) => row as Insertable<DB[EditableTable]>
const updateable = (row: Row) => row as Updateable<DB[EditableTable]>

export type Row = Record<string, unknown>

export async function listRows(db: Kysely<DB>, entity: EntityDescriptor): Promise<Row[]> {
	let query = db.selectFrom(entity.table).selectAll()
	for (const [column, direction] of entity.order) query = query.orderBy(col(db, column), direction)
	return query.orderBy(col(db, entity.id)).limit(1000).execute()
}

export async function getRow(db: Kysely<DB>, entity: EntityDescriptor, id: number): Promise<Row | undefined> {
	return db.selectFrom(entity.table).selectAll().where(col(db, entity.id), '=', id).executeTakeFirst()
}

/** The choices of every "ref" field: id and label of the rows of the other table. */
export async function refOptions(db: Kysely<DB>, entity: EntityDescriptor): Promise<Record<string, { value: string; label: string }[]>> {
	const options: Record<string, { value: string; label: string }[]> = {}
	for (const field of entity.fields) {
		if (field.kind !== 'ref' || !field.ref) continue
		const rows = await db
			.selectFrom(field.ref.table)
			.select(['id', sql<unknown>`${sql.ref(field.ref.label)}`.as('label')])
			.orderBy(col(db, field.ref.order))
			.orderBy('id')
			.execute()
		options[field.name] = rows.map((row) => ({ value: String(row.id), label: String(row.label) }))
	}
	return options
}

/** The newer version a save was refused over: who wrote it, when, and what is stored now. */
export interface Conflict {
	by: string
	at: string
	version: number
	stored: Row
}

export type SaveResult =
	| { ok: true; id: number; version: number; redirected: string[]; changes: FieldChange[]; saved: Row; unchanged?: boolean }
	| { ok: false; errors: FieldErrors; conflict?: Conflict }

export interface SaveOptions {
	/** The version the edit form was loaded from: a save over a newer one is refused. Unset: not checked (scripts, imports). */
	version?: number
	/** Who saves, for the revision (decision 035). */
	editor?: Editor
	/** More to write in the save's transaction once the row is saved (publishing a working draft drops it there). */
	also?: (trx: Transaction<DB>, id: number) => Promise<void>
}

const NOBODY: Editor = { id: null, name: '' }

/**
 * Creates (id null) or updates a row from checked values. A slug must be
 * unique in its table; a changed one records a redirect from every old public
 * URL to the new one (and points older redirects at it too). An update counts
 * the row's version up, only from the version the form was loaded from, and
 * keeps the new version as a revision, all in one transaction, with the
 * content version (a refused save changes neither, and nor does one that
 * changes no field: it answers `unchanged`).
 */
export async function saveRow(db: Kysely<DB>, entity: EntityDescriptor, id: number | null, values: Row, options: SaveOptions = {}): Promise<SaveResult> {
	return changeContent(db, entity.table, (trx) => writeRow(trx, entity, id, values, options), { changed: (result) => result.ok && !result.unchanged })
}

/** saveRow's write in a transaction whose caller says the content changed (saveEntity, publishing a draft). */
export async function writeRow(trx: Transaction<DB>, entity: EntityDescriptor, id: number | null, values: Row, options: SaveOptions = {}): Promise<SaveResult> {
	const row: Row = { ...values, updated_at: new Date().toISOString() }
	// A new job opening is posted today unless it says otherwise.
	if (entity.table === 'job_openings' && id === null && !row.posted_on) row.posted_on = row.updated_at!.toString().slice(0, 10)
	if (entity.table === 'blog_posts' && typeof row.body_markdown === 'string') row.body = marked.parse(row.body_markdown, { async: false })
	const current = (): Promise<Row | undefined> => trx.selectFrom(entity.table).selectAll().where(col(trx, entity.id), '=', id).executeTakeFirst()
	const refused = async (stored: Row): Promise<SaveResult> => {
		const { by, at } = await lastEditOf(trx, entity, stored, id!)
		return { ok: false, errors: { form: [`Changed by ${by} since you opened it.`] }, conflict: { by, at, version: Number(stored.version), stored } }
	}
	const before = id === null ? undefined : await current()
	if (id !== null && !before) return { ok: false, errors: { form: ['This item no longer exists.'] } }
	if (before && options.version !== undefined && Number(before.version) !== options.version) return refused(before)
	// The form sent back what is stored: no new version, no revision, no content change (what `also` adds is still written).
	if (before && unchanged(entity, before, values)) {
		await options.also?.(trx, id!)
		return { ok: true, id: id!, version: Number(before.version), redirected: [], changes: [], saved: before, unchanged: true }
	}
	if (typeof row.slug === 'string') {
		const clash = await trx
			.selectFrom(entity.table)
			.select(col(trx, entity.id))
			.where(col(trx, 'slug'), '=', row.slug)
			.$if(id !== null, (q) => q.where(col(trx, entity.id), '!=', id))
			.executeTakeFirst()
		if (clash) return { ok: false, errors: { slug: [`Another ${entity.singular} already uses this slug`] } }
	}
	let savedId = id
	const version = before ? Number(before.version) + 1 : 1
	if (id === null) {
		const inserted: Row = await trx.insertInto(entity.table).values(insertable(row)).returning(col(trx, entity.id)).executeTakeFirstOrThrow()
		savedId = Number(inserted[entity.id])
	} else {
		// Only over the version read above: a save that committed in between leaves nothing to update.
		const updated = await trx
			.updateTable(entity.table)
			.set(updateable({ ...row, version }))
			.where(col(trx, entity.id), '=', id)
			.where('version', '=', Number(before!.version))
			.executeTakeFirst()
		if (Number(updated.numUpdatedRows) === 0) return refused((await current())!)
	}
	const redirected: string[] = []
	if (before && entity.publicPaths && typeof row.slug === 'string' && before.slug !== row.slug) {
		const olds = entity.publicPaths(String(before.slug))
		const news = entity.publicPaths(row.slug)
		for (const [i, from] of olds.entries()) {
			await addRedirect(trx, from, news[i]!)
			redirected.push(from)
		}
	}
	const saved: Row = { ...before, ...row, version }
	await recordRevision(trx, entity, savedId!, { before, after: saved, version, editor: options.editor ?? NOBODY })
	await options.also?.(trx, savedId!)
	return { ok: true, id: savedId!, version, redirected, changes: changedFields(entity, before, saved), saved }
}

/** Whether saving `values` over `before` would change nothing: no field as staff see it, no other column at all. */
function unchanged(entity: EntityDescriptor, before: Row, values: Row): boolean {
	const editable = new Set(editableFields(entity).map((field) => field.name))
	const others = Object.entries(values).filter(([key]) => !editable.has(key))
	return changedFields(entity, before, { ...before, ...values }).length === 0 && others.every(([key, value]) => String(before[key] ?? '') === String(value ?? ''))
}

/** Old path → new path; a redirect to the old path now goes straight to the new one, and the new path is no longer redirected. */
async function addRedirect(trx: Transaction<DB>, from: string, to: string): Promise<void> {
	const at = new Date().toISOString()
	await trx.deleteFrom('redirects').where('from_path', '=', to.toLowerCase()).execute()
	await trx.updateTable('redirects').set({ to_path: to }).where('to_path', '=', from).execute()
	await trx.deleteFrom('redirects').where('from_path', '=', from.toLowerCase()).execute()
	await trx.insertInto('redirects').values({ from_path: from.toLowerCase(), to_path: to, created_at: at }).execute()
}

/** Where an old public path now lives, if it was renamed. */
export async function findRedirect(db: Kysely<DB>, path: string): Promise<string | undefined> {
	const row = await db.selectFrom('redirects').select('to_path').where('from_path', '=', path.toLowerCase().replace(/\/+$/, '')).executeTakeFirst()
	return row?.to_path
}

/** How many rows of another table name this row (entity.inUse); 0 for a kind nothing names. */
async function usesOf(db: Db, entity: EntityDescriptor, id: number): Promise<number> {
	if (!entity.inUse) return 0
	const row = await db
		.selectFrom(entity.inUse.table)
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.where(col(db, entity.inUse.column), '=', id)
		.executeTakeFirstOrThrow()
	return Number(row.n)
}

/** Why a row may not be deleted (other rows still name it: a job opening's applications), or null when it may. */
export async function deleteRefusal(db: Kysely<DB>, entity: EntityDescriptor, id: number): Promise<string | null> {
	const uses = await usesOf(db, entity, id)
	return uses > 0 && entity.inUse ? entity.inUse.reason(uses) : null
}

/** Deletes a row and its revisions; false when there is none, or when other rows name it (deleteRefusal says why). */
export async function deleteRow(db: Kysely<DB>, entity: EntityDescriptor, id: number): Promise<boolean> {
	const remove = async (trx: Transaction<DB>) => {
		// Checked again in the delete's transaction: one made to it since the page asked is not orphaned.
		if ((await usesOf(trx, entity, id)) > 0) return false
		const result = await trx.deleteFrom(entity.table).where(col(trx, entity.id), '=', id).executeTakeFirst()
		await forgetRevisions(trx, entity, id)
		return Number(result.numDeletedRows) > 0
	}
	return changeContent(db, entity.table, remove, { changed: (deleted) => deleted })
}

// The lists: search, filters, sorting and pages (decision 042).

export const LIST_PAGE_SIZE = 25

export interface ListQuery {
	q?: string
	/** draft, scheduled or published where the entity has a publication; else a value of its status field. */
	status?: string
	/** The id of the category (or group) an item is filed under, where it has one. */
	category?: string
	sort?: string
	dir?: 'asc' | 'desc'
	page: number
}

export interface ListChoices {
	statuses: { value: string; label: string }[]
	category: EntityField | undefined
	sortable: string[]
}

/** What a list may be filtered and sorted by. */
export function listChoices(entity: EntityDescriptor): ListChoices {
	const statusField = entity.fields.find((field) => field.name === (entity.publication?.status ?? 'status') && field.kind === 'select')
	const statuses = entity.publication
		? [
				{ value: 'draft', label: 'Draft' },
				...(entity.publication.date ? [{ value: 'scheduled', label: 'Scheduled' }] : []),
				{ value: 'published', label: 'Published' },
			]
		: (statusField?.options ?? []).map((option) => ({ value: option.value, label: option.label.replace(/:.*$/, '') }))
	return { statuses, category: entity.fields.find((field) => field.kind === 'ref' && /^(category|group)_id$/.test(field.name)), sortable: [entity.title, ...entity.columns] }
}

/** The columns a search reads: the title, the slug and the other one-line texts the list shows. */
function searchedColumns(entity: EntityDescriptor): string[] {
	const names = new Set([entity.title, ...entity.fields.filter((field) => field.kind === 'slug' || (field.kind === 'text' && entity.columns.includes(field.name))).map((field) => field.name)])
	return [...names]
}

const likeOf = (text: string) => sql<string>`${`%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`

/** One page of a list, how many rows match in all, and how many pages that makes. */
export async function listPage(db: Kysely<DB>, entity: EntityDescriptor, query: ListQuery, now = new Date()): Promise<{ rows: Row[]; total: number; page: number; pages: number }> {
	const choices = listChoices(entity)
	const { publication } = entity
	const at = now.toISOString()
	const filtered = () => {
		let q = db.selectFrom(entity.table)
		if (query.q) {
			const like = likeOf(query.q)
			q = q.where((eb) => eb.or(searchedColumns(entity).map((column) => eb(sql`lower(${sql.ref(column)})`, 'like', like))))
		}
		if (query.status && choices.statuses.some((status) => status.value === query.status)) {
			if (!publication) q = q.where(col(db, 'status'), '=', query.status)
			else if (query.status === 'draft') q = q.where(col(db, publication.status), '=', publication.draft)
			else {
				q = q.where(col(db, publication.status), '!=', publication.draft)
				if (publication.date) q = q.where(col(db, publication.date), query.status === 'scheduled' ? '>' : '<=', at)
			}
		}
		const category = Number(query.category)
		if (choices.category && query.category && Number.isSafeInteger(category)) q = q.where(col(db, choices.category.name), '=', category)
		return q
	}
	const count = await filtered()
		.select((eb) => eb.fn.countAll<number | string>().as('n'))
		.executeTakeFirstOrThrow()
	const total = Number(count.n)
	const pages = Math.max(1, Math.ceil(total / LIST_PAGE_SIZE))
	const page = Math.min(Math.max(1, query.page), pages)
	let rows = filtered().selectAll()
	if (query.sort && choices.sortable.includes(query.sort)) rows = rows.orderBy(col(db, query.sort), query.dir === 'desc' ? 'desc' : 'asc')
	else for (const [column, direction] of entity.order) rows = rows.orderBy(col(db, column), direction)
	return {
		rows: await rows
			.orderBy(col(db, entity.id))
			.limit(LIST_PAGE_SIZE)
			.offset((page - 1) * LIST_PAGE_SIZE)
			.execute(),
		total,
		page,
		pages,
	}
}

/** Every item of every kind a role may edit whose title (or slug) holds the text, at most `limit` per kind. */
export async function searchContent(db: Kysely<DB>, entities: EntityDescriptor[], text: string, limit = 10): Promise<{ entity: EntityDescriptor; rows: { id: number; title: string }[] }[]> {
	const found = []
	for (const entity of entities) {
		const { rows } = await listPage(db, entity, { q: text, page: 1 })
		if (rows.length > 0) found.push({ entity, rows: rows.slice(0, limit).map((row) => ({ id: Number(row[entity.id]), title: String(row[entity.title] ?? '') })) })
	}
	return found
}

// Bulk actions: each item is saved or deleted as one edit would, with its own revision.

export type BulkAction = 'publish' | 'unpublish' | 'delete'

/** Which bulk actions a list offers: publishing where there is a draft state, deleting where one item may be deleted. */
export function bulkActions(entity: EntityDescriptor): BulkAction[] {
	return [...(entity.publication ? (['publish', 'unpublish'] as const) : []), ...(entity.delete ? (['delete'] as const) : [])]
}

/** The value of the status field that publishes an item (the first choice that is not the draft one). */
function publishedValue(entity: EntityDescriptor): string | undefined {
	const { publication } = entity
	if (!publication) return undefined
	return entity.fields.find((field) => field.name === publication.status)?.options?.find((option) => option.value !== publication.draft)?.value
}

export interface BulkOutcome {
	id: number
	before: Row
	result?: Extract<SaveResult, { ok: true }>
}

/**
 * Publishes or unpublishes the given items through saveRow, so each one that
 * changes counts its version up and keeps a revision; items already in that
 * state are left alone (no outcome).
 */
export async function bulkPublish(db: Kysely<DB>, entity: EntityDescriptor, ids: number[], action: 'publish' | 'unpublish', editor: Editor): Promise<BulkOutcome[]> {
	const { publication } = entity
	const value = action === 'publish' ? publishedValue(entity) : publication?.draft
	if (!publication || value === undefined) return []
	const outcomes: BulkOutcome[] = []
	for (const id of ids) {
		const before = await getRow(db, entity, id)
		if (!before || before[publication.status] === value) continue
		const result = await saveRow(db, entity, id, { [publication.status]: value }, { editor })
		if (result.ok) outcomes.push({ id, before, result })
	}
	return outcomes
}

/** The rows of the given ids that exist, in list order: what a confirmation names. */
export async function rowsByIds(db: Kysely<DB>, entity: EntityDescriptor, ids: number[]): Promise<Row[]> {
	if (ids.length === 0) return []
	return db.selectFrom(entity.table).selectAll().where(col(db, entity.id), 'in', ids).orderBy(col(db, entity.title)).orderBy(col(db, entity.id)).execute()
}

// Event photos: several per event, ordered and captioned. A change to them is a change to the event.

async function touchEvent(db: Kysely<DB>, eventId: number): Promise<void> {
	await db.updateTable('events').set({ updated_at: new Date().toISOString() }).where('id', '=', eventId).execute()
}

export async function listPhotos(db: Kysely<DB>, eventId: number) {
	return db.selectFrom('event_photos').selectAll().where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute()
}

export async function addPhotos(db: Kysely<DB>, eventId: number, files: { photo: string; title: string }[]): Promise<void> {
	if (files.length === 0) return
	await changeContent(db, 'event_photos', async (trx) => {
		const last = await trx
			.selectFrom('event_photos')
			.select((eb) => eb.fn.max('sort_order').as('n'))
			.where('event_id', '=', eventId)
			.executeTakeFirst()
		const start = Number(last?.n ?? 0)
		await trx
			.insertInto('event_photos')
			.values(files.map((file, i) => ({ event_id: eventId, photo: file.photo, title: file.title, sort_order: start + i + 1 })))
			.execute()
		await touchEvent(trx, eventId)
	})
}

export async function updatePhotos(db: Kysely<DB>, eventId: number, photos: { id: number; title: string; sort_order: number }[]): Promise<void> {
	await changeContent(db, 'event_photos', async (trx) => {
		for (const photo of photos) {
			await trx.updateTable('event_photos').set({ title: photo.title, sort_order: photo.sort_order }).where('id', '=', photo.id).where('event_id', '=', eventId).execute()
		}
		await touchEvent(trx, eventId)
	})
}

/** Removes a photo row; answers its file name so the caller can delete the file. */
export async function removePhoto(db: Kysely<DB>, eventId: number, photoId: number): Promise<string | undefined> {
	const remove = async (trx: Transaction<DB>) => {
		const row = await trx.deleteFrom('event_photos').where('id', '=', photoId).where('event_id', '=', eventId).returning('photo').executeTakeFirst()
		if (row) await touchEvent(trx, eventId)
		return row?.photo
	}
	return changeContent(db, 'event_photos', remove, { changed: (photo) => photo !== undefined })
}

// The feature matrix: which plans include a feature.

export async function listPlans(db: Kysely<DB>) {
	return db.selectFrom('plans').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute()
}

export async function plansOfFeature(db: Kysely<DB>, featureId: number): Promise<number[]> {
	const rows = await db.selectFrom('plan_feature_plans').select('plan_id').where('feature_id', '=', featureId).execute()
	return rows.map((row) => row.plan_id)
}

export async function setPlansOfFeature(db: Kysely<DB>, featureId: number, planIds: number[]): Promise<void> {
	await changeContent(db, 'plan_features', (trx) => writePlansOfFeature(trx, featureId, planIds), { changed: (changes) => changes.length > 0 })
}

/** The audit log's name for the plans of a feature, as the edit form's box names them. */
const PLANS_LABEL = 'Included in these plans'

/**
 * Keeps the plans (of those that exist) that include a feature, in a caller's transaction that says
 * the content changed; answers the change as the audit log reads it, none when they were those already.
 */
export async function writePlansOfFeature(trx: Transaction<DB>, featureId: number, planIds: number[]): Promise<FieldChange[]> {
	const all = await trx.selectFrom('plans').select(['id', 'name']).orderBy('sort_order').orderBy('id').execute()
	const chosen = new Set(planIds)
	const had = new Set((await trx.selectFrom('plan_feature_plans').select('plan_id').where('feature_id', '=', featureId).execute()).map((row) => row.plan_id))
	const plans = all.filter((plan) => chosen.has(plan.id))
	if (plans.length === had.size && plans.every((plan) => had.has(plan.id))) return []
	await trx.deleteFrom('plan_feature_plans').where('feature_id', '=', featureId).execute()
	if (plans.length > 0) await trx.insertInto('plan_feature_plans').values(plans.map((plan) => ({ feature_id: featureId, plan_id: plan.id }))).execute()
	await trx.updateTable('plan_features').set({ updated_at: new Date().toISOString() }).where('id', '=', featureId).execute()
	const names = (list: { name: string }[]) => list.map((plan) => plan.name).join(', ')
	return [{ field: 'plans', label: PLANS_LABEL, from: names(all.filter((plan) => had.has(plan.id))), to: names(plans) }]
}

// Working drafts of live items (decision 078): changes are written and previewed beside the published row, then published or dropped.

/** Whether a save of this row is kept as a working draft: an item with a draft state that the public site shows now. */
export function draftsWhenLive(entity: EntityDescriptor, row: Row | undefined): boolean {
	return Boolean(entity.publication && row && publicState(entity, row)?.state === 'published')
}

export type DraftResult = { ok: true; draftId: number } | { ok: false; errors: FieldErrors; conflict?: Conflict }

/**
 * Keeps the checked values as the item's working draft. Refused when the published row moved on
 * since the form was loaded (as a save is), when someone else saved the draft meanwhile, or when
 * the slug is another item's. The published row and the public site are left as they are; written in the
 * caller's transaction (saveEntity).
 */
export async function writeWorkingDraft(trx: Transaction<DB>, entity: EntityDescriptor, id: number, values: Row, options: { version?: number; draftId: number | null; editor: Editor }): Promise<DraftResult> {
	const row = await trx.selectFrom(entity.table).selectAll().where(col(trx, entity.id), '=', id).executeTakeFirst()
	if (!row) return { ok: false, errors: { form: ['This item no longer exists.'] } }
	if (options.version !== undefined && Number(row.version) !== options.version) {
		const { by, at } = await lastEditOf(trx, entity, row, id)
		return { ok: false, errors: { form: [`Changed by ${by} since you opened it.`] }, conflict: { by, at, version: Number(row.version), stored: row } }
	}
	const current = await getDraft(trx, entity, id)
	if ((current?.id ?? null) !== options.draftId) {
		const who = current ? `${current.staffName || 'someone else'}` : 'someone else'
		return { ok: false, errors: { form: [current ? `The working draft was saved by ${who} since you opened it: open it again to see their changes.` : 'The working draft was published or discarded since you opened it: open the item again.'] } }
	}
	if (typeof values.slug === 'string') {
		const clash = await trx.selectFrom(entity.table).select(col(trx, entity.id)).where(col(trx, 'slug'), '=', values.slug).where(col(trx, entity.id), '!=', id).executeTakeFirst()
		if (clash) return { ok: false, errors: { slug: [`Another ${entity.singular} already uses this slug`] } }
	}
	const draftId = await writeDraft(trx, entity, id, { base: Number(row.version), values: { ...row, ...values }, editor: options.editor })
	return { ok: true, draftId }
}

export type PublishResult = Extract<SaveResult, { ok: true }> | { ok: false; errors: FieldErrors } | { ok: true; scheduled: string }

/**
 * Makes the working draft live: saved over the published version it was started from, with its
 * revision, the content version and the draft's removal in one transaction. A draft whose
 * publication date is later (`at` on) is scheduled instead, and the scheduled task publishes it then.
 */
export async function publishDraft(db: Kysely<DB>, entity: EntityDescriptor, id: number, editor: Editor, now = new Date()): Promise<PublishResult> {
	return changeContent(db, entity.table, (trx) => publishDraftIn(trx, entity, id, editor, now), { changed: (result) => result.ok && 'saved' in result && !result.unchanged })
}

/** publishDraft's write in a transaction whose caller says the content changed (saveEntity). */
export async function publishDraftIn(trx: Transaction<DB>, entity: EntityDescriptor, id: number, editor: Editor, now = new Date()): Promise<PublishResult> {
	const draft = await getDraft(trx, entity, id)
	if (!draft) return { ok: false, errors: { form: ['There is no working draft to publish.'] } }
	const date = entity.publication?.date
	const when = date ? String(draft.values[date] ?? '') : ''
	if (when && new Date(when) > now) {
		await trx.updateTable('content_revisions').set({ publish_at: new Date(when).toISOString() }).where('id', '=', draft.id).execute()
		return { ok: true, scheduled: new Date(when).toISOString() }
	}
	const values: Row = {}
	for (const field of entity.fields) if (!field.fixed && field.name in draft.values) values[field.name] = draft.values[field.name]
	const result = await writeRow(trx, entity, id, values, { version: draft.base, editor, also: (also) => dropDraft(also, entity, id).then(() => undefined) })
	if (!result.ok) return { ok: false, errors: result.conflict ? { form: [`The published version was changed by ${result.conflict.by} since this draft was started: compare it in Revisions, then save the draft again.`] } : result.errors }
	return result
}
