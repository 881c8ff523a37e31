import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'

/** What the server hands to every loader and action (see server/react-router.ts). */
export type AppContext = {
	db: Kysely<DB>
	siteUrl: string
}

declare module 'react-router' {
	// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmentation adds AppContext's members
	interface AppLoadContext extends AppContext {}
}
