import type { Kysely } from 'kysely'

/**
 * Where leads come from and which pages are read, without cookies (decision 043):
 *
 * - `lead_attribution`: a lead's first and last touch in the visit (the page it
 *   landed on, the referrer's domain, the utm_* values, which click ids were
 *   present, the device class), one row per touch, keyed by the lead's table
 *   key and id like lead_notes and lead_events;
 * - `page_views`: page views counted per day × path × referrer domain × source ×
 *   medium × campaign × device class; `landings` counts the views that began a
 *   visit. No address, browser or identifier: only the counts. Servers add to a
 *   row (one upsert per key per batch), so several servers' counts add up.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('lead_attribution')
		/** contact | quote | career | comment: which table lead_id points into. */
		.addColumn('lead_kind', 'text', (c) => c.notNull())
		.addColumn('lead_id', 'integer', (c) => c.notNull())
		/** first | last */
		.addColumn('touch', 'text', (c) => c.notNull())
		.addColumn('landing_path', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('referrer', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('utm_source', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('utm_medium', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('utm_campaign', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('utm_term', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('utm_content', 'text', (c) => c.notNull().defaultTo(''))
		/** The click ids that were present, comma-separated (gclid, fbclid, msclkid): never their values. */
		.addColumn('click_ids', 'text', (c) => c.notNull().defaultTo(''))
		/** mobile | tablet | desktop | '' */
		.addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
		/** When the lead was received (its row's created_at), so insights count leads by day without a join per table. */
		.addColumn('created_at', 'text', (c) => c.notNull().defaultTo(''))
		.addPrimaryKeyConstraint('lead_attribution_pk', ['lead_kind', 'lead_id', 'touch'])
		.execute()
	await db.schema.createIndex('lead_attribution_source').on('lead_attribution').columns(['utm_source', 'utm_campaign']).execute()

	await db.schema
		.createTable('page_views')
		/** YYYY-MM-DD (UTC). */
		.addColumn('day', 'text', (c) => c.notNull())
		.addColumn('path', 'text', (c) => c.notNull())
		.addColumn('referrer', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('medium', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('campaign', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
		.addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
		.addColumn('landings', 'integer', (c) => c.notNull().defaultTo(0))
		.addPrimaryKeyConstraint('page_views_pk', ['day', 'path', 'referrer', 'source', 'medium', 'campaign', 'device'])
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('page_views').execute()
	await db.schema.dropTable('lead_attribution').execute()
}
