import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { runFailingServer, startServer } from '#scripts/lib/server-process.ts'
import { powPayloadOver } from '#tests/setup/forms.ts'

const TABLES = ['site_contact', 'services', 'content_pages', 'blog_posts', 'blog_comments', 'portfolio_items', 'logo_designs', 'events', 'event_photos', 'plan_features', 'seed_runs']

function countRows(file: string): Record<string, number> {
	const db = new SQLite(file, { readonly: true })
	try {
		return Object.fromEntries(TABLES.map((t) => [t, (db.prepare(`select count(*) as n from ${t}`).get() as { n: number }).n]))
	} finally {
		db.close()
	}
}

describe('starting the server', () => {
	const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-start-'))
	afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }))

	it('creates and fills the database on an empty data directory, and changes nothing on the next start, which runs as production without NODE_ENV and says so', async () => {
		const dataDir = path.join(tmp, 'fresh', 'data')
		const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' })
		try {
			const home = await fetch(first.url)
			expect(home.status).toBe(200)
			expect(await home.text()).toContain('<h1')
		} finally {
			await first.stop()
		}
		expect(first.output()).not.toContain('NODE_ENV is not set')
		const file = path.join(dataDir, 'site.db')
		const afterFirst = countRows(file)
		expect(afterFirst.site_contact).toBe(1)
		expect(afterFirst.blog_posts).toBeGreaterThanOrEqual(15)
		expect(afterFirst.seed_runs).toBe(1)

		const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: undefined })
		try {
			// Production's page, not the development server's (which would fail without a Vite here).
			expect((await fetch(second.url)).status).toBe(200)
		} finally {
			await second.stop()
		}
		expect(second.output()).toMatch(/"msg":"NODE_ENV is not set: running as production/)
		expect(countRows(file)).toEqual(afterFirst)
	})

	it('stops with one clear line when DATABASE_URL cannot be reached', async () => {
		const { code, stderr } = await runFailingServer({ DATA_DIR: path.join(tmp, 'pg'), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/nowhere' })
		expect(code).toBe(1)
		expect(stderr.trim().split('\n')).toHaveLength(1)
		expect(stderr).toMatch(/^Cannot connect to DATABASE_URL \(postgres:\/\/nobody@127\.0\.0\.1:1\/nowhere\)/)
	})

	it('stops with one clear line when DATABASE_URL is not a PostgreSQL URL', async () => {
		const { code, stderr } = await runFailingServer({ DATABASE_URL: 'mysql://localhost/db' })
		expect(code).toBe(1)
		expect(stderr.trim()).toMatch(/^Invalid configuration: DATABASE_URL="mysql:\/\/localhost\/db" must be a postgres/)
		expect(stderr.trim().split('\n')).toHaveLength(1)
	})

	it('stops with one clear line naming an S3 setting that is wrong, never printing the secret key', async () => {
		const secret = 'a-secret-access-key-never-printed'
		const { code, stderr } = await runFailingServer({ S3_BUCKET: 'files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_SECRET_ACCESS_KEY: secret, DATABASE_URL: '' })
		expect(code).toBe(1)
		expect(stderr.trim().split('\n')).toHaveLength(1)
		expect(stderr.trim()).toMatch(/^Invalid configuration: S3_ACCESS_KEY_ID is required with the other S3 key/)
		expect(stderr).not.toContain(secret)
	})

	it('stops with one clear line when the data directory is not writable', async () => {
		const blocker = path.join(tmp, 'not-a-directory')
		fs.writeFileSync(blocker, 'a file where the data directory should be')
		const { code, stderr } = await runFailingServer({ DATA_DIR: path.join(blocker, 'data'), DATABASE_URL: '' })
		expect(code).toBe(1)
		expect(stderr.trim().split('\n')).toHaveLength(1)
		expect(stderr).toMatch(/^Data directory .*not-a-directory\/data is not writable/)
	})

	it('stops in production without APP_SECRET, with one line saying how to make one', async () => {
		const { code, stderr } = await runFailingServer({ DATA_DIR: path.join(tmp, 'no-secret'), DATABASE_URL: '', APP_SECRET: undefined })
		expect(code).toBe(1)
		expect(stderr.trim().split('\n')).toHaveLength(1)
		expect(stderr.trim()).toMatch(/^APP_SECRET is not set: .*two-factor secrets.*`openssl rand -base64 32`/)
		// Nothing was made before the refusal.
		expect(fs.existsSync(path.join(tmp, 'no-secret'))).toBe(false)
	})

	it('runs `npm start` without APP_SECRET on a key it keeps in DATA_DIR (0600) and uses again on the next start', async () => {
		const dataDir = path.join(tmp, 'demo', 'data')
		const first = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PROOF_OF_WORK_COST: '1', APP_SECRET: undefined }, { npmStart: true })
		// A code the first start signed, to be checked by the second.
		let issued: { code: string; token: string }
		try {
			issued = (await (await fetch(`${first.url}/api/captcha`)).json()) as { code: string; token: string }
		} finally {
			await first.stop()
		}
		const file = path.join(dataDir, 'app-secret')
		expect(fs.statSync(file).mode & 0o777).toBe(0o600)
		const secret = fs.readFileSync(file, 'utf8')
		expect(secret.trim().length).toBeGreaterThanOrEqual(32)

		const second = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '', PROOF_OF_WORK_COST: '1', APP_SECRET: undefined }, { npmStart: true })
		try {
			expect(fs.readFileSync(file, 'utf8')).toBe(secret)
			const body = new URLSearchParams({ name: 'Ada Lovelace', phone: '9876543210', email: 'ada@example.com', content: 'A message', user_captcha: issued.code, captcha_token: issued.token, altcha: await powPayloadOver(second.url) })
			const answer = await fetch(`${second.url}/api/Quickcontact/storecontact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body })
			expect(answer.status).toBe(200)
			expect(((await answer.json()) as { success: number }).success).toBe(1)
		} finally {
			await second.stop()
		}
	})

	it('stops with one clear line naming a malformed variable', async () => {
		const { code, stderr } = await runFailingServer({ PORT: 'eighty' })
		expect(code).toBe(1)
		expect(stderr.trim()).toMatch(/^Invalid configuration: PORT="eighty"/)
	})

	const SECRET = 's3cr3t-PASSWORD'
	it.each([
		['DATABASE_URL', { DATABASE_URL: `postgres://app:${SECRET}@127.0.0.1:1/site` }, /^Cannot connect to DATABASE_URL \(postgres:\/\/app:\*\*\*@127\.0\.0\.1:1\/site\)/],
		['SMTP_URL', { SMTP_URL: `smtp:/mailer:${SECRET}@mail.example` }, /^Invalid configuration: SMTP_URL=.* must be an smtp/],
		['REDIS_URL', { REDIS_URL: `redis//:${SECRET}@cache.example` }, /^Invalid configuration: REDIS_URL=\(hidden: not a URL\) must be a redis/],
		['APP_SECRET', { APP_SECRET: SECRET }, /^Invalid configuration: APP_SECRET=\(hidden\) must be at least 32 characters/],
	])('stops on a rejected %s without printing its secret', async (_name, env, message) => {
		const { code, stderr } = await runFailingServer({ DATA_DIR: path.join(tmp, 'secrets'), ...env })
		expect(code).toBe(1)
		expect(stderr.trim().split('\n')).toHaveLength(1)
		expect(stderr.trim()).toMatch(message)
		expect(stderr).not.toContain(SECRET)
	})
})
