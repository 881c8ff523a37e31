import { describe, expect, it } from 'vitest'
import { createContentEvents } from './content-events.server.ts'
import { createContentMemo } from './content-memo.server.ts'

describe('content memo', () => {
	it('computes a read once per content version and again after every change', async () => {
		const content = createContentEvents()
		const memo = createContentMemo(content)
		let reads = 0
		const read = () => memo('services', async () => ++reads)
		expect([await read(), await read()]).toEqual([1, 1])
		content.announce('services')
		expect([await read(), await read()]).toEqual([2, 2])
		content.announce('comments', { elsewhere: true })
		expect(await read()).toBe(3)
	})

	it('keeps each key apart', async () => {
		const memo = createContentMemo(createContentEvents())
		expect(await memo('a', async () => 'first')).toBe('first')
		expect(await memo('b', async () => 'second')).toBe('second')
		expect(await memo('a', async () => 'other')).toBe('first')
	})

	it('does not keep a failed read', async () => {
		const memo = createContentMemo(createContentEvents())
		await expect(memo('x', async () => Promise.reject(new Error('database busy')))).rejects.toThrow('database busy')
		expect(await memo('x', async () => 'recovered')).toBe('recovered')
	})

	it('computes every time without content events (development, tests writing to the database)', async () => {
		const memo = createContentMemo(undefined)
		let reads = 0
		await memo('k', async () => ++reads)
		await memo('k', async () => ++reads)
		expect(reads).toBe(2)
	})
})
