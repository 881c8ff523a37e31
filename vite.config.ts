import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { demoMediaDefine } from './server/media-version.ts'
import { ISLANDS_RUNTIME } from './server/islands-runtime.ts'
import { precompressDirectory } from './server/precompressed-files.ts'

export default defineConfig({
	// React Router as its package exports it, in the browser and on the server alike (decision 046).
	plugins: [reactRouter(), routerLinksInTheBrowser(), islandsRuntimeEntry(), compressedCopies()],
	// The demo pictures' version, in the URLs the pages write (app/lib/media.ts).
	define: demoMediaDefine(),
	// The server bundle's entry: React Router's server build and the router's runtime with it.
	environments: { ssr: { build: { rollupOptions: { input: 'server/page-build.ts' } } } },
	build: {
		target: 'es2022',
		// Kept after the build (React Router removes it otherwise): the server finds the islands' runtime in it.
		manifest: true,
		assetsInlineLimit: 0,
		rollupOptions: {
			onwarn(warning, warn) {
				// zod ships /* @__PURE__ */ notes where Rollup cannot use them; Rollup drops the comment and the code is unchanged.
				if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/')) return
				warn(warning)
			},
		},
	},
	server: { hmr: { port: Number(process.env.HMR_PORT) || 24678 } },
})

/**
 * In the browser, app/components/ui/link.tsx is React Router's own `Link` and `NavLink` (its server
 * half draws plain links without the router's hooks, decision 057): the browser's modules import
 * them from `react-router` itself, so no page loads a module of its own for the re-export.
 */
function routerLinksInTheBrowser(): Plugin {
	const file = path.resolve('app/components/ui/link.tsx')
	return {
		name: 'router-links-in-the-browser',
		enforce: 'pre',
		applyToEnvironment: (environment) => environment.name === 'client',
		async resolveId(source, importer, options) {
			if (!source.endsWith('/link.tsx')) return null
			const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
			return resolved?.id === file ? this.resolve('react-router', importer, { ...options, skipSelf: true }) : resolved
		},
	}
}

/**
 * The islands' runtime (app/islands/islands.client.tsx, decision 069) as an entry of the client
 * build beside React Router's: a page of islands loads it instead of the router, and the server
 * finds its file in the build's manifest (server/islands-runtime.ts).
 */
function islandsRuntimeEntry(): Plugin {
	const runtime = path.resolve(ISLANDS_RUNTIME)
	return {
		name: 'islands-runtime-entry',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		options(options) {
			const { input } = options
			options.input = Array.isArray(input) ? [...input, runtime] : typeof input === 'object' ? { ...input, islands: runtime } : [input!, runtime]
			return options
		},
	}
}

/** The client build's text files with their Brotli and gzip copies beside them, made once here for every request. */
function compressedCopies(): Plugin {
	return {
		name: 'compressed-copies',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		async writeBundle(options) {
			if (options.dir) await precompressDirectory(options.dir)
		},
	}
}
