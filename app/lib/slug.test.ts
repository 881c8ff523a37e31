import { describe, expect, it } from 'vitest'
import { slugOf } from './slug.ts'

describe('slugOf', () => {
	it('makes a slug the edit form accepts from any title', () => {
		expect(slugOf('Writing in the editor 1440')).toBe('writing-in-the-editor-1440')
		expect(slugOf('  Café & Crème: 10 ideas!  ')).toBe('cafe-and-creme-10-ideas')
		expect(slugOf('---')).toBe('')
		expect(slugOf(`${'a'.repeat(119)} b`)).toBe('a'.repeat(119))
	})
})
