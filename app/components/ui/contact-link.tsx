import type { ComponentProps } from 'react'

/** A phone number as a tel: link (digits and a leading +); none for text with fewer than 6 digits, which no phone dials. */
export function telHref(phone: string | null | undefined): string | undefined {
	const dial = (phone ?? '').replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
	return (dial.match(/\d/g)?.length ?? 0) >= 6 ? `tel:${dial}` : undefined
}

/** An e-mail address as a mailto: link (with an optional "?subject=…"); none for text that is not an address. */
export function mailtoHref(email: string | null | undefined, query = ''): string | undefined {
	const address = (email ?? '').trim()
	return /^[^\s@<>"?&]+@[^\s@<>"?&.]+(?:\.[^\s@<>"?&.]+)+$/.test(address) ? `mailto:${address}${query}` : undefined
}

/**
 * A phone or e-mail link from the contact record (telHref, mailtoHref): a
 * link where the value can be dialled or written to, the bare text where it
 * cannot, and nothing for no text, so a page never holds an empty tel:,
 * mailto: or href (decision 034).
 */
export function ContactLink({ href, children, className, ...rest }: ComponentProps<'a'>) {
	if (href) {
		return (
			<a href={href} className={className} {...rest}>
				{children}
			</a>
		)
	}
	return children ? <span className={className}>{children}</span> : null
}
