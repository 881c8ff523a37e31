import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '#database/db.ts'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { createServerSchema, POSTGRES_URL } from '#tests/setup/database.ts'
import { type Acknowledged, findLeadTargets, LEAD_FORMS_POSTED, startLoad, storedLeads } from '#tests/setup/lead-traffic.ts'

const KILLS = 4
/** How long visitors submit before each kill (the last stretch ends with a clean stop). */
const LOAD_MS = 2500
const CLIENTS = 8
const SECRET = 'a-crash-test-secret-of-at-least-thirty-two-characters'
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Engine {
	env: Record<string, string>
	open: (dataDir: string) => Promise<Database>
	drop: () => Promise<void>
}

const engines: [string, () => Promise<Engine>][] = [
	['sqlite', async () => ({ env: { DATABASE_URL: '' }, open: (dataDir) => openDatabase({ sqliteFile: path.join(dataDir, 'site.db') }), drop: async () => {} })],
]
if (POSTGRES_URL) {
	engines.push([
		'postgres',
		async () => {
			const { url, drop } = await createServerSchema('crash')
			return { env: { DATABASE_URL: url }, open: () => openDatabase({ databaseUrl: url }), drop }
		},
	])
} else {
	console.warn('⚠ PostgreSQL crash test skipped: set TEST_DATABASE_URL to run it.')
}

/** Sets a file's times back, as if the hour the start-up sweep waits for had passed. */
function age(dir: string, hours: number) {
	const then = new Date(Date.now() - hours * 60 * 60 * 1000)
	for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) fs.utimesSync(path.join(dir, name), then, then)
}

/**
 * The server killed with SIGKILL while visitors post all five lead forms (a
 * CV with every application), started again on the same database each time:
 * every submission that was acknowledged is stored exactly once with its
 * notification, nothing is stored twice, the SQLite file passes its
 * integrity check, and CV files a crash left without their application are
 * deleted by the next start.
 */
describe.each(engines)('a server killed during submissions on %s', (engine, setup) => {
	const servers: RunningServer[] = []
	afterAll(() => servers.forEach((server) => server.child.exitCode === null && server.child.kill('SIGKILL')))

	it(`loses nothing acknowledged over ${KILLS} kills`, async () => {
		const { env: engineEnv, open, drop } = await setup()
		const dataDir = tempDataDir()
		const env = { ...engineEnv, DATA_DIR: dataDir, RATE_LIMIT_MAX: '1000000', PROOF_OF_WORK_COST: '1', APP_SECRET: SECRET }
		const start = async () => {
			const server = await startServer(env)
			servers.push(server)
			return server
		}
		const prefix = `crash-${engine}-${randomBytes(3).toString('hex')}-`
		let n = 0
		const acknowledged: Acknowledged[] = []
		const stats = { sent: 0, failed: 0, refused: {} as Record<string, number> }
		let kills = 0
		/** Milliseconds from each start after a kill to the server's first answer. */
		const restarts: number[] = []
		try {
			let server = await start()
			const reader = await open(dataDir)
			const targets = await findLeadTargets(reader).finally(() => reader.destroy())

			for (let round = 0; round <= KILLS; round++) {
				const load = startLoad({ url: server.url, targets, clients: CLIENTS, kinds: LEAD_FORMS_POSTED, nextEmail: () => `${prefix}${n++}@load.example`, acknowledged, stats })
				await wait(LOAD_MS + Math.random() * 500)
				if (round < KILLS) {
					const exited = new Promise((resolve) => server.child.once('exit', resolve))
					server.child.kill('SIGKILL')
					await exited
					kills++
					await load.stop()
					const restarted = performance.now()
					server = await start()
					restarts.push(performance.now() - restarted)
				} else {
					await load.stop()
					await server.stop()
				}
			}

			// What the kills left in the CV folder with no application naming it, plus one planted the same way.
			const cvDir = path.join(dataDir, 'uploads', 'cv')
			const tmpDir = path.join(dataDir, 'uploads', 'tmp')
			fs.mkdirSync(cvDir, { recursive: true })
			fs.writeFileSync(path.join(cvDir, `${randomUUID()}.pdf`), '%PDF-1.4\n%%EOF\n')
			const db = await open(dataDir)
			const named = async () => new Set((await db.selectFrom('job_applications').select('cv_file').where('cv_file', '!=', '').execute()).map((row) => row.cv_file))
			let orphans: number
			try {
				const before = await named()
				orphans = fs.readdirSync(cvDir).filter((name) => !before.has(name)).length
				const halfWritten = fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir).length : 0
				age(cvDir, 2)
				age(tmpDir, 2)

				// The next start sweeps them before it listens.
				const last = await start()
				await last.stop()

				const after = await named()
				expect(fs.readdirSync(cvDir).sort()).toEqual([...after].sort())
				expect(fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : []).toEqual([])

				const { rows, mails } = await storedLeads(db, prefix)
				const lost = acknowledged.filter((ack) => rows.get(ack.email) !== 1)
				const withoutMail = acknowledged.filter((ack) => mails.get(ack.email) !== 1)
				const twice = [...rows].filter(([, count]) => count > 1)
				const mailsTwice = [...mails].filter(([, count]) => count > 1)
				const byKind = Object.fromEntries(LEAD_FORMS_POSTED.map((kind) => [kind, acknowledged.filter((ack) => ack.kind === kind).length]))
				console.info(
					`crash test on ${engine}: ${stats.sent} submissions, ${kills} kills, ${acknowledged.length} acknowledged ${JSON.stringify(byKind)}, ` +
						`${stats.failed} cut off by a kill, ${rows.size} stored, lost ${lost.length}, duplicated ${twice.length}, ` +
						`orphan CV files ${orphans - 1} left by the kills + 1 planted, half-written uploads ${halfWritten}, all swept at the next start; ` +
						`restarts answered after ${restarts.map((ms) => (ms / 1000).toFixed(1)).join(', ')} s (average ${(restarts.reduce((sum, ms) => sum + ms, 0) / restarts.length / 1000).toFixed(1)} s)`,
				)
				expect(stats.refused).toEqual({})
				expect(lost).toEqual([])
				expect(withoutMail).toEqual([])
				expect(twice).toEqual([])
				expect(mailsTwice).toEqual([])
				// A stored lead, acknowledged or not, always has its notification.
				expect([...rows.keys()].filter((email) => mails.get(email) !== 1)).toEqual([])
				for (const kind of LEAD_FORMS_POSTED) expect(acknowledged.some((ack) => ack.kind === kind)).toBe(true)
			} finally {
				await db.destroy()
			}
			expect(kills).toBe(KILLS)

			if (engine === 'sqlite') {
				const file = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
				try {
					expect(file.pragma('integrity_check', { simple: true })).toBe('ok')
				} finally {
					file.close()
				}
			}
		} finally {
			await drop()
		}
	})
})
