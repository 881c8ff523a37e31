import type { Kysely } from 'kysely'

/** A job application's stages, in the order of the pipeline, with the names they start with. */
const STAGES = [
	['new', 'New'],
	['screening', 'Screening'],
	['interview', 'Interview'],
	['offer', 'Offer'],
	['hired', 'Hired'],
	['rejected', 'Rejected'],
] as const

/** The sales statuses an application had, and the stage each one becomes; new and spam stay as they are. */
const STAGE_OF_STATUS = { contacted: 'screening', won: 'hired', lost: 'rejected' } as const

/**
 * Job applications go through a hiring pipeline of their own (decision 092)
 * instead of the enquiries' sales statuses:
 *
 * - `application_stages`: one row per stage, keyed by the stage the
 *   application's `status` column stores (new, screening, interview, offer,
 *   hired, rejected); `label` is what the back office calls it, which an admin
 *   may change. The keys are fixed: nothing adds or removes a row after this.
 *   `updated_at` is when a label last changed (null: never).
 * - the applications' statuses become stages: contacted → screening,
 *   won → hired, lost → rejected (new and spam keep their names). The
 *   timeline's past entries keep the words they were written with.
 */
export async function up(db: Kysely<any>): Promise<void> {
	await db.schema
		.createTable('application_stages')
		.addColumn('key', 'text', (c) => c.primaryKey())
		.addColumn('label', 'text', (c) => c.notNull())
		.addColumn('updated_at', 'text')
		.execute()
	await db
		.insertInto('application_stages')
		.values(STAGES.map(([key, label]) => ({ key, label })))
		.execute()
	for (const [from, to] of Object.entries(STAGE_OF_STATUS)) await db.updateTable('job_applications').set({ status: to }).where('status', '=', from).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
	// Back to the sales statuses: every stage between the first and the last was "contacted".
	for (const stage of ['screening', 'interview', 'offer']) await db.updateTable('job_applications').set({ status: 'contacted' }).where('status', '=', stage).execute()
	for (const [from, to] of Object.entries(STAGE_OF_STATUS)) if (from !== 'contacted') await db.updateTable('job_applications').set({ status: from }).where('status', '=', to).execute()
	await db.schema.dropTable('application_stages').execute()
}
