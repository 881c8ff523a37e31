import type { EntityDescriptor, EntityField } from './entity-descriptor.ts'
import { formValue } from './entity-form.ts'
import { type DiffPart, diffText } from './text-diff.ts'

/**
 * What a save changed, field by field, in the words staff read: the audit
 * log's old → new, the edit form's conflict view and the revisions page all
 * compare two sets of values through here. Values are compared as the edit
 * form shows them, so a date stored with or without seconds is no change.
 */

export type Values = Record<string, unknown>

/** The fields staff can change (a fixed slug is not one). */
export const editableFields = (entity: EntityDescriptor): EntityField[] => entity.fields.filter((field) => !field.fixed)

/** The editable fields of a row: what a revision keeps and a restore writes back. */
export function editableValues(entity: EntityDescriptor, row: Values): Values {
	return Object.fromEntries(editableFields(entity).map((field) => [field.name, row[field.name] ?? null]))
}

export interface FieldChange {
	field: string
	label: string
	from: string
	to: string
}

/** The fields whose shown value differs between two rows (undefined `before`: a new item, every filled field). */
export function changedFields(entity: EntityDescriptor, before: Values | undefined, after: Values): FieldChange[] {
	return editableFields(entity).flatMap((field) => {
		if (!(field.name in after)) return []
		const from = before ? formValue(field, before[field.name]) : ''
		const to = formValue(field, after[field.name])
		// The form's check trims what it saves: space around a value is no change of it.
		return from.trim() === to.trim() ? [] : [{ field: field.name, label: field.label, from, to }]
	})
}

export interface FieldDiff {
	field: string
	label: string
	/** Long text is compared word by word; short values are shown whole, old and new. */
	long: boolean
	parts: DiffPart[]
	from: string
	to: string
}

const LONG_KINDS = new Set(['textarea', 'html', 'markdown'])

/** The differing fields of two sets of values, ready to show. */
export function diffValues(entity: EntityDescriptor, from: Values, to: Values): FieldDiff[] {
	return changedFields(entity, from, to).map((change) => {
		const field = entity.fields.find((f) => f.name === change.field)!
		const long = LONG_KINDS.has(field.kind)
		return { ...change, long, parts: long ? diffText(change.from, change.to) : [] }
	})
}

/** Shortened to `max` characters, at a word's end where one is near. */
function ellipsis(text: string, max: number): string {
	if (text.length <= max) return text
	const cut = text.slice(0, max - 1)
	const space = cut.lastIndexOf(' ')
	return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** How the audit log and page titles name an item: "Blog post 'Design systems that…'". */
export function itemName(entity: EntityDescriptor, row: Values | undefined): string {
	const kind = `${entity.singular[0]!.toUpperCase()}${entity.singular.slice(1)}`
	const title = row ? String(row[entity.title] ?? '').trim() : ''
	return title ? `${kind} '${ellipsis(title.replace(/\s+/g, ' '), 40)}'` : kind
}

/**
 * The part of a long value around what changed: the common start and end
 * shortened to a little context on each side, so "…costs 199 a month…" →
 * "…costs 149 a month…" fits a log line.
 */
function excerpts(from: string, to: string, max: number): [string, string] {
	if (from.length <= max && to.length <= max) return [from, to]
	let start = 0
	while (start < from.length && start < to.length && from[start] === to[start]) start++
	let end = 0
	while (end < from.length - start && end < to.length - start && from[from.length - 1 - end] === to[to.length - 1 - end]) end++
	const context = 30
	const cut = (text: string) => {
		const head = Math.max(0, start - context)
		const tail = Math.min(text.length, text.length - end + context)
		const middle = text.slice(head, tail)
		return `${head > 0 ? '…' : ''}${ellipsis(middle, max)}${tail < text.length && middle.length <= max ? '…' : ''}`
	}
	return [cut(from), cut(to)]
}

/** Audit detail kept under this many characters (the log's column keeps 4000). */
const DETAIL_BUDGET = 3800

/** The audit log's record of a save: old → new of each changed field, long values shortened around the change. */
export function auditChanges(changes: FieldChange[]): FieldChange[] {
	for (const max of [160, 80, 40, 12]) {
		const shortened = changes.map((change) => {
			const [from, to] = excerpts(change.from, change.to, max)
			return { ...change, from, to }
		})
		if (JSON.stringify(shortened).length <= DETAIL_BUDGET) return shortened
	}
	return changes.slice(0, 40).map((change) => ({ ...change, from: '…', to: '…' }))
}

export interface Merge {
	/** The form's values to show again: the person's own changes, and theirs in the fields the person left alone. */
	values: Record<string, string>
	/** Fields both changed, or (without the version the form was loaded from) every differing field: stored now → submitted. */
	diffs: FieldDiff[]
	/** Labels of the fields only the other person changed, now in the form as they saved them. */
	kept: string[]
}

/**
 * A save refused over a newer version, set against the version the form was
 * loaded from (`base`, when still kept): a field only the other person
 * changed takes their value, so saving again does not undo it; a field only
 * this person changed keeps theirs; only fields both changed are shown as
 * differences to decide.
 */
export function mergeConflict(entity: EntityDescriptor, base: Values | undefined, submitted: Record<string, string>, checked: Values, stored: Values, timeZone = 'UTC'): Merge {
	const values = { ...submitted }
	const kept: string[] = []
	if (base) {
		for (const field of editableFields(entity)) {
			if (field.kind === 'image' || !(field.name in checked)) continue
			const was = formValue(field, base[field.name], timeZone).trim()
			const mine = formValue(field, checked[field.name], timeZone).trim()
			const theirs = formValue(field, stored[field.name], timeZone).trim()
			if (mine === was && theirs !== was) {
				values[field.name] = formValue(field, stored[field.name], timeZone)
				kept.push(field.label)
			}
		}
	}
	const mine: Values = { ...checked }
	for (const field of editableFields(entity)) if (kept.includes(field.label)) mine[field.name] = stored[field.name]
	return { values, diffs: diffValues(entity, stored, mine), kept }
}
