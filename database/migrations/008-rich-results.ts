import type { Kysely } from 'kysely'

/**
 * What search engines' rich results ask for beyond what the pages showed:
 * a job posting's day, kind of employment and workplace, and the rating a
 * client gave with a testimonial.
 */
export async function up(db: Kysely<any>): Promise<void> {
	/** 1–5, as the client rated the work; null when they gave none. */
	await db.schema.alterTable('testimonials').addColumn('rating', 'integer').execute()
	await db.schema.alterTable('job_openings').addColumn('posted_on', 'text').execute()
	await db.schema.alterTable('job_openings').addColumn('employment_type', 'text', (c) => c.notNull().defaultTo('FULL_TIME')).execute()
	/** office | remote | hybrid */
	await db.schema.alterTable('job_openings').addColumn('workplace', 'text', (c) => c.notNull().defaultTo('office')).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	await db.schema.alterTable('testimonials').dropColumn('rating').execute()
	for (const column of ['posted_on', 'employment_type', 'workplace']) await db.schema.alterTable('job_openings').dropColumn(column).execute()
}
