import { createRequire } from 'node:module'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * React Router's package points every import at its development build (with its
 * warnings and checks); its production build sits beside it, unused
 * (remix-run/react-router#14102). The browser's bundle takes the production one.
 * The server keeps the package as Node resolves it: its own code and the built
 * app must share one copy of the router's classes and contexts.
 */
function reactRouterProductionInBrowser(): Plugin {
	const production = path.join(path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production')
	const files: Record<string, string> = {
		'react-router': path.join(production, 'index.mjs'),
		'react-router/dom': path.join(production, 'dom-export.mjs'),
	}
	return {
		name: 'react-router-production-in-browser',
		apply: 'build',
		enforce: 'pre',
		resolveId(id) {
			if (this.environment.name === 'client' && id in files) return files[id]
		},
	}
}

export default defineConfig({
	plugins: [reactRouterProductionInBrowser(), reactRouter()],
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
})
