import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'
import { demoMediaDefine } from './server/media-version.ts'

export default defineConfig({
	// As in vite.config.ts, for the app's modules the tests import.
	define: demoMediaDefine(),
	test: {
		include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'database/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/**/*.test.ts'],
		environment: 'node',
		testTimeout: 60_000,
		expect: { poll: { timeout: 10_000, interval: 100 } },
		hookTimeout: 120_000,
		pool: 'forks',
		// At least two files at once, even on two cores (vitest's own default there is one): most
		// files spend their time waiting on a server process, a database or a browser, and the whole
		// run takes about half as long (14 against 28 minutes on a busy two-core machine).
		maxWorkers: Math.max(2, availableParallelism() - 1),
		globalSetup: ['tests/setup/global-setup.ts'],
	},
})
