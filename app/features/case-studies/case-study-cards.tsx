import { Link } from '#app/components/ui/link.tsx'
import { mediaImage } from '#app/lib/media.ts'
import type { CaseStudyCard } from './case-studies.types.ts'
import './case-studies.css'

/**
 * Case studies as cards: the cover, the client and sector, the headline as the
 * link and the first result as a figure. Plain markup, no state: the home page,
 * the portfolio overview and a case study's "more" list render it on the server.
 */
export function CaseStudyCards({ studies, heading = 'h3', eager = false }: { studies: CaseStudyCard[]; heading?: 'h2' | 'h3'; eager?: boolean }) {
	const Heading = heading
	return (
		<ul className="auto-grid card-grid case-cards">
			{studies.map((study, index) => (
				<li key={study.slug} className="card case-card">
					{study.cover ? (
						<img
							className="case-card__cover"
							{...mediaImage('case-studies', study.cover, 'card')}
							alt=""
							width="800"
							height="500"
							loading={eager && index < 3 ? 'eager' : 'lazy'}
							decoding="async"
						/>
					) : null}
					<div className="case-card__body">
						<p className="case-card__client">
							{study.client}
							{study.sector ? <span> · {study.sector}</span> : null}
						</p>
						<Heading className="case-card__title">
							<Link to={`/case-study/${study.slug}`} className="card__link">
								{study.title}
							</Link>
						</Heading>
						{study.result ? (
							<p className="case-card__result">
								<strong>{study.result.figure}</strong> <span>{study.result.label}</span>
							</p>
						) : null}
						<p className="case-card__more" aria-hidden="true">
							Read the case study <span className="case-card__arrow">→</span>
						</p>
					</div>
				</li>
			))}
		</ul>
	)
}
