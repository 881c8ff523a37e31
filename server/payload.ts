import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

/** A reply's payload as one buffer (a stream is read to its end), or undefined for what is not a body. */
export async function toBuffer(payload: unknown): Promise<Buffer | undefined> {
	if (Buffer.isBuffer(payload)) return payload
	if (typeof payload === 'string') return Buffer.from(payload)
	if (payload instanceof Uint8Array) return Buffer.from(payload)
	const stream =
		payload instanceof ReadableStream ? Readable.fromWeb(payload as WebReadableStream<Uint8Array>) : payload instanceof Readable ? payload : undefined
	if (!stream) return undefined
	const chunks: Buffer[] = []
	for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
	return Buffer.concat(chunks)
}
