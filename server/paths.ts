import path from 'node:path'
import { buildDirectory } from '#app/server/env.server.ts'

/** Set by the server's build (vite.server.config.ts), whose module no longer sits in server/. */
declare const __PROJECT_ROOT__: string | undefined

/** Where the project's files live, for the server, the scripts and the tests: computed here only. */
export const ROOT = typeof __PROJECT_ROOT__ === 'string' ? __PROJECT_ROOT__ : path.resolve(import.meta.dirname, '..')
/** The demo content that seeds an empty database, and its generated images (served under /media). */
export const CONTENT_DIR = path.join(ROOT, 'content')
export const MEDIA_DIR = path.join(CONTENT_DIR, 'media')
/** The build folder: BUILD_DIR (read by the configuration's schema) or build/; react-router.config.ts builds into it. */
export const BUILD_DIR = path.resolve(ROOT, buildDirectory())
export const BUILD_ENTRY = path.join(BUILD_DIR, 'server', 'index.js')
export const CLIENT_DIR = path.join(BUILD_DIR, 'client')
/** The HTTP server built as JavaScript (vite.server.config.ts), which production runs with `node`. */
export const SERVER_ENTRY = path.join(BUILD_DIR, 'node', 'main.js')
