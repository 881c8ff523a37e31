import cluster, { type Worker } from 'node:cluster'
import os from 'node:os'
import type { Logger } from 'pino'
import { AggregatorRegistry, type Registry } from 'prom-client'
import type { ContentStamp } from '#app/server/content-events.server.ts'
import { type LocalWindows, memoryWindows, type WindowCount } from '#app/server/window-counter.server.ts'
import { type Landing, RenderFlights, type SharedPage, type SharedRenders } from './shared-renders.ts'

/**
 * Several server processes on one port (decision 059): a primary that forks
 * one worker per core (WEB_CONCURRENCY), and the workers, which serve. The
 * kernel hands each new connection to the primary, which passes it on to the
 * workers in turn (Node's cluster module). What one machine's processes must
 * share goes through the primary:
 * - the rate limits' windows, so a limit is one limit whichever process counts;
 * - content changes, announced to the other workers as soon as one commits
 *   (the database's change counter, read every second, is the safety net);
 * - the pages rendered after a change: one worker renders each, the others
 *   wait for it and take the result (server/shared-renders.ts);
 * - /metrics, which adds up every worker's figures.
 * Redis shares the limits and changes between machines; on one machine these
 * messages do it without Redis.
 */

/** How many server processes to run when WEB_CONCURRENCY does not say: one per core, at most four. */
export function defaultProcesses(): number {
	return Math.min(os.availableParallelism(), 4)
}

/** What a worker asks the primary, numbered so the answer finds its question. */
export type Question =
	| { type: 'cluster:hit'; key: string; windowMs: number }
	| { type: 'cluster:peek'; key: string }
	| { type: 'cluster:metrics' }
	| { type: 'cluster:claim'; key: string; stamp: ContentStamp }
type WorkerMessage = (Question & { id: number }) | { type: 'cluster:content'; what: string; version: number } | { type: 'cluster:rendered'; key: string; stamp: ContentStamp; shared?: SharedPage }

export type PrimaryMessage =
	| { type: 'cluster:count'; id: number; count: number; resetMs: number }
	| { type: 'cluster:content'; what: string; version: number }
	| { type: 'cluster:metrics'; id: number; text?: string; error?: string }
	| { type: 'cluster:claimed'; id: number; lead?: true; shared?: SharedPage; again?: true }
	| { type: 'cluster:shared'; key: string; shared: SharedPage }

const isClusterMessage = (message: unknown): message is { type: string } =>
	typeof message === 'object' && message !== null && typeof (message as { type?: unknown }).type === 'string' && (message as { type: string }).type.startsWith('cluster:')

export interface PrimaryOptions {
	processes: number
	/** The script the workers run (the server's entry, whichever script started the primary). */
	exec: string
	log: Logger
	/** Variables every worker gets on top of the primary's (a generated APP_SECRET, so all sign alike). */
	workerEnv?: Record<string, string>
	/** How long the workers have to finish after SIGTERM before they are killed. */
	graceSeconds: number
	/** Told the first worker's address once it listens. */
	onListening?: (address: { address: string; port: number }) => void
}

/** A worker that stops within this long of its start is restarted after a growing pause, so a crash loop does not spin. */
const QUICK_EXIT_MS = 10_000
const MAX_RESTART_PAUSE_MS = 30_000

/**
 * Runs the primary: forks the workers, starts again any that stops, answers their
 * questions, and on SIGTERM or SIGINT asks each to finish its requests and exits
 * once all have. Resolves when the workers are running.
 */
export async function runPrimary({ processes, exec, log, workerEnv = {}, graceSeconds, onListening }: PrimaryOptions): Promise<void> {
	// Structured clones, not JSON: the rendered pages passed between the workers are bytes.
	cluster.setupPrimary({ exec, execArgv: workerExecArgv(exec, process.execArgv), serialization: 'advanced' })
	const windows = memoryWindows(100_000)
	const land = ({ followers, shared }: Landing<Worker>) => {
		for (const { worker, id } of followers) send(worker, shared ? { type: 'cluster:claimed', id, shared } : { type: 'cluster:claimed', id, again: true })
	}
	const renders = new RenderFlights<Worker>(RENDER_WAIT_MS + 2000, land)
	const metrics = new AggregatorRegistry()
	const indexOf = new Map<Worker, number>()
	const startedAt = new Map<Worker, number>()
	const pauses = new Map<number, number>()
	let listening = false
	let stopping = false
	let unfinished = false
	/** Told of a worker that stopped before any worker listened. */
	let failedToStart: ((index: number, code: number | null) => void) | undefined

	const fork = (index: number) => {
		const worker = cluster.fork({ ...workerEnv, SERVER_WORKER_INDEX: String(index) })
		indexOf.set(worker, index)
		startedAt.set(worker, Date.now())
		return worker
	}

	cluster.on('message', (worker, message: unknown) => {
		if (!isClusterMessage(message)) return
		const asked = message as WorkerMessage
		switch (asked.type) {
			case 'cluster:hit':
				return send(worker, { type: 'cluster:count', id: asked.id, ...windows.hitNow(asked.key, asked.windowMs) })
			case 'cluster:peek':
				return send(worker, { type: 'cluster:count', id: asked.id, ...windows.peekNow(asked.key) })
			case 'cluster:content':
				for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker) send(other, asked)
				return
			case 'cluster:claim': {
				const claimed = renders.claim(worker, asked.id, asked.key, asked.stamp)
				if (claimed === 'lead') send(worker, { type: 'cluster:claimed', id: asked.id, lead: true })
				else if (claimed !== 'follow') send(worker, { type: 'cluster:claimed', id: asked.id, shared: claimed.shared })
				return
			}
			case 'cluster:rendered': {
				const landing = renders.land(worker, asked.key, asked.stamp, asked.shared)
				land(landing)
				if (!asked.shared) return
				// The others keep it too, before their first visitor asks.
				const waited = new Set(landing.followers.map(({ worker }) => worker))
				for (const other of Object.values(cluster.workers ?? {})) if (other && other !== worker && !waited.has(other)) send(other, { type: 'cluster:shared', key: asked.key, shared: asked.shared })
				return
			}
			case 'cluster:metrics':
				metrics.clusterMetrics().then(
					(text) => send(worker, { type: 'cluster:metrics', id: asked.id, text }),
					(error: Error) => send(worker, { type: 'cluster:metrics', id: asked.id, error: error.message }),
				)
		}
	})

	cluster.on('exit', (worker, code, signal) => {
		const index = indexOf.get(worker)!
		indexOf.delete(worker)
		for (const landing of renders.gone(worker)) land(landing)
		if (stopping) {
			// Exits 1, as one process does, when a worker had to be cut short (one still starting simply ends).
			if (code !== 0 && signal !== 'SIGTERM' && signal !== 'SIGINT') unfinished = true
			if (indexOf.size === 0) process.exit(unfinished ? 1 : 0)
			return
		}
		if (!listening) return failedToStart?.(index, code)
		const quick = Date.now() - startedAt.get(worker)! < QUICK_EXIT_MS
		const pause = quick ? Math.min((pauses.get(index) ?? 500) * 2, MAX_RESTART_PAUSE_MS) : 1000
		pauses.set(index, pause)
		log.error({ worker: index, code, signal }, `server process ${index} stopped; starting it again in ${pause / 1000} s`)
		setTimeout(() => {
			if (!stopping) fork(index)
		}, pause).unref()
	})

	const stop = (signal: string) => {
		if (stopping) return
		stopping = true
		log.info({ signal }, 'shutting down: each server process finishes its requests')
		if (indexOf.size === 0) process.exit(0)
		for (const worker of indexOf.keys()) worker.process.kill('SIGTERM')
		setTimeout(() => {
			log.warn({ graceSeconds }, 'shutdown grace period over: stopping the server processes with work unfinished')
			for (const worker of indexOf.keys()) worker.process.kill('SIGKILL')
			process.exit(1)
		}, (graceSeconds + 5) * 1000).unref()
	}
	process.on('SIGINT', () => stop('SIGINT'))
	process.on('SIGTERM', () => stop('SIGTERM'))

	// All start at once; the primary has migrated the database already.
	for (let index = 0; index < processes; index++) fork(index)
	await new Promise<void>((resolve, reject) => {
		// A worker that cannot start (a port in use, a broken build) stops the whole server while none listens.
		failedToStart = (index, code) => reject(new Error(`server process ${index} could not start (exit code ${code})`))
		cluster.once('listening', (_worker, address) => {
			listening = true
			onListening?.({ address: address.address ?? '', port: address.port })
			resolve()
		})
	}).catch((error: Error) => {
		stopping = true
		for (const worker of indexOf.keys()) worker.process.kill('SIGKILL')
		throw error
	})
	log.info({ processes }, `${processes} server processes share the port`)
}

/** Module loaders (`--import`, `--require`, `--loader`) whose value names tsx, with or without `=`. */
const TSX_LOADER = /^(--import|--require|-r|--loader|--experimental-loader)(=.*)?$/
const NAMES_TSX = /^tsx(\/|$)|[\\/]node_modules[\\/]tsx[\\/]/

/**
 * The Node flags of the workers: the primary's, less tsx's loader when they run built JavaScript.
 * `npm start` runs its script through tsx, whose flags Node passes on to every forked process: each
 * worker would load tsx and send every import of the server through its hooks, for nothing.
 */
export function workerExecArgv(exec: string, execArgv: string[]): string[] {
	if (!exec.endsWith('.js')) return execArgv
	const kept: string[] = []
	for (let i = 0; i < execArgv.length; i++) {
		const flag = execArgv[i]!
		const loader = TSX_LOADER.exec(flag)
		const joined = loader?.[2] !== undefined
		const value = !loader ? undefined : joined ? loader[2]!.slice(1) : execArgv[i + 1]
		if (value !== undefined && NAMES_TSX.test(value)) {
			if (!joined) i++
			continue
		}
		// Any other flag or loader stays (a loader's value follows as the next entry).
		kept.push(flag)
	}
	return kept
}

function send(worker: Worker, message: PrimaryMessage | WorkerMessage): void {
	if (worker.isConnected()) worker.send(message, (error: Error | null) => void error)
}

/** What a worker shares with the other processes of its machine, through the primary. */
export interface ServerPeers {
	/** Which worker this is (0 for the first): the first one runs the outbox and the scheduled tasks. */
	index: number
	windows: LocalWindows
	/** Content changes committed here, for the other workers; and theirs, for this one. */
	relay: ContentRelay
	/** The pages rendered after a change, rendered by one worker for all. */
	renders: SharedRenders
	/** Registers this worker's metrics, and answers every worker's added up. */
	shareMetrics(registry: Registry): () => Promise<string>
}

export interface ContentRelay {
	publish(change: { what: string; version: number }): void
	subscribe(listener: (change: { what: string; version: number }) => void): () => void
}

/** How long a worker waits for the primary before it counts in its own memory (the primary busy or gone). */
const ASK_TIMEOUT_MS = 1000
/** How long a worker waits for another's render of a page before it renders the page itself (as for a render in its own process). */
const RENDER_WAIT_MS = 10_000

/**
 * The machine's windows as a worker sees them: counted by the primary, or,
 * when `ask` gets no answer in time (the primary busy or gone), in this
 * process's own memory, marked `alone`, since the other processes' hits are
 * not in that count.
 */
export function primaryWindows(ask: (question: Question) => Promise<PrimaryMessage | undefined>, own = memoryWindows()): LocalWindows {
	const counted = (answer: PrimaryMessage | undefined, fallback: () => WindowCount): WindowCount =>
		answer?.type === 'cluster:count' ? { count: answer.count, resetMs: answer.resetMs } : { ...fallback(), alone: true }
	return {
		hit: async (key, windowMs) => counted(await ask({ type: 'cluster:hit', key, windowMs }), () => own.hitNow(key, windowMs)),
		peek: async (key) => counted(await ask({ type: 'cluster:peek', key }), () => own.peekNow(key)),
	}
}

/** The worker's side; undefined in a process that is no cluster worker. */
export function clusterPeers(): ServerPeers | undefined {
	if (!cluster.isWorker) return undefined
	const index = Number(process.env.SERVER_WORKER_INDEX ?? cluster.worker?.id ?? 0)
	const own = memoryWindows()
	const waiting = new Map<number, (answer: PrimaryMessage) => void>()
	const contentListeners = new Set<(change: { what: string; version: number }) => void>()
	const pageListeners = new Set<(key: string, shared: SharedPage) => void>()
	let next = 0

	process.on('message', (message: unknown) => {
		if (!isClusterMessage(message)) return
		const answer = message as PrimaryMessage
		if (answer.type === 'cluster:content') {
			for (const listener of contentListeners) listener({ what: answer.what, version: answer.version })
			return
		}
		if (answer.type === 'cluster:shared') {
			for (const listener of pageListeners) listener(answer.key, answer.shared)
			return
		}
		waiting.get(answer.id)?.(answer)
	})
	const tell = (message: WorkerMessage) => {
		if (process.connected) process.send!(message, undefined, {}, () => undefined)
	}

	/** Sends a question to the primary; its answer, or undefined when none comes in time. */
	function ask(message: Question, timeoutMs = ASK_TIMEOUT_MS): Promise<PrimaryMessage | undefined> {
		if (!process.connected) return Promise.resolve(undefined)
		const id = ++next
		return new Promise((resolve) => {
			const done = (answer?: PrimaryMessage) => {
				clearTimeout(timer)
				waiting.delete(id)
				resolve(answer)
			}
			const timer = setTimeout(done, timeoutMs)
			waiting.set(id, done)
			process.send!({ ...message, id }, undefined, {}, (error: Error | null) => {
				if (error) done()
			})
		})
	}

	return {
		index,
		windows: primaryWindows(ask, own),
		relay: {
			publish: (change) => tell({ type: 'cluster:content', ...change }),
			subscribe(listener) {
				contentListeners.add(listener)
				return () => contentListeners.delete(listener)
			},
		},
		renders: {
			async claim(key, stamp) {
				const answer = await ask({ type: 'cluster:claim', key, stamp }, RENDER_WAIT_MS)
				if (answer?.type !== 'cluster:claimed') return {}
				return answer.lead ? { lead: true } : answer.shared ? { shared: answer.shared } : { again: answer.again }
			},
			done: (key, stamp, shared) => tell({ type: 'cluster:rendered', key, stamp, shared }),
			subscribe(listener) {
				pageListeners.add(listener)
				return () => pageListeners.delete(listener)
			},
		},
		shareMetrics(registry) {
			// prom-client answers the primary's requests for this worker's figures itself once an AggregatorRegistry exists here.
			AggregatorRegistry.setRegistries([registry])
			new AggregatorRegistry()
			return async () => {
				// The primary waits up to 5 s for every worker's figures.
				const answer = await ask({ type: 'cluster:metrics' }, 6000)
				if (answer?.type !== 'cluster:metrics' || answer.text === undefined) throw new Error(`metrics of the server processes: ${answer?.type === 'cluster:metrics' ? answer.error : 'the primary did not answer'}`)
				return answer.text
			}
		},
	}
}
