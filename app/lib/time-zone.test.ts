import { describe, expect, it } from 'vitest'
import { fromZonedInput, isTimeZone, toZonedInput } from './time-zone.ts'

describe('times in the agency\u2019s zone', () => {
	it('shows a stored moment as the zone\u2019s wall clock and reads it back to the same moment', () => {
		expect(toZonedInput('2026-11-28T10:00:00.000Z', 'Asia/Kolkata')).toBe('2026-11-28T15:30')
		expect(fromZonedInput('2026-11-28T15:30', 'Asia/Kolkata')).toBe('2026-11-28T10:00:00.000Z')
		expect(fromZonedInput('2026-07-01T12:00', 'Europe/London')).toBe('2026-07-01T11:00:00.000Z')
		expect(fromZonedInput('2026-01-01T12:00', 'Europe/London')).toBe('2026-01-01T12:00:00.000Z')
		expect(fromZonedInput('2026-07-01T12:00', 'UTC')).toBe('2026-07-01T12:00:00.000Z')
		expect(toZonedInput('not a date', 'UTC')).toBe('')
	})

	it('reads a time the clocks skip or meet twice as one moment', () => {
		// 01:30 does not exist in London on 29 March 2026: read with the offset before the change (GMT).
		expect(fromZonedInput('2026-03-29T01:30', 'Europe/London')).toBe('2026-03-29T00:30:00.000Z')
		expect(fromZonedInput('2026-10-25T01:30', 'Europe/London')).toBe('2026-10-25T01:30:00.000Z')
	})

	it('knows a zone by its IANA name only', () => {
		expect(isTimeZone('Europe/London')).toBe(true)
		expect(isTimeZone('UTC')).toBe(true)
		expect(isTimeZone('Mars/Olympus')).toBe(false)
	})
})
