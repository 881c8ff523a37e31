import * as Tabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ServiceLink, SiteContact } from '#app/lib/site-shell.types.ts'
import { SocialLinks, telHref } from './social-links.tsx'
import './site-footer.css'

const FOOTER_LINKS = [
	{ to: '/links', label: 'Links' },
	{ to: '/blog', label: 'Blog' },
	{ to: '/terms-and-conditions', label: 'Terms & Conditions' },
	{ to: '/privacy-policy', label: 'Privacy Policy' },
	{ to: '/faq', label: 'FAQ' },
	{ to: '/site-map', label: 'Site Map' },
	{ to: '/event', label: 'Events' },
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
					<SocialLinks contact={contact} className="social-links--footer" />
					<nav aria-labelledby="footer-links" className="site-footer__links">
						<h2 id="footer-links" className="site-footer__title">
							Quick Links
						</h2>
						<ul className="footer-list">
							{FOOTER_LINKS.map((link) => (
								<li key={link.to}>
									<Link to={link.to}>{link.label}</Link>
								</li>
							))}
						</ul>
					</nav>
				</section>
				<nav aria-labelledby="footer-services">
					<h2 id="footer-services" className="site-footer__title">
						Services
					</h2>
					<ul className="footer-list">
						{services.map((service) => (
							<li key={service.services_name}>
								<Link to={`/service/${service.services_name}`}>{service.name}</Link>
							</li>
						))}
					</ul>
				</nav>
				<section aria-labelledby="footer-contact">
					<h2 id="footer-contact" className="site-footer__title">
						Contact Us
					</h2>
					<Tabs.Root defaultValue="india" className="office-tabs">
						<Tabs.List aria-label="Our offices" className="office-tabs__list">
							{offices.map((office) => (
								<Tabs.Trigger key={office.id} value={office.id} className="office-tabs__tab">
									{office.label}
								</Tabs.Trigger>
							))}
						</Tabs.List>
						{offices.map((office) => (
							<Tabs.Content key={office.id} value={office.id} className="office-tabs__panel">
								<address>
									<p>{office.address}</p>
									<p>
										<a href={`mailto:${office.email}`}>{office.email}</a>
									</p>
									<p>
										<a href={telHref(office.phone)}>{office.phone}</a>
									</p>
									<p>Skype: {office.skype}</p>
								</address>
							</Tabs.Content>
						))}
					</Tabs.Root>
				</section>
				<section aria-labelledby="footer-quick-contact">
					<h2 id="footer-quick-contact" className="site-footer__title">
						Quick Contact
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
