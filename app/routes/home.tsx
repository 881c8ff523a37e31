import { Link } from '#app/components/ui/link.tsx'
import type { Route } from './+types/home'
import { CardGrid, LinkCard, Section } from '#app/components/ui/section.tsx'
import { recentPosts } from '#app/features/blog/blog.server.ts'
import { listCaseStudyCards } from '#app/features/case-studies/case-studies.server.ts'
import { CaseStudyCards } from '#app/features/case-studies/case-study-cards.tsx'
import { listTestimonials } from '#app/features/company/company.server.ts'
import { listAllItems } from '#app/features/portfolio/portfolio.server.ts'
import { getMetaPage, getSite, listServiceCards } from '#app/features/site/site.server.ts'
import { HydrateApart } from '#app/components/ui/hydrate-apart.tsx'
import { formatDate } from '#app/lib/format.ts'
import { mediaImage } from '#app/lib/media.ts'
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
				<Section id="home-services" eyebrow="What we do" title="Everything your website needs, under one roof" more={{ to: '/services', label: 'All our services' }}>
					<CardGrid>
						{services.map((service, i) => (
							<LinkCard
								key={service.slug}
								to={`/service/${service.slug}`}
								title={service.name}
								className="home-service"
								media={
									<span className="home-service__number" aria-hidden="true">
										{String(i + 1).padStart(2, '0')}
									</span>
								}
							>
								<p>{service.summary}</p>
							</LinkCard>
						))}
					</CardGrid>
				</Section>

				{caseStudies.length > 0 ? (
					<Section
						id="home-case-studies"
						className="section section--tint"
						eyebrow="Case studies"
						title="Results our clients can count"
						more={{ to: '/portfolio#case-studies', label: 'All case studies' }}
					>
						<CaseStudyCards studies={caseStudies} />
					</Section>
				) : null}

				<Section id="home-work" eyebrow="Recent work" title="Sites we have built for our clients" more={{ to: '/portfolio', label: 'All our work' }}>
					<CardGrid>
						{featured.map((item) => (
							<LinkCard
								key={item.id}
								to={`/portfolio/${item.category_slug}`}
								title={item.product_title}
								className="card--media home-work"
								media={
									<>
										<img {...mediaImage('portfolio', item.image, 'card')} alt={`Screenshot of the ${item.product_title} website`} width="600" height="450" loading="lazy" />
										<p className="card__meta">{item.technology}</p>
									</>
								}
							/>
						))}
					</CardGrid>
				</Section>

				<Section id="home-figures" className="figures" title="The agency in figures" titleClassName="visually-hidden">
					<dl className="auto-grid figures__list">
						{FIGURES.map((figure) => (
							<div key={figure.label}>
								<dt>{figure.label}</dt>
								<dd>{figure.value}</dd>
							</div>
						))}
					</dl>
				</Section>

				<Section id="home-process" eyebrow="How we work" title="From first call to steady growth">
					<ol className="auto-grid home-process">
						{PROCESS.map((step) => (
							<li key={step.title}>
								<h3>{step.title}</h3>
								<p>{step.text}</p>
							</li>
						))}
					</ol>
				</Section>

				<Section id="home-testimonials" className="section section--tint" eyebrow="Clients" title="What our clients say" more={{ to: '/testimonial', label: 'More testimonials' }}>
					<CardGrid>
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
					</CardGrid>
				</Section>

				<Section id="home-posts" eyebrow="Blog" title="Latest from our blog">
					<CardGrid>
						{posts.map((post) => (
							<LinkCard
								key={post.id}
								to={`/blogdetail/${post.slug}`}
								title={post.blog_title}
								className="card--media"
								media={
									<>
										<img {...mediaImage('blog', post.image, 'card')} alt="" width="600" height="315" loading="lazy" className="home-post__image" />
										<p className="card__meta">
											<time dateTime={post.created_date}>{formatDate(post.created_date)}</time>
										</p>
									</>
								}
							>
								<p>{post.blog_desc}</p>
							</LinkCard>
						))}
					</CardGrid>
				</Section>

				<Section id="home-cta" className="section cta" containerClassName="cta__inner" title="Have a project in mind?">
					<p>Tell us what you need. We reply within one working day, from India or the USA.</p>
					<Link className="button button--accent" to="/contact-us">
						Contact Us
					</Link>
				</Section>
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
