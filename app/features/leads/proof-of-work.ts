import { useCallback, useEffect, useMemo, useRef } from 'react'
import solverUrl from './proof-of-work.worker.ts?worker&url'

/** A solved challenge is not sent once it has less than this left before it expires. */
const FRESH_FOR_MS = 60_000
/** A solver that has not answered by then (a stalled tab) is given up; the next submit starts another. */
const GIVE_UP_MS = 120_000

interface Solved {
	payload: string
	expiresAt: number
}

interface Challenge {
	parameters: { algorithm: string; nonce: string; salt: string; cost: number; keyLength?: number; keyPrefix: string; expiresAt?: number }
	signature?: string
}

export interface ProofOfWork {
	/** Starts fetching and solving a challenge, unless one is being solved or a fresh one is ready. */
	start: () => void
	/** The solved challenge to send (waiting for it if need be), used up by this call; null if the browser could not solve one. */
	take: () => Promise<string | null>
}

/**
 * The invisible proof of work of a lead form (decision 019): an ALTCHA
 * challenge from /api/altcha/challenge, solved in a Web Worker so the page
 * stays responsive, ready (usually) before the visitor presses Submit. Each
 * solution is good for one post; `take` hands it over and the next `start`
 * solves another.
 */
export function useProofOfWork(enabled: boolean): ProofOfWork {
	const pending = useRef<Promise<Solved | null> | null>(null)
	const worker = useRef<Worker | null>(null)

	useEffect(() => () => worker.current?.terminate(), [])

	const start = useCallback(() => {
		if (!enabled || pending.current) return
		const solving = solve(worker).catch(() => null)
		pending.current = solving
		// A failure is forgotten so that the next start (or take) tries again.
		void solving.then((solved) => {
			if (!solved && pending.current === solving) pending.current = null
		})
	}, [enabled])

	const take = useCallback(async () => {
		let solved = pending.current ? await pending.current : null
		if (!solved || solved.expiresAt - Date.now() < FRESH_FOR_MS) {
			pending.current = null
			start()
			solved = pending.current ? await pending.current : null
		}
		pending.current = null
		return solved?.payload ?? null
	}, [start])

	return useMemo(() => ({ start, take }), [start, take])
}

async function solve(worker: { current: Worker | null }): Promise<Solved | null> {
	const response = await fetch('/api/altcha/challenge', { cache: 'no-store', headers: { accept: 'application/json' } })
	if (!response.ok) return null
	const challenge = (await response.json()) as Challenge
	worker.current?.terminate()
	// Vite builds the solver into /assets (same origin, as `worker-src 'self'` asks); a module worker in development.
	const solver = new Worker(solverUrl, { type: import.meta.env.DEV ? 'module' : 'classic' })
	worker.current = solver
	const solution = await new Promise<{ counter: number; derivedKey: string } | null>((resolve) => {
		const timer = setTimeout(() => resolve(null), GIVE_UP_MS)
		solver.onmessage = ({ data }: MessageEvent<{ counter: number; derivedKey: string } | { error: string }>) => {
			clearTimeout(timer)
			resolve('error' in data ? null : data)
		}
		solver.onerror = () => {
			clearTimeout(timer)
			resolve(null)
		}
		solver.postMessage(challenge.parameters)
	})
	solver.terminate()
	if (worker.current === solver) worker.current = null
	if (!solution) return null
	return {
		payload: btoa(JSON.stringify({ challenge, solution })),
		expiresAt: (challenge.parameters.expiresAt ?? Infinity) * 1000,
	}
}
