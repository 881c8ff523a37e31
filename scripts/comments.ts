import { loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { openDatabase } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { type CommentStatus, listCommentsForModeration, setCommentStatus } from '#app/features/leads/leads.server.ts'

/**
 * Moderates blog comments from a terminal (the back office does the same):
 *   npm run comments -- list [pending|approved|rejected|spam|all]
 *   npm run comments -- approve ID
 *   npm run comments -- reject ID
 */
loadDotEnv()
const env = parseEnv()
const [command = 'list', argument] = process.argv.slice(2)
const STATUSES: CommentStatus[] = ['pending', 'approved', 'rejected', 'spam']
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile })
try {
	await migrateToLatest(db)
	if (command === 'list') {
		const status = argument ?? 'pending'
		if (status !== 'all' && !STATUSES.includes(status as CommentStatus)) throw new Error(`usage: npm run comments -- list [${STATUSES.join('|')}|all]`)
		const rows = await listCommentsForModeration(db, status as CommentStatus | 'all')
		if (rows.length === 0) console.log(`No ${status === 'all' ? '' : `${status} `}comments.`)
		for (const row of rows) {
			console.log(`#${row.id} [${row.status}] ${row.created_at} on "${row.post_title}"\n  ${row.name} <${row.email}>\n  ${row.comment.replace(/\s+/g, ' ').slice(0, 300)}\n`)
		}
	} else if (command === 'approve' || command === 'reject') {
		const id = Number(argument)
		if (!Number.isInteger(id) || id <= 0) throw new Error(`usage: npm run comments -- ${command} ID`)
		const status = command === 'approve' ? 'approved' : 'rejected'
		// Running servers show the change within a second: the content version changes with the status (decision 047).
		if (!(await setCommentStatus(db, id, status))) throw new Error(`No comment #${id}`)
		console.log(`Comment #${id} ${status}.`)
	} else {
		throw new Error('usage: npm run comments -- list [status] | approve ID | reject ID')
	}
} catch (error) {
	console.error((error as Error).message)
	process.exitCode = 1
} finally {
	await db.destroy()
}
