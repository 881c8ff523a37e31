import type { FastifyInstance } from 'fastify'

/** One report's fields worth a log line, from either format; long values are cut. */
interface Violation {
	directive?: string
	blocked?: string
	document?: string
	sample?: string
}

const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json']

/**
 * Where browsers send Content-Security-Policy violations: `report-uri`
 * (one `{"csp-report": …}` object) and `report-to` (the Reporting API's
 * array of reports). Each is logged as a warning; the answer is always 204
 * for what parses, and a browser (or anyone) sending too many gets 429.
 */
export async function cspReportPlugin(app: FastifyInstance, { path }: { path: string }) {
	for (const type of REPORT_TYPES) {
		if (!app.hasContentTypeParser(type)) app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 16 * 1024 }, app.getDefaultJsonParser('error', 'error'))
	}
	app.post(path, { bodyLimit: 16 * 1024, config: { rateLimit: { max: 60, timeWindow: 60_000 } } }, async (request, reply) => {
		const violations = readReports(request.body).slice(0, 20)
		for (const violation of violations) request.log.warn({ csp: violation }, 'Content-Security-Policy violation')
		return reply.status(204).send()
	})
}

export function readReports(body: unknown): Violation[] {
	const cut = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : undefined)
	const items = Array.isArray(body) ? body : [body]
	const violations: Violation[] = []
	for (const item of items) {
		if (!item || typeof item !== 'object') continue
		const record = item as Record<string, unknown>
		// report-uri: {"csp-report": {"violated-directive", "blocked-uri", …}}; report-to: {type, body: {effectiveDirective, blockedURL, …}}
		const legacy = record['csp-report']
		if (legacy && typeof legacy === 'object') {
			const r = legacy as Record<string, unknown>
			violations.push({ directive: cut(r['effective-directive'] ?? r['violated-directive']), blocked: cut(r['blocked-uri']), document: cut(r['document-uri']), sample: cut(r['script-sample']) })
		} else if (record.type === 'csp-violation' && record.body && typeof record.body === 'object') {
			const r = record.body as Record<string, unknown>
			violations.push({ directive: cut(r.effectiveDirective), blocked: cut(r.blockedURL), document: cut(r.documentURL), sample: cut(r.sample) })
		}
	}
	return violations
}
