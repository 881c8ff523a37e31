import { type ReactNode, useRef, useState } from 'react'
import { mailtoHref } from '#app/components/ui/contact-link.tsx'
import { Modal } from '#app/components/ui/modal.tsx'
import { NoListFound } from '#app/components/ui/no-list-found.tsx'
import { mediaImage } from '#app/lib/media.ts'
import { opensInPlace } from '#app/lib/opens-in-place.ts'
import { useSiteShell } from '#app/lib/site-shell-context.ts'
import type { PortfolioItem } from './portfolio.types.ts'
import './portfolio.css'

/**
 * The projects of one portfolio category. The page holds a single piece of
 * state for the frames, "which item is open" (spec §4): opening one closes
 * any other, toggling the open one closes it.
 */
export interface ProjectListProps {
	items: PortfolioItem[]
	/** The Request for Quote form for one project, supplied by the page. */
	renderQuoteForm: (item: PortfolioItem) => ReactNode
	/** A section heading, when the page's h1 is elsewhere (industry pages). */
	heading?: { id: string; text: string }
	intro?: string
	/** The slug of each project's case study, by project id, for those that have one. */
	caseStudies: Record<number, string>
	/**
	 * How many screenshots load with the page rather than as a visitor scrolls
	 * near: those of the first screen, none for a list below other sections
	 * (decision 056).
	 */
	eagerImages?: number
}

export function ProjectList({ items, renderQuoteForm, heading, intro, caseStudies, eagerImages = 2 }: ProjectListProps) {
	const [openId, setOpenId] = useState<number | null>(null)
	const [quoteItem, setQuoteItem] = useState<PortfolioItem | null>(null)
	const opener = useRef<HTMLElement | null>(null)
	const { contact } = useSiteShell()
	// Without script, "Request a Quote" is an e-mail to the agency about the project.
	const quoteHref = (item: PortfolioItem) => mailtoHref(contact?.Email, `?subject=${encodeURIComponent(`Quote for a project like ${item.product_title}`)}`) ?? '/contact-us'
	const ItemHeading = heading ? 'h3' : 'h2'

	function closeQuote(open: boolean) {
		if (open) return
		setQuoteItem(null)
		// The modal has no Radix trigger, so focus goes back to the button that opened it here.
		requestAnimationFrame(() => opener.current?.focus())
	}

	return (
		<section className="portfolio-projects section" aria-labelledby={heading?.id}>
			<div className="container">
				{heading ? (
					<header className="portfolio-projects__header">
						<h2 id={heading.id}>{heading.text}</h2>
						{intro ? <p>{intro}</p> : null}
					</header>
				) : null}
				{items.length === 0 ? (
					<NoListFound />
				) : (
					<ul className="auto-grid portfolio-projects__list">
						{items.map((item, index) => (
							<li key={item.id} className="portfolio-project">
								<ItemHeading className="portfolio-project__title">{item.product_title}</ItemHeading>
								<BrowserFrame
									item={item}
									open={openId === item.id}
									onToggle={() => setOpenId((current) => (current === item.id ? null : item.id))}
									eager={index < eagerImages}
								/>
								<div className="portfolio-project__details">
									<p className="portfolio-project__facts">
										<span>
											<strong>Portfolio Name:</strong> {item.product_title}
										</span>
										<span>
											<strong>Technology:</strong> {item.technology}
										</span>
									</p>
									<IntroHeading level={heading ? 4 : 3} />
									<p className="portfolio-project__description">{item.product_description}</p>
									{caseStudies[item.id] ? (
										<p className="portfolio-project__case-study">
											{/* A plain link: the list is an island of its page, hydrated without the router. */}
											<a href={`/case-study/${caseStudies[item.id]}`}>
												Read the case study<span className="visually-hidden"> of {item.product_title}</span>
											</a>
										</p>
									) : null}
									<div className="portfolio-project__actions">
										<a
											href={quoteHref(item)}
											className="button button--primary"
											{...opensInPlace(() => setQuoteItem(item))}
											onClickCapture={(event) => {
												opener.current = event.currentTarget
											}}
										>
											Request a Quote
										</a>
										{/* A project without a live site has no link to one (never an empty https://). */}
										{item.product_domain ? (
											<a
												className="button portfolio-button--outline"
												href={`https://${item.product_domain}`}
												target="_blank"
												rel="nofollow noopener noreferrer"
											>
												Visit Website
												<span className="visually-hidden"> of {item.product_title} (opens in a new tab)</span>
											</a>
										) : null}
									</div>
								</div>
							</li>
						))}
					</ul>
				)}
			</div>
			<Modal
				open={quoteItem !== null}
				onOpenChange={closeQuote}
				title="Request for Quote"
				description={quoteItem ? `For a project like ${quoteItem.product_title} (${quoteItem.technology})` : undefined}
			>
				{/* Mounted only while open: closing clears the form, opening issues a new captcha. */}
				{quoteItem ? renderQuoteForm(quoteItem) : null}
			</Modal>
		</section>
	)
}

function IntroHeading({ level }: { level: 3 | 4 }) {
	const Heading = `h${level}` as const
	return <Heading className="portfolio-project__intro-title">INTRO</Heading>
}

/**
 * A browser window around the project's full-page screenshot. Closed, it shows
 * the top of the page; open, the screenshot scrolls slowly through the frame,
 * or, for visitors who prefer reduced motion, can be scrolled by hand.
 */
function BrowserFrame({ item, open, onToggle, eager }: { item: PortfolioItem; open: boolean; onToggle: () => void; eager: boolean }) {
	const viewportId = `portfolio-frame-${item.id}`
	return (
		<div className={open ? 'browser-frame browser-frame--open' : 'browser-frame'}>
			<div className="browser-frame__bar">
				<span className="browser-frame__dots" aria-hidden="true">
					<span />
					<span />
					<span />
				</span>
				<span className="browser-frame__address" translate="no">
					<span className="visually-hidden">Address: </span>
					{item.product_domain}
				</span>
			</div>
			<div
				id={viewportId}
				className="browser-frame__viewport"
				{...(open ? { role: 'group', 'aria-label': `Scrolling screenshot of ${item.product_title}`, tabIndex: 0 } : {})}
				// A click on the screenshot does what "Click for scroll" does; that button is the keyboard's way.
				onClick={onToggle}
			>
				<img
					className="browser-frame__image"
					{...mediaImage('portfolio', item.image, 'screenshot')}
					alt={item.alt || `Screenshot of the ${item.product_title} website`}
					width="1200"
					height="2400"
					loading={eager ? 'eager' : 'lazy'}
					decoding="async"
				/>
			</div>
			<div className="browser-frame__footer">
				<button type="button" className="browser-frame__toggle" aria-expanded={open} aria-controls={viewportId} onClick={onToggle}>
					<span className="browser-frame__toggle-icon" aria-hidden="true" />
					{open ? 'Close scroll' : 'Click for scroll'}
				</button>
			</div>
		</div>
	)
}
