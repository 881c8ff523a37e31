import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { appContext, ownScripts } from '#app/server/context.server.ts'
import { withInlineStylesheets } from '#app/server/first-paint.server.ts'
import { isIslandsPage } from '#app/lib/page-handle.ts'
import { islandsLoader } from '#app/server/islands-loader.server.ts'
import { HEADER_SCRIPT } from '#app/server/header-script.server.ts'
import { LANDING_NOTE } from '#app/server/landing-note.server.ts'
import { scriptMark, takeOwnScripts } from '#app/server/own-scripts.server.ts'
import brandFont from '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url'

/** How long loaders' deferred data may take before the render gives up on it. */
export const streamTimeout = 5_000

/**
 * What every page runs as it is parsed, before the app's scripts arrive: where the visit came from
 * (a visitor who follows a link first keeps their campaign), and the header's sticky state, which
 * needs no React (decision 068). Sent as React's bootstrap script, marked as the render's own.
 */
const PAGE_SCRIPTS = `${LANDING_NOTE};${HEADER_SCRIPT}`

/**
 * Pages are rendered whole, then sent in one piece (decision 020). Every public
 * page is the same for every visitor and is kept by the page cache, which reads
 * the whole body anyway; a page renders in a few milliseconds, so streaming its
 * shell first gains a visitor nothing, while the many small chunks of a stream
 * each cost a pass through the web-stream adapters and the compressor. Waiting
 * for everything is also what crawlers need.
 *
 * The renderer is React's Node API (`renderToPipeableStream`), piped once
 * everything is ready into a Writable that keeps its chunks; they are joined
 * once at the end (decision 046).
 *
 * No nonce in what is sent: the server allows the page's inline scripts and
 * styles by their hashes, so the page is the same for every visitor (decision
 * 045). React Router and React write a mark drawn for this render where they
 * would write a nonce; the scripts that carry it are this render's own, the
 * only ones the policy allows, and the mark is removed before the page leaves
 * (decision 063): a script that merely ends up in the page is not allowed.
 */
export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	// https://httpwg.org/specs/rfc9110.html#HEAD
	if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	const { stylesheets, islandsRuntime } = loadContext.get(appContext)
	const own = loadContext.get(ownScripts)
	// A page of islands loads their runtime when one is wanted, and not the router (decision 069).
	const islands = isIslandsPage(routerContext.staticHandlerContext.matches.map((match) => routerContext.routeModules[match.route.id]?.handle))
	const mark = scriptMark()

	return new Promise<Response>((resolve, reject) => {
		let status = responseStatusCode
		let shellRendered = false
		// What React writes to once the whole page is ready: its chunks, kept as they come and joined at the end.
		const chunks: Buffer[] = []
		const page = new Writable({
			write(chunk: Buffer, _encoding, done) {
				chunks.push(chunk)
				done()
			},
			final(done) {
				clearTimeout(timeout)
				responseHeaders.set('Content-Type', 'text/html')
				// The brand face is asked for with the page's first bytes, so a first visit draws its first page in it too (decision 029).
				// A header rather than a <link>: it costs the browser's JavaScript nothing.
				responseHeaders.append('Link', `<${brandFont}>; rel=preload; as=font; type="font/woff2"; crossorigin`)
				const { page, scripts } = takeOwnScripts(Buffer.concat(chunks), mark)
				for (const script of scripts) own.add(script)
				// A page of islands carries its stylesheets; a page the router hydrates goes out as React Router wrote it (decision 100).
				resolve(new Response(islands && stylesheets ? withInlineStylesheets(page, stylesheets) : page, { headers: responseHeaders, status }))
				done()
			},
		})
		const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={mark} />, {
			// React's own inline scripts, should it write any, are marked as React Router's are.
			nonce: mark,
			// The page's own inline scripts (PAGE_SCRIPTS), run as it is parsed. Marked as the render's own.
			bootstrapScriptContent: islands ? `${PAGE_SCRIPTS};${islandsLoader(islandsRuntime)}` : PAGE_SCRIPTS,
			// The page goes out whole, so no Suspense boundary is worth sending apart: past this many
			// bytes React would move the rest of the page into hidden templates revealed by a
			// script, which leaves a page without JavaScript (and some crawlers) without its forms.
			progressiveChunkSize: Number.POSITIVE_INFINITY,
			onShellReady() {
				shellRendered = true
			},
			onAllReady() {
				pipe(page)
			},
			onShellError(error: unknown) {
				clearTimeout(timeout)
				reject(error)
			},
			onError(error: unknown) {
				status = 500
				// Errors of the shell itself reject and are logged by React Router.
				if (shellRendered) console.error(error)
			},
		})
		// Past the timeout React gives up on what is still pending, renders its fallbacks and finishes.
		const timeout = setTimeout(abort, streamTimeout + 1000)
	})
}
