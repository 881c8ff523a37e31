import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './html.server.ts'

describe('sanitizeHtml', () => {
	it('makes each code block a focusable, named region, whatever attributes it was stored with', () => {
		const html = sanitizeHtml('<p>Before</p><pre onclick="alert(1)" tabindex="-1"><code class="language-html">&lt;img&gt;</code></pre><pre>second</pre>')
		expect(html).toBe(
			'<p>Before</p><pre tabindex="0" role="region" aria-label="Code example 1"><code class="language-html">&lt;img&gt;</code></pre>' +
				'<pre tabindex="0" role="region" aria-label="Code example 2">second</pre>',
		)
	})

	it('leaves other elements without those attributes', () => {
		expect(sanitizeHtml('<div tabindex="0" role="region" aria-label="x">text</div>')).toBe('<div>text</div>')
	})
})
