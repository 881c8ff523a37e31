import { Link } from '#app/components/ui/link.tsx'
import '../inner-page.css'

/**
 * The other pages of a group, below the content: a row of cards (a title and its
 * lead) or, for a long list, compact links. The current page stays in the list,
 * marked, so a visitor sees where they are.
 */
export function SiblingPages({
	title,
	links,
	current,
	compact = false,
}: {
	title: string
	links: { to: string; label: string; lead?: string }[]
	current: string
	compact?: boolean
}) {
	const id = `siblings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
	return (
		<nav className="siblings" aria-labelledby={id}>
			<div className="container">
				<h2 id={id} className="siblings__title">
					{title}
				</h2>
				<ul className={compact ? 'siblings__chips' : 'siblings__cards'}>
					{links.map((link) => (
						<li key={link.to} className={compact ? undefined : 'siblings__card'}>
							<Link to={link.to} aria-current={link.to === current ? 'page' : undefined}>
								{link.label}
							</Link>
							{!compact && link.lead ? <p>{link.lead}</p> : null}
						</li>
					))}
				</ul>
			</div>
		</nav>
	)
}
