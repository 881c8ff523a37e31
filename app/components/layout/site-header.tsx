import * as Dialog from '@radix-ui/react-dialog'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useEffect, useState } from 'react'
import { Link, NavLink } from 'react-router'
import type { ServiceLink, SiteContact } from '#app/lib/site-shell.types.ts'
import { SocialLinks, telHref } from './social-links.tsx'
// The phone menu's close button is the modal's (.modal__close).
import '../ui/modal.css'
import './site-header.css'

/** The header turns sticky once the page is scrolled this far (spec §9: the state flips at 100 px). */
export const STICKY_THRESHOLD = 100

export interface PortfolioLink {
	portfolio_name: string
	name: string
	kind: string
}

interface NavGroup {
	label: string
	columns: { title?: string; links: { to: string; label: string }[] }[]
}

type NavItem = { to: string; label: string; end?: boolean } | NavGroup

function buildNavigation(services: ServiceLink[], portfolio: PortfolioLink[]): NavItem[] {
	const portfolioLinks = (kind: string) =>
		portfolio.filter((p) => p.kind === kind).map((p) => ({ to: `/portfolio/${p.portfolio_name}`, label: p.name }))
	return [
		{ to: '/', label: 'Home', end: true },
		{
			label: 'Company',
			columns: [
				{
					links: [
						{ to: '/about-us', label: 'About Us' },
						{ to: '/why-us', label: 'Why Us' },
						{ to: '/business-model', label: 'Business Model' },
						{ to: '/open-source-development', label: 'Open Source Development' },
						{ to: '/testimonial', label: 'Testimonials' },
						{ to: '/event', label: 'Events' },
						{ to: '/career', label: 'Career' },
						{ to: '/faq', label: 'FAQ' },
						{ to: '/links', label: 'Useful Links' },
						{ to: '/site-map', label: 'Site Map' },
						{ to: '/terms-and-conditions', label: 'Terms & Conditions' },
						{ to: '/privacy-policy', label: 'Privacy Policy' },
					],
				},
			],
		},
		{
			label: 'Services',
			columns: [{ links: services.map((s) => ({ to: `/service/${s.services_name}`, label: s.name })) }],
		},
		{
			label: 'Portfolio',
			columns: [
				{ title: 'By technology', links: portfolioLinks('technology') },
				{ title: 'By industry', links: portfolioLinks('industry') },
			],
		},
		{ to: '/feature-comparison', label: 'SEO Plans' },
		{ to: '/blog', label: 'Blog' },
		{ to: '/contact-us', label: 'Contact Us' },
	]
}

export function SiteHeader({ contact, services, portfolio }: { contact: SiteContact; services: ServiceLink[]; portfolio: PortfolioLink[] }) {
	const sticky = useScrolledPast(STICKY_THRESHOLD)
	const navigation = buildNavigation(services, portfolio)
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
					<Link to="/" className="brand">
						<img src="/media/brand/logo.svg" alt={`${contact.CompanyName} home`} width="200" height="40" />
					</Link>
					<DesktopNavigation items={navigation} />
					<MobileNavigation items={navigation} contact={contact} />
				</div>
			</div>
		</header>
	)
}

function DesktopNavigation({ items }: { items: NavItem[] }) {
	return (
		<NavigationMenu.Root className="main-nav" aria-label="Main">
			<NavigationMenu.List className="main-nav__list">
				{items.map((item) =>
					'to' in item ? (
						<NavigationMenu.Item key={item.label}>
							<NavigationMenu.Link asChild>
								<NavLink to={item.to} end={item.end} className="main-nav__link">
									{item.label}
								</NavLink>
							</NavigationMenu.Link>
						</NavigationMenu.Item>
					) : (
						<NavigationMenu.Item key={item.label} className="main-nav__group">
							<NavigationMenu.Trigger className="main-nav__trigger">
								{item.label} <span className="main-nav__caret" aria-hidden="true" />
							</NavigationMenu.Trigger>
							<NavigationMenu.Content className="main-nav__panel">
								{item.columns.map((column, i) => (
									<div key={i} className="main-nav__column">
										{column.title ? <p className="main-nav__column-title">{column.title}</p> : null}
										<ul className={column.links.length > 9 ? 'main-nav__links main-nav__links--two' : 'main-nav__links'}>
											{column.links.map((link) => (
												<li key={link.to}>
													<NavigationMenu.Link asChild>
														<NavLink to={link.to}>{link.label}</NavLink>
													</NavigationMenu.Link>
												</li>
											))}
										</ul>
									</div>
								))}
							</NavigationMenu.Content>
						</NavigationMenu.Item>
					),
				)}
			</NavigationMenu.List>
		</NavigationMenu.Root>
	)
}

function MobileNavigation({ items, contact }: { items: NavItem[]; contact: SiteContact }) {
	const [open, setOpen] = useState(false)
	// A link followed inside the menu closes it.
	const close = () => setOpen(false)
	return (
		<Dialog.Root open={open} onOpenChange={setOpen}>
			<Dialog.Trigger className="menu-button" aria-label="Open menu">
				<span className="menu-button__bars" aria-hidden="true" />
				<span className="menu-button__text">Menu</span>
			</Dialog.Trigger>
			<Dialog.Portal>
				<Dialog.Overlay className="mobile-nav__overlay" />
				<Dialog.Content className="mobile-nav" aria-describedby={undefined}>
					<div className="mobile-nav__header">
						<Dialog.Title className="mobile-nav__title">Menu</Dialog.Title>
						<Dialog.Close className="modal__close" aria-label="Close menu">
							<span aria-hidden="true">×</span>
						</Dialog.Close>
					</div>
					<nav aria-label="Main">
						<ul className="mobile-nav__list">
							{items.map((item) =>
								'to' in item ? (
									<li key={item.label}>
										<NavLink to={item.to} end={item.end} className="mobile-nav__link" onClick={close}>
											{item.label}
										</NavLink>
									</li>
								) : (
									<li key={item.label}>
										<details className="mobile-nav__group">
											<summary className="mobile-nav__link">{item.label}</summary>
											{item.columns.map((column, i) => (
												<div key={i}>
													{column.title ? <p className="mobile-nav__column-title">{column.title}</p> : null}
													<ul className="mobile-nav__sublist">
														{column.links.map((link) => (
															<li key={link.to}>
																<NavLink to={link.to} onClick={close}>
																	{link.label}
																</NavLink>
															</li>
														))}
													</ul>
												</div>
											))}
										</details>
									</li>
								),
							)}
						</ul>
					</nav>
					<p className="mobile-nav__contact">
						<a href={telHref(contact.Phone)}>{contact.Phone}</a>
						<br />
						<a href={`mailto:${contact.Email}`}>{contact.Email}</a>
					</p>
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
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
