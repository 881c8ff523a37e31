/** The two structured-data packages ship JavaScript only: what the tests use of them. */
declare module '@adobe/structured-data-validator' {
	export interface ValidationIssue {
		issueMessage: string
		severity: 'ERROR' | 'WARNING'
		path: unknown[]
		fieldNames?: string[]
	}
	export default class Validator {
		constructor(schemaOrgJson?: unknown)
		debug: boolean
		validate(extracted: unknown): Promise<ValidationIssue[]>
	}
}

declare module '@marbec/web-auto-extractor' {
	export default class WebAutoExtractor {
		constructor(options?: { addLocation?: boolean; embedSource?: string[] })
		parse(html: string): { jsonld: Record<string, unknown[]>; microdata: Record<string, unknown[]>; rdfa: Record<string, unknown[]> }
	}
}
