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
		globalSetup: ['tests/setup/global-setup.ts'],
	},
})
