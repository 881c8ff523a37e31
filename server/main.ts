import cluster from 'node:cluster'
import { fileURLToPath } from 'node:url'
import { ConfigError, loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { DatabaseConfigError } from '#database/db.ts'
import { KEEP_APP_SECRET, keptAppSecret, requireAppSecret } from './app-secret.ts'
import { defaultProcesses } from './cluster.ts'

/**
 * The server's entry (built as build/node/main.js, decision 044): reads the configuration, then
 * loads what this process runs: the HTTP server (server/serve.ts), or, with several processes
 * (WEB_CONCURRENCY, one per core by default, decision 059), in the primary only what prepares the
 * database and starts the workers (server/primary.ts). React and other packages choose their
 * development or production build from NODE_ENV when they load, so an unset NODE_ENV becomes
 * `production` here, before any of them is imported, and the start-up log says so: the built
 * server is production unless told otherwise.
 * A configuration or database problem ends start-up with one clear line.
 */
async function main() {
	// Whatever a library writes under DATA_DIR is this user's alone too, beside the modes set where the server makes its files (decision 067).
	process.umask(0o077)
	loadDotEnv()
	const productionByDefault = !process.env.NODE_ENV
	if (productionByDefault) process.env.NODE_ENV = 'production'
	let env = parseEnv()
	// `npm start` (scripts/start.js) runs without APP_SECRET on one it keeps in DATA_DIR; the workers inherit it.
	if (!env.APP_SECRET && process.argv.includes(KEEP_APP_SECRET)) {
		process.env.APP_SECRET = keptAppSecret(env.dataDir)
		env = parseEnv()
	}
	requireAppSecret(env)
	const processes = env.NODE_ENV === 'development' ? 1 : (env.WEB_CONCURRENCY ?? defaultProcesses())
	if (cluster.isPrimary && processes > 1) {
		const { startPrimary } = await import('./primary.ts')
		// The workers run this module too (the bundle's entry, not `npm start`'s script that imported it).
		return startPrimary(env, processes, { entry: fileURLToPath(import.meta.url), productionByDefault })
	}
	const { serve } = await import('./serve.ts')
	await serve(env, { productionByDefault })
}

main().catch((error: unknown) => {
	const known = error instanceof ConfigError || error instanceof DatabaseConfigError
	console.error(known ? (error as Error).message : error)
	process.exit(1)
})
