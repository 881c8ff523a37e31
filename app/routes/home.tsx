import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/home'
import { Section } from '#app/components/ui/section.tsx'
import { recentPosts } from '#app/features/blog/blog.server.ts'
import { listCaseStudyCards } from '#app/features/case-studies/case-studies.server.ts'
import { CaseStudyCards } from '#app/features/case-studies/case-study-cards.tsx'
import { listTestimonials } from '#app/features/company/company.server.ts'
import { listAllItems } from '#app/features/portfolio/portfolio.server.ts'
import { getMetaPage, getSite, listServiceCards } from '#app/features/site/site.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { mediaImage } from '#app/lib/media.ts'
import { PROCESS } from '#app/lib/process.ts'
import { canonicalUrl, pageMeta } from '#app/server/meta.server.ts'
import { appContext } from '#app/server/context.server.ts'
import '#app/features/site/home.css'

const HOME_META_PAGE = 3

/** The agency's figures (spec §9). */
const FIGURES = [
	{ value: '10+', label: 'Years of trust and experience' },
	{ value: '900+', label: 'Projects completed' },
	{ value: '300+', label: 'Regular clients' },
	{ value: '6 months', label: 'Free technical support' },
]

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? []

/**
 * The page's data depends on the content only: made once per content version
 * (the memo), rather than its structured data, picks and trims rebuilt for
 * every uncached render. Nothing downstream changes loader data.
 */
export async function loader({ context }: Route.LoaderArgs) {
	const app = context.get(appContext)
	const { db, siteUrl, memo } = app
	return memo('home-page', async () => {
		const [site, [metaPage, services, portfolio, testimonials, posts, caseStudies]] = await Promise.all([
			getSite(app),
			Promise.all([getMetaPage(db, HOME_META_PAGE), listServiceCards(db), listAllItems(db), listTestimonials(db), recentPosts(db), listCaseStudyCards(db)]),
		])
		// Only the fields the page shows: the data is sent again in the page for hydration.
		return {
			meta: pageMeta(site, {
				title: metaPage?.meta_title ?? 'Web development and digital marketing agency',
				description: metaPage?.description ?? '',
				keywords: metaPage?.meta_keywords,
				url: canonicalUrl(siteUrl, '/'),
			}),
			services: services.slice(0, 6),
			// The first three in the back office's order.
			caseStudies: caseStudies.slice(0, 3),
			featured: pickAcrossCategories(portfolio, 6).map(({ id, image, product_title, technology, category_slug }) => ({
				id, image, product_title, technology, category_slug,
			})),
			testimonials: testimonials.text.slice(0, 3).map(({ id, testimonial_desc, posted_by, company }) => ({ id, testimonial_desc, posted_by, company })),
			posts: posts.slice(0, 3).map(({ id, slug, blog_title, created_date }) => ({ id, slug, blog_title, created_date })),
		}
	})
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
	const { services, caseStudies, featured, testimonials, posts } = loaderData
	const { contact } = matches[0].loaderData
	const [quote, ...moreQuotes] = testimonials
	return (
		<>
			<section className="home-hero" aria-labelledby="home-title">
				<div className="container home-hero__inner">
					<div className="home-hero__text">
						<p className="home-hero__kicker">{contact.CompanyName} · web studio in Ahmedabad and Austin</p>
						<h1 id="home-title">
							Websites that <em>earn</em> their keep
						</h1>
						<p className="home-hero__lead">We design, build and market sites that load fast, rank well and bring in the enquiries: a clinic's bookings, a hotel's direct stays, a store's orders.</p>
						<div className="home-hero__actions">
							<Link className="button button--accent" to="/contact-us">
								Get a free quote
							</Link>
							<Link className="button button--ghost button--on-dark" to="/case-study">
								See the results
							</Link>
						</div>
					</div>
					{caseStudies.length > 0 ? (
						<ul className="home-hero__proof" aria-label="Results for our clients">
							{caseStudies
								.filter((study) => study.result)
								.map((study) => (
									<li key={study.slug}>
										<strong>{study.result!.figure}</strong>
										<span>{study.result!.label}</span>
										<Link to={`/case-study/${study.slug}`}>{study.client}</Link>
									</li>
								))}
						</ul>
					) : null}
				</div>
			</section>

			{caseStudies.length > 0 ? (
				<section id="home-case-studies" className="section home-studies" aria-labelledby="home-studies-title">
					<div className="container">
						<h2 id="home-studies-title" className="home-studies__title">
							Results our clients can count
						</h2>
						<CaseStudyCards studies={caseStudies} eager />
						<p className="home-studies__all">
							<Link to="/case-study">All case studies</Link>
						</p>
					</div>
				</section>
			) : null}

			<section className="section section--tint home-services" aria-labelledby="home-services">
				<div className="container home-services__inner">
					<div className="home-services__intro">
						<h2 id="home-services">What we do</h2>
						<p>Design, development and the marketing that brings visitors, from one team that stays with you after launch.</p>
						<p className="home-services__more">
							<Link to="/services">All our services</Link>
						</p>
					</div>
					<ol className="home-services__list">
						{services.map((service) => (
							<li key={service.slug}>
								<h3>
									<Link to={`/service/${service.slug}`}>{service.name}</Link>
								</h3>
								<p>{service.summary}</p>
							</li>
						))}
					</ol>
				</div>
			</section>

			<section className="section home-process" aria-labelledby="home-process">
				<div className="container">
					<h2 id="home-process">How a project runs</h2>
					<ol className="home-process__steps">
						{PROCESS.map((step) => (
							<li key={step.name}>
								<h3>{step.name}</h3>
								<p>{step.text}</p>
							</li>
						))}
					</ol>
					<dl className="home-process__figures">
						{FIGURES.map((figure) => (
							<div key={figure.label}>
								<dt>{figure.label}</dt>
								<dd>{figure.value}</dd>
							</div>
						))}
					</dl>
				</div>
			</section>

			<section className="section section--tint home-work" aria-labelledby="home-work">
				<div className="container">
					<h2 id="home-work" className="home-studies__title">
						Recent work
					</h2>
					<ul className="home-work__row">
						{featured.map((item) => (
							<li key={item.id}>
								<img {...mediaImage('portfolio', item.image, 'card')} alt="" width="600" height="450" loading="lazy" decoding="async" />
								<h3>
									<Link to={`/portfolio/${item.category_slug}`} className="card__link">
										{item.product_title}
									</Link>
								</h3>
								<p>{item.technology}</p>
							</li>
						))}
					</ul>
					<p className="home-studies__all">
						<Link to="/portfolio">All our work</Link>
					</p>
				</div>
			</section>

			{quote ? (
				<section className="section home-voices" aria-labelledby="home-voices">
					<div className="container home-voices__inner">
						<h2 id="home-voices" className="visually-hidden">
							What our clients say
						</h2>
						<figure className="home-voices__lead">
							<blockquote>
								<p>{quote.testimonial_desc}</p>
							</blockquote>
							<figcaption>
								<strong>{quote.posted_by}</strong> {quote.company}
							</figcaption>
						</figure>
						<div className="home-voices__more">
							{moreQuotes.map((t) => (
								<figure key={t.id}>
									<blockquote>
										<p>{t.testimonial_desc}</p>
									</blockquote>
									<figcaption>
										<strong>{t.posted_by}</strong> {t.company}
									</figcaption>
								</figure>
							))}
							<p>
								<Link to="/testimonial">More from our clients</Link>
							</p>
						</div>
					</div>
				</section>
			) : null}

			<section className="section section--tint home-posts" aria-labelledby="home-posts">
				<div className="container home-posts__inner">
					<h2 id="home-posts">From the blog</h2>
					<ol className="home-posts__list">
						{posts.map((post) => (
							<li key={post.id}>
								<time dateTime={post.created_date}>{formatDate(post.created_date)}</time>
								<h3>
									<Link to={`/blogdetail/${post.slug}`}>{post.blog_title}</Link>
								</h3>
							</li>
						))}
					</ol>
					<p className="home-services__more">
						<Link to="/blog">All posts</Link>
					</p>
				</div>
			</section>

			<Section id="home-cta" className="section cta" containerClassName="cta__inner" title="Have a project in mind?">
				<p>Tell us what you need. We reply within one working day, from India or the USA.</p>
				<Link className="button button--accent" to="/contact-us">
					Contact Us
				</Link>
			</Section>
		</>
	)
}

/** One project per portfolio page first, so the home page shows the range of the work. */
function pickAcrossCategories<T extends { category_slug: string }>(items: T[], count: number): T[] {
	const seen = new Set<string>()
	const firsts = items.filter((item) => !seen.has(item.category_slug) && seen.add(item.category_slug))
	return [...firsts, ...items.filter((item) => !firsts.includes(item))].slice(0, count)
}
