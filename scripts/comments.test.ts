import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { seedDatabase } from '#database/seed.ts'
import { tempDataDir } from '#tests/setup/app.ts'
import { CONTENT_DIR, ROOT } from '#server/paths.ts'

const run = promisify(execFile)

describe('npm run comments', () => {
	const dataDir = tempDataDir()
	let db: Database
	let pendingId: number

	const comments = (...args: string[]) =>
		run(process.execPath, ['--import', 'tsx', 'scripts/comments.ts', ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })

	beforeAll(async () => {
		db = await openDatabase({ sqliteFile: path.join(dataDir, 'site.db') })
		await migrateToLatest(db)
		await seedDatabase(db, CONTENT_DIR)
		const post = await db.selectFrom('blog_posts').select('id').executeTakeFirstOrThrow()
		const inserted = await db
			.insertInto('blog_comments')
			.values({ blog_id: post.id, name: 'Pending Person', email: 'p@example.com', phone: '', comment: 'Waiting for approval', status: 'pending', created_at: new Date().toISOString() })
			.returning('id')
			.executeTakeFirstOrThrow()
		pendingId = inserted.id
	})
	afterAll(async () => db?.destroy())

	it('lists pending comments, approves one and rejects another', async () => {
		const listed = await comments('list')
		expect(listed.stdout).toContain(`#${pendingId} [pending]`)
		expect(listed.stdout).toContain('Waiting for approval')

		expect((await comments('approve', String(pendingId))).stdout).toContain(`Comment #${pendingId} approved.`)
		const approved = await db.selectFrom('blog_comments').select('status').where('id', '=', pendingId).executeTakeFirstOrThrow()
		expect(approved.status).toBe('approved')

		await comments('reject', String(pendingId))
		const rejected = await db.selectFrom('blog_comments').select('status').where('id', '=', pendingId).executeTakeFirstOrThrow()
		expect(rejected.status).toBe('rejected')
	})

	it('says clearly when the comment does not exist', async () => {
		await expect(comments('approve', '999999')).rejects.toMatchObject({ stderr: expect.stringContaining('No comment #999999') })
	})
})
