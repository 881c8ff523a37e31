import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type RouterContextProvider, ServerRouter } from 'react-router'
import { appContext } from '#app/lib/context.server.ts'

export const streamTimeout = 5_000

/**
 * React Router's default Node entry, with one change: every script and
 * preload React and React Router write carries the nonce placeholder, which
 * the server replaces with each response's own nonce (decision 018). The
 * router hands the nonce to <Links>, <Scripts> and <ScrollRestoration> itself.
 */
export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	if (request.method.toUpperCase() === 'HEAD') {
		return new Response(null, { status: responseStatusCode, headers: responseHeaders })
	}
	const nonce = loadContext.get(appContext).noncePlaceholder

	return new Promise((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		// Crawlers get the whole page at once.
		const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
		let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

		const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
			nonce,
			[readyOption]() {
				shellRendered = true
				const body = new PassThrough({
					final(callback) {
						clearTimeout(timeoutId)
						timeoutId = undefined
						callback()
					},
				})
				responseHeaders.set('Content-Type', 'text/html')
				pipe(body)
				resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
			},
			onShellError(error: unknown) {
				reject(error)
			},
			onError(error: unknown) {
				responseStatusCode = 500
				// Errors in the shell reject and are logged by React Router; later ones only here.
				if (shellRendered) console.error(error)
			},
		})
	})
}
