import type { FastifyReply } from 'fastify'

/** The JSON answer for an unknown id or slug: always a 404 with a message, never an empty 200. */
export function notFound(reply: FastifyReply, message: string) {
	return reply.status(404).send({ success: 0, message })
}
