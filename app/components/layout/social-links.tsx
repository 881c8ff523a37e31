import type { SiteContact } from '#app/lib/site-shell.types.ts'
import './social-links.css'

const NETWORKS = [
	{ key: 'Facebook', label: 'Facebook', glyph: 'f' },
	{ key: 'Linkedin', label: 'LinkedIn', glyph: 'in' },
	{ key: 'Instagram', label: 'Instagram', glyph: 'ig' },
	{ key: 'Twitter', label: 'X (Twitter)', glyph: 'x' },
	{ key: 'Pinterest', label: 'Pinterest', glyph: 'p' },
	{ key: 'Googleplus', label: 'Google', glyph: 'g' },
] as const

/** The agency's social profiles from the contact record, as labelled icon links. */
export function SocialLinks({ contact, className }: { contact: SiteContact; className?: string }) {
	return (
		<ul className={['social-links', className].filter(Boolean).join(' ')}>
			{NETWORKS.filter(({ key }) => contact[key]).map(({ key, label, glyph }) => (
				<li key={key}>
					<a href={contact[key]} target="_blank" rel="noopener noreferrer" aria-label={`${contact.CompanyName} on ${label}`}>
						<span aria-hidden="true">{glyph}</span>
					</a>
				</li>
			))}
		</ul>
	)
}

export function telHref(phone: string): string {
	return `tel:${phone.replace(/[^\d+]/g, '')}`
}
