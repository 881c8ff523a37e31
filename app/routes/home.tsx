import { Link } from 'react-router'
import type { Route } from './+types/home'
import { recentPosts } from '#app/features/blog/blog.server.ts'
import { listTestimonials } from '#app/features/company/company.server.ts'
import { listAllItems } from '#app/features/portfolio/portfolio.server.ts'
import { getMetaPage } from '#app/features/site/site.server.ts'
import { formatDate } from '#app/lib/format.ts'
import { mediaUrl } from '#app/lib/media.ts'
import { canonicalUrl, seo } from '#app/lib/meta.ts'

const HOME_META_PAGE = 3

/** The agency's figures (spec §9). */
const FIGURES = [
	{ value: '10+', label: 'Years of trust and experience' },
	{ value: '900+', label: 'Projects completed' },
	{ value: '300+', label: 'Regular clients' },
	{ value: '6 months', label: 'Free technical support' },
]

export function meta({ data }: Route.MetaArgs) {
	if (!data) return []
	return seo({ ...data.meta, url: data.url })
}

export async function loader({ context }: Route.LoaderArgs) {
	const { db } = context
	const [meta, portfolio, testimonials, posts] = await Promise.all([
		getMetaPage(db, HOME_META_PAGE),
		listAllItems(db),
		listTestimonials(db),
		recentPosts(db),
	])
	return {
		meta: {
			title: meta?.meta_title ?? 'Web development and digital marketing',
			description: meta?.description ?? '',
			keywords: meta?.meta_keywords,
		},
		url: canonicalUrl(context.siteUrl, '/'),
		featured: pickAcrossTechnologies(portfolio, 6),
		testimonials: testimonials.text.slice(0, 3),
		posts: posts.slice(0, 3),
	}
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
	const { featured, testimonials, posts } = loaderData
	const root = matches[0].data
	const services = root.services.slice(0, 6)
	return (
		<>
			<section className="hero">
				<div className="container hero__inner">
					<p className="eyebrow">Web development · Design · Digital marketing</p>
					<h1>Websites that load fast, rank well and turn visitors into clients</h1>
					<p className="hero__lead">
						{root.contact.CompanyName} designs, builds and grows websites for businesses in India, the USA and beyond:
						from a first landing page to a complete online store, with the search and social marketing to fill it.
					</p>
					<div className="hero__actions">
						<Link className="button button--primary" to="/contact-us">
							Get a free quote
						</Link>
						<Link className="button button--ghost" to="/portfolio/php">
							See our work
						</Link>
					</div>
				</div>
			</section>

			<section className="section" aria-labelledby="home-services">
				<div className="container">
					<h2 id="home-services" className="section__title">
						What we do
					</h2>
					<ul className="card-grid">
						{services.map((service) => (
							<li key={service.services_name} className="card">
								<h3>
									<Link to={`/service/${service.services_name}`}>{service.name}</Link>
								</h3>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section className="section section--tint" aria-labelledby="home-work">
				<div className="container">
					<h2 id="home-work" className="section__title">
						Recent work
					</h2>
					<ul className="card-grid">
						{featured.map((item) => (
							<li key={item.id} className="card card--media">
								<img
									src={mediaUrl('portfolio', item.image)}
									alt={`Screenshot of ${item.product_title}`}
									width="600"
									height="450"
									loading="lazy"
								/>
								<h3>{item.product_title}</h3>
								<p className="card__meta">{item.technology}</p>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section className="section figures" aria-labelledby="home-figures">
				<div className="container">
					<h2 id="home-figures" className="visually-hidden">
						The agency in figures
					</h2>
					<dl className="figures__list">
						{FIGURES.map((figure) => (
							<div key={figure.label}>
								<dt>{figure.label}</dt>
								<dd>{figure.value}</dd>
							</div>
						))}
					</dl>
				</div>
			</section>

			<section className="section" aria-labelledby="home-testimonials">
				<div className="container">
					<h2 id="home-testimonials" className="section__title">
						What clients say
					</h2>
					<ul className="card-grid card-grid--3">
						{testimonials.map((t) => (
							<li key={t.id} className="card">
								<blockquote>
									<p>{t.testimonial_desc}</p>
									<footer>
										{t.posted_by}, {t.company}
									</footer>
								</blockquote>
							</li>
						))}
					</ul>
				</div>
			</section>

			<section className="section section--tint" aria-labelledby="home-posts">
				<div className="container">
					<h2 id="home-posts" className="section__title">
						From the blog
					</h2>
					<ul className="card-grid card-grid--3">
						{posts.map((post) => (
							<li key={post.id} className="card">
								<p className="card__meta">
									<time dateTime={post.created_date}>{formatDate(post.created_date)}</time>
								</p>
								<h3>
									<Link to={`/blogdetail/${post.slug}`}>{post.blog_title}</Link>
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
					<Link className="button button--primary" to="/contact-us">
						Contact Us
					</Link>
				</div>
			</section>
		</>
	)
}

/** One project per technology first, so the home page shows the range of the work. */
function pickAcrossTechnologies<T extends { technology: string }>(items: T[], count: number): T[] {
	const seen = new Set<string>()
	const firsts = items.filter((item) => !seen.has(item.technology) && seen.add(item.technology))
	return [...firsts, ...items.filter((item) => !firsts.includes(item))].slice(0, count)
}
