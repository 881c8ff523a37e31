import { useEffect, useState } from 'react'
import { Link, NavLink } from 'react-router'
import type { ServiceLink, SiteContact } from '#app/features/site/site.server.ts'
import { SocialLinks, telHref } from './social-links.tsx'

/** The header turns sticky once the page is scrolled past this many pixels (spec §9). */
export const STICKY_THRESHOLD = 100

const PRIMARY_NAV = [
	{ to: '/', label: 'Home', end: true },
	{ to: '/about-us', label: 'About Us' },
	{ to: '/service/web-development', label: 'Services' },
	{ to: '/portfolio/php', label: 'Portfolio' },
	{ to: '/blog', label: 'Blog' },
	{ to: '/career', label: 'Career' },
	{ to: '/contact-us', label: 'Contact Us' },
]

export function SiteHeader({ contact }: { contact: SiteContact; services: ServiceLink[] }) {
	const sticky = useScrolledPast(STICKY_THRESHOLD)
	return (
		<header className={sticky ? 'site-header site-header--sticky' : 'site-header'} data-sticky={sticky}>
			<div className="topbar">
				<div className="container topbar__inner">
					<ul className="topbar__contact">
						<li>
							<a href={`mailto:${contact.Email}`}>{contact.Email}</a>
						</li>
						<li>
							<a href={telHref(contact.Phone)}>{contact.Phone}</a>
						</li>
						<li className="topbar__skype">Skype: {contact.Skype}</li>
					</ul>
					<SocialLinks contact={contact} />
				</div>
			</div>
			<div className="navbar">
				<div className="container navbar__inner">
					<Link to="/" className="brand" aria-label={`${contact.CompanyName} home`}>
						<img src="/media/brand/logo.svg" alt="" width="200" height="40" />
					</Link>
					<nav aria-label="Main">
						<ul className="nav-list">
							{PRIMARY_NAV.map((item) => (
								<li key={item.to}>
									<NavLink to={item.to} end={item.end}>
										{item.label}
									</NavLink>
								</li>
							))}
						</ul>
					</nav>
				</div>
			</div>
		</header>
	)
}

function useScrolledPast(threshold: number): boolean {
	const [past, setPast] = useState(false)
	useEffect(() => {
		const update = () => setPast(window.scrollY >= threshold)
		update()
		window.addEventListener('scroll', update, { passive: true })
		return () => window.removeEventListener('scroll', update)
	}, [threshold])
	return past
}
