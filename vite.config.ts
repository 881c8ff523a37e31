import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [reactRouter()],
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
