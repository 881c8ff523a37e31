import type { FastifyInstance } from 'fastify'
import { findCategory, listAllItems, listItems, listLogos, LOGO_DESIGN_SLUG } from '#app/features/portfolio/portfolio.server.ts'
import type { ApiOptions } from './options.ts'
import { notFound } from './errors.ts'

/** Portfolio lists per technology or industry, and the logo designs. */
export async function portfolioApi(app: FastifyInstance, { db }: ApiOptions) {
	app.get('/Portfolio/portfolio', () => listAllItems(db))
	app.get('/Services/logodesigning', () => listLogos(db))

	app.get<{ Params: { technology: string } }>('/Portfolio/portfolio/:technology', async (request, reply) => {
		const category = await findCategory(db, request.params.technology)
		if (!category) return notFound(reply, 'Unknown portfolio technology')
		return category.slug === LOGO_DESIGN_SLUG ? listLogos(db) : listItems(db, category.id)
	})
}
