import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFilesPlugin } from './client-files.ts'

describe('the client build\'s files', () => {
	let dir: string
	let app: FastifyInstance
	beforeAll(async () => {
		dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-files-'))
		fs.mkdirSync(path.join(dir, 'assets'))
		fs.writeFileSync(path.join(dir, 'assets', 'entry-AbC123.js'), 'console.log(1)')
		fs.writeFileSync(path.join(dir, 'favicon.ico'), 'icon')
		app = Fastify()
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

	it('leaves every other path to the pages', async () => {
		for (const url of ['/late.txt', '/assets/missing.js', '/about']) expect((await app.inject(url)).body, url).toBe('a page')
	})
})
