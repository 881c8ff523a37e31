import path from 'node:path'

/** Where the project and its React Router build live, for the server, the scripts and the tests. */
export const ROOT = path.resolve(import.meta.dirname, '..')
/** The build folder: BUILD_DIR (see react-router.config.ts) or build/. */
export const BUILD_DIR = path.resolve(ROOT, process.env.BUILD_DIR || 'build')
export const BUILD_ENTRY = path.join(BUILD_DIR, 'server', 'index.js')
export const CLIENT_DIR = path.join(BUILD_DIR, 'client')
