import type { ReactNode } from 'react'
import { Link } from '#app/components/ui/link.tsx'

/**
 * A band of a page: a section named by its h2, its content in the centred
 * container. With an eyebrow the heading is the site's section heading (a
 * short line over the title); `more` ends it with a link to the whole list.
 */
export function Section({
	id,
	title,
	eyebrow,
	className = 'section',
	containerClassName,
	titleClassName,
	more,
	children,
}: {
	/** The heading's id, which names the section. */
	id: string
	title: ReactNode
	eyebrow?: string
	className?: string
	/** Classes beside container. */
	containerClassName?: string
	/** The heading's classes, when it has no eyebrow. */
	titleClassName?: string
	more?: { to: string; label: string }
	children: ReactNode
}) {
	return (
		<section className={className} aria-labelledby={id}>
			<div className={containerClassName ? `container ${containerClassName}` : 'container'}>
				{eyebrow ? (
					<header className="section-heading">
						<p className="eyebrow eyebrow--dark">{eyebrow}</p>
						<h2 id={id}>{title}</h2>
					</header>
				) : (
					<h2 id={id} className={titleClassName}>
						{title}
					</h2>
				)}
				{children}
				{more ? (
					<p className="section-more">
						<Link to={more.to}>{more.label}</Link>
					</p>
				) : null}
			</div>
		</section>
	)
}

/** Cards in as many columns as fit (auto-grid), each an item of the list. */
export function CardGrid({ children }: { children: ReactNode }) {
	return <ul className="auto-grid card-grid">{children}</ul>
}

/**
 * A card whose heading links to its page (card__link stretches the link over
 * the whole card): `media` above the heading, `children` below it.
 */
export function LinkCard({ to, title, className, media, children }: { to: string; title: ReactNode; className?: string; media?: ReactNode; children?: ReactNode }) {
	return (
		<li className={className ? `card ${className}` : 'card'}>
			{media}
			<h3>
				<Link to={to} className="card__link">
					{title}
				</Link>
			</h3>
			{children}
		</li>
	)
}
