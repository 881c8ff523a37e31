import type { Kysely } from 'kysely'
import { createContext } from 'react-router'
import type { DB } from '#database/schema.ts'
import type { PublicConfig } from './config.types.ts'

/** What the server hands to every loader and action (see server/react-router.ts). */
export type AppContext = {
	db: Kysely<DB>
	siteUrl: string
	/** Configuration pages may use and show (never secrets). */
	config: PublicConfig
}

/**
 * Loaders and actions read it with `context.get(appContext)`. A context is
 * matched by identity, and this module runs twice: once imported by the
 * server, once bundled into the page build (or loaded by Vite in
 * development). Both copies hand out the one object kept on globalThis.
 */
const KEY = Symbol.for('lanternfish.appContext')
const shared = globalThis as typeof globalThis & { [KEY]?: ReturnType<typeof createContext<AppContext>> }
export const appContext = (shared[KEY] ??= createContext<AppContext>())
