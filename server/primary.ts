import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import { pino } from 'pino'
import { ConfigError, type Env, listeningLine } from '#app/server/env.server.ts'
import { openDatabase } from '#database/db.ts'
import { createStorage } from '#app/server/storage.server.ts'
import { runPrimary } from './cluster.ts'
import { BUILD_ENTRY } from './paths.ts'
import { cvStoreOf } from './cv-store.ts'
import { NO_BUILD, prepareDatabase, PRODUCTION_BY_DEFAULT, removeUploadLeftovers, type StartOptions } from './prepare.ts'

/**
 * The primary of several server processes: checks the configuration, the database and the build
 * once, so a problem ends start-up with one line as it does for one process, then starts the workers.
 * It loads only what that takes, not the HTTP application the workers run (server/serve.ts), so a
 * restart after a crash reaches its first worker sooner.
 */
export async function startPrimary(env: Env, processes: number, { entry, productionByDefault }: StartOptions): Promise<void> {
	const log = pino({ level: env.LOG_LEVEL })
	if (productionByDefault) log.info(PRODUCTION_BY_DEFAULT)
	const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile })
	await prepareDatabase(db, env)
	await removeUploadLeftovers(db, cvStoreOf(env, await createStorage(env)), log)
	await db.destroy()
	if (!fs.existsSync(BUILD_ENTRY)) throw new ConfigError(NO_BUILD)
	// Every process signs codes and sessions alike: a key made here when APP_SECRET is not set (outside production, which requires it).
	const workerEnv: Record<string, string> = {}
	if (!env.APP_SECRET) workerEnv.APP_SECRET = randomBytes(32).toString('hex')
	await runPrimary({
		processes,
		exec: entry,
		log,
		workerEnv,
		graceSeconds: env.SHUTDOWN_GRACE_SECONDS,
		onListening: ({ port }) => {
			if (process.stdout.isTTY) console.log(listeningLine(env.HOST, port))
		},
	})
}
