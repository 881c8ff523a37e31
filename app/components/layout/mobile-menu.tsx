import * as Dialog from '@radix-ui/react-dialog'
import { useId, useState } from 'react'
import { matchPath, useLocation } from 'react-router'
import { Link, NavLink } from '#app/components/ui/link.tsx'
import type { SiteContact } from '#app/lib/site-shell.types.ts'
import { ContactIcon, MAIL_ICON, PHONE_ICON } from './contact-icon.tsx'
import { MenuColumns } from './menu-columns.tsx'
import type { NavGroup, NavItem } from './navigation.ts'
import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { SocialLinks } from './social-links.tsx'

/**
 * The phone menu's dialog (Radix: focus trapped inside, Escape and the close
 * button dismiss it, focus back on the menu button), loaded by the header when
 * the button is first pressed. Each group is a disclosure (a button with
 * aria-expanded and a chevron); the group holding the page shown is marked and
 * starts open, and its link says aria-current="page".
 */
export default function MobileMenu({
	open,
	onOpenChange,
	opener,
	items,
	contact,
}: {
	open: boolean
	onOpenChange: (open: boolean) => void
	opener: React.RefObject<HTMLButtonElement | null>
	items: NavItem[]
	contact: SiteContact
}) {
	// A link followed inside the menu closes it.
	const close = () => onOpenChange(false)
	return (
		<Dialog.Root open={open} onOpenChange={onOpenChange}>
			<Dialog.Portal>
				<Dialog.Overlay className="mobile-nav__overlay" />
				<Dialog.Content
					className="mobile-nav"
					aria-describedby={undefined}
					onCloseAutoFocus={(event) => {
						event.preventDefault()
						opener.current?.focus()
					}}
				>
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
										<MenuGroup group={item} onFollow={close} />
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
				</Dialog.Content>
			</Dialog.Portal>
		</Dialog.Root>
	)
}

const PHONE_COLUMNS = { title: 'mobile-nav__column-title', list: () => 'mobile-nav__sublist' }

function MenuGroup({ group, onFollow }: { group: NavGroup; onFollow: () => void }) {
	const { pathname } = useLocation()
	const links = [...(group.overview ? [group.overview] : []), ...group.columns.flatMap((column) => column.links)]
	const current = links.some((link) => matchPath({ path: link.to, end: link === group.overview }, pathname) !== null)
	const [open, setOpen] = useState(current)
	const id = useId()
	return (
		<div className="mobile-nav__group" data-current={current || undefined}>
			<button type="button" className="mobile-nav__link mobile-nav__trigger" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
				{group.label}
				{current ? <span className="visually-hidden"> (current section)</span> : null}
				<span className="mobile-nav__chevron" aria-hidden="true" />
			</button>
			<div id={id} hidden={!open}>
				{group.overview ? (
					<NavLink to={group.overview.to} end className="mobile-nav__overview" onClick={onFollow}>
						{group.overview.label}
					</NavLink>
				) : null}
				<MenuColumns columns={group.columns} onFollow={onFollow} classes={PHONE_COLUMNS} />
			</div>
		</div>
	)
}
