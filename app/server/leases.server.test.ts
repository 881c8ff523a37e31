import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTestDatabase, ENGINES, type TestDatabase } from '#tests/setup/database.ts'
import { extendLease, leaseHolder, releaseLease, runIfDue, type ScheduledTask, startScheduledTask, takeLease } from './leases.server.ts'

const T0 = new Date('2026-01-01T00:00:00.000Z')
const at = (ms: number) => new Date(T0.getTime() + ms)
const MINUTE = 60_000

describe.each(ENGINES)('leases on %s', (engine) => {
	let database: TestDatabase
	beforeAll(async () => {
		database = await createTestDatabase(engine, { seed: false })
	})
	afterAll(async () => database?.destroy())
	beforeEach(async () => {
		await database.db.deleteFrom('leases').execute()
	})

	const holderOf = async (name: string) => (await database.db.selectFrom('leases').select('holder').where('name', '=', name).executeTakeFirst())?.holder

	it('of many holders asking at once, exactly one gets a free lease', async () => {
		const { db } = database
		const holders = Array.from({ length: 8 }, (_, i) => `server-${i}`)
		const results = await Promise.all(holders.map((holder) => takeLease(db, 'purge', holder, at(MINUTE), T0)))
		expect(results.filter(Boolean)).toHaveLength(1)
		expect(await holderOf('purge')).toBe(holders[results.indexOf(true)])
	})

	it('refuses a held lease, to its holder too, until it expires; then another takes it over', async () => {
		const { db } = database
		expect(await takeLease(db, 'purge', 'a', at(MINUTE), T0)).toBe(true)
		expect(await takeLease(db, 'purge', 'b', at(2 * MINUTE), at(MINUTE - 1))).toBe(false)
		expect(await takeLease(db, 'purge', 'a', at(2 * MINUTE), at(MINUTE - 1))).toBe(false)
		expect(await takeLease(db, 'purge', 'b', at(2 * MINUTE), at(MINUTE))).toBe(true)
		expect(await holderOf('purge')).toBe('b')
		// The first holder, late, can neither extend nor release what it lost.
		expect(await extendLease(db, 'purge', 'a', at(5 * MINUTE))).toBe(false)
		await releaseLease(db, 'purge', 'a')
		expect(await holderOf('purge')).toBe('b')
		// Leases of other names are apart.
		expect(await takeLease(db, 'other', 'a', at(MINUTE), T0)).toBe(true)
	})

	it('a released lease is free at once', async () => {
		const { db } = database
		expect(await takeLease(db, 'purge', 'a', at(MINUTE), T0)).toBe(true)
		await releaseLease(db, 'purge', 'a')
		expect(await takeLease(db, 'purge', 'b', at(MINUTE), T0)).toBe(true)
	})

	it('a holder that crashed mid-run (never giving the lease back) is taken over once its run lease expires', async () => {
		const { db } = database
		let runs = 0
		const task: ScheduledTask = { name: 'retention', everyMs: 6 * 60 * MINUTE, run: async () => void runs++ }
		// Server A took the task and died: the row stays, with A's run lease of ten minutes.
		expect(await takeLease(db, 'retention', 'a', at(10 * MINUTE), T0)).toBe(true)
		expect(await runIfDue(db, task, { holder: 'b', now: () => at(9 * MINUTE) })).toBe(false)
		expect(runs).toBe(0)
		expect(await runIfDue(db, task, { holder: 'b', now: () => at(10 * MINUTE) })).toBe(true)
		expect(runs).toBe(1)
		expect(await holderOf('retention')).toBe('b')
	})

	it('runs a periodic task once per period, whichever of several servers checks it', async () => {
		const { db } = database
		let runs = 0
		let inRun = 0
		let most = 0
		const task: ScheduledTask = {
			name: 'keys',
			everyMs: 60 * MINUTE,
			run: async () => {
				runs++
				most = Math.max(most, ++inRun)
				await new Promise((resolve) => setTimeout(resolve, 20))
				inRun--
			},
		}
		const servers = ['a', 'b', 'c']
		// Every server checks every five minutes for three hours and a bit.
		for (let minute = 0; minute <= 185; minute += 5) {
			await Promise.all(servers.map((holder) => runIfDue(db, task, { holder, now: () => at(minute * MINUTE) })))
		}
		expect(runs).toBe(4) // at 0, 60, 120 and 180 minutes
		expect(most).toBe(1)
	})

	it('a failed run is tried again once its run lease is over, not only a period later', async () => {
		const { db } = database
		let attempts = 0
		const task: ScheduledTask = {
			name: 'flaky',
			everyMs: 6 * 60 * MINUTE,
			run: async () => {
				if (++attempts === 1) throw new Error('database away')
			},
		}
		await expect(runIfDue(db, task, { holder: 'a', now: () => T0 })).rejects.toThrow('database away')
		expect(await runIfDue(db, task, { holder: 'b', now: () => at(5 * MINUTE) })).toBe(false)
		expect(await runIfDue(db, task, { holder: 'b', now: () => at(10 * MINUTE) })).toBe(true)
		expect(attempts).toBe(2)
		// Then it waits for the period.
		expect(await runIfDue(db, task, { holder: 'a', now: () => at(60 * MINUTE) })).toBe(false)
	})

	it('keeps the lease while a run outlasts its run lease, so no other server starts it meanwhile', async () => {
		const { db } = database
		let release!: () => void
		const task: ScheduledTask = { name: 'slow', everyMs: 1000, run: () => new Promise<void>((resolve) => (release = resolve)) }
		const first = runIfDue(db, task, { holder: 'a', runLeaseMs: 150 })
		await new Promise((resolve) => setTimeout(resolve, 400))
		expect(await runIfDue(db, { ...task, run: async () => {} }, { holder: 'b', runLeaseMs: 150 })).toBe(false)
		release()
		expect(await first).toBe(true)
	})

	it('two task runners started together run the task once', async () => {
		const { db } = database
		let runs = 0
		const task: ScheduledTask = { name: 'startup', everyMs: 60 * MINUTE, run: async () => void runs++ }
		const onError = (error: unknown) => {
			throw error
		}
		const stops = [leaseHolder(), leaseHolder()].map((holder) => startScheduledTask(db, task, { holder, checkMs: 20, onError }))
		await new Promise((resolve) => setTimeout(resolve, 500))
		await Promise.all(stops.map((stop) => stop()))
		expect(runs).toBe(1)
	})
})
