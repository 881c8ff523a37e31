import { SiteLink } from '#app/components/ui/site-link.tsx'
import '../site.css'

/** A titled list of page links for a sidebar; the link to the current page is marked. */
export function PageLinks({
	title,
	links,
	current,
}: {
	title: string
	links: { to: string; label: string }[]
	current: string
}) {
	const id = `page-links-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
	return (
		<nav className="site-aside__card" aria-labelledby={id}>
			<h2 id={id} className="site-aside__title">
				{title}
			</h2>
			<ul className="site-nav-list">
				{links.map((link) => (
					<li key={link.to}>
						<SiteLink to={link.to} aria-current={link.to === current ? 'page' : undefined}>
							{link.label}
						</SiteLink>
					</li>
				))}
			</ul>
		</nav>
	)
}
