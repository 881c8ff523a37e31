/**
 * Where this package reaches into the app, on purpose (decision 050): the demo content, read
 * through the app's own schema-checked reader (database/content.ts, the seed's), so a content
 * file that does not fit stops a run here as it would stop the seed; and the brand font the
 * site's stylesheet loads. Both come with the repository's own install (`npm ci` at its root).
 */
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

export { type Content, readContent } from '../../database/content.ts'

/** The repository's demo content, which the pictures are drawn from and written into (media/). */
export const CONTENT_DIR = fileURLToPath(new URL('../../content', import.meta.url))

/** A file of one of the app's packages, resolved from the app's install. */
export const resolveFromApp = createRequire(new URL('../../package.json', import.meta.url)).resolve
