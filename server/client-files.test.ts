import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFilesPlugin } from './client-files.ts'
import { precompressDirectory } from './precompressed-files.ts'

const SCRIPT = `export const lines = [${Array.from({ length: 300 }, (_, i) => `"line ${i}"`).join(',')}]\n`

describe('the client build\'s files', () => {
	let dir: string
	let app: FastifyInstance
	beforeAll(async () => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-files-'))
		fs.mkdirSync(path.join(dir, 'assets'))
		fs.writeFileSync(path.join(dir, 'assets', 'entry-AbC123.js'), 'console.log(1)')
		fs.writeFileSync(path.join(dir, 'assets', 'root-XyZ789.js'), SCRIPT)
		fs.writeFileSync(path.join(dir, 'assets', 'photo-Q1.webp'), Buffer.alloc(4096, 7))
		fs.writeFileSync(path.join(dir, 'favicon.ico'), 'icon')
		await precompressDirectory(dir)
		app = Fastify()
		// As in server/app.ts: compression per request stays for what has no copy.
		await app.register(compress, { threshold: 1024 })
		await app.register(clientFilesPlugin, { dir })
		// Added after start-up: no route, so it falls through like any page.
		fs.writeFileSync(path.join(dir, 'late.txt'), 'late')
		app.get('/*', () => 'a page')
		await app.ready()
	})
	afterAll(async () => {
		await app?.close()
		fs.rmSync(dir, { recursive: true, force: true })
	})

	it('keeps hashed assets a year and other files an hour', async () => {
		const asset = await app.inject('/assets/entry-AbC123.js')
		expect(asset.statusCode).toBe(200)
		expect(asset.body).toBe('console.log(1)')
		expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		const icon = await app.inject('/favicon.ico')
		expect(icon.headers['cache-control']).toBe('public, max-age=3600')
	})

	it('writes Brotli and gzip copies of text files once, and none of pictures or small files', () => {
		const names = fs.readdirSync(path.join(dir, 'assets')).sort()
		expect(names).toEqual(['entry-AbC123.js', 'photo-Q1.webp', 'root-XyZ789.js', 'root-XyZ789.js.br', 'root-XyZ789.js.gz'])
	})

	it('sends the copy the client takes, as it was written, with the type and caching of the file', async () => {
		const url = '/assets/root-XyZ789.js'
		const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
		expect(br.headers['content-encoding']).toBe('br')
		expect(br.rawPayload.equals(fs.readFileSync(path.join(dir, url + '.br')))).toBe(true)
		expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT)
		expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
		expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
		expect(br.headers.vary).toBe('accept-encoding')

		const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
		expect(gz.headers['content-encoding']).toBe('gzip')
		expect(gz.rawPayload.equals(fs.readFileSync(path.join(dir, url + '.gz')))).toBe(true)
		expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT)

		const plain = await app.inject({ url })
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.body).toBe(SCRIPT)
		expect(plain.headers.vary).toBe('accept-encoding')
	})

	it('gives the copies no URL of their own', async () => {
		expect((await app.inject('/assets/root-XyZ789.js.br')).body).toBe('a page')
	})

	it('leaves every other path to the pages', async () => {
		for (const url of ['/late.txt', '/assets/missing.js', '/about']) expect((await app.inject(url)).body, url).toBe('a page')
	})
})
