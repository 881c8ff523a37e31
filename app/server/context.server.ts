import type { Kysely } from 'kysely'
import { createContext } from 'react-router'
import type { DB } from '#database/schema.ts'
import type { Auth } from './auth.server.ts'
import type { PublicConfig } from '#app/lib/config.types.ts'
import type { ContentMemo } from './content-memo.server.ts'
import type { StylesheetSource } from './first-paint.server.ts'
import type { OwnScripts } from './own-scripts.server.ts'
import type { FileStorage } from './storage.server.ts'
import type { CvStore } from './uploads.server.ts'
import type { WindowCounter } from './window-counter.server.ts'

/** What the server hands to every loader and action (see server/react-router.ts). */
export type AppContext = {
	db: Kysely<DB>
	siteUrl: string
	/** Configuration pages may use and show (never secrets). */
	config: PublicConfig
	/** Staff authentication (the back office). */
	auth: Auth
	/** Where CVs are kept (private: they reach staff only through the back office). */
	cvStore: CvStore
	/** Uploaded public media (keys media/{kind}/…, served under /media/). */
	media: FileStorage
	/** Keeps reads that depend only on the content until it changes (content-memo.server.ts). */
	memo: ContentMemo
	/** Rate-limit counters (Redis when configured, else this process's memory). */
	counters: WindowCounter
	/** STAFF_AUTH_RATE_LIMIT: posts to the sign-in and password pages allowed per address a minute. */
	staffAuthLimit: number
	/** The app's secret (APP_SECRET): signs preview links (decision 041). Never sent to a browser. */
	secret: string
	/** The build's stylesheets, which pages carry inline (first-paint.server.ts); absent in development, where Vite serves them. */
	stylesheets?: StylesheetSource
	/** The URL of the islands' runtime, which a page of islands loads instead of the router (decision 069). */
	islandsRuntime: string
}

/** What the server knows of one request that the Fetch Request does not carry. */
export type RequestInfo = {
	/** The client's address (behind a trusted proxy, the forwarded one). */
	ip: string
}

/** The page routes of the running build, as React Router knows them. */
export type RouteTable = {
	/** Paths of the page routes without parameters (/, /faq, /portfolio…), outside /admin, in route-table order. */
	staticPagePaths: string[]
}

/**
 * Loaders and actions read it with `context.get(appContext)`. A context is
 * matched by identity: the server sets these from the page build's own copy
 * of this module (server/page-build.ts), never from one it imports itself.
 */
export const appContext = createContext<AppContext>()
export const requestInfo = createContext<RequestInfo>()
export const routeTable = createContext<RouteTable>()
/** Filled by the render (app/entry.server.tsx) with its own inline scripts, which the page's policy allows (decision 063). */
export const ownScripts = createContext<OwnScripts>()
