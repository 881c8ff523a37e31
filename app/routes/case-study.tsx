import { data } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/case-study'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { getCaseStudy, listCaseStudyCards } from '#app/features/case-studies/case-studies.server.ts'
import { CaseStudyCards } from '#app/features/case-studies/case-study-cards.tsx'
import { caseStudyLook } from '#app/features/case-studies/case-study-looks.ts'
import { getSite } from '#app/features/site/site.server.ts'
import { mediaImage, mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta, rasterMediaPath, readItemSeo, withItemSeo } from '#app/server/meta.server.ts'
import { creativeWork } from '#app/server/structured-data.server.ts'
import { appContext } from '#app/server/context.server.ts'
import { altTexts } from '#app/features/media/media.server.ts'
import { previewContext } from '#app/features/cms/preview.server.ts'
import '#app/features/case-studies/case-studies.css'

/**
 * /case-study/{slug}: the story of one portfolio project (decision 030), from
 * the brief to the results, what was delivered and who made it. Rendered on
 * the server; the page adds no script of its own.
 */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const [study, cards, site] = await Promise.all([getCaseStudy(db, params.slug, { unpublished: context.get(previewContext) !== null }), listCaseStudyCards(db), getSite(app)])
	if (!study) throw data(null, { status: 404 })
	const { contact } = site
	const at = cards.findIndex((card) => card.slug === study.slug)
	// The next two stories, going round: the last one leads back to the first.
	const more = cards.length > 1 ? [1, 2].map((step) => cards[(at + step) % cards.length]!).filter((card, i, list) => card.slug !== study.slug && list.indexOf(card) === i) : []
	const url = canonicalUrl(siteUrl, `/case-study/${study.slug}`)
	const breadcrumb = [{ to: '/', label: 'Home' }, { to: '/portfolio', label: 'Portfolio' }, { to: '/case-study', label: 'Case studies' }, { label: study.client }]
	const description = study.meta_description || study.summary
	// Pictures carry the alt text of their media library entry (decision 051).
	const alts = await altTexts(db, 'case-studies', [study.cover, ...study.gallery.map((picture) => picture.image)])
	return {
		study,
		alts,
		more,
		breadcrumb,
		meta: pageMeta(
			site,
			withItemSeo(
				{
					title: study.meta_title || `${study.client} case study | ${contact.CompanyName}`,
					description,
					keywords: study.meta_keywords,
					url,
					image: study.cover ? mediaUrl('case-studies', study.cover) : undefined,
					kind: 'Case study',
					breadcrumb,
				},
				await readItemSeo(db, 'case_studies', study.slug),
				siteUrl,
			),
			[
				study.cover &&
					creativeWork(site, {
						url,
						name: `${study.client}: ${study.title}`,
						description,
						image: rasterMediaPath('case-studies', study.cover),
						client: study.client,
						sector: study.sector,
						year: study.year,
						modified: study.updated_at ?? undefined,
						keywords: study.meta_keywords,
					}),
			],
		),
	}
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
	const { study, more, alts } = loaderData
	const { project } = study
	return (
		<article className={`case-study case-study--${caseStudyLook(study.slug)}`} key={study.slug}>
			<PageHeader
				title={
					<>
						<span className="case-study__client">
							{study.client}
							<span className="visually-hidden">: </span>
						</span>
						{study.title}
					</>
				}
				breadcrumb={loaderData.breadcrumb}
				intro={
					<>
						<p>{study.summary}</p>
						<dl className="case-study__facts">
							<div>
								<dt>Client</dt>
								<dd>{study.client}</dd>
							</div>
							{study.sector ? (
								<div>
									<dt>Sector</dt>
									<dd>{study.sector}</dd>
								</div>
							) : null}
							<div>
								<dt>Year</dt>
								<dd>{study.year}</dd>
							</div>
							{project ? (
								<div>
									<dt>Technology</dt>
									<dd>
										<Link to={`/portfolio/${project.category_slug}`}>{project.technology}</Link>
									</dd>
								</div>
							) : null}
						</dl>
					</>
				}
			/>
			{study.cover ? (
				<div className="container case-study__cover">
					<img {...mediaImage('case-studies', study.cover, 'cover')} alt={alts[study.cover] || `${study.client}: the finished work`} width="1600" height="1000" fetchPriority="high" />
				</div>
			) : null}

			{study.results.length > 0 ? (
				<section className="section case-study__results" aria-labelledby="case-results">
					<div className="container">
						<h2 id="case-results" className="case-study__kicker">
							Results
						</h2>
						<dl className="case-study__figures">
							{study.results.map((result) => (
								<div key={result.figure + result.label}>
									<dt>{result.label}</dt>
									<dd>{result.figure}</dd>
								</div>
							))}
						</dl>
					</div>
				</section>
			) : null}

			<div className="section">
				<div className="container case-study__story">
					<section aria-labelledby="case-brief">
						<h2 id="case-brief">The brief</h2>
						<HtmlContent html={study.brief} />
					</section>
					<section aria-labelledby="case-approach">
						<h2 id="case-approach">Our approach</h2>
						<HtmlContent html={study.approach} className="case-study__approach" />
					</section>
				</div>
			</div>

			{study.quote ? (
				<section className="section section--tint case-study__quote" aria-label={`What ${study.client} says`}>
					<figure className="container">
						<blockquote>
							<p>{study.quote.text}</p>
						</blockquote>
						{study.quote.by ? <figcaption>{study.quote.by}</figcaption> : null}
					</figure>
				</section>
			) : null}

			{study.gallery.length > 0 ? (
				<section className="section case-study__gallery" aria-labelledby="case-gallery">
					<div className="container">
						<h2 id="case-gallery">Gallery</h2>
						<ul className={`case-gallery case-gallery--${study.gallery.length}`}>
							{study.gallery.map((picture, index) => (
								<li key={picture.image}>
									<figure>
										<img
											{...mediaImage('case-studies', picture.image, 'gallery')}
											alt={alts[picture.image] || picture.caption || `${study.client}, picture ${index + 1}`}
											width="1200"
											height="800"
											loading="lazy"
											decoding="async"
										/>
										{picture.caption ? <figcaption>{picture.caption}</figcaption> : null}
									</figure>
								</li>
							))}
						</ul>
					</div>
				</section>
			) : null}

			<div className="section section--tint">
				<div className="container case-study__credits">
					{study.delivered.length > 0 ? (
						<section aria-labelledby="case-delivered">
							<h2 id="case-delivered">What we delivered</h2>
							<ul className="case-study__delivered">
								{study.delivered.map((item) => (
									<li key={item}>{item}</li>
								))}
							</ul>
						</section>
					) : null}
					{study.credits.length > 0 ? (
						<section aria-labelledby="case-credits">
							<h2 id="case-credits">Credits</h2>
							<dl className="case-study__team">
								{study.credits.map((credit) => (
									<div key={credit.role + credit.name}>
										<dt>{credit.role}</dt>
										<dd>{credit.name}</dd>
									</div>
								))}
							</dl>
						</section>
					) : null}
				</div>
			</div>

			<section className="section cta case-study__cta" aria-labelledby="case-cta">
				<div className="container">
					<h2 id="case-cta">Want results like these?</h2>
					<p>Tell us where your business is stuck. We reply within one working day with ideas, a plan and a fixed quote.</p>
					<div className="case-study__actions">
						<Link className="button button--accent" to="/contact-us">
							Start your project
						</Link>
						{project ? (
							<Link className="button button--ghost button--on-dark" to={`/portfolio/${project.category_slug}`}>
								More {project.technology} work
							</Link>
						) : null}
					</div>
				</div>
			</section>

			{more.length > 0 ? (
				<nav className="section case-study__more" aria-labelledby="case-more">
					<div className="container">
						<h2 id="case-more">Next case studies</h2>
						<CaseStudyCards studies={more} />
						<p className="case-study__all">
							<Link to="/case-study">All case studies</Link>
						</p>
					</div>
				</nav>
			) : null}
		</article>
	)
}
