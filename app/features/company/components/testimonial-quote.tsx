import { Link } from '#app/components/ui/link.tsx'
import type { Testimonial } from '#app/features/company/company.types.ts'
import '../team.css'

/** One client's words, set large: the proof beside a page's claims. */
export function TestimonialQuote({ testimonial }: { testimonial: Testimonial }) {
	return (
		<section className="quote-band" aria-labelledby="quote-title">
			<div className="container quote-band__inner">
				<h2 id="quote-title" className="eyebrow quote-band__title">
					What a client says
				</h2>
				<figure className="quote-band__figure">
					<blockquote>
						<p>{testimonial.testimonial_desc}</p>
					</blockquote>
					<figcaption>
						<span className="quote-band__name">{testimonial.posted_by}</span>
						{testimonial.company ? <span className="quote-band__company">{testimonial.company}</span> : null}
					</figcaption>
				</figure>
				<Link className="quote-band__more" to="/testimonial">
					More client testimonials
				</Link>
			</div>
		</section>
	)
}
