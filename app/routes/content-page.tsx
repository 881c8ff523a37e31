import { data, useRouteLoaderData } from 'react-router'
import type { Route } from './+types/content-page'
import type { loader as rootLoader } from '#app/root.tsx'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { ContactCard } from '#app/features/site/components/contact-card.tsx'
import { PageLinks } from '#app/features/site/components/page-links.tsx'
import { getContentPage, getSite, listContentPages } from '#app/features/site/site.server.ts'
import { canonicalUrl, pageMeta } from '#app/lib/meta.server.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/site/site.css'

/** The seven content pages (about us, why us, …) share this module; the URL names the page. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ url, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const slug = url.pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
	const [page, pages, site] = await Promise.all([getContentPage(db, slug), listContentPages(db), getSite(app)])
	if (!page) throw data(null, { status: 404 })
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: page.title }]
	return {
		page,
		pages,
		breadcrumb,
		meta: pageMeta(site, {
			title: page.meta_title,
			description: page.meta_description,
			keywords: page.meta_keywords,
			url: canonicalUrl(siteUrl, `/${page.slug}`),
			breadcrumb,
			pageType: page.slug === 'about-us' ? 'AboutPage' : 'WebPage',
		}),
	}
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
	const { page, pages } = loaderData
	const root = useRouteLoaderData<typeof rootLoader>('root')
	return (
		<>
			<PageHeader title={page.title} breadcrumb={loaderData.breadcrumb} />
			<div className="container site-page">
				<div className="site-layout">
					<article className="site-layout__main">
						<HtmlContent html={page.page_description} />
					</article>
					<aside className="site-layout__aside site-aside" aria-label="Related pages">
						<PageLinks
							title="Company"
							links={pages.map((p) => ({ to: `/${p.slug}`, label: p.title }))}
							current={`/${page.slug}`}
						/>
						{root ? <ContactCard phone={root.contact.Phone} email={root.contact.Email} /> : null}
					</aside>
				</div>
			</div>
		</>
	)
}
