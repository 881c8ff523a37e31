/**
 * What changed between two texts, word by word: the revisions page and the
 * edit form's conflict view show it with removed and added words marked.
 * Edits are local (a sentence here, a price there), so the common start and
 * end are set aside first and the longest common subsequence is taken of
 * what is left; when that is still too large to compare word by word, it is
 * compared line by line instead, and past that shown as replaced whole.
 */

export interface DiffPart {
	kind: 'same' | 'added' | 'removed'
	text: string
}

/** Cells of the comparison table at most (a few MB of memory). */
const MAX_CELLS = 4_000_000

const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? []
const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+$/g) ?? []

export function diffText(before: string, after: string): DiffPart[] {
	if (before === after) return before ? [{ kind: 'same', text: before }] : []
	let parts = diffTokens(words(before), words(after))
	if (!parts) parts = diffTokens(lines(before), lines(after)) ?? [{ kind: 'removed', text: before }, { kind: 'added', text: after }]
	return merge(parts.filter((part) => part.text !== ''))
}

function diffTokens(a: string[], b: string[]): DiffPart[] | undefined {
	let start = 0
	while (start < a.length && start < b.length && a[start] === b[start]) start++
	let endA = a.length
	let endB = b.length
	while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
		endA--
		endB--
	}
	const midA = a.slice(start, endA)
	const midB = b.slice(start, endB)
	if (midA.length * midB.length > MAX_CELLS) return undefined
	const head: DiffPart = { kind: 'same', text: a.slice(0, start).join('') }
	const tail: DiffPart = { kind: 'same', text: a.slice(endA).join('') }
	return [head, ...lcs(midA, midB), tail]
}

/** The classic dynamic-programming walk: lengths of common subsequences of every pair of suffixes. */
function lcs(a: string[], b: string[]): DiffPart[] {
	const width = b.length + 1
	const table = new Uint32Array((a.length + 1) * width)
	for (let i = a.length - 1; i >= 0; i--) {
		for (let j = b.length - 1; j >= 0; j--) {
			table[i * width + j] = a[i] === b[j] ? table[(i + 1) * width + j + 1]! + 1 : Math.max(table[(i + 1) * width + j]!, table[i * width + j + 1]!)
		}
	}
	const parts: DiffPart[] = []
	let i = 0
	let j = 0
	while (i < a.length && j < b.length) {
		if (a[i] === b[j]) {
			parts.push({ kind: 'same', text: a[i++]! })
			j++
		} else if (table[(i + 1) * width + j]! >= table[i * width + j + 1]!) parts.push({ kind: 'removed', text: a[i++]! })
		else parts.push({ kind: 'added', text: b[j++]! })
	}
	while (i < a.length) parts.push({ kind: 'removed', text: a[i++]! })
	while (j < b.length) parts.push({ kind: 'added', text: b[j++]! })
	return parts
}

function merge(parts: DiffPart[]): DiffPart[] {
	const merged: DiffPart[] = []
	for (const part of parts) {
		const last = merged.at(-1)
		if (last && last.kind === part.kind) last.text += part.text
		else merged.push({ ...part })
	}
	return merged
}
