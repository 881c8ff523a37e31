import path from 'node:path'
import { defineConfig } from 'vite'
import { demoMediaDefine } from './server/media-version.ts'
import { BUILD_DIR, ROOT, SERVER_ENTRY } from './server/paths.ts'

/**
 * The HTTP server as plain JavaScript (decision 044): server/main.ts and what it imports from
 * app/, database/ and server/, bundled into one module that `node` runs in production, with the
 * packages of node_modules left to Node. The pages are React Router's own build (vite.config.ts),
 * which this server loads at start.
 */
export default defineConfig({
	define: {
		...demoMediaDefine(),
		// Where the project is: server/paths.ts finds it from its own file when run as TypeScript.
		__PROJECT_ROOT__: JSON.stringify(ROOT),
	},
	logLevel: 'warn',
	build: {
		ssr: path.join(ROOT, 'server/main.ts'),
		outDir: path.dirname(SERVER_ENTRY),
		emptyOutDir: true,
		target: 'node20',
		minify: false,
		sourcemap: true,
		rollupOptions: { output: { format: 'esm', entryFileNames: path.basename(SERVER_ENTRY) } },
	},
	// Nothing of node_modules is bundled: Node loads the packages as in development.
	ssr: { external: true },
	root: ROOT,
	// BUILD_DIR may be outside the project (tests build side by side).
	cacheDir: path.join(BUILD_DIR, '.vite-server'),
})
