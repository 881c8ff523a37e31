import { type ReactNode, useId, useRef, useState, useSyncExternalStore } from 'react'
import { Link } from '#app/components/ui/link.tsx'
import { EmailText } from '#app/components/ui/email-text.tsx'
import type { ServiceLink, SiteContact } from '#app/lib/site-shell.types.ts'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { hiddenUntilFound } from '#app/lib/hidden-until-found.ts'
import { SocialLinks } from './social-links.tsx'
import './site-footer.css'

/** From this width the footer's link groups stand open (site-footer.css says the same without script). */
const GROUPS_OPEN_FROM = '(min-width: 40rem)'

const FOOTER_LINKS = [
	{ to: '/links', label: 'Links' },
	{ to: '/blog', label: 'Blogs' },
	{ to: '/terms-and-conditions', label: 'Terms & conditions' },
	{ to: '/privacy-policy', label: 'Privacy policy' },
	{ to: '/faq', label: 'FAQ' },
	{ to: '/site-map', label: 'Site map' },
	{ to: '/event', label: 'Event' },
]

export function SiteFooter({
	contact,
	services,
	year,
	quickContact,
}: {
	contact: SiteContact
	services: ServiceLink[]
	year: number
	/** The quick contact form, supplied by the root. */
	quickContact: ReactNode
}) {
	const wide = useWideFooter()
	const offices = [
		{ id: 'india', label: 'India', address: contact.Address, email: contact.Email, phone: contact.Phone, skype: contact.Skype },
		{ id: 'usa', label: 'USA', address: contact.UsaAddress, email: contact.UsaEmail, phone: contact.UsaPhone, skype: contact.UsaSkype },
	]
	return (
		<footer className="site-footer">
			<div className="auto-grid container site-footer__grid">
				<section aria-labelledby="footer-about">
					<h2 id="footer-about" className="site-footer__title">
						{contact.CompanyName}
					</h2>
					<p>{contact.Tagline}</p>
					<SocialLinks contact={contact} />
					<FooterGroup id="footer-links" title="Quick links" wide={wide}>
						{FOOTER_LINKS.map((link) => (
							<li key={link.to}>
								<Link to={link.to}>{link.label}</Link>
							</li>
						))}
					</FooterGroup>
				</section>
				<FooterGroup id="footer-services" title="Services" wide={wide}>
					{services.map((service) => (
						<li key={service.services_name}>
							<Link to={`/service/${service.services_name}`}>{service.name}</Link>
						</li>
					))}
				</FooterGroup>
				<section aria-labelledby="footer-contact">
					<h2 id="footer-contact" className="site-footer__title">
						Contact Us
					</h2>
					<OfficeTabs offices={offices} />
				</section>
				<section aria-labelledby="footer-quick-contact">
					<h2 id="footer-quick-contact" className="site-footer__title">
						Quick contact
					</h2>
					{quickContact}
				</section>
			</div>
			<div className="site-footer__bottom">
				<div className="container">
					<p>{`© ${year} ${contact.CompanyName}. All rights reserved.`}</p>
				</div>
			</div>
		</footer>
	)
}

interface Office {
	id: string
	label: string
	address: string
	email: string
	phone: string
	skype: string
}

/**
 * The offices as tabs (WAI-ARIA tabs pattern: one tab in the tab order, the
 * arrow keys, Home and End move between them and show their panel). Both
 * offices are in the server's HTML: the other one is hidden until found, so
 * find-in-page selects its tab, and without JavaScript both show under their
 * names (site-footer.css). Written by hand rather than with a tabs library: the footer is on every page, so these
 * lines are all it adds to the first load (issue 11).
 */
function OfficeTabs({ offices }: { offices: Office[] }) {
	const [selected, setSelected] = useState(offices[0]?.id)
	const id = useId()
	const list = useRef<HTMLDivElement>(null)
	// Find-in-page revealing the other office selects its tab.
	const watchFound = (element: HTMLDivElement) => {
		const found = (event: Event) => setSelected((event.target as HTMLElement).dataset.office)
		element.addEventListener('beforematch', found)
		return () => element.removeEventListener('beforematch', found)
	}
	const move = (event: React.KeyboardEvent, index: number) => {
		const last = offices.length - 1
		const to = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
		if (to === undefined) return
		event.preventDefault()
		setSelected(offices[to]!.id)
		list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[to]?.focus()
	}
	return (
		<div ref={watchFound} className="office-tabs">
			<div ref={list} role="tablist" aria-label="Our offices" aria-orientation="horizontal" className="office-tabs__list">
				{offices.map((office, index) => (
					<button
						key={office.id}
						type="button"
						role="tab"
						id={`${id}-tab-${office.id}`}
						aria-selected={selected === office.id}
						aria-controls={`${id}-panel-${office.id}`}
						tabIndex={selected === office.id ? 0 : -1}
						data-state={selected === office.id ? 'active' : 'inactive'}
						className="office-tabs__tab"
						onClick={() => setSelected(office.id)}
						onKeyDown={(event) => move(event, index)}
					>
						{office.label}
					</button>
				))}
			</div>
			{offices.map((office) => (
				<div
					key={office.id}
					role="tabpanel"
					id={`${id}-panel-${office.id}`}
					aria-labelledby={`${id}-tab-${office.id}`}
					tabIndex={selected === office.id ? 0 : undefined}
					{...hiddenUntilFound(selected !== office.id)}
					className="office-tabs__panel"
					data-office={office.id}
				>
					<address>
						<p className="office-tabs__name">{office.label}</p>
						<p>{office.address}</p>
						<p>
							<ContactLink href={mailtoHref(office.email)}>
								<EmailText address={office.email} />
							</ContactLink>
						</p>
						<p>
							<ContactLink href={telHref(office.phone)}>{office.phone}</ContactLink>
						</p>
						<p>Skype: {office.skype}</p>
					</address>
				</div>
			))}
		</div>
	)
}

/**
 * A titled list of footer links: a disclosure on a phone, closed until asked for, and a
 * plain open list on wider screens. The CSS shows the list on wide screens even before
 * (or without) the script; the script then marks the group open, so assistive technology
 * hears the state it sees, and keeps a click on the title from folding it there.
 */
function FooterGroup({ id, title, wide, children }: { id: string; title: string; wide: boolean; children: ReactNode }) {
	return (
		<nav aria-labelledby={id} className="site-footer__group">
			<details className="footer-group" open={wide}>
				<summary className="footer-group__summary" tabIndex={wide ? -1 : undefined} onClick={wide ? (event) => event.preventDefault() : undefined}>
					<h2 id={id} className="site-footer__title">
						{title}
					</h2>
				</summary>
				<ul className="footer-list">{children}</ul>
			</details>
		</nav>
	)
}

function subscribeToWidth(onChange: () => void) {
	const list = window.matchMedia(GROUPS_OPEN_FROM)
	list.addEventListener('change', onChange)
	return () => list.removeEventListener('change', onChange)
}

/** Whether the footer's groups stand open; false on the server, which cannot know the width (the CSS opens them there). */
function useWideFooter(): boolean {
	return useSyncExternalStore(
		subscribeToWidth,
		() => window.matchMedia(GROUPS_OPEN_FROM).matches,
		() => false,
	)
}
