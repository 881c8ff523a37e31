import path from 'node:path'
import { CV_MAX_BYTES } from '#app/features/leads/lead-forms.ts'
import type { Env } from '#app/server/env.server.ts'
import type { FileStorage } from '#app/server/storage.server.ts'
import { type CvStore, createCvStore } from '#app/server/uploads.server.ts'

/**
 * The CVs' store: its files in the storage, its uploads under way in DATA_DIR. Made once per
 * process: a server makes it before its app (server/serve.ts) and gives the same one to the app,
 * the start-up clean-up and the scheduled tasks; the primary of several makes its own for the clean-up.
 */
export function cvStoreOf(env: Env, storage: FileStorage): CvStore {
	return createCvStore(storage, path.join(env.dataDir, 'uploads', 'tmp'), CV_MAX_BYTES)
}
