import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onContentChange, readContentVersion } from '#database/content-version.ts'
import { picturesStep } from '#app/features/media/media.server.ts'
import { audit, SYSTEM_ACTOR } from '#app/features/staff/audit.server.ts'
import { createLocalStorage } from '#app/server/storage.server.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { getRow, plansOfFeature, type Row } from './cms.server.ts'
import { entityByKey } from './entities.ts'
import type { EntityDescriptor } from './entity-descriptor.ts'
import { entitySchema, formValue } from './entity-form.ts'
import { getDraft } from './revisions.server.ts'
import { saveEntity, type SaveSteps } from './save-entity.server.ts'

/**
 * One save of the edit form on each engine (decision 097): the row, the plans of a feature, the
 * pictures' library rows and one audit entry commit together as one content change, and a save
 * that fails part-way leaves none of it written.
 */

const features = entityByKey('features')!
const posts = entityByKey('posts')!
const EDITOR = { id: null, name: 'Ada Editor' }

const formOf = (described: EntityDescriptor, row: Row): Record<string, string> =>
	Object.fromEntries(described.fields.map((field) => [field.name, formValue(field, row[field.name])]))
const checked = (described: EntityDescriptor, fields: Record<string, string>): Row => entitySchema(described).parse(fields)

describe.each(ENGINES)('one save of the edit form on %s', (engine) => {
	let database: TestDatabase
	const storage = createLocalStorage(tempDataDir())
	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	/** The content changes this process hears of while `run` runs, the version's count and the audit entries written. */
	async function counted<T>(run: () => Promise<T>): Promise<{ result: T | Error; heard: number; bumps: number; entries: { action: string; detail: string }[] }> {
		const { db } = database
		const version = await readContentVersion(db)
		const lastAudit = Number((await db.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0)
		let heard = 0
		const stop = onContentChange(db, () => heard++)
		const result = await run().catch((error: Error) => error)
		stop()
		const entries = await db.selectFrom('audit_log').select(['action', 'detail']).where('id', '>', lastAudit).orderBy('id').execute()
		return { result, heard, bumps: (await readContentVersion(db)) - version, entries }
	}

	const steps = (pictures: SaveSteps['pictures']): SaveSteps => ({ pictures, audit: (trx, entry) => audit(trx, SYSTEM_ACTOR, entry.action, entry.subject, entry.detail) })
	const picture = (file: string) => ({ field: 'cover__alt', label: 'Alt text of the cover', kind: 'blog' as const, file, alt: 'A new picture', upload: { width: 1200, height: 800, uploadedBy: null } })
	const mediaRow = (file: string) => database.db.selectFrom('media').select(['alt']).where('file', '=', file).executeTakeFirst()

	it('writes the row, the plans and a picture as one content change with one audit entry', async () => {
		const { db } = database
		const feature = (await getRow(db, features, (await db.selectFrom('plan_features').select('id').orderBy('id').executeTakeFirstOrThrow()).id))!
		const id = Number(feature.id)
		const planIds = (await db.selectFrom('plans').select('id').orderBy('sort_order').orderBy('id').execute()).map((row) => row.id)
		const had = await plansOfFeature(db, id)
		const chosen = planIds.filter((plan) => !had.includes(plan))
		const file = `u-${randomUUID()}.png`

		const { result, heard, bumps, entries } = await counted(async () =>
			saveEntity(db, features, id, { values: checked(features, { ...formOf(features, feature), name: 'Saved at once' }), version: Number(feature.version), plans: chosen, editor: EDITOR }, steps(await picturesStep(db, storage, [picture(file)]))),
		)
		expect(result).toEqual({ ok: true, id, outcome: 'saved' })
		expect(bumps).toBe(1)
		expect(heard).toBe(1)
		expect(entries).toHaveLength(1)
		expect(entries[0]!.action).toBe('content.updated')
		const detail = JSON.parse(entries[0]!.detail) as { version: number; changes: { field: string; from: string; to: string }[] }
		expect(detail.version).toBe(Number(feature.version) + 1)
		expect(detail.changes.map((change) => change.field)).toEqual(['name', 'plans', 'cover__alt'])
		expect(detail.changes[2]).toMatchObject({ from: '', to: 'A new picture' })
		expect(await getRow(db, features, id)).toMatchObject({ name: 'Saved at once', version: Number(feature.version) + 1 })
		expect((await plansOfFeature(db, id)).sort((a, b) => a - b)).toEqual(chosen.sort((a, b) => a - b))
		expect(await mediaRow(file)).toEqual({ alt: 'A new picture' })

		// The same form again: nothing changed, so nothing is written or announced.
		const again = await counted(async () =>
			saveEntity(db, features, id, { values: checked(features, { ...formOf(features, feature), name: 'Saved at once' }), plans: chosen, editor: EDITOR }, steps(await picturesStep(db, storage, [picture(file)]))),
		)
		expect(again).toMatchObject({ result: { ok: true, outcome: 'unchanged' }, heard: 0, bumps: 0, entries: [] })
	})

	it('leaves nothing written when the save fails part-way', async () => {
		const { db } = database
		const feature = (await getRow(db, features, (await db.selectFrom('plan_features').select('id').orderBy('id').offset(1).limit(1).executeTakeFirstOrThrow()).id))!
		const id = Number(feature.id)
		const had = (await plansOfFeature(db, id)).sort((a, b) => a - b)
		const revisions = async () => (await db.selectFrom('content_revisions').select('id').where('entity', '=', 'features').where('row_id', '=', id).execute()).length
		const revisionsBefore = await revisions()
		const file = `u-${randomUUID()}.png`
		const written = await picturesStep(db, storage, [picture(file)])

		const { result, heard, bumps, entries } = await counted(() =>
			saveEntity(
				db,
				features,
				id,
				{ values: checked(features, { ...formOf(features, feature), name: 'Never saved' }), version: Number(feature.version), plans: [], editor: EDITOR },
				// The library's row is written, then the step fails: the row, the plans and the picture go with it.
				steps(async (trx) => {
					await written(trx)
					throw new Error('The disk went away')
				}),
			),
		)
		expect(result).toBeInstanceOf(Error)
		expect({ heard, bumps, entries }).toEqual({ heard: 0, bumps: 0, entries: [] })
		expect(await getRow(db, features, id)).toMatchObject({ name: feature.name, version: feature.version })
		expect((await plansOfFeature(db, id)).sort((a, b) => a - b)).toEqual(had)
		expect(await mediaRow(file)).toBeUndefined()
		expect(await revisions()).toBe(revisionsBefore)
	})

	it('keeps a live post’s changes as a working draft without a content change, and publishes them as one', async () => {
		const { db } = database
		const live = await db.selectFrom('blog_posts').select('id').where('status', '=', 'published').orderBy('id').executeTakeFirstOrThrow()
		const post = (await getRow(db, posts, live.id))!
		const form = checked(posts, { ...formOf(posts, post), title: 'A title in the draft' })

		const drafted = await counted(() => saveEntity(db, posts, live.id, { values: form, version: Number(post.version), draftId: null, editor: EDITOR }, steps(undefined)))
		expect(drafted).toMatchObject({ result: { ok: true, outcome: 'drafted' }, heard: 0, bumps: 0 })
		expect(drafted.entries.map((entry) => entry.action)).toEqual(['content.drafted'])
		expect(JSON.parse(drafted.entries[0]!.detail).changes).toEqual([{ field: 'title', label: 'Title', from: post.title, to: 'A title in the draft' }])
		expect(await getRow(db, posts, live.id)).toMatchObject({ title: post.title })
		const draft = (await getDraft(db, posts, live.id))!

		const published = await counted(() => saveEntity(db, posts, live.id, { values: form, version: Number(post.version), draftId: draft.id, publish: true, editor: EDITOR }, steps(undefined)))
		expect(published).toMatchObject({ result: { ok: true, outcome: 'published' }, heard: 1, bumps: 1 })
		expect(published.entries.map((entry) => entry.action)).toEqual(['content.updated'])
		expect(await getRow(db, posts, live.id)).toMatchObject({ title: 'A title in the draft', version: Number(post.version) + 1 })
		expect(await getDraft(db, posts, live.id)).toBeUndefined()
	})
})
