import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/**
 * Where stored files live, whatever the engine (local disk now, an object store later).
 * Keys are relative, slash-separated paths such as `media/events/u-….jpg`.
 */
export interface FileStorage {
	put(key: string, body: Buffer | Readable): Promise<void>
	/** The file's bytes, or null when there is no such file. */
	get(key: string): Promise<Readable | null>
	/** Removes the file; a missing file is not an error. */
	delete(key: string): Promise<void>
	exists(key: string): Promise<boolean>
}

/**
 * Refuses anything that could step outside the storage root or mean different things on
 * different engines: a key is a plain relative path of non-empty segments.
 */
export function assertValidKey(key: string): void {
	const segments = key.split('/')
	const valid =
		key.length > 0 &&
		!path.isAbsolute(key) &&
		!key.includes('\\') &&
		!key.includes('\0') &&
		!key.includes('..') &&
		segments.every((segment) => segment !== '' && segment !== '.')
	if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

/** Files under rootDir on the local disk (DATA_DIR in production). */
export function createLocalStorage(rootDir: string): FileStorage {
	const root = path.resolve(rootDir)
	const pathOf = (key: string) => {
		assertValidKey(key)
		return path.join(root, ...key.split('/'))
	}

	return {
		async put(key, body) {
			const target = pathOf(key)
			await fs.mkdir(path.dirname(target), { recursive: true })
			// A dot-file in the same directory: never served, and the rename that publishes it is atomic.
			const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`)
			try {
				if (Buffer.isBuffer(body)) await fs.writeFile(temp, body)
				else await pipeline(body, createWriteStream(temp))
				await fs.rename(temp, target)
			} catch (error) {
				await fs.rm(temp, { force: true })
				throw error
			}
		},

		async get(key) {
			// Opening first turns a missing file into null instead of a stream that fails later.
			const handle = await fs.open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
				if (error.code === 'ENOENT') return null
				throw error
			})
			if (!handle) return null
			// A directory opens fine on Linux; like an object store, only files count.
			if (!(await handle.stat()).isFile()) {
				await handle.close()
				return null
			}
			return handle.createReadStream()
		},

		async delete(key) {
			await fs.rm(pathOf(key), { force: true })
		},

		async exists(key) {
			const stat = await fs.stat(pathOf(key)).catch(() => null)
			return stat?.isFile() ?? false
		},
	}
}
