import fs from 'node:fs'
import path from 'node:path'
import type { ClaimedEntry, SpoolEntry, SubmissionSpool } from '#app/features/leads/lead-workflow.server.ts'
import { PRIVATE_DIR, PRIVATE_FILE } from '#app/server/storage.server.ts'

// The entry's shape belongs to the lead workflow, which writes and replays it (decision 040).
export type { ClaimedEntry, SpoolEntry }

/**
 * The spool on the local disk: what the lead workflow writes, claims and replays (SubmissionSpool),
 * and what /metrics counts. It knows nothing of the workflow: the workflow owns the replay
 * (`app.leadWorkflow.replayNow()`).
 */
export interface LeadSpool extends SubmissionSpool {
	readonly dir: string
	/** Entries set aside as impossible to store. */
	setAsideCount(): Promise<number>
}

const ENTRY = /^\d{13}-[A-Za-z0-9_-]{1,64}\.json$/
/** A claim older than this was left by a server that stopped mid-replay: the entry goes back in the queue. */
const STALE_CLAIM_MS = 5 * 60 * 1000

/**
 * An append-only directory of JSON files. A file is written under a temporary
 * name, flushed to the disk, renamed into place, and the directory flushed
 * too, so an entry the visitor was told about survives a crash or a power
 * cut. Claiming renames the file, which only one process can do.
 */
export function createLeadSpool(dir: string, now: () => number = () => Date.now()): LeadSpool {
	const failedDir = path.join(dir, 'failed')

	async function names(): Promise<string[]> {
		try {
			return (await fs.promises.readdir(dir)).filter((name) => ENTRY.test(name)).sort()
		} catch (error) {
			if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
			throw error
		}
	}

	/** Claims left behind by a server that stopped are put back. */
	async function returnStaleClaims(): Promise<void> {
		let all: string[]
		try {
			all = await fs.promises.readdir(dir)
		} catch {
			return
		}
		for (const name of all) {
			const match = /^(.+\.json)\.claimed-\d+$/.exec(name)
			if (!match) continue
			const stats = await fs.promises.stat(path.join(dir, name)).catch(() => undefined)
			if (stats && now() - stats.mtimeMs > STALE_CLAIM_MS) await fs.promises.rename(path.join(dir, name), path.join(dir, match[1]!)).catch(() => undefined)
		}
	}

	return {
		dir,
		async write(entry, cvTempPath) {
			await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR })
			const name = `${Date.parse(entry.receivedAt)}-${entry.key}.json`
			if (!ENTRY.test(name)) throw new Error(`spool: unusable entry name ${name}`)
			const target = path.join(dir, name)
			if (cvTempPath) await durableCopy(cvTempPath, `${target}.cv`)
			try {
				await durableWrite(`${target}.tmp`, JSON.stringify(entry))
				await fs.promises.rename(`${target}.tmp`, target)
				await syncDirectory(dir)
			} catch (error) {
				await fs.promises.rm(`${target}.tmp`, { force: true })
				if (cvTempPath) await fs.promises.rm(`${target}.cv`, { force: true })
				throw error
			}
		},

		async length() {
			// Entries being replayed right now are still waiting.
			try {
				return (await fs.promises.readdir(dir)).filter((name) => ENTRY.test(name.replace(/\.claimed-\d+$/, ''))).length
			} catch (error) {
				if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0
				throw error
			}
		},

		async setAsideCount() {
			try {
				return (await fs.promises.readdir(failedDir)).filter((name) => name.endsWith('.json')).length
			} catch {
				return 0
			}
		},

		async *claim() {
			await returnStaleClaims()
			for (const name of await names()) {
				const file = path.join(dir, name)
				const claimed = `${file}.claimed-${process.pid}`
				try {
					await fs.promises.rename(file, claimed)
				} catch {
					continue // another process took it
				}
				let entry: SpoolEntry
				try {
					entry = JSON.parse(await fs.promises.readFile(claimed, 'utf8')) as SpoolEntry
				} catch {
					// Unreadable (cut by a crash before it was renamed into place cannot happen; a hand edit can).
					await moveAside(claimed, name, 'unreadable JSON')
					continue
				}
				const cvPath = entry.cv ? `${file}.cv` : undefined
				yield {
					entry,
					cvPath,
					done: async () => {
						await fs.promises.rm(claimed, { force: true })
						if (cvPath) await fs.promises.rm(cvPath, { force: true })
					},
					release: async () => {
						await fs.promises.rename(claimed, file)
					},
					setAside: async (reason) => {
						await moveAside(claimed, name, reason)
						if (cvPath) await fs.promises.rename(cvPath, path.join(failedDir, `${name}.cv`)).catch(() => undefined)
					},
				}
			}
		},
	}

	async function moveAside(claimed: string, name: string, reason: string): Promise<void> {
		await fs.promises.mkdir(failedDir, { recursive: true, mode: PRIVATE_DIR })
		await fs.promises.rename(claimed, path.join(failedDir, name))
		await fs.promises.writeFile(path.join(failedDir, `${name}.reason.txt`), `${reason}\n`, { mode: PRIVATE_FILE })
	}
}

/** A visitor's submission: written for the server's user alone (decision 067). */
async function durableWrite(file: string, text: string): Promise<void> {
	const handle = await fs.promises.open(file, 'wx', PRIVATE_FILE)
	try {
		await handle.writeFile(text)
		await handle.sync()
	} finally {
		await handle.close()
	}
}

async function durableCopy(from: string, to: string): Promise<void> {
	await fs.promises.copyFile(from, to)
	const handle = await fs.promises.open(to, 'r+')
	try {
		// A copy takes its source's mode, whatever that was.
		await handle.chmod(PRIVATE_FILE)
		await handle.sync()
	} finally {
		await handle.close()
	}
}

async function syncDirectory(dir: string): Promise<void> {
	const handle = await fs.promises.open(dir, 'r')
	try {
		await handle.sync()
	} finally {
		await handle.close()
	}
}

declare module 'fastify' {
	interface FastifyInstance {
		/** Submissions waiting for the database (decision 040). */
		leadSpool: LeadSpool
	}
}
