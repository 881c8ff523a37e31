const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

/** "March 5, 2024": the date style of the spec (month day, year), the same on server and browser. */
export function formatDate(iso: string): string {
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date)
}
