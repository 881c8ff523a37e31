import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { type ContentEvents, type ContentStamp, createContentEvents } from '#app/server/content-events.server.ts'
import { pageCachePlugin } from './page-cache.ts'
import type { SharedRenders } from './shared-renders.ts'

/**
 * The page cache of one server process among several (server/shared-renders.ts), with the other
 * processes played by a fake primary: what the process renders, and when it asks again.
 */
describe('the page cache with renders shared between processes', () => {
	let app: FastifyInstance | undefined
	afterEach(async () => {
		await app?.close()
		app = undefined
	})

	async function serve(content: ContentEvents, shared: SharedRenders) {
		const renders: number[] = []
		app = Fastify()
		await app.register(pageCachePlugin, { content, shared })
		app.get('/page', async (_request, reply) => {
			renders.push(content.version())
			return reply.type('text/plain').send(`version ${content.version()}`)
		})
		return { renders, get: () => app!.inject({ method: 'GET', url: '/page' }) }
	}

	it('renders once for the newest content when a change is heard while the other processes are asked', async () => {
		const content = createContentEvents()
		const claims: ContentStamp[] = []
		const done: string[] = []
		const shared: SharedRenders = {
			async claim(_key, stamp) {
				claims.push(stamp)
				// The first question crosses a change on its way (another process committed one).
				if (claims.length === 1) content.announce('elsewhere', { elsewhere: true, counter: 2 })
				return { lead: true }
			},
			done: (key) => void done.push(key),
			subscribe: () => () => undefined,
		}
		const { renders, get } = await serve(content, shared)

		const first = await get()
		expect(first.body).toBe('version 1')
		expect(first.headers['x-cache']).toBe('MISS')
		// One render, of the content as it is after the change, kept and handed to the others.
		expect(renders).toEqual([1])
		expect(claims.map((stamp) => stamp.counter)).toEqual([0, 2])
		expect(done).toEqual(['/page', '/page'])
		const second = await get()
		expect(second.headers['x-cache']).toBe('HIT')
		expect(renders).toEqual([1])
	})

	it('takes the page another process rendered, and renders alone when the primary does not answer', async () => {
		const content = createContentEvents()
		let answer: Awaited<ReturnType<SharedRenders['claim']>> = {}
		const shared: SharedRenders = {
			claim: async () => answer,
			done: () => undefined,
			subscribe: () => () => undefined,
		}
		const { renders, get } = await serve(content, shared)
		// No answer in time: this process renders for itself.
		expect((await get()).headers['x-cache']).toBe('MISS')
		expect(renders).toEqual([0])

		// After a change, the page another process kept for it is taken without a render here.
		content.announce('elsewhere', { elsewhere: true, counter: 1 })
		const body = Buffer.from('from the other process')
		const encoded = { body, etag: '"other"' }
		answer = {
			shared: {
				stamp: content.stamp(),
				renderedAt: Date.now(),
				entry: { born: Date.now(), status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, identity: encoded, br: encoded, gzip: encoded },
			},
		}
		const taken = await get()
		expect(taken.body).toBe('from the other process')
		expect(renders).toEqual([0])
		expect(app!.pageCache.stats()).toMatchObject({ shared: 1, misses: 1 })
	})
})
