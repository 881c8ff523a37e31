/** The closing call to action of a portfolio page: a heading, a line of text and the actions. */
export function PortfolioCta({ id, title, text, children }: { id: string; title: string; text: string; children: React.ReactNode }) {
	return (
		<section className="section portfolio-cta" aria-labelledby={id}>
			<div className="container portfolio-cta__inner">
				<div className="portfolio-cta__text">
					<h2 id={id}>{title}</h2>
					<p>{text}</p>
				</div>
				<div className="portfolio-cta__actions">{children}</div>
			</div>
		</section>
	)
}
