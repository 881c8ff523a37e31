import { pathToFileURL } from 'node:url'
import { loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { keptAppSecret } from '../server/app-secret.ts'
import { SERVER_ENTRY } from '../server/paths.ts'
import { ensureBuild } from './lib/build.ts'

/**
 * `npm start`: builds the site when the build is missing or older than its
 * sources, then runs the production server as built (JavaScript, decision 044),
 * which migrates the database and loads the demo content into an empty one.
 * Without APP_SECRET it uses the one kept in DATA_DIR, made on the first start
 * (decision 067), so the demo needs no configuration and its sessions and
 * two-factor secrets outlive a restart. Without NODE_ENV the server runs as
 * production, and says so.
 */
try {
	ensureBuild()
	// The files made under DATA_DIR from here on are this user's alone (the server sets the same at its start).
	process.umask(0o077)
	loadDotEnv()
	const env = parseEnv()
	if (!env.APP_SECRET) process.env.APP_SECRET = keptAppSecret(env.dataDir)
} catch (error) {
	console.error((error as Error).message)
	process.exit(1)
}
await import(pathToFileURL(SERVER_ENTRY).href)
