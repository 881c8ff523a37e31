import { buffer } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { FileTooLargeError, type IncomingFile, readUploadForm, type UploadFormOptions } from './multipart.server.ts'

const KB = 1024
const URL_ = 'http://site.test/admin/events/new'

const post = (form: FormData) => new Request(URL_, { method: 'POST', body: form })

/** onFile that reads each file whole and says what it got. */
const collect = async ({ field, originalName, stream }: IncomingFile) => ({ field, originalName, text: (await buffer(stream)).toString() })

const limits = { maxFileBytes: 100 * KB, maxFiles: 3, maxFieldBytes: 1 * KB }

describe('reading an upload form', () => {
	it('hands on the fields and each file with its field and name', async () => {
		const form = new FormData()
		form.append('title', 'Team offsite 2025')
		form.append('cover', new Blob(['first file'], { type: 'image/jpeg' }), 'cover.jpg')
		form.append('alt', 'Twelve people on a pier, café included')
		form.append('gallery', new Blob(['second file']), 'C:\\Users\\ana\\pier.png')

		const result = await readUploadForm(post(form), { ...limits, onFile: collect })

		expect(result).toEqual({
			fields: { title: 'Team offsite 2025', alt: 'Twelve people on a pier, café included' },
			files: [
				{ field: 'cover', originalName: 'cover.jpg', value: { field: 'cover', originalName: 'cover.jpg', text: 'first file' } },
				// Only the base name of a path some browsers send.
				{ field: 'gallery', originalName: 'pier.png', value: { field: 'gallery', originalName: 'pier.png', text: 'second file' } },
			],
		})
	})

	it('stops at a file over the limit while the body is still arriving', async () => {
		const received: { bytes: number; error?: unknown } = { bytes: 0 }
		const discarded: unknown[] = []
		const { request, pulled } = endlessUpload()

		const result = await readUploadForm(request, {
			...limits,
			onFile: async ({ stream }) => {
				try {
					for await (const chunk of stream) received.bytes += (chunk as Buffer).length
				} catch (error) {
					received.error = error
					throw error
				}
			},
			onDiscard: async (value) => void discarded.push(value),
		})

		// The body never ends, so an answer at all means the read stopped early.
		expect(result).toEqual({ problem: 'too_large' })
		expect(received.bytes).toBeLessThanOrEqual(limits.maxFileBytes)
		// The receivers (receiveImage, the CV store) know this class as "too large".
		expect(received.error).toBeInstanceOf(FileTooLargeError)
		expect(pulled()).toBeGreaterThan(limits.maxFileBytes)
		expect(discarded).toEqual([])
	})

	it('discards the files already taken when a later one is too large', async () => {
		const form = new FormData()
		form.append('a', new Blob(['small']), 'a.jpg')
		form.append('b', new Blob([new Uint8Array(limits.maxFileBytes + 1)]), 'b.jpg')
		const { onFile, onDiscard, taken, discarded } = tracked()

		const result = await readUploadForm(post(form), { ...limits, onFile, onDiscard })

		expect(result).toEqual({ problem: 'too_large' })
		// Whether 'a' was taken before the refusal depends on how the body was chunked; either way none is kept.
		expect(taken.map((value) => value.originalName)).not.toContain('b.jpg')
		expect(discarded).toEqual(taken)
	})

	it('refuses more files than allowed', async () => {
		const form = new FormData()
		for (const name of ['1.jpg', '2.jpg', '3.jpg', '4.jpg']) form.append('gallery', new Blob([name]), name)
		const { onFile, onDiscard, taken, discarded } = tracked()

		const result = await readUploadForm(post(form), { ...limits, onFile, onDiscard })

		expect(result).toEqual({ problem: 'too_many_files' })
		expect(taken.length).toBeLessThanOrEqual(limits.maxFiles)
		expect(discarded).toEqual(taken)
	})

	it('refuses more text fields than the form has', async () => {
		const form = new FormData()
		for (const name of ['a', 'b', 'c']) form.append(name, name)
		expect(await readUploadForm(post(form), { ...limits, maxFields: 2, onFile: collect })).toEqual({ problem: 'too_many_fields' })
	})

	it('refuses a text field over its limit', async () => {
		const form = new FormData()
		form.append('body', 'x'.repeat(limits.maxFieldBytes + 1))
		expect(await readUploadForm(post(form), { ...limits, onFile: collect })).toEqual({ problem: 'field_too_long' })
	})

	it.each([
		['a body that is not multipart', new Request(URL_, { method: 'POST', body: 'a=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
		['a multipart type without a boundary', new Request(URL_, { method: 'POST', body: 'x', headers: { 'content-type': 'multipart/form-data' } })],
		['a request without a body', new Request(URL_, { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=b' } })],
		[
			'a body cut off in the middle of a file',
			new Request(URL_, {
				method: 'POST',
				headers: { 'content-type': 'multipart/form-data; boundary=b' },
				body: '--b\r\ncontent-disposition: form-data; name="photo"; filename="p.jpg"\r\n\r\nhalf a fi',
			}),
		],
	])('answers bad_request to %s', async (_case, request) => {
		expect(await readUploadForm(request, { ...limits, onFile: collect })).toEqual({ problem: 'bad_request' })
	})

	it('lets an error of onFile itself through (it is not the visitor’s fault)', async () => {
		const form = new FormData()
		form.append('cover', new Blob(['bytes']), 'cover.jpg')
		const options: UploadFormOptions<never> = {
			...limits,
			onFile: async ({ stream }) => {
				stream.resume()
				throw new Error('storage is down')
			},
		}
		await expect(readUploadForm(post(form), options)).rejects.toThrow('storage is down')
	})
})

/** onFile and onDiscard that remember what they took and gave back. */
function tracked() {
	const taken: Awaited<ReturnType<typeof collect>>[] = []
	const discarded: typeof taken = []
	return {
		taken,
		discarded,
		onFile: async (file: IncomingFile) => {
			const value = await collect(file)
			taken.push(value)
			return value
		},
		onDiscard: async (value: (typeof taken)[number]) => void discarded.push(value),
	}
}

/** A request whose file keeps coming (up to 3 MB, then it waits, like a slow client). */
function endlessUpload(): { request: Request; pulled: () => number } {
	const boundary = 'lanternfish-boundary'
	const head = `--${boundary}\r\ncontent-disposition: form-data; name="photo"; filename="huge.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`
	let pulled = 0
	let headSent = false
	const body = new ReadableStream<Uint8Array>({
		pull(controller) {
			if (!headSent) {
				headSent = true
				controller.enqueue(new TextEncoder().encode(head))
				return
			}
			if (pulled >= 3 * 1024 * KB) return new Promise<void>(() => {})
			pulled += 64 * KB
			controller.enqueue(new Uint8Array(64 * KB))
		},
	})
	const request = new Request(URL_, {
		method: 'POST',
		headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
		body,
		duplex: 'half',
	} as RequestInit)
	return { request, pulled: () => pulled }
}
