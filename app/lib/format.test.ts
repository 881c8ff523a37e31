import { describe, expect, it } from 'vitest'
import { formatDate, nextDay } from './format.ts'

describe('formatDate', () => {
	const intl = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

	it('writes month day, year in UTC, as Intl does for en-US', () => {
		// Every day of a leap year and around the turn of a year, at times that are another day elsewhere.
		for (let day = 0; day < 370; day++) {
			for (const hour of [0, 23]) {
				const date = new Date(Date.UTC(2023, 11, 28 + day, hour, 59))
				expect(formatDate(date.toISOString())).toBe(intl.format(date))
			}
		}
		expect(formatDate('2024-03-05T10:00:00.000Z')).toBe('March 5, 2024')
	})

	it('writes nothing for a date it cannot read', () => {
		expect(formatDate('not a date')).toBe('')
		expect(formatDate('')).toBe('')
	})
})

describe('nextDay', () => {
	it('is the first moment of the following UTC day', () => {
		expect(nextDay('2024-02-28')).toBe('2024-02-29T00:00:00.000Z')
		expect(nextDay('2024-12-31')).toBe('2025-01-01T00:00:00.000Z')
	})
})
