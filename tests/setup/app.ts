import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { parseEnv } from '#app/server/env.server.ts'
import { buildApp } from '#server/app.ts'
import type { Database } from '#database/db.ts'

export const TEST_SITE_URL = 'http://site.test'

/**
 * The HTTP application over a test database, for in-process requests with
 * inject(). The page cache is off unless a test turns it on (PAGE_CACHE_MB):
 * most tests write to the database directly, which only staff saves and
 * content events would announce. Proofs of work cost one attempt unless a
 * test sets PROOF_OF_WORK_COST.
 */
export async function createTestApp(
	db: Database,
	{ env = {}, ...extra }: Partial<Omit<Parameters<typeof buildApp>[0], 'env'>> & { env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
	return buildApp({
		env: parseEnv({ NODE_ENV: 'test', SITE_URL: TEST_SITE_URL, LOG_LEVEL: 'silent', DATA_DIR: tempDataDir(), PAGE_CACHE_MB: '0', PROOF_OF_WORK_COST: '1', ...env }),
		db,
		logger: false,
		...extra,
	})
}

const dataDirs = new Set<string>()

/** A data directory of its own for one test app, removed when the process exits. */
export function tempDataDir(): string {
	const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-test-data-'))
	// One exit listener for all of them (a listener each would pile up past Node's warning limit).
	if (dataDirs.size === 0) process.once('exit', () => dataDirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))
	dataDirs.add(dir)
	return dir
}
