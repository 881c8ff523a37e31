import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/case-studies'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listCaseStudyCards } from '#app/features/case-studies/case-studies.server.ts'
import { CaseStudyCards } from '#app/features/case-studies/case-study-cards.tsx'
import { getSite } from '#app/features/site/site.server.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'

/** /case-study: every published case study, in the back office's order. Text and pictures only: a page of islands without an island. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [studies, site] = await Promise.all([listCaseStudyCards(db), getSite(app)])
	const breadcrumb = [{ to: '/', label: 'Home' }, { to: '/portfolio', label: 'Portfolio' }, { label: 'Case studies' }]
	const cover = studies.find((study) => study.cover)?.cover
	return {
		studies,
		breadcrumb,
		meta: pageMeta(site, {
			title: `Case studies: the brief, the work and the results | ${site.contact.CompanyName}`,
			description: `How ${site.contact.CompanyName} took ${studies.length} clients from a problem to figures that changed: ${studies
				.slice(0, 3)
				.map((study) => study.client)
				.join(', ')} and more.`,
			keywords: 'case studies, web development case study, website redesign results, booking engine case study, e-commerce case study',
			url: canonicalUrl(siteUrl, '/case-study'),
			breadcrumb,
			kind: 'Case studies',
			pageType: 'CollectionPage',
			image: cover && mediaUrl('case-studies', cover),
		}),
	}
}

export default function CaseStudies({ loaderData }: Route.ComponentProps) {
	const { studies, breadcrumb } = loaderData
	return (
		<div className="case-studies-page">
			<PageHeader
				title="Case studies"
				breadcrumb={breadcrumb}
				intro={<p>The brief, the work and the figures that changed, told project by project: each one built, launched and measured with the client.</p>}
			/>
			<section className="section" aria-label="Every case study">
				<div className="container">
					{studies.length > 0 ? <CaseStudyCards studies={studies} heading="h2" eager /> : <p>No case study is published yet.</p>}
					<p className="case-study__all">
						<Link to="/portfolio">All our work, by technology and industry</Link>
					</p>
				</div>
			</section>
		</div>
	)
}
