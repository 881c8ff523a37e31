import type { Kysely } from 'kysely'

/**
 * Two things an editor can take back:
 *
 * - `blog_comments.deleted_at`: a deleted comment goes to a trash for 30 days
 *   (restorable), then a scheduled task deletes it for good; null while it is
 *   not in the trash.
 * - `content_revisions.state`: `saved` for the versions an item had, as
 *   before, or `draft` for the working draft of a live item, at most one per
 *   item, whose `version` is the live version it was started from: the site
 *   shows the live row while the draft is written, previewed, then published
 *   or discarded. `publish_at` is when a draft goes live by itself (changes
 *   scheduled for later); null for a saved version or a draft nobody
 *   scheduled. The unique key now includes the state, since a draft shares
 *   the version number of the live version it started from.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('blog_comments').addColumn('deleted_at', 'text').execute()
	await db.schema.alterTable('content_revisions').addColumn('state', 'text', (c) => c.notNull().defaultTo('saved')).execute()
	await db.schema.alterTable('content_revisions').addColumn('publish_at', 'text').execute()
	await db.schema.dropIndex('content_revisions_item').execute()
	await db.schema.createIndex('content_revisions_item').on('content_revisions').columns(['entity', 'row_id', 'state', 'version']).unique().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.deleteFrom('content_revisions').where('state', '=', 'draft').execute()
	await db.schema.dropIndex('content_revisions_item').execute()
	await db.schema.createIndex('content_revisions_item').on('content_revisions').columns(['entity', 'row_id', 'version']).unique().execute()
	await db.schema.alterTable('content_revisions').dropColumn('publish_at').execute()
	await db.schema.alterTable('content_revisions').dropColumn('state').execute()
	await db.schema.alterTable('blog_comments').dropColumn('deleted_at').execute()
}
