import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { tempDataDir } from '#tests/setup/app.ts'
import { createLocalStorage } from './storage.server.ts'

describe('local file storage', () => {
	it('stores a buffer and a stream, reads them back and deletes them', async () => {
		const root = tempDataDir()
		const storage = createLocalStorage(root)

		await storage.put('media/events/a.txt', Buffer.from('from a buffer'))
		await storage.put('media/events/b.txt', Readable.from([Buffer.from('from '), Buffer.from('a stream')]))

		expect(fs.readFileSync(path.join(root, 'media', 'events', 'a.txt'), 'utf8')).toBe('from a buffer')
		expect(await text((await storage.get('media/events/b.txt'))!)).toBe('from a stream')
		expect(await storage.exists('media/events/a.txt')).toBe(true)

		await storage.delete('media/events/a.txt')
		expect(await storage.exists('media/events/a.txt')).toBe(false)
		expect(await storage.get('media/events/a.txt')).toBeNull()
		// No temporary files are left beside the stored ones.
		expect(fs.readdirSync(path.join(root, 'media', 'events'))).toEqual(['b.txt'])
	})

	it('replaces a file whole', async () => {
		const storage = createLocalStorage(tempDataDir())
		await storage.put('x/file.txt', Buffer.from('first version, longer'))
		await storage.put('x/file.txt', Buffer.from('second'))
		expect(await text((await storage.get('x/file.txt'))!)).toBe('second')
	})

	it('treats a missing file as absent, not as an error', async () => {
		const storage = createLocalStorage(tempDataDir())
		expect(await storage.get('media/none.jpg')).toBeNull()
		expect(await storage.exists('media/none.jpg')).toBe(false)
		await expect(storage.delete('media/none.jpg')).resolves.toBeUndefined()
		await storage.put('media/dir/file.txt', Buffer.from('x'))
		// A folder is not a file.
		expect(await storage.get('media/dir')).toBeNull()
		expect(await storage.exists('media/dir')).toBe(false)
	})

	it('leaves nothing behind when the stream fails', async () => {
		const root = tempDataDir()
		const storage = createLocalStorage(root)
		const failing = new Readable({
			read() {
				this.push(Buffer.from('partial'))
				this.destroy(new Error('connection lost'))
			},
		})
		await expect(storage.put('media/failed.txt', failing)).rejects.toThrow('connection lost')
		expect(fs.readdirSync(path.join(root, 'media'))).toEqual([])
	})

	it.each(['/etc/passwd', '../outside.txt', 'media/../../outside.txt', 'media\\evil.txt', 'media/a\0.txt', '', 'media//a.txt', './a.txt'])(
		'refuses the key %j',
		async (key) => {
			const storage = createLocalStorage(tempDataDir())
			await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key')
			await expect(storage.get(key)).rejects.toThrow('Invalid storage key')
			await expect(storage.delete(key)).rejects.toThrow('Invalid storage key')
			await expect(storage.exists(key)).rejects.toThrow('Invalid storage key')
		},
	)
})
