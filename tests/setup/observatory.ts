/**
 * The MDN HTTP Observatory's score for one response, computed here without
 * the network: a TypeScript port of its analyzer and scoring tables,
 * mdn/mdn-http-observatory at 94042bbfbf9f1af722ad9114ada6d271dcb525b9 (MPL-2.0):
 * src/scanner/index.js (analyzeScan: 100, plus every modifier, the bonuses
 * only when the score without them is at least 90), src/grader/charts.js
 * (SCORE_TABLE), src/analyzer/cspParser.js and src/analyzer/tests/*.js.
 *
 * The package itself is not a dependency: it pulls in a PostgreSQL driver
 * with a native build (pg-native), Sentry and jsdom to run its own service.
 * Where a rule needs more than one response, the port says what stands in:
 * the http:// → https:// redirect is the proxy's (deploy/nginx.conf), so the
 * redirection test sees no http:// answer, as the Observatory does for a
 * site that serves none; HSTS preloading looks up Chromium's list, where a
 * test domain is not. Cookies are scored only in their absence: a response
 * that sets one makes this port fail loudly rather than guess.
 */

export interface ObservedResponse {
	url: URL
	status: number
	headers: Record<string, string | number | string[] | undefined>
	body: string
}

export interface TestResult {
	name: string
	result: string
	modifier: number
	pass: boolean
}

export interface Score {
	score: number
	grade: string
	tests: TestResult[]
}

/** src/grader/charts.js SCORE_TABLE: each expectation's modifier. */
const MODIFIERS: Record<string, number> = {
	'csp-implemented-with-no-unsafe-default-src-none': 10,
	'csp-implemented-with-no-unsafe': 5,
	'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
	'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
	'csp-implemented-with-unsafe-eval': -10,
	'csp-implemented-with-unsafe-inline': -20,
	'csp-implemented-with-insecure-scheme': -20,
	'csp-header-invalid': -25,
	'csp-not-implemented': -25,
	'csp-not-implemented-but-reporting-enabled': -25,
	'csp-implemented-but-duplicate-directives': 0,
	'cookies-not-found': 0,
	'cross-origin-resource-sharing-not-implemented': 0,
	'cross-origin-resource-sharing-implemented-with-public-access': 0,
	'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
	'cross-origin-resource-sharing-implemented-with-universal-access': -50,
	'redirection-not-needed-no-http': 0,
	'referrer-policy-private': 5,
	'referrer-policy-not-implemented': 0,
	'referrer-policy-unsafe': -5,
	'referrer-policy-header-invalid': -5,
	'hsts-preloaded': 5,
	'hsts-implemented-max-age-at-least-six-months': 0,
	'hsts-implemented-max-age-less-than-six-months': -10,
	'hsts-not-implemented': -20,
	'hsts-header-invalid': -20,
	'hsts-not-implemented-no-https': -20,
	'sri-implemented-and-all-scripts-loaded-securely': 5,
	'sri-implemented-and-external-scripts-loaded-securely': 5,
	'sri-not-implemented-response-not-html': 0,
	'sri-not-implemented-but-no-scripts-loaded': 0,
	'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
	'sri-not-implemented-but-external-scripts-loaded-securely': -5,
	'sri-implemented-but-external-scripts-not-loaded-securely': -20,
	'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
	'x-content-type-options-nosniff': 0,
	'x-content-type-options-not-implemented': -5,
	'x-content-type-options-header-invalid': -5,
	'x-frame-options-implemented-via-csp': 5,
	'x-frame-options-sameorigin-or-deny': 5,
	'x-frame-options-allow-from-origin': 0,
	'x-frame-options-not-implemented': -20,
	'x-frame-options-header-invalid': -20,
	'corp-header-invalid': -5,
	'corp-implemented-with-cross-origin': 0,
	'corp-implemented-with-same-origin': 10,
	'corp-implemented-with-same-site': 10,
	'corp-not-implemented': 0,
	'coep-implemented-with-require-corp': 10,
	'coep-implemented-with-credentialless': 10,
	'coep-implemented-with-unsafe-none': 0,
	'coep-not-implemented': 0,
	'coep-header-invalid': -5,
	'coop-implemented-with-same-origin': 10,
	'coop-implemented-with-same-origin-allow-popups': 10,
	'coop-implemented-with-noopener-allow-popups': 10,
	'coop-implemented-with-unsafe-none': 0,
	'coop-not-implemented': 0,
	'coop-header-invalid': -5,
}

/** src/grader/charts.js: MINIMUM_SCORE_FOR_EXTRA_CREDIT and GRADE_CHART. */
const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90
const GRADES: [number, string][] = [
	[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
]

export function observatoryScore(response: ObservedResponse): Score {
	if (response.status < 200 || (response.status >= 400 && ![401, 403].includes(response.status))) {
		throw new Error(`Site did respond with an unexpected HTTP status code ${response.status}.`)
	}
	if (headers(response, 'set-cookie').length > 0) throw new Error('This port scores responses without cookies only (see the header comment).')
	const csp = cspTest(response)
	const results: [string, string, boolean][] = [
		['content-security-policy', csp.result, csp.pass],
		['cookies', 'cookies-not-found', true],
		['cross-origin-resource-sharing', corsResult(response), true],
		['redirection', 'redirection-not-needed-no-http', true],
		['referrer-policy', ...referrerTest(response)],
		['strict-transport-security', ...hstsTest(response)],
		['subresource-integrity', ...sriTest(response)],
		['x-content-type-options', ...xctoTest(response)],
		['x-frame-options', ...xfoTest(response, csp.data)],
		['cross-origin-resource-policy', corpResult(response), true],
		['cross-origin-embedder-policy', tokenPolicy(response, 'cross-origin-embedder-policy', 'coep', ['require-corp', 'credentialless', 'unsafe-none']), true],
		['cross-origin-opener-policy', tokenPolicy(response, 'cross-origin-opener-policy', 'coop', ['same-origin', 'same-origin-allow-popups', 'noopener-allow-popups', 'unsafe-none']), true],
	]
	const tests = results.map(([name, result, pass]) => {
		const modifier = MODIFIERS[result]
		if (modifier === undefined) throw new Error(`no modifier for ${result}`)
		return { name, result, modifier, pass }
	})
	const withExtra = 100 + tests.reduce((sum, test) => sum + test.modifier, 0)
	const uncurved = 100 + tests.reduce((sum, test) => sum + Math.min(0, test.modifier), 0)
	const score = Math.max(0, uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtra : uncurved)
	const key = Math.min(score - (score % 5), 100)
	return { score, grade: GRADES.find(([floor]) => key >= floor)![1], tests }
}

function headers(response: ObservedResponse, name: string): string[] {
	const value = response.headers[name.toLowerCase()]
	return value === undefined ? [] : Array.isArray(value) ? value : [String(value)]
}

/** `<meta http-equiv="NAME" content="…">` values, as the Observatory's retriever collects them. */
function httpEquiv(response: ObservedResponse, name: string): string[] {
	const values: string[] = []
	for (const [tag] of response.body.matchAll(/<meta\s[^>]*>/gi)) {
		const equiv = /http-equiv\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]
		const content = /content\s*=\s*"([^"]*)"|content\s*=\s*'([^']*)'/i.exec(tag)
		if (equiv?.toLowerCase() === name && content) values.push(content[1] ?? content[2] ?? '')
	}
	return values
}

// src/analyzer/cspParser.js (parseCsp), for the policies this site sends: one per header, no duplicates.
function parseCsp(policies: string[]): Map<string, Set<string>> {
	const csp = new Map<string, Set<string>>()
	if (policies.length > 1) throw new Error('This port reads one policy; the site sends one.')
	for (const policy of policies.map((text) => text.replaceAll(/[\r\n]/g, '').trim())) {
		if (!policy || policy.length < 'img-src'.length - 1) throw new Error(`Invalid policy: ${policy}`)
		for (const [directiveEntry, ...values] of policy.split(';').map((entry) => entry.trim().split(/\s+/))) {
			if (!directiveEntry) continue
			const directive = directiveEntry.toLowerCase()
			if (csp.has(directive)) {
				if (directive === 'report-uri' || directive === 'report-to') continue
				throw new Error(`Duplicate directive ${directive}`)
			}
			const sources = values.map((value) => value.trim().toLocaleLowerCase())
			// A longer source starting with a shorter one of the same policy is superfluous (kept as the parser keeps it: sorted, deduplicated).
			const sorted = [...new Set(sources)].sort(new Intl.Collator('en').compare)
			const kept = sorted.filter((source, index) => index === 0 || !source.startsWith(sorted[index - 1]!))
			csp.set(directive, new Set(kept.length > 0 ? kept : directive.endsWith('-src') || values.length === 0 ? ["'none'"] : kept))
		}
	}
	return csp
}

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE])
const PASSIVE = new Set(['img-src', 'media-src'])
const NONCES_HASHES = ["'sha256-", "'sha384-", "'sha512-", "'nonce-"]

// src/analyzer/tests/csp.js (contentSecurityPolicyTest).
function cspTest(response: ObservedResponse): { result: string; pass: boolean; data?: Map<string, Set<string>> } {
	const httpPolicies = headers(response, 'content-security-policy').flatMap((value) => value.split(',').map((part) => part.trim()))
	const metaPolicies = httpEquiv(response, 'content-security-policy')
	let csp: Map<string, Set<string>>
	try {
		csp = parseCsp([...httpPolicies, ...metaPolicies])
	} catch {
		return { result: 'csp-header-invalid', pass: false }
	}
	if (csp.size === 0) {
		return { result: headers(response, 'content-security-policy-report-only').length > 0 ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', pass: false }
	}
	const any = () => new Set(['*'])
	const copy = (set: Set<string> | undefined) => (set ? new Set(set) : undefined)
	const objectSrc = copy(csp.get('object-src')) ?? copy(csp.get('default-src')) ?? any()
	const scriptSrc = copy(csp.get('script-src')) ?? copy(csp.get('default-src')) ?? any()
	const styleSrc = copy(csp.get('style-src')) ?? copy(csp.get('default-src')) ?? any()
	const hasNonceOrHash = (set: Set<string>) => [...set].some((source) => NONCES_HASHES.some((prefix) => source.startsWith(prefix)))
	for (const list of [scriptSrc, styleSrc]) if (hasNonceOrHash(list)) list.delete("'unsafe-inline'")
	let result: string | undefined
	if (hasNonceOrHash(scriptSrc) && scriptSrc.has("'strict-dynamic'")) {
		for (const source of [...scriptSrc]) {
			if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") scriptSrc.delete(source)
		}
	} else if (scriptSrc.has("'strict-dynamic'")) {
		result = 'csp-header-invalid'
	}
	const active = [...csp].filter(([directive]) => !PASSIVE.has(directive) && directive !== 'script-src').flatMap(([, sources]) => [...sources])
	active.push(...scriptSrc)
	const passive = [...PASSIVE].flatMap((directive) => [...(csp.get(directive) ?? csp.get('default-src') ?? [])])
	const https = response.url.protocol === 'https:'
	const insecure = (source: string) => source.startsWith('http:') || source.startsWith('ftp:')
	if ([...scriptSrc].some((source) => BROAD_OR_INLINE.has(source)) || [...objectSrc].some((source) => DANGEROUSLY_BROAD.has(source))) result ??= 'csp-implemented-with-unsafe-inline'
	if (https && active.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme'
	if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) result ??= 'csp-implemented-with-unsafe-eval'
	if (https && passive.some(insecure)) result ??= 'csp-implemented-with-insecure-scheme-in-passive-content-only'
	if ([...styleSrc].some((source) => BROAD_OR_INLINE.has(source))) result ??= 'csp-implemented-with-unsafe-inline-in-style-src-only'
	const defaultSrc = csp.get('default-src')
	result ??= defaultSrc?.has("'none'") && defaultSrc.size === 1 ? 'csp-implemented-with-no-unsafe-default-src-none' : 'csp-implemented-with-no-unsafe'
	const pass = [
		'csp-implemented-with-no-unsafe',
		'csp-implemented-with-no-unsafe-default-src-none',
		'csp-implemented-with-unsafe-inline-in-style-src-only',
		'csp-implemented-with-insecure-scheme-in-passive-content-only',
	].includes(result)
	return { result, pass, data: csp }
}

// src/analyzer/tests/cors.js: the Observatory asks with an Origin header; only ACAO matters here.
function corsResult(response: ObservedResponse): string {
	const acao = headers(response, 'access-control-allow-origin')[0]
	if (!acao) return 'cross-origin-resource-sharing-not-implemented'
	return acao.trim() === '*' ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-implemented-with-restricted-access'
}

// src/analyzer/tests/referrer-policy.js
function referrerTest(response: ObservedResponse): [string, boolean] {
	const goodness = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']
	const badness = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade']
	const values = [...headers(response, 'referrer-policy'), ...httpEquiv(response, 'referrer-policy')]
	if (values.length === 0) return ['referrer-policy-not-implemented', true]
	const policy = values.join(', ').split(',').map((value) => value.toLowerCase().trim()).filter((value) => goodness.includes(value) || badness.includes(value)).at(-1) ?? ''
	if (goodness.includes(policy)) return ['referrer-policy-private', true]
	return [badness.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid', false]
}

// src/analyzer/tests/strict-transport-security.js (no domain of ours is on the preload list).
function hstsTest(response: ObservedResponse): [string, boolean] {
	if (response.url.protocol !== 'https:') return ['hsts-not-implemented-no-https', false]
	const header = headers(response, 'strict-transport-security')[0]
	if (header === undefined) return ['hsts-not-implemented', false]
	const text = header.slice(0, 1024)
	if (text.includes(',')) return ['hsts-header-invalid', false]
	const maxAge = text.split(';').map((part) => part.trim().toLowerCase()).find((part) => part.startsWith('max-age='))
	if (!maxAge) return ['hsts-header-invalid', false]
	const seconds = Number.parseInt(maxAge.slice(8, 128), 10)
	return seconds < 15_552_000 ? ['hsts-implemented-max-age-less-than-six-months', false] : ['hsts-implemented-max-age-at-least-six-months', true]
}

// src/analyzer/tests/subresource-integrity.js, for the scripts of one origin (the site loads none from elsewhere at first).
function sriTest(response: ObservedResponse): [string, boolean] {
	const mime = (headers(response, 'content-type')[0] ?? '').split(';', 1)[0]
	if (mime && !['text/html', 'application/xhtml+xml'].includes(mime)) return ['sri-not-implemented-response-not-html', true]
	const scripts = [...response.body.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag)
	if (scripts.length === 0) return ['sri-not-implemented-but-no-scripts-loaded', true]
	let result: string | undefined
	for (const tag of scripts) {
		const src = /\ssrc\s*=\s*["']([^"']+)/i.exec(tag)?.[1]
		if (!src) continue
		if (/^(?:https?:)?\/\//i.test(src) && new URL(src, response.url).hostname !== response.url.hostname) {
			throw new Error(`This port does not compare registrable domains (tldts): a script from ${src}`)
		}
		if (/\sintegrity\s*=/i.test(tag) && response.url.protocol === 'https:') result ??= 'sri-implemented-and-all-scripts-loaded-securely'
	}
	return [result ?? 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', true]
}

// src/analyzer/tests/x-content-type-options.js
function xctoTest(response: ObservedResponse): [string, boolean] {
	const header = headers(response, 'x-content-type-options')[0]
	if (header === undefined) return ['x-content-type-options-not-implemented', false]
	return header.slice(0, 256).trim().toLowerCase() === 'nosniff' ? ['x-content-type-options-nosniff', true] : ['x-content-type-options-header-invalid', false]
}

// src/analyzer/tests/x-frame-options.js: frame-ancestors in a header policy stands for it.
function xfoTest(response: ObservedResponse, csp: Map<string, Set<string>> | undefined): [string, boolean] {
	const header = headers(response, 'x-frame-options')[0]?.slice(0, 1024).trim().toLowerCase()
	let result = header === undefined ? 'x-frame-options-not-implemented' : ['deny', 'sameorigin'].includes(header) ? 'x-frame-options-sameorigin-or-deny' : header.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid'
	if (csp?.has('frame-ancestors')) result = 'x-frame-options-implemented-via-csp'
	return [result, !['x-frame-options-not-implemented', 'x-frame-options-header-invalid'].includes(result)]
}

// src/analyzer/tests/cross-origin-resource-policy.js
function corpResult(response: ObservedResponse): string {
	const value = headers(response, 'cross-origin-resource-policy').join(', ') || httpEquiv(response, 'cross-origin-resource-policy').at(-1)
	if (!value) return 'corp-not-implemented'
	const policy = value.slice(0, 256).trim().toLowerCase()
	return { 'same-site': 'corp-implemented-with-same-site', 'same-origin': 'corp-implemented-with-same-origin', 'cross-origin': 'corp-implemented-with-cross-origin' }[policy] ?? 'corp-header-invalid'
}

// src/analyzer/tests/cross-origin-{opener,embedder}-policy.js: one header, a structured-field token.
function tokenPolicy(response: ObservedResponse, name: string, prefix: 'coop' | 'coep', known: string[]): string {
	const values = headers(response, name)
	if (values.length === 0) return `${prefix}-not-implemented`
	if (values.length > 1) return `${prefix}-header-invalid`
	const token = /^([A-Za-z*][\w:/!#$%&'*+.^`|~-]*)(?:\s*;.*)?$/.exec(values[0]!.slice(0, 1024).trim())?.[1]
	return token && known.includes(token) ? `${prefix}-implemented-with-${token}` : `${prefix}-header-invalid`
}
