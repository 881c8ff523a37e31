import { randomUUID } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { S3Client } from '@aws-sdk/client-s3'

/** One stored file as a listing or a stat sees it. */
export interface StoredFile {
	key: string
	bytes: number
	modified: Date
}

/**
 * Where stored files live, whatever the engine: the local data directory or an S3-compatible
 * bucket. Keys are relative, slash-separated paths such as `media/events/u-….jpg`,
 * `uploads/cv/….pdf` or `cache/share/….png`.
 */
export interface FileStorage {
	/** `local` or `s3`: what /readyz and the logs name. */
	readonly engine: 'local' | 's3'
	/** Writes the whole file or nothing: a reader never sees half of it. */
	put(key: string, body: Buffer | Readable): Promise<void>
	/** The file's bytes, or null when there is no such file. */
	get(key: string): Promise<Readable | null>
	/** The file's bytes with its size (for Content-Length), or null when there is no such file. */
	open(key: string): Promise<(StoredFile & { stream: Readable }) | null>
	/** Removes the file; a missing file is not an error. */
	delete(key: string): Promise<void>
	exists(key: string): Promise<boolean>
	stat(key: string): Promise<StoredFile | null>
	/** Every file whose key starts with `prefix` (a folder ending in `/`), in no particular order. */
	list(prefix: string): Promise<StoredFile[]>
	/**
	 * Deletes what writes that never finished left under `prefix` (a process killed during a
	 * put) and began before `before`; answers how many. Such leftovers are never listed or read.
	 */
	removeUnfinished(prefix: string, before: Date): Promise<number>
	/** Throws unless files can be written now (the readiness probe). */
	check(): Promise<void>
}

/**
 * Refuses anything that could step outside the storage root or mean different things on
 * different engines: a key is a plain relative path of non-empty segments.
 */
export function assertValidKey(key: string): void {
	const segments = key.split('/')
	const valid =
		key.length > 0 &&
		key.length <= 1000 &&
		!path.isAbsolute(key) &&
		!key.includes('\\') &&
		!key.includes('\0') &&
		!key.includes('..') &&
		segments.every((segment) => segment !== '' && segment !== '.')
	if (!valid) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`)
}

/**
 * The modes of everything the server writes under DATA_DIR (the database, CVs, the outbox's
 * copies, the spool, backups, the kept secret): its own user's alone, set where each file is made
 * rather than left to the umask (decision 067).
 */
/**
 * An error of storage that is full: the disk or the user's quota (SQLite says SQLITE_FULL). What
 * failed on it may succeed once there is room again, so it is answered 503, never 500.
 */
export function isStorageFull(error: unknown): boolean {
	const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
	return code === 'ENOSPC' || code === 'EDQUOT' || code === 'SQLITE_FULL'
}

export const PRIVATE_FILE = 0o600
export const PRIVATE_DIR = 0o700

/** The name put() writes a file under until it is whole: `.<name>.<uuid>.tmp`. */
const UNFINISHED = /^\..+\.[\da-f-]{36}\.tmp$/

/** A listing's prefix: empty (everything) or a folder, checked like a key. */
function assertValidPrefix(prefix: string): void {
	if (prefix === '') return
	if (!prefix.endsWith('/')) throw new Error(`Invalid storage prefix (a folder ending in /): ${JSON.stringify(prefix)}`)
	assertValidKey(prefix.slice(0, -1))
}

/** What the storage settings of the environment say (see env.server.ts). */
export interface StorageConfig {
	dataDir: string
	S3_BUCKET?: string
	S3_ENDPOINT?: string
	S3_REGION: string
	S3_ACCESS_KEY_ID?: string
	S3_SECRET_ACCESS_KEY?: string
	S3_FORCE_PATH_STYLE: boolean
}

/** The configured engine: the bucket when S3_BUCKET is set, else DATA_DIR. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
	if (!config.S3_BUCKET) return createLocalStorage(config.dataDir)
	return createS3Storage({
		bucket: config.S3_BUCKET,
		endpoint: config.S3_ENDPOINT,
		region: config.S3_REGION,
		forcePathStyle: config.S3_FORCE_PATH_STYLE,
		credentials:
			config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
				? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
				: undefined,
	})
}

/** Files under rootDir on the local disk (DATA_DIR in production). */
export function createLocalStorage(rootDir: string): FileStorage {
	const root = path.resolve(rootDir)
	const pathOf = (key: string) => {
		assertValidKey(key)
		return path.join(root, ...key.split('/'))
	}
	const statOf = async (key: string, file: string): Promise<StoredFile | null> => {
		const stat = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
			if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
			throw error
		})
		// Like an object store, only files count, never a folder.
		return stat?.isFile() ? { key, bytes: stat.size, modified: stat.mtime } : null
	}

	const storage: FileStorage = {
		engine: 'local',

		async put(key, body) {
			const target = pathOf(key)
			// CVs among them: readable by the server's user only, whatever the process's umask (decision 067).
			await fs.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR })
			// A dot-file in the same directory: never served or listed, and the rename that publishes it is atomic.
			const temp = path.join(path.dirname(target), `.${path.basename(target)}.${randomUUID()}.tmp`)
			try {
				if (Buffer.isBuffer(body)) await fs.writeFile(temp, body, { mode: PRIVATE_FILE })
				else await pipeline(body, createWriteStream(temp, { mode: PRIVATE_FILE }))
				await fs.rename(temp, target)
			} catch (error) {
				await fs.rm(temp, { force: true })
				throw error
			}
		},

		async get(key) {
			return (await storage.open(key))?.stream ?? null
		},

		async open(key) {
			// Opening first turns a missing file into null instead of a stream that fails later.
			const handle = await fs.open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
				if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null
				throw error
			})
			if (!handle) return null
			const stat = await handle.stat()
			if (!stat.isFile()) {
				await handle.close()
				return null
			}
			return { key, bytes: stat.size, modified: stat.mtime, stream: handle.createReadStream() }
		},

		async delete(key) {
			await fs.rm(pathOf(key), { force: true })
		},

		async exists(key) {
			return (await statOf(key, pathOf(key))) !== null
		},

		async stat(key) {
			return statOf(key, pathOf(key))
		},

		async list(prefix) {
			assertValidPrefix(prefix)
			const start = path.join(root, ...prefix.split('/').filter(Boolean))
			const entries = await fs.readdir(start, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
				if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return []
				throw error
			})
			const files = entries
				// Files being written (dot-files) are not there yet.
				.filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
				.map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
			const stats = await Promise.all(files.map((key) => statOf(key, path.join(root, ...key.split('/')))))
			return stats.filter((stat): stat is StoredFile => stat !== null)
		},

		async removeUnfinished(prefix, before) {
			assertValidPrefix(prefix)
			const start = path.join(root, ...prefix.split('/').filter(Boolean))
			const entries = await fs.readdir(start, { recursive: true, withFileTypes: true }).catch(() => [])
			const unfinished = entries.filter((entry) => entry.isFile() && UNFINISHED.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name))
			let removed = 0
			for (const file of unfinished) {
				const stat = await fs.stat(file).catch(() => undefined)
				if (!stat || stat.mtime >= before) continue
				await fs.rm(file, { force: true })
				removed++
			}
			return removed
		},

		async check() {
			await fs.mkdir(root, { recursive: true, mode: PRIVATE_DIR })
			await fs.access(root, fs.constants.W_OK)
		},
	}
	return storage
}

export interface S3StorageOptions {
	bucket: string
	/** An S3-compatible service's URL (MinIO, R2, s3rver…); AWS's own endpoint when absent. */
	endpoint?: string
	region: string
	/** Bucket in the path (`endpoint/bucket/key`) rather than in the host name; most S3-compatible servers want it. */
	forcePathStyle?: boolean
	/** Without them the SDK's own chain answers (instance role, AWS_* variables, ~/.aws). */
	credentials?: { accessKeyId: string; secretAccessKey: string }
	/** A client made elsewhere (tests); the other options then only name the bucket. */
	client?: S3Client
}

/**
 * Files in an S3-compatible bucket. Nothing is public: every object is private, read by the
 * server with its credentials, so CVs reach staff only through the back office and media
 * through the /media/ route.
 */
export async function createS3Storage(options: S3StorageOptions): Promise<FileStorage> {
	// Loaded only when a bucket is configured: the SDK is large, and the local engine needs none of it.
	const s3 = await import('@aws-sdk/client-s3')
	const { Upload } = await import('@aws-sdk/lib-storage')
	const client =
		options.client ??
		new s3.S3Client({
			endpoint: options.endpoint,
			region: options.region,
			forcePathStyle: options.forcePathStyle,
			credentials: options.credentials,
			// Checksums only where S3 requires them: several S3-compatible servers do not know the newer ones.
			requestChecksumCalculation: 'WHEN_REQUIRED',
			responseChecksumValidation: 'WHEN_REQUIRED',
			maxAttempts: 3,
			// A store that does not answer fails the request (and /readyz) instead of holding it.
			requestHandler: { connectionTimeout: 3000, socketTimeout: 30_000 },
		})
	const Bucket = options.bucket
	const isMissing = (error: unknown) => {
		const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode
		const name = (error as { name?: string }).name
		return status === 404 || name === 'NoSuchKey' || name === 'NotFound'
	}

	const storage: FileStorage = {
		engine: 's3',

		async put(key, body) {
			assertValidKey(key)
			// One PUT for a buffer; a stream of unknown length goes up in parts, and a failed
			// upload is aborted, so the key never names half a file.
			if (Buffer.isBuffer(body)) {
				await client.send(new s3.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: body.length }))
				return
			}
			const upload = new Upload({ client, params: { Bucket, Key: key, Body: body }, queueSize: 2, partSize: 5 * 1024 * 1024, leavePartsOnError: false })
			await new Promise<void>((resolve, reject) => {
				// A source that fails must fail the upload, whatever the SDK makes of the stream.
				body.once('error', reject)
				upload.done().then(() => resolve(), reject)
			}).catch(async (error: unknown) => {
				await upload.abort().catch(() => undefined)
				throw error
			})
		},

		async get(key) {
			return (await storage.open(key))?.stream ?? null
		},

		async open(key) {
			assertValidKey(key)
			try {
				const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: key }))
				const stream = object.Body instanceof Readable ? object.Body : Readable.fromWeb(object.Body!.transformToWebStream() as never)
				return { key, bytes: object.ContentLength ?? 0, modified: object.LastModified ?? new Date(0), stream }
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},

		async delete(key) {
			assertValidKey(key)
			await client.send(new s3.DeleteObjectCommand({ Bucket, Key: key }))
		},

		async exists(key) {
			return (await storage.stat(key)) !== null
		},

		async stat(key) {
			assertValidKey(key)
			try {
				const head = await client.send(new s3.HeadObjectCommand({ Bucket, Key: key }))
				return { key, bytes: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
			} catch (error) {
				if (isMissing(error)) return null
				throw error
			}
		},

		async list(prefix) {
			assertValidPrefix(prefix)
			const files: StoredFile[] = []
			let ContinuationToken: string | undefined
			do {
				const page = await client.send(new s3.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }))
				for (const object of page.Contents ?? []) {
					if (object.Key) files.push({ key: object.Key, bytes: object.Size ?? 0, modified: object.LastModified ?? new Date(0) })
				}
				ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
			} while (ContinuationToken)
			return files
		},

		async removeUnfinished() {
			// An object appears whole or not at all: a put cut off leaves no object, and a multipart
			// upload a killed process left open is aborted by the bucket's lifecycle rule
			// (AbortIncompleteMultipartUpload, docs/deployment.md).
			return 0
		},

		async check() {
			await client.send(new s3.HeadBucketCommand({ Bucket }))
		},
	}
	return storage
}
