import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { receiveImage, type StoredImage } from '#app/lib/images.server.ts'
import { createLocalStorage } from '#app/lib/storage.server.ts'
import { createTestApp, tempDataDir } from '#tests/setup/app.ts'
import { createTestDatabase, type TestDatabase } from '#tests/setup/database.ts'

describe('the /media/ route', () => {
	const dataDir = tempDataDir()
	const storage = createLocalStorage(dataDir)
	let database: TestDatabase
	let app: FastifyInstance
	let image: StoredImage

	beforeAll(async () => {
		database = await createTestDatabase('sqlite', { seed: false })
		app = await createTestApp(database.db, { env: { DATA_DIR: dataDir } })
		const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#223344' } }).jpeg().toBuffer()
		const result = await receiveImage(Readable.from([jpeg]), { storage, folder: 'media/events', maxBytes: 10 * 1024 * 1024 })
		if (typeof result === 'string') throw new Error(result)
		image = result
	})
	afterAll(async () => {
		await app?.close()
		await database?.destroy()
	})

	it('serves an uploaded image from DATA_DIR, cached for good', async () => {
		for (const file of [image.file, image.variants[0]!.file]) {
			const response = await app.inject({ method: 'GET', url: `/media/events/${file}` })
			expect(response.statusCode, file).toBe(200)
			expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
			expect(response.headers['content-type']).toBe(file.endsWith('.jpg') ? 'image/jpeg' : 'image/webp')
			const stored = await storage.get(`media/events/${file}`)
			expect(response.rawPayload.equals(Buffer.concat(await stored!.toArray()))).toBe(true)
		}
	})

	it('still serves the demo files, cached for a week', async () => {
		const response = await app.inject({ method: 'GET', url: '/media/events/event-annual-hackathon-2024-1.svg' })
		expect(response.statusCode).toBe(200)
		expect(response.headers['cache-control']).toBe('public, max-age=604800')
	})

	it('answers 404 for an upload that is not there', async () => {
		const response = await app.inject({ method: 'GET', url: `/media/events/u-${randomUUID()}.jpg` })
		expect(response.statusCode).toBe(404)
	})
})
