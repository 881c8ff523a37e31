import { loadDotEnv, parseEnv } from '#app/server/env.server.ts'
import { openDatabase } from '#database/db.ts'
import { migrateToLatest } from '#database/migrate.ts'

/** `npm run db:migrate`: brings the configured database to the latest schema. */
loadDotEnv()
const env = parseEnv()
const db = await openDatabase({ databaseUrl: env.DATABASE_URL, sqliteFile: env.sqliteFile })
try {
	const applied = await migrateToLatest(db)
	console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database already up to date')
} finally {
	await db.destroy()
}
