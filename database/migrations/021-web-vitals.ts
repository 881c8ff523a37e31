import type { Kysely } from 'kysely'

/**
 * Real-user Core Web Vitals (decision 048): `web_vitals` counts the values
 * visitors' browsers reported, per day × template (the route's pattern, such as
 * `/services/:slug`, never the address) × metric (LCP, INP, CLS) × bucket (the
 * lower edge of a fixed bucket, app/features/insights/vitals.ts). No address,
 * browser or identifier: only the counts. Servers add to a row (one upsert per
 * key per batch), so several servers' counts add up.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('web_vitals')
		/** YYYY-MM-DD (UTC). */
		.addColumn('day', 'text', (c) => c.notNull())
		.addColumn('template', 'text', (c) => c.notNull())
		/** LCP | INP | CLS */
		.addColumn('metric', 'text', (c) => c.notNull())
		/** The bucket's lower edge: milliseconds (LCP, INP), thousandths (CLS). */
		.addColumn('bucket', 'integer', (c) => c.notNull())
		.addColumn('samples', 'integer', (c) => c.notNull().defaultTo(0))
		.addPrimaryKeyConstraint('web_vitals_pk', ['day', 'template', 'metric', 'bucket'])
		.execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.dropTable('web_vitals').execute()
}
