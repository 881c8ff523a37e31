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
