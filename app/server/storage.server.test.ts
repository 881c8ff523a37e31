import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDataDir } from '#tests/setup/app.ts'
import { startTestS3, type TestS3 } from '#tests/setup/s3.ts'
import { createLocalStorage, createS3Storage, createStorage, type FileStorage } from './storage.server.ts'

let s3: TestS3
beforeAll(async () => {
	s3 = await startTestS3()
})
afterAll(async () => {
	await s3?.close()
})

/** Each test gets a storage of its own: a new folder on disk, a new key prefix in the one bucket. */
const engines: [string, () => Promise<{ storage: FileStorage; base: string }>][] = [
	['the local disk', async () => ({ storage: createLocalStorage(tempDataDir()), base: '' })],
	['S3 (s3rver)', async () => ({ storage: await createS3Storage(s3.options), base: `t${Math.random().toString(36).slice(2, 10)}/` })],
]

/** A body of `size` bytes that arrives in chunks, as an upload does, and its digest. */
function largeBody(size: number): { stream: Readable; sha256: string } {
	const chunk = Buffer.alloc(64 * 1024)
	const hash = createHash('sha256')
	const chunks: Buffer[] = []
	for (let sent = 0, n = 0; sent < size; sent += chunk.length, n++) {
		const part = Buffer.from(chunk.subarray(0, Math.min(chunk.length, size - sent)).fill(n % 251))
		hash.update(part)
		chunks.push(part)
	}
	return { stream: Readable.from(chunks), sha256: hash.digest('hex') }
}

describe.each(engines)('file storage on %s', (_name, make) => {
	it('stores a buffer and a stream, reads them back with their size, lists and deletes them', async () => {
		const { storage, base } = await make()
		await storage.put(`${base}media/events/a.txt`, Buffer.from('from a buffer'))
		await storage.put(`${base}media/events/b.txt`, Readable.from([Buffer.from('from '), Buffer.from('a stream')]))
		await storage.put(`${base}media/eventsx/c.txt`, Buffer.from('not in the folder'))

		expect(await text((await storage.get(`${base}media/events/a.txt`))!)).toBe('from a buffer')
		const opened = await storage.open(`${base}media/events/b.txt`)
		expect(opened?.bytes).toBe(13)
		expect(await text(opened!.stream)).toBe('from a stream')
		expect(await storage.exists(`${base}media/events/a.txt`)).toBe(true)
		expect(await storage.stat(`${base}media/events/a.txt`)).toMatchObject({ key: `${base}media/events/a.txt`, bytes: 13 })
		const listed = await storage.list(`${base}media/events/`)
		expect(listed.map((file) => file.key).sort()).toEqual([`${base}media/events/a.txt`, `${base}media/events/b.txt`])
		expect(listed.every((file) => file.modified.getTime() > Date.now() - 60_000)).toBe(true)
		expect((await storage.list(`${base}media/`)).map((file) => file.key).sort()).toEqual([`${base}media/events/a.txt`, `${base}media/events/b.txt`, `${base}media/eventsx/c.txt`])

		await storage.delete(`${base}media/events/a.txt`)
		expect(await storage.exists(`${base}media/events/a.txt`)).toBe(false)
		expect(await storage.get(`${base}media/events/a.txt`)).toBeNull()
		expect((await storage.list(`${base}media/events/`)).map((file) => file.key)).toEqual([`${base}media/events/b.txt`])
	})

	it('replaces a file whole', async () => {
		const { storage, base } = await make()
		await storage.put(`${base}x/file.txt`, Buffer.from('first version, longer'))
		await storage.put(`${base}x/file.txt`, Buffer.from('second'))
		expect(await text((await storage.get(`${base}x/file.txt`))!)).toBe('second')
		expect((await storage.stat(`${base}x/file.txt`))?.bytes).toBe(6)
	})

	it('treats a missing file as absent, not as an error', async () => {
		const { storage, base } = await make()
		expect(await storage.get(`${base}media/none.jpg`)).toBeNull()
		expect(await storage.open(`${base}media/none.jpg`)).toBeNull()
		expect(await storage.stat(`${base}media/none.jpg`)).toBeNull()
		expect(await storage.exists(`${base}media/none.jpg`)).toBe(false)
		expect(await storage.list(`${base}nothing/here/`)).toEqual([])
		await expect(storage.delete(`${base}media/none.jpg`)).resolves.toBeUndefined()
		await storage.put(`${base}media/dir/file.txt`, Buffer.from('x'))
		// A folder is not a file.
		expect(await storage.get(`${base}media/dir`)).toBeNull()
		expect(await storage.exists(`${base}media/dir`)).toBe(false)
		// Below a file there is nothing either.
		expect(await storage.get(`${base}media/dir/file.txt/more`)).toBeNull()
	})

	it('streams a large body in and out unchanged', async () => {
		const { storage, base } = await make()
		const size = 12 * 1024 * 1024 + 12_345
		const body = largeBody(size)
		await storage.put(`${base}big/file.bin`, body.stream)
		const opened = await storage.open(`${base}big/file.bin`)
		expect(opened?.bytes).toBe(size)
		const hash = createHash('sha256')
		let received = 0
		for await (const chunk of opened!.stream as AsyncIterable<Buffer>) {
			hash.update(chunk)
			received += chunk.length
		}
		expect(received).toBe(size)
		expect(hash.digest('hex')).toBe(body.sha256)
	})

	it('leaves nothing behind when the stream fails', async () => {
		const { storage, base } = await make()
		let sent = 0
		const failing = new Readable({
			read() {
				// Past one part of a multipart upload, then the connection is lost.
				if (sent > 6 * 1024 * 1024) return void this.destroy(new Error('connection lost'))
				sent += 1024 * 1024
				this.push(Buffer.alloc(1024 * 1024, 1))
			},
		})
		await expect(storage.put(`${base}media/failed.txt`, failing)).rejects.toThrow('connection lost')
		expect(await storage.exists(`${base}media/failed.txt`)).toBe(false)
		expect(await storage.list(`${base}media/`)).toEqual([])
	})

	it.each(['/etc/passwd', '../outside.txt', 'media/../../outside.txt', 'media\\evil.txt', 'media/a\0.txt', '', 'media//a.txt', './a.txt', 'media/'])(
		'refuses the key %j',
		async (key) => {
			const { storage } = await make()
			await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key')
			await expect(storage.get(key)).rejects.toThrow('Invalid storage key')
			await expect(storage.open(key)).rejects.toThrow('Invalid storage key')
			await expect(storage.stat(key)).rejects.toThrow('Invalid storage key')
			await expect(storage.delete(key)).rejects.toThrow('Invalid storage key')
			await expect(storage.exists(key)).rejects.toThrow('Invalid storage key')
		},
	)

	it.each(['media', '../', '/media/', 'media//'])('refuses to list %j', async (prefix) => {
		const { storage } = await make()
		await expect(storage.list(prefix)).rejects.toThrow('Invalid storage')
	})

	it('answers the readiness check', async () => {
		const { storage } = await make()
		await expect(storage.check()).resolves.toBeUndefined()
	})
})

describe('the storage engine chosen by the configuration', () => {
	it('is the data directory without S3_BUCKET', async () => {
		const dataDir = tempDataDir()
		const storage = await createStorage({ dataDir, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false })
		expect(storage.engine).toBe('local')
		await storage.put('media/a/b.txt', Buffer.from('on disk'))
		expect(fs.readFileSync(path.join(dataDir, 'media', 'a', 'b.txt'), 'utf8')).toBe('on disk')
	})

	it('is the bucket with S3_BUCKET, and its readiness fails when the bucket is not there', async () => {
		const config = { dataDir: tempDataDir(), S3_ENDPOINT: s3.endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' }
		const storage = await createStorage({ ...config, S3_BUCKET: s3.bucket })
		expect(storage.engine).toBe('s3')
		await storage.put('media/a/b.txt', Buffer.from('in the bucket'))
		expect(await text((await (await createS3Storage(s3.options)).get('media/a/b.txt'))!)).toBe('in the bucket')
		expect(fs.existsSync(path.join(config.dataDir, 'media'))).toBe(false)
		await storage.delete('media/a/b.txt')
		await expect((await createStorage({ ...config, S3_BUCKET: 'no-such-bucket' })).check()).rejects.toThrow()
	})
})

describe('local file storage', () => {
	it('keeps files at their key under the root, with no temporary file left beside them', async () => {
		const root = tempDataDir()
		const storage = createLocalStorage(root)
		await storage.put('media/events/a.txt', Buffer.from('a'))
		await storage.put('media/events/b.txt', Readable.from([Buffer.from('b')]))
		expect(fs.readFileSync(path.join(root, 'media', 'events', 'a.txt'), 'utf8')).toBe('a')
		expect(fs.readdirSync(path.join(root, 'media', 'events')).sort()).toEqual(['a.txt', 'b.txt'])
	})

	it('deletes the writes a killed process left unfinished under a prefix, once older than asked, and nothing else', async () => {
		const root = tempDataDir()
		const storage = createLocalStorage(root)
		await storage.put('uploads/cv/kept.pdf', Buffer.from('%PDF-'))
		const folder = path.join(root, 'uploads', 'cv')
		const unfinished = (name: string) => path.join(folder, `.${name}.0b3c8a4e-5d6f-4a7b-8c9d-0e1f2a3b4c5d.tmp`)
		fs.writeFileSync(unfinished('old.pdf'), '%PDF-1')
		fs.writeFileSync(unfinished('recent.pdf'), '%PDF-1')
		fs.writeFileSync(path.join(folder, '.not-ours'), 'x')
		const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
		for (const name of [unfinished('old.pdf'), path.join(folder, 'kept.pdf'), path.join(folder, '.not-ours')]) fs.utimesSync(name, twoHoursAgo, twoHoursAgo)
		// Never listed, even before the sweep.
		expect((await storage.list('uploads/')).map((file) => file.key)).toEqual(['uploads/cv/kept.pdf'])

		expect(await storage.removeUnfinished('uploads/', new Date(Date.now() - 60 * 60 * 1000))).toBe(1)
		expect(fs.readdirSync(folder).sort()).toEqual([path.basename(unfinished('recent.pdf')), '.not-ours', 'kept.pdf'].sort())
	})
})
