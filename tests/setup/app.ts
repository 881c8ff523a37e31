import type { FastifyInstance } from 'fastify'
import { parseEnv } from '#app/lib/env.server.ts'
import { buildApp } from '#server/app.ts'
import type { Database } from '#database/db.ts'

export const TEST_SITE_URL = 'http://site.test'

/** The HTTP application over a test database, for in-process requests with inject(). */
export async function createTestApp(db: Database, extra: Partial<Parameters<typeof buildApp>[0]> = {}): Promise<FastifyInstance> {
	return buildApp({
		env: parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'silent' }),
		db,
		logger: false,
		...extra,
	})
}
