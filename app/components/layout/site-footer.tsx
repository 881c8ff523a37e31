import type { ReactNode } from 'react'
import { Link } from '#app/components/ui/link.tsx'
import type { ServiceLink, SiteContact } from '#app/lib/site-shell.types.ts'
import { SocialLinks } from './social-links.tsx'
import './site-footer.css'

const FOOTER_LINKS = [
	{ to: '/case-study', label: 'Case studies' },
	{ to: '/links', label: 'Links' },
	{ to: '/blog', label: 'Blogs' },
	{ to: '/terms-and-conditions', label: 'Terms & conditions' },
	{ to: '/privacy-policy', label: 'Privacy policy' },
	{ to: '/faq', label: 'FAQ' },
	{ to: '/site-map', label: 'Site map' },
	{ to: '/event', label: 'Event' },
]

/** The agency's two offices, in the order their tabs are drawn. */
export function footerOffices(contact: SiteContact): Office[] {
	return [
		{ id: 'india', label: 'India', address: contact.Address, email: contact.Email, phone: contact.Phone },
		{ id: 'usa', label: 'USA', address: contact.UsaAddress, email: contact.UsaEmail, phone: contact.UsaPhone },
	]
}

export interface Office {
	id: string
	label: string
	address: string
	email: string
	phone: string
}

export function SiteFooter({
	contact,
	services,
	year,
	quickContact,
	officeTabs,
}: {
	contact: SiteContact
	services: ServiceLink[]
	year: number
	/** The quick contact form, supplied by the root. */
	quickContact: ReactNode
	/** The offices' tabs (./office-tabs.tsx), supplied by the root as an island. */
	officeTabs: ReactNode
}) {
	return (
		<footer className="site-footer">
			<div className="auto-grid container site-footer__grid">
				<section aria-labelledby="footer-about">
					<h2 id="footer-about" className="site-footer__title">
						{contact.CompanyName}
					</h2>
					<p>{contact.Tagline}</p>
					<SocialLinks contact={contact} />
					<FooterGroup id="footer-links" title="Quick links">
						{FOOTER_LINKS.map((link) => (
							<li key={link.to}>
								<Link to={link.to}>{link.label}</Link>
							</li>
						))}
					</FooterGroup>
				</section>
				<FooterGroup id="footer-services" title="Services">
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
					{officeTabs}
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

/**
 * A titled list of footer links: on a phone a native disclosure, closed until asked for (the
 * browser opens it, script or not, and find-in-page opens it too); from 40rem site-footer.css
 * shows its list and its title as a plain heading, and hides the disclosure's summary, so there
 * is no control to operate and no state to announce. Two copies of the title for that, one
 * drawn at a time.
 */
function FooterGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
	return (
		<nav aria-labelledby={id} className="site-footer__group">
			<h2 id={id} className="site-footer__title footer-group__heading">
				{title}
			</h2>
			<details className="footer-group">
				<summary className="footer-group__summary">
					<h2 className="site-footer__title">{title}</h2>
				</summary>
				<ul className="footer-list">{children}</ul>
			</details>
		</nav>
	)
}
