import { type RouteConfig, index, route } from '@react-router/dev/routes'

/**
 * The route table of the spec (§2), matched in order with the catch-all last.
 * Page modules are added here as they are built; every URL not listed yet
 * falls through to the 404 page.
 */
export default [
	index('routes/home.tsx'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
