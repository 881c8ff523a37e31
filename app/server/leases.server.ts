import { randomUUID } from 'node:crypto'
import os from 'node:os'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'

/**
 * Leases: a row per name in the `leases` table saying which server holds it
 * and until when. Servers sharing the database take one with a single
 * statement, so of several trying at once exactly one gets it; a holder that
 * dies without giving it back loses it when it expires (decision 017).
 */

/** This process, as a lease names it: host, process id and a random part (a restarted process is another holder). */
export function leaseHolder(): string {
	return `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`
}

/**
 * Takes the lease `name` until `until` when nobody holds it or its holder's
 * time has run out; answers whether this holder got it. One statement (an
 * insert that updates only an expired row), atomic on SQLite and PostgreSQL.
 */
export async function takeLease(db: Kysely<DB>, name: string, holder: string, until: Date, now = new Date()): Promise<boolean> {
	const expires_at = until.toISOString()
	const taken = await db
		.insertInto('leases')
		.values({ name, holder, expires_at })
		.onConflict((oc) => oc.column('name').doUpdateSet({ holder, expires_at }).where('leases.expires_at', '<=', now.toISOString()))
		.returning('holder')
		.executeTakeFirst()
	return taken !== undefined
}

/** Moves the end of a lease this holder has; false when it no longer has it (it expired and another took it). */
export async function extendLease(db: Kysely<DB>, name: string, holder: string, until: Date): Promise<boolean> {
	const result = await db.updateTable('leases').set({ expires_at: until.toISOString() }).where('name', '=', name).where('holder', '=', holder).executeTakeFirst()
	return Number(result.numUpdatedRows) === 1
}

/** Gives a lease back at once, if this holder still has it. */
export async function releaseLease(db: Kysely<DB>, name: string, holder: string): Promise<void> {
	await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute()
}

export interface ScheduledTask {
	/** The lease's name: one per task, the same on every server. */
	name: string
	/** How often the task runs across all servers. */
	everyMs: number
	run: () => Promise<void>
}

export interface ScheduleOptions {
	holder: string
	/**
	 * How long a run may take before another server may start the task again
	 * (the holder extends it while it runs): what a crash mid-run delays the
	 * task by. Default: the period, at most ten minutes.
	 */
	runLeaseMs?: number
	now?: () => Date
}

/**
 * Runs a task if it is due: takes its lease for a run, keeps it while the
 * task runs, then holds it until the period is over, so no server runs the
 * task again before then. Answers whether this call ran it. A run that fails
 * keeps the short run lease: the task is tried again, by any server, once
 * that is over.
 */
export async function runIfDue(db: Kysely<DB>, task: ScheduledTask, { holder, runLeaseMs = Math.min(task.everyMs, 10 * 60 * 1000), now = () => new Date() }: ScheduleOptions): Promise<boolean> {
	const started = now()
	if (!(await takeLease(db, task.name, holder, new Date(started.getTime() + runLeaseMs), started))) return false
	const keep = setInterval(() => void extendLease(db, task.name, holder, new Date(now().getTime() + runLeaseMs)).catch(() => undefined), Math.max(runLeaseMs / 3, 10))
	keep.unref()
	try {
		await task.run()
	} finally {
		clearInterval(keep)
	}
	await extendLease(db, task.name, holder, new Date(started.getTime() + task.everyMs))
	return true
}

/**
 * Checks the task now and then every `checkMs` (at most a minute, by default
 * the period when shorter), running it when due; one run at a time in this
 * process. Answers a function that stops it and waits for a run in progress.
 */
export function startScheduledTask(
	db: Kysely<DB>,
	task: ScheduledTask,
	{ checkMs = Math.min(task.everyMs, 60_000), onError, ...options }: ScheduleOptions & { checkMs?: number; onError: (error: unknown) => void },
): () => Promise<void> {
	let running: Promise<unknown> | null = null
	let stopped = false
	const check = () => {
		if (running || stopped) return
		running = runIfDue(db, task, options)
			.catch(onError)
			.finally(() => (running = null))
	}
	const timer = setInterval(check, checkMs)
	timer.unref()
	check()
	return async () => {
		stopped = true
		clearInterval(timer)
		await running
	}
}
