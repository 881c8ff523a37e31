import type { FastifyReply } from 'fastify'
import type { z } from 'zod'

/** The JSON answer for an unknown id or slug: always a 404 with a message, never an empty 200. */
export function notFound(reply: FastifyReply, message: string) {
	return reply.status(404).send({ success: 0, message })
}

/** zod issues as the spec's error map: field name → list of messages. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
	const errors: Record<string, string[]> = {}
	for (const issue of error.issues) {
		const key = String(issue.path[0] ?? 'form')
		;(errors[key] ??= []).push(issue.message)
	}
	return errors
}
