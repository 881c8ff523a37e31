import { Link } from 'react-router'

/** The 404 page of the spec (§2): "Oops! Page not found." and a link home. */
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
		</section>
	)
}
