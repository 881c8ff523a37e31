import { data } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/content-page'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listTeamMembers } from '#app/features/company/company.server.ts'
import { TeamSection } from '#app/features/company/components/team-section.tsx'
import { ClosingCta } from '#app/features/site/components/closing-cta.tsx'
import { PageHero } from '#app/features/site/components/page-hero.tsx'
import { PageSections } from '#app/features/site/components/page-sections.tsx'
import { SiblingPages } from '#app/features/site/components/sibling-pages.tsx'
import { pageSections } from '#app/features/site/page-sections.server.ts'
import { getContentPage, getSite, listContentPages } from '#app/features/site/site.server.ts'
import { pageImage } from '#app/server/media-sizes.server.ts'
import { canonicalUrl, pageMeta, readItemSeo, withItemSeo } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { altTexts } from '#app/features/media/media.server.ts'
import '#app/features/site/site.css'

/** The page whose text has a section about the team: the team is introduced after it. */
const TEAM_PAGE = 'about-us'
const TEAM_SECTION = 'our-people'

/**
 * The seven content pages (about us, why us, …) share this module; the URL names the page.
 * A page laid out in sections opens with a hero and sets its text out in sections; the
 * legal pages stay one reading column (decision 031).
 */

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

/** The team, each portrait with its address and the alt text of its library entry. */
async function teamWithAlt(db: Parameters<typeof listTeamMembers>[0]) {
	const members = await listTeamMembers(db)
	const alts = await altTexts(db, 'team', members.map((m) => m.portrait))
	return members.map((m) => ({ ...m, image: pageImage('team', m.portrait, 'portrait'), alt: alts[m.portrait] }))
}

export async function loader({ url, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const slug = url.pathname.replace(/^\/+|\/+$/g, '').toLowerCase()
	const [page, pages, site] = await Promise.all([getContentPage(db, slug), listContentPages(db), getSite(app)])
	if (!page) throw data(null, { status: 404 })
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: page.title }]
	const designed = page.layout === 'sections'
	const { page_description: html, meta_title, meta_keywords, meta_description, ...shown } = page
	return {
		page: shown,
		summary: meta_description,
		// One form of the text travels: the sections, or the document whole.
		sections: designed ? pageSections(html) : null,
		html: designed ? '' : html,
		// Pictures carry the alt text of their media library entry (decision 051).
		hero: designed && page.hero_image ? { ...pageImage('pages', page.hero_image, 'hero'), alt: (await altTexts(db, 'pages', [page.hero_image]))[page.hero_image] ?? '' } : null,
		team: designed && page.slug === TEAM_PAGE ? await teamWithAlt(db) : [],
		pages,
		breadcrumb,
		meta: pageMeta(
			site,
			withItemSeo(
				{
					title: meta_title || page.title,
					description: meta_description || page.lead || '',
					keywords: meta_keywords,
					url: canonicalUrl(siteUrl, `/${page.slug}`),
					breadcrumb,
					pageType: page.slug === 'about-us' ? 'AboutPage' : 'WebPage',
				},
				await readItemSeo(db, 'content_pages', page.slug),
				siteUrl,
			),
		),
	}
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
	const { page, pages, sections, html, hero, team } = loaderData
	const siblings = (
		<SiblingPages
			title="More about us"
			links={pages.map((p) => ({
				to: `/${p.slug}`,
				label: p.title,
				lead: p.lead,
			}))}
			current={`/${page.slug}`}
		/>
	)
	const closing = (
		<div className="container page-closing">
			<ClosingCta title="Have a project in mind?">Tell us what you need and get a clear, itemised estimate within one working day.</ClosingCta>
		</div>
	)
	if (!sections) {
		return (
			<>
				<PageHeader title={page.title} breadcrumb={loaderData.breadcrumb} intro={page.lead ? <p>{page.lead}</p> : undefined} />
				<div className="container site-page site-page--document">
					<article className="site-document">
						<HtmlContent html={html} />
					</article>
				</div>
				{closing}
				{siblings}
			</>
		)
	}
	return (
		<>
			<PageHero
				title={page.title}
				breadcrumb={loaderData.breadcrumb}
				lead={<p>{page.lead || loaderData.summary}</p>}
				image={hero}
				actions={
					<>
						<Link className="button button--accent" to="/contact-us">
							Contact Us
						</Link>
						<Link className="button button--ghost button--on-dark" to="/portfolio">
							See our work
						</Link>
					</>
				}
			/>
			<div className="site-page inner-page">
				<PageSections content={sections} extra={team.length > 0 ? { after: TEAM_SECTION, node: <TeamSection members={team} /> } : undefined} closing={closing} />
			</div>
			{siblings}
		</>
	)
}
