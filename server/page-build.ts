/**
 * The entry of the page build's server bundle (vite.config.ts; in development
 * Vite loads it as it is): React Router's server build, and with it the parts
 * of React Router the HTTP server calls, taken from the very copy the pages
 * render with: the package's public entry, as Node resolves it (decision 046).
 * The request handler, the context provider and the context keys must be that
 * copy's, or the handler does not recognise the provider and loaders find no
 * values; taking them from here keeps it so however the build treats the
 * package. matchRoutes names the template of a page's path (decision 048).
 * See decision 022. The server imports nothing else from React Router.
 */
export * from 'virtual:react-router/server-build'
export { createRequestHandler, matchRoutes, RouterContextProvider } from 'react-router'
export { appContext, ownScripts, requestInfo, routeTable } from '#app/server/context.server.ts'
