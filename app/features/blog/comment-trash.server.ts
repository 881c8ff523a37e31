import type { Kysely, Transaction } from 'kysely'
import { changeContent } from '#database/content-version.ts'
import type { DB } from '#database/schema.ts'
import { TRASH_DAYS } from './comment-trash.ts'

/**
 * The comments' trash: a deleted comment leaves the public post and the
 * moderation lists at once, stays restorable for TRASH_DAYS, then a scheduled
 * task deletes it for good (with its attribution). Every change goes through
 * changeContent, so a post that showed the comment drops it from the page cache.
 */

export { TRASH_DAYS }
const DAY_MS = 24 * 60 * 60 * 1000

/** Moves comments to the trash; answers how many were moved (those already there are left as they are). */
export async function trashComments(db: Kysely<DB>, ids: readonly number[], now = new Date()): Promise<number> {
	if (ids.length === 0) return 0
	const trash = async (trx: Transaction<DB>) =>
		Number((await trx.updateTable('blog_comments').set({ deleted_at: now.toISOString() }).where('id', 'in', ids).where('deleted_at', 'is', null).executeTakeFirst()).numUpdatedRows)
	return changeContent(db, 'blog_comments', trash, { changed: (count) => count > 0 })
}

/** Takes comments out of the trash with the status they had; answers how many. */
export async function restoreComments(db: Kysely<DB>, ids: readonly number[]): Promise<number> {
	if (ids.length === 0) return 0
	const restore = async (trx: Transaction<DB>) =>
		Number((await trx.updateTable('blog_comments').set({ deleted_at: null }).where('id', 'in', ids).where('deleted_at', 'is not', null).executeTakeFirst()).numUpdatedRows)
	return changeContent(db, 'blog_comments', restore, { changed: (count) => count > 0 })
}

/** The trash, most recently deleted first, each with the day it is deleted for good. */
export async function listTrash(db: Kysely<DB>) {
	const rows = await db
		.selectFrom('blog_comments')
		.innerJoin('blog_posts', 'blog_posts.id', 'blog_comments.blog_id')
		.select([
			'blog_comments.id',
			'blog_comments.status',
			'blog_comments.name',
			'blog_comments.email',
			'blog_comments.comment',
			'blog_comments.created_at',
			'blog_comments.deleted_at',
			'blog_posts.title as post_title',
			'blog_posts.slug as post_slug',
		])
		.where('blog_comments.deleted_at', 'is not', null)
		.orderBy('blog_comments.deleted_at', 'desc')
		.orderBy('blog_comments.id')
		.execute()
	return rows.map((row) => ({ ...row, deleted_at: row.deleted_at!, purge_at: new Date(Date.parse(row.deleted_at!) + TRASH_DAYS * DAY_MS).toISOString() }))
}

/** Deletes for good what has been in the trash for TRASH_DAYS (a scheduled task); answers how many. */
export async function purgeTrash(db: Kysely<DB>, now = new Date()): Promise<number> {
	const before = new Date(now.getTime() - TRASH_DAYS * DAY_MS).toISOString()
	const purge = async (trx: Transaction<DB>) => {
		const old = await trx.selectFrom('blog_comments').select('id').where('deleted_at', '<=', before).execute()
		const ids = old.map((row) => row.id)
		if (ids.length === 0) return 0
		await trx.deleteFrom('lead_attribution').where('lead_kind', '=', 'comment').where('lead_id', 'in', ids).execute()
		return Number((await trx.deleteFrom('blog_comments').where('id', 'in', ids).executeTakeFirst()).numDeletedRows)
	}
	return changeContent(db, 'blog_comments', purge, { changed: (count) => count > 0 })
}
