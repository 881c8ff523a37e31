import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'

/** What every read API group is given by the app. */
export interface ApiOptions {
	db: Kysely<DB>
}
