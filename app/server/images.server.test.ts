import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { tempDataDir } from '#tests/setup/app.ts'
import { deleteImage, IMAGE_MESSAGES, type ImageProblem, receiveImage, type StoredImage } from './images.server.ts'
import { IMAGE_SIZES, mediaImage, mediaSrcSet, mediaVariants } from '#app/lib/media.ts'
import { readUploadForm } from './multipart.server.ts'
import { createLocalStorage, type FileStorage } from './storage.server.ts'

const MB = 1024 * 1024
const FOLDER = 'media/events'

function setup() {
	const root = tempDataDir()
	const tempDir = path.join(root, 'tmp')
	const storage = createLocalStorage(root)
	const receive = (input: Buffer | Readable, maxBytes = 10 * MB) =>
		receiveImage(Buffer.isBuffer(input) ? Readable.from([input]) : input, { storage, folder: FOLDER, maxBytes, tempDir })
	/** Every file under the storage root and the temporary directory. */
	const leftovers = () => fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
	return { root, tempDir, storage, receive, leftovers }
}

function stored(result: StoredImage | ImageProblem): StoredImage {
	if (typeof result === 'string') throw new Error(`Expected a stored image, got '${result}'`)
	return result
}

async function read(storage: FileStorage, file: string): Promise<Buffer> {
	const stream = await storage.get(`${FOLDER}/${file}`)
	if (!stream) throw new Error(`${file} is not stored`)
	return buffer(stream)
}

const plain = (width: number, height: number, background = '#3366cc') =>
	sharp({ create: { width, height, channels: 3, background } })

describe('receiving an uploaded image', () => {
	it('turns a phone photo upright and strips its EXIF, GPS and orientation', async () => {
		const { storage, receive } = setup()
		// Stored sideways: red on the left, blue on the right, with "rotate 90° clockwise" in its EXIF.
		const red = await plain(150, 200, '#ff0000').png().toBuffer()
		const photo = await plain(300, 200, '#0000ff')
			.composite([{ input: red, left: 0, top: 0 }])
			.withExif({
				IFD0: { Copyright: 'Lanternfish', Make: 'PhoneCo' },
				IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 0/1' },
			})
			.withMetadata({ orientation: 6 })
			.jpeg()
			.toBuffer()
		const input = await sharp(photo).metadata()
		expect(input.orientation).toBe(6)
		expect(input.exif?.includes(Buffer.from([0x25, 0x88])), 'the GPS IFD pointer').toBe(true)

		const image = stored(await receive(photo))

		expect(image.file).toMatch(/^u-[0-9a-f-]{36}\.jpg$/)
		expect(image).toMatchObject({ width: 200, height: 300 })
		const bytes = await read(storage, image.file)
		const output = await sharp(bytes).metadata()
		expect(output).toMatchObject({ format: 'jpeg', width: 200, height: 300 })
		expect(output.exif).toBeUndefined()
		expect(output.icc).toBeUndefined()
		expect(output.orientation).toBeUndefined()
		expect(bytes.includes('Lanternfish')).toBe(false)
		// Rotated clockwise, the red left half is now on top.
		const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true })
		const top = [...data.subarray(0, 3)]
		const bottom = [...data.subarray(data.length - 3)]
		expect(top[0]).toBeGreaterThan(200)
		expect(top[2]).toBeLessThan(60)
		expect(bottom[2]).toBeGreaterThan(200)
		expect(bottom[0]).toBeLessThan(60)
	})

	it('judges the type by the bytes, not by the name or the browser’s word', async () => {
		const { storage, tempDir } = setup()
		const png = await plain(64, 48).png().toBuffer()
		const form = new FormData()
		form.append('cover', new Blob([png], { type: 'image/jpeg' }), 'photo.jpg')
		form.append('other', new Blob(['just some text, not an image'], { type: 'image/png' }), 'x.png')

		const result = await readUploadForm(new Request('http://site.test/admin', { method: 'POST', body: form }), {
			maxFileBytes: 10 * MB,
			maxFiles: 2,
			maxFieldBytes: 1000,
			onFile: ({ stream }) => receiveImage(stream, { storage, folder: FOLDER, maxBytes: 10 * MB, tempDir }),
		})

		if ('problem' in result) throw new Error(result.problem)
		const [cover, other] = result.files
		expect(cover).toMatchObject({ originalName: 'photo.jpg', value: { file: expect.stringMatching(/\.png$/), width: 64, height: 48 } })
		expect((await sharp(await read(storage, stored(cover!.value).file)).metadata()).format).toBe('png')
		expect(other).toMatchObject({ originalName: 'x.png', value: 'not_image' })
	})

	it('refuses what is not a readable image', async () => {
		const { receive, leftovers } = setup()
		expect(await receive(Buffer.from('%PDF-1.7\n just a document'))).toBe('not_image')
		expect(await receive(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('not_image')
		// A JPEG's first bytes followed by garbage.
		const jpeg = await plain(64, 64).jpeg().toBuffer()
		expect(await receive(Buffer.concat([jpeg.subarray(0, 4), Buffer.alloc(2000, 7)]))).toBe('not_image')
		expect(await receive(Readable.from([]))).toBe('empty')
		expect(leftovers()).toEqual([])
	})

	it('stops reading past the size limit, drains the rest and keeps nothing', async () => {
		const { receive, leftovers } = setup()
		let sent = 0
		const upload = Readable.from(
			(function* () {
				for (let i = 0; i < 48; i++) {
					sent += 64 * 1024
					yield Buffer.alloc(64 * 1024, 1)
				}
			})(),
		)
		expect(await receive(upload, 1 * MB)).toBe('too_large')
		expect(leftovers()).toEqual([])
		await expect.poll(() => upload.readableEnded).toBe(true)
		expect(sent).toBe(3 * MB)
	})

	it('refuses a decompression bomb by its pixel count', async () => {
		const { receive, leftovers } = setup()
		// Small on the wire (a few hundred kB), 100 megapixels once decoded.
		const bomb = await plain(10_000, 10_000, '#ffffff').jpeg({ quality: 10 }).toBuffer()
		expect(bomb.length).toBeLessThan(2 * MB)
		expect(await receive(bomb)).toBe('too_many_pixels')
		expect(leftovers()).toEqual([])
	})

	it('caps the longest side and writes the three WebP widths', async () => {
		const { storage, receive } = setup()
		const image = stored(await receive(await plain(3000, 1500).png().toBuffer()))

		expect(image).toMatchObject({ file: expect.stringMatching(/^u-[0-9a-f-]{36}\.png$/), width: 2400, height: 1200 })
		const base = image.file.replace(/\.png$/, '')
		expect(image.variants).toEqual([
			{ width: 480, file: `${base}-480.webp` },
			{ width: 960, file: `${base}-960.webp` },
			{ width: 1600, file: `${base}-1600.webp` },
		])
		for (const variant of image.variants) {
			const meta = await sharp(await read(storage, variant.file)).metadata()
			expect(meta).toMatchObject({ format: 'webp', width: variant.width, height: variant.width / 2 })
		}
		expect((await sharp(await read(storage, image.file)).metadata()).width).toBe(2400)
		// The page derives the same names from the main file's name alone.
		expect(mediaSrcSet('events', image.file)).toBe(
			`/media/events/${base}-480.webp 480w, /media/events/${base}-960.webp 960w, /media/events/${base}-1600.webp 1600w`,
		)
	})

	it('never enlarges a small image, yet writes all three variants', async () => {
		const { storage, receive } = setup()
		const image = stored(await receive(await plain(300, 200).webp().toBuffer()))
		expect(image).toMatchObject({ file: expect.stringMatching(/\.webp$/), width: 300, height: 200 })
		expect(image.variants.map((variant) => variant.width)).toEqual([300, 300, 300])
		for (const variant of image.variants) expect(await storage.exists(`${FOLDER}/${variant.file}`)).toBe(true)
	})

	it('stores a GIF’s first frame as PNG and an AVIF as WebP', async () => {
		const { storage, receive } = setup()
		const gif = stored(await receive(await plain(40, 30).gif().toBuffer()))
		expect(gif.file).toMatch(/\.png$/)
		expect((await sharp(await read(storage, gif.file)).metadata()).format).toBe('png')

		const avif = stored(await receive(await plain(40, 30).avif({ effort: 0 }).toBuffer()))
		expect(avif.file).toMatch(/\.webp$/)
		expect((await sharp(await read(storage, avif.file)).metadata()).format).toBe('webp')
	})

	it('deletes an image with its variants', async () => {
		const { storage, receive, leftovers } = setup()
		const image = stored(await receive(await plain(1000, 500).jpeg().toBuffer()))
		expect(leftovers()).toHaveLength(4)

		await deleteImage(storage, FOLDER, image.file)

		expect(leftovers()).toEqual([])
		for (const file of [image.file, ...image.variants.map((variant) => variant.file)]) {
			expect(await storage.exists(`${FOLDER}/${file}`)).toBe(false)
		}
		// A seeded demo file is not in the storage: nothing to do, no error.
		await expect(deleteImage(storage, FOLDER, 'team-offsite.svg')).resolves.toBeUndefined()
	})

	it('has a message for every problem', () => {
		expect(IMAGE_MESSAGES.too_large).toBe('The image can be at most 10 MB.')
		for (const message of Object.values(IMAGE_MESSAGES)) expect(message).toMatch(/^[A-Z].+\.$/)
	})
})

describe('mediaSrcSet', () => {
	it('lists the WebP variants of an uploaded image only', () => {
		const file = 'u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70.jpg'
		expect(mediaSrcSet('blog', file)).toBe(
			'/media/blog/u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70-480.webp 480w, ' +
				'/media/blog/u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70-960.webp 960w, ' +
				'/media/blog/u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70-1600.webp 1600w',
		)
		expect(mediaSrcSet('blog', 'seo-basics.svg')).toBeUndefined()
		expect(mediaSrcSet('blog', 'u-not-a-uuid.jpg')).toBeUndefined()
	})
})

describe('mediaImage', () => {
	const upload = 'u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70.png'

	it('gives an upload its widths and the sizes they are picked by', () => {
		expect(mediaImage('events', upload, 'card')).toEqual({
			src: `/media/events/${upload}`,
			srcSet: mediaSrcSet('events', upload),
			sizes: IMAGE_SIZES.card,
		})
		expect(mediaVariants('events', upload)).toEqual([
			{ width: 480, url: '/media/events/u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70-480.webp' },
			{ width: 960, url: '/media/events/u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70-960.webp' },
			{ width: 1600, url: '/media/events/u-3f2a9c1e-0b4d-4c6e-9a1f-2b3c4d5e6f70-1600.webp' },
		])
	})

	it('gives a demo file its versioned URL alone: an SVG has no widths to choose from', () => {
		const image = mediaImage('portfolio', 'portfolio-halcyon-spa.svg', 'screenshot')
		expect(Object.keys(image)).toEqual(['src'])
		expect(image.src).toMatch(/^\/media\/portfolio\/portfolio-halcyon-spa\.svg\?v=[\w-]+$/)
		expect(mediaVariants('portfolio', 'portfolio-halcyon-spa.svg')).toBeUndefined()
	})

	it('gives a demo raster (a case study cover) its 480, 800 and 1200 px files, both in the repository', async () => {
		const cover = 'case-gridsense-cover.webp'
		const image = mediaImage('case-studies', cover, 'card')
		expect(image.src).toMatch(/^\/media\/case-studies\/case-gridsense-cover\.webp\?v=[\w-]+$/)
		expect(image.sizes).toBe(IMAGE_SIZES.card)
		expect(image.srcSet?.replace(/\?v=[\w-]+/g, '')).toBe(
			'/media/case-studies/case-gridsense-cover-480.webp 480w, /media/case-studies/case-gridsense-cover-800.webp 800w, /media/case-studies/case-gridsense-cover.webp 1200w',
		)
		for (const { width, url } of mediaVariants('case-studies', cover)!) {
			const file = path.join('content/media/case-studies', decodeURIComponent(url.split('?')[0]!.split('/').pop()!))
			const metadata = await sharp(fs.readFileSync(file)).metadata()
			expect([file, metadata.format, metadata.width]).toEqual([file, 'webp', width])
		}
	})
})
