import { createRequire } from 'node:module'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'
import { demoMediaDefine } from './server/media-version.ts'

/**
 * React Router's package points every import at its development build (with its
 * warnings and checks); its production build sits beside it, unused
 * (remix-run/react-router#14102). Both bundles take the production one: the
 * browser's, and the server's, which bundles React Router rather than leaving it
 * to Node (that would load the development build). The HTTP server then takes
 * the router from the server bundle (server/page-build.ts), so there is one copy
 * of its classes and contexts (decision 022). `npm run dev` keeps the package as
 * Node resolves it.
 */
function reactRouterProductionBuild(): Plugin {
	const production = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production')
	const files: Record<string, string> = {
		'react-router': path.join(production, 'index.mjs'),
		'react-router/dom': path.join(production, 'dom-export.mjs'),
	}
	return {
		name: 'react-router-production-build',
		apply: 'build',
		enforce: 'pre',
		configEnvironment(name) {
			if (name === 'ssr') return { resolve: { noExternal: ['react-router'] } }
		},
		resolveId(id) {
			if (id in files) return files[id]
		},
	}
}

export default defineConfig({
	plugins: [reactRouterProductionBuild(), reactRouter()],
	// The demo pictures' version, in the URLs the pages write (app/lib/media.ts).
	define: demoMediaDefine(),
	// The server bundle's entry: React Router's server build and the router's runtime with it.
	environments: { ssr: { build: { rollupOptions: { input: 'server/page-build.ts' } } } },
	build: {
		target: 'es2022',
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
	// Radix's scroll lock adds its rules through the CSSOM, not a <style> element the policy would refuse (decision 045).
	resolve: { alias: { 'react-style-singleton': path.resolve('app/lib/style-singleton.client.ts') } },
})
