import { Readable } from 'node:stream'
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import compress from '@fastify/compress'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wholeBodyCompression } from './compression.ts'

const PAGE = `<!DOCTYPE html><html><body>${'<p>A paragraph of the page.</p>'.repeat(200)}</body></html>`
const DATA = { items: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Item ${i}` })) }

describe('compressing bodies that are whole in memory', () => {
	let app: FastifyInstance
	beforeAll(async () => {
		app = Fastify()
		await app.register(wholeBodyCompression, { threshold: 1024 })
		await app.register(compress, { threshold: 1024 })
		app.get('/page', (_request, reply) => reply.type('text/html').send(Buffer.from(PAGE)))
		app.get('/varied', (_request, reply) => reply.type('text/html').header('vary', 'cookie').send(PAGE))
		app.get('/data', () => DATA)
		app.get('/small', (_request, reply) => reply.type('text/html').send('<p>Short</p>'))
		app.get('/picture', (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096)))
		app.get('/encoded', (_request, reply) => reply.type('text/html').header('content-encoding', 'gzip').send(gzipSync(PAGE)))
		app.get('/stream', (_request, reply) => reply.type('text/html').send(Readable.from([PAGE])))
		await app.ready()
	})
	afterAll(() => app.close())
	const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

	it('sends a page as Brotli in one piece, with its length, when the client takes Brotli', async () => {
		const response = await get('/page', { 'accept-encoding': 'gzip, deflate, br' })
		expect(response.headers['content-encoding']).toBe('br')
		expect(response.headers.vary).toBe('accept-encoding')
		expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length)
		expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE)
	})

	it('sends gzip to a client that takes gzip only, and adds accept-encoding to a Vary the reply has', async () => {
		const response = await get('/varied', { 'accept-encoding': 'gzip' })
		expect(response.headers['content-encoding']).toBe('gzip')
		expect(response.headers.vary).toBe('cookie, accept-encoding')
		expect(gunzipSync(response.rawPayload).toString()).toBe(PAGE)
	})

	it('compresses a JSON answer', async () => {
		const response = await get('/data', { 'accept-encoding': 'br' })
		expect(response.headers['content-encoding']).toBe('br')
		expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(DATA)
	})

	it('leaves alone a small body, a picture, an encoded body, and a client that takes no compression', async () => {
		for (const url of ['/small', '/picture']) expect((await get(url, { 'accept-encoding': 'br' })).headers['content-encoding']).toBeUndefined()
		const encoded = await get('/encoded', { 'accept-encoding': 'br' })
		expect(encoded.headers['content-encoding']).toBe('gzip')
		expect(gunzipSync(encoded.rawPayload).toString()).toBe(PAGE)
		const plain = await get('/page')
		expect(plain.headers['content-encoding']).toBeUndefined()
		expect(plain.payload).toBe(PAGE)
		expect((await get('/page', { 'accept-encoding': 'br', 'x-no-compression': '1' })).headers['content-encoding']).toBeUndefined()
	})

	it('leaves a stream and a client that takes only deflate to @fastify/compress', async () => {
		const streamed = await get('/stream', { 'accept-encoding': 'br' })
		expect(streamed.headers['content-encoding']).toBe('br')
		expect(brotliDecompressSync(streamed.rawPayload).toString()).toBe(PAGE)
		expect((await get('/page', { 'accept-encoding': 'deflate' })).headers['content-encoding']).toBe('deflate')
	})
})
