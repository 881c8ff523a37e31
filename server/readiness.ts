import fs from 'node:fs'
import os from 'node:os'
import { type Kysely, sql } from 'kysely'
import type { DB } from '#database/schema.ts'

/** What a readiness check found: fine, or failing with the reason. */
export type Verdict = { ok: true } | { ok: false; reason: string }

export interface ReadinessOptions {
	db: Kysely<DB>
	/** The data directory, whose free space is watched. */
	dataDir: string
	/** Below this many bytes free under dataDir the server is not ready. */
	minFreeBytes: number
	log: { warn(message: string): void; info(message: string): void }
	/** How long a probe may take before it counts as failing (ms). */
	timeoutMs?: number
	now?: () => number
}

export interface Readiness {
	/** Whether the database takes a write now: one upsert of this server's row, at most once a second. */
	databaseWrites(): Promise<Verdict>
	/** Whether dataDir has room, with the bytes free (undefined when the file system cannot say). */
	diskSpace(): Promise<Verdict & { freeBytes?: number }>
	/** When the database last took a write from this server's probe (ms since the epoch), if ever. */
	lastWriteAt(): number | undefined
}

const PROBE_REUSE_MS = 1000

/**
 * The checks that tell a load balancer the truth (decision 039): reaching the
 * database is not enough when it is read-only or its disk is full, so the
 * server writes a row of its own; and a data directory without room would
 * refuse the next upload and the spool, so its free space counts too. Each
 * dependency's change of state is logged once, when it goes and when it comes
 * back, not on every check.
 */
export function createReadiness({ db, dataDir, minFreeBytes, log, timeoutMs = 2000, now = () => Date.now() }: ReadinessOptions): Readiness {
	const server = `${os.hostname()}:${process.pid}`.slice(0, 200)
	let lastWrite: number | undefined
	let recent: { at: number; verdict: Promise<Verdict> } | undefined
	const watch = watcher(log, now)

	async function probe(): Promise<Verdict> {
		const at = new Date(now()).toISOString()
		const verdict = await within(
			timeoutMs,
			db
				.insertInto('readiness_checks')
				.values({ server, checked_at: at })
				.onConflict((oc) => oc.column('server').doUpdateSet({ checked_at: at }))
				.execute(),
		)
		if (verdict.ok) lastWrite = now()
		return watch('database writes', verdict)
	}

	return {
		databaseWrites() {
			// Several load balancers asking at once share one write.
			if (!recent || now() - recent.at >= PROBE_REUSE_MS) recent = { at: now(), verdict: probe() }
			return recent.verdict
		},
		async diskSpace() {
			let freeBytes: number | undefined
			try {
				const stats = await fs.promises.statfs(dataDir)
				freeBytes = stats.bavail * stats.bsize
			} catch {
				// A file system that cannot say (or a data directory not made yet) is not held against the server.
				return { ok: true }
			}
			const verdict: Verdict =
				freeBytes >= minFreeBytes ? { ok: true } : { ok: false, reason: `${megabytes(freeBytes)} MB free under ${dataDir}, below the ${megabytes(minFreeBytes)} MB needed` }
			return { ...watch('disk space', verdict), freeBytes }
		},
		lastWriteAt: () => lastWrite,
	}
}

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024))

/** Logs a dependency's change of state once: a warning when it fails, a line when it is back and how long it was away. */
function watcher(log: ReadinessOptions['log'], now: () => number) {
	const failingSince = new Map<string, number>()
	return (what: string, verdict: Verdict): Verdict => {
		const since = failingSince.get(what)
		if (!verdict.ok && since === undefined) {
			failingSince.set(what, now())
			log.warn(`readiness: ${what} failing (${verdict.reason}); /readyz answers 503 until it is back`)
		} else if (verdict.ok && since !== undefined) {
			failingSince.delete(what)
			log.info(`readiness: ${what} back after ${Math.round((now() - since) / 1000)} s`)
		}
		return verdict
	}
}

async function within(ms: number, work: Promise<unknown>): Promise<Verdict> {
	let timer: NodeJS.Timeout | undefined
	const timeout = new Promise<Verdict>((resolve) => {
		timer = setTimeout(() => resolve({ ok: false, reason: `no answer within ${ms} ms` }), ms)
	})
	try {
		return await Promise.race([work.then((): Verdict => ({ ok: true })), timeout])
	} catch (error) {
		return { ok: false, reason: error instanceof Error ? error.message.split('\n')[0]!.slice(0, 200) : 'failed' }
	} finally {
		clearTimeout(timer)
	}
}

/** Whether the database answers a read within the time given: told apart from a page's own fault, a failure there is an outage. */
export async function databaseAnswers(db: Kysely<DB>, timeoutMs = 1000): Promise<boolean> {
	return (await within(timeoutMs, sql`select 1`.execute(db))).ok
}
