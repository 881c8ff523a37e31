/**
 * The agency's time zone (the TIME_ZONE setting): the back office shows and
 * takes dates and times in it, and stores them in UTC. Runs on both sides:
 * the browser's own zone plays no part.
 */

/** Whether the runtime knows the zone by that IANA name (Europe/London, Asia/Kolkata, UTC). */
export function isTimeZone(zone: string): boolean {
	try {
		new Intl.DateTimeFormat('en-GB', { timeZone: zone })
		return true
	} catch {
		return false
	}
}

/** The wall-clock parts of a moment in a zone. */
function partsIn(date: Date, zone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
	const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(date)
	const of = (type: string) => Number(parts.find((part) => part.type === type)?.value)
	return { year: of('year'), month: of('month'), day: of('day'), hour: of('hour'), minute: of('minute'), second: of('second') }
}

/** How far the zone's clock is ahead of UTC at that moment, in milliseconds. */
function offsetAt(date: Date, zone: string): number {
	const p = partsIn(date, zone)
	return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(date.getTime() / 1000) * 1000
}

/** A stored moment as a `datetime-local` field shows it in the zone: YYYY-MM-DDTHH:mm. */
export function toZonedInput(iso: string | Date, zone: string): string {
	const date = typeof iso === 'string' ? new Date(iso) : iso
	if (Number.isNaN(date.getTime())) return ''
	const p = partsIn(date, zone)
	const two = (n: number) => String(n).padStart(2, '0')
	return `${String(p.year).padStart(4, '0')}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`
}

/**
 * The moment a wall-clock time of the zone names (YYYY-MM-DDTHH:mm), as ISO in UTC. A time the
 * clocks skip in spring is read with the offset before the change; an hour met twice in autumn, as its second (standard time).
 */
export function fromZonedInput(local: string, zone: string): string {
	const asUtc = Date.parse(`${local.slice(0, 16)}:00Z`)
	const first = asUtc - offsetAt(new Date(asUtc), zone)
	const second = asUtc - offsetAt(new Date(first), zone)
	return new Date(toZonedInput(new Date(second), zone) === local.slice(0, 16) ? second : first).toISOString()
}

/**
 * The zone the back office's times are written in. It is the server's one setting, so the layout
 * sets it from its loader before any page below it draws a time, on the server and in the browser alike.
 */
let shownZone = 'UTC'
export const shownTimeZone = (): string => shownZone
export function showTimesIn(zone: string): void {
	if (isTimeZone(zone)) shownZone = zone
}
