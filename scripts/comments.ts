import { loadDotEnv, parseEnv } from '#app/lib/env.server.ts'
import { openDatabase } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'

/**
 * Moderates blog comments until a back office exists:
 *   npm run comments -- list [pending|approved|rejected|spam|all]
 *   npm run comments -- approve ID
 *   npm run comments -- reject ID
 */
loadDotEnv()
const env = parseEnv()
const [command = 'list', argument] = process.argv.slice(2)
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile })
try {
	await migrateToLatest(db)
	if (command === 'list') {
		const status = argument ?? 'pending'
		const rows = await db
			.selectFrom('blog_comments')
			.innerJoin('blog_posts', 'blog_posts.id', 'blog_comments.blog_id')
			.select(['blog_comments.id', 'blog_comments.status', 'blog_comments.name', 'blog_comments.email', 'blog_comments.comment', 'blog_comments.created_at', 'blog_posts.title'])
			.$if(status !== 'all', (q) => q.where('blog_comments.status', '=', status))
			.orderBy('blog_comments.created_at')
			.execute()
		if (rows.length === 0) console.log(`No ${status === 'all' ? '' : `${status} `}comments.`)
		for (const row of rows) {
			console.log(`#${row.id} [${row.status}] ${row.created_at} on "${row.title}"\n  ${row.name} <${row.email}>\n  ${row.comment.replace(/\s+/g, ' ').slice(0, 300)}\n`)
		}
	} else if (command === 'approve' || command === 'reject') {
		const id = Number(argument)
		if (!Number.isInteger(id) || id <= 0) throw new Error(`usage: npm run comments -- ${command} ID`)
		const result = await db
			.updateTable('blog_comments')
			.set({ status: command === 'approve' ? 'approved' : 'rejected' })
			.where('id', '=', id)
			.executeTakeFirst()
		if (Number(result.numUpdatedRows) === 0) throw new Error(`No comment #${id}`)
		console.log(`Comment #${id} ${command === 'approve' ? 'approved' : 'rejected'}.`)
	} else {
		throw new Error('usage: npm run comments -- list [status] | approve ID | reject ID')
	}
} catch (error) {
	console.error((error as Error).message)
	process.exitCode = 1
} finally {
	await db.destroy()
}
