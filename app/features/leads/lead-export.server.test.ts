import { describe, expect, it } from 'vitest'
import { neutralise } from './lead-export.server.ts'

/**
 * The one neutraliser every CSV export runs a visitor's text through: an
 * apostrophe before each place a spreadsheet, or a reader that ignores the
 * quotes, could start a cell and read a formula from.
 */

describe('neutralise', () => {
	it('keeps a formula at the start of the value as text', () => {
		expect(neutralise('=HYPERLINK("https://evil.example")')).toBe(`'=HYPERLINK("https://evil.example")`)
		expect(neutralise('\t=1+1')).toBe("'\t=1+1")
		expect(neutralise('\r=1+1')).toBe("'\r=1+1")
	})

	it('keeps a formula at the start of any line as text, whichever line break comes before it', () => {
		expect(neutralise('Hello\n=HYPERLINK("https://evil.example","Click")')).toBe(`Hello\n'=HYPERLINK("https://evil.example","Click")`)
		expect(neutralise('Hello\r\n+1+1')).toBe("Hello\r\n'+1+1")
		expect(neutralise('Hello\r-2+3')).toBe("Hello\r'-2+3")
		expect(neutralise('Hello\n  "@SUM(A1:A9)"')).toBe(`Hello\n  '"@SUM(A1:A9)"`)
		expect(neutralise('Hello\n\t=1+1')).toBe("Hello\n'\t=1+1")
		// Blank lines between: the line the formula is on gets the apostrophe.
		expect(neutralise('Hello\r\n\r\n=1+1')).toBe("Hello\r\n\r\n'=1+1")
		expect(neutralise('one\n=1\ntwo\n@x')).toBe("one\n'=1\ntwo\n'@x")
	})

	it('leaves no line of any value starting like a formula', () => {
		const attacks = ['x\n=1', 'x\r\n=1', 'x\r=1', 'x;\n=1', 'x\n;=1', 'x\n \n -1', 'x\n"\n=1', 'x\r\r\t@1', '\n\n+1']
		for (const attack of attacks) {
			const lines = neutralise(attack).split(/\r\n|[\r\n]/)
			expect(lines.filter((line) => /^[ "]*[=+\-@\t]/.test(line)), JSON.stringify(attack)).toEqual([])
		}
	})

	it('leaves ordinary text of several lines as it was typed', () => {
		for (const text of ['Two lines\nof text', 'A site of 5-10 pages,\r\nin 3-4 weeks; budget = 5k', 'a = b\nand 1 + 1', '']) expect(neutralise(text)).toBe(text)
		expect(neutralise(null)).toBe('')
		expect(neutralise(42)).toBe('42')
	})
})
