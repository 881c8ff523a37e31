import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import { purgeTrash, TRASH_DAYS } from '#app/features/blog/comment-trash.server.ts'
import { publishDueDrafts } from '#app/features/cms/scheduled-drafts.server.ts'
import { purgeExpiredCvs, storedCvNames } from '#app/features/leads/personal-data.server.ts'
import { purgeSubmissionKeys } from '#app/features/leads/leads.server.ts'
import { purgePageViews } from '#app/features/insights/page-views.server.ts'
import { purgeVitals } from '#app/features/insights/vitals.server.ts'
import { audit, SYSTEM_ACTOR } from '#app/features/staff/audit.server.ts'
import { purgeSignInAttempts, purgeUsedCodes } from '#app/features/staff/sign-in-guard.server.ts'
import { purgeExpiredChallenges } from '#app/server/challenges.server.ts'
import { leaseHolder, type ScheduledTask, startScheduledTask } from '#app/server/leases.server.ts'
import type { CvStore } from '#app/server/uploads.server.ts'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE

export interface ScheduledTasksOptions {
	db: Kysely<DB>
	cvStore: CvStore
	retentionDays: number
	/** Days page-view counts are kept (ANALYTICS_RETENTION_DAYS, default 400). */
	pageViewRetentionDays?: number
	log: FastifyBaseLogger
	/** This server, as the leases name it (tests give two in one process names of their own). */
	holder?: string
	/** How often each server asks whether a task is due (default: a minute, or the task's period when shorter). */
	checkMs?: number
}

/**
 * The periodic housekeeping of the database and the data folder. Every server
 * starts it, and each task runs on one of them per period, whichever takes its
 * lease first (decision 017); a server that dies mid-run hands the task on
 * once its run lease expires. Each task is also safe if it ever ran twice:
 * the leases spare the work, they do not guard correctness.
 *
 * Not here, on purpose: the outbox worker runs on every server (each message
 * is claimed by one update, so several workers share the queue), and the
 * content timers of server/content-sync.ts (a job closing, a post going
 * public) drop each server's own page cache, so every server needs its own.
 */
export function scheduledTasks({ db, cvStore, retentionDays, pageViewRetentionDays = 400, log }: Omit<ScheduledTasksOptions, 'holder' | 'checkMs'>): ScheduledTask[] {
	return [
		{
			// CVs older than the retention period are deleted; the application stays.
			name: 'cv-retention',
			everyMs: 6 * HOUR,
			run: async () => {
				const ids = await purgeExpiredCvs(db, cvStore, retentionDays)
				if (ids.length === 0) return
				log.info({ applications: ids }, 'CVs past their retention period deleted')
				await audit(db, SYSTEM_ACTOR, 'cv.purged', `job_applications#${ids.join(',')}`, { retentionDays, count: ids.length })
			},
		},
		{
			// Keys of stored messages matter only while a visitor might send one again: a day.
			name: 'submission-keys-purge',
			everyMs: HOUR,
			run: () => purgeSubmissionKeys(db),
		},
		{
			// Sign-in attempts count for 15 minutes, and a two-factor code is remembered for three: afterwards they go.
			name: 'sign-in-attempts-purge',
			everyMs: 15 * MINUTE,
			run: async () => void (await Promise.all([purgeSignInAttempts(db), purgeUsedCodes(db)])),
		},
		{
			// Page-view counts and Core Web Vitals histograms older than their retention period go (decisions 043, 048).
			name: 'page-views-retention',
			everyMs: 6 * HOUR,
			run: async () => {
				const rows = await purgePageViews(db, pageViewRetentionDays)
				if (rows > 0) log.info({ rows, pageViewRetentionDays }, 'page-view counts past their retention period deleted')
				const vitals = await purgeVitals(db, pageViewRetentionDays)
				if (vitals > 0) log.info({ rows: vitals, pageViewRetentionDays }, 'Core Web Vitals histograms past their retention period deleted')
			},
		},
		{
			// Changes to live content published for a later time go live when it comes, within two minutes (decision 078).
			name: 'scheduled-drafts',
			everyMs: 2 * MINUTE,
			run: async () => {
				for (const done of await publishDueDrafts(db)) {
					if (!done.ok) log.warn({ item: done.item, problem: done.problem }, 'scheduled changes could not be published')
					else await audit(db, SYSTEM_ACTOR, 'content.updated', done.subject, { item: done.item, version: done.version, changes: done.changes, scheduled: true })
				}
			},
		},
		{
			// Comments deleted more than TRASH_DAYS ago leave the trash for good.
			name: 'comment-trash-purge',
			everyMs: HOUR,
			run: async () => {
				const count = await purgeTrash(db)
				if (count === 0) return
				log.info({ comments: count }, 'comments past their time in the trash deleted')
				await audit(db, SYSTEM_ACTOR, 'comment.deleted', 'Comments in the trash', { count, afterDays: TRASH_DAYS })
			},
		},
		{
			name: 'challenges-purge',
			everyMs: 15 * MINUTE,
			run: async () => void (await purgeExpiredChallenges(db)),
		},
		{
			// What a crash on any server left in the upload folders (each server also sweeps at start-up).
			name: 'upload-leftovers',
			everyMs: HOUR,
			run: async () => {
				const files = await cvStore.removeLeftovers((names) => storedCvNames(db, names))
				if (files > 0) log.info({ files }, 'upload files left by an interrupted run deleted')
			},
		},
	]
}

/** Starts every scheduled task under its lease; answers a function that stops them and waits for runs in progress. */
export function startScheduledTasks({ holder = leaseHolder(), checkMs, ...options }: ScheduledTasksOptions): () => Promise<void> {
	const stops = scheduledTasks(options).map((task) =>
		startScheduledTask(options.db, task, {
			holder,
			checkMs,
			onError: (error) => options.log.error({ err: error, task: task.name }, 'scheduled task failed'),
		}),
	)
	return async () => void (await Promise.all(stops.map((stop) => stop())))
}
