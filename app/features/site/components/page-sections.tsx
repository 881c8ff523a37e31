import { Fragment } from 'react'
import { HtmlContent } from '#app/components/ui/html-content.tsx'
import { Link } from '#app/components/ui/link.tsx'
import type { PageSection, PageSections as Sections } from '../site.types.ts'
import '../inner-page.css'

/**
 * A page's rich text set out in sections (page-sections.server.ts decides each
 * one's form): text sections alternate their background and put the heading
 * beside the text on wide screens; cards, steps and figures get bands of their
 * own; a short last section closes the page as its call to action. `extra`
 * places further sections (the team, related work) after the section of that
 * id, or before the closing one when no section has it. No state, no hooks:
 * the server's markup is the whole of it.
 */
export function PageSections({
	content,
	extra,
	closing,
}: {
	content: Sections
	extra?: { after: string; node: React.ReactNode }
	/** The call to action used when the text has no closing section of its own. */
	closing: React.ReactNode
}) {
	const { intro, sections } = content
	const last = sections.at(-1)
	const body = last?.kind === 'closing' ? sections.slice(0, -1) : sections
	const extraPlaced = extra && body.some((s) => s.id === extra.after)
	let tone = 0
	return (
		<>
			{intro ? (
				<section className="page-intro" aria-label="Introduction">
					<div className="container">
						<HtmlContent html={intro} className="page-intro__text" />
					</div>
				</section>
			) : null}
			{body.map((section) => {
				const tinted = section.kind !== 'figures' && tone++ % 2 === 0
				return (
					<Fragment key={section.id}>
						<Section section={section} tinted={tinted} />
						{extraPlaced && extra.after === section.id ? extra.node : null}
					</Fragment>
				)
			})}
			{extra && !extraPlaced ? extra.node : null}
			{last?.kind === 'closing' ? <ClosingSection section={last} /> : closing}
		</>
	)
}

function Heading({ section, className }: { section: PageSection; className?: string }) {
	return <h2 id={section.id} className={className} dangerouslySetInnerHTML={{ __html: section.heading }} />
}

function Section({ section, tinted }: { section: PageSection; tinted: boolean }) {
	const tone = tinted ? ' page-section--tint' : ''
	switch (section.kind) {
		case 'figures':
			return (
				<section className="page-figures" aria-labelledby={section.id}>
					<div className="container">
						<Heading section={section} className="page-figures__title" />
						{section.before ? <HtmlContent html={section.before} className="page-figures__note" /> : null}
						<dl className="page-figures__list">
							{section.items.map((item, i) => (
								<div key={i}>
									<dt dangerouslySetInnerHTML={{ __html: item.label }} />
									<dd dangerouslySetInnerHTML={{ __html: item.value }} />
								</div>
							))}
						</dl>
						{section.after ? <HtmlContent html={section.after} className="page-figures__note" /> : null}
					</div>
				</section>
			)
		case 'cards': {
			const List = section.numbered ? 'ol' : 'ul'
			return (
				<section className={`page-section page-section--cards${tone}`} aria-labelledby={section.id}>
					<div className="container">
						<header className="page-section__header">
							<Heading section={section} />
							{section.before ? <HtmlContent html={section.before} /> : null}
						</header>
						<List className={`page-cards page-cards--${columns(section.items.length)}${section.numbered ? ' page-cards--steps' : ''}`}>
							{section.items.map((item, i) => (
								<li key={i} className="page-card">
									{section.numbered ? (
										<span className="page-card__number" aria-hidden="true">
											{String(i + 1).padStart(2, '0')}
										</span>
									) : null}
									{item.title ? <h3 className="page-card__title" dangerouslySetInnerHTML={{ __html: item.title }} /> : null}
									<HtmlContent html={item.html} className="page-card__text" />
								</li>
							))}
						</List>
						{section.after ? <HtmlContent html={section.after} className="page-section__after" /> : null}
					</div>
				</section>
			)
		}
		default:
			return (
				<section className={`page-section page-section--text${tone}`} aria-labelledby={section.id}>
					<div className="container page-section__split">
						<Heading section={section} className="page-section__title" />
						<HtmlContent html={section.html} />
					</div>
				</section>
			)
	}
}

/** Columns on a wide screen that leave no lonely card: 3, 5, 6 and 9 in threes, the rest in fours. */
function columns(count: number): 'threes' | 'fours' {
	return count % 3 === 0 || count === 5 ? 'threes' : 'fours'
}

function ClosingSection({ section }: { section: PageSection }) {
	return (
		<div className="container page-closing">
			<section className="cta-band page-closing__band" aria-labelledby={section.id}>
				<div>
					<Heading section={section} />
					{'html' in section ? <HtmlContent html={section.html} className="page-closing__text" /> : null}
				</div>
				<Link className="button button--accent" to="/contact-us">
					Contact Us
				</Link>
			</section>
		</div>
	)
}
