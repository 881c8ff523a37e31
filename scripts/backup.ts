import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import SQLite from 'better-sqlite3'
import { loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { PRIVATE_DIR, PRIVATE_FILE } from '#app/server/storage.server.ts'
import { redactUrl } from '#database/db.ts'

/**
 * `npm run backup [-- --out FILE]`: a consistent copy of the live database,
 * taken while the servers keep writing (docs/deployment.md, decision 017).
 * - SQLite: the online backup API, all pages in one step (so no write can
 *   restart it), into FILE.partial, checked with `integrity_check`, then
 *   renamed to FILE. Default: DATA_DIR/backups/site-<time>.db.
 * - PostgreSQL: `pg_dump --format=custom` when it is installed (the URL's
 *   parts go to it through PG* variables, so no password shows in `ps`);
 *   otherwise the command to run. Default: DATA_DIR/backups/site-<time>.dump.
 * Prints one line naming the file; exits 1 on any failure.
 */
// A copy of every lead and account: for this user alone, pg_dump's file too (decision 067).
process.umask(0o077)
loadDotEnv()
const env = parseEnv()
const { values } = parseArgs({ options: { out: { type: 'string' } } })
const stamp = new Date().toISOString().replace(/[:.]/g, '-')

try {
	if (env.DATABASE_URL) backupPostgres(env.DATABASE_URL, values.out ?? path.join(env.dataDir, 'backups', `site-${stamp}.dump`))
	else await backupSqlite(env.sqliteFile, values.out ?? path.join(env.dataDir, 'backups', `site-${stamp}.db`))
} catch (error) {
	console.error(`Backup failed: ${(error as Error).message}`)
	process.exitCode = 1
}

async function backupSqlite(source: string, out: string) {
	if (!fs.existsSync(source)) throw new Error(`No database at ${source} (is DATA_DIR right?)`)
	fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true, mode: PRIVATE_DIR })
	const partial = `${out}.partial`
	privateEmptyFile(partial)
	const db = new SQLite(source, { fileMustExist: true })
	try {
		db.pragma('busy_timeout = 5000')
		// A step copies from one read snapshot; between steps another connection's write would restart the copy.
		await db.backup(partial, { progress: () => 0x7fffffff })
	} finally {
		db.close()
	}
	const copy = new SQLite(partial, { fileMustExist: true })
	let verdict: string
	try {
		verdict = copy.pragma('integrity_check', { simple: true }) as string
		// The copy stands alone: one file, no write-ahead log beside it.
		copy.pragma('journal_mode = DELETE')
	} finally {
		copy.close()
	}
	if (verdict !== 'ok') throw new Error(`the copy failed its integrity check: ${verdict}`)
	fs.renameSync(partial, out)
	console.log(`Backed up ${source} to ${out} (${fs.statSync(out).size} bytes, integrity ok)`)
}

function backupPostgres(url: string, out: string) {
	const parsed = new URL(url)
	const variables: Record<string, string> = {
		PGHOST: parsed.hostname,
		PGPORT: parsed.port || '5432',
		PGUSER: decodeURIComponent(parsed.username),
		PGPASSWORD: decodeURIComponent(parsed.password),
		PGDATABASE: decodeURIComponent(parsed.pathname.slice(1)),
		PGOPTIONS: parsed.searchParams.get('options') ?? '',
		PGSSLMODE: parsed.searchParams.get('sslmode') ?? '',
	}
	const set = Object.fromEntries(Object.entries(variables).filter(([, value]) => value !== ''))
	fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true, mode: PRIVATE_DIR })
	const partial = `${out}.partial`
	privateEmptyFile(partial)
	// A site kept in a schema of its own (search_path in the URL's options): that schema only.
	const schema = /search_path=([\w$]+)/.exec(variables.PGOPTIONS ?? '')?.[1]
	const args = ['--format=custom', `--file=${partial}`, ...(schema ? [`--schema=${schema}`] : [])]
	const run = spawnSync('pg_dump', args, { env: { ...process.env, ...set }, stdio: ['ignore', 'inherit', 'inherit'] })
	if ((run.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT') {
		throw new Error(
			`pg_dump is not installed here. Install the PostgreSQL client of the server's version (Debian: apt install postgresql-client), or run on a machine that has it:\n  pg_dump --format=custom --file=${out} "${redactUrl(url)}"`,
		)
	}
	if (run.status !== 0) {
		fs.rmSync(partial, { force: true })
		throw new Error(`pg_dump exited with ${run.status ?? run.signal}`)
	}
	fs.renameSync(partial, out)
	console.log(`Backed up ${redactUrl(url)} to ${out} (${fs.statSync(out).size} bytes; restore with pg_restore)`)
}

/** An empty file of this user's alone, which the copy then fills (SQLite and pg_dump keep the mode of a file they find). */
function privateEmptyFile(file: string) {
	fs.rmSync(file, { force: true })
	fs.closeSync(fs.openSync(file, 'wx', PRIVATE_FILE))
}
