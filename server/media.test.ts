import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiveImage, type StoredImage } from '#app/server/images.server.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { createLocalStorage, createS3Storage, type FileStorage } from '#app/server/storage.server.ts'
import { startTestS3, type TestS3 } from '#tests/setup/s3.ts'
import { createTestApp, tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

describe.each(['local', 's3'] as const)('the /media/ route with %s file storage', (engine) => {
	const dataDir = tempDataDir()
	let s3: TestS3 | undefined
	let storage: FileStorage
	let database: TestDatabase
	let app: FastifyInstance
	let image: StoredImage

	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
		s3 = engine === 's3' ? await startTestS3() : undefined
		storage = s3 ? await createS3Storage(s3.options) : createLocalStorage(dataDir)
		app = await createTestApp(database.db, { env: { DATA_DIR: dataDir, ...s3?.env } })
		const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#223344' } }).jpeg().toBuffer()
		const result = await receiveImage(Readable.from([jpeg]), { storage, folder: 'media/events', maxBytes: 10 * 1024 * 1024 })
		if (typeof result === 'string') throw new Error(result)
		image = result
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
		await s3?.close()
	})

	it('serves an uploaded image from the storage, with its length, cached for good', async () => {
		for (const file of [image.file, image.variants[0]!.file]) {
			const response = await app.inject({ method: 'GET', url: `/media/events/${file}` })
			expect(response.statusCode, file).toBe(200)
			expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
			expect(response.headers['content-type']).toBe(file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')
			expect(response.headers['content-length']).toBe(String(response.rawPayload.length))
			const again = await app.inject({ method: 'GET', url: `/media/events/${file}`, headers: { 'if-modified-since': String(response.headers['last-modified']) } })
			expect(again.statusCode).toBe(304)
			expect(again.rawPayload).toHaveLength(0)
			const stored = await storage.get(`media/events/${file}`)
			expect(response.rawPayload.equals(Buffer.concat(await stored!.toArray()))).toBe(true)
		}
	})

	it('serves the demo files for good under the URL the pages write (the demo pictures\' version), for a week under any other', async () => {
		const named = mediaUrl('events', 'event-annual-hackathon-2024-1.svg')
		expect(named).toMatch(/^\/media\/events\/event-annual-hackathon-2024-1\.svg\?v=[\w-]{10}$/)
		const current = await app.inject({ method: 'GET', url: named })
		expect(current.statusCode).toBe(200)
		expect(current.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		for (const url of ['/media/events/event-annual-hackathon-2024-1.svg', '/media/events/event-annual-hackathon-2024-1.svg?v=old0version']) {
			const response = await app.inject({ method: 'GET', url })
			expect(response.statusCode, url).toBe(200)
			expect(response.headers['cache-control'], url).toBe('public, max-age=604800')
			expect(response.rawPayload.equals(current.rawPayload), url).toBe(true)
		}
		// An upload's URL carries no version: its name is never reused.
		expect(mediaUrl('events', image.file)).toBe(`/media/events/${image.file}`)
		expect(mediaUrl('events', image.variants[0]!.file)).toBe(`/media/events/${image.variants[0]!.file}`)
	})

	it('keeps drawn share cards in the same storage, for every server to reuse', async () => {
		const first = await app.inject({ method: 'GET', url: '/share/logo.png' })
		expect(first.statusCode).toBe(200)
		expect(first.headers['content-type']).toBe('image/png')
		const cards = await storage.list('cache/share/')
		expect(cards).toHaveLength(1)
		expect(cards[0]!.bytes).toBe(first.rawPayload.length)
		const again = await app.inject({ method: 'GET', url: '/share/logo.png' })
		expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
		expect(await storage.list('cache/share/')).toHaveLength(1)
	})

	it('answers 404 for an upload that is not there, and for a path outside the media folders', async () => {
		const response = await app.inject({ method: 'GET', url: `/media/events/u-${randomUUID()}.jpg` })
		expect(response.statusCode).toBe(404)
		for (const url of ['/media/../site.db', '/media/%2e%2e/site.db', '/media/events/..%2f..%2fsite.db']) {
			// Refused (404, or 403 from the static files' own traversal check), never served.
			expect([403, 404], url).toContain((await app.inject({ method: 'GET', url })).statusCode)
		}
	})
})

describe('uploads served while the bucket is away', () => {
	let s3: TestS3
	let database: TestDatabase
	let app: FastifyInstance
	const stored: StoredImage[] = []

	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
		s3 = await startTestS3()
		const storage = await createS3Storage(s3.options)
		app = await createTestApp(database.db, { env: { DATA_DIR: tempDataDir(), ...s3.env } })
		for (const background of ['#223344', '#884422']) {
			const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background } }).jpeg().toBuffer()
			const result = await receiveImage(Readable.from([jpeg]), { storage, folder: 'media/events', maxBytes: 10 * 1024 * 1024 })
			if (typeof result === 'string') throw new Error(result)
			stored.push(result)
		}
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
		await s3?.close()
	})

	it('keeps serving a picture already served, and answers 503 (never 500) for one it never had, until the bucket is back', async () => {
		const [seen, unseen] = stored as [StoredImage, StoredImage]
		const first = await app.inject({ method: 'GET', url: `/media/events/${seen.file}` })
		expect(first.statusCode).toBe(200)
		await s3.stop()
		try {
			const copy = await app.inject({ method: 'GET', url: `/media/events/${seen.file}` })
			expect(copy.statusCode).toBe(200)
			expect(copy.rawPayload.equals(first.rawPayload)).toBe(true)
			const missing = await app.inject({ method: 'GET', url: `/media/events/${unseen.file}` })
			expect(missing.statusCode).toBe(503)
			expect(missing.headers['retry-after']).toBe('30')
		} finally {
			await s3.start()
		}
		expect((await app.inject({ method: 'GET', url: `/media/events/${unseen.file}` })).statusCode).toBe(200)
	})
})
