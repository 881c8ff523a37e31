import path from 'node:path'

/** Where the project's files live, for the server, the scripts and the tests: computed here only. */
export const ROOT = path.resolve(import.meta.dirname, '..')
/** The demo content that seeds an empty database, and its generated images (served under /media). */
export const CONTENT_DIR = path.join(ROOT, 'content')
export const MEDIA_DIR = path.join(CONTENT_DIR, 'media')
/** The build folder: BUILD_DIR (see react-router.config.ts) or build/. */
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build')
export const BUILD_ENTRY = path.join(BUILD_DIR, 'server', 'index.js')
export const CLIENT_DIR = path.join(BUILD_DIR, 'client')
