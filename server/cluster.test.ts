import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { authPostLimited } from '#app/features/staff/staff-limits.server.ts'
import { type AppContext, appContext, requestInfo } from '#app/server/context.server.ts'
import { createWindowCounter, type LocalWindows, memoryWindows } from '#app/server/window-counter.server.ts'
import { type PrimaryMessage, primaryWindows, type Question, workerExecArgv } from './cluster.ts'

/**
 * The machine's windows as the workers count them through the primary
 * (decision 059), with a primary that answers in time and one that does not:
 * the sign-in pages' limit then refuses (decision 066), the other limits count
 * in the worker alone as before. tests/cluster.test.ts runs the real processes.
 */

const ASK_TIMEOUT_MS = 50
const LIMIT = 30
const quiet = { warn: () => {} }
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A primary holding the machine's windows that answers each question after `delayMs`. */
function fakePrimary(delay: () => number) {
	const windows = memoryWindows()
	return async (question: Question): Promise<PrimaryMessage | undefined> => {
		await sleep(delay())
		if (question.type === 'cluster:hit') return { type: 'cluster:count', id: 0, ...windows.hitNow(question.key, question.windowMs) }
		if (question.type === 'cluster:peek') return { type: 'cluster:count', id: 0, ...windows.peekNow(question.key) }
		return undefined
	}
}

/** A worker's side of the questions: the primary's answer, or none once the worker stops waiting. */
const askWithin = (primary: ReturnType<typeof fakePrimary>) => (question: Question) =>
	Promise.race([primary(question), sleep(ASK_TIMEOUT_MS).then(() => undefined)])

/** The sign-in pages' limit as a worker with these windows applies it to a post from `ip`. */
function signInLimit(windows: LocalWindows) {
	const counters = createWindowCounter({ log: quiet, prefix: 'agency-staff:', local: windows })
	return (ip: string) => {
		const context = new RouterContextProvider()
		context.set(appContext, { counters, staffAuthLimit: LIMIT } as unknown as AppContext)
		context.set(requestInfo, { ip })
		return authPostLimited(context)
	}
}

/** Sends 100 sign-in posts from one address, spread over two workers; answers how many were let through and the statuses of the rest. */
async function flood(primary: ReturnType<typeof fakePrimary>) {
	const workers = [signInLimit(primaryWindows(askWithin(primary))), signInLimit(primaryWindows(askWithin(primary)))]
	const refusals = await Promise.all(Array.from({ length: 100 }, (_, i) => workers[i % 2]!('198.51.100.7')))
	return { through: refusals.filter((refusal) => refusal === null).length, statuses: [...new Set(refusals.map((refusal) => refusal?.init.status))] }
}

describe("a worker's windows", () => {
	it('are the primary\'s while it answers in time', async () => {
		const primary = fakePrimary(() => 1)
		const [one, two] = [primaryWindows(askWithin(primary)), primaryWindows(askWithin(primary))]
		expect(await one.hit('k', 60_000)).toEqual({ count: 1, resetMs: expect.any(Number) })
		expect(await two.hit('k', 60_000)).toEqual({ count: 2, resetMs: expect.any(Number) })
		expect(await one.peek('k')).toMatchObject({ count: 2 })
	})

	it('are its own, and say so, while the primary is too slow to answer', async () => {
		const primary = fakePrimary(() => ASK_TIMEOUT_MS * 3)
		const [one, two] = [primaryWindows(askWithin(primary)), primaryWindows(askWithin(primary))]
		expect(await one.hit('k', 60_000)).toMatchObject({ count: 1, alone: true })
		expect(await two.hit('k', 60_000)).toMatchObject({ count: 1, alone: true })
		expect(await one.peek('k')).toMatchObject({ count: 1, alone: true })
		// A counter over them (the staff's, the forms') passes the mark on.
		const counter = createWindowCounter({ log: quiet, prefix: 'p:', local: one })
		expect(await counter.hit('k', 60_000)).toMatchObject({ count: 1, alone: true })
	})
})

describe("the sign-in pages' flood limit over two workers", () => {
	it('lets the limit through and no more while the primary answers in time', async () => {
		expect(await flood(fakePrimary(() => 1))).toEqual({ through: LIMIT, statuses: [undefined, 429] })
	})

	it('lets none through, with a 503 that says to wait, while the primary is too slow to answer', async () => {
		expect(await flood(fakePrimary(() => ASK_TIMEOUT_MS * 3))).toEqual({ through: 0, statuses: [503] })
		const refusal = await signInLimit(primaryWindows(askWithin(fakePrimary(() => ASK_TIMEOUT_MS * 3))))('198.51.100.8')
		expect(refusal).toEqual({
			message: 'The sign-in is busy and cannot take your request just now. Wait 5 seconds, then try again.',
			init: { status: 503, headers: { 'retry-after': '5' } },
		})
	})

	it('never lets more than the limit through while the primary answers some in time and others not', async () => {
		let i = 0
		const result = await flood(fakePrimary(() => (i++ % 3 === 0 ? ASK_TIMEOUT_MS * 3 : 1)))
		expect(result.through).toBeLessThanOrEqual(LIMIT)
		expect(result.through).toBeGreaterThan(0)
		expect(result.statuses.filter((status) => status !== undefined).sort()).toEqual([429, 503])
	})
})

describe("the workers' Node flags", () => {
	const tsxCli = ['--require', '/site/node_modules/tsx/dist/preflight.cjs', '--import', 'file:///site/node_modules/tsx/dist/loader.mjs', '--max-semi-space-size=32']
	it("are the primary's less tsx's loader when the workers run built JavaScript", () => {
		expect(workerExecArgv('/site/build/node/main.js', tsxCli)).toEqual(['--max-semi-space-size=32'])
		expect(workerExecArgv('/site/build/node/main.js', ['--import=tsx', '--import', './telemetry.js', '--max-semi-space-size=32'])).toEqual(['--import', './telemetry.js', '--max-semi-space-size=32'])
	})
	it('keep tsx when the workers run the TypeScript sources', () => {
		expect(workerExecArgv('/site/server/main.ts', tsxCli)).toEqual(tsxCli)
	})
})
