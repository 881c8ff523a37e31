import zlib from 'node:zlib'

/**
 * A gzip body made once for a page whose text holds a slot of fixed length
 * in several places (the CSP nonce), and filled for each response without
 * compressing again: each stretch of text between two slots is compressed
 * apart, ending byte-aligned (a sync flush), and each slot travels in a
 * stored (uncompressed) deflate block. The result is one ordinary gzip member.
 *
 * A stretch may still refer back to the text before it: it is compressed with
 * that text as its dictionary, the slots in it replaced by NUL bytes, which
 * no HTML holds, so no match can reach into a slot.
 *
 * Filling it is a copy of the body, the slot's bytes written at their
 * offsets, and the CRC-32: CRC-32 is affine in the text's bits, so the
 * CRC of the text with the slots filled is the CRC with the placeholder
 * XOR one linear map, made once, applied to the CRC of (slot XOR placeholder).
 */
export interface SplicedGzip {
	/** The whole body with the placeholder in every slot and no trailer written yet. */
	body: Buffer
	/** Where each slot's bytes start in the body. */
	offsets: number[]
	placeholder: Buffer
	/** CRC-32 of the text with the placeholder in every slot. */
	crc: number
	/** The map from the CRC of (slot XOR placeholder) to the change of the text's CRC, as 32 columns. */
	columns: Uint32Array
	/** The body's length, the same for every fill. */
	length: number
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const WINDOW = 32 * 1024

/**
 * The smaller way first: only the first slot travels stored, and the rest
 * of the text is compressed with everything before it as dictionary, the
 * placeholder included, so each later slot comes out as a copy of the first
 * (same bytes, fixed distance) and costs a few bits, not a stored block. That
 * holds only if the compressor copied every later slot from a slot at the
 * same position and nothing else from one; a fill with a value whose
 * characters all differ from each other and from the placeholder's decodes
 * right only then, so it is checked, and otherwise each slot is stored.
 */
export function makeSplicedGzip(parts: Buffer[], placeholder: string, level = 9): SplicedGzip {
	if (parts.length < 2) throw new Error('a spliced gzip needs at least one slot')
	const slot = Buffer.from(placeholder, 'latin1')
	if (slot.length > 0xffff) throw new Error('a slot must fit in one stored block')
	if (parts.length > 2) {
		const copied = assemble(storedRuns(parts, slot), slot, level, parts)
		const probe = probeValue(placeholder)
		try {
			if (zlib.gunzipSync(fillSplicedGzip(copied, probe)).equals(textOf(parts, Buffer.from(probe, 'latin1')))) return copied
		} catch {
			// A wrong copy fails gunzip's own CRC check: store every slot.
		}
	}
	return assemble(parts, slot, level, parts)
}

/**
 * The pieces between the slots that travel stored: the first, and any slot
 * further than a deflate window (less a margin) from the one before it, which
 * a copy could not reach. The other slots stay inside the pieces, as placeholders.
 */
function storedRuns(parts: Buffer[], slot: Buffer): Buffer[] {
	const pieces: Buffer[] = [parts[0]!]
	let current: Buffer[] = [parts[1]!]
	for (let k = 2; k < parts.length; k++) {
		if (parts[k - 1]!.length + slot.length > WINDOW - 1024) {
			pieces.push(Buffer.concat(current))
			current = [parts[k]!]
		} else {
			current.push(slot, parts[k]!)
		}
	}
	pieces.push(Buffer.concat(current))
	return pieces
}

function textOf(parts: Buffer[], slot: Buffer): Buffer {
	return Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [slot, part])))
}

/** A value of the placeholder's length whose characters differ from each other and, position by position, from the placeholder's. */
function probeValue(placeholder: string): string {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'
	const used = new Set<string>()
	let value = ''
	for (const char of placeholder) {
		const pick = [...alphabet].find((candidate) => candidate !== char && !used.has(candidate))!
		used.add(pick)
		value += pick
	}
	return value
}

/**
 * The body for `stored` pieces (a stored slot between each two, each piece compressed
 * with the text before it as dictionary), its offsets, CRC and map for the slots of `parts`.
 */
function assemble(stored: Buffer[], slot: Buffer, level: number, parts: Buffer[]): SplicedGzip {
	// With fewer slots stored than there are, the placeholder stays in the dictionary for the others to copy (checked by the caller);
	// with a slot stored each time it is NUL bytes there, which no match can reach, and no dictionary if the text has NULs.
	const copying = stored.length < parts.length
	const filler = copying ? slot : Buffer.alloc(slot.length)
	const dictionary = copying || stored.every((part) => !part.includes(0))
	const pieces: Buffer[] = [HEADER]
	const offsets: number[] = []
	let at = HEADER.length
	let history = Buffer.alloc(0)
	for (const [index, part] of stored.entries()) {
		if (index > 0) {
			// A stored block: BFINAL 0, BTYPE 00 (the stream is byte-aligned here), LEN, NLEN, the bytes.
			const block = Buffer.alloc(5)
			block.writeUInt16LE(slot.length, 1)
			block.writeUInt16LE(~slot.length & 0xffff, 3)
			pieces.push(block, slot)
			offsets.push(at + 5)
			at += 5 + slot.length
		}
		const last = index === stored.length - 1
		const options: zlib.ZlibOptions = { level, finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }
		if (index > 0 && dictionary) options.dictionary = history
		const deflated = zlib.deflateRawSync(part, options)
		pieces.push(deflated)
		at += deflated.length
		if (!last) history = Buffer.concat([history, part, filler]).subarray(-WINDOW)
	}
	const text = textOf(parts, slot)
	pieces.push(Buffer.alloc(8))
	const body = Buffer.concat(pieces)
	body.writeUInt32LE(text.length % 2 ** 32, body.length - 4)
	return { body, offsets, placeholder: slot, crc: zlib.crc32(text), columns: slotColumns(parts, slot.length), length: body.length }
}

/** The gzip body with `value` (latin1, exactly as long as the placeholder) in every slot. */
export function fillSplicedGzip(template: SplicedGzip, value: string): Buffer {
	if (value.length !== template.placeholder.length) throw new Error(`the slot takes ${template.placeholder.length} characters`)
	const out = allocate(template.length)
	template.body.copy(out, 0)
	const bytes = Buffer.from(value, 'latin1')
	for (const offset of template.offsets) out.set(bytes, offset)
	// The CRC of (value XOR placeholder) from 0 is zlib's of value XOR zlib's of the placeholder: the affine constants cancel.
	const delta = (zlib.crc32(value) ^ zlib.crc32(template.placeholder)) >>> 0
	out.writeUInt32LE((template.crc ^ apply(template.columns, delta)) >>> 0, template.length - 8)
	return out
}

const SLAB_BYTES = 1024 * 1024
let slab = Buffer.allocUnsafeSlow(0)
let slabUsed = 0

/**
 * Memory for one response body, cut from a 1 MB slab (as Node cuts small
 * buffers from its pool): a new ArrayBuffer per response costs more than
 * filling the page. A slab is never reused; it is freed when the last body
 * cut from it is.
 */
export function allocate(length: number): Buffer {
	if (length > SLAB_BYTES / 8) return Buffer.allocUnsafe(length)
	if (slabUsed + length > slab.length) {
		slab = Buffer.allocUnsafeSlow(SLAB_BYTES)
		slabUsed = 0
	}
	const out = slab.subarray(slabUsed, slabUsed + length)
	// Keep each body 8-byte aligned, as Node's pool does.
	slabUsed += (length + 7) & ~7
	return out
}

/** The linear map "a CRC state, continued over n zero bytes", as 32 columns. */
function zeros(n: number): Uint32Array {
	const columns = new Uint32Array(32)
	const block = Buffer.alloc(n)
	const base = zlib.crc32(block, 0)
	for (let bit = 0; bit < 32; bit++) columns[bit] = (zlib.crc32(block, 2 ** bit) ^ base) >>> 0
	return columns
}

/** The linear map "continued over this stretch" (it depends only on its length). */
function over(part: Buffer): Uint32Array {
	const columns = new Uint32Array(32)
	const base = zlib.crc32(part, 0)
	for (let bit = 0; bit < 32; bit++) columns[bit] = (zlib.crc32(part, 2 ** bit) ^ base) >>> 0
	return columns
}

/**
 * The sum, over the slots, of the maps carrying a change made in a slot to
 * the end of the text: for the last slot, "continued over the last stretch";
 * for each earlier one, that stretch, then the next slot's length, then the
 * map of the slot after it. A change of (slot XOR placeholder) counts in the
 * slot as its CRC from 0 with no conditioning, which is what zlib.crc32(x) XOR
 * zlib.crc32(placeholder) gives, continued by these maps.
 */
function slotColumns(parts: Buffer[], slotLength: number): Uint32Array {
	const slot = zeros(slotLength)
	const total = new Uint32Array(32)
	let after: Uint32Array | undefined
	for (let k = parts.length - 1; k >= 1; k--) {
		const stretch = over(parts[k]!)
		// The map from slot k's change to the end: over stretch k, then (for later slots) over slot k+1 and on.
		const toEnd: Uint32Array = after ? compose(after, compose(slot, stretch)) : stretch
		for (let bit = 0; bit < 32; bit++) total[bit]! ^= toEnd[bit]!
		after = toEnd
	}
	return total
}

/** The map "first `first`, then `then`", as columns. */
function compose(then: Uint32Array, first: Uint32Array): Uint32Array {
	const columns = new Uint32Array(32)
	for (let bit = 0; bit < 32; bit++) columns[bit] = apply(then, first[bit]!)
	return columns
}

function apply(columns: Uint32Array, value: number): number {
	let result = 0
	for (let bit = 0; value !== 0; bit++, value >>>= 1) if (value & 1) result ^= columns[bit]!
	return result >>> 0
}
