import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { type Logger, pino } from 'pino'
import { ConfigError, type Env, listeningLine, loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { type Database, DatabaseConfigError, openDatabase } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { seedDatabase } from '#database/seed.ts'
import { createMailer, startOutboxWorker } from '#app/server/mail.server.ts'
import { createStorage, type FileStorage } from '#app/server/storage.server.ts'
import { type CvStore, createCvStore } from '#app/server/uploads.server.ts'
import { CV_MAX_BYTES } from '#app/features/forms/lead-forms.ts'
import { storedCvNames } from '#app/features/forms/personal-data.server.ts'
import { buildApp } from './app.ts'
import { requireAppSecret } from './app-secret.ts'
import { clusterPeers, defaultProcesses, runPrimary } from './cluster.ts'
import type { PageBuild } from './react-router.ts'
import { BUILD_ENTRY, CLIENT_DIR, CONTENT_DIR, ROOT } from './paths.ts'
import { startScheduledTasks } from './scheduled-tasks.ts'

const NO_BUILD = 'No production build found: run `npm run build` first (npm start does this for you)'

/**
 * The server's entry: read the configuration, open and migrate the database,
 * load the demo content into an empty one, then serve pages, API and files,
 * in one process or, with several cores, in one per core sharing the port
 * (WEB_CONCURRENCY, server/cluster.ts): the primary prepares the database
 * once and starts the workers, which serve.
 * A configuration or database problem ends start-up with one clear line.
 */
async function main() {
	// Whatever a library writes under DATA_DIR is this user's alone too, beside the modes set where the server makes its files (decision 067).
	process.umask(0o077)
	loadDotEnv()
	const env = parseEnv()
	requireAppSecret(env)
	const dev = env.NODE_ENV === 'development'
	const processes = dev ? 1 : (env.WEB_CONCURRENCY ?? defaultProcesses())
	if (cluster.isPrimary && processes > 1) return startPrimary(env, processes)

	const peers = clusterPeers()
	const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile })
	if (!peers) await prepareDatabase(db, env)

	const vite = dev
		? await import('vite').then((v) =>
				v.createServer({ server: { middlewareMode: true }, appType: 'custom', root: ROOT }),
			)
		: undefined
	if (!dev && !fs.existsSync(BUILD_ENTRY)) {
		throw new ConfigError(NO_BUILD)
	}
	const productionBuild = dev ? undefined : ((await import(pathToFileURL(BUILD_ENTRY).href)) as PageBuild)

	// One file storage (DATA_DIR or the bucket) for the server, the outbox's attachments and the clean-up below.
	const storage = await createStorage(env)
	const app = await buildApp({
		env,
		db,
		peers,
		storage,
		pages: {
			build: vite
				? () => vite.ssrLoadModule('/server/page-build.ts') as Promise<PageBuild>
				: async () => productionBuild!,
			clientDir: dev ? undefined : CLIENT_DIR,
		},
		before: vite
			? async (instance) => {
					await instance.register(import('@fastify/middie'))
					instance.use(vite.middlewares)
				}
			: undefined,
	})

	// The outbox and the scheduled tasks run in one process of the machine (the first worker).
	const background = !peers || peers.index === 0
	// Notifications leave through the outbox, so a mail server outage delays them but loses none.
	const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir: path.join(env.dataDir, 'outbox'), files: storage })
	const stopOutbox = !background ? async () => {} : startOutboxWorker(db, mailer, {
		from: env.MAIL_FROM,
		ratePerMinute: env.OUTBOX_RATE_PER_MINUTE,
		messageIdDomain: new URL(env.SITE_URL).hostname,
		onError: (error) => app.log.error({ err: error }, 'outbox run failed'),
	})

	const cvStore = cvStoreOf(env, storage)
	// (With several processes the primary did this before it started them.)
	if (!peers) await removeUploadLeftovers(db, cvStore, app.log)

	// The CV retention purge and the other housekeeping: each task on one server per period (decision 017).
	const stopScheduledTasks = !background ? async () => {} : startScheduledTasks({ db, cvStore, retentionDays: env.CV_RETENTION_DAYS, pageViewRetentionDays: env.ANALYTICS_RETENTION_DAYS, log: app.log })

	// Stop taking requests, let those in flight and the current outbox send finish, then exit;
	// a shutdown that takes longer than the grace period is cut short.
	let closing = false
	const close = async (signal: string) => {
		if (closing) return
		closing = true
		app.log.info({ signal }, 'shutting down')
		// The load balancer sees /readyz fail and stops sending visitors; those in flight finish.
		app.drain()
		const deadline = setTimeout(() => {
			app.log.warn({ graceSeconds: env.SHUTDOWN_GRACE_SECONDS }, 'shutdown grace period over: exiting with work unfinished')
			app.server.closeAllConnections()
			process.exit(1)
		}, env.SHUTDOWN_GRACE_SECONDS * 1000)
		deadline.unref()
		await app.close()
		await stopScheduledTasks()
		await stopOutbox()
		mailer.close()
		await vite?.close()
		await db.destroy()
		process.exit(0)
	}
	process.on('SIGINT', () => void close('SIGINT'))
	process.on('SIGTERM', () => void close('SIGTERM'))

	await app.listen({ port: env.PORT, host: env.HOST })
	if (process.stdout.isTTY && !peers) console.log(listeningLine(env.HOST, (app.server.address() as AddressInfo).port))
}

/** The CVs' store: its files in the storage, its uploads under way in DATA_DIR. */
function cvStoreOf(env: Env, storage: FileStorage): CvStore {
	return createCvStore(storage, path.join(env.dataDir, 'uploads', 'tmp'), CV_MAX_BYTES)
}

/**
 * A crash between a CV's write and its application's commit leaves a file nobody names: deletes those.
 * (A storage that does not answer yet delays it to the next start, it does not stop this one.)
 */
async function removeUploadLeftovers(db: Database, cvStore: CvStore, log: Pick<Logger, 'info' | 'warn'>): Promise<void> {
	const leftovers = await cvStore.removeLeftovers((names) => storedCvNames(db, names)).catch((error: unknown) => {
		log.warn({ err: error }, 'clean-up of upload leftovers failed')
		return 0
	})
	if (leftovers > 0) log.info({ files: leftovers }, 'upload files left by an interrupted run deleted')
}

/** Migrates the database and loads the demo content into an empty one. */
async function prepareDatabase(db: Database, env: Env): Promise<void> {
	await migrateToLatest(db)
	if (env.SEED_ON_START) await seedDatabase(db, CONTENT_DIR)
}

/**
 * The primary of several server processes: checks the configuration, the database and the build
 * once, so a problem ends start-up with one line as it does for one process, then starts the workers.
 */
async function startPrimary(env: Env, processes: number): Promise<void> {
	const log = pino({ level: env.LOG_LEVEL })
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
		// This module (build/node/main.js), not `npm start`'s script that imported it.
		exec: fileURLToPath(import.meta.url),
		log,
		workerEnv,
		graceSeconds: env.SHUTDOWN_GRACE_SECONDS,
		onListening: ({ port }) => {
			if (process.stdout.isTTY) console.log(listeningLine(env.HOST, port))
		},
	})
}

main().catch((error: unknown) => {
	const known = error instanceof ConfigError || error instanceof DatabaseConfigError
	console.error(known ? (error as Error).message : error)
	process.exit(1)
})
