// `npm start`: builds the site when the build is missing or older than its sources, then runs the
// production server as built (JavaScript, decision 044), which migrates the database and loads the
// demo content into an empty one. Without APP_SECRET the server uses the one kept in DATA_DIR, made
// on the first start (decision 067), so the demo needs no configuration and its sessions and
// two-factor secrets outlive a restart. Without NODE_ENV the server runs as production, and says so.
// JavaScript, run by plain Node: a TypeScript loader here cost more than the server's own start (decision 095).
import { pathToFileURL } from 'node:url'
import { ensureBuild, SERVER_ENTRY } from './lib/build.js'

try {
	ensureBuild()
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}
// Read by the server's entry (and its worker processes, which run it with the same arguments).
process.argv.push('--keep-app-secret')
await import(pathToFileURL(SERVER_ENTRY).href)
