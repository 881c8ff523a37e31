import type { Kysely, Transaction } from 'kysely'
import type { DB } from './schema.ts'

/** A change of public content, as this process hears of it once its write committed. */
export interface CommittedChange {
	/** Which content changed (e.g. "faqs", "blog_comments"), for logs. */
	what: string
	/** The database's content version after it. */
	version: number
}

type Listener = (change: CommittedChange) => void

/**
 * Who in this process listens to the writes made through a database handle (server/content-sync.ts,
 * one per server). Kept on the process, not in this module: the pages' build bundles its own copy
 * of this module, and a write made by a route must reach the server's listener all the same.
 */
const REGISTRY = Symbol.for('lanternfish.content-listeners')
const holder = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<Kysely<DB>, Set<Listener>> }
const listeners = (holder[REGISTRY] ??= new WeakMap<Kysely<DB>, Set<Listener>>())

/**
 * The one way to say "content changed" (decision 047). Every data function that
 * writes what the public pages or the JSON API show runs its write through it:
 * the write and the database's content version (`content_version`) commit in
 * one transaction, so no write can land without the version changing, and a
 * refused write (`changed` answers false) changes neither. Once committed, the
 * servers of this process that listen on this handle are told before this
 * answers (their page cache is emptied before the caller redirects); every
 * other process (another server, `npm run comments`, a seed) reads the version
 * within a second (server/content-sync.ts).
 *
 * Given a transaction (a caller's own), the write and the version still commit
 * together, with that transaction; this process then hears of it as the others
 * do, from the version.
 */
export async function changeContent<T>(
	db: Kysely<DB>,
	what: string,
	write: (trx: Transaction<DB>) => Promise<T>,
	{ changed = () => true }: { changed?: (result: T) => boolean } = {},
): Promise<T> {
	if (db.isTransaction) {
		const result = await write(db as Transaction<DB>)
		if (changed(result)) await countUp(db, what)
		return result
	}
	let version: number | undefined
	const result = await db.transaction().execute(async (trx) => {
		const written = await write(trx)
		// Last in the transaction: on PostgreSQL the counter's row stays locked until the commit, so content writes queue here briefly.
		if (changed(written)) version = await countUp(trx, what)
		return written
	})
	if (version !== undefined) for (const listener of listeners.get(db) ?? []) listener({ what, version })
	return result
}

/**
 * Calls the listener after every content write made through this handle, once it
 * committed; answers a function that stops it. For server/content-sync.ts only.
 */
export function onContentChange(db: Kysely<DB>, listener: Listener): () => void {
	const set = listeners.get(db) ?? new Set<Listener>()
	listeners.set(db, set)
	set.add(listener)
	return () => set.delete(listener)
}

export async function readContentVersion(db: Kysely<DB>): Promise<number> {
	const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst()
	return Number(row?.version ?? 0)
}

async function countUp(db: Kysely<DB>, what: string): Promise<number> {
	const row = await db
		.updateTable('content_version')
		.set((eb) => ({ version: eb('version', '+', 1), what, changed_at: new Date().toISOString() }))
		.where('id', '=', 1)
		.returning('version')
		.executeTakeFirst()
	return Number(row?.version ?? 0)
}
