import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { fileTypeFromFile } from 'file-type'
import type { Sharp } from 'sharp'
import { IMAGE_VARIANT_WIDTHS, imageVariantName, UPLOADED_IMAGE_NAME } from '#app/lib/media.ts'
import { type FileStorage, PRIVATE_DIR, PRIVATE_FILE } from '#app/server/storage.server.ts'
import { FileTooLargeError } from './multipart.server.ts'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
/** Decoding costs memory by pixels, not bytes: a small file can unpack to gigabytes. */
export const IMAGE_MAX_PIXELS = 40_000_000
/** Larger than any layout shows it, even on a high-density screen. */
export const IMAGE_MAX_SIDE = 2400

export type ImageProblem = 'too_large' | 'not_image' | 'empty' | 'too_many_pixels'

export const IMAGE_MESSAGES: Record<ImageProblem, string> = {
	too_large: `The image can be at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB.`,
	not_image: 'Choose a JPEG, PNG, WebP, AVIF or GIF image.',
	empty: 'Choose an image to upload.',
	too_many_pixels: `The image has too many pixels: at most ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (for example 8000 × 5000).`,
}

export interface StoredImage {
	/** `u-<uuid>.<ext>`, stored as `${folder}/${file}`. */
	file: string
	width: number
	height: number
	/** Always the three widths of IMAGE_VARIANT_WIDTHS; `width` is the real one, smaller when the image is. */
	variants: { width: number; file: string }[]
}

export interface ReceiveImageOptions {
	storage: FileStorage
	/** Where in the storage, e.g. `media/events`. */
	folder: string
	maxBytes: number
	/** Where the upload waits while it is checked (the system's temporary directory by default). */
	tempDir?: string
}

interface Output {
	ext: 'jpg' | 'png' | 'webp'
	encode: (image: Sharp) => Sharp
}

const JPEG: Output = { ext: 'jpg', encode: (image) => image.jpeg({ quality: 82, mozjpeg: true }) }
const PNG: Output = { ext: 'png', encode: (image) => image.png({ compressionLevel: 9 }) }
const WEBP: Output = { ext: 'webp', encode: (image) => image.webp({ quality: 82 }) }

/**
 * The accepted types and what each is stored as. AVIF becomes WebP: every browser shows WebP
 * and it encodes far faster. GIF becomes PNG (first frame): GIFs are flat graphics, which a
 * lossless format keeps sharp, transparency included.
 */
const OUTPUTS: Record<string, Output> = {
	'image/jpeg': JPEG,
	'image/png': PNG,
	'image/webp': WEBP,
	'image/avif': WEBP,
	'image/gif': PNG,
}

class TooLarge extends Error {}

/**
 * Receives one uploaded image: streams it to a temporary file (stopping past maxBytes), checks
 * it by its bytes, re-encodes it without metadata and stores it with its WebP variants under a
 * generated name. Bad input gives a problem value, never an exception.
 */
export async function receiveImage(
	stream: Readable,
	{ storage, folder, maxBytes, tempDir = os.tmpdir() }: ReceiveImageOptions,
): Promise<StoredImage | ImageProblem> {
	await fs.mkdir(tempDir, { recursive: true, mode: PRIVATE_DIR })
	const tempPath = path.join(tempDir, `image-${randomUUID()}.part`)
	try {
		let bytes = 0
		const counter = new Transform({
			transform(chunk: Buffer, _encoding, callback) {
				bytes += chunk.length
				callback(bytes > maxBytes ? new TooLarge() : null, chunk)
			},
		})
		// The upload is piped in rather than put in the pipeline, which would destroy it on
		// failure: it must stay readable so the rest can be drained and the request answered.
		const written = pipeline(counter, createWriteStream(tempPath, { mode: PRIVATE_FILE }))
		stream.on('error', (error) => counter.destroy(error))
		stream.pipe(counter)
		try {
			await written
		} catch (error) {
			// Drain what is left so the request can be answered.
			stream.resume()
			// The second is how the multipart reader ends a file over its limit.
			if (error instanceof TooLarge || error instanceof FileTooLargeError) return 'too_large'
			throw error
		}
		if (bytes === 0) return 'empty'

		// Judged by its bytes, not by its name or the browser's word.
		const output = OUTPUTS[(await fileTypeFromFile(tempPath))?.mime ?? '']
		if (!output) return 'not_image'

		const decoded = await decode(tempPath)
		if (typeof decoded === 'string') return decoded
		return await store(decoded, output, storage, folder)
	} finally {
		await fs.rm(tempPath, { force: true })
	}
}

/** Removes an uploaded image and its variants; other names (the seeded demo files) are not in the storage. */
export async function deleteImage(storage: FileStorage, folder: string, file: string): Promise<void> {
	if (!UPLOADED_IMAGE_NAME.test(file)) return
	const names = [file, ...IMAGE_VARIANT_WIDTHS.map((width) => imageVariantName(file, width))]
	await Promise.all(names.map((name) => storage.delete(`${folder}/${name}`)))
}

interface Decoded {
	data: Buffer
	info: { width: number; height: number; channels: 1 | 2 | 3 | 4 }
}

/**
 * Decodes once into upright sRGB pixels no larger than IMAGE_MAX_SIDE; every output is
 * encoded from these, so none carries the original's EXIF, GPS or ICC data.
 */
/** The image library, loaded with the first picture or share card rather than as the server starts. */
export const loadSharp = async () => (await import('sharp')).default

async function decode(file: string): Promise<Decoded | ImageProblem> {
	const sharp = await loadSharp()
	try {
		// failOn 'error': a camera file with a harmless flaw still decodes; a broken one does not.
		const input = sharp(file, { limitInputPixels: IMAGE_MAX_PIXELS, autoOrient: true, failOn: 'error' })
		const { width = 0, height = 0 } = await input.metadata()
		// The header is enough to refuse a decompression bomb before decoding it.
		if (width * height > IMAGE_MAX_PIXELS) return 'too_many_pixels'
		const { data, info } = await input
			.resize({ width: IMAGE_MAX_SIDE, height: IMAGE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
			.toColourspace('srgb')
			.raw()
			.toBuffer({ resolveWithObject: true })
		return { data, info: { width: info.width, height: info.height, channels: info.channels } }
	} catch (error) {
		return /pixel limit/i.test((error as Error).message) ? 'too_many_pixels' : 'not_image'
	}
}

async function store({ data, info }: Decoded, output: Output, storage: FileStorage, folder: string): Promise<StoredImage> {
	const sharp = await loadSharp()
	const pixels = () => sharp(data, { raw: info })
	const file = `u-${randomUUID()}.${output.ext}`
	const main = await output.encode(pixels()).toBuffer()
	const variants = await Promise.all(
		IMAGE_VARIANT_WIDTHS.map(async (width) => {
			const encoded = await pixels().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true })
			return { width: encoded.info.width, file: imageVariantName(file, width), data: encoded.data }
		}),
	)

	const written: string[] = []
	try {
		for (const [name, body] of [[file, main] as const, ...variants.map((variant) => [variant.file, variant.data] as const)]) {
			const key = `${folder}/${name}`
			await storage.put(key, body)
			written.push(key)
		}
	} catch (error) {
		// All or nothing: a page must never point at a variant that is missing.
		await Promise.allSettled(written.map((key) => storage.delete(key)))
		throw error
	}
	return { file, width: info.width, height: info.height, variants: variants.map(({ width, file }) => ({ width, file })) }
}
