import { Link } from '#app/components/ui/link.tsx'
import '../site.css'

/** The closing call to action of a page: a short pitch and the way to the contact page. */
export function ClosingCta({ title, children, id = 'closing-cta' }: { title: string; children: React.ReactNode; id?: string }) {
	return (
		<section className="site-cta cta-band" aria-labelledby={id}>
			<div>
				<h2 id={id}>{title}</h2>
				<p>{children}</p>
			</div>
			<div className="site-cta__actions">
				<Link className="button button--primary" to="/contact-us">
					Contact Us
				</Link>
			</div>
		</section>
	)
}
