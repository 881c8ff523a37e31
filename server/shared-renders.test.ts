import { describe, expect, it } from 'vitest'
import { createContentEvents, stampCovers } from '#app/server/content-events.server.ts'
import { type Landing, RenderFlights, type SharedPage, takeShared } from './shared-renders.ts'

const stamp = (counter: number, clock = 0, uncountedAt = 0) => ({ counter, clock, uncountedAt })

function page(counter: number, renderedAt = 1000): SharedPage {
	const bytes = (text: string) => new Uint8Array(Buffer.from(text))
	return {
		stamp: stamp(counter),
		renderedAt,
		entry: {
			born: renderedAt,
			status: 200,
			headers: { 'content-type': 'text/html' },
			identity: { body: bytes('<p>page</p>') as Buffer, etag: '"a"' },
			br: { body: bytes('br') as Buffer, etag: '"a-br"' },
			gzip: { body: bytes('gz') as Buffer, etag: '"a-gz"' },
		},
	}
}

describe('what one process has heard of, against another', () => {
	it('counts the database counter and the clock, and marks a change that came with neither', () => {
		const content = createContentEvents()
		content.know({ counter: 7 })
		expect(content.stamp()).toEqual(stamp(7))
		content.announce('faqs', { counter: 8 })
		content.announce('schedule', { elsewhere: true, clock: 5000 })
		expect(content.stamp()).toMatchObject({ counter: 8, clock: 5000, uncountedAt: 0 })
		// Heard late: a lower counter does not take it back.
		content.announce('database', { elsewhere: true, counter: 6 })
		expect(content.stamp().counter).toBe(8)
		content.announce('by hand')
		expect(content.stamp().uncountedAt).toBeGreaterThan(0)
	})

	it('takes a page only from a process that had heard of as much, and rendered it after any change it could not count', () => {
		expect(stampCovers(stamp(8, 10), stamp(8, 10), 1)).toBe(true)
		expect(stampCovers(stamp(9, 10), stamp(8, 10), 1)).toBe(true)
		expect(stampCovers(stamp(7, 10), stamp(8, 10), 1)).toBe(false)
		expect(stampCovers(stamp(8, 9), stamp(8, 10), 1)).toBe(false)
		expect(stampCovers(stamp(8), stamp(8, 0, 500), 400)).toBe(false)
		expect(stampCovers(stamp(8), stamp(8, 0, 500), 600)).toBe(true)
	})

	it('turns the byte arrays a message brings back into buffers, and refuses a page rendered before a change heard here', () => {
		const entry = takeShared(page(3), stamp(3))!
		expect(Buffer.isBuffer(entry.identity.body)).toBe(true)
		expect(entry.identity.body.toString()).toBe('<p>page</p>')
		expect(entry.br.body.toString()).toBe('br')
		expect(entry.sent).toBeUndefined()
		expect(takeShared(page(2), stamp(3))).toBeUndefined()
	})
})

describe("the primary's record of renders under way", () => {
	const record = () => {
		const expired: Landing<string>[] = []
		let clock = 1000
		const flights = new RenderFlights<string>(50, (landing) => expired.push(landing), () => clock)
		return { flights, expired, tick: (ms: number) => (clock += ms) }
	}

	it('lets one process lead a page and the others wait for it, then hands them what it kept', () => {
		const { flights } = record()
		expect(flights.claim('a', 1, '/blog', stamp(4))).toBe('lead')
		expect(flights.claim('b', 7, '/blog', stamp(4))).toBe('follow')
		expect(flights.claim('c', 9, '/blog', stamp(3))).toBe('follow')
		// Another page is another render.
		expect(flights.claim('b', 8, '/faq', stamp(4))).toBe('lead')
		const shared = page(4)
		const landing = flights.land('a', '/blog', stamp(4), shared)
		expect(landing.followers).toEqual([
			{ worker: 'b', id: 7 },
			{ worker: 'c', id: 9 },
		])
		expect(landing.shared).toBe(shared)
		expect(flights.size).toBe(1)
		// Over: a question that crossed the page on its way takes it; one about newer content leads a new render.
		expect(flights.claim('c', 10, '/blog', stamp(4))).toEqual({ shared })
		expect(flights.claim('c', 11, '/blog', stamp(5))).toBe('lead')
	})

	it('keeps the page a render kept for a few seconds only', () => {
		const { flights, tick } = record()
		flights.claim('a', 1, '/', stamp(2))
		flights.land('a', '/', stamp(2), page(2))
		tick(4000)
		expect(flights.claim('b', 2, '/', stamp(2))).toEqual({ shared: page(2) })
		tick(2000)
		expect(flights.claim('b', 3, '/', stamp(2))).toBe('lead')
	})

	it('does not make a process wait for a render that has not heard of a change it has', () => {
		const { flights } = record()
		expect(flights.claim('a', 1, '/', stamp(4))).toBe('lead')
		expect(flights.claim('b', 2, '/', stamp(5))).toBe('lead')
		expect(flights.claim('c', 3, '/', stamp(5))).toBe('follow')
		expect(flights.land('a', '/', stamp(4)).followers).toEqual([])
		expect(flights.land('b', '/', stamp(5)).followers).toEqual([{ worker: 'c', id: 3 }])
	})

	it('lets the followers go when the leader stops, or takes too long', async () => {
		const { flights, expired } = record()
		flights.claim('a', 1, '/', stamp(1))
		flights.claim('b', 2, '/', stamp(1))
		flights.claim('a', 3, '/faq', stamp(1))
		flights.claim('b', 4, '/faq', stamp(1))
		const gone = flights.gone('a')
		expect(gone.flatMap((landing) => landing.followers)).toEqual([
			{ worker: 'b', id: 2 },
			{ worker: 'b', id: 4 },
		])
		expect(flights.size).toBe(0)

		flights.claim('a', 5, '/', stamp(1))
		flights.claim('b', 6, '/', stamp(1))
		await new Promise((resolve) => setTimeout(resolve, 80))
		expect(expired.flatMap((landing) => landing.followers)).toEqual([{ worker: 'b', id: 6 }])
		expect(flights.size).toBe(0)
		// Its late report finds nobody waiting.
		expect(flights.land('a', '/', stamp(1), page(1)).followers).toEqual([])
	})
})
