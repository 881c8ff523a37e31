import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { demoMediaDefine } from './server/media-version.ts'

/** How much longer than on a developer's machine tests may take on CI. */
const SLOWER = process.env.CI ? 3 : 1

export default defineConfig({
	// As in vite.config.ts, for the app's modules the tests import.
	define: demoMediaDefine(),
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'database/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
		environment: 'node',
		// Generous, and three times that on CI: a CI machine can be several times slower than a
		// developer's, and a timeout there fails a run whose every assertion held. Tests do not set
		// their own timeouts unless they need more than this.
		testTimeout: 120_000 * SLOWER,
		expect: { poll: { timeout: 10_000 * SLOWER, interval: 100 } },
		hookTimeout: 120_000 * SLOWER,
		pool: 'forks',
		// At least two files at once, even on two cores (vitest's own default there is one): most
		// files spend their time waiting on a server process, a database or a browser, and with two,
		// the whole run took 13.7 minutes on a busy two-core machine, where one had taken 28.
		maxWorkers: Math.max(2, availableParallelism() - 1),
		globalSetup: ['tests/setup/global-setup.ts'],
		// The servers the tests start run as one process each, where `npm start` runs one per core:
		// a second start-up per server would cost every file, and tests/cluster.test.ts covers the
		// processes sharing a port (decision 059).
		env: { WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' },
	},
})
