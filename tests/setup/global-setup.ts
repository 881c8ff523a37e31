import { ensureBuild } from '../../scripts/lib/build.js'
import { POSTGRES_URL } from './database.ts'

/** Builds the pages once for the whole run, and says visibly which optional services it covers. */
export default function setup() {
	if (!POSTGRES_URL) {
		console.warn(
			'\n⚠ PostgreSQL tests are skipped: set TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test) to run them.\n',
		)
	}
	ensureBuild()
}
