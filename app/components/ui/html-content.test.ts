import { describe, expect, it } from 'vitest'
import { withScrollingTables } from './html-content.tsx'

describe('tables in HTML from the server', () => {
	it('each sits in a focusable region of its own, named after its caption', () => {
		const html = '<p>Plans</p><table><caption>Our <b>plans</b></caption><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>'
		expect(withScrollingTables(html)).toBe(
			'<p>Plans</p><div class="table-scroll" role="region" tabindex="0" aria-label="Our plans"><table><caption>Our <b>plans</b></caption><tr><td>1</td></tr></table></div>' +
				'<div class="table-scroll" role="region" tabindex="0" aria-label="Table"><table><tr><td>2</td></tr></table></div>',
		)
	})

	it('leaves HTML without tables as it is', () => {
		expect(withScrollingTables('<p>No table here</p>')).toBe('<p>No table here</p>')
	})
})
