import { Link } from '#app/components/ui/link.tsx'

/** Where most visitors who land on a dead link want to go instead. */
const USEFUL_PAGES = [
	{ to: '/services', label: 'Our services', text: 'Design, development, online stores and marketing' },
	{ to: '/portfolio', label: 'Our work', text: 'Websites and apps we have built, by technology and industry' },
	{ to: '/blog', label: 'Blogs', text: 'Guides and news from our team' },
	{ to: '/feature-comparison', label: 'SEO plans', text: 'Compare our monthly SEO packages' },
	{ to: '/about-us', label: 'About us', text: 'Who we are and how we work' },
	{ to: '/contact-us', label: 'Contact us', text: 'Ask a question or request a quote' },
]

/**
 * The 404 page of the spec (§2): "Oops! Page not found." and a link home,
 * then a search of the blog (a plain GET form, so it works without
 * JavaScript) and the pages a lost visitor most likely wanted.
 */
export function NotFoundPage() {
	return (
		<section className="error-page container">
			<title>Page not found</title>
			<meta name="robots" content="noindex" />
			<h1>Oops! Page not found.</h1>
			<p>The page you are looking for may have moved, or the address may be mistyped.</p>
			<Link className="button button--primary" to="/">
				Go back home
			</Link>
			<form method="get" action="/blog" role="search" className="error-page__search">
				<label htmlFor="not-found-search">Search our articles</label>
				<div className="error-page__search-row">
					<input id="not-found-search" type="search" name="q" maxLength={200} placeholder="e.g. WordPress, SEO" autoComplete="off" />
					<button type="submit" className="button button--ghost">
						Search
					</button>
				</div>
			</form>
			<nav aria-labelledby="not-found-useful" className="error-page__useful">
				<h2 id="not-found-useful">Popular pages</h2>
				<ul className="auto-grid">
					{USEFUL_PAGES.map((page) => (
						<li key={page.to}>
							<Link to={page.to}>{page.label}</Link>
							<span>{page.text}</span>
						</li>
					))}
				</ul>
			</nav>
		</section>
	)
}
