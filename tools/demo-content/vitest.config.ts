import { defineConfig } from 'vitest/config'

// The generator's own tests, apart from the app's (whose config and global setup build the site).
export default defineConfig({
	test: { include: ['**/*.test.ts'], exclude: ['node_modules/**'], environment: 'node' },
})
