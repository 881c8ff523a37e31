import { data } from 'react-router'
import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/logo-design'
import { PageHeader } from '#app/components/ui/page-header.tsx'
import { findCategory, findLogo, listLogos, LOGO_DESIGN_SLUG } from '#app/features/portfolio/portfolio.server.ts'
import { getSite } from '#app/features/site/site.server.ts'
import { mediaImage, mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/portfolio/portfolio.css'

/** How many other logos the page suggests below the one shown. */
const MORE_LOGOS = 4

/** One logo of the logo design portfolio (/logodesign/{image}: a real page for every logo, never a 404). */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

export async function loader({ params, context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl } = app
	const logo = await findLogo(db, params.image)
	if (!logo) throw data(null, { status: 404 })
	const [logos, category, site] = await Promise.all([listLogos(db), findCategory(db, LOGO_DESIGN_SLUG), getSite(app)])
	const { contact } = site
	// The logos that follow this one in the portfolio, wrapping round to the start.
	const at = logos.findIndex((entry) => entry.id === logo.id)
	const more = [...logos.slice(at + 1), ...logos.slice(0, at)].slice(0, MORE_LOGOS)
	const breadcrumb = [
		{ to: '/', label: 'Home' },
		{ to: '/portfolio/logo-design', label: 'Logo Design Portfolio' },
		{ label: logo.client },
	]
	return {
		logo,
		more,
		breadcrumb,
		meta: pageMeta(site, {
			title: `${logo.title} | Logo Design Portfolio | ${contact.CompanyName}`,
			description: `${logo.title}: an original logo designed by ${contact.CompanyName} for ${logo.client}. See more of our logo and brand identity work.`,
			keywords: [logo.client, 'logo design', category?.meta_keywords].filter(Boolean).join(', '),
			url: canonicalUrl(siteUrl, `/logodesign/${logo.image}`),
			image: mediaUrl('logos', logo.image),
			kind: 'Logo design',
			breadcrumb,
		}),
	}
}

export default function LogoDesignPage({ loaderData }: Route.ComponentProps) {
	const { logo, more } = loaderData
	return (
		<div className="portfolio-page">
			<PageHeader
				title={logo.title}
				breadcrumb={loaderData.breadcrumb}
			/>
			<section className="section logo-detail" aria-label={`Logo for ${logo.client}`}>
				<div className="auto-grid container logo-detail__inner">
					<figure className="logo-detail__figure">
						<img {...mediaImage('logos', logo.image, 'logoDetail')} alt={`Logo for ${logo.client}`} width="400" height="400" />
					</figure>
					<div className="logo-detail__text">
						<dl className="logo-detail__facts">
							<div>
								<dt>Client</dt>
								<dd>{logo.client}</dd>
							</div>
							<div>
								<dt>Design</dt>
								<dd>{logo.title}</dd>
							</div>
							<div>
								<dt>Service</dt>
								<dd>Logo design and brand identity</dd>
							</div>
						</dl>
						<p>
							Every logo we design starts with a conversation about the business, its customers and where the mark will be
							used. We then explore several directions, refine the chosen one with the client and deliver it in every format
							needed, from a favicon to a shopfront sign.
						</p>
						<div className="logo-detail__actions">
							<Link className="button button--primary" to="/contact-us">
								Start your logo project
							</Link>
							<Link className="button portfolio-button--outline" to="/portfolio/logo-design">
								Back to the logo portfolio
							</Link>
						</div>
					</div>
				</div>
			</section>
			{more.length > 0 ? (
				<section className="section section--tint logo-more" aria-labelledby="logo-more">
					<div className="container">
						<h2 id="logo-more" className="section__title">
							More logo designs
						</h2>
						<ul className="auto-grid logo-more__grid">
							{more.map((entry) => (
								<li key={entry.id}>
									<Link className="logo-carousel__card" to={`/logodesign/${entry.image}`}>
										<img {...mediaImage('logos', entry.image, 'logo')} alt={`Logo for ${entry.client}`} width="400" height="400" loading="lazy" />
										<span className="logo-carousel__client" aria-hidden="true">
											{entry.client}
										</span>
									</Link>
								</li>
							))}
						</ul>
					</div>
				</section>
			) : null}
		</div>
	)
}
