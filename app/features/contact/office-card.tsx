import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import './contact.css'

export interface Office {
	id: string
	name: string
	address: string
	email: string
	phone: string
}

/** One office's address block: address, e-mail and phone, each a working link where it can be (Skype, closed, is not shown). */
export function OfficeCard({ office }: { office: Office }) {
	const titleId = `contact-office-${office.id}`
	return (
		<section className="contact-office" aria-labelledby={titleId}>
			<h2 id={titleId} className="contact-office__title">
				{office.name}
			</h2>
			<address className="contact-office__details">
				<p className="contact-office__row">
					<Icon path={PIN} />
					<span>
						<span className="visually-hidden">Address: </span>
						{office.address}
					</span>
				</p>
				<p className="contact-office__row">
					<Icon path={MAIL} />
					<span>
						<span className="visually-hidden">Email: </span>
						<ContactLink href={mailtoHref(office.email)}>{office.email}</ContactLink>
					</span>
				</p>
				<p className="contact-office__row">
					<Icon path={PHONE} />
					<span>
						<span className="visually-hidden">Phone: </span>
						<ContactLink href={telHref(office.phone)}>{office.phone}</ContactLink>
					</span>
				</p>
			</address>
		</section>
	)
}

function Icon({ path }: { path: string }) {
	return (
		<svg className="contact-office__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
			<path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
		</svg>
	)
}

const PIN = 'M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z'
const MAIL = 'M3 6h18v12H3zM3 7l9 6 9-6'
const PHONE =
	'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2'
