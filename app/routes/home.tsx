import { Link } from 'react-router'
import type { Route } from './+types/home'
import { recentPosts } from '#app/features/blog/blog.server.ts'
import { listCaseStudyCards } from '#app/features/case-studies/case-studies.server.ts'
import { CaseStudyCards } from '#app/features/case-studies/case-study-cards.tsx'
import { listTestimonials } from '#app/features/company/company.server.ts'
import { listAllItems } from '#app/features/portfolio/portfolio.server.ts'
import { getMetaPage, getSite, listServiceCards } from '#app/features/site/site.server.ts'
import { HydrateApart } from '#app/components/ui/hydrate-apart.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaImage } from '#app/lib/media.ts'
import { canonicalUrl, pageMeta } from '#app/lib/meta.server.ts'
import { appContext } from '#app/lib/context.server.ts'
import '#app/features/site/home.css'

const HOME_META_PAGE = 3

/** The agency's figures (spec §9). */
const FIGURES = [
	{ value: '10+', label: 'Years of trust and experience' },
	{ value: '900+', label: 'Projects completed' },
	{ value: '300+', label: 'Regular clients' },
	{ value: '6 months', label: 'Free technical support' },
]

const PROCESS = [
	{ title: 'Discover', text: 'A call and a short workshop to pin down goals, audience, budget and what success looks like.' },
	{ title: 'Design', text: 'Wireframes, then designs you can click through on your own phone before any code is written.' },
	{ title: 'Build', text: 'Fortnightly demos on a staging site, so you see progress and steer it as we go.' },
	{ title: 'Grow', text: 'Launch, then search, social and email marketing measured against the goals we set together.' },
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
			featured: pickAcrossCategories(portfolio, 6).map(({ id, image, product_domain, product_title, technology, category_slug }) => ({
				id, image, product_domain, product_title, technology, category_slug,
			})),
			testimonials: testimonials.text.slice(0, 3).map(({ id, testimonial_desc, posted_by, company }) => ({ id, testimonial_desc, posted_by, company })),
			posts: posts.slice(0, 3).map(({ id, slug, blog_title, blog_desc, image, created_date }) => ({ id, slug, blog_title, blog_desc, image, created_date })),
		}
	})
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
	const { services, caseStudies, featured, testimonials, posts } = loaderData
	const { contact } = matches[0].loaderData
	const [showcaseBack, showcaseFront] = featured
	return (
		<>
			<section className="home-hero">
				<div className="container home-hero__inner">
					<div className="home-hero__text">
						<p className="eyebrow">Web development · Design · Digital marketing</p>
						<h1>Websites that load fast, rank well and turn visitors into clients</h1>
						<p className="home-hero__lead">
							{contact.CompanyName} designs, builds and grows websites for businesses in India, the USA and beyond:
							from a first landing page to a complete online store, with the search and social marketing to fill it.
						</p>
						<div className="home-hero__actions">
							<Link className="button button--accent" to="/contact-us">
								Get a free quote
							</Link>
							<Link className="button button--ghost button--on-dark" to="/portfolio">
								See our work
							</Link>
						</div>
					</div>
					{showcaseBack && showcaseFront ? (
						<div className="home-hero__showcase" aria-hidden="true">
							<ShowcaseFrame image={showcaseBack.image} domain={showcaseBack.product_domain} className="home-hero__frame--back" />
							<ShowcaseFrame image={showcaseFront.image} domain={showcaseFront.product_domain} className="home-hero__frame--front" />
						</div>
					) : null}
				</div>
			</section>

			<HydrateApart>
				<section className="section" aria-labelledby="home-services">
					<div className="container">
						<header className="section-heading">
							<p className="eyebrow eyebrow--dark">What we do</p>
							<h2 id="home-services">Everything your website needs, under one roof</h2>
						</header>
						<ul className="auto-grid card-grid">
							{services.map((service, i) => (
								<li key={service.slug} className="card home-service">
									<span className="home-service__number" aria-hidden="true">
										{String(i + 1).padStart(2, '0')}
									</span>
									<h3>
										<Link to={`/service/${service.slug}`} className="card__link">
											{service.name}
										</Link>
									</h3>
									<p>{service.summary}</p>
								</li>
							))}
						</ul>
						<p className="section-more">
							<Link to="/services">All our services</Link>
						</p>
					</div>
				</section>

				{caseStudies.length > 0 ? (
					<section className="section section--tint" aria-labelledby="home-case-studies">
						<div className="container">
							<header className="section-heading">
								<p className="eyebrow eyebrow--dark">Case studies</p>
								<h2 id="home-case-studies">Results our clients can count</h2>
							</header>
							<CaseStudyCards studies={caseStudies} />
							<p className="section-more">
								<Link to="/portfolio#case-studies">All case studies</Link>
							</p>
						</div>
					</section>
				) : null}

				<section className="section" aria-labelledby="home-work">
					<div className="container">
						<header className="section-heading">
							<p className="eyebrow eyebrow--dark">Recent work</p>
							<h2 id="home-work">Sites we have built for our clients</h2>
						</header>
						<ul className="auto-grid card-grid">
							{featured.map((item) => (
								<li key={item.id} className="card card--media home-work">
									<img {...mediaImage('portfolio', item.image, 'card')} alt={`Screenshot of the ${item.product_title} website`} width="600" height="450" loading="lazy" />
									<p className="card__meta">{item.technology}</p>
									<h3>
										<Link to={`/portfolio/${item.category_slug}`} className="card__link">
											{item.product_title}
										</Link>
									</h3>
								</li>
							))}
						</ul>
						<p className="section-more">
							<Link to="/portfolio">All our work</Link>
						</p>
					</div>
				</section>

				<section className="figures" aria-labelledby="home-figures">
					<div className="container">
						<h2 id="home-figures" className="visually-hidden">
							The agency in figures
						</h2>
						<dl className="auto-grid figures__list">
							{FIGURES.map((figure) => (
								<div key={figure.label}>
									<dt>{figure.label}</dt>
									<dd>{figure.value}</dd>
								</div>
							))}
						</dl>
					</div>
				</section>

				<section className="section" aria-labelledby="home-process">
					<div className="container">
						<header className="section-heading">
							<p className="eyebrow eyebrow--dark">How we work</p>
							<h2 id="home-process">From first call to steady growth</h2>
						</header>
						<ol className="auto-grid home-process">
							{PROCESS.map((step) => (
								<li key={step.title}>
									<h3>{step.title}</h3>
									<p>{step.text}</p>
								</li>
							))}
						</ol>
					</div>
				</section>

				<section className="section section--tint" aria-labelledby="home-testimonials">
					<div className="container">
						<header className="section-heading">
							<p className="eyebrow eyebrow--dark">Clients</p>
							<h2 id="home-testimonials">What our clients say</h2>
						</header>
						<ul className="auto-grid card-grid">
							{testimonials.map((t) => (
								<li key={t.id} className="card home-quote">
									<figure>
										<blockquote>
											<p>{t.testimonial_desc}</p>
										</blockquote>
										<figcaption>
											<strong>{t.posted_by}</strong>
											<span>{t.company}</span>
										</figcaption>
									</figure>
								</li>
							))}
						</ul>
						<p className="section-more">
							<Link to="/testimonial">More testimonials</Link>
						</p>
					</div>
				</section>

				<section className="section" aria-labelledby="home-posts">
					<div className="container">
						<header className="section-heading">
							<p className="eyebrow eyebrow--dark">Blog</p>
							<h2 id="home-posts">Latest from our blog</h2>
						</header>
						<ul className="auto-grid card-grid">
							{posts.map((post) => (
								<li key={post.id} className="card card--media">
									<img {...mediaImage('blog', post.image, 'card')} alt="" width="600" height="315" loading="lazy" className="home-post__image" />
									<p className="card__meta">
										<time dateTime={post.created_date}>{formatDate(post.created_date)}</time>
									</p>
									<h3>
										<Link to={`/blogdetail/${post.slug}`} className="card__link">
											{post.blog_title}
										</Link>
									</h3>
									<p>{post.blog_desc}</p>
								</li>
							))}
						</ul>
					</div>
				</section>

				<section className="section cta" aria-labelledby="home-cta">
					<div className="container cta__inner">
						<h2 id="home-cta">Have a project in mind?</h2>
						<p>Tell us what you need. We reply within one working day, from India or the USA.</p>
						<Link className="button button--accent" to="/contact-us">
							Contact Us
						</Link>
					</div>
				</section>
			</HydrateApart>
		</>
	)
}

function ShowcaseFrame({ image, domain, className }: { image: string; domain: string; className: string }) {
	return (
		<div className={`home-hero__frame ${className}`}>
			<div className="home-hero__frame-bar">
				<span />
				<span />
				<span />
				<code>{domain}</code>
			</div>
			{/* Lazy: the showcase is hidden on phones (home.css), which then never fetch these pictures. */}
			<img {...mediaImage('portfolio', image, 'showcase')} alt="" width="600" height="1200" loading="lazy" />
		</div>
	)
}

/** One project per portfolio page first, so the home page shows the range of the work. */
function pickAcrossCategories<T extends { category_slug: string }>(items: T[], count: number): T[] {
	const seen = new Set<string>()
	const firsts = items.filter((item) => !seen.has(item.category_slug) && seen.add(item.category_slug))
	return [...firsts, ...items.filter((item) => !firsts.includes(item))].slice(0, count)
}
