import type { Kysely } from 'kysely'
import type { DB } from '#database/schema.ts'
import type { AppContext } from '#app/server/context.server.ts'
import { sanitizeHtml } from '#app/server/html.server.ts'
import type { Site } from '#app/server/structured-data.server.ts'
import type { ServiceLink, SiteContact } from '#app/lib/site-shell.types.ts'
import type { ContentPage, PageCard, PageMeta, ServicePage } from './site.types.ts'

export async function getSiteContact(db: Kysely<DB>): Promise<SiteContact> {
	const row = await db.selectFrom('site_contact').selectAll().orderBy('id').executeTakeFirstOrThrow()
	return {
		CompanyName: row.company_name,
		Tagline: row.tagline,
		Address: row.address,
		Email: row.email,
		Phone: row.phone,
		Skype: row.skype,
		UsaAddress: row.usa_address,
		UsaEmail: row.usa_email,
		UsaPhone: row.usa_phone,
		UsaSkype: row.usa_skype,
		Facebook: row.facebook,
		Linkedin: row.linkedin,
		Instagram: row.instagram,
		Twitter: row.twitter,
		Pinterest: row.pinterest,
		Googleplus: row.googleplus,
		Blog: row.blog,
		Testimonial: row.testimonial,
	}
}

/** The agency as every page's metadata names it: the public origin and the contact record, kept per content version. */
export async function getSite({ db, siteUrl, memo }: Pick<AppContext, 'db' | 'siteUrl' | 'memo'>): Promise<Site> {
	return { url: siteUrl, contact: await memo('site-contact', () => getSiteContact(db)) }
}

export async function getMetaPage(db: Kysely<DB>, pageNo: number): Promise<PageMeta | undefined> {
	return db
		.selectFrom('meta_pages')
		.select(['meta_title', 'meta_keywords', 'description'])
		.where('page_no', '=', pageNo)
		.executeTakeFirst()
}

export async function listServices(db: Kysely<DB>): Promise<ServiceLink[]> {
	return db.selectFrom('services').select(['name', 'slug as services_name']).orderBy('sort_order').orderBy('id').execute()
}

/** Services with their one-line summary, for cards. */
export async function listServiceCards(db: Kysely<DB>): Promise<{ name: string; slug: string; summary: string }[]> {
	return db.selectFrom('services').select(['name', 'slug', 'summary']).orderBy('sort_order').orderBy('id').execute()
}

/** Every service under the heading it is listed under on /services, groups in the order of their first service. */
export async function listServiceGroups(db: Kysely<DB>): Promise<{ name: string; services: { name: string; slug: string; summary: string }[] }[]> {
	const rows = await db.selectFrom('services').select(['name', 'slug', 'summary', 'group_name']).orderBy('sort_order').orderBy('id').execute()
	const groups = new Map<string, { name: string; slug: string; summary: string }[]>()
	for (const { group_name: group, ...service } of rows) {
		const list = groups.get(group) ?? []
		list.push(service)
		groups.set(group, list)
	}
	const named = [...groups].filter(([name]) => name !== '')
	const ungrouped = groups.get('')
	return [...named, ...(ungrouped ? ([['More services', ungrouped]] as const) : [])].map(([name, services]) => ({ name, services }))
}

/** The site map's service items (spec §3: service_name, name). */
export async function listSitemapServices(db: Kysely<DB>): Promise<{ service_name: string; name: string }[]> {
	return db.selectFrom('services').select(['slug as service_name', 'name']).orderBy('sort_order').orderBy('id').execute()
}

export async function getService(
	db: Kysely<DB>,
	by: { slug: string } | { contentKey: string },
): Promise<ServicePage | undefined> {
	const row = await db
		.selectFrom('services')
		.select([
			'name', 'slug', 'summary', 'page_description', 'meta_title', 'meta_keywords', 'meta_description',
			'group_name', 'hero_image', 'portfolio_pages', 'testimonial_id',
		])
		.$if('slug' in by, (q) => q.where('slug', '=', (by as { slug: string }).slug.toLowerCase()))
		.$if('contentKey' in by, (q) => q.where('content_key', '=', (by as { contentKey: string }).contentKey))
		.executeTakeFirst()
	return (
		row && {
			...row,
			page_description: sanitizeHtml(row.page_description),
			portfolio_pages: row.portfolio_pages.split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean),
		}
	)
}

export async function getContentPage(db: Kysely<DB>, slug: string): Promise<ContentPage | undefined> {
	const row = await db
		.selectFrom('content_pages')
		.select(['slug', 'title', 'page_description', 'meta_title', 'meta_keywords', 'meta_description', 'layout', 'lead', 'hero_image'])
		.where('slug', '=', slug)
		.executeTakeFirst()
	return row && { ...row, layout: row.layout === 'sections' ? 'sections' : 'document', page_description: sanitizeHtml(row.page_description) }
}

/** Every content page with a line about it: its lead, or its meta description when it has none. */
export async function listContentPages(db: Kysely<DB>): Promise<PageCard[]> {
	const rows = await db.selectFrom('content_pages').select(['slug', 'title', 'lead', 'meta_description']).orderBy('sort_order').orderBy('id').execute()
	return rows.map(({ meta_description, ...page }) => ({ ...page, lead: page.lead || meta_description }))
}
