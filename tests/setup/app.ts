import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { parseEnv } from '#app/lib/env.server.ts'
import { buildApp } from '#server/app.ts'
import type { Database } from '#database/db.ts'

export const TEST_SITE_URL = 'http://site.test'

/** The HTTP application over a test database, for in-process requests with inject(). */
export async function createTestApp(
	db: Database,
	{ env = {}, ...extra }: Partial<Omit<Parameters<typeof buildApp>[0], 'env'>> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
	return buildApp({
		env: parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'silent', DATA_DIR: tempDataDir(), ...env }),
		db,
		logger: false,
		...extra,
	})
}

/** A data directory of its own for one test app, removed when the process exits. */
export function tempDataDir(): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-data-'))
	process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }))
	return dir
}
