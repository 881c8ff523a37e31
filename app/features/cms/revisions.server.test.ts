import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { auditChanges, changedFields, diffValues, itemName, mergeConflict } from './changes.ts'
import { getRow, type Row, saveRow } from './cms.server.ts'
import { entityByKey } from './entities.ts'
import type { EntityDescriptor } from './entity-descriptor.ts'
import { entitySchema, formValue } from './entity-form.ts'
import { restoreRevision } from './restore.server.ts'
import { getRevision, listRevisions, REVISIONS_KEPT } from './revisions.server.ts'
import { diffText } from './text-diff.ts'

/**
 * Versions of content on each engine (decision 035): a save over a version
 * newer than the form's is refused and names who saved it, every save leaves
 * a revision (the newest REVISIONS_KEPT kept), two revisions compare field by
 * field, and a restore is a save of its own.
 */

const entity = (key: string): EntityDescriptor => entityByKey(key)!
const posts = entity('posts')
const plans = entity('plans')
const ADA = { id: 'staff-ada', name: 'Ada Editor' }
const BEN = { id: 'staff-ben', name: 'Ben Writer' }

/** A row as the edit form shows it, and so posts it back. */
const formOf = (described: EntityDescriptor, row: Row): Record<string, string> =>
	Object.fromEntries(described.fields.map((field) => [field.name, formValue(field, row[field.name])]))
const checked = (described: EntityDescriptor, fields: Record<string, string>): Row => entitySchema(described).parse(fields)

describe.each(ENGINES)('versions of content on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine)
	})
	afterAll(async () => database?.destroy())

	const rowOf = async (described: EntityDescriptor, id: number) => (await getRow(database.db, described, id))!
	const firstId = async (table: 'blog_posts' | 'plans') => (await database.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id

	it('refuses the second of two tabs saving over the same version, names who saved first, and saves once resubmitted', async () => {
		const id = await firstId('blog_posts')
		const loaded = await rowOf(posts, id)
		const version = Number(loaded.version)
		// Both tabs open the post; tab A saves a new summary.
		const tabA = formOf(posts, loaded)
		const tabB = formOf(posts, loaded)
		const savedA = await saveRow(database.db, posts, id, checked(posts, { ...tabA, summary: 'A new summary from tab A.' }), { version, editor: ADA })
		expect(savedA).toMatchObject({ ok: true, version: version + 1 })

		// Tab B, still on the old version, saves a new title: refused, nothing overwritten.
		const savedB = await saveRow(database.db, posts, id, checked(posts, { ...tabB, title: 'A title from tab B' }), { version, editor: BEN })
		expect(savedB.ok).toBe(false)
		if (savedB.ok) return
		expect(savedB.conflict).toMatchObject({ by: 'Ada Editor', version: version + 1 })
		expect(Date.now() - Date.parse(savedB.conflict!.at)).toBeLessThan(60_000)
		expect(savedB.errors.form?.[0]).toBe('Changed by Ada Editor since you opened it.')
		const stored = await rowOf(posts, id)
		expect(stored).toMatchObject({ summary: 'A new summary from tab A.', title: loaded.title, version: version + 1 })
		// What tab B is shown: per field, what is stored now against what it sent.
		const diffs = diffValues(posts, savedB.conflict!.stored, checked(posts, { ...tabB, title: 'A title from tab B' }))
		expect(diffs.map((diff) => diff.field).sort()).toEqual(['summary', 'title'])
		expect(diffs.find((diff) => diff.field === 'title')).toMatchObject({ from: loaded.title, to: 'A title from tab B', long: false })

		// Set against the version tab B loaded: A's summary, a field B left alone, is merged in; only the title is B's to decide.
		const submitted = { ...tabB, title: 'A title from tab B' }
		const base = await getRevision(database.db, posts, id, version)
		const merge = mergeConflict(posts, base!.values, submitted, checked(posts, submitted), savedB.conflict!.stored)
		expect(merge.kept).toEqual(['Summary'])
		expect(merge.diffs.map((diff) => diff.field)).toEqual(['title'])
		expect(merge.values).toMatchObject({ summary: 'A new summary from tab A.', title: 'A title from tab B' })

		// Resubmitted with the version it was shown: saved, with both changes.
		const again = await saveRow(database.db, posts, id, checked(posts, merge.values), { version: version + 1, editor: BEN })
		expect(again).toMatchObject({ ok: true, version: version + 2 })
		expect(await rowOf(posts, id)).toMatchObject({ summary: 'A new summary from tab A.', title: 'A title from tab B' })
	})

	it('keeps each saved version with who and when, the first one from before any save, and only the newest ones', async () => {
		const id = await firstId('plans')
		const original = await rowOf(plans, id)
		let version = Number(original.version)
		for (let n = 1; n <= REVISIONS_KEPT + 5; n++) {
			const result = await saveRow(database.db, plans, id, checked(plans, { ...formOf(plans, original), price: String(100 + n) }), { version, editor: n % 2 ? ADA : BEN })
			if (!result.ok) throw new Error(JSON.stringify(result.errors))
			version = result.version
		}
		const revisions = await listRevisions(database.db, plans, id)
		expect(revisions).toHaveLength(REVISIONS_KEPT)
		expect(revisions[0]).toMatchObject({ version, staffName: (REVISIONS_KEPT + 5) % 2 ? 'Ada Editor' : 'Ben Writer' })
		expect(revisions.at(-1)!.version).toBe(version - REVISIONS_KEPT + 1)
		expect(revisions.map((r) => r.version)).toEqual([...Array(REVISIONS_KEPT).keys()].map((i) => version - i))
		expect((await getRevision(database.db, plans, id, version))!.values).toMatchObject({ price: 100 + REVISIONS_KEPT + 5, name: original.name })
	})

	it('keeps the version from before the first save, compares any two, and restores one as a new version', async () => {
		const [, second] = await database.db.selectFrom('blog_posts').select('id').orderBy('id').limit(2).execute()
		const id = second!.id
		const original = await rowOf(posts, id)
		const v0 = Number(original.version)
		const body = `${original.body}\n<p>A closing paragraph about design systems.</p>`
		const first = await saveRow(database.db, posts, id, checked(posts, { ...formOf(posts, original), body }), { version: v0, editor: ADA })
		if (!first.ok) throw new Error('not saved')
		const second2 = await saveRow(database.db, posts, id, checked(posts, { ...formOf(posts, original), body, title: 'Renamed once' }), { version: first.version, editor: BEN })
		if (!second2.ok) throw new Error('not saved')

		const revisions = await listRevisions(database.db, posts, id)
		expect(revisions.map((r) => [r.version, r.staffName])).toEqual([
			[v0 + 2, 'Ben Writer'],
			[v0 + 1, 'Ada Editor'],
			[v0, ''],
		])
		const before = (await getRevision(database.db, posts, id, v0))!
		const after = (await getRevision(database.db, posts, id, v0 + 2))!
		const diffs = diffValues(posts, before.values, after.values)
		expect(diffs.map((diff) => diff.field).sort()).toEqual(['body', 'title'])
		const article = diffs.find((diff) => diff.field === 'body')!
		expect(article.long).toBe(true)
		expect(article.parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(['<p>A closing paragraph about design systems.</p>'])
		expect(article.parts.filter((part) => part.kind === 'removed').every((part) => part.text.trim() === '')).toBe(true)

		// Restoring the original: a new version with its values, itself a revision, by who restored it.
		const restored = await restoreRevision(database.db, posts, id, v0, ADA)
		expect(restored).toMatchObject({ ok: true, version: v0 + 3, from: v0 })
		if (!restored.ok) return
		expect(restored.changes.map((change) => change.field).sort()).toEqual(['body', 'title'])
		// Through the edit form's check, as any save: the text comes back trimmed.
		const now = await rowOf(posts, id)
		expect(now).toMatchObject({ title: original.title, body: String(original.body).trim(), version: v0 + 3 })
		expect(now.body).not.toContain('A closing paragraph')
		expect((await listRevisions(database.db, posts, id))[0]).toMatchObject({ version: v0 + 3, staffName: 'Ada Editor' })
		expect(await restoreRevision(database.db, posts, id, 9999, ADA)).toMatchObject({ ok: false, errors: { form: ['Version 9999 is no longer kept.'] } })
	})
})

describe('what the audit log records of a save', () => {
	it('names the item as staff know it', () => {
		expect(itemName(posts, { title: 'Design systems that scale across a dozen product teams' })).toBe("Blog post 'Design systems that scale across a…'")
		expect(itemName(entity('site'), { company_name: 'Lanternfish' })).toBe("Contact details 'Lanternfish'")
	})

	it('records old → new of each changed field only, long text around the change', () => {
		const long = `${'Intro words. '.repeat(60)}It costs 199 a month.${' More words.'.repeat(60)}`
		const changes = changedFields(plans, { name: 'Pro', price: 199, sort_order: 2 }, { name: 'Pro', price: 149, sort_order: 2 })
		expect(changes).toEqual([{ field: 'price', label: 'Price per month (whole currency units)', from: '199', to: '149' }])
		const [summary] = auditChanges(changedFields(posts, { summary: long }, { summary: long.replace('199', '149') }))
		expect(summary!.from).toMatch(/^….*costs 199 a month.*…$/)
		expect(summary!.to).toMatch(/^….*costs 149 a month.*…$/)
		expect(summary!.from.length).toBeLessThan(200)
		const many = auditChanges(Array.from({ length: 30 }, (_, i) => ({ field: `f${i}`, label: `Field ${i}`, from: 'x'.repeat(2000), to: 'y'.repeat(2000) })))
		expect(JSON.stringify(many).length).toBeLessThanOrEqual(3800)
	})

	it('compares long text word by word', () => {
		expect(diffText('the quick brown fox', 'the quick red fox')).toEqual([
			{ kind: 'same', text: 'the quick ' },
			{ kind: 'removed', text: 'brown' },
			{ kind: 'added', text: 'red' },
			{ kind: 'same', text: ' fox' },
		])
		expect(diffText('', 'new')).toEqual([{ kind: 'added', text: 'new' }])
		const big = diffText(Array.from({ length: 5000 }, (_, i) => `a${i}`).join(' '), Array.from({ length: 5000 }, (_, i) => `b${i}`).join(' '))
		expect(big.map((part) => part.kind).sort()).toEqual(['added', 'removed'])
	})
})
