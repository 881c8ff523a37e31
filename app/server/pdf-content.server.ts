import zlib from 'node:zlib'

/**
 * Names that make a PDF do more than show pages: scripts (run by a reader on opening, on a page,
 * on a click), programs it asks the reader to start, files carried inside it, Flash and XFA forms.
 * A CV has none of them; staff open CVs on their own machines.
 */
const ACTIVE_NAMES = new Set(['JS', 'JavaScript', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'])

/** PDF's delimiters and white space, by character code: what ends a name or a keyword (a table: a CV is read character by character). */
const DELIMITER = new Uint8Array(256)
for (const c of '\0\t\n\f\r ()<>[]{}/%') DELIMITER[c.charCodeAt(0)] = 1
const isDelimiter = (text: string, i: number): boolean => DELIMITER[text.charCodeAt(i)] === 1

/** The most a file's object streams may inflate to, all together: a CV's objects are a few hundred kilobytes; a bomb is not read. */
const MAX_INFLATED = 16 * 1024 * 1024

/** Object streams hold objects compressed; one whose filters we cannot undo could hide anything. */
class Undecodable extends Error {}

/**
 * Whether a PDF's objects name an action or an attachment a reader would act on. Read as PDF
 * is written, not searched as text: names with `#xx` escapes are decoded (`/J#53` is `/JS`),
 * strings and comments are skipped (a CV may well say "JavaScript developer"), page contents are
 * skipped, and object streams (objects kept compressed, PDF 1.5) are inflated and read the same
 * way. An object stream compressed otherwise than with Flate counts as active: it cannot be read.
 */
export function hasActiveContent(data: Buffer): boolean {
	try {
		return scan(data.toString('latin1'), { left: MAX_INFLATED })
	} catch (error) {
		if (error instanceof Undecodable) return true
		throw error
	}
}

/** Object streams hold no streams; within one, `stream` is not followed. */
function scan(text: string, budget: { left: number }, inObjectStream = false): boolean {
	// The names of the object being read, for its stream: whether it is an object stream and how it is compressed.
	let names: string[] = []
	let i = 0
	while (i < text.length) {
		const c = text[i]!
		if (c === '%') {
			while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++
		} else if (c === '(') {
			i = afterString(text, i)
		} else if (c === '<') {
			// `<<` opens a dictionary; a single `<` a hex string, skipped to its `>`.
			if (text[i + 1] === '<') i += 2
			else {
				const end = text.indexOf('>', i)
				i = end === -1 ? text.length : end + 1
			}
		} else if (c === '/') {
			let j = i + 1
			while (j < text.length && !isDelimiter(text, j)) j++
			const name = decodeName(text.slice(i + 1, j))
			if (ACTIVE_NAMES.has(name)) return true
			names.push(name)
			i = j
		} else if (!isDelimiter(text, i)) {
			let j = i + 1
			while (j < text.length && !isDelimiter(text, j)) j++
			const word = text.slice(i, j)
			i = j
			if (word === 'obj') names = []
			else if (word === 'stream') {
				// The data begins after the end of the line and runs to `endstream`.
				const start = text[i] === '\r' && text[i + 1] === '\n' ? i + 2 : text[i] === '\n' || text[i] === '\r' ? i + 1 : i
				const end = text.indexOf('endstream', start)
				const stop = end === -1 ? text.length : end
				if (!inObjectStream && isObjectStream(names) && scan(objectStream(text.slice(start, stop), names, budget), budget, true)) return true
				i = end === -1 ? text.length : end + 'endstream'.length
				names = []
			}
		} else {
			i++
		}
	}
	return false
}

/**
 * A stream of objects: its type says so, or it has the two numbers a reader needs to read one
 * (readers such as pdf.js take a stream for one by the cross-reference table alone, whatever its type).
 */
function isObjectStream(names: string[]): boolean {
	return names.includes('ObjStm') || (names.includes('First') && names.includes('N'))
}

/** An object stream's objects as text, or Undecodable. */
function objectStream(raw: string, names: string[], budget: { left: number }): string {
	const filters = names.filter((name) => name.endsWith('Decode') || name === 'Fl' || name === 'AHx' || name === 'A85' || name === 'LZW' || name === 'RL')
	// Filters named elsewhere (`/Filter 7 0 R`) or other than Flate, or a predictor, are not undone here.
	if ((names.includes('Filter') && filters.length === 0) || names.includes('Predictor') || filters.some((filter) => filter !== 'FlateDecode' && filter !== 'Fl')) throw new Undecodable()
	if (filters.length === 0) return raw
	let inflated: Buffer
	try {
		// Lenient with a stream cut short, as readers are.
		inflated = zlib.inflateSync(Buffer.from(raw, 'latin1'), { finishFlush: zlib.constants.Z_SYNC_FLUSH, maxOutputLength: Math.max(1, budget.left) })
	} catch {
		throw new Undecodable()
	}
	budget.left -= inflated.length
	return inflated.toString('latin1')
}

/** The index after a literal string: parentheses nest, a backslash escapes the next character. */
function afterString(text: string, start: number): number {
	let depth = 0
	for (let i = start; i < text.length; i++) {
		const c = text[i]
		if (c === '\\') i++
		else if (c === '(') depth++
		else if (c === ')' && --depth === 0) return i + 1
	}
	return text.length
}

/** A name as PDF reads it: `#` and two hex digits stand for that byte. */
function decodeName(raw: string): string {
	return raw.replace(/#([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}
