import './portfolio.css'
/** The closing call to action of a portfolio page: a heading, a line of text and the actions. */
export function PortfolioCta({
	id,
	title,
	text,
	tone = 'dark',
	children,
}: {
	id: string
	title: string
	text: string
	/** Light where the band would otherwise run into the dark footer. */
	tone?: 'dark' | 'light'
	children: React.ReactNode
}) {
	return (
		<section className={`section portfolio-cta portfolio-cta--${tone}`} aria-labelledby={id}>
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
