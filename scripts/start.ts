import { pathToFileURL } from 'node:url'
import { SERVER_ENTRY } from '../server/paths.ts'
import { ensureBuild } from './lib/build.ts'

/**
 * `npm start`: builds the site when the build is missing or older than its
 * sources, then runs the production server as built (JavaScript, decision 044),
 * which migrates the database and loads the demo content into an empty one.
 */
try {
	ensureBuild()
} catch (error) {
	console.error((error as Error).message)
	process.exit(1)
}
process.env.NODE_ENV ??= 'production'
await import(pathToFileURL(SERVER_ENTRY).href)
