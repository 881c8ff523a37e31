import type { Config } from '@react-router/dev/config'
import { BUILD_DIR } from './server/paths.ts'

export default {
	appDirectory: 'app',
	// BUILD_DIR lets several builds live side by side (parallel test runs); `build` otherwise.
	buildDirectory: BUILD_DIR,
	ssr: true,
	// React Router v8's behaviour, taken now: typed context and middleware, route modules split
	// for the browser, Vite's environment API, loaders see the request as sent, trailing-slash
	// aware data URLs.
	future: {
		v8_middleware: true,
		v8_splitRouteModules: true,
		v8_viteEnvironmentApi: true,
		v8_passThroughRequests: true,
		v8_trailingSlashAwareDataRequests: true,
	},
} satisfies Config
