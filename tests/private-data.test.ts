import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createMailer } from '#app/server/mail.server.ts'
import { createLocalStorage } from '#app/server/storage.server.ts'
import { createCvStore } from '#app/server/uploads.server.ts'
import { openDatabase } from '#database/db.ts'
import SQLite from 'better-sqlite3'
import { keptAppSecret } from '#server/app-secret.ts'
import { createLeadSpool } from '#server/lead-spool.ts'
import { pdfBytes, powPayloadOver } from '#tests/setup/forms.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { type RunningServer, startServer } from '#scripts/lib/server-process.ts'

/** Every folder and file under dir (dir included), with its permission bits. */
function modesUnder(dir: string): { path: string; kind: 'dir' | 'file'; mode: number }[] {
	const entries = fs.readdirSync(dir, { recursive: true, withFileTypes: true })
	return [
		{ path: '.', kind: 'dir' as const, mode: fs.statSync(dir).mode & 0o777 },
		...entries.map((entry) => {
			const file = path.join(entry.parentPath, entry.name)
			return { path: path.relative(dir, file), kind: entry.isDirectory() ? ('dir' as const) : ('file' as const), mode: fs.statSync(file).mode & 0o777 }
		}),
	]
}

/** A job application with its CV, as the career page's form sends it. */
async function applyForJob(server: RunningServer, cv: Buffer): Promise<Response> {
	const [job] = (await (await fetch(`${server.url}/api/career`)).json()) as { id: number }[]
	const { code, token } = (await (await fetch(`${server.url}/api/captcha`)).json()) as { code: string; token: string }
	const form = new FormData()
	const fields = {
		job_id: String(job!.id), job_name: 'Ravi Shah', job_email: 'ravi@example.com', phone: '919876543210', current_salary: '40k', salary: '55k',
		desciption: 'Five years of Laravel work.', user_captcha_input: code, captcha_match: '1', captcha_token: token, altcha: await powPayloadOver(server.url),
	}
	for (const [name, value] of Object.entries(fields)) form.append(name, value)
	form.append('file', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf')
	return fetch(`${server.url}/api/careerstore`, { method: 'POST', body: form })
}

describe('the files a server writes under DATA_DIR', () => {
	const servers: RunningServer[] = []
	afterAll(async () => {
		await Promise.all(servers.map((server) => server.stop()))
	})

	it('are readable by its own user only: folders 0700 and files 0600, from the database to the CVs and the outbox', async () => {
		// A folder the server makes itself, under a parent that is not private: what a fresh DATA_DIR gets.
		const parent = tempDataDir()
		fs.chmodSync(parent, 0o755)
		const dataDir = path.join(parent, 'fresh', 'data')
		const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PROOF_OF_WORK_COST: '1' })
		servers.push(server)
		const response = await applyForJob(server, pdfBytes(1024))
		expect(response.status).toBe(200)
		// The notification is written to DATA_DIR/outbox/ (no SMTP_URL) by the outbox's next run.
		const outbox = path.join(dataDir, 'outbox')
		await expect.poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((name) => name.endsWith('.eml')).length : 0), { timeout: 20_000 }).toBe(1)
		await server.stop()

		const modes = modesUnder(dataDir)
		const names = modes.map((entry) => entry.path)
		expect(names).toEqual(expect.arrayContaining(['site.db', 'outbox', 'uploads', path.join('uploads', 'cv'), path.join('uploads', 'tmp')]))
		expect(names.some((name) => /^uploads\/cv\/[0-9a-f-]{36}\.pdf$/.test(name))).toBe(true)
		expect(names.some((name) => /^outbox\/.+\.eml$/.test(name))).toBe(true)
		expect(modes.filter((entry) => entry.mode !== (entry.kind === 'dir' ? 0o700 : 0o600))).toEqual([])
		expect(fs.statSync(path.join(parent, 'fresh')).mode & 0o777).toBe(0o700)
	})
})

describe('each writer under DATA_DIR, whatever the umask', () => {
	// The modes are set where the files are made, not only by the server's umask: a process that
	// forgets it (a script, a test, a library's own start) still writes private files.
	let umask: number
	beforeEach(() => {
		umask = process.umask(0o022)
	})
	afterEach(() => {
		process.umask(umask)
	})
	const wrong = (dir: string) => modesUnder(dir).filter((entry) => entry.mode !== (entry.kind === 'dir' ? 0o700 : 0o600))

	it('the file storage (CVs, uploads, share cards) and the CVs checked on the way in', async () => {
		const dataDir = path.join(tempDataDir(), 'data')
		const storage = createLocalStorage(dataDir)
		await storage.put('uploads/cv/a.pdf', pdfBytes())
		await storage.put('media/2026/b.webp', Readable.from([Buffer.from('bytes')]))
		const cvs = createCvStore(storage, path.join(dataDir, 'uploads', 'tmp'), 1024 * 1024)
		const received = await cvs.receive(Readable.from([pdfBytes()]), 'cv.pdf')
		expect(received).toMatchObject({ bytes: pdfBytes().length })
		expect(modesUnder(dataDir)).toHaveLength(9)
		expect(wrong(dataDir)).toEqual([])
	})

	it("the outbox's copies, the spool's entries and their CVs, and what is set aside", async () => {
		const dataDir = path.join(tempDataDir(), 'data')
		const mailer = createMailer({ outboxDir: path.join(dataDir, 'outbox') })
		await mailer.send({ from: 'site@example.com', to: 'leads@example.com', subject: 'A lead', text: 'Ravi Shah, ravi@example.com' })
		mailer.close()
		const cv = path.join(tempDataDir(), 'cv.part')
		fs.writeFileSync(cv, pdfBytes(), { mode: 0o644 })
		const spool = createLeadSpool(path.join(dataDir, 'spool', 'leads'))
		const entry = { version: 1 as const, form: '/careerstore', body: { job_name: 'Ravi Shah' }, provenance: { source_page: '/career', ip: '203.0.113.1', user_agent: 'test', spam: false } }
		await spool.write({ ...entry, key: 'key-0000000000000001', receivedAt: '2026-11-28T12:00:00.000Z', cv: { bytes: pdfBytes().length, originalName: 'cv.pdf' } }, cv)
		await spool.write({ ...entry, key: 'key-0000000000000002', receivedAt: '2026-11-28T12:00:01.000Z' })
		for await (const claimed of spool.claim()) await claimed.setAside('a test')
		expect(modesUnder(dataDir).filter((entry) => entry.kind === 'file')).toHaveLength(6)
		expect(wrong(dataDir)).toEqual([])
	})

	it('the SQLite database with its write-ahead log, and the secret `npm start` keeps', async () => {
		const dataDir = path.join(tempDataDir(), 'data')
		const db = await openDatabase({ sqliteFile: path.join(dataDir, 'site.db') })
		await db.schema.createTable('t').addColumn('id', 'integer').execute()
		expect(fs.existsSync(path.join(dataDir, 'site.db-wal'))).toBe(true)
		expect(wrong(dataDir)).toEqual([])
		await db.destroy()
		keptAppSecret(dataDir)
		expect(fs.existsSync(path.join(dataDir, 'app-secret'))).toBe(true)
		expect(wrong(dataDir)).toEqual([])
	})

	it("`npm run backup`'s copies of the database", () => {
		const dataDir = path.join(tempDataDir(), 'data')
		fs.mkdirSync(dataDir, { mode: 0o700 })
		const db = new SQLite(path.join(dataDir, 'site.db'))
		db.exec('create table t (id integer)')
		db.close()
		fs.chmodSync(path.join(dataDir, 'site.db'), 0o600)
		const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['scripts/backup.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' })
		expect(run.stdout).toMatch(/integrity ok/)
		const backups = fs.readdirSync(path.join(dataDir, 'backups'))
		expect(backups).toEqual([expect.stringMatching(/^site-.+\.db$/)])
		expect(wrong(dataDir)).toEqual([])
	})
})
