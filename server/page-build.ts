/**
 * The entry of the page build's server bundle (vite.config.ts; in development
 * Vite loads it as it is): React Router's server build, and with it the parts
 * of React Router the HTTP server calls, taken from the very copy the pages
 * were bundled with. In production that copy is the router's production build
 * (its package names only the development build to Node); the request
 * handler, the context provider and the context keys must be that copy's, or
 * the handler does not recognise the provider and loaders find no values.
 * matchRoutes names the template of a page's path (decision 048).
 * See decision 022. The server imports nothing else from React Router.
 */
export * from 'virtual:react-router/server-build'
export { createRequestHandler, matchRoutes, RouterContextProvider } from 'react-router'
export { appContext, requestInfo, routeTable } from '#app/lib/context.server.ts'
