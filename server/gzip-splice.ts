import zlib from 'node:zlib'

/**
 * A gzip body made once for a page whose text holds a slot of fixed length
 * in several places (the CSP nonce), and filled for each response without
 * compressing again: each stretch of text between two slots is compressed
 * apart, ending byte-aligned (a sync flush), each slot travels in a stored
 * (uncompressed) deflate block, and the CRC-32 of the whole text is combined
 * from the stretches' precomputed CRCs. The result is one ordinary gzip member.
 *
 * A stretch may still refer back to the text before it: it is compressed with
 * that text as its dictionary, the slots in it replaced by NUL bytes, which
 * no HTML holds, so no match can reach into a slot.
 */
export interface SplicedGzip {
	/** Compressed stretches; the first starts with the gzip header, the last ends the deflate stream. */
	segments: Buffer[]
	slotLength: number
	/** CRC-32 of the first stretch. */
	firstCrc: number
	/** For each later stretch: its CRC-32 from 0, and the linear map "continue a CRC over it" as 32 columns. */
	stretches: { crc: number; columns: Uint32Array }[]
	/** The text's length (the gzip trailer's ISIZE). */
	textLength: number
	/** The body's length, the same for every fill. */
	length: number
}

const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff])
const WINDOW = 32 * 1024

export function makeSplicedGzip(parts: Buffer[], slotLength: number, level = 9): SplicedGzip {
	if (parts.length < 2) throw new Error('a spliced gzip needs at least one slot')
	if (slotLength > 0xffff) throw new Error('a slot must fit in one stored block')
	const noNul = parts.every((part) => !part.includes(0))
	const filler = Buffer.alloc(slotLength)
	const segments: Buffer[] = []
	let history = Buffer.alloc(0)
	for (const [index, part] of parts.entries()) {
		const last = index === parts.length - 1
		const options: zlib.ZlibOptions = { level, finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH }
		if (index > 0 && noNul) options.dictionary = history
		const deflated = zlib.deflateRawSync(part, options)
		segments.push(index === 0 ? Buffer.concat([HEADER, deflated]) : deflated)
		if (!last) history = Buffer.concat([history, part, filler]).subarray(-WINDOW)
	}
	const stretches = parts.slice(1).map((part) => {
		const crc = zlib.crc32(part, 0)
		const columns = new Uint32Array(32)
		for (let bit = 0; bit < 32; bit++) columns[bit] = (zlib.crc32(part, 2 ** bit) ^ crc) >>> 0
		return { crc, columns }
	})
	const textLength = parts.reduce((sum, part) => sum + part.length, 0) + (parts.length - 1) * slotLength
	const length = segments.reduce((sum, segment) => sum + segment.length, 0) + (parts.length - 1) * (5 + slotLength) + 8
	return { segments, slotLength, firstCrc: zlib.crc32(parts[0]!, 0), stretches, textLength, length }
}

/** The gzip body with `slot` (latin1, exactly slotLength characters) in every slot. */
export function fillSplicedGzip(template: SplicedGzip, slot: string): Buffer {
	const { segments, slotLength, stretches } = template
	if (slot.length !== slotLength) throw new Error(`the slot takes ${slotLength} characters`)
	const out = Buffer.allocUnsafe(template.length)
	const value = Buffer.from(slot, 'latin1')
	let at = segments[0]!.copy(out, 0)
	let crc = template.firstCrc
	for (let k = 1; k < segments.length; k++) {
		// A stored block: BFINAL 0, BTYPE 00 (the stream is byte-aligned here), LEN, NLEN, the bytes.
		out[at] = 0
		out.writeUInt16LE(slotLength, at + 1)
		out.writeUInt16LE(~slotLength & 0xffff, at + 3)
		at += 5
		at += value.copy(out, at)
		at += segments[k]!.copy(out, at)
		crc = zlib.crc32(value, crc)
		const stretch = stretches[k - 1]!
		crc = (continueCrc(crc, stretch.columns) ^ stretch.crc) >>> 0
	}
	out.writeUInt32LE(crc >>> 0, at)
	out.writeUInt32LE(template.textLength % 2 ** 32, at + 4)
	return out
}

/** Applies a stretch's linear CRC map: the XOR of the columns of the bits set in crc. */
function continueCrc(crc: number, columns: Uint32Array): number {
	let result = 0
	for (let bit = 0; crc !== 0; bit++, crc >>>= 1) if (crc & 1) result ^= columns[bit]!
	return result >>> 0
}
