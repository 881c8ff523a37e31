const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/**
 * "March 5, 2024": the date style of the spec (month day, year), in UTC, the same on server and
 * browser. Written out rather than by Intl.DateTimeFormat: creating one costs a phone's browser
 * tens of milliseconds of main thread on the page's first load (its locale and time-zone data),
 * a long task during hydration for a dozen words.
 */
export function formatDate(iso: string): string {
	const date = new Date(iso)
	return Number.isNaN(date.getTime()) ? '' : `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`
}

/** The first moment after a YYYY-MM-DD day (UTC), to make a "to" date inclusive. */
export function nextDay(day: string): string {
	const date = new Date(`${day}T00:00:00.000Z`)
	date.setUTCDate(date.getUTCDate() + 1)
	return date.toISOString()
}
