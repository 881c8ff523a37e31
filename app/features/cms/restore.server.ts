import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { fieldErrors } from '#app/lib/field-errors.ts'
import { editableValues } from './changes.ts'
import { getRow, refOptions, type SaveResult, saveRow } from './cms.server.ts'
import type { EntityDescriptor } from './entity-descriptor.ts'
import { entitySchema, formValue } from './entity-form.ts'
import { type Editor, getRevision } from './revisions.server.ts'

/**
 * Brings an earlier revision back: its values are saved as a new version
 * (itself a revision), through the same checks as the edit form, so a value
 * today's rules refuse, a slug another item took since, or a category deleted
 * since, says so instead of being written.
 */
export async function restoreRevision(db: Kysely<DB>, entity: EntityDescriptor, id: number, version: number, editor: Editor): Promise<SaveResult & { from?: number }> {
	const [revision, row] = await Promise.all([getRevision(db, entity, id, version), getRow(db, entity, id)])
	if (!row) return { ok: false, errors: { form: ['This item no longer exists.'] } }
	if (!revision) return { ok: false, errors: { form: [`Version ${version} is no longer kept.`] } }
	const values = editableValues(entity, revision.values)
	const form = Object.fromEntries(entity.fields.map((field) => [field.name, formValue(field, values[field.name])]))
	const input = entitySchema(entity).safeParse(form)
	if (!input.success) {
		const problems = Object.values(fieldErrors(input.error)).flat()
		return { ok: false, errors: { form: [`Version ${version} cannot be restored as it is: ${problems.join('; ')}. Edit the item instead.`] } }
	}
	const refs = await refOptions(db, entity)
	for (const field of entity.fields.filter((f) => f.kind === 'ref')) {
		const chosen = input.data[field.name]
		if (chosen !== null && chosen !== undefined && !refs[field.name]?.some((option) => option.value === String(chosen))) {
			return { ok: false, errors: { form: [`Version ${version} cannot be restored: its ${field.label.toLowerCase()} no longer exists.`] } }
		}
	}
	const images = Object.fromEntries(entity.fields.filter((field) => field.kind === 'image').map((field) => [field.name, values[field.name] ?? null]))
	const result = await saveRow(db, entity, id, { ...input.data, ...images }, { version: Number(row.version), editor })
	return { ...result, from: version }
}
