import * as Dialog from '@radix-ui/react-dialog'
import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { useEffect, useRef, useState } from 'react'
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
	/** The page that lists everything of the group, first in its menu. */
	overview?: { to: string; label: string }
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
			overview: { to: '/services', label: 'All services' },
			columns: [{ links: services.map((s) => ({ to: `/service/${s.services_name}`, label: s.name })) }],
		},
		{
			label: 'Portfolio',
			overview: { to: '/portfolio', label: 'All our work' },
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
			{/* On a phone: one row, "E-mail" and the number; the social profiles are in the footer and the menu. */}
			<div className="topbar">
				<div className="container topbar__inner">
					<ul className="topbar__contact">
						<li>
							<a href={`mailto:${contact.Email}`} className="topbar__link">
								<ContactIcon path={MAIL_ICON} />
								<span className="topbar__short">E-mail </span>
								<span className="topbar__long">{contact.Email}</span>
							</a>
						</li>
						<li>
							<a href={telHref(contact.Phone)} className="topbar__link">
								<ContactIcon path={PHONE_ICON} />
								{contact.Phone}
							</a>
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
					<Link to="/contact-us" className="button button--accent header-cta">
						Get a quote
					</Link>
					<MobileNavigation items={navigation} contact={contact} />
				</div>
			</div>
		</header>
	)
}

/**
 * The desktop menus open on hover and on click. A click on a trigger whose
 * menu the pointer has just opened by hovering keeps it open (the visitor
 * meant "open", not "toggle"); the next click closes it.
 */
function DesktopNavigation({ items }: { items: NavItem[] }) {
	const [value, setValue] = useState('')
	const openedByHover = useRef<string | null>(null)
	const clicking = useRef(false)
	const changeValue = (next: string) => {
		openedByHover.current = next && !clicking.current ? next : null
		setValue(next)
	}
	const clickTrigger = (event: React.MouseEvent, label: string) => {
		if (value === label && openedByHover.current === label) {
			event.preventDefault() // the menu library then leaves it open
			openedByHover.current = null
			return
		}
		clicking.current = true
		queueMicrotask(() => {
			clicking.current = false
		})
	}
	return (
		<NavigationMenu.Root className="main-nav" aria-label="Main" value={value} onValueChange={changeValue}>
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
						<NavigationMenu.Item key={item.label} value={item.label} className="main-nav__group">
							<NavigationMenu.Trigger className="main-nav__trigger" onClick={(event) => clickTrigger(event, item.label)}>
								{item.label} <span className="main-nav__caret" aria-hidden="true" />
							</NavigationMenu.Trigger>
							<NavigationMenu.Content className="main-nav__panel">
								{item.overview ? (
									<NavigationMenu.Link asChild>
										<NavLink to={item.overview.to} end className="main-nav__overview">
											{item.overview.label} <span aria-hidden="true">→</span>
										</NavLink>
									</NavigationMenu.Link>
								) : null}
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
											{item.overview ? (
												<NavLink to={item.overview.to} end className="mobile-nav__overview" onClick={close}>
													{item.overview.label}
												</NavLink>
											) : null}
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
					<Link to="/contact-us" className="button button--accent mobile-nav__cta" onClick={close}>
						Get a quote
					</Link>
					<ul className="mobile-nav__contact">
						<li>
							<a href={telHref(contact.Phone)} className="mobile-nav__contact-link">
								<ContactIcon path={PHONE_ICON} />
								{contact.Phone}
							</a>
						</li>
						<li>
							<a href={`mailto:${contact.Email}`} className="mobile-nav__contact-link">
								<ContactIcon path={MAIL_ICON} />
								{contact.Email}
							</a>
						</li>
					</ul>
					<SocialLinks contact={contact} />
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

const MAIL_ICON = 'M3 6h18v12H3zM3 7l9 6 9-6'
const PHONE_ICON = 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'

function ContactIcon({ path }: { path: string }) {
	return (
		<svg className="contact-icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
			<path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
		</svg>
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
