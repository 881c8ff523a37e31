import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import type { PublicConfig } from './env.server.ts'

/** What the server hands to every loader and action (see server/react-router.ts). */
export type AppContext = {
	db: Kysely<DB>
	siteUrl: string
	/** Configuration pages may use and show (never secrets). */
	config: PublicConfig
}

declare module 'react-router' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation adds AppContext's members
	interface AppLoadContext extends AppContext {}
}
