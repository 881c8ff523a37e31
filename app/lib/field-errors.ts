import type { z } from 'zod'

/** The API's error map: field name → its messages (docs/api.md). */
export type FieldErrors = Record<string, string[]>

/** zod issues as field errors, the same in the browser and on the server. */
export function fieldErrors(error: z.ZodError): FieldErrors {
	const errors: FieldErrors = {}
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? 'form')
		;(errors[key] ??= []).push(issue.message)
	}
	return errors
}
