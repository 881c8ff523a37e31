import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { createWindowCounter } from './window-counter.server.ts'

const REDIS_URL = process.env.TEST_REDIS_URL || undefined
if (!REDIS_URL) console.warn('\n⚠ The window counter test through Redis is skipped: set TEST_REDIS_URL (e.g. redis://127.0.0.1:6379) to run it.\n')

const quiet = { warn: () => {} }

describe('window counters in memory', () => {
	it('numbers each hit of a key, and starts again when its window ends', async () => {
		const counter = createWindowCounter({ log: quiet, prefix: 'test:' })
		const hits = await Promise.all(Array.from({ length: 5 }, () => counter.hit('a', 50)))
		expect(hits.map((hit) => hit.count).sort()).toEqual([1, 2, 3, 4, 5])
		expect((await counter.hit('b', 50)).count).toBe(1)
		await new Promise((resolve) => setTimeout(resolve, 60))
		const after = await counter.hit('a', 50)
		expect(after.count).toBe(1)
		expect(after.resetMs).toBeGreaterThan(0)
	})

	it('counts in memory, saying so once, while Redis does not answer', async () => {
		const redis = new Redis('redis://127.0.0.1:1', { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 })
		const warnings: string[] = []
		const counter = createWindowCounter({ redis, log: { warn: (message) => warnings.push(message) }, prefix: 'test:' })
		expect((await counter.hit('k', 1000)).count).toBe(1)
		expect((await counter.hit('k', 1000)).count).toBe(2)
		expect(warnings).toHaveLength(1)
		redis.disconnect()
	})
})

describe.runIf(REDIS_URL)('window counters through Redis', () => {
	const clients = [new Redis(REDIS_URL!), new Redis(REDIS_URL!)]
	afterAll(() => clients.forEach((client) => client.disconnect()))

	it('gives simultaneous hits on two servers each its own number, and the window its expiry', async () => {
		await Promise.all(clients.map((client) => (client.status === 'ready' ? undefined : new Promise((resolve) => client.once('ready', resolve)))))
		const [one, two] = clients.map((redis) => createWindowCounter({ redis, log: quiet, prefix: 'test-window:' }))
		const key = randomBytes(6).toString('hex')
		const hits = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? one! : two!).hit(key, 60_000)))
		expect(hits.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
		expect(hits.every((hit) => hit.resetMs > 0 && hit.resetMs <= 60_000)).toBe(true)
		expect(await clients[0]!.pttl(`test-window:${key}`)).toBeGreaterThan(0)
	})
})
