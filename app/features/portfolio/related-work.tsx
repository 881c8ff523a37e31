import { Link } from '#app/components/ui/link.tsx'
import { mediaImage } from '#app/lib/media.ts'
import type { PortfolioItem } from './portfolio.types.ts'
import './related-work.css'

/** A few projects of the kind a service page sells, each leading to its portfolio page. */
export function RelatedWork({ items, title = 'Related work' }: { items: PortfolioItem[]; title?: string }) {
	if (items.length === 0) return null
	return (
		<section className="related-work" aria-labelledby="related-work-title">
			<div className="container">
				<header className="related-work__header">
					<div>
						<p className="eyebrow eyebrow--dark">From our portfolio</p>
						<h2 id="related-work-title">{title}</h2>
					</div>
					<Link className="related-work__all" to="/portfolio">
						See all our work
					</Link>
				</header>
				<ul className="related-work__list">
					{items.map((item) => (
						<li key={item.id} className="tile related-work__item">
							<img {...mediaImage('portfolio', item.image, 'card')} alt="" width="600" height="450" loading="lazy" decoding="async" />
							<div className="related-work__body">
								<p className="related-work__tech">{item.technology}</p>
								<h3>
									<Link className="card__link" to={`/portfolio/${item.category_slug}`}>
										{item.product_title}
									</Link>
								</h3>
								<p className="related-work__text">{item.product_description}</p>
							</div>
						</li>
					))}
				</ul>
			</div>
		</section>
	)
}
