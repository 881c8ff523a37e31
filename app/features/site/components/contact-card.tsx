import { ContactLink, mailtoHref, telHref } from '#app/components/ui/contact-link.tsx'
import { Link } from '#app/components/ui/link.tsx'
import '../site.css'

/** The sidebar call to action of content pages: phone, email and the contact page. */
export function ContactCard({
	phone,
	email,
	title = 'Have a project in mind?',
	children = 'Tell us what you need and get a clear, itemised estimate within one working day.',
}: {
	phone: string
	email: string
	title?: string
	children?: React.ReactNode
}) {
	return (
		<section className="site-aside__card site-aside__card--cta" aria-labelledby="contact-card-title">
			<h2 id="contact-card-title" className="site-aside__title">
				{title}
			</h2>
			<p>{children}</p>
			<ul className="site-contact-list">
				<li>
					<span>Call us</span>
					<ContactLink href={telHref(phone)}>{phone}</ContactLink>
				</li>
				<li>
					<span>Email us</span>
					<ContactLink href={mailtoHref(email)}>{email}</ContactLink>
				</li>
			</ul>
			<Link className="button button--primary" to="/contact-us">
				Contact Us
			</Link>
		</section>
	)
}
