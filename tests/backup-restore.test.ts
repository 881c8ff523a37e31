import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#database/db.ts'
import { startServer } from '#scripts/lib/server-process.ts'
import { ROOT } from '#server/paths.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { POSTGRES_URL } from '#tests/setup/database.ts'
import { type Acknowledged, startLoad, storedLeads, submitLead } from '#tests/setup/lead-traffic.ts'

const SECRET = 'a-backup-drill-secret-of-at-least-thirty-two-characters'

/** `npm run backup` as an operator runs it; resolves with its exit code and output. */
function runBackup(env: Record<string, string>, out: string): Promise<{ code: number | null; output: string }> {
	const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', '--out', out], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
	let output = ''
	child.stdout.on('data', (chunk) => (output += chunk))
	child.stderr.on('data', (chunk) => (output += chunk))
	return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })))
}

/**
 * Six visitors post quick-contact leads to a running server; once 40 are in,
 * `npm run backup` copies the database to `out` while the posts go on (some
 * leads arrive after the backup began). Answers what was acknowledged, when
 * the backup began and what the backup printed.
 */
async function backUpUnderLoad({ url, env, out, prefix }: { url: string; env: Record<string, string>; out: string; prefix: string }) {
	let n = 0
	const acknowledged: Acknowledged[] = []
	const stats = { sent: 0, failed: 0, refused: {} as Record<string, number> }
	// Quick-contact posts name no post, item or job.
	const load = startLoad({ url, targets: { postId: 0, itemId: 0, jobId: 0 }, clients: 6, kinds: ['quick'], nextEmail: () => `${prefix}${n++}@load.example`, acknowledged, stats })
	try {
		await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40)
		const backupStarted = performance.now()
		const backup = await runBackup(env, out)
		// Writes went on while it copied: some leads arrived after the backup began.
		await expect.poll(() => acknowledged.filter((ack) => ack.at > backupStarted).length).toBeGreaterThan(0)
		return { acknowledged, stats, backupStarted, backup }
	} finally {
		await load.stop()
	}
}

/**
 * The restore drill of docs/deployment.md, performed: a live SQLite server
 * takes leads while `npm run backup` copies its database; the copy, put in a
 * fresh data folder, passes the integrity check, holds every lead
 * acknowledged before the backup began, and a server started on it serves.
 */
describe('backing up a live SQLite database and restoring it', () => {
	it('keeps every lead acknowledged before the backup began, under write load', async () => {
		const env = { DATABASE_URL: '', RATE_LIMIT_MAX: '1000000', PROOF_OF_WORK_COST: '1', APP_SECRET: SECRET }
		const dataDir = tempDataDir()
		const server = await startServer({ ...env, DATA_DIR: dataDir })
		const prefix = `drill-${randomBytes(3).toString('hex')}-`
		const backupFile = path.join(tempDataDir(), 'site-backup.db')
		let run: Awaited<ReturnType<typeof backUpUnderLoad>>
		try {
			run = await backUpUnderLoad({ url: server.url, env: { ...env, DATA_DIR: dataDir }, out: backupFile, prefix })
			expect(run.backup.output).toMatch(/integrity ok/)
			expect(run.backup.code).toBe(0)
		} finally {
			await server.stop()
		}
		const { acknowledged, stats, backupStarted } = run
		expect(stats.failed).toBe(0)

		// The restore: a fresh data folder with the copy as its database.
		const restoredDir = tempDataDir()
		fs.copyFileSync(backupFile, path.join(restoredDir, 'site.db'))
		const copy = new SQLite(path.join(restoredDir, 'site.db'), { readonly: true })
		let integrity: string
		try {
			integrity = copy.pragma('integrity_check', { simple: true }) as string
		} finally {
			copy.close()
		}
		expect(integrity).toBe('ok')

		const restored = await openDatabase({ sqliteFile: path.join(restoredDir, 'site.db') })
		const before = acknowledged.filter((ack) => ack.at < backupStarted)
		try {
			const { rows, mails } = await storedLeads(restored, prefix)
			const missing = before.filter((ack) => rows.get(ack.email) !== 1)
			const withoutMail = before.filter((ack) => mails.get(ack.email) !== 1)
			console.info(
				`restore drill: ${stats.sent} leads sent, ${acknowledged.length} acknowledged (${before.length} before the backup began), ${rows.size} in the restored copy, integrity ${integrity}, lost ${missing.length}`,
			)
			expect(missing).toEqual([])
			expect(withoutMail).toEqual([])
		} finally {
			await restored.destroy()
		}

		// The restored server starts, serves pages and takes new leads on top of the restored ones.
		const again = await startServer({ ...env, DATA_DIR: restoredDir })
		try {
			expect((await fetch(`${again.url}/readyz`)).status).toBe(200)
			expect((await fetch(`${again.url}/`)).status).toBe(200)
			expect(await submitLead(again.url, 'quick', `${prefix}after-restore@load.example`, { postId: 0, itemId: 0, jobId: 0 })).toBe(200)
		} finally {
			await again.stop()
		}
		const reopened = await openDatabase({ sqliteFile: path.join(restoredDir, 'site.db') })
		try {
			const { rows } = await storedLeads(reopened, prefix)
			expect(rows.get(`${prefix}after-restore@load.example`)).toBe(1)
			expect(before.every((ack) => rows.get(ack.email) === 1)).toBe(true)
		} finally {
			await reopened.destroy()
		}
	})
})

const hasPgTools = ['pg_dump', 'pg_restore'].every((tool) => spawnSync(tool, ['--version']).status === 0)
if (!POSTGRES_URL || !hasPgTools) console.warn('⚠ PostgreSQL backup test skipped: it needs TEST_DATABASE_URL, pg_dump and pg_restore.')

/** The same on PostgreSQL: `npm run backup` runs pg_dump under load; pg_restore into an empty database gives every lead back. */
describe.runIf(POSTGRES_URL && hasPgTools)('backing up a live PostgreSQL database and restoring it', () => {
	it('keeps every lead acknowledged before the backup began, under write load', async () => {
		const suffix = randomBytes(4).toString('hex')
		const schema = `backup_${suffix}`
		const restoredName = `restored_${suffix}`
		const admin = await openDatabase({ databaseUrl: POSTGRES_URL! })
		await sql`create schema ${sql.id(schema)}`.execute(admin)
		await sql`create database ${sql.id(restoredName)}`.execute(admin)
		const url = new URL(POSTGRES_URL!)
		url.searchParams.set('options', `-c search_path=${schema}`)
		const restoredUrl = new URL(url)
		restoredUrl.pathname = `/${restoredName}`
		const env = { DATABASE_URL: url.toString(), RATE_LIMIT_MAX: '1000000', PROOF_OF_WORK_COST: '1', APP_SECRET: SECRET }
		const dataDir = tempDataDir()
		const dump = path.join(tempDataDir(), 'site.dump')
		const prefix = `pgdrill-${suffix}-`
		try {
			const server = await startServer({ ...env, DATA_DIR: dataDir })
			let run: Awaited<ReturnType<typeof backUpUnderLoad>>
			try {
				run = await backUpUnderLoad({ url: server.url, env: { ...env, DATA_DIR: dataDir }, out: dump, prefix })
				expect(run.backup.output).toMatch(/restore with pg_restore/)
				expect(run.backup.code).toBe(0)
			} finally {
				await server.stop()
			}
			const { acknowledged, stats, backupStarted } = run
			expect(stats.failed).toBe(0)

			const target = new URL(restoredUrl)
			target.search = ''
			const restore = spawnSync('pg_restore', ['--no-owner', `--dbname=${target.toString()}`, dump], { encoding: 'utf8' })
			expect(restore.stderr).toBe('')
			expect(restore.status).toBe(0)
			const restored = await openDatabase({ databaseUrl: restoredUrl.toString() })
			try {
				const { rows, mails } = await storedLeads(restored, prefix)
				const before = acknowledged.filter((ack) => ack.at < backupStarted)
				const missing = before.filter((ack) => rows.get(ack.email) !== 1 || mails.get(ack.email) !== 1)
				console.info(`PostgreSQL restore drill: ${stats.sent} leads sent, ${acknowledged.length} acknowledged (${before.length} before the backup began), ${rows.size} in the restored database, lost ${missing.length}`)
				expect(missing).toEqual([])
			} finally {
				await restored.destroy()
			}
		} finally {
			await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(admin)
			await sql`drop database if exists ${sql.id(restoredName)} with (force)`.execute(admin)
			await admin.destroy()
		}
	})
})
