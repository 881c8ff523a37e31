import { Link } from '#app/components/ui/link.tsx'
import './blog.css'

/** The service a category's readers most likely want next; a category without one gets the quote link alone. */
const SERVICE_FOR_CATEGORY = new Map([
	['web-development', 'web-development'],
	['wordpress', 'wordpress-development'],
	['seo', 'seo-services'],
	['social-media-marketing', 'social-media-marketing'],
	['ui-ux-design', 'web-designing'],
	['ecommerce', 'magento-development'],
])

/** The slug of the service page a post of this category points to, if any. */
export function serviceSlugFor(categorySlug: string): string | undefined {
	return SERVICE_FOR_CATEGORY.get(categorySlug)
}

/** The call to action after an article: a quote request, and the service the post is about when there is one. */
export function PostCta({ service }: { service?: { name: string; slug: string } }) {
	return (
		<section className="blog-cta cta-band" aria-labelledby="blog-cta-title">
			<div className="blog-cta__text">
				<h2 id="blog-cta-title">Planning a project like this?</h2>
				<p>Tell us what you have in mind and we will come back with a plan and a quote for it.</p>
			</div>
			<div className="blog-cta__actions">
				<Link className="button button--accent" to="/contact-us">
					Get a quote
				</Link>
				{service ? (
					<Link className="button button--ghost button--on-dark" to={`/service/${service.slug}`}>
						Explore {service.name}
					</Link>
				) : null}
			</div>
		</section>
	)
}
