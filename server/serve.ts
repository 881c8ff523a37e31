import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ConfigError, type Env, listeningLine } from '#app/server/env.server.ts'
import { openDatabase } from '#database/db.ts'
import { createMailer, startOutboxWorker } from '#app/server/mail.server.ts'
import { createStorage } from '#app/server/storage.server.ts'
import { buildApp } from './app.ts'
import { clusterPeers } from './cluster.ts'
import type { PageBuild } from './react-router.ts'
import { BUILD_ENTRY, CLIENT_DIR, ROOT } from './paths.ts'
import { cvStoreOf } from './cv-store.ts'
import { NO_BUILD, prepareDatabase, PRODUCTION_BY_DEFAULT, removeUploadLeftovers, type StartOptions } from './prepare.ts'
import { startScheduledTasks } from './scheduled-tasks.ts'

/**
 * A server process, the only one or a worker of several (server/cluster.ts, whose primary has
 * prepared the database): alone, it migrates the database and loads the demo content into an empty
 * one; then it serves pages, API and files.
 */
export async function serve(env: Env, { productionByDefault }: Pick<StartOptions, 'productionByDefault'>): Promise<void> {
	const dev = env.NODE_ENV === 'development'
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
	// One CV store for the forms, the back office, the clean-up and the retention purge.
	const cvStore = cvStoreOf(env, storage)
	const app = await buildApp({
		env,
		db,
		peers,
		storage,
		cvStore,
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
	if (productionByDefault) app.log.info(PRODUCTION_BY_DEFAULT)

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
