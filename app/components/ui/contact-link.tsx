import type { ComponentProps } from 'react'

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
