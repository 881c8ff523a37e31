import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '#app/server/env.server.ts'
import { toBuffer } from './payload.ts'

declare module 'fastify' {
	interface FastifyRequest {
		/** Set once this response's page was given its policy (by the page cache, which keeps both). */
		cspApplied?: boolean
		/** The inline scripts the render of this response's page emitted itself (server/react-router.ts): the only ones its policy allows. */
		ownScripts?: ReadonlySet<string>
	}
}

/** Turnstile's script and frames (Cloudflare's documented CSP origins). */
const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/** The answers that are not pages: nothing in them may run, and no site may frame them. */
export const MINIMAL_POLICY = "default-src 'none'; frame-ancestors 'none'"

/** What a page's policy allows of its own inline code, each as a CSP hash source. */
export interface PageHashes {
	/** Its inline scripts (and the module scripts their loaders insert). */
	scripts: string[]
	/** Its `<style>` elements. */
	styles: string[]
	/** Its style attributes. */
	styleAttributes: string[]
}

/** A page made ready to send: its bytes (module scripts turned into loaders) and the policy that allows exactly its own inline code. */
export interface SecuredPage {
	body: Buffer
	policy: string
	hashes: PageHashes
}

export interface ContentSecurityPolicy {
	/** The policy of a page with these inline scripts, styles and style attributes. */
	forPage(hashes: PageHashes): string
	/**
	 * The page as it goes out and its policy, both the same for every visitor: a shared cache may
	 * keep them (decision 045). Of its inline scripts, only those its render emitted itself (`own`,
	 * by their text as read one character per byte: app/server/own-scripts.server.ts) are allowed
	 * (decision 063).
	 */
	secure(html: Buffer, own: ReadonlySet<string>): SecuredPage
	/** Where browsers send violation reports (also named in the Reporting-Endpoints header). */
	reportPath: string
	/** The Reporting-Endpoints header that goes with the page policy. */
	reportingEndpoints: string
}

/**
 * The pages' policy, computed once from the configuration: the hashes of the
 * page's own inline scripts, 'strict-dynamic' for what they load (the route
 * chunks, ALTCHA, Turnstile, the chat widget), the hashes of its `<style>`
 * elements, and for every other kind of resource this origin plus only the
 * third parties that are configured (the contact map, Turnstile, the chat widget).
 * No nonce: the same page gets the same bytes and the same policy every time,
 * so the page cache compresses it once and a CDN may keep it (decision 045).
 */
export function createContentSecurityPolicy(
	env: Pick<Env, 'SITE_URL' | 'MAP_EMBED_URL' | 'CHAT_WIDGET_SRC' | 'HUMAN_CHECK_PROVIDER'>,
	reportPath = '/api/csp-report',
): ContentSecurityPolicy {
	const map = origin(env.MAP_EMBED_URL)
	const chat = env.CHAT_WIDGET_SRC ? origin(env.CHAT_WIDGET_SRC) : undefined
	const turnstile = env.HUMAN_CHECK_PROVIDER === 'turnstile' ? TURNSTILE_ORIGIN : undefined
	const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter(Boolean))].join(' ')
	const https = env.SITE_URL.startsWith('https://')
	const rest = [
		`img-src ${list("'self'", chat)}`,
		`font-src ${list("'self'", chat)}`,
		`connect-src ${list("'self'", chat, turnstile)}`,
		`media-src 'self'`,
		// ALTCHA's proof of work runs in workers built into /assets.
		`worker-src 'self'`,
		// 'self': the back office shows a preview of a page at a phone's and a desktop's width (decision 041).
		`frame-src ${list("'self'", map, chat, turnstile)}`,
		`manifest-src 'self'`,
		`object-src 'none'`,
		`base-uri 'none'`,
		`frame-ancestors 'self'`,
		`form-action 'self'`,
		...(https ? ['upgrade-insecure-requests'] : []),
		`report-uri ${reportPath}`,
		'report-to csp',
	].join('; ')
	// 'unsafe-inline' and https: only matter to browsers older than CSP3, which ignore
	// 'strict-dynamic'; every browser that knows hashes ignores both.
	const scriptFallback = `'strict-dynamic' 'unsafe-inline' https:`
	const forPage = ({ scripts, styles, styleAttributes }: PageHashes) =>
		[
			"default-src 'none'",
			`script-src ${[...scripts, scriptFallback].join(' ')}`,
			// Stylesheets of this origin and the page's own <style> elements; nothing adds a style element at run time.
			`style-src ${list("'self'", ...styles, chat)}`,
			`style-src-attr ${styleAttributes.length > 0 ? `'unsafe-hashes' ${styleAttributes.join(' ')}` : "'none'"}`,
			rest,
		].join('; ')
	return {
		forPage,
		secure(html, own) {
			const page = inlineCode(html, own)
			return { ...page, policy: forPage(page.hashes) }
		},
		reportPath,
		reportingEndpoints: `csp="${reportPath}"`,
	}
}

/** Script types a browser runs: none, a JavaScript MIME type, or module (the HTML standard's list, less the obsolete ones). */
const EXECUTABLE = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i

/** U+FFFD as UTF-8 bytes, one character each: what a NUL becomes in a text read as bytes. */
const REPLACEMENT_CHARACTER_BYTES = '\xEF\xBF\xBD'

/**
 * A CSP hash source of a text as the browser reads it from an element's content. The text is
 * a string, or (`latin1`) UTF-8 bytes held one character per byte, as a page is read below.
 */
export function hashSource(text: string, encoding: 'utf8' | 'latin1' = 'utf8'): string {
	// The HTML parser turns CR LF and CR into LF, and a NUL into U+FFFD, before a script or style sees its text.
	const read = /[\r\0]/.test(text)
		? text.replace(/\r\n?/g, '\n').replace(/\0/g, encoding === 'latin1' ? REPLACEMENT_CHARACTER_BYTES : '\uFFFD')
		: text
	return `'sha256-${createHash('sha256').update(read, encoding).digest('base64')}'`
}

/**
 * What a policy by hashes needs of a rendered page, found in one pass over its HTML:
 *
 * - the hash of every inline script the browser runs that is one of the render's own (`own`:
 *   React Router's context and data scripts, the scroll restoration, collected where they were
 *   written, app/entry.server.tsx). Any other script found in the page (markup that merely ended
 *   up there, through a field rendered without escaping) gets no hash, so the browser refuses it
 *   (decision 063); JSON-LD and other data blocks are never run and need none;
 * - every inline module script of the render's own (React Router's, which imports the entry and
 *   the route modules) becomes a classic script that inserts it: a module's imports are allowed
 *   by 'strict-dynamic' only when the module was inserted by a script, not by the parser (their
 *   requests carry the parser's mark, which a hash does not lift as a nonce does), so both the
 *   loader's text and the module's are hashed;
 * - the hash of every `<style>` element (the page's stylesheets inline, first-paint.server.ts);
 * - the hashes of its style attributes.
 *
 * A page without an inline module script is returned as it was (the same buffer).
 *
 * The page is read one character per byte (latin1), never decoded: every pattern here is ASCII,
 * the hashes are taken over the very bytes, and the bytes go back out unchanged. Decoding the
 * UTF-8 of a 100 KB page took more than a millisecond of each render on Node 20.
 */
export function inlineCode(html: Buffer, own: ReadonlySet<string>): { body: Buffer; hashes: PageHashes } {
	const text = html.toString('latin1')
	const scripts = new Set<string>()
	const styles = new Set<string>()
	let out = ''
	let copied = 0
	for (const match of text.matchAll(/<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi)) {
		const [whole, tag, attributes = '', content = ''] = match
		if (tag!.toLowerCase() === 'style') {
			styles.add(hashSource(content, 'latin1'))
			continue
		}
		if (/\ssrc\s*=/i.test(attributes)) continue
		const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)
		const kind = (type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim()
		if (!EXECUTABLE.test(kind) || !own.has(content)) continue
		scripts.add(hashSource(content, 'latin1'))
		if (kind.toLowerCase() !== 'module') continue
		// JSON.stringify leaves characters past ASCII as they are, so the loader of the module's
		// bytes is the bytes of the module's loader.
		const loader = moduleLoader(content)
		scripts.add(hashSource(loader, 'latin1'))
		out += text.slice(copied, match.index) + `<script>${loader}</script>`
		copied = match.index + whole.length
	}
	const hashes = { scripts: [...scripts], styles: [...styles], styleAttributes: styleAttributeHashes(html) }
	return { body: copied === 0 ? html : Buffer.from(out + text.slice(copied), 'latin1'), hashes }
}

/**
 * A classic script that inserts a module script with this text into the head. Inserted by a
 * script, the module's imports (the entry, the route modules) come under 'strict-dynamic'.
 * React hydrates the loader in the module script's place (a script whose type differs is still
 * that script) and passes over the inserted one in the head, as it does a third party's.
 *
 * The module goes in once the page has been drawn (the task after the first frame), or after
 * 100 ms if no frame comes first (a tab opened in the background draws none): the page is
 * readable without its JavaScript, so the first paint does not share the network and the main
 * thread with the app's fifteen-odd chunks (decision 061).
 */
export function moduleLoader(module: string): string {
	// Within the script's text: no "</script" or "<!--" may close or bend it.
	const literal = JSON.stringify(module).replace(/</g, '\\u003c')
	return `{const s=document.createElement("script");s.type="module";s.textContent=${literal};let added=false;const add=()=>{if(!added){added=true;document.head.append(s)}};requestAnimationFrame(()=>setTimeout(add));setTimeout(add,100)}`
}

/**
 * The CSP hashes of the style attributes in a page's HTML. No page renders one
 * today (the hand-written menus, tabs and accordion use classes, and staff HTML
 * is stripped of inline styles), so pages get `style-src-attr 'none'`; a
 * component that writes one is allowed exactly that value on that page. An
 * attribute the browser parses from the HTML is checked against style-src-attr;
 * styles set later by scripts are not.
 */
export function styleAttributeHashes(html: Buffer | string): string[] {
	// Nearly every page has none: a byte search spares decoding and scanning the whole page.
	if (!html.includes('style="')) return []
	// A page's bytes are read one character each, as in inlineCode, and hashed as such.
	const [text, encoding] = typeof html === 'string' ? [html, 'utf8' as const] : [html.toString('latin1'), 'latin1' as const]
	const values = new Set<string>()
	for (const match of text.matchAll(/<[a-zA-Z][^>]*?\sstyle="([^"]*)"/g)) values.add(decodeAttribute(match[1]!))
	return [...values].sort().map((value) => `'sha256-${createHash('sha256').update(value, encoding).digest('base64')}'`)
}

/** The entities React writes in attribute values, turned back. */
function decodeAttribute(value: string): string {
	return value.replace(/&(?:quot|amp|lt|gt|#x27|#39);/g, (entity) => ({ '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&#x27;': "'", '&#39;': "'" })[entity]!)
}

function origin(url: string): string | undefined {
	try {
		return new URL(url).origin
	} catch {
		return undefined
	}
}

/**
 * The policy of an answer that is not a page: a policy its route set itself
 * (a CV download's `sandbox`) keeps every directive it names, and gains those
 * of the minimal policy it does not name, so no site may frame it either.
 */
export function withMinimalPolicy(own: unknown): string {
	const policy = typeof own === 'string' ? own.trim().replace(/;\s*$/, '') : ''
	if (!policy) return MINIMAL_POLICY
	const named = new Set(policy.split(';').map((directive) => directive.trim().split(/\s+/)[0]!.toLowerCase()))
	const missing = MINIMAL_POLICY.split('; ').filter((directive) => !named.has(directive.split(' ')[0]!))
	return [policy, ...missing].join('; ')
}

/** What a page that no render of ours wrote may run inline: nothing. */
export const NO_SCRIPTS: ReadonlySet<string> = new Set()

/** Files under /assets are scripts, styles and fonts: a policy on them would only bind the workers. */
const WITHOUT_POLICY = /^\/assets\//

/**
 * Gives each page the framework sends (pages the cache does not keep: 404s, form replies, the back
 * office, or every page when the cache is off) its policy by hashes, its module script turned into
 * a loader, and everything else that is not a file under /assets the minimal policy (added to the
 * policy its route set, if any). A page the cache keeps was given both once, when it was kept.
 *
 * Register it after the page cache (which hands over pages already done)
 * and before compression (which must see the final text).
 */
export const cspPlugin = fp(async (app: FastifyInstance, { csp, enforce }: { csp: ContentSecurityPolicy; enforce: boolean }) => {
	if (!enforce) return
	app.addHook('onSend', async (request, reply, payload) => {
		if (request.cspApplied || reply.statusCode === 304) return payload
		const html = /^text\/html/i.test(String(reply.getHeader('content-type') ?? ''))
		if (!html) {
			if (!WITHOUT_POLICY.test(request.url)) reply.header('content-security-policy', withMinimalPolicy(reply.getHeader('content-security-policy')))
			return payload
		}
		const body = reply.hasHeader('content-encoding') ? undefined : await toBuffer(payload)
		reply.header('reporting-endpoints', csp.reportingEndpoints)
		if (body === undefined) {
			// Already encoded by its route (none is today): no inline code of it is allowed.
			reply.header('content-security-policy', csp.forPage({ scripts: [], styles: [], styleAttributes: [] }))
			return payload
		}
		const page = csp.secure(body, request.ownScripts ?? NO_SCRIPTS)
		reply.header('content-security-policy', page.policy)
		reply.removeHeader('content-length')
		return page.body
	})
})
