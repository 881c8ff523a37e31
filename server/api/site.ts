import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { getMetaPage, getSiteContact, listContentPages, listServices, listSitemapServices } from '#app/features/site/site.server.ts'
import { listCategoryLinks } from '#app/features/portfolio/portfolio.server.ts'
import type { ApiOptions } from './options.ts'
import { notFound } from './errors.ts'

/** Site-wide data: contact record, navigation lists and page meta. */
export async function siteApi(app: FastifyInstance, { db }: ApiOptions) {
	// The header, footer, contact page and blog sidebar all read the same
	// contact record, as the first item of a list (spec §7).
	const contactList = async () => [await getSiteContact(db)]
	app.get('/headerData', contactList)
	app.get('/footerData', contactList)
	app.get('/ContactUs/contactus', contactList)
	app.get('/BlogdetailsLinks', contactList)

	app.get('/ServiceList', () => listServices(db))
	app.get('/sitemapServiceList', () => listSitemapServices(db))
	app.get('/PortfolioList', async () =>
		(await listCategoryLinks(db)).map(({ portfolio_name, name }) => ({ portfolio_name, name })),
	)
	app.get('/PagesList', async () =>
		(await listContentPages(db)).map(({ slug, title }) => ({ slug, title, url: `/${slug}` })),
	)

	const MetaParams = z.object({ n: z.coerce.number().int().positive().max(10_000) })
	app.get('/getMetaData/:n', async (request, reply) => {
		const params = MetaParams.safeParse(request.params)
		const meta = params.success ? await getMetaPage(db, params.data.n) : undefined
		return meta ?? notFound(reply, 'No meta data for this page number')
	})
}
