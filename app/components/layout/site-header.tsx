import { matchPath, useLocation } from 'react-router'
import { Link, NavLink } from '#app/components/ui/link.tsx'
import type { ServiceLink, SiteContact } from '#app/lib/site-shell.types.ts'
import { ContactIcon, MAIL_ICON, PHONE_ICON } from './contact-icon.tsx'
import { MenuColumns } from './menu-columns.tsx'
import { buildNavigation, type NavGroup, type NavItem, type PortfolioLink } from './navigation.ts'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { mediaUrl } from '#app/lib/media.ts'
import { SocialLinks } from './social-links.tsx'
// The modal's styles, imported here so they are in the root's sheet: the phone menu's close button
// is the modal's .modal__close, and the modals themselves load on first opening.
import '../ui/modal.css'
import './site-header.css'

/**
 * The header is server HTML that works whole before, and without, the app's scripts (decision
 * 068): its menus are native popovers and disclosures, and its sticky state is kept by an inline
 * script (app/server/header-script.server.ts) that sets `data-sticky` on it, which React never
 * renders, so a re-render cannot undo it. React, where it runs, adds conveniences only.
 */
export function SiteHeader({ contact, services, portfolio }: { contact: SiteContact; services: ServiceLink[]; portfolio: PortfolioLink[] }) {
	const navigation = buildNavigation(services, portfolio)
	return (
		<header className="site-header">
			{/* E-mail and phone; on a phone one row, "E-mail" and the number; the social profiles are in the footer and the menu. */}
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

/**
 * The desktop menus (WAI-ARIA APG "disclosure navigation menu": buttons over lists of links, not
 * role=menu), native first (decision 068). Each group's button is the invoker of its panel, a
 * popover (`popovertarget`, `popover="auto"`): a click, Enter or Space opens and closes it without
 * any script, the browser says whether it is expanded, opening one closes another, and Escape or a
 * click elsewhere closes it (focus back on its button when it was inside). The stylesheet also
 * shows a group's panel while the pointer rests on it (site-header-menus.css); a click on a button
 * whose menu the pointer has opened keeps it open.
 *
 * The header's inline script (app/server/header-script.server.ts) adds what the platform does not,
 * on every page and before any of the app's scripts: in an open menu Down/Up, Home and End move
 * between its links (from its button, Down and Up go to its first and last), Escape closes a menu
 * the pointer opened too, focus leaving a group (Tab) closes its menu, and a menu closed by a click
 * or a followed link (a client-side navigation leaves the document in place) stays closed while the
 * pointer is still on it (`data-dismissed`, until the pointer leaves). Written by hand rather than
 * with a menu library: it is on every page, so its few lines are all the script it adds.
 */
function DesktopNavigation({ items }: { items: NavItem[] }) {
	const { pathname } = useLocation()
	// The menus' keys (Down, Up, Home, End, Escape), focus leaving an open menu and a menu closed by a click
	// staying closed under the pointer are the header's inline script's (app/server/header-script.server.ts),
	// on a page of islands and a hydrated one alike.
	return (
		<nav id="main-nav" className="main-nav" aria-label="Main">
			<ul className="main-nav__list">
				{items.map((item) =>
					'to' in item ? (
						<li key={item.label}>
							<NavLink to={item.to} end={item.end} className="main-nav__link">
								{item.label}
							</NavLink>
						</li>
					) : (
						<li key={item.label} className="main-nav__group">
							{/* The group that holds the page shown is marked as the top-level link of a page is. */}
							<button type="button" className="main-nav__trigger" popoverTarget={`menu-${item.label}`} aria-current={holdsPage(item, pathname) ? 'true' : undefined}>
								{item.label} <span className="main-nav__caret" aria-hidden="true" />
							</button>
							<div id={`menu-${item.label}`} popover="auto" className="main-nav__panel">
								{item.overview ? (
									<NavLink to={item.overview.to} end className="main-nav__overview">
										{item.overview.label} <span aria-hidden="true">→</span>
									</NavLink>
								) : null}
								<MenuColumns columns={item.columns} classes={DESKTOP_COLUMNS} />
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

/** The phone menu's popover, named by its buttons' `popovertarget`. */
const PHONE_MENU = 'phone-menu'

/**
 * The phone menu (decision 068): a button opening a popover that holds every link of the header,
 * in the server's HTML. The browser opens and closes it: its close button, Escape and a tap beside
 * it (on the backdrop) close it, focus moves to the close button as it opens and back to the menu
 * button as it closes; the page behind does not scroll while it is open (site-header-menus.css).
 * A non-modal dialog by role, named by its title. Each group is a `<details>` disclosure; the one
 * holding the page shown is marked and starts open (from the path, on the server), and its link
 * says aria-current="page". Where React runs, a followed link closes it, as a client-side
 * navigation leaves the document (and the menu) in place.
 */
function MobileNavigation({ items, contact }: { items: NavItem[]; contact: SiteContact }) {
	const { pathname } = useLocation()
	return (
		<>
			<button type="button" className="menu-button" aria-label="Open menu" aria-haspopup="dialog" popoverTarget={PHONE_MENU}>
				<span className="menu-button__bars" aria-hidden="true" />
				<span className="menu-button__text">Menu</span>
			</button>
			<div
				id={PHONE_MENU}
				popover="auto"
				className="mobile-nav"
				role="dialog"
				aria-labelledby={`${PHONE_MENU}-title`}
				onClick={(event) => {
					if ((event.target as Element).closest('a[href^="/"]')) event.currentTarget.hidePopover()
				}}
			>
				<div className="mobile-nav__header">
					<h2 id={`${PHONE_MENU}-title`} className="mobile-nav__title">
						Menu
					</h2>
					{/* Focused as the menu opens (a popover focuses its autofocus element). */}
					<button type="button" className="modal__close" aria-label="Close menu" popoverTarget={PHONE_MENU} popoverTargetAction="hide" autoFocus>
						<span aria-hidden="true">×</span>
					</button>
				</div>
				<nav aria-label="Main">
					<ul className="mobile-nav__list">
						{items.map((item) =>
							'to' in item ? (
								<li key={item.label}>
									<NavLink to={item.to} end={item.end} className="mobile-nav__link">
										{item.label}
									</NavLink>
								</li>
							) : (
								<li key={item.label}>
									<MenuGroup group={item} pathname={pathname} />
								</li>
							),
						)}
					</ul>
				</nav>
				<Link to="/contact-us" className="button button--accent mobile-nav__cta">
					Get a quote
				</Link>
				<ul className="mobile-nav__contact">
					<li>
						<ContactLink href={telHref(contact.Phone)} className="mobile-nav__contact-link">
							<ContactIcon path={PHONE_ICON} />
							{contact.Phone}
						</ContactLink>
					</li>
					<li>
						<ContactLink href={mailtoHref(contact.Email)} className="mobile-nav__contact-link">
							<ContactIcon path={MAIL_ICON} />
							{contact.Email}
						</ContactLink>
					</li>
				</ul>
				<SocialLinks contact={contact} />
			</div>
		</>
	)
}

const PHONE_COLUMNS = { title: 'mobile-nav__column-title', list: () => 'mobile-nav__sublist' }

/** Whether a menu group links the page shown (its overview exactly, its other links with the pages below them). */
function holdsPage(group: NavGroup, pathname: string): boolean {
	const links = [...(group.overview ? [group.overview] : []), ...group.columns.flatMap((column) => column.links)]
	return links.some((link) => matchPath({ path: link.to, end: link === group.overview }, pathname) !== null)
}

/** A group of the phone menu: a native disclosure, open and marked when it holds the page shown. */
function MenuGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
	const current = holdsPage(group, pathname)
	return (
		<details className="mobile-nav__group" open={current} data-current={current || undefined}>
			<summary className="mobile-nav__link mobile-nav__trigger">
				{group.label}
				{current ? <span className="visually-hidden"> (current section)</span> : null}
				<span className="mobile-nav__chevron" aria-hidden="true" />
			</summary>
			{group.overview ? (
				<NavLink to={group.overview.to} end className="mobile-nav__overview">
					{group.overview.label}
				</NavLink>
			) : null}
			<MenuColumns columns={group.columns} classes={PHONE_COLUMNS} />
		</details>
	)
}
