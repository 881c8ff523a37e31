import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely'
import type { DB } from './schema.ts'

export type Database = Kysely<DB>
export type Engine = 'sqlite' | 'postgres'

export interface DatabaseOptions {
	/** postgres:// URL; when absent the embedded SQLite file is used. */
	databaseUrl?: string
	/** SQLite file path, or ':memory:'; required when there is no databaseUrl. */
	sqliteFile?: string
}

export class DatabaseConfigError extends Error {
	override name = 'DatabaseConfigError'
}

/**
 * Opens the database the configuration names and proves the connection works,
 * so a bad URL or an unwritable data directory fails at start-up with one clear
 * line rather than on the first request.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
	if (options.databaseUrl) return openPostgres(options.databaseUrl)
	if (!options.sqliteFile) throw new DatabaseConfigError('Neither DATABASE_URL nor a SQLite file was given')
	return openSqlite(options.sqliteFile)
}

function openSqlite(file: string): Database {
	if (file !== ':memory:') {
		const dir = path.dirname(file)
		try {
			// The server's user's alone (decision 067): the file is made before SQLite opens it, which
			// would make it 0644, and its -wal and -shm files take the database file's mode.
			fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
			fs.accessSync(dir, fs.constants.W_OK)
			createPrivateFile(file)
		} catch {
			throw new DatabaseConfigError(`Data directory ${dir} is not writable (set DATA_DIR to a writable folder)`)
		}
	}
	let sqlite: SQLite.Database
	try {
		sqlite = new SQLite(file)
		sqlite.pragma('journal_mode = WAL')
		sqlite.pragma('foreign_keys = ON')
		sqlite.pragma('busy_timeout = 5000')
		sqlite.pragma('synchronous = NORMAL')
		// A deleted or blanked value (a sent e-mail's sign-in link, an erased person) is overwritten, not left in free pages.
		sqlite.pragma('secure_delete = ON')
	} catch (error) {
		throw new DatabaseConfigError(`Cannot open SQLite database ${file}: ${(error as Error).message}`)
	}
	return new Kysely<DB>({ dialect: new SqliteDialect({ database: withPreparedStatements(sqlite) }) })
}

/** Makes an empty file readable by this user only, unless it exists (another process may just have made it). */
function createPrivateFile(file: string): void {
	try {
		fs.closeSync(fs.openSync(file, 'wx', 0o600))
	} catch (error) {
		if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
	}
}

/** How many compiled statements a SQLite connection keeps: the site's queries are a few hundred distinct texts. */
const STATEMENTS_KEPT = 1_000

/**
 * The SQLite connection as Kysely sees it, with each statement compiled once and kept: Kysely's
 * driver prepares every query it runs, and SQLite compiling the same text again was about a
 * twentieth of the server's CPU for an uncached page. The statements are kept by their text, the
 * least recently used dropped past STATEMENTS_KEPT (a list of `?` per item makes texts that vary).
 * SQLite prepares a kept statement again by itself when the schema changes; Kysely runs one query
 * at a time on the connection, so no kept statement is ever in use twice. Transactions begin
 * immediate (below).
 */
export function withPreparedStatements(sqlite: SQLite.Database, kept = STATEMENTS_KEPT): SqliteDatabase {
	const statements = new Map<string, SQLite.Statement>()
	return {
		close: () => sqlite.close(),
		prepare(sql) {
			// A transaction takes the write lock when it begins, waiting its turn (busy_timeout) behind
			// another process's: a deferred one that read first could only fail once another process
			// had written meanwhile (several server processes share the file, decision 059).
			if (sql === 'begin') sql = 'begin immediate'
			let statement = statements.get(sql)
			if (statement) statements.delete(sql)
			else {
				statement = sqlite.prepare(sql)
				if (statements.size >= kept) statements.delete(statements.keys().next().value!)
			}
			statements.set(sql, statement)
			return statement
		},
	}
}

async function openPostgres(url: string): Promise<Database> {
	// Loaded only for PostgreSQL: a server on SQLite starts without it.
	const { default: pg } = await import('pg')
	const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 })
	// A client that loses its server must not crash the process: an idle one reports to the pool, and
	// one in use (a reset socket found by its next write) to a listener of its own; the query it was
	// running fails with the error as usual.
	pool.on('error', () => {})
	pool.on('connect', (client) => client.on('error', () => {}))
	try {
		const client = await pool.connect()
		client.release()
	} catch (error) {
		await pool.end().catch(() => {})
		throw new DatabaseConfigError(`Cannot connect to DATABASE_URL (${redactUrl(url)}): ${(error as Error).message}`)
	}
	return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) })
}

export function engineOf(db: Kysely<any>): Engine {
	return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** A URL as it may appear in a message: its password replaced by ***. */
export function redactUrl(url: string): string {
	return url.replace(/\/\/([^:/@]*):[^@]*@/, '//$1:***@')
}
