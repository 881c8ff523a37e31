import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/portfolio-overview'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { listCaseStudyCards } from '#app/features/case-studies/case-studies.server.ts'
import { CaseStudyCards } from '#app/features/case-studies/case-study-cards.tsx'
import { PortfolioCta } from '#app/features/portfolio/portfolio-cta.tsx'
import { listPortfolioOverview, type PortfolioOverviewCategory } from '#app/features/portfolio/portfolio.server.ts'
import { getSite } from '#app/features/site/site.server.ts'
import { mediaImage, mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/portfolio/portfolio.css'

/** Every portfolio page at a glance: each technology and industry with how much work it holds. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [categories, caseStudies, site] = await Promise.all([listPortfolioOverview(db), listCaseStudyCards(db), getSite(app)])
	const { contact } = site
	const projects = categories.filter((c) => c.slug !== 'logo-design').reduce((sum, c) => sum + c.count, 0)
	const cover = categories.find((c) => c.featured[0]?.folder === 'portfolio')?.featured[0]
	const breadcrumb = [{ to: '/', label: 'Home' }, { label: 'Portfolio' }]
	return {
		categories,
		caseStudies,
		projects,
		breadcrumb,
		meta: pageMeta(site, {
			title: `Our work: ${projects} websites, stores and apps | ${contact.CompanyName} portfolio`,
			description: `Browse ${projects} of the 900+ projects by ${contact.CompanyName}, by technology (PHP, WordPress, Laravel, React and more) and by industry, with logo designs for our clients.`,
			keywords: ['web development portfolio', 'website design examples', ...categories.slice(0, 8).map((c) => `${c.label} portfolio`)].join(', '),
			url: canonicalUrl(siteUrl, '/portfolio'),
			breadcrumb,
			kind: 'Portfolio',
			pageType: 'CollectionPage',
			image: cover && mediaUrl('portfolio', cover.image),
		}),
	}
}

export default function PortfolioOverview({ loaderData }: Route.ComponentProps) {
	const { categories, caseStudies, projects } = loaderData
	const technology = categories.filter((c) => c.kind === 'technology')
	const industry = categories.filter((c) => c.kind === 'industry')
	return (
		<div className="portfolio-page">
			<PageHeader
				title="Our portfolio"
				breadcrumb={loaderData.breadcrumb}
				intro={
					<p>
						A selection of the 900+ projects we have completed: {projects} websites, online stores and business applications we have designed and
						built, grouped by the technology they run on and the industry they serve.
					</p>
				}
			/>
			{caseStudies.length > 0 ? (
				<section className="section" id="case-studies" aria-labelledby="portfolio-case-studies">
					<div className="container">
						<h2 id="portfolio-case-studies" className="portfolio-overview__title">
							Case studies
						</h2>
						<p className="portfolio-overview__lead">The brief, the work and the figures that changed, told project by project.</p>
						<CaseStudyCards studies={caseStudies} eager />
					</div>
				</section>
			) : null}
			<CategorySection id="portfolio-technology" title="By technology" categories={technology} tint={caseStudies.length > 0} eager={caseStudies.length === 0} />
			<CategorySection id="portfolio-industry" title="By industry" categories={industry} tint={caseStudies.length === 0} />
			<PortfolioCta id="portfolio-overview-cta" tone="light" title="Have a project like these in mind?" text="Tell us what you need; we reply within one working day with ideas, a plan and a fixed quote.">
				<Link className="button button--primary" to="/contact-us">
					Get a quote
				</Link>
				<Link className="button portfolio-button--outline" to="/services">
					Our services
				</Link>
			</PortfolioCta>
		</div>
	)
}

function CategorySection({ id, title, categories, tint = false, eager = false }: { id: string; title: string; categories: PortfolioOverviewCategory[]; tint?: boolean; eager?: boolean }) {
	if (categories.length === 0) return null
	return (
		<section className={tint ? 'section section--tint' : 'section'} aria-labelledby={id}>
			<div className="container">
				<h2 id={id} className="portfolio-overview__title">
					{title}
				</h2>
				<ul className="auto-grid card-grid portfolio-overview">
					{categories.map((category, index) => {
						const [cover, ...more] = category.featured
						const unit = category.slug === 'logo-design' ? ['logo', 'logos'] : ['project', 'projects']
						return (
							<li key={category.slug} className="tile portfolio-overview__card">
								{cover ? (
									<img
										className={`portfolio-overview__cover portfolio-overview__cover--${cover.folder}`}
										{...mediaImage(cover.folder, cover.image, 'card')}
										alt=""
										width="600"
										height="375"
										loading={eager && index < 3 ? 'eager' : 'lazy'}
										decoding="async"
									/>
								) : null}
								<div className="portfolio-overview__body">
									<h3>
										<Link to={`/portfolio/${category.slug}`} className="card__link">
											{category.label}
										</Link>
									</h3>
									<p className="portfolio-overview__count">
										{category.count} {category.count === 1 ? unit[0] : unit[1]}
									</p>
									{cover ? (
										<p className="portfolio-overview__featured">
											<span className="visually-hidden">Featured: </span>
											{[cover, ...more].map((work) => work.title).join(' · ')}
										</p>
									) : null}
								</div>
							</li>
						)
					})}
				</ul>
			</div>
		</section>
	)
}
