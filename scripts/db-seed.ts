import { loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { openDatabase } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'
import { seedDatabase } from '#database/seed.ts'
import { CONTENT_DIR } from '#server/paths.ts'

/**
 * `npm run db:seed`: loads the demo content into the configured database once.
 * Running it again changes nothing; `npm run db:seed -- --reset` replaces the
 * demo content (visitor submissions are kept).
 */
loadDotEnv()
const env = parseEnv()
const reset = process.argv.includes('--reset')
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile })
try {
	await migrateToLatest(db)
	const result = await seedDatabase(db, CONTENT_DIR, { reset })
	if (result.seeded) {
		const summary = Object.entries(result.counts).map(([table, n]) => `${table} ${n}`).join(', ')
		console.log(`Demo content loaded: ${summary}`)
	} else {
		console.log('Demo content already loaded: nothing to do (use --reset to reload it)')
	}
} finally {
	await db.destroy()
}
