import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#database/db.ts'
import { startServer } from '#scripts/lib/server-process.ts'
import { ROOT } from '#server/paths.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { type Acknowledged, findLeadTargets, startLoad, storedLeads, submitLead } from '#tests/setup/lead-traffic.ts'

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
 * The restore drill of docs/deployment.md, performed: a live SQLite server
 * takes leads while `npm run backup` copies its database; the copy, put in a
 * fresh data folder, passes the integrity check, holds every lead
 * acknowledged before the backup began, and a server started on it serves.
 */
describe('backing up a live SQLite database and restoring it', () => {
	it('keeps every lead acknowledged before the backup began, under write load', { timeout: 120_000 }, async () => {
		const env = { DATABASE_URL: '', RATE_LIMIT_MAX: '1000000', APP_SECRET: SECRET }
		const dataDir = tempDataDir()
		const server = await startServer({ ...env, DATA_DIR: dataDir })
		const prefix = `drill-${randomBytes(3).toString('hex')}-`
		let n = 0
		const acknowledged: Acknowledged[] = []
		const stats = { sent: 0, failed: 0, refused: {} as Record<string, number> }
		const backupFile = path.join(tempDataDir(), 'site-backup.db')
		let backupStarted = 0
		try {
			const reader = await openDatabase({ sqliteFile: path.join(dataDir, 'site.db') })
			const targets = await findLeadTargets(reader).finally(() => reader.destroy())
			const load = startLoad({ url: server.url, targets, clients: 6, kinds: ['quick'], nextEmail: () => `${prefix}${n++}@load.example`, acknowledged, stats })
			try {
				await expect.poll(() => acknowledged.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(40)
				backupStarted = performance.now()
				const backup = await runBackup({ ...env, DATA_DIR: dataDir }, backupFile)
				expect(backup.output).toMatch(/integrity ok/)
				expect(backup.code).toBe(0)
				// Writes went on while it copied: some leads arrived after the backup began.
				await expect.poll(() => acknowledged.filter((ack) => ack.at > backupStarted).length).toBeGreaterThan(0)
			} finally {
				await load.stop()
			}
		} finally {
			await server.stop()
		}
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
