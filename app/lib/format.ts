const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "March 5, 2024": the date style of the spec (month day, year), the same on server and browser. */
export function formatDate(iso: string): string {
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}

/** The first moment after a YYYY-MM-DD day (UTC), to make a "to" date inclusive. */
export function nextDay(day: string): string {
	const date = new Date(`${day}T00:00:00.000Z`)
	date.setUTCDate(date.getUTCDate() + 1)
	return date.toISOString()
}

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

