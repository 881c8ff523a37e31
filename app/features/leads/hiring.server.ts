import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { type ApplicationStage, DEFAULT_STAGE_LABELS, NAMED_STAGES, type NamedStage } from './inbox.labels.ts'

/**
 * The hiring pipeline (decision 092): what the stages of a job application are
 * called here, and how many applications each opening has in each stage. A
 * stage change itself is a lead's status change (lead-handling.server.ts).
 */

export type StageLabels = Record<ApplicationStage, string>

/** Every stage's name, as an admin set it (application_stages), the default where a row is missing. */
export async function stageLabels(db: Kysely<DB>): Promise<StageLabels> {
	const rows = await db.selectFrom('application_stages').select(['key', 'label']).execute()
	const labels = { ...DEFAULT_STAGE_LABELS }
	for (const row of rows) if ((NAMED_STAGES as readonly string[]).includes(row.key) && row.label) labels[row.key as NamedStage] = row.label
	return labels
}

/** A renamed stage, for the audit log: its key and the old and new names. */
export interface StageRename {
	stage: NamedStage
	from: string
	to: string
}

/** Renames the stages whose name changed; answers what changed (nothing: an empty list). */
export async function renameStages(db: Kysely<DB>, labels: Record<NamedStage, string>): Promise<StageRename[]> {
	return db.transaction().execute(async (trx) => {
		const before = await stageLabels(trx)
		const at = new Date().toISOString()
		const renames: StageRename[] = []
		for (const stage of NAMED_STAGES) {
			if (before[stage] === labels[stage]) continue
			renames.push({ stage, from: before[stage], to: labels[stage] })
			const updated = await trx.updateTable('application_stages').set({ label: labels[stage], updated_at: at }).where('key', '=', stage).executeTakeFirst()
			if (Number(updated.numUpdatedRows) === 0) await trx.insertInto('application_stages').values({ key: stage, label: labels[stage], updated_at: at }).execute()
		}
		return renames
	})
}

/** An opening's applications by stage (spam left out: it is not work), in the pipeline's order. */
export type StageCounts = { stage: NamedStage; count: number }[]

/** How many applications each of these openings has in each stage; an opening with none is absent. */
export async function applicationCounts(db: Kysely<DB>, jobIds: readonly number[]): Promise<Map<number, StageCounts>> {
	const counts = new Map<number, StageCounts>()
	if (jobIds.length === 0) return counts
	const rows = await db
		.selectFrom('job_applications')
		.select(['job_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
		.where('job_id', 'in', [...jobIds])
		.where('status', '!=', 'spam')
		.groupBy(['job_id', 'status'])
		.execute()
	for (const id of new Set(rows.map((row) => Number(row.job_id)))) {
		const mine = rows.filter((row) => Number(row.job_id) === id)
		const byStage = NAMED_STAGES.map((stage) => ({ stage, count: Number(mine.find((row) => row.status === stage)?.n ?? 0) })).filter((entry) => entry.count > 0)
		if (byStage.length > 0) counts.set(id, byStage)
	}
	return counts
}

/**
 * The openings applications were made to, open or closed (its status, or its closing day gone by), for the
 * inbox's filter: the opening's title now, or the one applied to when it is gone.
 */
export async function appliedOpenings(db: Kysely<DB>, today = new Date().toISOString().slice(0, 10)): Promise<{ id: number; title: string; closed: boolean }[]> {
	const rows = await db
		.selectFrom('job_applications')
		.leftJoin('job_openings', 'job_openings.id', 'job_applications.job_id')
		.select((eb) => [
			'job_applications.job_id',
			eb.fn.max('job_applications.job_title').as('applied_title'),
			eb.fn.max('job_openings.title').as('title'),
			eb.fn.max('job_openings.status').as('status'),
			eb.fn.max('job_openings.closes_on').as('closes_on'),
		])
		.where('job_applications.job_id', 'is not', null)
		.groupBy('job_applications.job_id')
		.execute()
	return rows
		.map((row) => ({ id: Number(row.job_id), title: String(row.title ?? row.applied_title ?? ''), closed: row.status === 'closed' || (Boolean(row.closes_on) && String(row.closes_on) < today) }))
		.sort((a, b) => a.title.localeCompare(b.title) || a.id - b.id)
}
