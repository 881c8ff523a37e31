import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, NavLink } from '#app/components/ui/link.tsx'
import type { ServiceLink, SiteContact } from '#app/lib/site-shell.types.ts'
import { ContactIcon, MAIL_ICON, PHONE_ICON } from './contact-icon.tsx'
import { MenuColumns } from './menu-columns.tsx'
import { buildNavigation, type NavItem, type PortfolioLink } from './navigation.ts'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { mediaUrl } from '#app/lib/media.ts'
import { SocialLinks } from './social-links.tsx'
// The modal's styles, imported here only so they are in the root's sheet (the phone menu's close
// button is the modal's .modal__close; the modal itself loads on first opening).
import '../ui/modal.css'
import './site-header.css'

const MobileMenu = lazy(() => import('./mobile-menu.tsx'))

/** The header turns sticky once the page is scrolled this far (spec §9: the state flips at 100 px). */
export const STICKY_THRESHOLD = 100

export function SiteHeader({ contact, services, portfolio }: { contact: SiteContact; services: ServiceLink[]; portfolio: PortfolioLink[] }) {
	const sticky = useScrolledPast(STICKY_THRESHOLD)
	const navigation = buildNavigation(services, portfolio)
	return (
		<header className={sticky ? 'site-header site-header--sticky' : 'site-header'} data-sticky={sticky}>
			{/* E-mail and phone (Skype is on the contact page and in the footer); on a phone one row, "E-mail" and the number; the social profiles are in the footer and the menu. */}
			<div className="topbar">
				<div className="container topbar__inner">
					<ul className="topbar__contact">
						<li>
							<ContactLink href={mailtoHref(contact.Email)} className="topbar__link">
								<ContactIcon path={MAIL_ICON} />
								<span className="topbar__short">E-mail </span>
								<span className="topbar__long">{contact.Email}</span>
							</ContactLink>
						</li>
						<li>
							<ContactLink href={telHref(contact.Phone)} className="topbar__link">
								<ContactIcon path={PHONE_ICON} />
								{contact.Phone}
							</ContactLink>
						</li>
					</ul>
					<SocialLinks contact={contact} />
				</div>
			</div>
			<div className="navbar">
				<div className="container navbar__inner">
					<Link to="/" className="brand">
						<img src={mediaUrl('brand', 'logo.svg')} alt={`${contact.CompanyName} home`} width="200" height="40" />
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

/** How long the pointer rests on a menu before it opens, and away from it before it closes. */
const HOVER_OPEN_MS = 200
const HOVER_CLOSE_MS = 150

/**
 * The desktop menus (WAI-ARIA APG "disclosure navigation menu": buttons with
 * aria-expanded over lists of links, not role=menu). They open on hover and on
 * click; in an open menu Down/Up, Home and End move between its links, Escape
 * closes it and returns focus to its button, and focus leaving it (Tab) or a
 * click elsewhere closes it; from the open menu's button Down and Up go to its
 * first and last link. A click on a trigger whose menu the pointer has
 * just opened by hovering keeps it open (the visitor meant "open", not
 * "toggle"); the next click closes it. The links are in the server's HTML:
 * without JavaScript the stylesheet opens a menu on hover and on focus, and on
 * narrow screens the "Menu" link shows them all (site-header.css).
 * Written by hand rather than with a menu library: it is on every page, so its
 * few lines are all the script it adds to the first load (issue 11).
 */
function DesktopNavigation({ items }: { items: NavItem[] }) {
	const [open, setOpen] = useState('')
	const openedByHover = useRef<string | null>(null)
	const timer = useRef<number | undefined>(undefined)
	const root = useRef<HTMLElement>(null)

	const schedule = (run: () => void, ms: number) => {
		window.clearTimeout(timer.current)
		timer.current = window.setTimeout(run, ms)
	}
	const close = () => {
		window.clearTimeout(timer.current)
		openedByHover.current = null
		setOpen('')
	}

	// A click, or focus moving (Tab, Shift+Tab), anywhere outside the open menu's group closes it.
	useEffect(() => {
		if (!open) return
		const outside = (event: Event) => {
			if (!root.current?.querySelector(`#menu-${open}`)?.parentElement!.contains(event.target as Node)) close()
		}
		document.addEventListener('pointerdown', outside)
		document.addEventListener('focusin', outside)
		return () => {
			document.removeEventListener('pointerdown', outside)
			document.removeEventListener('focusin', outside)
		}
	}, [open])
	useEffect(() => () => window.clearTimeout(timer.current), [])

	const hoverIn = (event: React.PointerEvent, label: string) => {
		if (event.pointerType !== 'mouse') return
		if (open === label) return window.clearTimeout(timer.current)
		schedule(() => {
			openedByHover.current = label
			setOpen(label)
		}, open ? 0 : HOVER_OPEN_MS)
	}
	const hoverOut = (event: React.PointerEvent, label: string) => {
		if (event.pointerType !== 'mouse') return
		schedule(() => {
			setOpen((current) => {
				if (current !== label) return current
				openedByHover.current = null
				return ''
			})
		}, HOVER_CLOSE_MS)
	}
	const clickTrigger = (label: string) => {
		window.clearTimeout(timer.current)
		if (open === label && openedByHover.current === label) {
			openedByHover.current = null
			return
		}
		openedByHover.current = null
		setOpen(open === label ? '' : label)
	}
	const keys = (event: React.KeyboardEvent) => {
		const menu = open ? root.current?.querySelector<HTMLElement>(`[data-menu="${open}"]`) : null
		if (!menu) return
		if (event.key === 'Escape') {
			close()
			return menu.focus()
		}
		// Down, Up, Home and End move between the open menu's links (from its button: Down to the first, Up to the last).
		const links = [...menu.parentElement!.querySelectorAll<HTMLElement>('a')]
		const at = links.indexOf(event.target as HTMLElement)
		const last = links.length - 1
		const to = event.target === menu
			? { ArrowDown: 0, ArrowUp: last }[event.key]
			: at < 0 ? undefined : { ArrowDown: at === last ? 0 : at + 1, ArrowUp: at === 0 ? last : at - 1, Home: 0, End: last }[event.key]
		if (to === undefined) return
		event.preventDefault()
		links[to]?.focus()
	}

	return (
		<nav ref={root} id="main-nav" className="main-nav" aria-label="Main" onKeyDown={keys}>
			<ul className="main-nav__list">
				{items.map((item) =>
					'to' in item ? (
						<li key={item.label}>
							<NavLink to={item.to} end={item.end} className="main-nav__link">
								{item.label}
							</NavLink>
						</li>
					) : (
						<li key={item.label} className="main-nav__group" onPointerEnter={(event) => hoverIn(event, item.label)} onPointerLeave={(event) => hoverOut(event, item.label)}>
							<button
								type="button"
								className="main-nav__trigger"
								data-menu={item.label}
								data-state={open === item.label ? 'open' : 'closed'}
								aria-expanded={open === item.label}
								aria-controls={`menu-${item.label}`}
								onClick={() => clickTrigger(item.label)}
							>
								{item.label} <span className="main-nav__caret" aria-hidden="true" />
							</button>
							<div id={`menu-${item.label}`} className="main-nav__panel" data-state={open === item.label ? 'open' : 'closed'}>
								{item.overview ? (
									<NavLink to={item.overview.to} end className="main-nav__overview" onClick={close}>
										{item.overview.label} <span aria-hidden="true">→</span>
									</NavLink>
								) : null}
								<MenuColumns columns={item.columns} onFollow={close} classes={DESKTOP_COLUMNS} />
							</div>
						</li>
					),
				)}
			</ul>
		</nav>
	)
}

/** A long list of links (the technologies) runs in two columns. */
const DESKTOP_COLUMNS = {
	column: 'main-nav__column',
	title: 'main-nav__column-title',
	list: (links: number) => (links > 9 ? 'main-nav__links main-nav__links--two' : 'main-nav__links'),
}

const MENU_LABEL = (
	<>
		<span className="menu-button__bars" aria-hidden="true" />
		<span className="menu-button__text">Menu</span>
	</>
)

/**
 * The phone menu: a button on the page, and a dialog whose code (focus trap,
 * scroll lock) loads when the button is first pressed.
 */
function MobileNavigation({ items, contact }: { items: NavItem[]; contact: SiteContact }) {
	const [open, setOpen] = useState(false)
	const [wanted, setWanted] = useState(false)
	const button = useRef<HTMLButtonElement>(null)
	return (
		<>
			<button
				ref={button}
				type="button"
				className="menu-button"
				aria-label="Open menu"
				aria-haspopup="dialog"
				aria-expanded={open}
				onClick={() => {
					setWanted(true)
					setOpen(true)
				}}
			>
				{MENU_LABEL}
			</button>
			{/* Without JavaScript the button cannot open the dialog: this link shows the menus' own links instead (site-header.css). */}
			<a href="#main-nav" className="menu-button menu-button--fallback">
				{MENU_LABEL}
			</a>
			{wanted ? (
				<Suspense fallback={null}>
					<MobileMenu open={open} onOpenChange={setOpen} opener={button} items={items} contact={contact} />
				</Suspense>
			) : null}
		</>
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
