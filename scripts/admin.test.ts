import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { ROOT } from '#server/paths.ts'
import { tempDataDir } from '#tests/setup/app.ts'

const run = promisify(execFile)

describe('npm run admin', () => {
	const dataDir = tempDataDir()
	const admin = (...args: string[]) =>
		run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })

	// Eight runs of the command, each a Node process that starts TypeScript and opens the database:
	// seconds apiece on a busy two-core machine.
	it('creates the first admin, lists, disables and re-enables accounts', async () => {
		const created = await admin('create-user', '--email', 'Owner@Example.com', '--password', 'a long enough password', '--role', 'admin')
		expect(created.stdout).toContain('Created admin account owner@example.com.')
		await expect(admin('create-user', '--email', 'owner@example.com', '--password', 'a long enough password', '--role', 'admin')).rejects.toMatchObject({
			code: 1,
			stderr: expect.stringContaining('already exists'),
		})
		expect((await admin('list-users')).stdout).toMatch(/owner@example\.com {2}Owner {2}admin {2}since/)
		await admin('disable-user', '--email', 'owner@example.com')
		expect((await admin('list-users')).stdout).toMatch(/owner@example\.com {2}Owner {2}admin {2}disabled/)
		await admin('enable-user', '--email', 'owner@example.com')
		expect((await admin('list-users')).stdout).not.toContain('disabled')
		expect((await admin('set-password', '--email', 'owner@example.com', '--password', 'another long password')).stdout).toContain('signed out')
	})

	it('names each wrong option and exits with 2', async () => {
		await expect(admin('create-user', '--email', 'not-an-email', '--password', 'short', '--role', 'owner')).rejects.toMatchObject({
			code: 2,
			stderr: expect.stringMatching(/--email: Enter a valid email[\s\S]*--password: Password must have at least 12 characters[\s\S]*--role: Role must be one of admin, editor, recruiter/),
		})
		await expect(admin('set-password', '--email', 'ghost@example.com', '--password', 'another long password')).rejects.toMatchObject({ stderr: expect.stringContaining('No account for ghost@example.com') })
		await expect(admin('frobnicate')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run admin') })
	})
})
