import type { FastifyInstance } from 'fastify'
import { listFaqs, listJobOpenings, listTestimonials } from '#app/features/company/company.server.ts'
import { getEvent, listEventPhotos, listEvents } from '#app/features/events/events.server.ts'
import { getPlanComparison } from '#app/features/pricing/pricing.server.ts'
import type { ApiOptions } from './options.ts'
import { notFound } from './errors.ts'

/** Testimonials, FAQ, careers, events and plans. */
export async function companyApi(app: FastifyInstance, { db }: ApiOptions) {
	app.get('/testimonial', async () => {
		const { text, video } = await listTestimonials(db)
		return [...video.map((t) => ({ ...t, type: 'video' })), ...text.map((t) => ({ ...t, type: 'text' }))]
	})
	app.get('/faq', () => listFaqs(db))
	app.get('/career', () => listJobOpenings(db))
	app.get('/Events', () => listEvents(db))
	app.get<{ Params: { id: string } }>('/eventDetails/:id', async (request, reply) => {
		const event = await getEvent(db, request.params.id)
		return event ? listEventPhotos(db, event.id) : notFound(reply, 'Event not found')
	})
	app.get('/plans', () => getPlanComparison(db))
}
