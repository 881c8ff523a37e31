import type { Logger } from 'pino'
import type { Env } from '#app/server/env.server.ts'
import type { Database } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { seedDatabase } from '#database/seed.ts'
import type { CvStore } from '#app/server/uploads.server.ts'
import { storedCvNames } from '#app/features/leads/personal-data.server.ts'
import { CONTENT_DIR } from './paths.ts'

/** What start-up does once per machine before any process serves: by the one process, or by the primary of several (server/primary.ts). */

export const NO_BUILD = 'No production build found: run `npm run build` first (npm start does this for you)'

/** Said once at start-up when NODE_ENV was not set and the entry chose production. */
export const PRODUCTION_BY_DEFAULT = 'NODE_ENV is not set: running as production (NODE_ENV=development is for `npm run dev`)'

export interface StartOptions {
	/** The module the server processes run (the entry: build/node/main.js, or server/main.ts through tsx). */
	entry: string
	/** NODE_ENV was not set, and the entry made it production. */
	productionByDefault: boolean
}

/**
 * A crash between a CV's write and its application's commit leaves a file nobody names: deletes those.
 * (A storage that does not answer yet delays it to the next start, it does not stop this one.)
 */
export async function removeUploadLeftovers(db: Database, cvStore: CvStore, log: Pick<Logger, 'info' | 'warn'>): Promise<void> {
	const leftovers = await cvStore.removeLeftovers((names) => storedCvNames(db, names)).catch((error: unknown) => {
		log.warn({ err: error }, 'clean-up of upload leftovers failed')
		return 0
	})
	if (leftovers > 0) log.info({ files: leftovers }, 'upload files left by an interrupted run deleted')
}

/** Migrates the database and loads the demo content into an empty one. */
export async function prepareDatabase(db: Database, env: Env): Promise<void> {
	await migrateToLatest(db)
	if (env.SEED_ON_START) await seedDatabase(db, CONTENT_DIR)
}
